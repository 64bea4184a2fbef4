import type { Queryable } from '../../database/db.js';
import { ResourceRegistry } from '../../core/model/define-resource.js';
import { pushTo } from '../../core/collections.js';
import { quoteIdent } from '../../database/sql.js';

/**
 * Cable paths (NetBox's CablePath.from_origin): from a path endpoint, hop by hop — its cable(s), the
 * terminations at the far end, through front/rear port mappings (with the position stack of
 * multi-position rear ports) and across circuits (A to Z, or to a provider network or site) — until a
 * path endpoint (complete), a missing cable (incomplete) or a fork (split). A path is active while every
 * cable on it is connected. Cable profiles are not traced: such cables are followed like plain ones.
 *
 * Every origin of a write is traced at once, one hop at a time: each hop loads what all the paths still
 * being traced need in a few statements (one per model or port side), so a bulk of cables costs what one does.
 */

export const node = (type: string, id: number) => `${type}:${id}`;

const table = (type: string) => quoteIdent(ResourceRegistry.forObjectType(type).table);

export interface Traced {
  path: string[][];
  is_active: boolean;
  is_complete: boolean;
  is_split: boolean;
}

interface Mapping {
  port: number;
  position: number;
}

/** One path being traced: where it stands (a set of objects of one type) and what it found so far. */
interface Tracing {
  type: string;
  ids: number[];
  path: string[][];
  stack: number[][];
  active: boolean;
  complete: boolean;
  split: boolean;
  /** set once the path ends: the trace, or null when the origin has no cable */
  result?: Traced | null;
  /** this hop's cables and far ends */
  links: number[];
  remoteType?: string;
  remoteIds: number[];
}

const finish = (t: Tracing) => {
  t.result ??= { path: t.path, is_active: t.active, is_complete: t.complete, is_split: t.split };
};

/** Rows by a key, each with its place in the statement's order. */
function indexBy<R>(rows: R[], key: (r: R) => number): Map<number, { row: R; at: number }[]> {
  const out = new Map<number, { row: R; at: number }[]>();
  rows.forEach((row, at) => pushTo(out, key(row), { row, at }));
  return out;
}

/** The rows of these keys, in the statement's order (what a statement over these keys alone returns). */
function rowsOf<R>(index: Map<number, { row: R; at: number }[]>, keys: number[]): R[] {
  return [...new Set(keys)]
    .flatMap((k) => index.get(k) ?? [])
    .sort((x, y) => x.at - y.at)
    .map((x) => x.row);
}

/** Rows of `sql` for the ids of each type, one statement per type; `sql(type)` takes the ids as $1. */
async function perType<R>(db: Queryable, idsByType: Map<string, number[]>, sql: (type: string) => string): Promise<Map<string, R[]>> {
  const out = new Map<string, R[]>();
  for (const [type, ids] of idsByType) out.set(type, await db.query<R>(sql(type), [[...new Set(ids)]]));
  return out;
}

async function positionsOf(db: Queryable, idsByType: Map<string, number[]>): Promise<Map<string, number>> {
  const rows = await perType<{ id: number; positions: number }>(
    db,
    idsByType,
    (type) => `SELECT id::int, positions FROM ${table(type)} WHERE id = ANY($1::bigint[])`,
  );
  return new Map([...rows].flatMap(([type, list]) => list.map((r) => [node(type, r.id), r.positions] as const)));
}

