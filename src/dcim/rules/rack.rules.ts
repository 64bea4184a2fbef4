import { ModelRules } from '../../core/model/model-rules.js';
import { Location } from '../entities/location.entity.js';

export const rackRules: ModelRules = {
  async validate(item, ctx) {
    const v = item.values;
    const location = await ctx.row(Location, v.location as number | null);
    if (location && location.site !== v.site) ctx.error('location', `Location must be from the same site, ${location.name}.`);
    if ((v.weight !== null || v.max_weight !== null) && !v.weight_unit) ctx.error('weight_unit', 'Must specify a unit when setting a weight');
    if ((v.outer_width !== null || v.outer_height !== null || v.outer_depth !== null) && !v.outer_unit) {
      ctx.error('outer_unit', 'Must specify a unit when setting an outer dimension');
    }
  },
};
