import { Entity } from 'typeorm';
import { CachedForeignKey } from '../../core/model/cached-fields.js';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CountField } from '../../core/model/counts.js';
import { CharField, ChoiceField, Computed, ForeignKey, GenericForeignKey } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { SCOPE_TYPES } from '../../dcim/cached-scope.js';
import { Location } from '../../dcim/entities/location.entity.js';
import { Region } from '../../dcim/entities/region.entity.js';
import { SiteGroup } from '../../dcim/entities/site-group.entity.js';
import { Site } from '../../dcim/entities/site.entity.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { ClusterStatus } from '../choices.js';
import { ClusterGroup } from './cluster-group.entity.js';
import { ClusterType } from './cluster-type.entity.js';

/** Sum of a virtual machine column over the cluster's machines (null when it has none). */
const allocated = (column: string) => (t: string) => `SELECT sum(v.${column}) FROM virtualization_virtualmachine v WHERE v.cluster_id = ${t}.id`;

/**
 * A cluster, optionally scoped to a region, site group, site or location. Deleting the scope object
 * deletes the cluster (generic-relation cascade, and the cached site/location cascade); deleting a
 * region or site group it only lies in clears the cache (NetBox's CachedScopeMixin).
 */
@Entity('virtualization_cluster')
@UniqueTogether({ fields: ['group', 'name'], message: 'Cluster with this Group and Name already exists.' })
@UniqueTogether({ fields: ['_site', 'name'], message: 'Cluster with this Site and Name already exists.' })
export class Cluster extends PrimaryModel {
  @CharField({ maxLength: 100 }) name: string;
  @ForeignKey(() => ClusterType, { onDelete: 'PROTECT', required: true }) type: ClusterType | null;
  @ForeignKey(() => ClusterGroup, { onDelete: 'PROTECT' }) group: ClusterGroup | null;
  @ChoiceField(ClusterStatus, { default: 'active' }) status: string;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  @GenericForeignKey({ types: SCOPE_TYPES, onDelete: 'CASCADE', missingIdMessage: 'Please select a {model}.' }) scope: unknown;
  @CountField('dcim.device', 'cluster') device_count: number;
  @CountField('virtualization.virtualmachine', 'cluster', { nested: false }) virtualmachine_count: number;
  @Computed('integer', allocated('vcpus'), { label: 'Allocated vCPUs' }) allocated_vcpus: number | null;
  @Computed('integer', allocated('memory')) allocated_memory: number | null;
  @Computed('integer', allocated('disk')) allocated_disk: number | null;

  // where the scope lies, kept by the cluster rules
  @CachedForeignKey(() => Location, { onDelete: 'CASCADE' }) _location: Location | null;
  @CachedForeignKey(() => Site, { onDelete: 'CASCADE' }) _site: Site | null;
  @CachedForeignKey(() => Region, { onDelete: 'SET_NULL' }) _region: Region | null;
  @CachedForeignKey(() => SiteGroup, { onDelete: 'SET_NULL' }) _site_group: SiteGroup | null;
}
