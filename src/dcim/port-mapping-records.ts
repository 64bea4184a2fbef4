import type { Queryable } from '../database/db.js';
import { currentContext } from '../context/request-context.js';
import { CHANGE_COLUMNS } from '../changelog/change-recorder.js';
import { CoalescedWriteSplit } from '../core/write/coalesced.js';
import type { WriteStep } from '../core/write/pipeline.js';
import { quoteIdent } from '../database/sql.js';

/**
 * NetBox 4.6.8 change-logs port mappings (PortMapping and PortTemplateMapping are ChangeLoggingMixin models,
 * private: no API of their own). A port write that changes its mappings records a create or a delete per
 * mapping row it inserts or removes (unchanged rows record nothing), after the port's own record; a delete
 * that takes ports along records their mappings' deletes first (NetBox's collector deletes dependants
 * first). Each record is NetBox's serialize_object() of the row: its columns by field name, no related
 * object, `<front port>:<position> to <rear port>:<position>` as its text.
 */

interface MappingTable {
  table: string;
  objectType: string;
  /** the port tables the mapping's ends are rows of */
  front: string;
  rear: string;
  /** object types of the ports whose delete takes the mapping along */
  frontType: string;
  rearType: string;
  /** the snapshot's parent fields, as SQL over the mapping `m` and its front port `f` */
  parents: [string, string][];
}

const TABLES: MappingTable[] = [
  {
    table: 'dcim_portmapping',
    objectType: 'dcim.portmapping',
    front: 'dcim_frontport',
    rear: 'dcim_rearport',
    frontType: 'dcim.frontport',
    rearType: 'dcim.rearport',
    parents: [['device', 'm.device_id']],
  },
  {
    table: 'dcim_porttemplatemapping',
    objectType: 'dcim.porttemplatemapping',
    front: 'dcim_frontporttemplate',
    rear: 'dcim_rearporttemplate',
    frontType: 'dcim.frontporttemplate',
    rearType: 'dcim.rearporttemplate',
    parents: [
      ['device_type', 'm.device_type_id'],
      ['module_type', 'f.module_type_id'],
    ],
  },
];

export function mappingTable(table: string): MappingTable | undefined {
  return TABLES.find((t) => t.table === table);
}

/** One change record to write. */
interface MappingRecord {
  objectType: string;
  action: 'create' | 'delete';
  id: number;
  repr: string;
  data: string;
}

/** A component's `str()`: its name, and its label in parentheses when it has one. */
const portName = (alias: string) => `CASE WHEN ${alias}.label <> '' THEN ${alias}.name || ' (' || ${alias}.label || ')' ELSE ${alias}.name END`;

/**
 * The rows of `source` (mapping rows aliased `m`: a table, or a CTE of deleted or inserted rows) as records:
 * each row's id, text and snapshot, read while its ports still exist.
 */
function recordRowsSql(t: MappingTable, source: string): string {
  const fields = [
    `'front_port_position', m.front_port_position`,
    `'rear_port_position', m.rear_port_position`,
    ...t.parents.map(([name, sql]) => `'${name}', ${sql}`),
    `'front_port', m.front_port_id`,
    `'rear_port', m.rear_port_id`,
  ];
  return `SELECT m.id, left(${portName('f')} || ':' || m.front_port_position || ' to ' || ${portName('r')} || ':' || m.rear_port_position, 200) AS repr,
                 jsonb_build_object(${fields.join(', ')})::text AS data
            FROM ${source} m
            JOIN ${quoteIdent(t.front)} f ON f.id = m.front_port_id
            JOIN ${quoteIdent(t.rear)} r ON r.id = m.rear_port_id
           ORDER BY m.id`;
}

/** Records waiting for the write's own change records, per transaction. */
const pending = new WeakMap<Queryable, MappingRecord[]>();

function hold(db: Queryable, records: MappingRecord[]): void {
  if (!records.length || currentContext()?.importing) return;
  const list = pending.get(db) ?? [];
  list.push(...records);
  pending.set(db, list);
}

/**
 * Deletes the mapping rows `where` selects (SQL over the row alias `m`) and notes their delete records.
 * The statement's parameters are `params`.
 */
