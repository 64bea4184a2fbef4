import { ModelRules, RuleContext, WriteItem } from '../../core/model/model-rules.js';
import { channelAttrs, InterfaceType, VIRTUAL_INTERFACE_TYPES, WIRELESS_INTERFACE_TYPES } from '../choices/index.js';
import { Device } from '../entities/device.entity.js';
import { Interface } from '../entities/interface.entity.js';

/** NetBox keeps 100 characters of a natural sort key. */
const NATURAL_KEY_LENGTH = 100;

/** Natural sort key: every run of digits padded, so "Gi1/0/2" sorts before "Gi1/0/10". */
export function naturalize(name: string, length = NATURAL_KEY_LENGTH): string {
  return name.replace(/\d+/g, (digits) => digits.padStart(8, '0')).slice(0, length);
}

/** An interface name read as NetBox does: `<type><slot>/<subslot>/<position>/<subposition>/<id>:<channel>.<vc><rest>`. */
const INTERFACE_NAME =
  /^(?<type>[^\d.:]+)?(?:(?<slot>\d+)\/)?(?:(?<subslot>\d+)\/)?(?:(?<position>\d+)\/)?(?:(?<subposition>\d+)\/)?(?<id>\d+)?(?::(?<channel>\d+))?(?:\.(?<vc>\d+))?(?<rest>.*)$/s;

/**
 * An interface's natural sort key (NetBox's naturalize_interface): the slot numbers first, each in four digits
 * and 9999 when absent, so that interfaces order by position before type (Gi0/1, Te0/20, Gi1/1, Fa1); then the
 * type; then id, channel and subinterface in six digits ("......" when absent, before any digit); then the rest.
 * Keys compare bytewise (the database's C collation, as NetBox's CollateAsChar).
 */
export function naturalizeInterface(name: string): string {
  const g = INTERFACE_NAME.exec(name)?.groups;
  if (!g) return name.slice(0, NATURAL_KEY_LENGTH);
  const pad = (digits: string | undefined, width: number, absent: string) => (digits === undefined ? absent : digits.padStart(width, '0'));
  let key = ['slot', 'subslot', 'position', 'subposition'].map((part) => pad(g[part], 4, '9999')).join('');
  key += g.type ?? '';
  key += ['id', 'channel', 'vc'].map((part) => pad(g[part], 6, '......')).join('');
  if (g.rest && key.length < NATURAL_KEY_LENGTH) key += naturalize(g.rest, NATURAL_KEY_LENGTH - key.length);
  return key.slice(0, NATURAL_KEY_LENGTH);
}

/** Keeps the hidden `_name` sort key of a component or template in step with its name. */
export function deriveNaturalName(item: WriteItem): void {
  if (item.given.has('name') || !item.before) item.derived._name = naturalize(String(item.values.name));
}

/** The same for an interface or VM interface, whose key is read as an interface name. */
export function deriveInterfaceNaturalName(item: WriteItem): void {
  if (item.given.has('name') || !item.before) item.derived._name = naturalizeInterface(String(item.values.name));
}

/** What interfaces and their templates share (NetBox's InterfaceValidationMixin). */
export function checkInterfaceBasics(item: WriteItem, ctx: RuleContext): void {
  const v = item.values;
  const virtual = VIRTUAL_INTERFACE_TYPES.includes(v.type as string);
  if (item.id !== null && v.bridge === item.id) ctx.error('bridge', 'An interface cannot be bridged to itself.');
  if (v.poe_mode && virtual) ctx.error('poe_mode', 'Virtual interfaces cannot have a PoE mode.');
  if (v.poe_type && virtual) ctx.error('poe_type', 'Virtual interfaces cannot have a PoE type.');
  if (v.poe_type && !v.poe_mode) ctx.error('poe_type', 'Must specify PoE mode when designating a PoE type.');
  if (v.rf_role && !WIRELESS_INTERFACE_TYPES.includes(v.type as string))
    ctx.error('rf_role', 'Wireless role may be set only on wireless interfaces.');
}

/** A parent, bridge or LAG interface: on the same device, or on a member of the same virtual chassis. */
async function checkRelated(item: WriteItem, ctx: RuleContext, field: 'parent' | 'bridge' | 'lag', label: string): Promise<void> {
  const other = await ctx.row(Interface, item.values[field] as number | null);
  if (!other || other.id === item.id || other.device === item.values.device) return;
  const device = await ctx.row(Device, item.values.device as number);
  const otherDevice = await ctx.row(Device, other.device as number);
  // virtual chassis membership is read when devices have it (the virtual chassis work adds the column)
  const chassis = (device?.virtual_chassis as number | null | undefined) ?? null;
  if (chassis === null) {
    const dot = field === 'parent' ? '' : '.';
    ctx.error(field, `The selected ${label} interface (${other.name}) belongs to a different device (${otherDevice?.name})${dot}`);
  } else if (otherDevice?.virtual_chassis !== chassis) {
    const vc = await ctx.row('dcim.virtualchassis', chassis);
    ctx.error(
      field,
      `The selected ${label} interface (${other.name}) belongs to ${otherDevice?.name}, which is not part of virtual chassis ${vc?.name}.`,
    );
  }
}

/** The tagged VLANs an interface will have: the request's, else the stored ones. */
async function taggedVlans(item: WriteItem, ctx: RuleContext): Promise<number[]> {
  if (Array.isArray(item.values.tagged_vlans)) return item.values.tagged_vlans as number[];
  if (!item.id) return [];
  const rows = await ctx.db.query<{ id: number }>('SELECT vlan_id AS id FROM dcim_interface_tagged_vlans WHERE interface_id = $1', [item.id]);
  return rows.map((r) => r.id);
}

