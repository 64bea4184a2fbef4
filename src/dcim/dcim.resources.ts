import type { FilterSpec } from '../core/model/filter-specs.js';
import type { Params } from '../database/sql.js';
import { via, viaTree, fieldOf, flag, method, tenancyFilters, viaMany } from '../core/model/filter-specs.js';
import { FilterValueError, macAddressFilter, macCondition } from '../core/query/filters.js';
import { defineResource, ResourceRegistry } from '../core/model/define-resource.js';
import { existingIds } from '../core/write/related.js';
import { siteScopeFilters } from './cached-scope.js';
import { primaryIpSearch } from './primary-ip-search.js';
import { vcInterfaceIds } from './vc-interfaces.js';
import { cabledFilters, componentFilters, pathEndpointFilters } from './component-filters.js';
import { componentOrderSql, componentPageOrder, componentResources } from './components.resources.js';
import { templateResources } from './templates.resources.js';
import { componentDisplaySql } from './rules/component.rules.js';
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
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'slug',
    'status',
    'region',
    'group',
    'tenant',
    'facility',
    'time_zone',
    'description',
    'physical_address',
    'shipping_address',
    'latitude',
    'longitude',
    'owner',
    'comments',
    'asns',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'circuit_count',
    'device_count',
    'prefix_count',
    'rack_count',
    'virtualmachine_count',
    'vlan_count',
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
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'facility_id',
    'site',
    'location',
    'group',
    'tenant',
    'status',
    'role',
    'serial',
    'asset_tag',
    'rack_type',
    'form_factor',
    'width',
    'u_height',
    'starting_unit',
    'weight',
    'max_weight',
    'weight_unit',
    'desc_units',
    'outer_width',
    'outer_height',
    'outer_depth',
    'outer_unit',
    'mounting_depth',
    'airflow',
    'description',
    'owner',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'device_count',
    'powerfeed_count',
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
  filters: {
    has_front_image: flag((t) => `${t}.front_image IS NOT NULL`),
    has_rear_image: flag((t) => `${t}.rear_image IS NOT NULL`),
    ...hasAny('device_type', {
      console_ports: ['dcim_consoleporttemplate'],
      console_server_ports: ['dcim_consoleserverporttemplate'],
      power_ports: ['dcim_powerporttemplate'],
      power_outlets: ['dcim_poweroutlettemplate'],
      interfaces: ['dcim_interfacetemplate'],
      pass_through_ports: ['dcim_frontporttemplate', 'dcim_rearporttemplate'],
      module_bays: ['dcim_modulebaytemplate'],
      device_bays: ['dcim_devicebaytemplate'],
      inventory_items: ['dcim_inventoryitemtemplate'],
    }),
  },
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
  filters: {
    // platforms a device of this type may have: of no manufacturer, or of the type's
    available_for_device_type: method((t, values, params) => {
      const id = values[values.length - 1];
      if (!/^\d{1,18}$/.test(id)) throw new FilterValueError(`Select a valid choice. ${id} is not one of the available choices.`);
      return `(${t}.manufacturer_id IS NULL OR ${t}.manufacturer_id = (SELECT dt.manufacturer_id FROM dcim_devicetype dt WHERE dt.id = ${params.add(Number(id))}))`;
    }, 'integer'),
  },
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
    // NetBox's DeviceFilterSet.search: also the virtual chassis name, and the primary IP's host
    q: primaryIpSearch((t, p) => [
      ...['name', 'serial', 'asset_tag', 'description', 'comments'].map((c) => `${t}.${c} ILIKE ${p}`),
      `${t}.virtual_chassis_id = ANY(ARRAY(SELECT vc.id FROM dcim_virtualchassis vc WHERE vc.name ILIKE ${p}))`,
    ]),
    ...siteScopeFilters(),
    ...tenancyFilters(),
    manufacturer_id: via('device_type.manufacturer'),
    manufacturer: via('device_type.manufacturer', 'slug'),
    model: via('device_type', 'slug'),
    is_full_depth: fieldOf('device_type.is_full_depth'),
    cluster_group_id: via('cluster.group'),
    cluster_group: via('cluster.group', 'slug'),
    local_context_data: flag((t) => `${t}.local_context_data IS NOT NULL`),
    parent_device_id: method(
      (t, values, params) =>
        `${t}.id IN (SELECT b.installed_device_id FROM dcim_devicebay b WHERE b.device_id = ANY(${params.add(values.filter((v) => /^\d+$/.test(v)).map(Number))}::bigint[]))`,
      'integer',
    ),
    // NetBox's ModelMultipleChoiceFilter: a value naming no device bay is a 400, not an empty list
    parent_bay_id: method(async (t, values, params, db) => {
      const ids = values.map((v) => (/^\d{1,18}$/.test(v) ? Number(v) : null));
      const found = await existingIds(
        db,
        ResourceRegistry.byObjectType('dcim.devicebay')!,
        ids.filter((id) => id !== null),
      );
      const bad = values.find((v, i) => ids[i] === null || !found.has(ids[i]));
      if (bad !== undefined) throw new FilterValueError(`Select a valid choice. ${bad} is not one of the available choices.`);
      return `${t}.id IN (SELECT b.installed_device_id FROM dcim_devicebay b WHERE b.id = ANY(${params.add(ids)}::bigint[]))`;
    }, 'integer'),
    ...hasAny('device', {
      console_ports: ['dcim_consoleport'],
      console_server_ports: ['dcim_consoleserverport'],
      power_ports: ['dcim_powerport'],
      power_outlets: ['dcim_poweroutlet'],
      interfaces: ['dcim_interface'],
      pass_through_ports: ['dcim_frontport', 'dcim_rearport'],
      module_bays: ['dcim_modulebay'],
      device_bays: ['dcim_devicebay'],
    }),
    has_virtual_device_context: flag((t) => `EXISTS (SELECT 1 FROM dcim_virtualdevicecontext v WHERE v.device_id = ${t}.id)`),
    mac_address: macAddressFilter(
      (t, match) => `EXISTS (SELECT 1 FROM dcim_macaddress m JOIN dcim_interface i ON i.id = m.assigned_object_id
                WHERE m.assigned_object_type = 'dcim.interface' AND i.device_id = ${t}.id AND ${match})`,
    ),
    has_primary_ip: flag((t) => `(${t}.primary_ip4_id IS NOT NULL OR ${t}.primary_ip6_id IS NOT NULL)`),
    has_oob_ip: flag((t) => `${t}.oob_ip_id IS NOT NULL`),
    virtual_chassis_member: flag((t) => `${t}.virtual_chassis_id IS NOT NULL`),
  },
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'device_type',
    'role',
    'tenant',
    'platform',
    'serial',
    'asset_tag',
    'site',
    'location',
    'rack',
    'position',
    'face',
    'latitude',
    'longitude',
    'parent_device',
    'status',
    'airflow',
    'primary_ip',
    'primary_ip4',
    'primary_ip6',
    'oob_ip',
    'cluster',
    'virtual_chassis',
    'vc_position',
    'vc_priority',
    'description',
    'owner',
    'comments',
    'config_template',
    'config_context',
    'local_context_data',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
});

