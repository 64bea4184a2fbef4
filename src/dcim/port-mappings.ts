import type { Queryable } from '../database/db.js';
import { ResourceRegistry, type Resource } from '../core/model/define-resource.js';
import { entityRef, FieldKind, FieldMeta, humanize, registerField } from '../core/model/fields.js';
import { registerToMany } from '../core/serialize/plan.js';
import { registerSnapshot } from '../core/serialize/snapshot.js';
import { FieldError, pythonTypeName } from '../core/write/coerce.js';
import { registerRelationWriter, RelationWriter } from '../core/write/hooks.js';
import { quoteIdent } from '../database/sql.js';
import { deleteMappings, insertMappings } from './port-mapping-records.js';

/**
 * NetBox 4.6's port mappings: which rear port position each front port position passes through, kept in
 * dcim_portmapping (dcim_porttemplatemapping for templates) and written and read as a list on either
 * port — a front port's `rear_ports` [{position, rear_port, rear_port_position}], a rear port's
 * `front_ports` [{position, front_port, front_port_position}]. A write replaces the port's list; rows
 * that stay the same are kept (and record nothing; port-mapping-records.ts records the others). The model rules (rules/port-mapping.rules.ts) check the list against the
 * ports; this module reads, resolves and saves it.
 */
const KIND = 'portMappings' as FieldKind;

export const POSITION_MAX = 1024;

/** One mapping as seen from the port that holds the list. */
export interface Mapping {
  position: number;
  /** the opposite port's id and position */
  other: number;
  otherPosition: number;
}

export interface PortMappingsOptions {
  table: string;
  /** the side of the port declaring the list */
  side: 'front' | 'rear';
  /** the opposite port model */
  other: string;
}

/** Columns of a mapping row from one side: this port, its position, the opposite port and its position. */
export function mappingColumns(field: FieldMeta): { own: string; ownPosition: string; other: string; otherPosition: string; otherName: string } {
  const { ownerColumn, targetColumn } = field.m2m!;
  const position = (column: string) => column.replace(/_id$/, '_position');
  return {
    own: ownerColumn,
    ownPosition: position(ownerColumn),
    other: targetColumn,
    otherPosition: position(targetColumn),
    otherName: targetColumn.replace(/_id$/, ''),
  };
}

export function PortMappingsField(options: PortMappingsOptions): PropertyDecorator {
  return (proto, key) => {
    const name = String(key);
    const own = options.side === 'front' ? 'front_port_id' : 'rear_port_id';
    const other = options.side === 'front' ? 'rear_port_id' : 'front_port_id';
    registerField(proto, {
      name,
      kind: KIND,
      label: humanize(name),
      group: 'body',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      default: [],
      target: entityRef(options.other),
      m2m: { table: options.table, ownerColumn: own, targetColumn: other },
      filter: false,
    });
  };
}

function integer(value: unknown, errors: Record<string, string[]>, key: string, required: boolean): number | undefined {
  if (value === undefined) {
    if (required) errors[key] = ['This field is required.'];
    return undefined;
  }
  const n = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) errors[key] = ['A valid integer is required.'];
  else if (n < 1) errors[key] = ['Ensure this value is greater than or equal to 1.'];
  else if (n > POSITION_MAX) errors[key] = [`Ensure this value is less than or equal to ${POSITION_MAX}.`];
  else return n;
  return undefined;
}

/** DRF's nested list: each entry checked on its own, errors listed per entry. */
async function resolveMappings(db: Queryable, _resource: Resource, field: FieldMeta, value: unknown): Promise<Mapping[]> {
  if (!Array.isArray(value)) throw new FieldError(`Expected a list of items but got type "${pythonTypeName(value)}".`);
  const cols = mappingColumns(field);
  const errors: Record<string, string[]>[] = [];
  const out: Mapping[] = [];
  for (const entry of value) {
    const e: Record<string, string[]> = {};
    errors.push(e);
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
      e.non_field_errors = [`Invalid data. Expected a dictionary, but got ${pythonTypeName(entry)}.`];
      continue;
    }
    const raw = entry as Record<string, unknown>;
    const position = integer(raw.position, e, 'position', true);
    let other: number | undefined;
    const ref = raw[cols.otherName];
    if (ref === undefined) e[cols.otherName] = ['This field is required.'];
    else if (ref === null) e[cols.otherName] = ['This field may not be null.'];
    else if ((typeof ref === 'number' && Number.isInteger(ref)) || (typeof ref === 'string' && /^\d+$/.test(ref))) other = Number(ref);
    else e[cols.otherName] = [`Incorrect type. Expected pk value, received ${pythonTypeName(ref)}.`];
    const otherPosition = raw[cols.otherPosition] === undefined ? 1 : integer(raw[cols.otherPosition], e, cols.otherPosition, false);
    if (position !== undefined && other !== undefined && otherPosition !== undefined) out.push({ position, other, otherPosition });
  }
  // every well-formed reference is looked up, whatever else is wrong with its entry
  const refs = value.map((entry) => (entry as Record<string, unknown> | null)?.[cols.otherName]);
  const ids = [
    ...new Set(refs.filter((r) => (typeof r === 'number' && Number.isInteger(r)) || (typeof r === 'string' && /^\d+$/.test(r))).map(Number)),
  ];
  const target = ResourceRegistry.forEntity(field.target!());
  const found = ids.length
    ? new Set((await db.query<{ id: number }>(`SELECT id FROM ${quoteIdent(target.table)} WHERE id = ANY($1::bigint[])`, [ids])).map((r) => r.id))
    : new Set<number>();
  refs.forEach((ref, i) => {
    if (!errors[i][cols.otherName] && ref !== undefined && ref !== null && !found.has(Number(ref))) {
      errors[i][cols.otherName] = [`Invalid pk "${Number(ref)}" - object does not exist.`];
    }
  });
  if (errors.some((e) => Object.keys(e).length)) throw new FieldError('', errors);
  return out;
}

