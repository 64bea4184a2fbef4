import type { Queryable } from '../../database/db.js';
import { ResourceRegistry, type Resource } from '../../core/model/define-resource.js';
import { ValidationError } from '../../core/model/errors.js';
import { FieldKind, FieldMeta, humanize, registerField } from '../../core/model/fields.js';
import { briefFunctionFields } from '../../core/serialize/derived-functions.js';
import { nestedObjectSql, registerToMany, sqlString } from '../../core/serialize/plan.js';
import { registerSnapshot } from '../../core/serialize/snapshot.js';
import { FieldError, pythonTypeName } from '../../core/write/coerce.js';
import { registerRelationWriter, RelationWriter } from '../../core/write/hooks.js';
import { writePipeline } from '../../core/write/pipeline.js';
import { quoteIdent } from '../../database/sql.js';
import { CABLE_TERMINATION_TYPES } from '../choices/cables.js';
import { recordAfterNewCable } from './held-records.js';
import { assignSlots } from './slots.js';

/**
 * A cable's `a_terminations` / `b_terminations`: lists of `{object_type, object_id}` kept as rows of
 * dcim_cabletermination, rendered with each object's brief form (NetBox's GenericObjectSerializer). A
 * write replaces the end's list: rows no longer wanted are deleted, new ones inserted (each recorded as
 * NetBox records its CableTermination saves), and every object whose cable changed gets its `cable` and
 * `cable_end` (recorded as an update of that object). The cable rules (rules.ts) validate the lists.
 */
const KIND = 'cableTerminations' as FieldKind;

/** One termination object. */
export interface Termination {
  type: string;
  id: number;
}

export const endOf = (field: FieldMeta): 'A' | 'B' => (field.name.startsWith('a_') ? 'A' : 'B');

export function CableTerminationsField(end: 'A' | 'B'): PropertyDecorator {
  return (proto, key) => {
    registerField(proto, {
      name: String(key),
      kind: KIND,
      label: humanize(String(key)),
      group: 'body',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      default: [],
      filter: false,
      helpText: `Terminations of the cable's ${end} end`,
    });
  };
}

/** Loaded termination models (circuit terminations only with the circuits app). */
const loadedTypes = () => CABLE_TERMINATION_TYPES.filter((t) => ResourceRegistry.byObjectType(t));

/** The entries of one value, each a dictionary naming a termination model and an object id; errors per entry. */
function parseTerminations(value: unknown): { out: (Termination | null)[]; errors: Record<string, string[]>[] } {
  if (!Array.isArray(value)) throw new FieldError(`Expected a list of items but got type "${pythonTypeName(value)}".`);
  const errors: Record<string, string[]>[] = [];
  const out: (Termination | null)[] = [];
  for (const entry of value) {
    const e: Record<string, string[]> = {};
    errors.push(e);
    out.push(null);
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) {
      e.non_field_errors = [`Invalid data. Expected a dictionary, but got ${pythonTypeName(entry)}.`];
      continue;
    }
    const raw = entry as Record<string, unknown>;
    const type = raw.object_type;
    if (type === undefined) e.object_type = ['This field is required.'];
    else if (typeof type !== 'string' || !/^[a-z_]+\.[a-z_]+$/.test(type)) {
      e.object_type = ["Invalid value. Specify a content type as '<app_label>.<model_name>'."];
    } else if (!loadedTypes().includes(type)) e.object_type = [`Invalid content type: ${type}`];
    const id = raw.object_id;
    let n: number | null = null;
    if (id === undefined) e.object_id = ['This field is required.'];
    else if (typeof id === 'number' && Number.isInteger(id)) n = id;
    else if (typeof id === 'string' && /^\s*\d+\s*$/.test(id)) n = Number(id);
    else e.object_id = ['A valid integer is required.'];
    if (!Object.keys(e).length) out[out.length - 1] = { type: type as string, id: n! };
  }
  return { out, errors };
}

/**
 * The values of a batch: each entry checked on its own, then every well-formed reference of the whole
 * batch looked up, one statement per termination model.
 */
