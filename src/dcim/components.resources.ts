import { flag, method, tenancyFilters, via } from '../core/model/filter-specs.js';
import { defineResource, Resource, ResourceOptions } from '../core/model/define-resource.js';
import { FilterValueError, requireRows } from '../core/query/filters.js';
import type { Params } from '../database/sql.js';
import { cabledFilters, componentFilters, mappedTo, pathEndpointFilters } from './component-filters.js';
import { vcInterfaceIds } from './vc-interfaces.js';
import { ConsolePort } from './entities/console-port.entity.js';
import { ConsoleServerPort } from './entities/console-server-port.entity.js';
import { DeviceBay } from './entities/device-bay.entity.js';
import { FrontPort } from './entities/front-port.entity.js';
import { InventoryItemRole } from './entities/inventory-item-role.entity.js';
import { InventoryItem } from './entities/inventory-item.entity.js';
import { MACAddress } from './entities/mac-address.entity.js';
import { ModuleBay } from './entities/module-bay.entity.js';
import { PowerOutlet } from './entities/power-outlet.entity.js';
import { PowerPort } from './entities/power-port.entity.js';
import { RearPort } from './entities/rear-port.entity.js';
import { VirtualDeviceContext } from './entities/virtual-device-context.entity.js';
import { checkPowerDraw, componentDisplaySql, componentRules } from './rules/component.rules.js';
import { deviceBayRules } from './rules/device-bay.rules.js';
import { inventoryItemRules } from './rules/inventory-item.rules.js';
import { macAddressRules } from './rules/mac-address.rules.js';
import { checkModuleBay } from './rules/module.rules.js';
import { checkPortMappings } from './rules/port-mapping.rules.js';

/**
 * Device components other than interfaces (see dcim.resources.ts), inventory item roles, virtual device
 * contexts and MAC addresses (reference: NetBox's device_components and devices serializers). Cabling
 * (`cable`, link peers, paths) comes later: cable fields render empty.
 */

const BRIEF = ['id', 'url', 'display', 'device', 'name', 'description', 'cable', '_occupied'];
const HEAD = ['id', 'url', 'display_url', 'display', 'device', 'name', 'label'];
/** components a module may bring name it after their device */
const MODULAR_HEAD = ['id', 'url', 'display_url', 'display', 'device', 'module', 'name', 'label'];
const CABLE = ['mark_connected', 'cable', 'cable_end', 'link_peers', 'link_peers_type'];
const ENDPOINTS = ['connected_endpoints', 'connected_endpoints_type', 'connected_endpoints_reachable'];
const TAIL = ['tags', 'custom_fields', 'created', 'last_updated'];
/** components have an owner just before their tags */
const OWNED_TAIL = ['owner', ...TAIL];

/** Components sort by their device (its name), then by natural name. */
export const componentOrderSql = (t: string) => `(SELECT d.name FROM dcim_device d WHERE d.id = ${t}.device_id), ${t}.device_id, ${t}._name`;

/** The same order for choosing a page: through the device's (name, id) index (declared on the device entity), then each device's components. */
export const componentPageOrder = {
  join: (t: string) => `JOIN dcim_device ${t}_od ON ${t}_od.id = ${t}.device_id`,
  order: (t: string) => `${t}_od.name, ${t}.device_id, ${t}._name`,
  byParent: { parent: 'dcim.device', via: 'device', parentOrder: (d: string) => `${d}.name, ${d}.id` },
};

/** What every component shares: ordering, display, search, DeviceComponentFilterSet, the device as change parent. */
function component(options: Omit<ResourceOptions, 'app' | 'brief'> & { brief?: string[] }): Resource {
  return defineResource({
    app: 'dcim',
    brief: BRIEF,
    display: componentDisplaySql,
    orderSql: componentOrderSql,
    pageOrder: componentPageOrder,
    search: ['name', 'label', 'description'],
    changeParent: 'device',
    ...options,
    filters: { ...componentFilters(), ...options.filters },
  });
}

