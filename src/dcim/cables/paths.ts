import type { Queryable } from '../../database/db.js';
import { ResourceRegistry } from '../../core/model/define-resource.js';
import type { ObjectEvent } from '../../core/write/hooks.js';
import type { WriteStep } from '../../core/write/pipeline.js';
import { quoteIdent } from '../../database/sql.js';
import { CABLE_TERMINATION_TYPES } from '../choices/cables.js';
import { assignSlots } from './slots.js';
import { peerTerminations, profileSpec, type ProfiledEnd } from './profiles.js';

/**
 * Cable paths (NetBox's CablePath.from_origin): from a path endpoint, hop by hop — its cable(s), the
 * terminations at the far end, through front/rear port mappings (with the position stack of
 * multi-position rear ports and profiled cables) and across circuits (A to Z, or to a provider network or site) — until a
 * path endpoint (complete), a missing cable (incomplete) or a fork (split). A path is active while every
 * link on it is connected. Stored in dcim_cablepath; each origin's `_path` names its path. A profiled
 * cable (4.6) carries each position to the far connector and position its profile maps it to, on the
 * same position stack as the ports; other apps add links of their own (wireless links, registerPathLink).
 */

/** Models at the end of a path (NetBox's PathEndpoint subclasses). */
export const PATH_ENDPOINT_TYPES = [
  'dcim.consoleport',
  'dcim.consoleserverport',
  'dcim.interface',
  'dcim.powerfeed',
  'dcim.poweroutlet',
  'dcim.powerport',
];

export const node = (type: string, id: number) => `${type}:${id}`;
export function parseNode(n: string): { type: string; id: number } {
  const i = n.lastIndexOf(':');
  return { type: n.slice(0, i), id: Number(n.slice(i + 1)) };
}

const table = (type: string) => quoteIdent(ResourceRegistry.forObjectType(type).table);

interface Traced {
  path: string[][];
  is_active: boolean;
  is_complete: boolean;
  is_split: boolean;
}

interface Mapping {
  port: number;
  position: number;
}

/** The port mappings of these ports (front → rear or rear → front), optionally only of some positions, in order. */
async function mappings(db: Queryable, from: 'front' | 'rear', ports: number[], positions: number[] | null): Promise<Mapping[]> {
  const to = from === 'front' ? 'rear' : 'front';
  return db.query<Mapping>(
    `SELECT ${to}_port_id::int AS port, ${to}_port_position AS position FROM dcim_portmapping
      WHERE ${from}_port_id = ANY($1::bigint[]) ${positions ? `AND ${from}_port_position = ANY($2::int[])` : ''}
      ORDER BY ${from}_port_id, ${from}_port_position, id`,
    positions ? [ports, positions] : [ports],
  );
}

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
  /** the objects at the other end of these links from these terminations, in order */
  farEnds(db: Queryable, type: string, ids: number[], links: number[]): Promise<{ type: string; id: number }[]>;
}

const pathLinks: PathLink[] = [];

/** Registered by the module owning the link model (no import runs from dcim up to it). */
export function registerPathLink(link: PathLink): void {
  if (!pathLinks.some((l) => l.objectType === link.objectType)) pathLinks.push(link);
}

/** A near-end object: its cable (or other link), and its slot on a profiled cable. */
interface Near {
  id: number;
  cable_id: number | null;
  cable_end: 'A' | 'B' | null;
  connector: number | null;
  positions: number[] | null;
  link: string | null;
  status: string | null;
}

