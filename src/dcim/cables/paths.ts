import type { Queryable } from '../../database/db.js';
import { ResourceRegistry } from '../../core/model/define-resource.js';
import type { ObjectEvent } from '../../core/write/hooks.js';
import type { WriteStep } from '../../core/write/pipeline.js';
import { quoteIdent } from '../../database/sql.js';
import { CABLE_TERMINATION_TYPES } from '../choices/cables.js';
import { pushTo } from '../../core/collections.js';
import { assignSlots } from './slots.js';
import { hasDeferredEnds, syncDeferredEnds, syncEnds } from './terminations-field.js';
import { node, PATH_ENDPOINT_TYPES, traceAll, type Traced } from './tracer.js';

/**
 * Stored cable paths (NetBox's CablePath): traced by tracer.ts, kept in dcim_cablepath; each origin's
 * `_path` names its path. A write's origins are traced and stored together, in a few statements whatever
 * their number.
 */

export { node, PATH_ENDPOINT_TYPES };
export { registerPathLink, type PathLink } from './tracer.js';
export function parseNode(n: string): { type: string; id: number } {
  const i = n.lastIndexOf(':');
  return { type: n.slice(0, i), id: Number(n.slice(i + 1)) };
}

const table = (type: string) => quoteIdent(ResourceRegistry.forObjectType(type).table);

/** A path's `_nodes` (its hops flattened, in order) from its `path` at `path`. */
const NODES_SQL = (path: string) =>
  `ARRAY(SELECT e.n FROM jsonb_array_elements(${path}) WITH ORDINALITY AS h(hop, i), jsonb_array_elements_text(h.hop) WITH ORDINALITY AS e(n, j) ORDER BY h.i, e.j)`;

/** Traces each origin again and stores its path (or drops it when the origin has no cable any more, or is gone). */
export async function retrace(db: Queryable, origins: string[], newPaths?: Map<string, number>): Promise<void> {
  const wanted = [...new Set(origins)]
    .sort()
    .map(parseNode)
    .filter(({ type }) => PATH_ENDPOINT_TYPES.includes(type) && ResourceRegistry.byObjectType(type));
  if (!wanted.length) return;
  const idsByType = new Map<string, number[]>();
  for (const o of wanted) pushTo(idsByType, o.type, o.id);
  const pathOf = new Map<string, number | null>();
  for (const [type, ids] of idsByType) {
    const rows = await db.query<{ id: number; path_id: number | null }>(
      `SELECT id::int, _path_id::int AS path_id FROM ${table(type)} WHERE id = ANY($1::bigint[])`,
      [ids],
    );
    for (const r of rows) pathOf.set(node(type, r.id), r.path_id);
  }
  const gone = wanted.filter((o) => !pathOf.has(node(o.type, o.id)));
  // the origin is gone: so is its path
  if (gone.length) await db.query('DELETE FROM dcim_cablepath WHERE _nodes[1] = ANY($1::text[])', [gone.map((o) => node(o.type, o.id))]);
  const present = wanted.filter((o) => pathOf.has(node(o.type, o.id)));
  const traced = await traceAll(db, present);
  const cleared = new Map<string, number[]>();
  const dropped: number[] = [];
  const updated: { id: number; t: Traced }[] = [];
  const inserted: { origin: string; t: Traced }[] = [];
  present.forEach((o, i) => {
    const pathId = pathOf.get(node(o.type, o.id)) ?? null;
    const t = traced[i];
    if (!t) {
      if (pathId !== null) {
        pushTo(cleared, o.type, o.id);
        dropped.push(pathId);
      }
    } else if (pathId !== null) updated.push({ id: pathId, t });
    else inserted.push({ origin: node(o.type, o.id), t });
  });
  for (const [type, ids] of cleared) await db.query(`UPDATE ${table(type)} SET _path_id = NULL WHERE id = ANY($1::bigint[])`, [ids]);
  if (dropped.length) await db.query('DELETE FROM dcim_cablepath WHERE id = ANY($1::bigint[])', [dropped]);
  const columns = (list: { t: Traced }[]) => [
    list.map((u) => JSON.stringify(u.t.path)),
    list.map((u) => u.t.is_active),
    list.map((u) => u.t.is_complete),
    list.map((u) => u.t.is_split),
  ];
  if (updated.length) {
    await db.query(
      `UPDATE dcim_cablepath cp SET path = d.path, is_active = d.a, is_complete = d.c, is_split = d.s, _nodes = ${NODES_SQL('d.path')}
         FROM unnest($1::bigint[], $2::jsonb[], $3::bool[], $4::bool[], $5::bool[]) AS d(id, path, a, c, s) WHERE cp.id = d.id`,
      [updated.map((u) => u.id), ...columns(updated)],
    );
  }
  if (inserted.length) {
    const made = await db.query<{ id: number; origin: string }>(
      `INSERT INTO dcim_cablepath (path, is_active, is_complete, is_split, _nodes)
       SELECT d.path, d.a, d.c, d.s, ${NODES_SQL('d.path')} FROM unnest($1::jsonb[], $2::bool[], $3::bool[], $4::bool[]) WITH ORDINALITY AS d(path, a, c, s, i)
        ORDER BY d.i RETURNING id::int, _nodes[1] AS origin`,
      columns(inserted),
    );
    const byType = new Map<string, { ids: number[]; paths: number[] }>();
    for (const m of made) {
      const { type, id } = parseNode(m.origin);
      const group = byType.get(type) ?? { ids: [], paths: [] };
      group.ids.push(id);
      group.paths.push(m.id);
      byType.set(type, group);
    }
    // `newPaths`: the caller sets them (with other columns of those rows, in one UPDATE)
    if (newPaths) for (const m of made) newPaths.set(m.origin, m.id);
    else for (const [type, g] of byType) await setPaths(db, type, g.ids, g.paths);
  }
}

