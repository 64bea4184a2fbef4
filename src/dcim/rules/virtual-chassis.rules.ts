import { ModelRules } from '../../core/model/model-rules.js';
import { deviceDisplaySql } from './device-display.js';

/** A chassis' master must be one of its members (on create the master becomes a member, see steps.ts). */
export const virtualChassisRules: ModelRules = {
  async validate(item, ctx) {
    const master = item.values.master as number | null;
    if (ctx.mode === 'create' || master === null || master === undefined) return;
    const [device] = await ctx.db.query<{ vc: number | null; display: string }>(
      `SELECT d.virtual_chassis_id AS vc, ${deviceDisplaySql('d')} AS display FROM dcim_device d WHERE d.id = $1`,
      [master],
    );
    if (device && device.vc !== item.id) {
      ctx.error('master', `The selected master (${device.display}) is not assigned to this virtual chassis.`);
    }
  },
};
