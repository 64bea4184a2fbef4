import { ModelRules, RuleContext, WriteItem } from '../../core/model/model-rules.js';
import { DeviceType } from '../entities/device-type.entity.js';
import { Location } from '../entities/location.entity.js';
import { Manufacturer } from '../entities/manufacturer.entity.js';
import { Platform } from '../entities/platform.entity.js';
import { Rack } from '../entities/rack.entity.js';
import { Site } from '../entities/site.entity.js';

/** Rack units a device occupies at `position`: [position, position + height). */
async function checkRackSpace(item: WriteItem, ctx: RuleContext, height: number, fullDepth: boolean): Promise<void> {
  const v = item.values;
  const rows = await ctx.db.query<{ name: string | null }>(
    `SELECT d.name FROM dcim_device d JOIN dcim_devicetype dt ON dt.id = d.device_type_id
      WHERE d.rack_id = $1 AND d.position IS NOT NULL AND d.id IS DISTINCT FROM $2
        AND (d.face = $3 OR dt.is_full_depth OR $4)
        AND d.position < $5 AND d.position + dt.u_height > $6
      LIMIT 1`,
    [v.rack, item.id, v.face, fullDepth, (v.position as number) + height, v.position],
  );
  if (rows.length) {
    ctx.error('position', `U${v.position} is already occupied or does not have sufficient space to accommodate this device type (${height}U).`);
  }
}

export const deviceRules: ModelRules = {
  async validate(item, ctx) {
    const v = item.values;
    // one connection per transaction: look rows up one after another
    const site = await ctx.row(Site, v.site as number);
    const rack = await ctx.row(Rack, v.rack as number | null);
    const location = await ctx.row(Location, v.location as number | null);
    const type = await ctx.row(DeviceType, v.device_type as number);
    if (rack && rack.site !== v.site) ctx.error('rack', `Rack ${rack.name} does not belong to site ${site?.name}.`);
    if (location && location.site !== v.site) ctx.error('location', `Location ${location.name} does not belong to site ${site?.name}.`);
    if (rack && location && rack.location && rack.location !== location.id) {
      ctx.error('rack', `Rack ${rack.name} does not belong to location ${location.name}.`);
    }
    if (!rack) {
      if (v.face) ctx.error('face', 'Cannot select a rack face without assigning a rack.');
      if (v.position !== null && v.position !== undefined) ctx.error('position', 'Cannot select a rack position without assigning a rack.');
    }
    if (rack && v.position !== null && v.position !== undefined) {
      if (!v.face) ctx.error('face', 'Must specify rack face when defining rack position.');
      const position = v.position as number;
      if (Math.round(position * 2) !== position * 2) ctx.error('position', 'Position must be in increments of 0.5 rack units.');
      if (type && Number(type.u_height) === 0) {
        ctx.error('position', `A 0U device type (${type.model}) cannot be assigned to a rack position.`);
      } else if (type && type.subdevice_role === 'child') {
        ctx.error('position', 'Child device types cannot be assigned to a rack position.');
      } else if (type && v.face) {
        const height = Number(type.u_height);
        const top = Number(rack.starting_unit) + Number(rack.u_height);
        if (position < Number(rack.starting_unit) || position + height > top) {
          ctx.error('position', `U${position} is outside the rack's units (${rack.starting_unit}–${top - 1}).`);
        } else {
          await checkRackSpace(item, ctx, height, Boolean(type.is_full_depth));
        }
      }
    }
    const cluster = await ctx.row('virtualization.cluster', v.cluster as number | null);
    if (cluster?._site && cluster._site !== v.site) {
      const clusterSite = await ctx.row(Site, cluster._site as number);
      ctx.error('cluster', `The assigned cluster belongs to a different site (${clusterSite?.name})`);
    } else if (cluster?._location && cluster._location !== v.location) {
      const clusterLocation = await ctx.row(Location, cluster._location as number);
      ctx.error('cluster', `The assigned cluster belongs to a different location (${clusterLocation?.name})`);
    }
    const platform = await ctx.row(Platform, v.platform as number | null);
    if (platform?.manufacturer && type && platform.manufacturer !== type.manufacturer) {
      const limited = await ctx.row(Manufacturer, platform.manufacturer as number);
      const actual = await ctx.row(Manufacturer, type.manufacturer as number);
      ctx.error(
        'platform',
        `The assigned platform is limited to ${limited?.name} device types, but this device's type belongs to ${actual?.name}.`,
      );
    }
  },
  async derive(item, ctx) {
    const v = item.values;
    const rack = await ctx.row(Rack, v.rack as number | null);
    // A racked device takes its rack's location.
    if (rack?.location && !v.location) {
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

export const deviceDisplaySql = (t: string) =>
  `CASE WHEN ${t}.name IS NOT NULL THEN ${t}.name || COALESCE(' (' || ${t}.asset_tag || ')', '')
   ELSE (SELECT m.name || ' ' || dt.model FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE dt.id = ${t}.device_type_id) || ' (' || COALESCE(${t}.asset_tag, ${t}.id::text) || ')' END`;