/**
 * Replaces each port's mappings: rows whose target changed or that are gone are deleted first (freeing
 * their positions), then the new ones inserted; unchanged rows keep their id. The mapping row also names
 * the front port's device (device type for templates).
 */
async function saveMappings(db: Queryable, resource: Resource, field: FieldMeta, entries: { objectId: number; value: Mapping[] }[], isNew: boolean) {
  const cols = mappingColumns(field);
  const table = quoteIdent(field.m2m!.table);
  const owners: number[] = [];
  const positions: number[] = [];
  const others: number[] = [];
  const otherPositions: number[] = [];
  for (const { objectId, value } of entries) {
    for (const m of value) {
      owners.push(objectId);
      positions.push(m.position);
      others.push(m.other);
      otherPositions.push(m.otherPosition);
    }
  }
  const own = quoteIdent(cols.own);
  const ownPos = quoteIdent(cols.ownPosition);
  const other = quoteIdent(cols.other);
  const otherPos = quoteIdent(cols.otherPosition);
  const desired = `unnest($2::bigint[], $3::int[], $4::bigint[], $5::int[]) WITH ORDINALITY AS d(o, p, x, xp, n)`;
  const params = [entries.map((e) => e.objectId), owners, positions, others, otherPositions];
  if (!isNew) {
    await deleteMappings(
      db,
      field.m2m!.table,
      `m.${own} = ANY($1::bigint[])
          AND NOT EXISTS (SELECT 1 FROM ${desired} WHERE d.o = m.${own} AND d.p = m.${ownPos} AND d.x = m.${other} AND d.xp = m.${otherPos})`,
      params,
    );
  }
  if (!owners.length) return;
  const front = field.m2m!.ownerColumn === 'front_port_id' ? resource : ResourceRegistry.forEntity(field.target!());
  const parent = front.field('device') ? 'device_id' : 'device_type_id';
  const frontColumn = cols.own === 'front_port_id' ? 'd.o' : 'd.x';
  // the new rows in the list's order: their ids (and change records) follow it
  await insertMappings(
    db,
    field.m2m!.table,
    `INSERT INTO ${table} (${quoteIdent(parent)}, ${own}, ${ownPos}, ${other}, ${otherPos})
     SELECT (SELECT f.${quoteIdent(parent)} FROM ${quoteIdent(front.table)} f WHERE f.id = ${frontColumn}), d.o, d.p, d.x, d.xp
       FROM ${desired}
      WHERE d.o = ANY($1::bigint[])
        AND NOT EXISTS (SELECT 1 FROM ${table} m WHERE m.${own} = d.o AND m.${ownPos} = d.p AND m.${other} = d.x AND m.${otherPos} = d.xp)
      ORDER BY d.n
     RETURNING *`,
    params,
  );
}

const writer: RelationWriter<Mapping[]> = { resolve: resolveMappings, save: saveMappings };

/** The mappings of the port at `alias`, as the list the API shows, ordered by this port's position. */
export function mappingsSql(field: FieldMeta, alias: string): string {
  const c = mappingColumns(field);
  return `SELECT COALESCE(json_agg(json_build_object('position', m.${quoteIdent(c.ownPosition)}, ${`'${c.otherName}'`}, m.${quoteIdent(c.other)},
            '${c.otherPosition}', m.${quoteIdent(c.otherPosition)}) ORDER BY m.${quoteIdent(c.ownPosition)}), '[]'::json)
            FROM ${quoteIdent(field.m2m!.table)} m WHERE m.${quoteIdent(c.own)} = ${alias}.id`;
}

let registered = false;

/** Registered by DcimModule. */
export function registerPortMappings(): void {
  if (registered) return;
  registered = true;
  registerToMany(KIND, (_resource, field) => (alias) => mappingsSql(field, alias));
  // a change of the mappings is a change of the port (recorded, announced)
  registerSnapshot(KIND, (_resource, field, alias) => `(${mappingsSql(field, alias)})::jsonb`);
  registerRelationWriter(KIND, writer);
}