async function resolveTerminations(
  db: Queryable,
  _resource: Resource,
  _field: FieldMeta,
  values: unknown[],
): Promise<(Termination[] | FieldError)[]> {
  const parsed = values.map((value) => {
    try {
      return parseTerminations(value);
    } catch (error) {
      if (error instanceof FieldError) return error;
      throw error;
    }
  });
  const byType = new Map<string, Set<number>>();
  for (const p of parsed) {
    if (p instanceof FieldError) continue;
    for (const t of p.out) if (t) byType.set(t.type, (byType.get(t.type) ?? new Set()).add(t.id));
  }
  const found = new Set<string>();
  for (const [type, ids] of byType) {
    const table = ResourceRegistry.forObjectType(type).table;
    const rows = await db.query<{ id: number }>(`SELECT id FROM ${quoteIdent(table)} WHERE id = ANY($1::bigint[])`, [[...ids]]);
    rows.forEach((r) => found.add(`${type}:${r.id}`));
  }
  return parsed.map((p) => {
    if (p instanceof FieldError) return p;
    const { out, errors } = p;
    out.forEach((t, i) => {
      if (t && !found.has(`${t.type}:${t.id}`)) errors[i].object_id = [`Invalid pk "${t.id}" - object does not exist.`];
    });
    if (errors.some((e) => Object.keys(e).length)) return new FieldError('', errors);
    // a termination named twice in one list counts once
    const seen = new Set<string>();
    return (out as Termination[]).filter((t) => !seen.has(`${t.type}:${t.id}`) && Boolean(seen.add(`${t.type}:${t.id}`)));
  });
}

/** SQL over a termination row `ct` giving its cached device, rack, location and site (NetBox's cache_related_objects). */
function cachedPlaceSql(type: string): string {
  const table = quoteIdent(ResourceRegistry.forObjectType(type).table);
  if (type === 'circuits.circuittermination') {
    return `SELECT NULL::bigint, NULL::bigint, x._location_id, x._site_id FROM ${table} x WHERE x.id = d.id`;
  }
  if (type === 'dcim.powerfeed') {
    return `SELECT NULL::bigint, r.id, r.location_id, r.site_id FROM ${table} x LEFT JOIN dcim_rack r ON r.id = x.rack_id WHERE x.id = d.id`;
  }
  return `SELECT v.id, v.rack_id, v.location_id, v.site_id FROM ${table} x JOIN dcim_device v ON v.id = x.device_id WHERE x.id = d.id`;
}

const termsResource = () => ResourceRegistry.forObjectType('dcim.cabletermination');

/** Deletes termination rows like a DELETE of them would: recorded and announced. */
async function deleteTerminations(db: Queryable, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const resource = termsResource();
  const plan = { deleted: new Map([[resource, ids]]), nulled: new Map() };
  const states = await writePipeline.before(db, resource, ids, plan);
  await db.query('DELETE FROM dcim_cabletermination WHERE id = ANY($1::bigint[])', [ids]);
  await writePipeline.after(
    db,
    ids.map((id) => ({ resource, id, action: 'delete' as const, message: '' })),
    states,
    plan,
  );
}

/**
 * Inserts the new terminations of one type. A termination another cable took meanwhile (a concurrent
 * request past the rules' check) hits the unique constraint: that is the same 400 the rules give.
 */
