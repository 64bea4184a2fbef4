import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import {
  BooleanField,
  CharField,
  ChoiceField,
  Computed,
  DecimalField,
  ForeignKey,
  ForeignKeyOptions,
  IntegerField,
  ManyToManyField,
} from '../../core/model/fields.js';
import {
  InterfaceDuplex,
  InterfaceMode,
  InterfacePoEMode,
  InterfacePoEType,
  InterfaceType,
  WirelessChannel,
  WirelessRole,
} from '../choices/index.js';
import { PathEndpointComponentModel } from './component-bases.js';
import { MACAddress } from './mac-address.entity.js';
import { VirtualDeviceContext } from './virtual-device-context.entity.js';

/**
 * NetBox's NestedInterfaceSerializer: a parent, bridge or LAG interface; with the nested form's
 * `connection_status` (the interfaces resource's nestedExtra), as the user's spec wants of nested interfaces.
 */
export const NESTED_INTERFACE = ['id', 'url', 'display_url', 'display', 'device', 'name', 'cable', '_occupied', 'connection_status'];
/** ... whose device is NetBox's NestedDeviceSerializer, not the device's brief form */
export const NESTED_INTERFACE_FIELDS = { device: ['id', 'url', 'display_url', 'display', 'name'] };
const nestedInterface: Pick<ForeignKeyOptions, 'nested' | 'nestedFields' | 'filterBy'> = {
  nested: NESTED_INTERFACE,
  nestedFields: NESTED_INTERFACE_FIELDS,
  filterBy: false,
};

/** The primary MAC address's value, as NetBox ≥ 4.2 shows `mac_address` (device and VM interfaces). */
export const primaryMacSql = (t: string) => `(SELECT upper(m.mac_address::text) FROM dcim_macaddress m WHERE m.id = ${t}.primary_mac_address_id)`;

/**
 * A device's network interface (perhaps a module's).
 */
