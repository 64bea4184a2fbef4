import { defineResource, Resource, ResourceOptions } from '../core/model/define-resource.js';
import { mappedTo } from './component-filters.js';
import { ConsolePortTemplate } from './entities/console-port-template.entity.js';
import { ConsoleServerPortTemplate } from './entities/console-server-port-template.entity.js';
import { DeviceBayTemplate } from './entities/device-bay-template.entity.js';
import { FrontPortTemplate } from './entities/front-port-template.entity.js';
import { InterfaceTemplate } from './entities/interface-template.entity.js';
import { InventoryItemTemplate } from './entities/inventory-item-template.entity.js';
import { ModuleBayTemplate } from './entities/module-bay-template.entity.js';
import { PowerOutletTemplate } from './entities/power-outlet-template.entity.js';
import { PowerPortTemplate } from './entities/power-port-template.entity.js';
import { RearPortTemplate } from './entities/rear-port-template.entity.js';
import { deviceBayTemplateRules } from './rules/device-bay.rules.js';
import { checkInterfaceBasics, deriveInterfaceNaturalName } from './rules/interface.rules.js';
import { inventoryItemTemplateRules } from './rules/inventory-item.rules.js';
import { checkPortMappings } from './rules/port-mapping.rules.js';
import { checkPowerDraw, componentDisplaySql, templateRules } from './rules/component.rules.js';

/**
 * Component templates of device types and module types (reference: NetBox's devicetype_components
 * serializers). Modular templates belong to exactly one of the two; device bays and inventory items
 * only to device types.
 */

const BRIEF = ['id', 'url', 'display', 'name', 'description'];
const BRIEF_BAY = ['id', 'url', 'display', 'name', 'enabled', 'description'];
const HEAD = ['id', 'url', 'display', 'device_type', 'module_type', 'name', 'label'];
/** templates only a device type holds */
const DEVICE_TYPE_HEAD = ['id', 'url', 'display', 'device_type', 'name', 'label'];
const TAIL = ['created', 'last_updated'];

const byDeviceType = (t: string) =>
  `(SELECT m.name FROM dcim_devicetype dt JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id WHERE dt.id = ${t}.device_type_id),
   (SELECT dt.model FROM dcim_devicetype dt WHERE dt.id = ${t}.device_type_id), ${t}.device_type_id`;

/** What every template shares: no display_url, ordered by device type then natural name, the device type as change parent. */
function template(options: Omit<ResourceOptions, 'app' | 'brief'> & { brief?: string[] }): Resource {
  return defineResource({
    app: 'dcim',
    brief: BRIEF,
    omit: ['display_url'],
    display: componentDisplaySql,
    orderSql: (t) => `${byDeviceType(t)}, ${t}._name`,
    search: ['name', 'description'],
    changeParent: 'device_type',
    ...options,
  });
}

/** A template a module type may hold too: after the device types' (NetBox: device type, module type, name), related to whichever type holds it. */
function modular(options: Omit<ResourceOptions, 'app' | 'brief'> & { brief?: string[] }): Resource {
  return template({ changeParentElse: 'module_type', orderSql: (t) => `${byDeviceType(t)}, ${t}.module_type_id, ${t}._name`, ...options });
}

/** Two templates of the same device type or module type. */
const sameType = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  a.device_type === (b.device_type ?? null) && a.module_type === (b.module_type ?? null);

export const consolePortTemplates = modular({
  entity: ConsolePortTemplate,
  path: 'console-port-templates',
  rules: templateRules(null, { modular: true }),
  fieldOrder: [...HEAD, 'type', 'description', ...TAIL],
});

export const consoleServerPortTemplates = modular({
  entity: ConsoleServerPortTemplate,
  path: 'console-server-port-templates',
  rules: templateRules(null, { modular: true }),
  fieldOrder: [...HEAD, 'type', 'description', ...TAIL],
});

export const powerPortTemplates = modular({
  entity: PowerPortTemplate,
  path: 'power-port-templates',
  rules: templateRules(checkPowerDraw, { modular: true }),
  fieldOrder: [...HEAD, 'type', 'maximum_draw', 'allocated_draw', 'description', ...TAIL],
});

