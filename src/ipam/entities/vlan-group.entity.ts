import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CountField } from '../../core/model/counts.js';
import {
  CharField,
  Computed,
  ForeignKey,
  GenericForeignKey,
  IntegerField,
  JsonField,
  OwnerField,
  SlugField,
  TextField,
} from '../../core/model/fields.js';
import { NetBoxModel } from '../../core/model/model-bases.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { VLAN_VID_MAX, VLAN_VID_MIN } from '../choices.js';

/**
 * Object types a VLAN group may be scoped to. NetBox's list also names `rackgroup`, a model this service
 * does not have yet: scoping to it answers "Invalid content type", as for any type left out here, and the
 * `rack_group` filter lists no group.
 */
export const VLANGROUP_SCOPE_TYPES = [
  'dcim.region',
  'dcim.sitegroup',
  'dcim.site',
  'dcim.location',
  'dcim.rack',
  'virtualization.clustergroup',
  'virtualization.cluster',
];

/**
 * A set of VLANs whose IDs and names are unique within it (docs/models.md §2.9). `vid_ranges` are
 * inclusive [lo, hi] pairs; `total_vlan_ids` is kept by the rules.
 */
@Entity('ipam_vlangroup')
@UniqueTogether({
  fields: ['scope_type', 'scope_id', 'name'],
  key: '__all__',
  message: 'VLAN group with this Scope type, Scope id and Name already exists.',
})
@UniqueTogether({
  fields: ['scope_type', 'scope_id', 'slug'],
  key: '__all__',
  message: 'VLAN group with this Scope type, Scope id and Slug already exists.',
})
export class VLANGroup extends NetBoxModel {
  @CharField({ maxLength: 100 }) name: string;
  @SlugField() slug: string;
  @GenericForeignKey({ types: VLANGROUP_SCOPE_TYPES, onDelete: 'CASCADE' }) scope: unknown;
  @JsonField({ default: [[VLAN_VID_MIN, VLAN_VID_MAX]], label: 'VLAN ID ranges' }) vid_ranges: [number, number][];
  @IntegerField({ readOnly: true, default: VLAN_VID_MAX - VLAN_VID_MIN + 1, big: true }) total_vlan_ids: number;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @OwnerField() owner: unknown;
  @TextField({ group: 'tail', rank: 2 }) comments: string;
  @CountField('ipam.vlan', 'group', { nested: false }) vlan_count: number;
  /** percentage of the group's VLAN IDs in use, as NetBox prints its rounded float ("0.02", "100.0") */
  @Computed(
    'string',
    (t) =>
      `(SELECT CASE WHEN u.v LIKE '%.%' THEN u.v ELSE u.v || '.0' END FROM (SELECT round(${t}.vlan_count * 100.0 / NULLIF(${t}.total_vlan_ids, 0), 2)::float8::text AS v) u)`,
  )
  utilization: string;
}
