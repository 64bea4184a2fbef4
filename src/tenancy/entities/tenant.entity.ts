import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CountField } from '../../core/model/counts.js';
import { CharField, ForeignKey, SlugField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { TenantGroup } from './tenant-group.entity.js';

@Entity('tenancy_tenant')
@UniqueTogether({ fields: ['group', 'name'], message: 'Tenant name must be unique per group.' })
@UniqueTogether({ fields: ['name'], whereNull: ['group'], message: 'Tenant name must be unique per group.' })
@UniqueTogether({ fields: ['group', 'slug'], message: 'Tenant slug must be unique per group.' })
@UniqueTogether({ fields: ['slug'], whereNull: ['group'], message: 'Tenant slug must be unique per group.' })
export class Tenant extends PrimaryModel {
  @CharField({ maxLength: 100 }) name: string;
  @SlugField() slug: string;
  @ForeignKey(() => TenantGroup, { onDelete: 'SET_NULL' }) group: TenantGroup | null;
  @CountField('circuits.circuit', 'tenant') circuit_count: number;
  @CountField('dcim.device', 'tenant') device_count: number;
  @CountField('ipam.ipaddress', 'tenant') ipaddress_count: number;
  @CountField('ipam.prefix', 'tenant') prefix_count: number;
  @CountField('dcim.rack', 'tenant') rack_count: number;
  @CountField('dcim.site', 'tenant') site_count: number;
  @CountField('virtualization.virtualmachine', 'tenant') virtualmachine_count: number;
  @CountField('ipam.vlan', 'tenant') vlan_count: number;
  @CountField('ipam.vrf', 'tenant') vrf_count: number;
  @CountField('virtualization.cluster', 'tenant') cluster_count: number;
}
