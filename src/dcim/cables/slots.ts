import type { Queryable } from '../../database/db.js';
import { profileSpec, slotOf } from './profiles.js';

/**
 * The `connector` and `positions` of a cable's termination rows (NetBox's update_terminations): on a
 * profiled cable the n-th termination of an end takes connector n and that connector's positions; without
 * a profile both are null. An end written in this request is numbered in the order it was given; other
 * ends keep their order (connector, then id), so a profile change renumbers them as NetBox recreates them.
 * Returns the objects whose rows changed (their own copy of connector and positions follows: syncEnds).
 */
export async function assignSlots(
  db: Queryable,
  cables: number[],
  given: Map<string, string[]> = new Map(),
): Promise<{ type: string; id: number }[]> {
  if (!cables.length) return [];
  const rows = await db.query<{
    id: number;
    cable_id: number;
    cable_end: 'A' | 'B';
    node: string;
    connector: number | null;
    positions: number[] | null;
    profile: string;
  }>(
    `SELECT ct.id::int, ct.cable_id::int, ct.cable_end, ct.termination_type || ':' || ct.termination_id AS node, ct.connector, ct.positions, c.profile
       FROM dcim_cabletermination ct JOIN dcim_cable c ON c.id = ct.cable_id
      WHERE ct.cable_id = ANY($1::bigint[]) ORDER BY ct.cable_id, ct.cable_end, ct.connector NULLS LAST, ct.id`,
    [cables],
  );
  const ends = new Map<string, typeof rows>();
  for (const r of rows) ends.set(`${r.cable_id}:${r.cable_end}`, [...(ends.get(`${r.cable_id}:${r.cable_end}`) ?? []), r]);
  const changed: { id: number; node: string; connector: number | null; positions: string | null }[] = [];
  for (const [key, list] of ends) {
    const order = given.get(key);
    if (order) list.sort((x, y) => order.indexOf(x.node) - order.indexOf(y.node));
    list.forEach((r, i) => {
      const slot = profileSpec(r.profile) ? slotOf(r.profile, r.cable_end, i + 1) : null;
      const positions = slot ? JSON.stringify(slot.positions) : null;
      if (r.connector !== (slot?.connector ?? null) || JSON.stringify(r.positions) !== (positions ?? 'null')) {
        changed.push({ id: r.id, node: r.node, connector: slot?.connector ?? null, positions });
      }
    });
  }
  if (!changed.length) return [];
  // two rows may trade connectors: the uniqueness of (cable, end, connector) is checked at COMMIT
  await db.query(
    `UPDATE dcim_cabletermination ct SET connector = s.connector, positions = s.positions::jsonb, last_updated = now()
       FROM unnest($1::bigint[], $2::int[], $3::text[]) AS s(id, connector, positions) WHERE ct.id = s.id`,
    [changed.map((c) => c.id), changed.map((c) => c.connector), changed.map((c) => c.positions)],
  );
  return changed.map((c) => {
    const [type, id] = c.node.split(':');
    return { type, id: Number(id) };
  });
}