async function nearEnds(db: Queryable, type: string, ids: number[]): Promise<Near[]> {
  const rows = await db.query<Near>(
    `SELECT x.id::int, x.cable_id::int, x.cable_end, ct.connector, ct.positions,
            CASE WHEN x.cable_id IS NULL THEN NULL ELSE 'dcim.cable:' || x.cable_id END AS link, c.status
       FROM ${table(type)} x LEFT JOIN dcim_cabletermination ct ON ct.termination_type = $2 AND ct.termination_id = x.id
       LEFT JOIN dcim_cable c ON c.id = x.cable_id
      WHERE x.id = ANY($1::bigint[])`,
    [ids, type],
  );
  const byId = new Map(rows.map((t) => [t.id, t]));
  const ordered = ids.map((id) => byId.get(id)).filter((t) => t !== undefined);
  const unlinked = ordered.filter((t) => t.link === null).map((t) => t.id);
  for (const other of pathLinks) {
    if (!unlinked.length || !other.ends.includes(type)) continue;
    for (const found of await other.linksOf(db, type, unlinked)) {
      const t = byId.get(found.id)!;
      t.link = node(other.objectType, found.link);
      t.status = found.status;
    }
  }
  return ordered;
}

/** NetBox's profile-based step: each near position to the far termination carrying its mapped position. */
async function acrossProfile(db: Queryable, type: string, profile: string, near: Near[], stack: (number | null)[][]) {
  const positions = stack.length ? stack.pop()! : near.flatMap((t) => t.positions ?? []);
  const remaining = new Map<number | null, number>();
  for (const p of positions) remaining.set(p, (remaining.get(p) ?? 0) + 1);
  const pairs: [ProfiledEnd, number | null][] = [];
  const asEnd = (t: Near): ProfiledEnd => ({
    type,
    id: t.id,
    cable_id: t.cable_id!,
    cable_end: t.cable_end!,
    connector: t.connector,
    positions: t.positions,
  });
  for (const t of near) {
    for (const p of t.positions ?? []) {
      if (remaining.get(p)) {
        pairs.push([asEnd(t), p]);
        remaining.set(p, remaining.get(p)! - 1);
      }
    }
  }
  if (!pairs.length) pairs.push(...(positions.length ? positions : [null]).map((p): [ProfiledEnd, number | null] => [asEnd(near[0]), p]));
  const peers = await peerTerminations(db, profile, pairs);
  const seen = new Set<string>();
  const remote: ({ type: string; id: number } | null)[] = [];
  for (const peer of peers) {
    const key = peer ? node(peer.type, peer.id) : 'none';
    if (!seen.has(key)) {
      seen.add(key);
      remote.push(peer);
    }
  }
  stack.push(peers.map((p) => p?.position ?? null));
  return remote.every((r) => r === null) ? [] : remote;
}