async function setPaths(db: Queryable, type: string, ids: number[], paths: number[]): Promise<void> {
  await db.query(`UPDATE ${table(type)} x SET _path_id = d.path FROM unnest($1::bigint[], $2::bigint[]) AS d(id, path) WHERE x.id = d.id`, [
    ids,
    paths,
  ]);
}

/** The origins of the stored paths through any of these nodes. */
async function originsThrough(db: Queryable, nodes: string[]): Promise<string[]> {
  if (!nodes.length) return [];
  const rows = await db.query<{ origin: string }>('SELECT _nodes[1] AS origin FROM dcim_cablepath WHERE _nodes && $1::text[]', [nodes]);
  return rows.map((r) => r.origin);
}

/** Traces again every stored path through these nodes, and these origins. */
export async function retraceThrough(db: Queryable, nodes: string[], origins: string[], newPaths?: Map<string, number>): Promise<void> {
  await retrace(db, [...(await originsThrough(db, nodes)), ...origins], newPaths);
}

const CABLED = new Set(CABLE_TERMINATION_TYPES);

/**
 * After cables are created, changed or deleted, and after cabled objects are deleted or ports' mappings
 * changed: every path through them is traced again, and the path endpoints the cables end on are traced.
 */
export const cablePaths: WriteStep = {
  name: 'dcim.cable-paths',
  phase: 'derive',
  async after(db, events: ObjectEvent[]) {
    const cables = events.filter((e) => e.resource.objectType === 'dcim.cable').map((e) => e.id);
    const touched = events.filter(
      (e) =>
        (e.action === 'delete' && CABLED.has(e.resource.objectType)) ||
        (e.action === 'update' && (e.resource.objectType === 'dcim.frontport' || e.resource.objectType === 'dcim.rearport')),
    );
    if (!cables.length && !touched.length) return;
    // a cable's profile may have changed without its ends: its connectors follow the profile first, and
    // the objects it ends on keep their copy of them
    const renumbered = await assignSlots(
      db,
      events.filter((e) => e.resource.objectType === 'dcim.cable' && e.action !== 'delete').map((e) => e.id),
    );
    await syncEnds(db, renumbered);
    const ends = cables.length
      ? await db.query<{ termination_type: string; termination_id: number }>(
          'SELECT termination_type, termination_id::int FROM dcim_cabletermination WHERE cable_id = ANY($1::bigint[]) ORDER BY id',
          [cables],
        )
      : [];
    const endNodes = ends.map((e) => node(e.termination_type, e.termination_id));
    const nodes = [...cables.map((c) => node('dcim.cable', c)), ...endNodes, ...touched.map((e) => node(e.resource.objectType, e.id))];
    const deleted = touched.filter((e) => e.action === 'delete' && PATH_ENDPOINT_TYPES.includes(e.resource.objectType));
    const origins = [...endNodes, ...deleted.map((e) => node(e.resource.objectType, e.id))];
    if (!hasDeferredEnds(db)) return retraceThrough(db, nodes, origins);
    // new cables' ends: traced first (from their termination rows), then their cable and path set together
    const newPaths = new Map<string, number>();
    await retraceThrough(db, nodes, origins, newPaths);
    await syncDeferredEnds(db, newPaths);
    const rest = new Map<string, { ids: number[]; paths: number[] }>();
    for (const [origin, path] of newPaths) {
      const { type, id } = parseNode(origin);
      const group = rest.get(type) ?? { ids: [], paths: [] };
      group.ids.push(id);
      group.paths.push(path);
      rest.set(type, group);
    }
    for (const [type, g] of rest) await setPaths(db, type, g.ids, g.paths);
  },
};
