import { pythonTypeName } from '../../core/write/coerce.js';
import { ModelRules, RuleContext, WriteItem } from '../../core/model/model-rules.js';
import { Rack } from '../entities/rack.entity.js';

/** The units as DRF reads a list of small positive integers (numeric strings too): the numbers, or the first problem. */
function readUnits(units: unknown): number[] | string {
  if (units === null) return 'This field may not be null.';
  if (!Array.isArray(units)) return `Expected a list of items but got type "${pythonTypeName(units)}".`;
  const out: number[] = [];
  for (const raw of units) {
    const u = typeof raw === 'string' && /^\s*-?\d+(\.0*)?\s*$/.test(raw) ? Number(raw) : raw;
    if (typeof u !== 'number' || !Number.isSafeInteger(u)) return 'A valid integer is required.';
    if (u < 0) return 'Ensure this value is greater than or equal to 0.';
    if (u > 32767) return 'Ensure this value is less than or equal to 32767.';
    out.push(u);
  }
  // the model field may not be blank
  if (!out.length) return 'This field cannot be blank.';
  return out;
}

/**
 * A reservation's units lie within its rack and are reserved by no other reservation of that rack
 * (NetBox's RackReservation.clean()). The rack row is locked, so concurrent reservations of one rack
 * are checked one after the other.
 */
async function checkUnits(item: WriteItem, ctx: RuleContext): Promise<void> {
  const units = item.values.units as number[];
  const rack = await ctx.row(Rack, item.values.rack as number);
  if (!rack) return;
  await ctx.db.query('SELECT 1 FROM dcim_rack WHERE id = $1 FOR NO KEY UPDATE', [rack.id]);
  const first = Number(rack.starting_unit);
  const last = first + Number(rack.u_height) - 1;
  const invalid = units.filter((u) => u < first || u > last);
  if (invalid.length) return ctx.error('units', `Invalid unit(s) for ${rack.u_height}U rack: ${invalid.join(', ')}`);
  const [{ taken }] = await ctx.db.query<{ taken: number[] }>(
    `SELECT COALESCE(array_agg(DISTINCT u::int), '{}') AS taken
       FROM dcim_rackreservation r CROSS JOIN LATERAL jsonb_array_elements_text(r.units) AS u
      WHERE r.rack_id = $1 AND r.id IS DISTINCT FROM $2`,
    [rack.id, item.id],
  );
  const reserved = new Set(taken.map(Number));
  const conflicting = units.filter((u) => reserved.has(u));
  if (conflicting.length) ctx.error('units', `The following units have already been reserved: ${conflicting.join(', ')}`);
}

export const rackReservationRules: ModelRules = {
  async validate(item, ctx) {
    if (!item.before || item.given.has('units')) {
      const units = readUnits(item.values.units);
      if (typeof units === 'string') return ctx.error('units', units);
      item.values.units = units;
    }
    await checkUnits(item, ctx);
  },
};