/** 802.1Q mode and VLANs (NetBox's InterfaceSerializer.validate and BaseInterface.clean()). */
export async function checkVlans(item: WriteItem, ctx: RuleContext, parentSite: number | null, parentNoun: string): Promise<void> {
  const v = item.values;
  const mode = (v.mode as string | null) ?? null;
  if (mode !== 'q-in-q' && v.qinq_svlan) ctx.error('qinq_svlan', 'Interface mode does not support q-in-q service vlan');
  if (!mode && v.untagged_vlan) ctx.error('untagged_vlan', 'Interface mode does not support untagged vlan');
  const tagged = !mode || mode === 'tagged-all' || mode === 'access' ? await taggedVlans(item, ctx) : [];
  if (tagged.length) ctx.error('tagged_vlans', 'Interface mode does not support tagged vlans');
  const untagged = await ctx.row('ipam.vlan', v.untagged_vlan as number | null);
  if (mode && untagged?.site && untagged.site !== parentSite) {
    ctx.error(
      'untagged_vlan',
      `The untagged VLAN (${untagged.name}) must belong to the same site as the interface's parent ${parentNoun}, or it must be global.`,
    );
  }
  if (item.given.has('tagged_vlans')) {
    for (const id of (v.tagged_vlans as number[] | undefined) ?? []) {
      const vlan = await ctx.row('ipam.vlan', id);
      if (vlan?.site && vlan.site !== parentSite) {
        ctx.error(
          'tagged_vlans',
          `VLAN ${vlan.name} (${vlan.vid}) must belong to the same site as the interface's parent ${parentNoun}, or it must be global.`,
        );
        break;
      }
    }
  }
}

/** The primary MAC address must be unassigned or assigned to this interface (device and VM interfaces). */
export async function checkPrimaryMac(item: WriteItem, ctx: RuleContext, type: string): Promise<void> {
  const mac = await ctx.row('dcim.macaddress', item.values.primary_mac_address as number | null);
  if (!mac || mac.assigned_object_id === null || mac.assigned_object_id === undefined) return;
  if (mac.assigned_object_type === type && mac.assigned_object_id === item.id) return;
  const holder = await ctx.row(mac.assigned_object_type as string, mac.assigned_object_id as number);
  const address = String(mac.mac_address).toUpperCase();
  ctx.error('primary_mac_address', `MAC address ${address} is assigned to a different interface (${holder?.name}).`);
}

export const interfaceRules: ModelRules = {
  async validate(item, ctx) {
    const v = item.values;
    if (item.before && item.given.has('device') && v.device !== item.before.device) {
      ctx.error('device', 'Components cannot be moved to a different device.');
    }
    const type = v.type as string;
    const virtual = VIRTUAL_INTERFACE_TYPES.includes(type);
    const wireless = WIRELESS_INTERFACE_TYPES.includes(type);
    checkInterfaceBasics(item, ctx);
    if (v.mark_connected && virtual) ctx.error('mark_connected', `${InterfaceType.label(type)} interfaces cannot be marked as connected.`);
    if (item.id !== null && v.parent === item.id) ctx.error('parent', 'An interface cannot be its own parent.');
    else if (v.parent && type !== 'virtual') ctx.error('parent', 'Only virtual interfaces may be assigned to a parent interface.');
    else await checkRelated(item, ctx, 'parent', 'parent');
    if (v.bridge !== item.id || item.id === null) await checkRelated(item, ctx, 'bridge', 'bridge');
    if (type === 'virtual' && v.lag) ctx.error('lag', 'Virtual interfaces cannot have a parent LAG interface.');
    else if (item.id !== null && v.lag === item.id) ctx.error('lag', 'A LAG interface cannot be its own parent.');
    else {
      await checkRelated(item, ctx, 'lag', 'LAG');
      const lag = await ctx.row(Interface, v.lag as number | null);
      if (lag && lag.type !== 'lag') ctx.error('lag', `The selected LAG interface (${lag.name}) is not a LAG interface.`);
    }
    if (v.rf_channel && !wireless) ctx.error('rf_channel', 'Channel may be set only on wireless interfaces.');
    const channel = v.rf_channel ? channelAttrs(v.rf_channel as string) : null;
    if (v.rf_channel_frequency) {
      if (!wireless) ctx.error('rf_channel_frequency', 'Channel frequency may be set only on wireless interfaces.');
      else if (channel && Number(v.rf_channel_frequency) !== channel.frequency) {
        ctx.error('rf_channel_frequency', 'Cannot specify custom frequency with channel selected.');
      }
    }
    if (v.rf_channel_width) {
      if (!wireless) ctx.error('rf_channel_width', 'Channel width may be set only on wireless interfaces.');
      else if (channel && Number(v.rf_channel_width) !== channel.width)
        ctx.error('rf_channel_width', 'Cannot specify custom width with channel selected.');
    }
    const device = await ctx.row(Device, v.device as number);
    await checkVlans(item, ctx, (device?.site as number | null) ?? null, 'device');
    await checkPrimaryMac(item, ctx, 'dcim.interface');
  },
  derive(item) {
    deriveInterfaceNaturalName(item);
    const v = item.values;
    // a selected channel sets its frequency and width unless given
    if (v.rf_channel) {
      const channel = channelAttrs(v.rf_channel as string);
      if (!v.rf_channel_frequency) v.rf_channel_frequency = channel.frequency;
      if (!v.rf_channel_width) v.rf_channel_width = channel.width;
      item.given.add('rf_channel_frequency');
      item.given.add('rf_channel_width');
    }
  },
};
