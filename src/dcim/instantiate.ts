import type { Queryable } from '../database/db.js';
import { ResourceRegistry } from '../core/model/define-resource.js';
import { ValidationError } from '../core/model/errors.js';
import type { ObjectEvent } from '../core/write/hooks.js';
import type { WriteStep } from '../core/write/pipeline.js';
import { insertObjects } from '../core/write/writer.js';
import { quoteIdent } from '../database/sql.js';
import { pushTo } from '../core/collections.js';

/**
 * A new device gets every component its type's templates describe, in the same transaction (NetBox's
 * Device.save() → _instantiate_components): console, console server, power ports and outlets,
 * interfaces, rear and front ports with their mappings, module bays, device bays and inventory items.
 * Each kind goes through the write path (validation, custom field defaults, natural names, counters)
 * and its events join the device's, so each component gets its change record and webhook event after
 * the device's. Names and labels resolve `{vc_position}`; `{module}` is for module types (resolveText
 * takes the module when modules exist).
 */

export type Row = Record<string, unknown>;

/** The device a component is made for, and for a module's components the module with its bay positions (root first). */
export interface Placement {
  device: Row;
  module?: Row | null;
  positions?: string[];
}

const VC_POSITION = /\{vc_position(?::([^}]*))?\}/g;
export const MODULE_TOKEN = '{module}';

/**
 * `{module}` placeholders for a module in bays at `positions` (root first): one placeholder is the
 * innermost bay's position; several must be one per level, filled from the root down.
 */
export function resolveModuleText(value: string, positions: string[]): string {
  const count = value.split(MODULE_TOKEN).length - 1;
  if (!count) return value;
  if (count === 1) return value.replace(MODULE_TOKEN, positions[positions.length - 1]);
  if (count === positions.length) return positions.reduce((v, p) => v.replace(MODULE_TOKEN, p), value);
  throw new ValidationError({
    __all__: [`Cannot install module with placeholder values in a module bay tree ${positions.length} levels deep but ${count} placeholders given.`],
  });
}

/**
 * A template's name, label or position for a placement: `{module}` becomes the module's bay position
 * (resolveModuleText), `{vc_position}` the device's position in its virtual chassis, else the fallback
 * written after a colon, else 0.
 */
export function resolveText(value: string, at: Placement): string {
  if (at.positions) value = resolveModuleText(value, at.positions);
  const device = at.device;
  const inChassis = device.virtual_chassis_id !== null && device.virtual_chassis_id !== undefined && device.vc_position !== null;
  return value.replace(VC_POSITION, (_m, fallback: string | undefined) => (inChassis ? String(device.vc_position) : (fallback ?? '0')));
}

/** Component ids by `<template id>:<device id>`, per component type. */
export type Made = Map<string, Map<string, number>>;

export interface Kind {
  /** template and component object types */
  template: string;
  component: string;
  /** the device type's counter of these templates (kinds a type has none of cost no query) */
  count: string;
  /** the component's body from its template (references to components made earlier looked up in `made`) */
  body(t: Row, at: Placement, made: Made): Row;
}

const named = (t: Row, at: Placement) => ({
  device: at.device.id,
  ...(at.module ? { module: at.module.id } : {}),
  name: resolveText(String(t.name), at),
  label: resolveText(String(t.label ?? ''), at),
  description: t.description ?? '',
});

export const madeId = (made: Made, type: string, templateId: unknown, deviceId: unknown): number | null =>
  templateId === null || templateId === undefined ? null : (made.get(type)?.get(`${templateId}:${deviceId}`) ?? null);