export const interfaces = defineResource({
  entity: Interface,
  app: 'dcim',
  path: 'interfaces',
  brief: ['id', 'url', 'display', 'device', 'name', 'description', 'cable', '_occupied'],
  // the user's spec (§2.1 rule 3, §2.2): a nested interface carries NetBox 2.x's connection_status, from its
  // cable path: Connected while every cable on it is connected, Planned otherwise, null without a path
  nestedExtra: {
    connection_status: (t) =>
      `SELECT CASE WHEN cp.is_active THEN json_build_object('value', true, 'label', 'Connected')
              ELSE json_build_object('value', false, 'label', 'Planned') END FROM dcim_cablepath cp WHERE cp.id = ${t}._path_id`,
  },
  display: componentDisplaySql,
  orderSql: componentOrderSql,
  pageOrder: componentPageOrder,
  search: ['name', 'label', 'description'],
  rules: interfaceRules,
  changeParent: 'device',
  filters: {
    ...componentFilters(),
    // an end of a wireless link is occupied too, as NetBox's InterfaceFilterSet says
    ...cabledFilters((t) => `${t}.wireless_link_id IS NOT NULL`),
    ...pathEndpointFilters(),
    // by role, with descendants (kept beside NetBox's device_role filters)
    role_id: viaTree('device.role'),
    role: viaTree('device.role', 'slug'),
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
    virtual_chassis_member_id: virtualChassisInterfaces('id', false),
    virtual_chassis_member: virtualChassisInterfaces('name', false),
    virtual_chassis_member_or_master_id: virtualChassisInterfaces('id', true),
    virtual_chassis_member_or_master: virtualChassisInterfaces('name', true),
    vdc_id: viaMany('vdcs'),
    vdc: viaMany('vdcs', 'name'),
    vdc_identifier: viaMany('vdcs', 'identifier'),
    vlan_id: method((t, values, params) => vlanCondition(t, 'v.id', values, params)),
    vlan: method((t, values, params) => vlanCondition(t, 'v.vid', values, params)),
    mac_address: macAddressFilter(
      (t, match) =>
        `EXISTS (SELECT 1 FROM dcim_macaddress m WHERE m.assigned_object_type = 'dcim.interface' AND m.assigned_object_id = ${t}.id AND ${match})`,
    ),
    primary_mac_address: method((t, values, params) => {
      const match = macCondition('m.mac_address', '', values, params);
      return `${t}.primary_mac_address_id IN (SELECT m.id FROM dcim_macaddress m WHERE ${match})`;
    }),
  },
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'device',
    'vdcs',
    'module',
    'name',
    'label',
    'type',
    'enabled',
    'parent',
    'bridge',
    'bridge_interfaces',
    'lag',
    'mtu',
    'mac_address',
    'primary_mac_address',
    'mac_addresses',
    'speed',
    'duplex',
    'wwn',
    'mgmt_only',
    'description',
    'mode',
    'rf_role',
    'rf_channel',
    'poe_mode',
    'poe_type',
    'rf_channel_frequency',
    'rf_channel_width',
    'tx_power',
    'untagged_vlan',
    'tagged_vlans',
    'qinq_svlan',
    'vlan_translation_policy',
    'mark_connected',
    'cable',
    'cable_end',
    'wireless_link',
    'link_peers',
    'link_peers_type',
    'wireless_lans',
    'vrf',
    'l2vpn_termination',
    'connected_endpoints',
    'connected_endpoints_type',
    'connected_endpoints_reachable',
    'owner',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'count_ipaddresses',
    'count_fhrp_groups',
    '_occupied',
  ],
});