export const consolePorts = component({
  entity: ConsolePort,
  path: 'console-ports',
  rules: componentRules(),
  filters: { ...cabledFilters(), ...pathEndpointFilters() },
  fieldOrder: [...MODULAR_HEAD, 'type', 'speed', 'description', ...CABLE, ...ENDPOINTS, ...OWNED_TAIL, '_occupied'],
});

export const consoleServerPorts = component({
  entity: ConsoleServerPort,
  path: 'console-server-ports',
  rules: componentRules(),
  filters: { ...cabledFilters(), ...pathEndpointFilters() },
  fieldOrder: [...MODULAR_HEAD, 'type', 'speed', 'description', ...CABLE, ...ENDPOINTS, ...OWNED_TAIL, '_occupied'],
});

export const powerPorts = component({
  entity: PowerPort,
  path: 'power-ports',
  rules: componentRules(checkPowerDraw),
  filters: { ...cabledFilters(), ...pathEndpointFilters() },
  fieldOrder: [...MODULAR_HEAD, 'type', 'maximum_draw', 'allocated_draw', 'description', ...CABLE, ...ENDPOINTS, ...OWNED_TAIL, '_occupied'],
});

export const powerOutlets = component({
  entity: PowerOutlet,
  path: 'power-outlets',
  rules: componentRules(async (item, ctx) => {
    const port = await ctx.row(PowerPort, item.values.power_port as number | null);
    if (port && port.device !== item.values.device) ctx.error('__all__', `Parent power port (${port.name}) must belong to the same device`);
  }),
  filters: { ...cabledFilters(), ...pathEndpointFilters() },
  fieldOrder: [
    ...MODULAR_HEAD,
    'type',
    'status',
    'color',
    'power_port',
    'feed_leg',
    'description',
    ...CABLE,
    ...ENDPOINTS,
    ...OWNED_TAIL,
    '_occupied',
  ],
});

export const frontPorts = component({
  entity: FrontPort,
  path: 'front-ports',
  rules: componentRules(
    checkPortMappings({ field: 'rear_ports', side: 'front', parent: 'device', other: 'dcim.rearport', table: 'dcim_portmapping' }),
  ),
  filters: { ...cabledFilters(), rear_port_id: mappedTo('dcim_portmapping', 'front_port_id') },
  fieldOrder: [...MODULAR_HEAD, 'type', 'color', 'positions', 'rear_ports', 'description', ...CABLE, ...OWNED_TAIL, '_occupied'],
});

export const rearPorts = component({
  entity: RearPort,
  path: 'rear-ports',
  rules: componentRules(
    checkPortMappings({ field: 'front_ports', side: 'rear', parent: 'device', other: 'dcim.frontport', table: 'dcim_portmapping' }),
  ),
  filters: { ...cabledFilters(), front_port_id: mappedTo('dcim_portmapping', 'rear_port_id') },
  fieldOrder: [...MODULAR_HEAD, 'type', 'color', 'positions', 'front_ports', 'description', ...CABLE, ...OWNED_TAIL, '_occupied'],
});

/**
 * NetBox orders module bays as their tree (ModuleBayManager: the root bay's name, then the MPTT position), so
 * a module's bays follow the bay it sits in. Here per device (as every component), then by the path of natural
 * names from the root bay down: the bay's ancestors are found through the modules they hold.
 */
const moduleBayOrderSql = (t: string) =>
  `(SELECT d.name FROM dcim_device d WHERE d.id = ${t}.device_id), ${t}.device_id,
   (WITH RECURSIVE up(module_id, path, depth) AS (
      SELECT ${t}.module_id, ARRAY[${t}._name]::text[], 0
      UNION ALL
      SELECT p.module_id, p._name || up.path, up.depth + 1
        FROM up JOIN dcim_module m ON m.id = up.module_id JOIN dcim_modulebay p ON p.id = m.module_bay_id
       WHERE up.depth < 32)
    SELECT path FROM up WHERE module_id IS NULL OR depth = 32 LIMIT 1)`;