/** In NetBox's order: outlets after the power ports they feed from, front ports after rear ports. */
export const KINDS: Kind[] = [
  {
    template: 'dcim.consoleporttemplate',
    count: 'console_port_template_count',
    component: 'dcim.consoleport',
    body: (t, at) => ({ ...named(t, at), type: t.type }),
  },
  {
    template: 'dcim.consoleserverporttemplate',
    count: 'console_server_port_template_count',
    component: 'dcim.consoleserverport',
    body: (t, at) => ({ ...named(t, at), type: t.type }),
  },
  {
    template: 'dcim.powerporttemplate',
    count: 'power_port_template_count',
    component: 'dcim.powerport',
    body: (t, at) => ({ ...named(t, at), type: t.type, maximum_draw: t.maximum_draw, allocated_draw: t.allocated_draw }),
  },
  {
    template: 'dcim.poweroutlettemplate',
    count: 'power_outlet_template_count',
    component: 'dcim.poweroutlet',
    body: (t, at, made) => ({
      ...named(t, at),
      type: t.type,
      color: t.color,
      feed_leg: t.feed_leg,
      power_port: madeId(made, 'dcim.powerport', t.power_port_id, at.device.id),
    }),
  },
  {
    template: 'dcim.interfacetemplate',
    count: 'interface_template_count',
    component: 'dcim.interface',
    body: (t, at) => ({
      ...named(t, at),
      type: t.type,
      enabled: t.enabled,
      mgmt_only: t.mgmt_only,
      poe_mode: t.poe_mode,
      poe_type: t.poe_type,
      rf_role: t.rf_role,
    }),
  },
  {
    template: 'dcim.rearporttemplate',
    count: 'rear_port_template_count',
    component: 'dcim.rearport',
    body: (t, at) => ({ ...named(t, at), type: t.type, color: t.color, positions: t.positions }),
  },
  {
    template: 'dcim.frontporttemplate',
    count: 'front_port_template_count',
    component: 'dcim.frontport',
    body: (t, at) => ({ ...named(t, at), type: t.type, color: t.color, positions: t.positions }),
  },
  {
    template: 'dcim.modulebaytemplate',
    count: 'module_bay_template_count',
    component: 'dcim.modulebay',
    body: (t, at) => ({ ...named(t, at), position: resolveText(String(t.position ?? ''), at), enabled: t.enabled }),
  },
  {
    template: 'dcim.devicebaytemplate',
    count: 'device_bay_template_count',
    component: 'dcim.devicebay',
    body: (t, at) => ({ ...named(t, at), enabled: t.enabled }),
  },
  {
    template: 'dcim.inventoryitemtemplate',
    count: 'inventory_item_template_count',
    component: 'dcim.inventoryitem',
    body: (t, at, made) => {
      const type = t.component_type as string | null;
      const component = type ? type.replace(/template$/, '') : null;
      const componentId = component ? madeId(made, component, t.component_id, at.device.id) : null;
      return {
        ...named(t, at),
        parent: madeId(made, 'dcim.inventoryitem', t.parent_id, at.device.id),
        role: t.role_id,
        manufacturer: t.manufacturer_id,
        part_id: t.part_id,
        component_type: componentId === null ? null : component,
        component_id: componentId,
      };
    },
  },
];

/** Names repeated on one device after resolving placeholders (NetBox aborts the request). */
export function checkDuplicateNames(bodies: Row[], kind: Kind): void {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const b of bodies) {
    const key = `${b.device}:${kind.component === 'dcim.inventoryitem' ? `${b.parent}:` : ''}${b.name}`;
    if (seen.has(key)) duplicates.add(String(b.name));
    seen.add(key);
  }
  if (duplicates.size) {
    throw new ValidationError({ __all__: [`Component name conflict after resolving {vc_position}: ${[...duplicates].join(', ')}`] });
  }
}

/** Creates one kind's components for the placements; returns their events. Inventory items go level by level (parents first). */
async function makeKind(db: Queryable, kind: Kind, templates: Row[], placements: Placement[], made: Made): Promise<ObjectEvent[]> {
  const byType = new Map<unknown, Row[]>();
  for (const t of templates) pushTo(byType, t.device_type_id, t);
  const levels = new Map<number, Row[]>();
  for (const t of templates) pushTo(levels, Number(t._depth ?? 0), t);
  const events: ObjectEvent[] = [];
  const target = ResourceRegistry.forObjectType(kind.component);
  const ids = made.get(kind.component) ?? new Map<string, number>();
  made.set(kind.component, ids);
  for (const depth of [...levels.keys()].sort((a, b) => a - b)) {
    const atDepth = new Set(levels.get(depth));
    const bodies: Row[] = [];
    const keys: string[] = [];
    for (const at of placements) {
      for (const t of byType.get(at.device.device_type_id) ?? []) {
        if (!atDepth.has(t)) continue;
        bodies.push(kind.body(t, at, made));
        keys.push(`${t.id}:${at.device.id}`);
      }
    }
    if (!bodies.length) continue;
    checkDuplicateNames(bodies, kind);
    const result = await insertObjects(db, target, bodies);
    result.ids.forEach((id, i) => ids.set(keys[i], id));
    events.push(...result.events);
  }
  return events;
}

