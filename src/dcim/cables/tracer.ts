import type { Queryable } from '../../database/db.js';
import { ResourceRegistry } from '../../core/model/define-resource.js';
import { pushTo } from '../../core/collections.js';
import { quoteIdent } from '../../database/sql.js';
import { ApiError } from '../../core/model/errors.js';
import { peerTerminations, profileSpec, type ProfiledEnd } from './profiles.js';

/**
 * Cable paths (NetBox's CablePath.from_origin): from a path endpoint, hop by hop — its cable(s), the
 * terminations at the far end, through front/rear port mappings (with the position stack of
 * multi-position rear ports and profiled cables) and across circuits (A to Z, or to a provider network or
 * site) — until a path endpoint (complete), a missing cable (incomplete) or a fork (split). A path is active
 * while every link on it is connected. A profiled cable (4.6) carries each position to the far connector
 * and position its profile maps it to, on the same position stack as the ports; other apps add links of
 * their own (wireless links, registerPathLink).
 *
 * Every origin of a write is traced at once, one hop at a time: each hop loads what all the paths still
 * being traced need in a few statements (one per model or port side), so a bulk of cables costs what one does.
 */

export const node = (type: string, id: number) => `${type}:${id}`;

/** Models at the end of a path (NetBox's PathEndpoint subclasses). */
export const PATH_ENDPOINT_TYPES = [
  'dcim.consoleport',
  'dcim.consoleserverport',
  'dcim.interface',
  'dcim.powerfeed',
  'dcim.poweroutlet',
  'dcim.powerport',
];

/**
 * A link besides cables that joins path endpoints (a wireless link), registered by the app that owns it:
 * it finds the links of terminations that have no cable, and the far ends across them.
 */
export interface PathLink {
  /** the link model's object type, as the path names its links */
  objectType: string;
  /** the termination models it links */
  ends: string[];
  /** each termination's link id and status, for those that have one */
  linksOf(db: Queryable, type: string, ids: number[]): Promise<{ id: number; link: number; status: string }[]>;
  /** the objects at the other end of these links from each of these terminations (`near`), in order */
  farEnds(db: Queryable, type: string, ids: number[], links: number[]): Promise<{ near: number; link: number; type: string; id: number }[]>;
}

const pathLinks: PathLink[] = [];

/** Registered by the module owning the link model (no import runs from dcim up to it). */
export function registerPathLink(link: PathLink): void {
  if (!pathLinks.some((l) => l.objectType === link.objectType)) pathLinks.push(link);
}

const parseNode = (n: string) => {
  const i = n.lastIndexOf(':');
  return { type: n.slice(0, i), id: Number(n.slice(i + 1)) };
};

/** A near-end object: its cable (or other link) with its status and profile, and its slot on a profiled cable. */
interface Near {
  id: number;
  cable_id: number | null;
  cable_end: 'A' | 'B' | null;
  connector: number | null;
  positions: number[] | null;
  link: string | null;
  status: string | null;
  profile: string | null;
}

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
  stack: (number | null)[][];
  active: boolean;
  complete: boolean;
  split: boolean;
  /** set once the path ends: the trace, or null when the origin has no cable */
  result?: Traced | null;
  /** this hop's near ends, their links (cables or another kind), and far ends */
  near: Near[];
  links: number[];
  linkType?: string;
  remote: ({ type: string; id: number } | null)[];
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

