import type { Queryable } from '../../database/db.js';
import { sqlString } from '../../core/serialize/plan.js';
import { CableProfile } from '../choices/cables.js';

/**
 * Cable profiles (NetBox 4.6's dcim/cable_profiles.py): how many connectors each end of a profiled cable
 * has, how many positions each connector carries, and which far-end connector and position each near-end
 * one reaches. Without a mapping a position reaches the same connector and position at the other end.
 */

type End = 'A' | 'B';
/** A (connector, position) pair. */
export type Slot = [number, number];

interface ProfileSpec {
  /** positions of each connector (connector n is index n - 1), per end */
  a: number[];
  b: number[];
  /** the far slot of a near slot; undefined: the slot reaches nothing */
  map?: (end: End, connector: number, position: number) => Slot | undefined;
}

const times = (n: number, positions: number) => Array.from({ length: n }, () => positions);
const symmetric = (connectors: number, positions: number): ProfileSpec => ({ a: times(connectors, positions), b: times(connectors, positions) });
const table =
  (pairs: [Slot, Slot][]): ProfileSpec['map'] =>
  (_end, c, p) =>
    pairs.find(([from]) => from[0] === c && from[1] === p)?.[1];

/** One A connector of n positions to n B connectors of one position (and back). */
function breakout(n: number): ProfileSpec {
  const pairs: [Slot, Slot][] = [];
  for (let p = 1; p <= n; p++)
    pairs.push([
      [1, p],
      [p, 1],
    ]);
  for (let c = 2; c <= n; c++)
    pairs.push([
      [c, 1],
      [1, c],
    ]);
  return { a: [n], b: times(n, 1), map: table(pairs) };
}

const PROFILES: Record<string, ProfileSpec> = {
  'single-1c1p': symmetric(1, 1),
  'single-1c2p': symmetric(1, 2),
  'single-1c4p': symmetric(1, 4),
  'single-1c6p': symmetric(1, 6),
  'single-1c8p': symmetric(1, 8),
  'single-1c12p': symmetric(1, 12),
  'single-1c16p': symmetric(1, 16),
  'trunk-2c1p': symmetric(2, 1),
  'trunk-2c2p': symmetric(2, 2),
  'trunk-2c4p': symmetric(2, 4),
  'trunk-2c4p-shuffle': {
    ...symmetric(2, 4),
    // positions 3-4 of connector 1 swap with 1-2 of connector 2
    map: (_end, c, p) => (c === 1 && p > 2 ? [2, p - 2] : c === 2 && p <= 2 ? [1, p + 2] : [c, p]),
  },
  'trunk-2c6p': symmetric(2, 6),
  'trunk-2c8p': symmetric(2, 8),
  'trunk-2c12p': symmetric(2, 12),
  'trunk-4c1p': symmetric(4, 1),
  'trunk-4c2p': symmetric(4, 2),
  'trunk-4c4p': symmetric(4, 4),
  // connector and position trade places
  'trunk-4c4p-shuffle': { ...symmetric(4, 4), map: (_end, c, p) => (c <= 4 && p <= 4 ? [p, c] : undefined) },
  'trunk-4c6p': symmetric(4, 6),
  'trunk-4c8p': symmetric(4, 8),
  'trunk-8c4p': symmetric(8, 4),
  'breakout-1c2p-2c1p': breakout(2),
  'breakout-1c4p-4c1p': breakout(4),
  'breakout-1c6p-6c1p': breakout(6),
  'breakout-1c8p-8c1p': breakout(8),
  'breakout-2c4p-8c1p-shuffle': {
    a: times(2, 4),
    b: times(8, 1),
    map: (end, c, p) => {
      const a: Slot[] = [
        [1, 1],
        [2, 1],
        [5, 1],
        [6, 1],
        [3, 1],
        [4, 1],
        [7, 1],
        [8, 1],
      ];
      if (end === 'A') return c >= 1 && c <= 2 && p >= 1 && p <= 4 ? a[(c - 1) * 4 + (p - 1)] : undefined;
      const i = a.findIndex(([bc, bp]) => bc === c && bp === p);
      return i < 0 ? undefined : [Math.floor(i / 4) + 1, (i % 4) + 1];
    },
  },
};

export const profileSpec = (profile: string | null | undefined): ProfileSpec | undefined => (profile ? PROFILES[profile] : undefined);