export const moduleBays = component({
  entity: ModuleBay,
  path: 'module-bays',
  orderSql: moduleBayOrderSql,
  brief: ['id', 'url', 'display', 'installed_module', 'name', 'enabled', 'description', '_occupied'],
  rules: componentRules(checkModuleBay),
  filters: {
    // NetBox's tree parent (ModuleBay.save() sets it to the bay its module is installed in): the bays of the
    // modules installed in these bays; an unknown bay is a 400, as NetBox's ModelMultipleChoiceFilter answers
    parent_id: method(async (t, values, params, db) => {
      const parents = await requireRows(db, 'dcim_modulebay', 'id', values);
      return `${t}.module_id IN (SELECT m.id FROM dcim_module m WHERE m.module_bay_id = ANY(${params.add(parents)}::bigint[]))`;
    }, 'integer'),
    installed_module_id: method(
      (t, values, params) => `${t}.id IN (SELECT m.module_bay_id FROM dcim_module m WHERE m.id = ANY(${params.add(ids(values))}::bigint[]))`,
      'integer',
    ),
  },
  fieldOrder: [...MODULAR_HEAD, 'position', 'enabled', 'description', 'installed_module', ...OWNED_TAIL, '_occupied'],
});

export const deviceBays = component({
  entity: DeviceBay,
  path: 'device-bays',
  brief: ['id', 'url', 'display', 'device', 'name', 'enabled', 'description', '_occupied'],
  rules: deviceBayRules,
  fieldOrder: [...HEAD, 'enabled', 'description', 'installed_device', ...OWNED_TAIL, '_occupied'],
});

export const inventoryItemRoles = defineResource({
  entity: InventoryItemRole,
  app: 'dcim',
  path: 'inventory-item-roles',
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'inventoryitem_count'],
  fieldOrder: ['id', 'url', 'display_url', 'display', 'name', 'slug', 'color', 'description', 'owner', 'comments', ...TAIL, 'inventoryitem_count'],
});

export const inventoryItems = component({
  entity: InventoryItem,
  path: 'inventory-items',
  brief: ['id', 'url', 'display', 'device', 'name', 'description', '_depth'],
  // by device, then depth first with siblings by name
  orderSql: (t) => `(SELECT d.name FROM dcim_device d WHERE d.id = ${t}.device_id), ${t}.device_id, ${t}._sort`,
  search: ['name', 'part_id', 'serial', 'asset_tag', 'description'],
  rules: inventoryItemRules,
  fieldOrder: [
    ...HEAD.slice(0, 5),
    'parent',
    'name',
    'label',
    'status',
    'role',
    'manufacturer',
    'part_id',
    'serial',
    'asset_tag',
    'discovered',
    'description',
    'component_type',
    'component_id',
    'component',
    ...OWNED_TAIL,
    '_depth',
  ],
});

export const virtualDeviceContexts = defineResource({
  entity: VirtualDeviceContext,
  app: 'dcim',
  path: 'virtual-device-contexts',
  brief: ['id', 'url', 'display', 'name', 'identifier', 'device', 'description'],
  ordering: ['name'],
  search: ['name', 'description', 'identifier'],
  filters: {
    ...tenancyFilters(),
    device: via('device'),
    interface_id: method(
      (t, values, params) =>
        `${t}.id IN (SELECT x.virtualdevicecontext_id FROM dcim_interface_vdcs x WHERE x.interface_id = ANY(${params.add(ids(values))}::bigint[]))`,
      'integer',
    ),
    has_primary_ip: flag((t) => `(${t}.primary_ip4_id IS NOT NULL OR ${t}.primary_ip6_id IS NOT NULL)`),
  },
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'device',
    'identifier',
    'tenant',
    'primary_ip',
    'primary_ip4',
    'primary_ip6',
    'status',
    'description',
    'owner',
    'comments',
    ...TAIL,
    'interface_count',
  ],
});