/** Traces the path from these origin objects (all of one type); null when the origin has no cable or link. */
export async function trace(db: Queryable, originType: string, originIds: number[]): Promise<Traced | null> {
  const path: string[][] = [];
  let isActive = true;
  let isComplete = false;
  let isSplit = false;
  const stack: (number | null)[][] = [];
  let type = originType;
  let ids = originIds;
  for (let hop = 0; hop < 256; hop++) {
    const ordered = await nearEnds(db, type, ids);
    const links = [...new Set(ordered.map((t) => t.link).filter((c): c is string => c !== null))];
    // a fork: several cables where the positions carried say fewer paths
    if (links.length > 1 && stack.length && ordered.length !== stack[stack.length - 1].length) {
      isSplit = true;
      break;
    }
    path.push(ordered.map((t) => node(type, t.id)));
    // an endpoint on a profiled cable starts with the positions it occupies
    if (PATH_ENDPOINT_TYPES.includes(type) && ordered[0]?.positions?.length) stack.push([...ordered[0].positions]);
    if (!links.length) {
      if (path.length === 1) return null;
      break;
    }
    const linkType = parseNode(links[0]).type;
    // NetBox refuses links of mixed kinds; here the trace stops at them
    if (links.some((l) => parseNode(l).type !== linkType)) {
      isSplit = true;
      break;
    }
    if (ordered.some((t) => t.link === null)) {
      isComplete = false;
      isSplit = true;
    }
    path.push(links);
    if (ordered.some((t) => t.link !== null && t.status !== 'connected')) isActive = false;
    const cables = links.map((l) => parseNode(l).id);
    let remote: ({ type: string; id: number } | null)[];
    if (linkType !== 'dcim.cable') {
      const other = pathLinks.find((l) => l.objectType === linkType)!;
      remote = await other.farEnds(
        db,
        type,
        ordered.filter((t) => t.link).map((t) => t.id),
        cables,
      );
    } else {
      const [{ profile }] = await db.query<{ profile: string }>('SELECT profile FROM dcim_cable WHERE id = $1', [cables[0]]);
      if (profileSpec(profile)) remote = await acrossProfile(db, type, profile, ordered, stack);
      else {
        // the far ends: each termination's cable, at its other end
        const rows = await db.query<{ termination_type: string; termination_id: number }>(
          `SELECT r.termination_type, r.termination_id::int FROM dcim_cabletermination r
             JOIN dcim_cabletermination l ON l.cable_id = r.cable_id AND l.cable_end <> r.cable_end
            WHERE l.termination_type = $1 AND l.termination_id = ANY($2::bigint[])
            ORDER BY r.cable_id, r.cable_end, r.connector, r.id`,
          [type, ids],
        );
        remote = rows.map((r) => ({ type: r.termination_type, id: r.termination_id }));
      }
    }
    const reached = remote.filter((r) => r !== null);
    const remoteIds = [...new Set(reached.map((r) => r.id))];
    if (reached.length && reached.some((r) => r.type !== reached[0].type)) {
      isComplete = false;
      isSplit = true;
      break;
    }
    const remoteType = reached[0]?.type;
    path.push(remoteIds.map((id) => node(remoteType, id)));
    if (!remote.length) break;

    if (remoteType === 'dcim.frontport' || remoteType === 'dcim.rearport') {
      const side = remoteType === 'dcim.frontport' ? 'front' : 'rear';
      const [{ positions }] = await db.query<{ positions: number }>(`SELECT positions FROM ${table(remoteType)} WHERE id = $1`, [remoteIds[0]]);
      let found: Mapping[];
      if (positions > 1 && stack.length)
        found = await mappings(
          db,
          side,
          remoteIds,
          stack.pop()!.filter((p) => p !== null),
        );
      else if (positions > 1) {
        isSplit = true;
        break;
      } else found = await mappings(db, side, remoteIds, null);
      if (!found.length) break;
      type = side === 'front' ? 'dcim.rearport' : 'dcim.frontport';
      ids = [...new Set(found.map((m) => m.port))];
      const widths = await db.query<{ positions: number }>(`SELECT positions FROM ${table(type)} WHERE id = ANY($1::bigint[])`, [ids]);
      if (widths.some((w) => w.positions > 1)) stack.push(found.map((m) => m.position));
    } else if (remoteType === 'circuits.circuittermination') {
      const far = await db.query<{
        id: number;
        cable_id: number | null;
        provider_network: number | null;
        termination_type: string | null;
        termination_id: number | null;
      }>(
        `SELECT f.id::int, f.cable_id::int, f._provider_network_id::int AS provider_network, f.termination_type, f.termination_id::int
           FROM circuits_circuittermination n
           JOIN circuits_circuittermination f ON f.circuit_id = n.circuit_id AND f.term_side = CASE n.term_side WHEN 'A' THEN 'Z' ELSE 'A' END
          WHERE n.id = ANY($1::bigint[]) ORDER BY f.id`,
        [remoteIds],
      );
      if (!far.length) break;
      if (far.every((f) => f.provider_network !== null)) {
        path.push(far.map((f) => node('circuits.circuittermination', f.id)));
        path.push(far.map((f) => node('circuits.providernetwork', f.provider_network!)));
        isComplete = true;
        break;
      }
      if (far.every((f) => f.termination_type && f.cable_id === null)) {
        path.push(far.map((f) => node('circuits.circuittermination', f.id)));
        path.push(far.map((f) => node(f.termination_type!, f.termination_id!)));
        break;
      }
      if (far.some((f) => f.cable_id !== null && cables.includes(f.cable_id))) {
        isSplit = true;
        break;
      }
      type = 'circuits.circuittermination';
      ids = far.map((f) => f.id);
    } else {
      // a path endpoint: the path is complete
      isComplete = true;
      break;
    }
  }
  return { path, is_active: isActive, is_complete: isComplete, is_split: isSplit };
}