/** The connector count of a profile's end. */
export const connectorsOf = (profile: string, end: End): number => (end === 'A' ? PROFILES[profile].a : PROFILES[profile].b).length;

/** The connector and positions the i-th (from 1) termination of an end gets (NetBox's update_terminations). */
export function slotOf(profile: string, end: End, i: number): { connector: number; positions: number[] } | null {
  const spec = PROFILES[profile];
  const width = (end === 'A' ? spec.a : spec.b)[i - 1];
  return width === undefined ? null : { connector: i, positions: Array.from({ length: width }, (_, k) => k + 1) };
}

/** The far slot of a near one across a cable of this profile. */
export function mapSlot(profile: string, end: End, connector: number, position: number): Slot | undefined {
  const spec = PROFILES[profile];
  return spec.map ? spec.map(end, connector, position) : [connector, position];
}

/** NetBox's profile check: no more terminations on an end than it has connectors; null when they fit. */
export function profileProblem(profile: string, a: unknown[], b: unknown[]): { field: string; message: string } | null {
  const label = CableProfile.label(profile) ?? profile;
  for (const [end, list] of [
    ['A', a],
    ['B', b],
  ] as const) {
    const max = connectorsOf(profile, end);
    if (list.length > max) {
      return {
        field: `${end.toLowerCase()}_terminations`,
        message: `${end} side of cable has ${list.length} terminations but only ${max} are permitted for profile ${label}`,
      };
    }
  }
  return null;
}

/**
 * SQL: a jsonb table of the mapped profiles' slots, `{profile: {end: {"c:p": [c, p]}}}` (profiles without a
 * mapping are absent: their slots map to themselves). Built from the table above, so SQL and tracing agree.
 */
export function slotMapSql(): string {
  const out: Record<string, Record<End, Record<string, Slot>>> = {};
  for (const [name, spec] of Object.entries(PROFILES)) {
    if (!spec.map) continue;
    out[name] = { A: {}, B: {} };
    for (const end of ['A', 'B'] as const) {
      (end === 'A' ? spec.a : spec.b).forEach((width, i) => {
        for (let p = 1; p <= width; p++) {
          const to = spec.map!(end, i + 1, p);
          if (to) out[name][end][`${i + 1}:${p}`] = to;
        }
      });
    }
  }
  return `${sqlString(JSON.stringify(out))}::jsonb`;
}

/** A termination on a profiled cable, as the tracer sees it. */
export interface ProfiledEnd {
  type: string;
  id: number;
  cable_id: number;
  cable_end: End;
  connector: number | null;
  positions: number[] | null;
}

/**
 * NetBox's get_peer_terminations: for each (termination, position) pair the termination at the other end
 * of its cable whose connector carries the mapped position, with that position (or nulls).
 */
export async function peerTerminations(
  db: Queryable,
  profile: string,
  pairs: [ProfiledEnd, number | null][],
): Promise<({ type: string; id: number; position: number } | null)[]> {
  const keys = pairs.map(([t, p]) => {
    const slot = p === null || t.connector === null ? undefined : mapSlot(profile, t.cable_end, t.connector, p);
    return slot ? { cable: t.cable_id, end: t.cable_end === 'A' ? 'B' : 'A', connector: slot[0], position: slot[1] } : null;
  });
  const wanted = keys.filter((k) => k !== null);
  if (!wanted.length) return keys.map(() => null);
  const rows = await db.query<{
    cable_id: number;
    cable_end: string;
    connector: number;
    termination_type: string;
    termination_id: number;
    positions: number[];
  }>(
    `SELECT ct.cable_id::int, ct.cable_end, ct.connector, ct.termination_type, ct.termination_id::int, ct.positions
       FROM dcim_cabletermination ct
      WHERE (ct.cable_id, ct.cable_end, ct.connector) IN (SELECT * FROM unnest($1::bigint[], $2::text[], $3::int[]))
      ORDER BY ct.id`,
    [wanted.map((k) => k.cable), wanted.map((k) => k.end), wanted.map((k) => k.connector)],
  );
  return keys.map((k) => {
    if (!k) return null;
    const row = rows.find(
      (r) => r.cable_id === k.cable && r.cable_end === k.end && r.connector === k.connector && (r.positions ?? []).includes(k.position),
    );
    return row ? { type: row.termination_type, id: row.termination_id, position: k.position } : null;
  });
}