/** Ids among `values`, or a 400 naming the first that is none. */
function ids(values: string[]): number[] {
  const bad = values.find((v) => !/^\d+$/.test(v));
  if (bad !== undefined) throw new FilterValueError(`Select a valid choice. ${bad} is not one of the available choices.`);
  return values.map(Number);
}

/** MAC addresses on interfaces (of a type) matching `where` over the interface alias `i`. */
function assignedTo(type: string, table: string, where: (i: string, values: string[], params: Params) => string) {
  return method(
    (t, values, params) =>
      `(${t}.assigned_object_type = '${type}' AND ${t}.assigned_object_id IN (SELECT i.id FROM ${table} i WHERE ${where('i', values, params)}))`,
  );
}

export const macAddresses = defineResource({
  entity: MACAddress,
  app: 'dcim',
  path: 'mac-addresses',
  verboseName: 'MAC address',
  brief: ['id', 'url', 'display', 'mac_address', 'description'],
  ordering: ['mac_address'],
  display: (t) => `upper(${t}.mac_address::text)`,
  search: ['mac_address', 'description'],
  rules: macAddressRules,
  filters: {
    // a virtual chassis master's take its members' (NetBox's vc_interfaces())
    device_id: assignedTo(
      'dcim.interface',
      'dcim_interface',
      (i, v, p) => `${i}.id IN (${vcInterfaceIds((d) => `${d}.id = ANY(${p.add(ids(v))}::bigint[])`, true)})`,
    ),
    device: assignedTo(
      'dcim.interface',
      'dcim_interface',
      (i, v, p) => `${i}.id IN (${vcInterfaceIds((d) => `${d}.name = ANY(${p.add(v)}::text[])`, true)})`,
    ),
    virtual_machine_id: assignedTo(
      'virtualization.vminterface',
      'virtualization_vminterface',
      (i, v, p) => `${i}.virtual_machine_id = ANY(${p.add(ids(v))}::bigint[])`,
    ),
    virtual_machine: assignedTo(
      'virtualization.vminterface',
      'virtualization_vminterface',
      (i, v, p) => `${i}.virtual_machine_id IN (SELECT m.id FROM virtualization_virtualmachine m WHERE m.name = ANY(${p.add(v)}::text[]))`,
    ),
    interface_id: assignedTo('dcim.interface', 'dcim_interface', (i, v, p) => `${i}.id = ANY(${p.add(ids(v))}::bigint[])`),
    interface: assignedTo('dcim.interface', 'dcim_interface', (i, v, p) => `${i}.name = ANY(${p.add(v)}::text[])`),
    vminterface_id: assignedTo('virtualization.vminterface', 'virtualization_vminterface', (i, v, p) => `${i}.id = ANY(${p.add(ids(v))}::bigint[])`),
    vminterface: assignedTo('virtualization.vminterface', 'virtualization_vminterface', (i, v, p) => `${i}.name = ANY(${p.add(v)}::text[])`),
    assigned: flag((t) => `(${t}.assigned_object_type IS NOT NULL AND ${t}.assigned_object_id IS NOT NULL)`),
    primary: flag(
      (t) => `(${t}.id IN (SELECT primary_mac_address_id FROM dcim_interface WHERE primary_mac_address_id IS NOT NULL)
               OR ${t}.id IN (SELECT primary_mac_address_id FROM virtualization_vminterface WHERE primary_mac_address_id IS NOT NULL))`,
    ),
  },
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'mac_address',
    'assigned_object_type',
    'assigned_object_id',
    'assigned_object',
    'description',
    'owner',
    'comments',
    ...TAIL,
  ],
});

export const componentResources = [
  consolePorts,
  consoleServerPorts,
  powerPorts,
  powerOutlets,
  frontPorts,
  rearPorts,
  moduleBays,
  deviceBays,
  inventoryItemRoles,
  inventoryItems,
  virtualDeviceContexts,
  macAddresses,
];
