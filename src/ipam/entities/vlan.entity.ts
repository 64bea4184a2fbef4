import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CountField } from '../../core/model/counts.js';
import { CharField, ChoiceField, Computed, ForeignKey, IntegerField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { Site } from '../../dcim/entities/site.entity.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { VLAN_VID_MAX, VLAN_VID_MIN, VLANQinQRole, VLANStatus } from '../choices.js';
import { Role } from './role.entity.js';
import { VLANGroup } from './vlan-group.entity.js';

/** A layer-two domain (docs/models.md §2.10); VID and name are unique within its group and its S-VLAN. */
@Entity('ipam_vlan')
@UniqueTogether({ fields: ['group', 'vid'], key: '__all__', message: 'VLAN with this Group and VLAN ID already exists.' })
@UniqueTogether({ fields: ['group', 'name'], key: '__all__', message: 'VLAN with this Group and Name already exists.' })
@UniqueTogether({ fields: ['qinq_svlan', 'vid'], key: '__all__', message: 'VLAN with this Qinq svlan and VLAN ID already exists.' })
@UniqueTogether({ fields: ['qinq_svlan', 'name'], key: '__all__', message: 'VLAN with this Qinq svlan and Name already exists.' })
export class VLAN extends PrimaryModel {
  @ForeignKey(() => Site, { onDelete: 'PROTECT', helpText: 'The specific site to which this VLAN is assigned (if any)' }) site: Site | null;
  @ForeignKey(() => VLANGroup, { onDelete: 'PROTECT', helpText: 'VLAN group (optional)' }) group: VLANGroup | null;
  @IntegerField({ minValue: VLAN_VID_MIN, maxValue: VLAN_VID_MAX, label: 'VLAN ID', helpText: 'Numeric VLAN ID (1-4094)' }) vid: number;
  @CharField({ maxLength: 64 }) name: string;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  @ChoiceField(VLANStatus, { default: 'active', helpText: 'Operational status of this VLAN' }) status: string;
  @ForeignKey(() => Role, { onDelete: 'SET_NULL', helpText: 'The primary function of this VLAN' }) role: Role | null;
  @ChoiceField(VLANQinQRole, { nullable: true, label: 'Q-in-Q role' }) qinq_role: string | null;
  @ForeignKey(() => VLAN, {
    onDelete: 'PROTECT',
    label: 'Q-in-Q SVLAN',
    nested: ['id', 'url', 'display', 'vid', 'name', 'description'],
    filterBy: false,
  })
  qinq_svlan: VLAN | null;
  /** the VLAN's L2VPN termination, rendered by the VPN app */
  @Computed('json', () => 'NULL::json', { group: 'body', label: 'L2VPN termination', provider: 'vpn.l2vpnTermination' }) l2vpn_termination: unknown;
  @CountField('ipam.prefix', 'vlan') prefix_count: number;
}
