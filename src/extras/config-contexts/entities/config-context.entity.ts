import { Column, Entity } from 'typeorm';
import { BooleanField, CharField, IntegerField, JsonField, ManyToManyField } from '../../../core/model/fields.js';
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
import { TagSlugsField } from '../tag-slugs.js';

/** bigint[] cache of a criterion's ids, kept by triggers on its join table (see criteria.ts). */
const CriterionCache = () => Column({ type: 'bigint', array: true, default: () => "'{}'" });

/**
 * A configuration context (docs/models.md §6.3): data merged into the `config_context` of the
 * devices (and later virtual machines) its criteria select. Criteria fields follow NetBox's order;
 * cluster_types / cluster_groups / clusters come with virtualization, between platforms and
 * tenant_groups (see criteria.ts).
 */
@Entity('extras_configcontext')
export class ConfigContext extends ChangeLoggedModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  @IntegerField({ default: 1000, minValue: 0, maxValue: 32767 }) weight: number;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @BooleanField({ default: true, label: 'Is active' }) is_active: boolean;
  @ManyToManyField(() => Region, { table: 'extras_configcontext_regions', targetColumn: 'region_id' }) regions: Region[];
  @ManyToManyField(() => SiteGroup, { table: 'extras_configcontext_site_groups', targetColumn: 'sitegroup_id', label: 'Site groups' })
  site_groups: SiteGroup[];
  @ManyToManyField(() => Site, { table: 'extras_configcontext_sites', targetColumn: 'site_id' }) sites: Site[];
  @ManyToManyField(() => Location, { table: 'extras_configcontext_locations', targetColumn: 'location_id' }) locations: Location[];
  @ManyToManyField(() => DeviceType, { table: 'extras_configcontext_device_types', targetColumn: 'devicetype_id', label: 'Device types' })
  device_types: DeviceType[];
  @ManyToManyField(() => DeviceRole, { table: 'extras_configcontext_roles', targetColumn: 'devicerole_id' }) roles: DeviceRole[];
  @ManyToManyField(() => Platform, { table: 'extras_configcontext_platforms', targetColumn: 'platform_id' }) platforms: Platform[];
  @ManyToManyField(() => TenantGroup, { table: 'extras_configcontext_tenant_groups', targetColumn: 'tenantgroup_id', label: 'Tenant groups' })
  tenant_groups: TenantGroup[];
  @ManyToManyField(() => Tenant, { table: 'extras_configcontext_tenants', targetColumn: 'tenant_id' }) tenants: Tenant[];
  @TagSlugsField({ table: 'extras_configcontext_tags' }) tags: string[];
  @JsonField({ objectOnly: true }) data: Record<string, unknown>;

  @CriterionCache() _regions: number[];
  @CriterionCache() _site_groups: number[];
  @CriterionCache() _sites: number[];
  @CriterionCache() _locations: number[];
  @CriterionCache() _device_types: number[];
  @CriterionCache() _roles: number[];
  @CriterionCache() _platforms: number[];
  @CriterionCache() _tenant_groups: number[];
  @CriterionCache() _tenants: number[];
  @CriterionCache() _tags: number[];
  /** the paths of the non-empty objects in `data`, kept by a trigger for the deep merge (see the migration) */
  @Column({ type: 'text', array: true, default: () => "'{}'" }) _data_paths: string[];
}
