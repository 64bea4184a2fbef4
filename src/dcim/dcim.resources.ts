import { via, viaTree, fieldOf, flag, method, tenancyFilters } from '../core/model/filter-specs.js';
import { defineResource } from '../core/model/define-resource.js';
import { siteScopeFilters } from './cached-scope.js';
import { VIRTUAL_INTERFACE_TYPES, WIRELESS_INTERFACE_TYPES } from './choices/index.js';
import { DeviceRole } from './entities/device-role.entity.js';
import { DeviceType } from './entities/device-type.entity.js';
import { Device } from './entities/device.entity.js';
import { Interface } from './entities/interface.entity.js';
import { Location } from './entities/location.entity.js';
import { Manufacturer } from './entities/manufacturer.entity.js';
import { Platform } from './entities/platform.entity.js';
import { RackRole } from './entities/rack-role.entity.js';
import { Rack } from './entities/rack.entity.js';
import { Region } from './entities/region.entity.js';
import { SiteGroup } from './entities/site-group.entity.js';
import { Site } from './entities/site.entity.js';
import { deviceTypeRules } from './rules/device-type.rules.js';
import { deviceDisplaySql, deviceRules } from './rules/device.rules.js';
import { interfaceRules } from './rules/interface.rules.js';
import { locationRules } from './rules/location.rules.js';
import { rackRules } from './rules/rack.rules.js';
import { rackElevation } from './elevation/action.js';

/** DCIM resources (docs/models.md §1). */

const TREE_SEARCH = ['name', 'slug', 'description', 'comments'];

export const regions = defineResource({
  entity: Region,
  app: 'dcim',
  path: 'regions',
  features: ['contacts'],
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'site_count', '_depth'],
  search: TREE_SEARCH,
});

export const siteGroups = defineResource({
  entity: SiteGroup,
  app: 'dcim',
  path: 'site-groups',
  features: ['contacts'],
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'site_count', '_depth'],
  search: TREE_SEARCH,
});

export const sites = defineResource({
  entity: Site,
  app: 'dcim',
  path: 'sites',
  features: ['contacts'],
  brief: ['id', 'url', 'display', 'name', 'description', 'slug'],
  search: ['name', 'facility', 'description', 'physical_address', 'shipping_address', 'comments'],
  filters: tenancyFilters(),
  fieldOrder: [
    'id', 'url', 'display_url', 'display', 'name', 'slug', 'status', 'region', 'group', 'tenant', 'facility', 'time_zone',
    'description', 'physical_address', 'shipping_address', 'latitude', 'longitude', 'comments', 'asns', 'tags', 'custom_fields',
    'created', 'last_updated', 'circuit_count', 'device_count', 'prefix_count', 'rack_count', 'virtualmachine_count', 'vlan_count',
  ],
});

export const locations = defineResource({
  entity: Location,
  app: 'dcim',
  path: 'locations',
  features: ['contacts'],
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'rack_count', '_depth'],
  search: ['name', 'slug', 'facility', 'description', 'comments'],
  filters: { ...siteScopeFilters(), ...tenancyFilters() },
  rules: locationRules,
});

export const rackRoles = defineResource({
  entity: RackRole,
  app: 'dcim',
  path: 'rack-roles',
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'rack_count'],
});

export const racks = defineResource({
  entity: Rack,
  app: 'dcim',
  path: 'racks',
  features: ['contacts'],
  brief: ['id', 'url', 'display', 'name', 'description', 'device_count'],
  ordering: ['site', 'location', 'name'],
  display: (t) => `${t}.name || COALESCE(' (' || ${t}.facility_id || ')', '')`,
  search: ['name', 'facility_id', 'serial', 'asset_tag', 'description', 'comments'],
  filters: {
    ...siteScopeFilters(),
    ...tenancyFilters(),
    manufacturer_id: via('rack_type.manufacturer'),
    manufacturer: via('rack_type.manufacturer', 'slug'),
  },
  rules: rackRules,
  actions: [rackElevation],
  fieldOrder: [
    'id', 'url', 'display_url', 'display', 'name', 'facility_id', 'site', 'location', 'group', 'tenant', 'status', 'role', 'serial',
    'asset_tag', 'rack_type', 'form_factor', 'width', 'u_height', 'starting_unit', 'weight', 'max_weight', 'weight_unit', 'desc_units',
    'outer_width', 'outer_height', 'outer_depth', 'outer_unit', 'mounting_depth', 'airflow', 'description', 'comments', 'tags',
    'custom_fields', 'created', 'last_updated', 'device_count', 'powerfeed_count',
  ],
});

export const manufacturers = defineResource({
  entity: Manufacturer,
  app: 'dcim',
  path: 'manufacturers',
  features: ['contacts'],
  brief: ['id', 'url', 'display', 'name', 'slug', 'description'],
});

