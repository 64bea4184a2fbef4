import { ModelRules } from '../../core/model/model-rules.js';
import { Device } from '../../dcim/entities/device.entity.js';
import { Site } from '../../dcim/entities/site.entity.js';
import { Cluster } from '../entities/cluster.entity.js';

type Row = Record<string, unknown>;
/** A device as NetBox prints it in messages (its name, else its id). */
const deviceName = (device: Row) => String(device.name ?? `#${device.id}`);

export const virtualMachineRules: ModelRules = {
  /** NetBox's VirtualMachine.clean(): the first failing check is reported. */
  async validate(item, ctx) {
    const v = item.values;
    if (!v.site && !v.cluster && !v.device) {
      return ctx.error('__all__', 'A virtual machine must be assigned to a site, cluster, or device.');
    }
    const site = await ctx.row(Site, v.site as number | null);
    const cluster = await ctx.row(Cluster, v.cluster as number | null);
    const device = await ctx.row(Device, v.device as number | null);
    if (cluster && site && cluster._site && cluster._site !== v.site) {
      return ctx.error('cluster', `The selected cluster (${cluster.name}) is not assigned to this site (${site.name}).`);
    }
    if (device && site && device.site && device.site !== v.site) {
      return ctx.error('site', `The selected device (${deviceName(device)}) is not assigned to this site (${site.name}).`);
    }
    if (device && !cluster && device.cluster) {
      const hostCluster = await ctx.row(Cluster, device.cluster as number);
      return ctx.error(
        'cluster',
        `Must specify the assigned device's cluster (${hostCluster?.name}) when assigning host device ${deviceName(device)}.`,
      );
    }
    if (device && cluster && device.cluster !== v.cluster) {
      ctx.error('device', `The selected device (${deviceName(device)}) is not assigned to this cluster (${cluster.name}).`);
    }
  },
  /** Without a site, the VM takes its cluster's site, else its host device's. */
  async derive(item, ctx) {
    const v = item.values;
    if (v.site) return;
    const cluster = await ctx.row(Cluster, v.cluster as number | null);
    const device = await ctx.row(Device, v.device as number | null);
    const site = (cluster?._site as number | null | undefined) ?? (device?.site as number | null | undefined) ?? null;
    if (site !== null) {
      v.site = site;
      item.given.add('site');
    }
  },
};