/** Traces each origin again and stores its path (or drops it when the origin has no cable any more). */
export async function retrace(db: Queryable, origins: string[]): Promise<void> {
  for (const origin of [...new Set(origins)].sort()) {
    const { type, id } = parseNode(origin);
    if (!PATH_ENDPOINT_TYPES.includes(type) || !ResourceRegistry.byObjectType(type)) continue;
    const [row] = await db.query<{ path_id: number | null }>(`SELECT _path_id::int AS path_id FROM ${table(type)} WHERE id = $1`, [id]);
    if (!row) {
      // the origin is gone: so is its path
      await db.query('DELETE FROM dcim_cablepath WHERE _nodes[1] = $1', [origin]);
      continue;
    }
    const traced = await trace(db, type, [id]);
    if (!traced) {
      if (row.path_id !== null) {
        await db.query(`UPDATE ${table(type)} SET _path_id = NULL WHERE id = $1`, [id]);
        await db.query('DELETE FROM dcim_cablepath WHERE id = $1', [row.path_id]);
      }
      continue;
    }
    const values = [JSON.stringify(traced.path), traced.is_active, traced.is_complete, traced.is_split, traced.path.flat()];
    if (row.path_id !== null) {
      await db.query('UPDATE dcim_cablepath SET path = $2, is_active = $3, is_complete = $4, is_split = $5, _nodes = $6 WHERE id = $1', [
        row.path_id,
        ...values,
      ]);
    } else {
      const [made] = await db.query<{ id: number }>(
        'INSERT INTO dcim_cablepath (path, is_active, is_complete, is_split, _nodes) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        values,
      );
      await db.query(`UPDATE ${table(type)} SET _path_id = $2 WHERE id = $1`, [id, made.id]);
    }
  }
}

/** The origins of the stored paths through any of these nodes. */
async function originsThrough(db: Queryable, nodes: string[]): Promise<string[]> {
  if (!nodes.length) return [];
  const rows = await db.query<{ origin: string }>('SELECT _nodes[1] AS origin FROM dcim_cablepath WHERE _nodes && $1::text[]', [nodes]);
  return rows.map((r) => r.origin);
}

/** Traces again every stored path through these nodes, and these origins. */
export async function retraceThrough(db: Queryable, nodes: string[], origins: string[]): Promise<void> {
  await retrace(db, [...(await originsThrough(db, nodes)), ...origins]);
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
    // a cable's profile may have changed without its ends: its connectors follow the profile first
    await assignSlots(
      db,
      events.filter((e) => e.resource.objectType === 'dcim.cable' && e.action !== 'delete').map((e) => e.id),
    );
    const ends = cables.length
      ? await db.query<{ termination_type: string; termination_id: number }>(
          'SELECT termination_type, termination_id::int FROM dcim_cabletermination WHERE cable_id = ANY($1::bigint[]) ORDER BY id',
          [cables],
        )
      : [];
    const endNodes = ends.map((e) => node(e.termination_type, e.termination_id));
    const nodes = [...cables.map((c) => node('dcim.cable', c)), ...endNodes, ...touched.map((e) => node(e.resource.objectType, e.id))];
    const deleted = touched.filter((e) => e.action === 'delete' && PATH_ENDPOINT_TYPES.includes(e.resource.objectType));
    await retraceThrough(db, nodes, [...endNodes, ...deleted.map((e) => node(e.resource.objectType, e.id))]);
  },
};