export const powerOutletTemplates = modular({
  entity: PowerOutletTemplate,
  path: 'power-outlet-templates',
  rules: templateRules(
    async (item, ctx) => {
      const port = await ctx.row(PowerPortTemplate, item.values.power_port as number | null);
      if (port && !sameType(port, item.values)) {
        ctx.error('__all__', `Parent power port (${port.name}) must belong to the same device type`);
      }
    },
    { modular: true },
  ),
  fieldOrder: [...HEAD, 'type', 'color', 'power_port', 'feed_leg', 'description', ...TAIL],
});

export const interfaceTemplates = modular({
  entity: InterfaceTemplate,
  path: 'interface-templates',
  rules: templateRules(
    async (item, ctx) => {
      checkInterfaceBasics(item, ctx);
      const bridge = await ctx.row(InterfaceTemplate, item.values.bridge as number | null);
      if (bridge && bridge.id !== item.id && !sameType(bridge, item.values)) {
        ctx.error('bridge', `Bridge interface (${bridge.name}) must belong to the same device type`);
      }
    },
    // ordered as interfaces are (NetBox's InterfaceTemplate._name: naturalize_interface)
    { modular: true, naturalName: deriveInterfaceNaturalName },
  ),
  fieldOrder: [...HEAD, 'type', 'enabled', 'mgmt_only', 'description', 'bridge', 'poe_mode', 'poe_type', 'rf_role', ...TAIL],
});

export const frontPortTemplates = modular({
  entity: FrontPortTemplate,
  path: 'front-port-templates',
  rules: templateRules(
    checkPortMappings({
      field: 'rear_ports',
      side: 'front',
      parent: 'device_type',
      other: 'dcim.rearporttemplate',
      table: 'dcim_porttemplatemapping',
    }),
    { modular: true },
  ),
  filters: { rear_port_id: mappedTo('dcim_porttemplatemapping', 'front_port_id') },
  fieldOrder: [...HEAD, 'type', 'color', 'positions', 'rear_ports', 'description', ...TAIL],
});

export const rearPortTemplates = modular({
  entity: RearPortTemplate,
  path: 'rear-port-templates',
  rules: templateRules(
    checkPortMappings({
      field: 'front_ports',
      side: 'rear',
      parent: 'device_type',
      other: 'dcim.frontporttemplate',
      table: 'dcim_porttemplatemapping',
    }),
    { modular: true },
  ),
  filters: { front_port_id: mappedTo('dcim_porttemplatemapping', 'rear_port_id') },
  fieldOrder: [...HEAD, 'type', 'color', 'positions', 'front_ports', 'description', ...TAIL],
});

export const moduleBayTemplates = modular({
  entity: ModuleBayTemplate,
  path: 'module-bay-templates',
  brief: BRIEF_BAY,
  rules: templateRules(null, { modular: true }),
  fieldOrder: [...HEAD, 'position', 'enabled', 'description', ...TAIL],
});

export const deviceBayTemplates = template({
  entity: DeviceBayTemplate,
  path: 'device-bay-templates',
  brief: BRIEF_BAY,
  rules: deviceBayTemplateRules,
  fieldOrder: [...DEVICE_TYPE_HEAD, 'enabled', 'description', ...TAIL],
});

export const inventoryItemTemplates = template({
  entity: InventoryItemTemplate,
  path: 'inventory-item-templates',
  brief: [...BRIEF, '_depth'],
  // depth first within each device type, siblings by name
  orderSql: (t) => `${t}.device_type_id, ${t}._sort`,
  search: ['name', 'part_id', 'description'],
  rules: inventoryItemTemplateRules,
  fieldOrder: [
    'id',
    'url',
    'display',
    'device_type',
    'parent',
    'name',
    'label',
    'role',
    'manufacturer',
    'part_id',
    'description',
    'component_type',
    'component_id',
    'component',
    ...TAIL,
    '_depth',
  ],
});

export const templateResources = [
  consolePortTemplates,
  consoleServerPortTemplates,
  powerPortTemplates,
  powerOutletTemplates,
  interfaceTemplates,
  frontPortTemplates,
  rearPortTemplates,
  moduleBayTemplates,
  deviceBayTemplates,
  inventoryItemTemplates,
];