@Entity('dcim_interface')
@UniqueTogether({ fields: ['device', 'name'], key: 'name', message: 'An interface with this name already exists on this device.' })
export class Interface extends PathEndpointComponentModel {
  @ManyToManyField(() => VirtualDeviceContext, {
    table: 'dcim_interface_vdcs',
    targetColumn: 'virtualdevicecontext_id',
    label: 'Virtual device contexts',
    filter: false,
  })
  vdcs: VirtualDeviceContext[];
  @ChoiceField(InterfaceType, { required: true, index: true }) type: string;
  @BooleanField({ default: true }) enabled: boolean;
  // parent, bridge and LAG: NetBox filters them by id only
  @ForeignKey(() => Interface, { onDelete: 'RESTRICT', label: 'Parent interface', ...nestedInterface }) parent: Interface | null;
  @ForeignKey(() => Interface, { onDelete: 'SET_NULL', label: 'Bridge interface', ...nestedInterface }) bridge: Interface | null;
  /** the interfaces bridged to this one */
  @Computed('json', () => `'[]'::jsonb`, { group: 'body', provider: 'dcim.bridgeInterfaces' }) bridge_interfaces: unknown[];
  @ForeignKey(() => Interface, { onDelete: 'SET_NULL', label: 'Parent LAG', ...nestedInterface }) lag: Interface | null;
  @IntegerField({ nullable: true, minValue: 1, maxValue: 65536, label: 'MTU' }) mtu: number | null;
  @Computed('string', primaryMacSql, { group: 'body', label: 'MAC address' }) mac_address: string | null;
  @ForeignKey(() => MACAddress, { onDelete: 'SET_NULL', label: 'Primary MAC address', filterBy: false }) primary_mac_address: MACAddress | null;
  /** the MAC addresses assigned to it */
  @Computed('json', () => `'[]'::jsonb`, { group: 'body', provider: 'dcim.macAddresses', label: 'MAC addresses' }) mac_addresses: unknown[];
  @IntegerField({ nullable: true, minValue: 0, big: true, label: 'Speed (Kbps)' }) speed: number | null;
  @ChoiceField(InterfaceDuplex, { nullable: true, blank: true }) duplex: string | null;
  @CharField({ maxLength: 23, nullable: true, label: 'WWN', helpText: '64-bit World Wide Name' }) wwn: string | null;
  @BooleanField({ default: false, label: 'Management only', helpText: 'This interface is used only for out-of-band management' }) mgmt_only: boolean;
  @ChoiceField(InterfaceMode, { nullable: true, blank: true, label: '802.1Q Mode', helpText: 'IEEE 802.1Q tagging strategy' }) mode: string | null;
  @ChoiceField(WirelessRole, { nullable: true, blank: true, label: 'Wireless role' }) rf_role: string | null;
  @ChoiceField(WirelessChannel, { nullable: true, blank: true, label: 'Wireless channel' }) rf_channel: string | null;
  @ChoiceField(InterfacePoEMode, { nullable: true, blank: true, label: 'PoE mode' }) poe_mode: string | null;
  @ChoiceField(InterfacePoEType, { nullable: true, blank: true, label: 'PoE type' }) poe_type: string | null;
  @DecimalField({
    maxDigits: 8,
    decimalPlaces: 3,
    nullable: true,
    label: 'Channel frequency (MHz)',
    helpText: 'Populated by selected channel (if set)',
  })
  rf_channel_frequency: number | null;
  @DecimalField({ maxDigits: 7, decimalPlaces: 3, nullable: true, label: 'Channel width (MHz)', helpText: 'Populated by selected channel (if set)' })
  rf_channel_width: number | null;
  @IntegerField({ nullable: true, minValue: -40, maxValue: 127, label: 'Transmit power (dBm)' }) tx_power: number | null;
  @ForeignKey('ipam.vlan', { onDelete: 'SET_NULL', label: 'Untagged VLAN', filter: false }) untagged_vlan: object | null;
  @ManyToManyField('ipam.vlan', { table: 'dcim_interface_tagged_vlans', targetColumn: 'vlan_id', label: 'Tagged VLANs', filter: false })
  tagged_vlans: object[];
  @ForeignKey('ipam.vlan', { onDelete: 'SET_NULL', label: 'Q-in-Q SVLAN', filter: false }) qinq_svlan: object | null;
  @ForeignKey('ipam.vlantranslationpolicy', { onDelete: 'PROTECT', label: 'VLAN Translation Policy' }) vlan_translation_policy: unknown;
  @ForeignKey('ipam.vrf', { onDelete: 'SET_NULL', label: 'VRF', filterBy: 'rd' }) vrf: object | null;
  @Computed('json', () => 'NULL::jsonb', { group: 'body', label: 'L2VPN termination', provider: 'vpn.l2vpnTermination' }) l2vpn_termination: unknown;
  /** the wireless link this interface is an end of, kept by the wireless app (wireless/links.ts) */
  @ForeignKey('wireless.wirelesslink', { onDelete: 'SET_NULL', readOnly: true, nested: ['id', 'url', 'display_url', 'display', 'ssid'] })
  wireless_link: object | null;
  @ManyToManyField('wireless.wirelesslan', {
    table: 'dcim_interface_wireless_lans',
    targetColumn: 'wirelesslan_id',
    label: 'Wireless LANs',
    filter: false,
  })
  wireless_lans: object[];
  /** addresses assigned to it (ipaddress has an index on the pair) */
  @Computed('integer', () => '0', { provider: 'ipam.assignedAddressCount' }) count_ipaddresses: number;
  @Computed('integer', () => '0', { provider: 'ipam.fhrpGroupCount' }) count_fhrp_groups: number;
  /** marked connected, cabled, or an end of a wireless link */
  @Computed('boolean', (t) => `(${t}.mark_connected OR ${t}.cable_id IS NOT NULL OR ${t}.wireless_link_id IS NOT NULL)`, { group: 'last' })
  override _occupied = false;
}
