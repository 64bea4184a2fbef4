import { Column, Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import {
  BooleanField,
  CharField,
  ChoiceField,
  Computed,
  ForeignKey,
  ForeignKeyOptions,
  IntegerField,
  ManyToManyField,
  OwnerField,
} from '../../core/model/fields.js';
import { NetBoxModel } from '../../core/model/model-bases.js';
import { InterfaceMode } from '../../dcim/choices/index.js';
import { primaryMacSql } from '../../dcim/entities/interface.entity.js';
import { MACAddress } from '../../dcim/entities/mac-address.entity.js';
import { VirtualMachine } from './virtual-machine.entity.js';

/** Nested form of a parent or bridge interface (NetBox's NestedVMInterfaceSerializer, its VM a NestedVirtualMachineSerializer). */
const NESTED: Pick<ForeignKeyOptions, 'nested' | 'nestedFields' | 'filterBy'> = {
  nested: ['id', 'url', 'display_url', 'display', 'virtual_machine', 'name'],
  nestedFields: { virtual_machine: ['id', 'url', 'display_url', 'display', 'name'] },
  filterBy: false,
};

/** A virtual machine's interface. */
@Entity('virtualization_vminterface')
@UniqueTogether({ fields: ['virtual_machine', 'name'], message: 'Interface with this Virtual machine and Name already exists.' })
export class VMInterface extends NetBoxModel {
  @ForeignKey(() => VirtualMachine, { onDelete: 'CASCADE', required: true }) virtual_machine: VirtualMachine | null;
  @CharField({ maxLength: 64 }) name: string;
  @BooleanField({ default: true }) enabled: boolean;
  @ForeignKey(() => VMInterface, { onDelete: 'RESTRICT', label: 'Parent interface', ...NESTED }) parent: VMInterface | null;
  @ForeignKey(() => VMInterface, { onDelete: 'SET_NULL', label: 'Bridge interface', ...NESTED }) bridge: VMInterface | null;
  @IntegerField({ nullable: true, minValue: 1, maxValue: 65536, label: 'MTU' }) mtu: number | null;
  @Computed('string', primaryMacSql, { group: 'body', label: 'MAC address' }) mac_address: string | null;
  @ForeignKey(() => MACAddress, { onDelete: 'SET_NULL', label: 'Primary MAC address', filterBy: false }) primary_mac_address: MACAddress | null;
  /** the MAC addresses assigned to it */
  @Computed('json', () => `'[]'::jsonb`, { group: 'body', provider: 'dcim.macAddresses', label: 'MAC addresses' }) mac_addresses: unknown[];
  @CharField({ maxLength: 200, blank: true }) description: string;
  @ChoiceField(InterfaceMode, { nullable: true, label: '802.1Q Mode' }) mode: string | null;
  @ForeignKey('ipam.vlantranslationpolicy', { onDelete: 'PROTECT', label: 'VLAN Translation Policy' }) vlan_translation_policy: unknown;
  @Computed('json', () => 'NULL::json', { group: 'body', label: 'L2VPN termination', provider: 'vpn.l2vpnTermination' }) l2vpn_termination: unknown;
  @ForeignKey('ipam.vlan', { onDelete: 'SET_NULL', label: 'Untagged VLAN', filter: false }) untagged_vlan: object | null;
  @ManyToManyField('ipam.vlan', { table: 'virtualization_vminterface_tagged_vlans', targetColumn: 'vlan_id', label: 'Tagged VLANs', filter: false })
  tagged_vlans: object[];
  @ForeignKey('ipam.vlan', { onDelete: 'SET_NULL', label: 'Q-in-Q SVLAN', filter: false }) qinq_svlan: object | null;
  @ForeignKey('ipam.vrf', { onDelete: 'SET_NULL', label: 'VRF', filterBy: 'rd' }) vrf: object | null;
  @OwnerField({ group: 'body' }) owner: unknown;
  @Computed('integer', () => '0', { provider: 'ipam.assignedAddressCount' }) count_ipaddresses: number;
  @Computed('integer', () => '0', { provider: 'ipam.fhrpGroupCount' }) count_fhrp_groups: number;

  /** natural sort key of the name (eth2 before eth10), kept by the interface rules */
  @Column({ type: 'varchar', length: 200, default: '' }) _name: string;
}
