import { ModelRules, RuleContext, WriteItem } from '../../core/model/model-rules.js';
import { DeviceType } from '../entities/device-type.entity.js';
import { Device } from '../entities/device.entity.js';
import { componentRules, templateRules } from './component.rules.js';

/**
 * Device bays (NetBox's DeviceBay.clean()): only a parent device type has bays; a bay holds one child
 * device — enabled, not the bay's own device, not installed elsewhere; and the installed device's type
 * must be a child type (what NetBox's form to populate a bay offers).
 */

async function typeOf(ctx: RuleContext, deviceId: unknown) {
  const device = await ctx.row(Device, deviceId as number | null);
  return { device, type: await ctx.row(DeviceType, device?.device_type as number | null) };
}

async function checkBay(item: WriteItem, ctx: RuleContext): Promise<void> {
  const v = item.values;
  const { type } = await typeOf(ctx, v.device);
  if (type && type.subdevice_role !== 'parent') ctx.error('__all__', `This type of device (${type.model}) does not support device bays.`);
  const installed = v.installed_device as number | null;
  if (!installed) return;
  const changed = !item.before || item.before.installed_device !== installed;
  if (!v.enabled && changed) ctx.error('installed_device', 'Cannot install a device in a disabled device bay.');
  if (installed === v.device) {
    ctx.error('__all__', 'Cannot install a device into itself.');
    return;
  }
  const child = await typeOf(ctx, installed);
  if (changed && child.type && child.type.subdevice_role !== 'child') {
    ctx.error(
      'installed_device',
      `${child.device?.name ?? 'The device'} cannot be installed in a device bay: its type (${child.type.model}) is not a child device type.`,
    );
  }
  const [holder] = await ctx.db.query<{ id: number; name: string }>(
    'SELECT id, name FROM dcim_devicebay WHERE installed_device_id = $1 AND id IS DISTINCT FROM $2',
    [installed, item.id],
  );
  if (holder) ctx.error('installed_device', `Cannot install the specified device; device is already installed in ${holder.name}.`);
}

export const deviceBayRules: ModelRules = componentRules(checkBay, {
  // one device in two bays of the same request
  validateAll(items, ctx) {
    const byDevice = new Map<unknown, WriteItem>();
    for (const item of items) {
      const installed = item.values.installed_device;
      if (!installed) continue;
      const first = byDevice.get(installed);
      if (first) ctx.error(item, 'installed_device', `Cannot install the specified device; device is already installed in ${first.values.name}.`);
      else byDevice.set(installed, item);
    }
  },
});

/** Only a parent device type has device bay templates. */
export const deviceBayTemplateRules: ModelRules = templateRules(async (item, ctx) => {
  const type = await ctx.row(DeviceType, item.values.device_type as number | null);
  if (type && type.subdevice_role !== 'parent') {
    ctx.error('__all__', `Subdevice role of device type (${type.model}) must be set to "parent" to allow device bays.`);
  }
});
