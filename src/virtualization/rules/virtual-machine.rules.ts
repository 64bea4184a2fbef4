import { ModelRules, RuleContext, WriteItem } from '../../core/model/model-rules.js';
import { Device } from '../../dcim/entities/device.entity.js';
import { Site } from '../../dcim/entities/site.entity.js';
import { Cluster } from '../entities/cluster.entity.js';
import { VirtualMachineType } from '../entities/virtual-machine-type.entity.js';

type Row = Record<string, unknown>;

/**
 * A VM with virtual disks has their total as its disk size: an update leaving the size out (PUT) takes
 * the total, one naming another size is refused (NetBox's VirtualMachine.clean()).
 */
async function checkDiskSize(item: WriteItem, ctx: RuleContext): Promise<void> {
  if (!item.before) return;
  const [{ total }] = await ctx.db.query<{ total: number | null }>(
    'SELECT sum(size)::int AS total FROM virtualization_virtualdisk WHERE virtual_machine_id = $1',
    [item.id],
  );
  if (!total) return;
  if (item.values.disk === null || item.values.disk === undefined) {
    item.values.disk = total;
    item.given.add('disk');
  } else if (Number(item.values.disk) !== total) {
    ctx.error('disk', `The specified disk size (${item.values.disk}) must match the aggregate size of assigned virtual disks (${total}).`);
  }
}

/** What a new VM leaves empty, its type fills in (platform, vCPUs, memory). */
async function applyTypeDefaults(item: WriteItem, ctx: RuleContext): Promise<void> {
  const type = await ctx.row(VirtualMachineType, item.values.virtual_machine_type as number | null);
  if (!type) return;
  for (const [field, fallback] of [
    ['platform', 'default_platform'],
    ['vcpus', 'default_vcpus'],
    ['memory', 'default_memory'],
  ] as const) {
    if ((item.values[field] === null || item.values[field] === undefined) && type[fallback] !== null && type[fallback] !== undefined) {
      item.values[field] = type[fallback];
      item.given.add(field);
    }
  }
}
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
      return ctx.error('device', `The selected device (${deviceName(device)}) is not assigned to this cluster (${cluster.name}).`);
    }
    await checkDiskSize(item, ctx);
  },
  /** Without a site, the VM takes its cluster's site, else its host device's; a new VM its type's defaults. */
  async derive(item, ctx) {
    const v = item.values;
    if (!item.before) await applyTypeDefaults(item, ctx);
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
