import { defineResource } from '../core/model/define-resource.js';
import { jsonKeys, via } from '../core/model/filter-specs.js';
import { siteScopeFilters } from './cached-scope.js';
import { hasAny } from './dcim.resources.js';
import { ModuleTypeProfile } from './entities/module-type-profile.entity.js';
import { ModuleType } from './entities/module-type.entity.js';
import { Module } from './entities/module.entity.js';
import { moduleRules, moduleTypeProfileRules, moduleTypeRules } from './rules/module.rules.js';

/** Modules (docs/models.md §1.20; NetBox's devicetypes and devices serializers, ModuleType* and Module filtersets). */

const TAIL = ['tags', 'custom_fields', 'created', 'last_updated'];

export const moduleTypeProfiles = defineResource({
  entity: ModuleTypeProfile,
  app: 'dcim',
  path: 'module-type-profiles',
  brief: ['id', 'url', 'display', 'name', 'description'],
  search: ['name', 'description', 'comments'],
  rules: moduleTypeProfileRules,
  fieldOrder: ['id', 'url', 'display_url', 'display', 'name', 'description', 'schema', 'owner', 'comments', ...TAIL],
});

export const moduleTypes = defineResource({
  entity: ModuleType,
  app: 'dcim',
  path: 'module-types',
  brief: ['id', 'url', 'display', 'profile', 'manufacturer', 'model', 'description', 'module_count'],
  ordering: ['profile', 'manufacturer', 'model'],
  display: 'model',
  search: ['model', 'part_number', 'description', 'comments'],
  rules: moduleTypeRules,
  filters: {
    ...hasAny('module_type', {
      console_ports: ['dcim_consoleporttemplate'],
      console_server_ports: ['dcim_consoleserverporttemplate'],
      power_ports: ['dcim_powerporttemplate'],
      power_outlets: ['dcim_poweroutlettemplate'],
      interfaces: ['dcim_interfacetemplate'],
      pass_through_ports: ['dcim_frontporttemplate', 'dcim_rearporttemplate'],
      module_bays: ['dcim_modulebaytemplate'],
    }),
    // NetBox's AttributeFiltersMixin: attr_<key>[__<lookup>] over attribute_data
    attr_: jsonKeys('attributes'),
  },
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'profile',
    'manufacturer',
    'model',
    'part_number',
    'airflow',
    'weight',
    'weight_unit',
    'description',
    'attributes',
    'owner',
    'comments',
    ...TAIL,
    'module_count',
    'console_port_template_count',
    'console_server_port_template_count',
    'power_port_template_count',
    'power_outlet_template_count',
    'interface_template_count',
    'front_port_template_count',
    'rear_port_template_count',
    'module_bay_template_count',
  ],
});

export const modules = defineResource({
  entity: Module,
  app: 'dcim',
  path: 'modules',
  brief: ['id', 'url', 'display', 'device', 'module_bay', 'module_type', 'description'],
  // NetBox orders by bay: the bay's device, then its name
  orderSql: (t) =>
    `(SELECT d.name FROM dcim_device d WHERE d.id = ${t}.device_id), ${t}.device_id, (SELECT b._name FROM dcim_modulebay b WHERE b.id = ${t}.module_bay_id)`,
  // "<bay name>: <module type> (<id>)"
  display: (t) =>
    `(SELECT b.name FROM dcim_modulebay b WHERE b.id = ${t}.module_bay_id) || ': ' || (SELECT mt.model FROM dcim_moduletype mt WHERE mt.id = ${t}.module_type_id) || ' (' || ${t}.id || ')'`,
  search: ['serial', 'asset_tag', 'description', 'comments'],
  rules: moduleRules,
  filters: {
    profile_id: via('module_type.profile'),
    profile: via('module_type.profile', 'name'),
    manufacturer_id: via('module_type.manufacturer'),
    manufacturer: via('module_type.manufacturer', 'slug'),
    ...siteScopeFilters('device.site'),
    site_id: via('device.site'),
    site: via('device.site', 'slug'),
    location_id: via('device.location'),
    location: via('device.location', 'slug'),
    rack_id: via('device.rack'),
    rack: via('device.rack', 'name'),
  },
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'device',
    'module_bay',
    'module_type',
    'status',
    'serial',
    'asset_tag',
    'description',
    'owner',
    'comments',
    ...TAIL,
  ],
});

export const moduleResources = [moduleTypeProfiles, moduleTypes, modules];
