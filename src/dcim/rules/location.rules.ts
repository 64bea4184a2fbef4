import { ModelRules } from '../../core/model/model-rules.js';
import { Location } from '../entities/location.entity.js';
import { Site } from '../entities/site.entity.js';

export const locationRules: ModelRules = {
  async validate(item, ctx) {
    const parent = await ctx.row(Location, item.values.parent as number | null);
    if (parent && parent.site !== item.values.site) {
      const site = await ctx.row(Site, item.values.site as number);
      ctx.error('__all__', `Parent location (${parent.name}) must belong to the same site (${site?.name}).`);
    }
  },
};
