import type { EntityClass } from '../../core/model/fields.js';
import { ModelRules, RuleContext, WriteItem } from '../../core/model/model-rules.js';
import { Device } from '../../dcim/entities/device.entity.js';
import { Interface } from '../../dcim/entities/interface.entity.js';
import { VMInterface } from '../../virtualization/entities/vm-interface.entity.js';
import { IPAddress } from '../entities/ip-address.entity.js';

/** Where a parent's addresses live: its interfaces' object type and entity, and their parent field. */
export interface InterfacesOf {
  type: string;
  entity: EntityClass;
  parentField: string;
  noun: string;
  /** Whether an interface of another parent counts as this one's (a virtual chassis member's, for devices). */
  sharedWith?: (iface: Record<string, unknown>, item: WriteItem, ctx: RuleContext) => Promise<boolean>;
}

/** NetBox's Device.vc_interfaces(if_master=False): any member's non-management interfaces count for every member. */
async function inChassis(iface: Record<string, unknown>, chassis: unknown, ctx: RuleContext): Promise<boolean> {
  if (chassis === null || chassis === undefined || iface.mgmt_only) return false;
  const device = await ctx.row(Device, iface.device as number);
  return device?.virtual_chassis === chassis;
}

const onSameVirtualChassis = (iface: Record<string, unknown>, item: WriteItem, ctx: RuleContext) =>
  inChassis(iface, item.values.virtual_chassis, ctx);

/** The interface is one of the device's vc_interfaces(if_master=False) (a virtual device context's primary IPs). */
async function onDevicesChassis(iface: Record<string, unknown>, deviceId: unknown, ctx: RuleContext): Promise<boolean> {
  const device = await ctx.row(Device, deviceId as number | null);
  return device ? inChassis(iface, device.virtual_chassis, ctx) : false;
}

export const DEVICE_INTERFACES: InterfacesOf = {
  type: 'dcim.interface',
  entity: Interface,
  parentField: 'device',
  noun: 'device',
  sharedWith: onSameVirtualChassis,
};
export const VM_INTERFACES: InterfacesOf = {
  type: 'virtualization.vminterface',
  entity: VMInterface,
  parentField: 'virtual_machine',
  noun: 'virtual machine',
};

/**
 * A device's or virtual machine's primary_ip4 / primary_ip6 / oob_ip (docs/models.md §1.11, NetBox's
 * Device.clean() and VirtualMachine.clean()): of the right family, and assigned to one of its interfaces
 * (or a virtual chassis member's, or the NAT outside address of one that is).
 */
export async function checkPrimaryIps(item: WriteItem, ctx: RuleContext, interfaces: InterfacesOf): Promise<void> {
  const onThisParent = async (ip: Record<string, unknown> | null): Promise<boolean> => {
    if (!ip || ip.assigned_object_type !== interfaces.type || item.id === null) return false;
    const iface = await ctx.row(interfaces.entity, ip.assigned_object_id as number);
    if (!iface) return false;
    return iface[interfaces.parentField] === item.id || ((await interfaces.sharedWith?.(iface, item, ctx)) ?? false);
  };
  for (const [field, family] of [
    ['primary_ip4', 4],
    ['primary_ip6', 6],
    ['oob_ip', null],
  ] as const) {
    if (!(field in item.values) && !item.given.has(field)) continue;
    if (item.before && !item.given.has(field)) continue;
    const ip = await ctx.row(IPAddress, item.values[field] as number | null);
    if (!ip) continue;
    const address = String(ip.address);
    if (family !== null && (address.includes(':') ? 6 : 4) !== family) {
      ctx.error(field, `${address} is not an IPv${family} address.`);
      continue;
    }
    if (await onThisParent(ip)) continue;
    if (await onThisParent(await ctx.row(IPAddress, ip.nat_inside as number | null))) continue;
    ctx.error(field, `The specified IP address (${address}) is not assigned to this ${interfaces.noun}.`);
  }
}

/** What IPAM adds to devices' and virtual machines' own rules (registered by the IPAM module). */
export const devicePrimaryIpRules: ModelRules = { validate: (item, ctx) => checkPrimaryIps(item, ctx, DEVICE_INTERFACES) };
export const virtualMachinePrimaryIpRules: ModelRules = { validate: (item, ctx) => checkPrimaryIps(item, ctx, VM_INTERFACES) };

/** A virtual device context's primary IPs: of the right family, on an interface of its device (NetBox's VirtualDeviceContext.clean()). */
export const virtualDeviceContextPrimaryIpRules: ModelRules = {
  async validate(item, ctx) {
    for (const [field, family] of [
      ['primary_ip4', 4],
      ['primary_ip6', 6],
    ] as const) {
      if (item.before && !item.given.has(field)) continue;
      const ip = await ctx.row(IPAddress, item.values[field] as number | null);
      if (!ip) continue;
      const address = String(ip.address);
      if ((address.includes(':') ? 6 : 4) !== family) {
        ctx.error(field, `${address} is not an IPv${family} address.`);
        continue;
      }
      const iface = ip.assigned_object_type === 'dcim.interface' ? await ctx.row(Interface, ip.assigned_object_id as number) : null;
      if (iface && (iface.device === item.values.device || (await onDevicesChassis(iface, item.values.device, ctx)))) continue;
      ctx.error(field, 'Primary IP address must belong to an interface on the assigned device.');
    }
  },
};
