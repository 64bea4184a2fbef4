import { ModelRules, RuleContext, WriteItem } from '../../core/model/model-rules.js';
import { DeviceType } from '../entities/device-type.entity.js';
import { Location } from '../entities/location.entity.js';
import { Manufacturer } from '../entities/manufacturer.entity.js';
import { Platform } from '../entities/platform.entity.js';
import { Rack } from '../entities/rack.entity.js';
import { Site } from '../entities/site.entity.js';
import { oneDecimal, positionAvailable } from './rack-space.js';

type Row = Record<string, unknown>;

/**
 * Where a device sits (NetBox's Device.clean(), which stops at the first problem): site, location and rack
 * agree; a face or position needs a rack; a position needs a face, is a multiple of 0.5 and is free for the
 * device's height on its face (both faces when full depth); 0U and child devices take no position (a child
 * sits in its parent's bay). Returns false once it reported an error.
 */
async function checkPlacement(item: WriteItem, ctx: RuleContext, site: Row | null, type: Row | null): Promise<boolean> {
  const v = item.values;
  const rack = await ctx.row(Rack, v.rack as number | null);
  const location = await ctx.row(Location, v.location as number | null);
  const fail = (key: string, message: string) => (ctx.error(key, message), false);
  if (rack && rack.site !== v.site) return fail('rack', `Rack ${rack.name} does not belong to site ${site?.name}.`);
  if (location && location.site !== v.site) return fail('location', `Location ${location.name} does not belong to site ${site?.name}.`);
  if (rack && location && rack.location !== location.id) return fail('rack', `Rack ${rack.name} does not belong to location ${location.name}.`);
  const position = v.position === null || v.position === undefined ? null : Number(v.position);
  if (!rack) {
    if (v.face) return fail('face', 'Cannot select a rack face without assigning a rack.');
    if (position) return fail('position', 'Cannot select a rack position without assigning a rack.');
  }
  if (position && Math.round(position * 2) !== position * 2) return fail('position', 'Position must be in increments of 0.5 rack units.');
  if (position && !v.face) return fail('face', 'Must specify rack face when defining rack position.');
  if (!type) return true;
  const height = Number(type.u_height);
  if (position && height === 0) return fail('position', `A 0U device type (${type.model}) cannot be assigned to a rack position.`);
  if (!rack) return true;
  if (type.subdevice_role === 'child') {
    if (v.face) return fail('face', 'Child device types cannot be assigned to a rack face. This is an attribute of the parent device.');
    if (position) return fail('position', 'Child device types cannot be assigned to a rack position. This is an attribute of the parent device.');
  }
  if (position) {
    // placements in one rack are checked one after the other
    await ctx.db.query('SELECT 1 FROM dcim_rack WHERE id = $1 FOR NO KEY UPDATE', [rack.id]);
    const shape = { id: rack.id as number, u_height: Number(rack.u_height), starting_unit: Number(rack.starting_unit) };
    const placing = { id: item.id, position, height, face: (v.face as string | null) ?? null, fullDepth: Boolean(type.is_full_depth) };
    if (!(await positionAvailable(ctx.db, shape, placing))) {
      return fail(
        'position',
        `U${oneDecimal(position)} is already occupied or does not have sufficient space to accommodate this device type: ${type.model} (${oneDecimal(height)}U)`,
      );
    }
  }
  return true;
}

/** A member of a virtual chassis has a position in it; the master of a chassis cannot leave it. */
async function checkVirtualChassis(item: WriteItem, ctx: RuleContext): Promise<void> {
  const v = item.values;
  if (v.virtual_chassis !== null && v.virtual_chassis !== undefined && (v.vc_position === null || v.vc_position === undefined)) {
    return ctx.error('vc_position', 'A device assigned to a virtual chassis must have its position defined.');
  }
  if (item.id === null) return;
  const [mastered] = await ctx.db.query<{ id: number; name: string }>('SELECT id, name FROM dcim_virtualchassis WHERE master_id = $1', [item.id]);
  if (mastered && mastered.id !== v.virtual_chassis) {
    ctx.error('virtual_chassis', `Device cannot be removed from virtual chassis ${mastered.name} because it is currently designated as its master.`);
  }
}

export const deviceRules: ModelRules = {
  async validate(item, ctx) {
    const v = item.values;
    // one connection per transaction: look rows up one after another
    const site = await ctx.row(Site, v.site as number);
    const type = await ctx.row(DeviceType, v.device_type as number);
    // a field validator of the model, reported alongside clean()'s first problem
    if (v.position !== null && v.position !== undefined && Number(v.position) < 1) {
      ctx.error('position', 'Ensure this value is greater than or equal to 1.');
    }
    if (!(await checkPlacement(item, ctx, site, type))) return;
    const platform = await ctx.row(Platform, v.platform as number | null);
    if (platform?.manufacturer && type && platform.manufacturer !== type.manufacturer) {
      const limited = await ctx.row(Manufacturer, platform.manufacturer as number);
      const actual = await ctx.row(Manufacturer, type.manufacturer as number);
      return ctx.error(
        'platform',
        `The assigned platform is limited to ${limited?.name} device types, but this device's type belongs to ${actual?.name}.`,
      );
    }
    const cluster = await ctx.row('virtualization.cluster', v.cluster as number | null);
    if (cluster?._site && cluster._site !== v.site) {
      const clusterSite = await ctx.row(Site, cluster._site as number);
      return ctx.error('cluster', `The assigned cluster belongs to a different site (${clusterSite?.name})`);
    }
    if (cluster?._location && cluster._location !== v.location) {
      const clusterLocation = await ctx.row(Location, cluster._location as number);
      return ctx.error('cluster', `The assigned cluster belongs to a different location (${clusterLocation?.name})`);
    }
    await checkVirtualChassis(item, ctx);
  },
  async derive(item, ctx) {
    const v = item.values;
    const rack = await ctx.row(Rack, v.rack as number | null);
    // A racked device takes its rack's location.
    if (rack?.location && v.location !== rack.location) {
      v.location = rack.location;
      item.given.add('location');
    }
    if (ctx.mode === 'create') {
      const type = await ctx.row(DeviceType, v.device_type as number);
      if (!item.given.has('platform') && type?.default_platform) v.platform = type.default_platform;
      if (!item.given.has('airflow') && type?.airflow) v.airflow = type.airflow;
    }
    if (v.face === '') v.face = null;
  },
};

export { deviceDisplaySql } from './device-display.js';