/** Interfaces carrying a VLAN (`column` of v: id or VID) untagged, tagged or as Q-in-Q service VLAN; a blank value asks nothing. */
/** NetBox's InterfaceFilterSet.virtual_chassis_member[_or_master][_id]: the named devices' vc_interfaces(). */
function virtualChassisInterfaces(column: 'id' | 'name', ifMaster: boolean): FilterSpec {
  return method(
    (t, values, params) => {
      const given = column === 'id' ? `${params.add(values.map(Number))}::bigint[]` : `${params.add(values)}::text[]`;
      return `${t}.id IN (${vcInterfaceIds((d) => `${d}.${column} = ANY(${given})`, ifMaster)})`;
    },
    column === 'id' ? 'integer' : 'string',
  );
}

function vlanCondition(t: string, column: string, values: string[], params: Params): string | null {
  const value = values[values.length - 1].trim();
  if (!value) return null;
  if (!/^\d+$/.test(value)) return 'false';
  const p = params.add(Number(value));
  const vlans = `SELECT v.id FROM ipam_vlan v WHERE ${column} = ${p}`;
  return `(${t}.untagged_vlan_id IN (${vlans}) OR ${t}.qinq_svlan_id IN (${vlans})
           OR ${t}.id IN (SELECT x.interface_id FROM dcim_interface_tagged_vlans x WHERE x.vlan_id IN (${vlans})))`;
}

/** `console_ports=true` and the like: objects that have (or, with false, lack) rows in any of the tables, through `column`. */
export function hasAny(column: string, filters: Record<string, string[]>): Record<string, FilterSpec> {
  return Object.fromEntries(
    Object.entries(filters).map(([name, tables]) => [
      name,
      flag((t) => `(${tables.map((table) => `EXISTS (SELECT 1 FROM ${table} c WHERE c.${column}_id = ${t}.id)`).join(' OR ')})`),
    ]),
  );
}

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
  ...templateResources,
  ...componentResources,
];