export const deviceTypes = defineResource({
  entity: DeviceType,
  app: 'dcim',
  path: 'device-types',
  brief: ['id', 'url', 'display', 'manufacturer', 'model', 'slug', 'description', 'device_count'],
  ordering: ['manufacturer', 'model'],
  display: 'model',
  search: ['model', 'part_number', 'description', 'comments'],
  rules: deviceTypeRules,
});

export const deviceRoles = defineResource({
  entity: DeviceRole,
  app: 'dcim',
  path: 'device-roles',
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'device_count', 'virtualmachine_count', '_depth'],
  search: TREE_SEARCH,
});

export const platforms = defineResource({
  entity: Platform,
  app: 'dcim',
  path: 'platforms',
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'device_count', 'virtualmachine_count', '_depth'],
  search: TREE_SEARCH,
});

export const devices = defineResource({
  entity: Device,
  app: 'dcim',
  path: 'devices',
  features: ['contacts'],
  brief: ['id', 'url', 'display', 'name', 'description'],
  ordering: ['name'],
  display: deviceDisplaySql,
  search: ['name', 'serial', 'asset_tag', 'description', 'comments'],
  excludable: ['config_context'],
  sequentialBulkCreate: true,
  rules: deviceRules,
  filters: {
    ...siteScopeFilters(),
    ...tenancyFilters(),
    manufacturer_id: via('device_type.manufacturer'),
    manufacturer: via('device_type.manufacturer', 'slug'),
    model: via('device_type', 'slug'),
    is_full_depth: fieldOf('device_type.is_full_depth'),
    cluster_group_id: via('cluster.group'),
    cluster_group: via('cluster.group', 'slug'),
    local_context_data: flag((t) => `${t}.local_context_data IS NOT NULL`),
    virtual_chassis_member: flag((t) => `${t}.virtual_chassis_id IS NOT NULL`),
  },
  fieldOrder: [
    'id', 'url', 'display_url', 'display', 'name', 'device_type', 'role', 'tenant', 'platform', 'serial', 'asset_tag',
    'site', 'location', 'rack', 'position', 'face', 'latitude', 'longitude', 'parent_device', 'status', 'airflow',
    'primary_ip', 'primary_ip4', 'primary_ip6', 'oob_ip', 'cluster', 'virtual_chassis', 'vc_position', 'vc_priority',
    'description', 'comments', 'config_template', 'config_context', 'local_context_data', 'tags', 'custom_fields',
    'created', 'last_updated',
  ],
});

export const interfaces = defineResource({
  entity: Interface,
  app: 'dcim',
  path: 'interfaces',
  brief: ['id', 'url', 'display', 'device', 'name', 'description', 'cable', '_occupied'],
  display: (t) => `${t}.name || CASE WHEN ${t}.label <> '' THEN ' (' || ${t}.label || ')' ELSE '' END`,
  // by the device (its name), then natural name
  orderSql: (t) => `(SELECT d.name FROM dcim_device d WHERE d.id = ${t}.device_id), ${t}.device_id, ${t}._name`,
  search: ['name', 'label', 'description'],
  rules: interfaceRules,
  changeParent: 'device',
  filters: {
    // an interface lies where its device does
    ...siteScopeFilters('device.site'),
    site_id: via('device.site'),
    site: via('device.site', 'slug'),
    location_id: viaTree('device.location'),
    rack_id: via('device.rack'),
    role_id: viaTree('device.role'),
    role: viaTree('device.role', 'slug'),
    device_role_id: viaTree('device.role'),
    device_role: viaTree('device.role', 'slug'),
    device_type_id: via('device.device_type'),
    tenant_id: via('device.tenant'),
    tenant: via('device.tenant', 'slug'),
    device: fieldOf('device.name'),
    kind: method((t, values, params) => {
      const kinds = new Set(values);
      const virtual = () => `${t}.type = ANY(${params.add(VIRTUAL_INTERFACE_TYPES)}::text[])`;
      const wireless = () => `${t}.type = ANY(${params.add(WIRELESS_INTERFACE_TYPES)}::text[])`;
      const parts: string[] = [];
      if (kinds.has('virtual')) parts.push(virtual());
      if (kinds.has('wireless')) parts.push(wireless());
      if (kinds.has('physical')) parts.push(`NOT (${virtual()} OR ${wireless()})`);
      return parts.length ? `(${parts.join(' OR ')})` : null;
    }),
  },
});

export const dcimResources = [
  regions,
  siteGroups,
  sites,
  locations,
  rackRoles,
  racks,
  manufacturers,
  deviceTypes,
  deviceRoles,
  platforms,
  devices,
  interfaces,
];
