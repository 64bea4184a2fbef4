import type { Queryable } from '../../database/db.js';
import type { RuleContext, WriteItem } from '../../core/model/model-rules.js';
import { deviceDisplaySql } from './device-display.js';

/**
 * Rack units as NetBox counts them: a rack of height H starting at S has the units S, S + 0.5 … S + H − 0.5,
 * and a device at position P of height h takes P, P + 0.5 … P + h − 0.5. Units are handled here doubled
 * (integers). A device may sit at P when P and every half unit it takes are in the rack and taken by no
 * other device on the same face (a full-depth device, placed or placing, takes both faces), as NetBox's
 * Rack.get_available_units() decides (docs/models.md §1.11).
 */

/** One decimal place, as NetBox prints positions and heights (`10.0`, `1.5`). */
export const oneDecimal = (n: number | string): string => Number(n).toFixed(1);

export interface RackShape {
  id: number;
  u_height: number;
  starting_unit: number;
}

/** Doubled half units taken by the rack's placed devices on `face` (null: either face), `exclude` left out. */
export async function takenHalfUnits(db: Queryable, rackId: number, face: string | null, exclude: number[]): Promise<Set<number>> {
  const rows = await db.query<{ position: number; height: number }>(
    `SELECT d.position, dt.u_height AS height FROM dcim_device d JOIN dcim_devicetype dt ON dt.id = d.device_type_id
      WHERE d.rack_id = $1 AND d.position >= 1 AND NOT d.id = ANY($2::bigint[])
        AND ($3::text IS NULL OR d.face = $3 OR dt.is_full_depth)`,
    [rackId, exclude, face],
  );
  const taken = new Set<number>();
  for (const r of rows) for (let k = Number(r.position) * 2; k < (Number(r.position) + Number(r.height)) * 2; k++) taken.add(k);
  return taken;
}

/** Whether a device of `height` fits at `position` given the taken half units. */
export function fitsAt(rack: RackShape, taken: Set<number>, position: number, height: number): boolean {
  const low = Number(rack.starting_unit) * 2;
  const high = (Number(rack.starting_unit) + Number(rack.u_height)) * 2;
  const first = position * 2;
  if (first < low || first >= high || taken.has(first)) return false;
  for (let k = first; k < first + height * 2; k++) if (k >= high || taken.has(k)) return false;
  return true;
}

/** NetBox's check of a placed device: whether `position` on `face` is free for it. */
export async function positionAvailable(
  db: Queryable,
  rack: RackShape,
  placing: { id: number | null; position: number; height: number; face: string | null; fullDepth: boolean },
): Promise<boolean> {
  const taken = await takenHalfUnits(db, rack.id, placing.fullDepth ? null : placing.face, placing.id === null ? [] : [placing.id]);
  return fitsAt(rack, taken, placing.position, placing.height);
}

/**
 * A device type grown taller must still fit each of its placed devices (NetBox checks the first that does
 * not); one shrunk to 0U must have none placed. Returns true once it reported an error.
 */
export async function checkRackedInstances(item: WriteItem, ctx: RuleContext): Promise<boolean> {
  if (!item.before || !item.given.has('u_height')) return false;
  const height = Number(item.values.u_height);
  const was = Number(item.before.u_height);
  if (height > was) {
    const placed = await ctx.db.query<{
      id: number;
      display: string;
      position: number;
      face: string;
      rack_id: number;
      rack: string;
      u_height: number;
      starting_unit: number;
    }>(
      `SELECT d.id, d.position, d.face, r.id AS rack_id, r.name || COALESCE(' (' || r.facility_id || ')', '') AS rack,
              r.u_height, r.starting_unit, ${deviceDisplaySql('d')} AS display
         FROM dcim_device d JOIN dcim_rack r ON r.id = d.rack_id
        WHERE d.device_type_id = $1 AND d.position IS NOT NULL ORDER BY d.id`,
      [item.id],
    );
    for (const d of placed) {
      const rack = { id: d.rack_id, u_height: d.u_height, starting_unit: d.starting_unit };
      const fullDepth = Boolean(item.values.is_full_depth);
      if (!(await positionAvailable(ctx.db, rack, { id: d.id, position: Number(d.position), height, face: d.face, fullDepth }))) {
        ctx.error(
          'u_height',
          `Device ${d.display} in rack ${d.rack} does not have sufficient space to accommodate a height of ${oneDecimal(height)}U`,
        );
        return true;
      }
    }
  } else if (was > 0 && height === 0) {
    const [{ n }] = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM dcim_device WHERE device_type_id = $1 AND position IS NOT NULL',
      [item.id],
    );
    if (n) {
      const url = `/dcim/devices/?manufactuer_id=${item.values.manufacturer}&device_type_id=${item.id}`;
      ctx.error('u_height', `Unable to set 0U height: Found <a href="${url}">${n} instances</a> already mounted within racks.`);
      return true;
    }
  }
  return false;
}

/**
 * A rack being changed must still hold its placed devices (NetBox's Rack.clean()): tall enough for the
 * highest-placed one, numbered from at most the lowest position. The error names the rack type when the
 * rack has one (its height comes from there), else the rack's own field.
 */
export async function checkRackHoldsDevices(item: WriteItem, ctx: RuleContext, shape: { u_height: number; starting_unit: number }): Promise<boolean> {
  if (!item.id) return false;
  const rows = await ctx.db.query<{ position: number; height: number }>(
    `SELECT d.position, dt.u_height AS height FROM dcim_device d JOIN dcim_devicetype dt ON dt.id = d.device_type_id
      WHERE d.rack_id = $1 AND d.position IS NOT NULL ORDER BY d.position, d.id`,
    [item.id],
  );
  if (!rows.length) return false;
  const typed = item.values.rack_type !== null && item.values.rack_type !== undefined;
  const top = rows[rows.length - 1];
  const minHeight = Number(top.position) + Number(top.height) - shape.starting_unit;
  if (shape.u_height < minHeight) {
    ctx.error(typed ? 'rack_type' : 'u_height', `Rack must be at least ${oneDecimal(minHeight)}U tall to house currently installed devices.`);
    return true;
  }
  const lowest = Number(rows[0].position);
  if (shape.starting_unit > lowest) {
    ctx.error(
      typed ? 'rack_type' : 'starting_unit',
      `Rack unit numbering must begin at ${oneDecimal(lowest)} or less to house currently installed devices.`,
    );
    return true;
  }
  return false;
}
