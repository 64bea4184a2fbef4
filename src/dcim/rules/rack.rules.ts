import { ModelRules, RuleContext, WriteItem } from '../../core/model/model-rules.js';
import { RACK_TYPE_FIELDS } from '../entities/rack-base.js';
import { Location } from '../entities/location.entity.js';
import { RackType } from '../entities/rack-type.entity.js';
import { Site } from '../entities/site.entity.js';
import { checkRackHoldsDevices } from './rack-space.js';

const OUTER = ['outer_width', 'outer_height', 'outer_depth'] as const;

/** What racks and rack types check alike (NetBox's WeightMixin and rack checks), first problem only. */
async function checkUnits(item: WriteItem, ctx: RuleContext, locationProblem?: () => Promise<string | null>): Promise<boolean> {
  const v = item.values;
  const fail = (message: string) => (ctx.error('__all__', message), true);
  // Django's truthiness: a zero counts as unset
  if (v.weight && !v.weight_unit) return fail('Must specify a unit when setting a weight');
  const misplaced = await locationProblem?.();
  if (misplaced) return fail(misplaced);
  if (OUTER.some((f) => v[f]) && !v.outer_unit) return fail('Must specify a unit when setting an outer dimension');
  if (v.max_weight && !v.weight_unit) return fail('Must specify a unit when setting a maximum weight');
  return false;
}

/** Clears the outer unit when no outer dimension is set (NetBox's save()). */
export function deriveOuterUnit(item: WriteItem): void {
  const v = item.values;
  if (!OUTER.some((f) => v[f]) && v.outer_unit !== null) {
    v.outer_unit = null;
    item.given.add('outer_unit');
  }
}

export const rackRules: ModelRules = {
  async validate(item, ctx) {
    const v = item.values;
    const locationProblem = async () => {
      const location = await ctx.row(Location, v.location as number | null);
      if (!location || location.site === v.site) return null;
      const site = await ctx.row(Site, v.site as number);
      return `Assigned location must belong to parent site (${site?.name}).`;
    };
    if (await checkUnits(item, ctx, locationProblem)) return;
    if (ctx.mode === 'update') {
      // a rack type decides the height and numbering
      const type = await ctx.row(RackType, v.rack_type as number | null);
      const source = type ?? v;
      await checkRackHoldsDevices(item, ctx, { u_height: Number(source.u_height), starting_unit: Number(source.starting_unit) });
    }
  },
  async derive(item, ctx) {
    const type = await ctx.row(RackType, item.values.rack_type as number | null);
    if (type) {
      for (const field of RACK_TYPE_FIELDS) {
        item.values[field] = type[field];
        item.given.add(field);
      }
    }
    deriveOuterUnit(item);
  },
};

export const rackTypeRules: ModelRules = {
  async validate(item, ctx) {
    await checkUnits(item, ctx);
  },
  derive: deriveOuterUnit,
};
