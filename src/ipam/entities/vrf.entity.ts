import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { BooleanField, CharField, ForeignKey, ManyToManyField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { RouteTarget } from './route-target.entity.js';

const TARGET_NESTED = ['id', 'url', 'display', 'name', 'description'];

/** A virtual routing and forwarding table: its own IP space (docs/models.md §2.4). */
@Entity('ipam_vrf')
export class VRF extends PrimaryModel {
  @CharField({ maxLength: 100 }) name: string;
  @CharField({
    maxLength: 21,
    nullable: true,
    unique: 'VRF with this Route distinguisher already exists.',
    label: 'Route distinguisher',
    helpText: 'Unique route distinguisher (as defined in RFC 4364)',
  })
  rd: string | null;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  @BooleanField({ default: true, label: 'Enforce unique space', helpText: 'Prevent duplicate prefixes/IP addresses within this VRF' })
  enforce_unique: boolean;
  @ManyToManyField(() => RouteTarget, { table: 'ipam_vrf_import_targets', targetColumn: 'routetarget_id', nested: TARGET_NESTED, filter: false })
  import_targets: RouteTarget[];
  @ManyToManyField(() => RouteTarget, { table: 'ipam_vrf_export_targets', targetColumn: 'routetarget_id', nested: TARGET_NESTED, filter: false })
  export_targets: RouteTarget[];
  @CountField('ipam.ipaddress', 'vrf') ipaddress_count: number;
  @CountField('ipam.prefix', 'vrf', { nested: false }) prefix_count: number;
}
