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

/** A path's origins: path endpoints on one end of one cable with the same connector (NetBox's create_cablepaths), or one alone. */
interface Origins {
  type: string;
  ids: number[];
}

/**
 * The origins these objects belong to: each cabled one with the other path endpoints on its cable's end that
 * share its connector (NetBox traces those together, as one path they all name), in the order of the
 * cable's terminations; one without a cable alone.
 */
async function originGroups(db: Queryable, objects: { type: string; id: number }[]): Promise<Origins[]> {
  const idsByType = new Map<string, number[]>();
  for (const o of objects) pushTo(idsByType, o.type, o.id);
  const ends = await db.query<{ termination_type: string; termination_id: number; cable_id: number; cable_end: string; connector: number | null }>(
    `SELECT s.termination_type, s.termination_id::int, s.cable_id::int, s.cable_end, s.connector
       FROM dcim_cabletermination s
      WHERE (s.cable_id, s.cable_end) IN (SELECT ct.cable_id, ct.cable_end FROM dcim_cabletermination ct
              JOIN unnest($1::text[], $2::bigint[]) AS o(t, i) ON ct.termination_type = o.t AND ct.termination_id = o.i)
        AND s.termination_type = ANY($3::text[])
      ORDER BY s.cable_id, s.cable_end, s.connector, s.id`,
    [objects.map((o) => o.type), objects.map((o) => o.id), PATH_ENDPOINT_TYPES],
  );
  const groups = new Map<string, Origins>();
  const cabled = new Set<string>();
  for (const e of ends) {
    const key = `${e.cable_id}|${e.cable_end}|${e.connector ?? ''}|${e.termination_type}`;
    const group = groups.get(key) ?? { type: e.termination_type, ids: [] };
    group.ids.push(e.termination_id);
    groups.set(key, group);
    cabled.add(node(e.termination_type, e.termination_id));
  }
  const out = [...groups.values()];
  for (const [type, ids] of idsByType) for (const id of new Set(ids)) if (!cabled.has(node(type, id))) out.push({ type, ids: [id] });
  return out;
}

/**
 * Traces each origin again, with the others on its cable's end (see originGroups), and stores their one path
 * (or drops it when they have no cable any more, or are gone). A group keeps a path one of its members had.
 */
