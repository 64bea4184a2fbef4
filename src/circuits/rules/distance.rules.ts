import { RuleContext, WriteItem } from '../../core/model/model-rules.js';

/** NetBox's DistanceMixin (circuits, wireless links): a distance needs its unit; no distance, no unit. */
export const distanceRules = {
  validate: (item: WriteItem, ctx: RuleContext): void => {
    const v = item.values;
    if (v.distance !== null && v.distance !== undefined && Number(v.distance) !== 0 && !v.distance_unit) {
      ctx.error('__all__', 'Must specify a unit when setting a distance');
    }
  },
  derive: (item: WriteItem): void => {
    if (item.values.distance === null && item.values.distance_unit !== null) {
      item.values.distance_unit = null;
      item.given.add('distance_unit');
    }
  },
};