async function insertTerminations(db: Queryable, type: string, end: 'A' | 'B', cables: number[], ids: number[]): Promise<number[]> {
  // two cables of one bulk request on the same object: the later one is refused
  const twice = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (twice >= 0) throw new ValidationError({ __all__: [duplicateMessage(type, ids[twice], cables[ids.indexOf(ids[twice])])] });
  await db.query('SAVEPOINT cable_terminations');
  try {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO dcim_cabletermination (cable_id, cable_end, termination_type, termination_id, _device_id, _rack_id, _location_id, _site_id)
       SELECT d.cable, $3, $4, d.id, p.* FROM unnest($1::bigint[], $2::bigint[]) WITH ORDINALITY AS d(cable, id, ord)
         LEFT JOIN LATERAL (${cachedPlaceSql(type)}) p ON TRUE
        ORDER BY d.ord
       RETURNING id`,
      [cables, ids, end, type],
    );
    await db.query('RELEASE SAVEPOINT cable_terminations');
    return rows.map((r) => r.id);
  } catch (error) {
    const code = (error as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (error as { code?: string }).code;
    if (code !== '23505') throw error;
    await db.query('ROLLBACK TO SAVEPOINT cable_terminations');
    const [taken] = await db.query<{ termination_id: number; cable_id: number }>(
      `SELECT termination_id, cable_id FROM dcim_cabletermination WHERE termination_type = $1 AND termination_id = ANY($2::bigint[])
        AND NOT cable_id = ANY($3::bigint[]) ORDER BY id LIMIT 1`,
      [type, ids, cables],
    );
    throw new ValidationError({ __all__: [duplicateMessage(type, taken?.termination_id ?? ids[0], taken?.cable_id)] });
  }
}

export function duplicateMessage(type: string, id: number, cable: number | undefined): string {
  return `Duplicate termination found for ${type} ${id}: cable ${cable ?? '(another request)'}`;
}

/**
 * Sets `cable`, `cable_end`, `cable_connector` and `cable_positions` of these objects from their termination
 * rows (none: cleared), recorded as updates (by `record`: at once, or after a new cable's own record). `paths`:
 * paths traced for them (by node), set in the same UPDATE and taken out of the map.
 */
export async function syncEnds(
  db: Queryable,
  objects: Termination[],
  record = (run: () => Promise<void>) => run(),
  paths?: Map<string, number>,
): Promise<void> {
  // a set per type: copying the list per object was quadratic (27 ms of Node for 2000 ends)
  const byType = new Map<string, Set<number>>();
  for (const t of objects) byType.set(t.type, (byType.get(t.type) ?? new Set()).add(t.id));
  for (const [type, idSet] of byType) {
    const ids = [...idSet];
    const resource = ResourceRegistry.forObjectType(type);
    const table = quoteIdent(resource.table);
    const changed = (
      await db.query<{ id: number }>(
        `SELECT x.id FROM ${table} x LEFT JOIN dcim_cabletermination ct ON ct.termination_type = $2 AND ct.termination_id = x.id
          WHERE x.id = ANY($1::bigint[]) AND (x.cable_id IS DISTINCT FROM ct.cable_id OR x.cable_end IS DISTINCT FROM ct.cable_end
                 OR x.cable_connector IS DISTINCT FROM ct.connector OR x.cable_positions IS DISTINCT FROM ct.positions)
          ORDER BY x.id`,
        [ids, type],
      )
    ).map((r) => r.id);
    if (!changed.length) continue;
    const states = await writePipeline.before(db, resource, changed);
    const pathIds = changed.map((id) => paths?.get(`${type}:${id}`) ?? null);
    const withPaths = pathIds.some((p) => p !== null);
    await db.query(
      `UPDATE ${table} x SET cable_id = ct.cable_id, cable_end = ct.cable_end, cable_connector = ct.connector,
              cable_positions = ct.positions, last_updated = now()${withPaths ? ', _path_id = COALESCE(ct.path, x._path_id)' : ''}
         FROM (SELECT u.id, u.path, c.cable_id, c.cable_end, c.connector, c.positions FROM unnest($1::bigint[], $3::bigint[]) AS u(id, path)
                 LEFT JOIN dcim_cabletermination c ON c.termination_type = $2 AND c.termination_id = u.id) ct
        WHERE x.id = ct.id`,
      [changed, type, pathIds],
    );
    if (withPaths) for (const id of changed) paths!.delete(`${type}:${id}`);
    const events = changed.map((id) => ({ resource, id, action: 'update' as const, message: '' }));
    await record(() => writePipeline.after(db, events, states));
  }
}

/**
 * Replaces one end of each cable: rows of the cable no longer wanted at this end, and rows of its other
 * end now wanted here (a termination moved across), are deleted first; then the new rows are inserted and
 * the objects whose cable changed are updated.
 */
async function saveTerminations(
  db: Queryable,
  _resource: Resource,
  field: FieldMeta,
  entries: { objectId: number; value: Termination[] }[],
  isNew: boolean,
) {
  const end = endOf(field);
  const record = (run: () => Promise<void>) => recordAfterNewCable(db, isNew, run);
  const cables = entries.map((e) => e.objectId);
  type Row = { id: number; cable_id: number; cable_end: string; termination_type: string; termination_id: number };
  // cables created by this request have no termination rows yet
  const existing = isNew
    ? []
    : await db.query<Row>(
        `SELECT id, cable_id, cable_end, termination_type, termination_id FROM dcim_cabletermination WHERE cable_id = ANY($1::bigint[]) ORDER BY id`,
        [cables],
      );
  const wanted = new Map(entries.map((e) => [e.objectId, new Set(e.value.map((t) => `${t.type}:${t.id}`))]));
  const stale = existing.filter((r) => {
    const key = `${r.termination_type}:${r.termination_id}`;
    const want = wanted.get(r.cable_id)!;
    return r.cable_end === end ? !want.has(key) : want.has(key);
  });
  await deleteTerminations(
    db,
    stale.map((r) => r.id),
  );
  const kept = new Set(
    existing.filter((r) => r.cable_end === end && !stale.includes(r)).map((r) => `${r.cable_id}:${r.termination_type}:${r.termination_id}`),
  );
  const fresh = new Map<string, { cables: number[]; ids: number[] }>();
  for (const { objectId, value } of entries) {
    for (const t of value) {
      if (kept.has(`${objectId}:${t.type}:${t.id}`)) continue;
      const group = fresh.get(t.type) ?? { cables: [], ids: [] };
      group.cables.push(objectId);
      group.ids.push(t.id);
      fresh.set(t.type, group);
    }
  }
  const created: number[] = [];
  for (const [type, group] of fresh) created.push(...(await insertTerminations(db, type, end, group.cables, group.ids)));
  // a profiled cable's connectors follow the order the end was given in (before the new rows are recorded)
  const renumbered = await assignSlots(db, cables, new Map(entries.map((e) => [`${e.objectId}:${end}`, e.value.map((t) => `${t.type}:${t.id}`)])));
  if (created.length) {
    const resource = termsResource();
    const events = created.map((id) => ({ resource, id, action: 'create' as const, message: '' }));
    await record(() => writePipeline.after(db, events));
  }
  const ends = [
    ...stale.map((r) => ({ type: r.termination_type, id: r.termination_id })),
    ...[...fresh].flatMap(([type, g]) => g.ids.map((id) => ({ type, id }))),
    ...renumbered,
  ];
  // a circuit's far termination is read by the tracer from its row (tracer.ts, circuitsHop): synced now
  if (isNew && !ends.some((t) => t.type === 'circuits.circuittermination')) await deferEnds(db, ends, record);
  else await syncEnds(db, ends, record);
}

/**
 * The ends of new cables, synced after their paths are traced (syncDeferredEnds, from cables/paths.ts) so that
 * one UPDATE per end sets both their cable and their path: a second UPDATE of the same rows rewrote every
 * index of the table again (18 on interfaces). Each end's record keeps its place among the held records.
 */
const deferredEnds = new WeakMap<Queryable, { objects: Termination[]; runs: (() => Promise<void>)[] }[]>();

async function deferEnds(db: Queryable, objects: Termination[], record: (run: () => Promise<void>) => Promise<void>): Promise<void> {
  const entry = { objects, runs: [] as (() => Promise<void>)[] };
  deferredEnds.set(db, [...(deferredEnds.get(db) ?? []), entry]);
  await record(async () => {
    for (const run of entry.runs) await run();
  });
}

export function hasDeferredEnds(db: Queryable): boolean {
  return Boolean(deferredEnds.get(db)?.length);
}

/** Syncs the deferred ends, with the paths traced for them (taken out of `paths`); their records run in their held places. */
export async function syncDeferredEnds(db: Queryable, paths: Map<string, number>): Promise<void> {
  const list = deferredEnds.get(db) ?? [];
  deferredEnds.delete(db);
  for (const entry of list) {
    await syncEnds(
      db,
      entry.objects,
      async (run) => {
        entry.runs.push(run);
      },
      paths,
    );
  }
}

const writer: RelationWriter<Termination[]> = {
  resolve: async (db, resource, field, value) => {
    const [result] = await resolveTerminations(db, resource, field, [value]);
    if (result instanceof FieldError) throw result;
    return result;
  },
  resolveMany: resolveTerminations,
  save: saveTerminations,
};

/**
 * The end's terminations as the API shows them, each with its object's brief form, in NetBox's order. The
 * brief forms are inline (in the statement's plan): a brief-function call per termination costs as much as
 * the rest of a cable's row.
 */
function terminationsSql(field: FieldMeta, alias: string): string {
  const prefix = `${endOf(field).toLowerCase()}t`;
  const branches = loadedTypes()
    .map((type, i) => {
      const target = ResourceRegistry.forObjectType(type);
      return `WHEN ${sqlString(type)} THEN ${nestedObjectSql(target, briefFunctionFields(target), 'ct.termination_id', `${prefix}${i}`)}`;
    })
    .join(' ');
  return `SELECT COALESCE(json_agg(json_build_object('object_type', ct.termination_type, 'object_id', ct.termination_id,
            'object', CASE ct.termination_type ${branches} END) ORDER BY ct.connector, ct.id), '[]'::json)
            FROM dcim_cabletermination ct WHERE ct.cable_id = ${alias}.id AND ct.cable_end = ${sqlString(endOf(field))}`;
}

let registered = false;

/** Registered by DcimModule. */
export function registerCableTerminations(): void {
  if (registered) return;
  registered = true;
  registerToMany(KIND, (_resource, field) => (alias) => terminationsSql(field, alias));
  // NetBox's change record of a cable lists the ids of its termination rows per end
  registerSnapshot(
    KIND,
    (_resource, field, alias) =>
      `COALESCE((SELECT jsonb_agg(ct.id ORDER BY ct.id) FROM dcim_cabletermination ct
                  WHERE ct.cable_id = ${alias}.id AND ct.cable_end = ${sqlString(endOf(field))}), '[]'::jsonb)`,
  );
  registerRelationWriter(KIND, writer);
}
