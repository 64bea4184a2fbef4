import type { Queryable } from '../database/db.js';
import { ResourceRegistry } from '../core/model/define-resource.js';
import { ValidationError } from '../core/model/errors.js';
import type { ObjectEvent } from '../core/write/hooks.js';
import type { WriteStep } from '../core/write/pipeline.js';
import { recordedUpdate } from '../core/write/side-writes.js';
import { insertObjects } from '../core/write/writer.js';
import { quoteIdent } from '../database/sql.js';
import { checkDuplicateNames, KINDS, Made, madeId, MODULE_TOKEN, Placement, resolveModuleText, Row } from './instantiate.js';

/**
 * Installing a module (NetBox's Module.save()): its type's templates become components of the device,
 * belonging to the module, in the same transaction. `{module}` in names, labels and positions becomes
 * the bay's position (nested bays: one position per level). `replicate_components: false` creates
 * none; `adopt_components: true` takes over the device's module-less components of the same name.
 */

/** What a module type can hold: every template kind but device bays and inventory items. */
const MODULAR_KINDS = KINDS.filter((k) => k.component !== 'dcim.devicebay' && k.component !== 'dcim.inventoryitem');

/** NetBox's class names, as its conflict messages show them (module bays are not checked). */
const CLASS_NAMES: Record<string, string> = {
  'dcim.consoleport': 'ConsolePort',
  'dcim.consoleserverport': 'ConsoleServerPort',
  'dcim.interface': 'Interface',
  'dcim.powerport': 'PowerPort',
  'dcim.poweroutlet': 'PowerOutlet',
  'dcim.rearport': 'RearPort',
  'dcim.frontport': 'FrontPort',
};

const tableOf = (objectType: string) => quoteIdent(ResourceRegistry.forObjectType(objectType).table);

/** The positions of a bay and the bays above it (through the modules holding them), root first. */
export async function bayPositions(db: Queryable, bayId: number): Promise<string[]> {
  const positions: string[] = [];
  const seen = new Set<number>();
  for (let id: number | null = bayId; id !== null && !seen.has(id);) {
    seen.add(id);
    const [bay]: { position: string; parent: number | null }[] = await db.query<{ position: string; parent: number | null }>(
      'SELECT b.position, m.module_bay_id AS parent FROM dcim_modulebay b LEFT JOIN dcim_module m ON m.id = b.module_id WHERE b.id = $1',
      [id],
    );
    if (!bay) break;
    let position = bay.position ?? '';
    // as NetBox does: a {module} in an outer bay's position takes the position found just before it
    if (positions.length && position.includes(MODULE_TOKEN)) position = position.replaceAll(MODULE_TOKEN, positions[positions.length - 1]);
    positions.push(position);
    id = bay.parent === null ? null : Number(bay.parent);
  }
  return positions.reverse();
}

/**
 * Why a module of `moduleTypeId` cannot be installed in `bay` of `deviceId` (NetBox's ModuleSerializer
 * validation): a component it would create exists already (or, adopting, belongs to another module), or
 * a `{module}` placeholder cannot be resolved.
 */
export async function installProblem(db: Queryable, deviceId: number, bay: Row, moduleTypeId: number, adopt: boolean): Promise<string | null> {
  const positions = await bayPositions(db, Number(bay.id));
  for (const kind of MODULAR_KINDS) {
    const className = CLASS_NAMES[kind.component];
    if (!className) continue;
    const templates = await db.query<{ name: string }>(`SELECT name FROM ${tableOf(kind.template)} WHERE module_type_id = $1 ORDER BY id`, [
      moduleTypeId,
    ]);
    if (!templates.length) continue;
    const existing = new Map(
      (
        await db.query<{ name: string; module_id: number | null }>(`SELECT name, module_id FROM ${tableOf(kind.component)} WHERE device_id = $1`, [
          deviceId,
        ])
      ).map((c) => [c.name, c]),
    );
    for (const t of templates) {
      let name = t.name;
      if (name.includes(MODULE_TOKEN)) {
        if (!bay.position) return 'Cannot install module with placeholder values in a module bay with no position defined.';
        try {
          name = resolveModuleText(name, positions);
        } catch (error) {
          if (error instanceof ValidationError) return (error.body as { __all__: string[] }).__all__[0];
          throw error;
        }
      }
      const found = existing.get(name);
      if (adopt && found && found.module_id !== null) return `Cannot adopt ${className} ${name} as it already belongs to a module`;
      if (!adopt && found) return `A ${className} named ${name} already exists`;
    }
  }
  return null;
}