/** The near ends of these paths, by type and id: one statement per model, one per other link kind. */
async function nearEnds(db: Queryable, tracing: Tracing[]): Promise<Map<string, Map<number, Near>>> {
  const idsByType = new Map<string, number[]>();
  for (const t of tracing) for (const id of t.ids) pushTo(idsByType, t.type, id);
  const out = new Map<string, Map<number, Near>>();
  for (const [type, ids] of idsByType) {
    const rows = await db.query<Near>(
      // the cable from the termination row: a new cable's ends get their own copy after the trace (paths.ts)
      `SELECT x.id::int, ct.cable_id::int, ct.cable_end, ct.connector, ct.positions,
              CASE WHEN ct.cable_id IS NULL THEN NULL ELSE 'dcim.cable:' || ct.cable_id END AS link, c.status, c.profile
         FROM ${table(type)} x LEFT JOIN dcim_cabletermination ct ON ct.termination_type = $2 AND ct.termination_id = x.id
         LEFT JOIN dcim_cable c ON c.id = ct.cable_id
        WHERE x.id = ANY($1::bigint[])`,
      [[...new Set(ids)], type],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    out.set(type, byId);
    const unlinked = rows.filter((r) => r.link === null).map((r) => r.id);
    for (const other of pathLinks) {
      if (!unlinked.length || !other.ends.includes(type)) continue;
      for (const found of await other.linksOf(db, type, unlinked)) {
        const r = byId.get(found.id)!;
        r.link = node(other.objectType, found.link);
        r.status = found.status;
      }
    }
  }
  return out;
}

/** The links at the current objects (cables or another kind): ends the path (none, a fork) or goes on across them. */
async function cablesHop(db: Queryable, tracing: Tracing[]): Promise<Tracing[]> {
  const byType = await nearEnds(db, tracing);
  const on: Tracing[] = [];
  for (const t of tracing) {
    const byId = byType.get(t.type)!;
    const ordered = t.ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
    const links = [...new Set(ordered.map((r) => r.link).filter((c): c is string => c !== null))];
    // a fork: several cables where the positions carried say fewer paths
    if (links.length > 1 && t.stack.length && ordered.length !== t.stack[t.stack.length - 1].length) {
      t.split = true;
      finish(t);
      continue;
    }
    t.path.push(ordered.map((r) => node(t.type, r.id)));
    // an endpoint on a profiled cable starts with the positions it occupies
    if (PATH_ENDPOINT_TYPES.includes(t.type) && ordered[0]?.positions?.length) t.stack.push([...ordered[0].positions]);
    if (!links.length) {
      if (t.path.length === 1) t.result = null;
      else finish(t);
      continue;
    }
    const linkType = parseNode(links[0]).type;
    // NetBox refuses links of mixed kinds; here the trace stops at them
    if (links.some((l) => parseNode(l).type !== linkType)) {
      t.split = true;
      finish(t);
      continue;
    }
    if (ordered.some((r) => r.link === null)) {
      t.complete = false;
      t.split = true;
    }
    t.path.push(links);
    if (ordered.some((r) => r.link !== null && r.status !== 'connected')) t.active = false;
    t.near = ordered;
    t.linkType = linkType;
    t.links = links.map((l) => parseNode(l).id);
    on.push(t);
  }
  return on;
}

/** NetBox's profile-based step, for one path: the (termination, position) pairs its positions leave from. */
function profilePairs(t: Tracing): [ProfiledEnd, number | null][] {
  const positions = t.stack.length ? t.stack.pop()! : t.near.flatMap((r) => r.positions ?? []);
  const remaining = new Map<number | null, number>();
  for (const p of positions) remaining.set(p, (remaining.get(p) ?? 0) + 1);
  const asEnd = (r: Near): ProfiledEnd => ({
    type: t.type,
    id: r.id,
    cable_id: r.cable_id!,
    cable_end: r.cable_end!,
    connector: r.connector,
    positions: r.positions,
  });
  const pairs: [ProfiledEnd, number | null][] = [];
  for (const r of t.near) {
    for (const p of r.positions ?? []) {
      if (remaining.get(p)) {
        pairs.push([asEnd(r), p]);
        remaining.set(p, remaining.get(p)! - 1);
      }
    }
  }
  if (!pairs.length) pairs.push(...(positions.length ? positions : [null]).map((p): [ProfiledEnd, number | null] => [asEnd(t.near[0]), p]));
  return pairs;
}

/** Across profiled cables: each path's positions to the far terminations carrying them (one statement per profile). */
async function acrossProfiles(db: Queryable, tracing: Tracing[]): Promise<void> {
  const byProfile = new Map<string, Tracing[]>();
  for (const t of tracing) pushTo(byProfile, t.near[0].profile!, t);
  for (const [profile, group] of byProfile) {
    const pairs = group.map(profilePairs);
    const peers = await peerTerminations(db, profile, pairs.flat());
    let at = 0;
    group.forEach((t, i) => {
      const mine = peers.slice(at, at + pairs[i].length);
      at += pairs[i].length;
      const seen = new Set<string>();
      const remote: ({ type: string; id: number } | null)[] = [];
      for (const peer of mine) {
        const key = peer ? node(peer.type, peer.id) : 'none';
        if (!seen.has(key)) {
          seen.add(key);
          remote.push(peer);
        }
      }
      t.stack.push(mine.map((p) => p?.position ?? null));
      t.remote = remote.every((r) => r === null) ? [] : remote;
    });
  }
}

/** Across plain cables: each current object's cable, at its other end (one statement per model). */
async function acrossCables(db: Queryable, tracing: Tracing[]): Promise<void> {
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
  for (const t of tracing) t.remote = rowsOf(indexes.get(t.type)!, t.ids).map((r) => ({ type: r.termination_type, id: r.termination_id }));
}

/** Across another app's links (a wireless link): one lookup per link kind and model for all these paths. */
async function acrossOtherLinks(db: Queryable, tracing: Tracing[]): Promise<void> {
  const groups = new Map<string, Tracing[]>();
  for (const t of tracing) pushTo(groups, `${t.linkType}|${t.type}`, t);
  for (const group of groups.values()) {
    const { linkType, type } = group[0];
    const other = pathLinks.find((l) => l.objectType === linkType)!;
    const rows = await other.farEnds(
      db,
      type,
      [...new Set(group.flatMap((t) => t.near.filter((r) => r.link).map((r) => r.id)))],
      [...new Set(group.flatMap((t) => t.links))],
    );
    const index = indexBy(rows, (r) => r.near);
    for (const t of group) {
      t.remote = rowsOf(
        index,
        t.near.filter((r) => r.link).map((r) => r.id),
      )
        .filter((r) => t.links.includes(r.link))
        .map((r) => ({ type: r.type, id: r.id }));
    }
  }
}

/** The far ends: across each path's cables (plain or profiled) or other link. */
async function farEndsHop(db: Queryable, tracing: Tracing[]): Promise<Tracing[]> {
  const other = tracing.filter((t) => t.linkType !== 'dcim.cable');
  const cabled = tracing.filter((t) => t.linkType === 'dcim.cable');
  const profiled = cabled.filter((t) => profileSpec(t.near[0]?.profile ?? ''));
  const plain = cabled.filter((t) => !profiled.includes(t));
  if (plain.length) await acrossCables(db, plain);
  if (profiled.length) await acrossProfiles(db, profiled);
  if (other.length) await acrossOtherLinks(db, other);
  const on: Tracing[] = [];
  for (const t of tracing) {
    const reached = t.remote.filter((r) => r !== null);
    if (reached.length && reached.some((r) => r.type !== reached[0].type)) {
      t.complete = false;
      t.split = true;
      finish(t);
      continue;
    }
    t.remoteType = reached[0]?.type;
    t.remoteIds = [...new Set(reached.map((r) => r.id))];
    t.path.push(t.remoteIds.map((id) => node(t.remoteType!, id)));
    if (!t.remote.length) {
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
    pushTo(bySide, side, { t, positions: positions > 1 ? t.stack.pop()!.filter((p) => p !== null) : null });
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
  const ports = await perType<{ id: number; positions: number; device: number }>(
    db,
    next,
    (type) => `SELECT id::int, positions, device_id::int AS device FROM ${table(type)} WHERE id = ANY($1::bigint[])`,
  );
  const byNode = new Map([...ports].flatMap(([type, list]) => list.map((r) => [node(type, r.id), r] as const)));
  for (const { t, found } of on) {
    // NetBox's UnsupportedCablePath: the write is refused (AbortRequest)
    if (new Set(t.ids.map((id) => byNode.get(node(t.type, id))?.device)).size > 1) {
      throw new ApiError(400, { detail: 'All mid-span terminations must have the same parent object' });
    }
    if (t.ids.some((id) => byNode.get(node(t.type, id))!.positions > 1)) t.stack.push(found.map((m) => m.position));
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
    } else if (t.linkType === 'dcim.cable' && far.some((f) => f.cable_id !== null && t.links.includes(f.cable_id))) {
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
 * Traces the path from each set of origins (path endpoints of one type on one cable's end, traced together
 * as NetBox's CablePath.from_origin): its trace, or null when they have no cable. Origins that do not exist
 * trace as null.
 */
export async function traceAll(db: Queryable, origins: { type: string; ids: number[] }[]): Promise<(Traced | null)[]> {
  const all: Tracing[] = origins.map(({ type, ids }) => ({
    type,
    ids: [...ids],
    path: [],
    stack: [],
    active: true,
    complete: false,
    split: false,
    near: [],
    links: [],
    remote: [],
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
