import { ModelRules } from '../../core/model/model-rules.js';

export const circuitRules: ModelRules = {
  validate(item, ctx) {
    const v = item.values;
    if (v.distance !== null && v.distance !== undefined && Number(v.distance) !== 0 && !v.distance_unit) {
      ctx.error('__all__', 'Must specify a unit when setting a distance');
    }
  },
  derive(item) {
    // a unit without a distance is cleared (NetBox's DistanceMixin.save)
    if (item.values.distance === null && item.values.distance_unit !== null) {
      item.values.distance_unit = null;
      item.given.add('distance_unit');
    }
  },
};