/** Creates (or adopts) a new module's components; returns the events of those created. */
async function installModule(db: Queryable, moduleId: number, input: Record<string, unknown>): Promise<ObjectEvent[]> {
  const replicate = input.replicate_components !== false;
  const adopt = input.adopt_components === true;
  if (!replicate && !adopt) return [];
  const [module] = await db.query<Row>('SELECT * FROM dcim_module WHERE id = $1', [moduleId]);
  const [device] = await db.query<Row>('SELECT * FROM dcim_device WHERE id = $1', [module.device_id]);
  const at: Placement = { device, module, positions: await bayPositions(db, Number(module.module_bay_id)) };
  const made: Made = new Map();
  const events: ObjectEvent[] = [];
  let bridges: Row[] = [];
  let fronts: Row[] = [];
  for (const kind of MODULAR_KINDS) {
    const templates = await db.query<Row>(`SELECT * FROM ${tableOf(kind.template)} WHERE module_type_id = $1 ORDER BY id`, [module.module_type_id]);
    if (!templates.length) continue;
    if (kind.component === 'dcim.interface') bridges = templates.filter((t) => t.bridge_id !== null);
    if (kind.component === 'dcim.frontport') fronts = templates;
    const target = ResourceRegistry.forObjectType(kind.component);
    const ids = new Map<string, number>();
    made.set(kind.component, ids);
    const existing = adopt
      ? new Map(
          (
            await db.query<{ id: number; name: string }>(
              `SELECT id, name FROM ${tableOf(kind.component)} WHERE device_id = $1 AND module_id IS NULL`,
              [device.id],
            )
          ).map((c) => [c.name, Number(c.id)]),
        )
      : new Map<string, number>();
    const bodies: Row[] = [];
    const keys: string[] = [];
    const adopted: number[] = [];
    for (const t of templates) {
      const body = kind.body(t, at, made);
      const key = `${t.id}:${device.id}`;
      const own = existing.get(String(body.name));
      if (own !== undefined) {
        adopted.push(own);
        ids.set(key, own);
      } else if (replicate) {
        bodies.push(body);
        keys.push(key);
      }
    }
    if (adopted.length) {
      await recordedUpdate(db, target, adopted, async () => {
        await db.query(`UPDATE ${quoteIdent(target.table)} SET module_id = $1, last_updated = now() WHERE id = ANY($2::bigint[])`, [
          moduleId,
          adopted,
        ]);
      });
    }
    if (!bodies.length) continue;
    checkDuplicateNames(bodies, kind);
    const result = await insertObjects(db, target, bodies);
    result.ids.forEach((id, i) => ids.set(keys[i], id));
    events.push(...result.events);
  }
  await linkModuleComponents(db, Number(device.id), made, bridges, fronts);
  return events;
}

/** Interface bridges and front-to-rear port mappings, copied from the module type's templates. */
async function linkModuleComponents(db: Queryable, deviceId: number, made: Made, bridges: Row[], fronts: Row[]): Promise<void> {
  const pairs = bridges
    .map((t) => [madeId(made, 'dcim.interface', t.id, deviceId), madeId(made, 'dcim.interface', t.bridge_id, deviceId)])
    .filter((p): p is [number, number] => p[0] !== null && p[1] !== null);
  if (pairs.length) {
    await db.query(`UPDATE dcim_interface i SET bridge_id = p.b FROM unnest($1::bigint[], $2::bigint[]) AS p(i, b) WHERE i.id = p.i`, [
      pairs.map((p) => p[0]),
      pairs.map((p) => p[1]),
    ]);
  }
  if (!fronts.length) return;
  const mappings = await db.query<Row>(
    'SELECT front_port_id, front_port_position, rear_port_id, rear_port_position FROM dcim_porttemplatemapping WHERE front_port_id = ANY($1::bigint[])',
    [fronts.map((t) => t.id)],
  );
  const rows: number[][] = [];
  for (const m of mappings) {
    const front = madeId(made, 'dcim.frontport', m.front_port_id, deviceId);
    const rear = madeId(made, 'dcim.rearport', m.rear_port_id, deviceId);
    if (front !== null && rear !== null) rows.push([deviceId, front, Number(m.front_port_position), rear, Number(m.rear_port_position)]);
  }
  if (rows.length) {
    await db.query(
      `INSERT INTO dcim_portmapping (device_id, front_port_id, front_port_position, rear_port_id, rear_port_position)
       SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::int[], $4::bigint[], $5::int[])`,
      [0, 1, 2, 3, 4].map((i) => rows.map((r) => r[i])),
    );
  }
}

/** The write step (registered by DcimModule): components for every module a write installs. */
export const moduleComponentsStep: WriteStep = {
  name: 'dcim.module-components',
  phase: 'derive',
  async after(db, events) {
    const created = events.filter((e) => e.action === 'create' && e.resource.objectType === 'dcim.module');
    for (const e of created) events.push(...(await installModule(db, e.id, e.input ?? {})));
  },
};