/** The cables at the current objects: ends the path (no cable, a fork) or goes on across them. */
async function cablesHop(db: Queryable, tracing: Tracing[]): Promise<Tracing[]> {
  const idsByType = new Map<string, number[]>();
  for (const t of tracing) for (const id of t.ids) pushTo(idsByType, t.type, id);
  const rows = await perType<{ id: number; cable_id: number | null }>(
    db,
    idsByType,
    (type) => `SELECT id::int, cable_id::int FROM ${table(type)} WHERE id = ANY($1::bigint[])`,
  );
  const byType = new Map([...rows].map(([type, list]) => [type, new Map(list.map((r) => [r.id, r]))]));
  const on: Tracing[] = [];
  for (const t of tracing) {
    const byId = byType.get(t.type)!;
    const ordered = t.ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
    const links = [...new Set(ordered.map((r) => r.cable_id).filter((c): c is number => c !== null))];
    // a fork: several cables where the positions carried say fewer paths
    if (links.length > 1 && t.stack.length && ordered.length !== t.stack[t.stack.length - 1].length) {
      t.split = true;
      finish(t);
      continue;
    }
    t.path.push(ordered.map((r) => node(t.type, r.id)));
    if (!links.length) {
      if (t.path.length === 1) t.result = null;
      else finish(t);
      continue;
    }
    if (ordered.some((r) => r.cable_id === null)) {
      t.complete = false;
      t.split = true;
    }
    t.path.push(links.map((c) => node('dcim.cable', c)));
    t.links = links;
    on.push(t);
  }
  if (!on.length) return on;
  const statuses = await db.query<{ id: number; status: string }>('SELECT id::int, status FROM dcim_cable WHERE id = ANY($1::bigint[])', [
    [...new Set(on.flatMap((t) => t.links))],
  ]);
  const off = new Set(statuses.filter((s) => s.status !== 'connected').map((s) => s.id));
  for (const t of on) if (t.links.some((c) => off.has(c))) t.active = false;
  return on;
}

/** The far ends: each current object's cable, at its other end. */
async function farEndsHop(db: Queryable, tracing: Tracing[]): Promise<Tracing[]> {
  const idsByType = new Map<string, number[]>();
  for (const t of tracing) for (const id of t.ids) pushTo(idsByType, t.type, id);
  const rows = new Map<string, { near: number; termination_type: string; termination_id: number }[]>();
  for (const [type, ids] of idsByType) {
    rows.set(
      type,
      await db.query(
        `SELECT l.termination_id::int AS near, r.termination_type, r.termination_id::int FROM dcim_cabletermination r
           JOIN dcim_cabletermination l ON l.cable_id = r.cable_id AND l.cable_end <> r.cable_end
          WHERE l.termination_type = $1 AND l.termination_id = ANY($2::bigint[])
          ORDER BY r.cable_id, r.cable_end, r.connector, r.id`,
        [type, [...new Set(ids)]],
      ),
    );
  }
  const indexes = new Map([...rows].map(([type, list]) => [type, indexBy(list, (r) => r.near)]));
  const on: Tracing[] = [];
  for (const t of tracing) {
    const remote = rowsOf(indexes.get(t.type)!, t.ids);
    if (remote.length && remote.some((r) => r.termination_type !== remote[0].termination_type)) {
      t.complete = false;
      t.split = true;
      finish(t);
      continue;
    }
    t.remoteType = remote[0]?.termination_type;
    t.remoteIds = [...new Set(remote.map((r) => r.termination_id))];
    t.path.push(t.remoteIds.map((id) => node(t.remoteType!, id)));
    if (!remote.length) {
      finish(t);
      continue;
    }
    if (['dcim.frontport', 'dcim.rearport', 'circuits.circuittermination'].includes(t.remoteType)) on.push(t);
    else {
      // a path endpoint: the path is complete
      t.complete = true;
      finish(t);
    }
  }
  return on;
}