/** Interface bridges and port mappings, copied from the templates once all components exist. */
async function linkComponents(db: Queryable, typeIds: unknown[], placements: Placement[], made: Made, bridges: Row[]): Promise<void> {
  const pairs: [number, number][] = [];
  for (const at of placements) {
    for (const t of bridges) {
      if (t.device_type_id !== at.device.device_type_id) continue;
      const own = madeId(made, 'dcim.interface', t.id, at.device.id);
      const bridge = madeId(made, 'dcim.interface', t.bridge_id, at.device.id);
      if (own !== null && bridge !== null) pairs.push([own, bridge]);
    }
  }
  if (pairs.length) {
    await db.query(`UPDATE dcim_interface i SET bridge_id = p.b FROM unnest($1::bigint[], $2::bigint[]) AS p(i, b) WHERE i.id = p.i`, [
      pairs.map((p) => p[0]),
      pairs.map((p) => p[1]),
    ]);
  }
  if (!made.get('dcim.frontport')?.size) return;
  const mappings = await db.query<Row>(
    'SELECT device_type_id, front_port_id, front_port_position, rear_port_id, rear_port_position FROM dcim_porttemplatemapping WHERE device_type_id = ANY($1::bigint[])',
    [typeIds],
  );
  const rows: number[][] = [];
  for (const at of placements) {
    for (const m of mappings) {
      if (m.device_type_id !== at.device.device_type_id) continue;
      const front = madeId(made, 'dcim.frontport', m.front_port_id, at.device.id);
      const rear = madeId(made, 'dcim.rearport', m.rear_port_id, at.device.id);
      if (front !== null && rear !== null)
        rows.push([Number(at.device.id), front, Number(m.front_port_position), rear, Number(m.rear_port_position)]);
    }
  }
  if (rows.length) {
    await db.query(
      `INSERT INTO dcim_portmapping (device_id, front_port_id, front_port_position, rear_port_id, rear_port_position)
       SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::int[], $4::bigint[], $5::int[])`,
      [0, 1, 2, 3, 4].map((i) => rows.map((r) => r[i])),
    );
  }
}

/** Instantiates every template of the devices' types; returns the components' events. */
export async function instantiateDeviceComponents(db: Queryable, deviceIds: number[]): Promise<ObjectEvent[]> {
  const devices = await db.query<Row>('SELECT * FROM dcim_device WHERE id = ANY($1::bigint[]) ORDER BY id', [deviceIds]);
  const typeIds = [...new Set(devices.map((d) => d.device_type_id))];
  const placements = devices.map((device) => ({ device }));
  const made: Made = new Map();
  const events: ObjectEvent[] = [];
  let bridges: Row[] = [];
  const [totals] = await db.query<Record<string, number>>(
    `SELECT ${KINDS.map((k) => `sum(${k.count})::int AS ${k.count}`).join(', ')} FROM dcim_devicetype WHERE id = ANY($1::bigint[])`,
    [typeIds],
  );
  for (const kind of KINDS) {
    if (!totals?.[kind.count]) continue;
    const table = ResourceRegistry.forObjectType(kind.template).table;
    const templates = await db.query<Row>(`SELECT * FROM ${quoteIdent(table)} WHERE device_type_id = ANY($1::bigint[]) ORDER BY id`, [typeIds]);
    if (!templates.length) continue;
    if (kind.component === 'dcim.interface') bridges = templates.filter((t) => t.bridge_id !== null);
    events.push(...(await makeKind(db, kind, templates, placements, made)));
  }
  await linkComponents(db, typeIds, placements, made, bridges);
  return events;
}

/** The write step (registered by DcimModule): components for every device a write creates. */
export const deviceComponentsStep: WriteStep = {
  name: 'dcim.device-components',
  phase: 'derive',
  async after(db, events) {
    const created = events.filter((e) => e.action === 'create' && e.resource.objectType === 'dcim.device').map((e) => e.id);
    if (!created.length) return;
    events.push(...(await instantiateDeviceComponents(db, created)));
  },
};