export async function retrace(db: Queryable, origins: string[], newPaths?: Map<string, number>): Promise<void> {
  const wanted = [...new Set(origins)]
    .sort()
    .map(parseNode)
    .filter(({ type }) => PATH_ENDPOINT_TYPES.includes(type) && ResourceRegistry.byObjectType(type));
  if (!wanted.length) return;
  const exists = new Set<string>();
  const idsByType = new Map<string, number[]>();
  for (const o of wanted) pushTo(idsByType, o.type, o.id);
  for (const [type, ids] of idsByType) {
    for (const r of await db.query<{ id: number }>(`SELECT id::int FROM ${table(type)} WHERE id = ANY($1::bigint[])`, [ids]))
      exists.add(node(type, r.id));
  }
  const gone = wanted.filter((o) => !exists.has(node(o.type, o.id)));
  // the origin is gone: so is its path
  if (gone.length) await db.query('DELETE FROM dcim_cablepath WHERE _nodes[1] = ANY($1::text[])', [gone.map((o) => node(o.type, o.id))]);
  const groups = await originGroups(
    db,
    wanted.filter((o) => exists.has(node(o.type, o.id))),
  );
  if (!groups.length) return;
  // each member's current path
  const pathOf = new Map<string, number | null>();
  const memberIds = new Map<string, number[]>();
  for (const g of groups) for (const id of g.ids) pushTo(memberIds, g.type, id);
  for (const [type, ids] of memberIds) {
    const rows = await db.query<{ id: number; path_id: number | null }>(
      `SELECT id::int, _path_id::int AS path_id FROM ${table(type)} WHERE id = ANY($1::bigint[])`,
      [ids],
    );
    for (const r of rows) pathOf.set(node(type, r.id), r.path_id);
  }
  const traced = await traceAll(db, groups);
  const claimed = new Set<number>();
  const owned = new Set<number>();
  const cleared = new Map<string, number[]>();
  const updated: { id: number; t: Traced; group: Origins }[] = [];
  const inserted: { group: Origins; t: Traced }[] = [];
  groups.forEach((g, i) => {
    const had = [...new Set(g.ids.map((id) => pathOf.get(node(g.type, id)) ?? null).filter((p): p is number => p !== null))];
    had.forEach((p) => owned.add(p));
    const t = traced[i];
    if (!t) {
      const holding = g.ids.filter((id) => (pathOf.get(node(g.type, id)) ?? null) !== null);
      if (holding.length) cleared.set(g.type, [...(cleared.get(g.type) ?? []), ...holding]);
      return;
    }
    const keep = had.find((p) => !claimed.has(p));
    if (keep === undefined) inserted.push({ group: g, t });
    else {
      claimed.add(keep);
      updated.push({ id: keep, t, group: g });
    }
  });
  for (const [type, ids] of cleared) await db.query(`UPDATE ${table(type)} SET _path_id = NULL WHERE id = ANY($1::bigint[])`, [ids]);
  const dropped = [...owned].filter((p) => !claimed.has(p));
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
  const assigned: { group: Origins; path: number }[] = updated.map((u) => ({ group: u.group, path: u.id }));
  if (inserted.length) {
    const made = await db.query<{ id: number }>(
      `INSERT INTO dcim_cablepath (path, is_active, is_complete, is_split, _nodes)
       SELECT d.path, d.a, d.c, d.s, ${NODES_SQL('d.path')} FROM unnest($1::jsonb[], $2::bool[], $3::bool[], $4::bool[]) WITH ORDINALITY AS d(path, a, c, s, i)
        ORDER BY d.i RETURNING id::int`,
      columns(inserted),
    );
    made.forEach((m, i) => assigned.push({ group: inserted[i].group, path: m.id }));
  }
  // every member names its group's path; `newPaths`: the caller sets them (with other columns of those rows, in one UPDATE)
  const byType = new Map<string, { ids: number[]; paths: number[] }>();
  for (const { group, path } of assigned) {
    for (const id of group.ids) {
      if (pathOf.get(node(group.type, id)) === path) continue;
      if (newPaths) newPaths.set(node(group.type, id), path);
      else {
        const g = byType.get(group.type) ?? { ids: [], paths: [] };
        g.ids.push(id);
        g.paths.push(path);
        byType.set(group.type, g);
      }
    }
  }
  for (const [type, g] of byType) await setPaths(db, type, g.ids, g.paths);
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
  // every origin of the path (its first hop), not only the first
  const rows = await db.query<{ origin: string }>(
    'SELECT jsonb_array_elements_text(path->0) AS origin FROM dcim_cablepath WHERE _nodes && $1::text[]',
    [nodes],
  );
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
    // a circuit termination saved: the paths through it and through its circuit's other side, which may
    // now go on across the circuit (NetBox's circuits rebuild_cablepaths); a deleted one is on the paths through it
    const circuitEnds = events.filter((e) => e.resource.objectType === 'circuits.circuittermination' && e.action !== 'delete').map((e) => e.id);
    // ports saved (their mappings may have changed): the paths through the ports they now map to, which may
    // go on through them (NetBox's PortMapping signals); a mapping gone is on the paths through the port itself
    const mapped = events.filter(
      (e) => e.action !== 'delete' && (e.resource.objectType === 'dcim.frontport' || e.resource.objectType === 'dcim.rearport'),
    );
    const idsOf = (type: string) => mapped.filter((e) => e.resource.objectType === type).map((e) => e.id);
    const mappedNodes = mapped.length
      ? (
          await db.query<{ n: string }>(
            `SELECT 'dcim.rearport:' || rear_port_id AS n FROM dcim_portmapping WHERE front_port_id = ANY($1::bigint[])
             UNION SELECT 'dcim.frontport:' || front_port_id FROM dcim_portmapping WHERE rear_port_id = ANY($2::bigint[])`,
            [idsOf('dcim.frontport'), idsOf('dcim.rearport')],
          )
        ).map((r) => r.n)
      : [];
    const circuitNodes = circuitEnds.length
      ? (
          await db.query<{ id: number }>(
            `SELECT f.id::int FROM circuits_circuittermination n
               JOIN circuits_circuittermination f ON f.circuit_id = n.circuit_id AND f.term_side <> n.term_side
              WHERE n.id = ANY($1::bigint[])`,
            [circuitEnds],
          )
        )
          .map((r) => r.id)
          .concat(circuitEnds)
          .map((id) => node('circuits.circuittermination', id))
      : [];
    if (!cables.length && !touched.length && !circuitNodes.length && !mappedNodes.length) return;
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
    const nodes = [
      ...cables.map((c) => node('dcim.cable', c)),
      ...endNodes,
      ...touched.map((e) => node(e.resource.objectType, e.id)),
      ...circuitNodes,
      ...mappedNodes,
    ];
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