/** Through patch panels: from the far front (rear) ports to the rear (front) ports they map to. */
async function portsHop(db: Queryable, tracing: Tracing[]): Promise<Tracing[]> {
  const firsts = new Map<string, number[]>();
  for (const t of tracing) pushTo(firsts, t.remoteType!, t.remoteIds[0]);
  const widthOf = await positionsOf(db, firsts);
  const bySide = new Map<'front' | 'rear', { t: Tracing; positions: number[] | null }[]>();
  for (const t of tracing) {
    const side = t.remoteType === 'dcim.frontport' ? 'front' : 'rear';
    const positions = widthOf.get(node(t.remoteType!, t.remoteIds[0]))!;
    if (positions > 1 && !t.stack.length) {
      t.split = true;
      finish(t);
      continue;
    }
    pushTo(bySide, side, { t, positions: positions > 1 ? t.stack.pop()! : null });
  }
  const on: { t: Tracing; found: Mapping[] }[] = [];
  for (const [from, group] of bySide) {
    const to = from === 'front' ? 'rear' : 'front';
    const rows = await db.query<Mapping & { from_port: number; from_position: number }>(
      `SELECT ${from}_port_id::int AS from_port, ${from}_port_position AS from_position, ${to}_port_id::int AS port, ${to}_port_position AS position
         FROM dcim_portmapping WHERE ${from}_port_id = ANY($1::bigint[]) ORDER BY ${from}_port_id, ${from}_port_position, id`,
      [[...new Set(group.flatMap((g) => g.t.remoteIds))]],
    );
    const index = indexBy(rows, (r) => r.from_port);
    for (const { t, positions } of group) {
      const found = rowsOf(index, t.remoteIds).filter((r) => !positions || positions.includes(r.from_position));
      if (!found.length) {
        finish(t);
        continue;
      }
      t.type = to === 'rear' ? 'dcim.rearport' : 'dcim.frontport';
      t.ids = [...new Set(found.map((m) => m.port))];
      on.push({ t, found });
    }
  }
  const next = new Map<string, number[]>();
  for (const { t } of on) for (const id of t.ids) pushTo(next, t.type, id);
  const widths = await positionsOf(db, next);
  for (const { t, found } of on) {
    if (t.ids.some((id) => widths.get(node(t.type, id))! > 1)) t.stack.push(found.map((m) => m.position));
  }
  return on.map((o) => o.t);
}

/** Across circuits: from a circuit termination to the circuit's other side. */
async function circuitsHop(db: Queryable, tracing: Tracing[]): Promise<Tracing[]> {
  const rows = await db.query<{
    near: number;
    id: number;
    cable_id: number | null;
    provider_network: number | null;
    termination_type: string | null;
    termination_id: number | null;
  }>(
    `SELECT n.id::int AS near, f.id::int, f.cable_id::int, f._provider_network_id::int AS provider_network, f.termination_type, f.termination_id::int
       FROM circuits_circuittermination n
       JOIN circuits_circuittermination f ON f.circuit_id = n.circuit_id AND f.term_side = CASE n.term_side WHEN 'A' THEN 'Z' ELSE 'A' END
      WHERE n.id = ANY($1::bigint[]) ORDER BY f.id`,
    [[...new Set(tracing.flatMap((t) => t.remoteIds))]],
  );
  const index = indexBy(rows, (r) => r.near);
  const on: Tracing[] = [];
  for (const t of tracing) {
    const far = rowsOf(index, t.remoteIds);
    if (!far.length) {
      finish(t);
    } else if (far.every((f) => f.provider_network !== null)) {
      t.path.push(far.map((f) => node('circuits.circuittermination', f.id)));
      t.path.push(far.map((f) => node('circuits.providernetwork', f.provider_network!)));
      t.complete = true;
      finish(t);
    } else if (far.every((f) => f.termination_type && f.cable_id === null)) {
      t.path.push(far.map((f) => node('circuits.circuittermination', f.id)));
      t.path.push(far.map((f) => node(f.termination_type!, f.termination_id!)));
      finish(t);
    } else if (far.some((f) => f.cable_id !== null && t.links.includes(f.cable_id))) {
      t.split = true;
      finish(t);
    } else {
      t.type = 'circuits.circuittermination';
      t.ids = far.map((f) => f.id);
      on.push(t);
    }
  }
  return on;
}

/**
 * Traces the path from each origin (a path endpoint, `type:id`): its trace, or null when it has no cable.
 * An origin that does not exist traces as null.
 */
export async function traceAll(db: Queryable, origins: { type: string; id: number }[]): Promise<(Traced | null)[]> {
  const all: Tracing[] = origins.map(({ type, id }) => ({
    type,
    ids: [id],
    path: [],
    stack: [],
    active: true,
    complete: false,
    split: false,
    links: [],
    remoteIds: [],
  }));
  let tracing = all;
  for (let hop = 0; hop < 256 && tracing.length; hop++) {
    const across = await farEndsHop(db, await cablesHop(db, tracing));
    const ports = across.filter((t) => t.remoteType !== 'circuits.circuittermination');
    const circuits = across.filter((t) => t.remoteType === 'circuits.circuittermination');
    tracing = [...(ports.length ? await portsHop(db, ports) : []), ...(circuits.length ? await circuitsHop(db, circuits) : [])];
  }
  for (const t of tracing) finish(t);
  return all.map((t) => t.result ?? null);
}
