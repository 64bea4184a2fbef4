import { RuleContext, WriteItem } from '../../core/write/model-rules.js';
import { Interface } from '../../dcim/entities/interface.entity.js';
import { IPAddress } from '../entities/ip-address.entity.js';

/**
 * A device's primary_ip4 / primary_ip6 / oob_ip (reference models.md §1.11, NetBox's Device.clean()): of the
 * right family, and assigned to one of the device's interfaces (or the NAT outside address of one that is).
 */
export async function checkPrimaryIps(item: WriteItem, ctx: RuleContext): Promise<void> {
  const onThisDevice = async (ip: Record<string, unknown> | null): Promise<boolean> => {
    if (!ip || ip.assigned_object_type !== 'dcim.interface' || item.id === null) return false;
    const iface = await ctx.row(Interface, ip.assigned_object_id as number);
    return iface?.device === item.id;
  };
  for (const [field, family] of [['primary_ip4', 4], ['primary_ip6', 6], ['oob_ip', null]] as const) {
    if (item.before && !item.given.has(field)) continue;
    const ip = await ctx.row(IPAddress, item.values[field] as number | null);
    if (!ip) continue;
    const address = String(ip.address);
    if (family !== null && (address.includes(':') ? 6 : 4) !== family) {
      ctx.error(field, `${address} is not an IPv${family} address.`);
      continue;
    }
    if (await onThisDevice(ip)) continue;
    if (await onThisDevice(await ctx.row(IPAddress, ip.nat_inside as number | null))) continue;
    ctx.error(field, `The specified IP address (${address}) is not assigned to this device.`);
  }
}