export async function deleteMappings(db: Queryable, table: string, where: string, params: unknown[]): Promise<void> {
  const t = mappingTable(table)!;
  const rows = await db.query<{ id: number; repr: string; data: string }>(
    `WITH gone AS (DELETE FROM ${quoteIdent(t.table)} m WHERE ${where} RETURNING m.*) ${recordRowsSql(t, 'gone')}`,
    params,
  );
  hold(
    db,
    rows.map((r) => ({ objectType: t.objectType, action: 'delete', id: Number(r.id), repr: r.repr, data: r.data })),
  );
}

/** Runs `insert` (an INSERT … RETURNING * of mapping rows) and notes their create records. */
export async function insertMappings(db: Queryable, table: string, insert: string, params: unknown[]): Promise<void> {
  const t = mappingTable(table)!;
  const rows = await db.query<{ id: number; repr: string; data: string }>(`WITH made AS (${insert}) ${recordRowsSql(t, 'made')}`, params);
  hold(
    db,
    rows.map((r) => ({ objectType: t.objectType, action: 'create', id: Number(r.id), repr: r.repr, data: r.data })),
  );
}

/** Writes `records` as change records of this request (deferred, in order, each timed when written). */
async function writeRecords(db: Queryable, records: MappingRecord[]): Promise<void> {
  if (!records.length) return;
  const ctx = currentContext();
  // coalesced writes name a request per object; these rows belong to no single one of them
  if (ctx?.origins) throw new CoalescedWriteSplit();
  const sql = `INSERT INTO core_objectchange (${CHANGE_COLUMNS})
     SELECT clock_timestamp(), $1::bigint, $2, $3::uuid, r.action, r.type, r.id, NULL, NULL, r.repr, '',
            CASE WHEN r.action = 'delete' THEN r.data END, CASE WHEN r.action = 'create' THEN r.data END
       FROM unnest($4::text[], $5::text[], $6::bigint[], $7::text[], $8::jsonb[]) WITH ORDINALITY AS r(action, type, id, repr, data, n)
      ORDER BY r.n`;
  await db.defer(
    [
      {
        sql,
        params: [
          ctx?.user?.id ?? null,
          ctx?.user?.username ?? '',
          ctx?.requestId ?? '00000000-0000-0000-0000-000000000000',
          records.map((r) => r.action),
          records.map((r) => r.objectType),
          records.map((r) => r.id),
          records.map((r) => r.repr),
          records.map((r) => r.data),
        ],
      },
    ],
    ['core_objectchange'],
  );
}

/**
 * A delete taking ports along (a port, its device or module, a device type): their mappings' delete
 * records, from the rows as they are before the delete, ahead of the deleted objects' own records.
 */
export const portMappingsCascaded: WriteStep = {
  name: 'dcim.port-mappings-cascaded',
  phase: 'record',
  async before(db, _resource, _ids, plan) {
    if (!plan) return undefined;
    const records: MappingRecord[] = [];
    for (const t of TABLES) {
      let front: number[] = [];
      let rear: number[] = [];
      for (const [r, ids] of plan.deleted) {
        if (r.objectType === t.frontType) front = [...front, ...ids];
        else if (r.objectType === t.rearType) rear = [...rear, ...ids];
      }
      if (!front.length && !rear.length) continue;
      const rows = await db.query<{ id: number; repr: string; data: string }>(
        recordRowsSql(t, `(SELECT * FROM ${quoteIdent(t.table)} WHERE front_port_id = ANY($1::bigint[]) OR rear_port_id = ANY($2::bigint[]))`),
        [front, rear],
      );
      for (const row of rows) records.push({ objectType: t.objectType, action: 'delete', id: Number(row.id), repr: row.repr, data: row.data });
    }
    return records;
  },
  async after(db, _events, state) {
    if (currentContext()?.importing) return;
    await writeRecords(db, (state as MappingRecord[] | undefined) ?? []);
  },
};

/** The mapping rows a port write inserted or removed: recorded after the port's own record. */
export const portMappingRecords: WriteStep = {
  name: 'dcim.port-mapping-records',
  phase: 'record',
  async after(db) {
    const records = pending.get(db);
    if (!records) return;
    pending.delete(db);
    await writeRecords(db, records);
  },
};
