import { Column, Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { BooleanField, CharField, ChoiceField, Computed, ForeignKey, IntegerField, ManyToManyField } from '../../core/model/fields.js';
import { NetBoxModel } from '../../core/model/model-bases.js';
import { InterfaceDuplex, InterfaceMode, InterfacePoEMode, InterfaceType } from '../choices/index.js';
import { Device } from './device.entity.js';

/** Cabling is not modelled: those read-only fields render empty. */
const NONE = () => 'NULL::jsonb';

@Entity('dcim_interface')
@UniqueTogether({ fields: ['device', 'name'], key: 'name', message: 'An interface with this name already exists on this device.' })
export class Interface extends NetBoxModel {
  @ForeignKey(() => Device, { onDelete: 'CASCADE', required: true, filterBy: false }) device: Device | null;
  @CharField({ maxLength: 64 }) name: string;
  @CharField({ maxLength: 64, blank: true }) label: string;
  @ChoiceField(InterfaceType, { required: true, index: true }) type: string;
  @BooleanField({ default: true }) enabled: boolean;
  @ForeignKey(() => Interface, { onDelete: 'RESTRICT', label: 'Parent interface' }) parent: Interface | null;
  @ForeignKey(() => Interface, { onDelete: 'SET_NULL', label: 'Bridge interface' }) bridge: Interface | null;
  @ForeignKey(() => Interface, { onDelete: 'SET_NULL', label: 'Parent LAG' }) lag: Interface | null;
  @IntegerField({ nullable: true, minValue: 1, maxValue: 65536, label: 'MTU' }) mtu: number | null;
  @Computed('json', NONE, { group: 'body', label: 'MAC address' }) mac_address: null;
  @IntegerField({ nullable: true, minValue: 0, big: true, label: 'Speed (Kbps)' }) speed: number | null;
  @ChoiceField(InterfaceDuplex, { nullable: true }) duplex: string | null;
  @CharField({ maxLength: 23, nullable: true, label: 'WWN' }) wwn: string | null;
  @BooleanField({ default: false, label: 'Management only' }) mgmt_only: boolean;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @ChoiceField(InterfaceMode, { nullable: true, label: '802.1Q Mode' }) mode: string | null;
  @ChoiceField(InterfacePoEMode, { nullable: true, label: 'PoE mode' }) poe_mode: string | null;
  @ForeignKey('ipam.vlantranslationpolicy', { onDelete: 'PROTECT', label: 'VLAN Translation Policy' }) vlan_translation_policy: unknown;
  @BooleanField({ default: false }) mark_connected: boolean;
  @Computed('json', NONE, { group: 'body' }) cable: null;
  @Computed('string', () => 'NULL::text', { group: 'body' }) cable_end: string | null;
  /** the wireless link this interface is an end of, kept by the wireless app (wireless/links.ts) */
  @ForeignKey('wireless.wirelesslink', { onDelete: 'SET_NULL', readOnly: true, nested: ['id', 'url', 'display_url', 'display', 'ssid'] })
  wireless_link: object | null;
  @Computed('json', () => `'[]'::jsonb`, { group: 'body' }) link_peers: unknown[];
  @Computed('string', () => 'NULL::text', { group: 'body' }) link_peers_type: string | null;
  @Computed('json', NONE, { group: 'body', label: 'L2VPN termination', provider: 'vpn.l2vpnTermination' }) l2vpn_termination: unknown;
  @ManyToManyField('wireless.wirelesslan', { table: 'dcim_interface_wireless_lans', targetColumn: 'wirelesslan_id', label: 'Wireless LANs', filter: false })
  wireless_lans: object[];
  @Computed('json', NONE, { group: 'body' }) connected_endpoints: null;
  @Computed('string', () => 'NULL::text', { group: 'body' }) connected_endpoints_type: string | null;
  @Computed('boolean', () => 'NULL::boolean', { group: 'body' }) connected_endpoints_reachable: boolean | null;
  /** addresses assigned to it (ipaddress has an index on the pair) */
  @Computed('integer', () => '0', { provider: 'ipam.assignedAddressCount' }) count_ipaddresses: number;
  @Computed('integer', () => '0', { provider: 'ipam.fhrpGroupCount' }) count_fhrp_groups: number;
  @Computed('boolean', (t) => `${t}.mark_connected`, { group: 'last' }) _occupied: boolean;

  /** natural sort key of the name (Gi1/0/2 before Gi1/0/10), kept by the interface rules */
  @Column({ type: 'varchar', length: 200, default: '' }) _name: string;
}
