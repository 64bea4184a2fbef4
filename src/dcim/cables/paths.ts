import type { Queryable } from '../../database/db.js';
import { ResourceRegistry } from '../../core/model/define-resource.js';
import type { ObjectEvent } from '../../core/write/hooks.js';
import type { WriteStep } from '../../core/write/pipeline.js';
import { quoteIdent } from '../../database/sql.js';
import { CABLE_TERMINATION_TYPES } from '../choices/cables.js';

/**
 * Cable paths (NetBox's CablePath.from_origin): from a path endpoint, hop by hop — its cable(s), the
 * terminations at the far end, through front/rear port mappings (with the position stack of
 * multi-position rear ports) and across circuits (A to Z, or to a provider network or site) — until a
 * path endpoint (complete), a missing cable (incomplete) or a fork (split). A path is active while every
 * cable on it is connected. Stored in dcim_cablepath; each origin's `_path` names its path. Cable
 * profiles (connectors and positions of 4.6's profiled cables) are not traced: such cables are followed
 * like plain ones.
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

/** Traces the path from these origin objects (all of one type); null when the origin has no cable. */
export async function trace(db: Queryable, originType: string, originIds: number[]): Promise<Traced | null> {
  const path: string[][] = [];
  let isActive = true;
  let isComplete = false;
  let isSplit = false;
  const stack: number[][] = [];
  let type = originType;
  let ids = originIds;
  for (let hop = 0; hop < 256; hop++) {
    const terms = await db.query<{ id: number; cable_id: number | null; cable_end: string | null }>(
      `SELECT id::int, cable_id::int, cable_end FROM ${table(type)} WHERE id = ANY($1::bigint[])`,
      [ids],
    );
    const byId = new Map(terms.map((t) => [t.id, t]));
    const ordered = ids.map((id) => byId.get(id)).filter((t) => t !== undefined);
    const links = [...new Set(ordered.map((t) => t.cable_id).filter((c): c is number => c !== null))];
    // a fork: several cables where the positions carried say fewer paths
    if (links.length > 1 && stack.length && ordered.length !== stack[stack.length - 1].length) {
      isSplit = true;
      break;
    }
    path.push(ordered.map((t) => node(type, t.id)));
    if (!links.length) {
      if (path.length === 1) return null;
      break;
    }
    if (ordered.some((t) => t.cable_id === null)) {
      isComplete = false;
      isSplit = true;
    }
    path.push(links.map((c) => node('dcim.cable', c)));
    const statuses = await db.query<{ status: string }>('SELECT status FROM dcim_cable WHERE id = ANY($1::bigint[])', [links]);
    if (statuses.some((s) => s.status !== 'connected')) isActive = false;
    // the far ends: each termination's cable, at its other end
    const remote = await db.query<{ termination_type: string; termination_id: number }>(
      `SELECT r.termination_type, r.termination_id::int FROM dcim_cabletermination r
         JOIN dcim_cabletermination l ON l.cable_id = r.cable_id AND l.cable_end <> r.cable_end
        WHERE l.termination_type = $1 AND l.termination_id = ANY($2::bigint[])
        ORDER BY r.cable_id, r.cable_end, r.connector, r.id`,
      [type, ids],
    );
    const remoteIds = [...new Set(remote.map((r) => r.termination_id))];
    if (remote.length && remote.some((r) => r.termination_type !== remote[0].termination_type)) {
      isComplete = false;
      isSplit = true;
      break;
    }
    const remoteType = remote[0]?.termination_type;
    path.push(remoteIds.map((id) => node(remoteType, id)));
    if (!remote.length) break;

    if (remoteType === 'dcim.frontport' || remoteType === 'dcim.rearport') {
      const side = remoteType === 'dcim.frontport' ? 'front' : 'rear';
      const [{ positions }] = await db.query<{ positions: number }>(`SELECT positions FROM ${table(remoteType)} WHERE id = $1`, [remoteIds[0]]);
      let found: Mapping[];
      if (positions > 1 && stack.length) found = await mappings(db, side, remoteIds, stack.pop()!);
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
      if (far.some((f) => f.cable_id !== null && links.includes(f.cable_id))) {
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
    const ends = cables.length
      ? await db.query<{ termination_type: string; termination_id: number }>(
          'SELECT termination_type, termination_id::int FROM dcim_cabletermination WHERE cable_id = ANY($1::bigint[]) ORDER BY id',
          [cables],
        )
      : [];
    const endNodes = ends.map((e) => node(e.termination_type, e.termination_id));
    const nodes = [...cables.map((c) => node('dcim.cable', c)), ...endNodes, ...touched.map((e) => node(e.resource.objectType, e.id))];
    const deleted = touched.filter((e) => e.action === 'delete' && PATH_ENDPOINT_TYPES.includes(e.resource.objectType));
    await retrace(db, [...(await originsThrough(db, nodes)), ...endNodes, ...deleted.map((e) => node(e.resource.objectType, e.id))]);
  },
};
