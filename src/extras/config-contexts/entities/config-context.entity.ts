import { Column, Entity } from 'typeorm';
import { BooleanField, CharField, ForeignKey, IntegerField, JsonField, ManyToManyField, OwnerField } from '../../../core/model/fields.js';
import { ChangeLoggedModel } from '../../../core/model/model-bases.js';
import { DeviceRole } from '../../../dcim/entities/device-role.entity.js';
import { DeviceType } from '../../../dcim/entities/device-type.entity.js';
import { Location } from '../../../dcim/entities/location.entity.js';
import { Platform } from '../../../dcim/entities/platform.entity.js';
import { Region } from '../../../dcim/entities/region.entity.js';
import { SiteGroup } from '../../../dcim/entities/site-group.entity.js';
import { Site } from '../../../dcim/entities/site.entity.js';
import { TenantGroup } from '../../../tenancy/entities/tenant-group.entity.js';
import { Tenant } from '../../../tenancy/entities/tenant.entity.js';
import { Cluster } from '../../../virtualization/entities/cluster.entity.js';
import { ClusterGroup } from '../../../virtualization/entities/cluster-group.entity.js';
import { ClusterType } from '../../../virtualization/entities/cluster-type.entity.js';
import { SyncedData } from '../../synced-data.js';
import { TagSlugsField } from '../tag-slugs.js';
import { ConfigContextProfile } from './config-context-profile.entity.js';

/** bigint[] cache of a criterion's ids, kept by triggers on its join table (see criteria.ts). */
const CriterionCache = () => Column({ type: 'bigint', array: true, default: () => "'{}'" });

/**
 * A configuration context (docs/models.md §6.3): data merged into the `config_context` of the
 * devices and virtual machines its criteria select (criteria.ts), in NetBox 4.6's field order. The
 * criteria's many-to-many fields have no generated filters: the config-context filterset is NetBox's own
 * (`site_id`, `site`, `device_role`…, criteria.ts).
 */
@Entity('extras_configcontext')
export class ConfigContext extends ChangeLoggedModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  @IntegerField({ default: 1000, minValue: 0, maxValue: 32767 }) weight: number;
  @ForeignKey(() => ConfigContextProfile, { onDelete: 'PROTECT', filterBy: 'name' }) profile: ConfigContextProfile | null;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @BooleanField({ default: true, label: 'Is active' }) is_active: boolean;
  @ManyToManyField(() => Region, { table: 'extras_configcontext_regions', targetColumn: 'region_id', filter: false }) regions: Region[];
  @ManyToManyField(() => SiteGroup, { table: 'extras_configcontext_site_groups', targetColumn: 'sitegroup_id', label: 'Site groups', filter: false })
  site_groups: SiteGroup[];
  @ManyToManyField(() => Site, { table: 'extras_configcontext_sites', targetColumn: 'site_id', filter: false }) sites: Site[];
  @ManyToManyField(() => Location, { table: 'extras_configcontext_locations', targetColumn: 'location_id', filter: false }) locations: Location[];
  @ManyToManyField(() => DeviceType, {
    table: 'extras_configcontext_device_types',
    targetColumn: 'devicetype_id',
    label: 'Device types',
    filter: false,
  })
  device_types: DeviceType[];
  @ManyToManyField(() => DeviceRole, { table: 'extras_configcontext_roles', targetColumn: 'devicerole_id', filter: false }) roles: DeviceRole[];
  @ManyToManyField(() => Platform, { table: 'extras_configcontext_platforms', targetColumn: 'platform_id', filter: false }) platforms: Platform[];
  @ManyToManyField(() => ClusterType, {
    table: 'extras_configcontext_cluster_types',
    targetColumn: 'clustertype_id',
    label: 'Cluster types',
    filter: false,
  })
  cluster_types: ClusterType[];
  @ManyToManyField(() => ClusterGroup, {
    table: 'extras_configcontext_cluster_groups',
    targetColumn: 'clustergroup_id',
    label: 'Cluster groups',
    filter: false,
  })
  cluster_groups: ClusterGroup[];
  @ManyToManyField(() => Cluster, { table: 'extras_configcontext_clusters', targetColumn: 'cluster_id', filter: false }) clusters: Cluster[];
  @ManyToManyField(() => TenantGroup, {
    table: 'extras_configcontext_tenant_groups',
    targetColumn: 'tenantgroup_id',
    label: 'Tenant groups',
    filter: false,
  })
  tenant_groups: TenantGroup[];
  @ManyToManyField(() => Tenant, { table: 'extras_configcontext_tenants', targetColumn: 'tenant_id', filter: false }) tenants: Tenant[];
  @OwnerField({ group: 'body' }) owner: unknown;
  @TagSlugsField({ table: 'extras_configcontext_tags' }) tags: string[];
  @SyncedData.source() data_source: unknown;
  @SyncedData.path() data_path: string;
  @SyncedData.file() data_file: unknown;
  @SyncedData.synced() data_synced: string | null;
  @SyncedData.autoSyncColumn() auto_sync_enabled: boolean;
  @JsonField({ objectOnly: true }) data: Record<string, unknown>;

  @CriterionCache() _regions: number[];
  @CriterionCache() _site_groups: number[];
  @CriterionCache() _sites: number[];
  @CriterionCache() _locations: number[];
  @CriterionCache() _device_types: number[];
  @CriterionCache() _roles: number[];
  @CriterionCache() _platforms: number[];
  @CriterionCache() _cluster_types: number[];
  @CriterionCache() _cluster_groups: number[];
  @CriterionCache() _clusters: number[];
  @CriterionCache() _tenant_groups: number[];
  @CriterionCache() _tenants: number[];
  @CriterionCache() _tags: number[];
  /** the paths of the non-empty objects in `data`, kept by a trigger for the deep merge (see the migration) */
  @Column({ type: 'text', array: true, default: () => "'{}'" }) _data_paths: string[];
}
