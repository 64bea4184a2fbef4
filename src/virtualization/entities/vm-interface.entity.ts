import { Column, Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { BooleanField, CharField, ChoiceField, Computed, ForeignKey, IntegerField, ManyToManyField } from '../../core/model/fields.js';
import { NetBoxModel } from '../../core/model/model-bases.js';
import { InterfaceMode } from '../../dcim/choices/index.js';
import { VirtualMachine } from './virtual-machine.entity.js';

/** Nested form of a parent or bridge interface. */
const NESTED = ['id', 'url', 'display_url', 'display', 'virtual_machine', 'name'];

/**
 * A virtual machine's interface. MAC addresses, VLAN translation policies and L2VPN terminations are not
 * modelled here yet: those fields are left out or render empty.
 */
@Entity('virtualization_vminterface')
@UniqueTogether({ fields: ['virtual_machine', 'name'], message: 'Interface with this Virtual machine and Name already exists.' })
export class VMInterface extends NetBoxModel {
  @ForeignKey(() => VirtualMachine, { onDelete: 'CASCADE', required: true }) virtual_machine: VirtualMachine | null;
  @CharField({ maxLength: 64 }) name: string;
  @BooleanField({ default: true }) enabled: boolean;
  @ForeignKey(() => VMInterface, { onDelete: 'RESTRICT', label: 'Parent interface', nested: NESTED }) parent: VMInterface | null;
  @ForeignKey(() => VMInterface, { onDelete: 'SET_NULL', label: 'Bridge interface', nested: NESTED }) bridge: VMInterface | null;
  @IntegerField({ nullable: true, minValue: 1, maxValue: 65536, label: 'MTU' }) mtu: number | null;
  @Computed('string', () => 'NULL::text', { group: 'body', label: 'MAC address' }) mac_address: string | null;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @ChoiceField(InterfaceMode, { nullable: true, label: '802.1Q Mode' }) mode: string | null;
  @ForeignKey('ipam.vlantranslationpolicy', { onDelete: 'PROTECT', label: 'VLAN Translation Policy' }) vlan_translation_policy: unknown;
  @Computed('json', () => 'NULL::json', { group: 'body', label: 'L2VPN termination', provider: 'vpn.l2vpnTermination' }) l2vpn_termination: unknown;
  @ForeignKey('ipam.vlan', { onDelete: 'SET_NULL', label: 'Untagged VLAN', filter: false }) untagged_vlan: object | null;
  @ManyToManyField('ipam.vlan', { table: 'virtualization_vminterface_tagged_vlans', targetColumn: 'vlan_id', label: 'Tagged VLANs', filter: false })
  tagged_vlans: object[];
  @ForeignKey('ipam.vlan', { onDelete: 'SET_NULL', label: 'Q-in-Q SVLAN', filter: false }) qinq_svlan: object | null;
  @ForeignKey('ipam.vrf', { onDelete: 'SET_NULL', label: 'VRF', filterBy: 'rd' }) vrf: object | null;
  @Computed('integer', () => '0', { provider: 'ipam.assignedAddressCount' }) count_ipaddresses: number;
  @Computed('integer', () => '0', { provider: 'ipam.fhrpGroupCount' }) count_fhrp_groups: number;

  /** natural sort key of the name (eth2 before eth10), kept by the interface rules */
  @Column({ type: 'varchar', length: 200, default: '' }) _name: string;
}
