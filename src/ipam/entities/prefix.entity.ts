import { Entity } from 'typeorm';
import { CachedForeignKey } from '../../core/model/cached-fields.js';
import { BooleanField, ChoiceField, ForeignKey, GenericForeignKey, IntegerField, IPNetworkField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { SCOPE_TYPES } from '../../dcim/cached-scope.js';
import { Location } from '../../dcim/entities/location.entity.js';
import { Region } from '../../dcim/entities/region.entity.js';
import { SiteGroup } from '../../dcim/entities/site-group.entity.js';
import { Site } from '../../dcim/entities/site.entity.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { PrefixStatus } from '../choices.js';
import { FamilyField } from '../fields.js';
import { Role } from './role.entity.js';
import { VLAN } from './vlan.entity.js';
import { VRF } from './vrf.entity.js';

/**
 * An IPv4/IPv6 network (docs/models.md §2.6). `children` and `_depth` count the prefixes strictly
 * inside / around it in the same VRF; ipam/hierarchy.ts keeps them in the write transaction. The scope's
 * region, site group, site and location are cached in hidden foreign keys for the filters and counters.
 * A GiST index (inet_ops) on `prefix` serves the containment queries (XI_ipam_prefix_prefix_gist).
 */
@Entity('ipam_prefix')
export class Prefix extends PrimaryModel {
  @FamilyField('prefix') family: number;
  @IPNetworkField({ zeroMaskMessage: 'Cannot create prefix with /0 mask.', helpText: 'IPv4 or IPv6 network with mask' }) prefix: string;
  @ForeignKey(() => VRF, { onDelete: 'PROTECT', label: 'VRF', filterBy: 'rd' }) vrf: VRF | null;
  @GenericForeignKey({ types: SCOPE_TYPES, onDelete: 'CASCADE', missingIdMessage: 'Please select a {model}.' }) scope: unknown;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  @ForeignKey(() => VLAN, { onDelete: 'PROTECT', label: 'VLAN', filterBy: false }) vlan: VLAN | null;
  @ChoiceField(PrefixStatus, { default: 'active', helpText: 'Operational status of this prefix' }) status: string;
  @ForeignKey(() => Role, { onDelete: 'SET_NULL', helpText: 'The primary function of this prefix' }) role: Role | null;
  @BooleanField({ default: false, label: 'Is a pool', helpText: 'All IP addresses within this prefix are considered usable' }) is_pool: boolean;
  @BooleanField({ default: false, helpText: 'Treat as fully utilized' }) mark_utilized: boolean;
  @IntegerField({ readOnly: true, default: 0, big: true, column: '_children', snapshot: false, filter: false, group: 'counts' }) children: number;
  @IntegerField({ readOnly: true, default: 0, snapshot: false, filter: false, group: 'counts', label: 'Depth' }) _depth: number;

  // the scope's place, cached on write (NetBox's CachedScopeMixin): an ancestor going away nulls it
  @CachedForeignKey(() => Region, { onDelete: 'SET_NULL' }) _region: Region | null;
  @CachedForeignKey(() => SiteGroup, { onDelete: 'SET_NULL' }) _site_group: SiteGroup | null;
  @CachedForeignKey(() => Site, { onDelete: 'CASCADE' }) _site: Site | null;
  @CachedForeignKey(() => Location, { onDelete: 'CASCADE' }) _location: Location | null;
}
