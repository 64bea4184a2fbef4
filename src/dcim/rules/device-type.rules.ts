import { ModelRules } from '../../core/model/model-rules.js';
import { checkRackedInstances } from './rack-space.js';

export const deviceTypeRules: ModelRules = {
  async validate(item, ctx) {
    const height = item.values.u_height as number;
    if (Math.round(height * 2) !== height * 2) return ctx.error('u_height', 'U height must be in increments of 0.5 rack units.');
    if (await checkRackedInstances(item, ctx)) return;
    if (item.values.subdevice_role === 'child' && height !== 0) {
      ctx.error('u_height', 'Child device types must be 0U.');
    }
    if (item.values.weight !== null && !item.values.weight_unit) ctx.error('weight_unit', 'Must specify a unit when setting a weight');
  },
};
