import type { Resource } from '../../core/model/define-resource.js';
import {
  consolePortTemplates,
  consoleServerPortTemplates,
  deviceBayTemplates,
  frontPortTemplates,
  interfaceTemplates,
  inventoryItemTemplates,
  moduleBayTemplates,
  powerOutletTemplates,
  powerPortTemplates,
  rearPortTemplates,
} from '../templates.resources.js';

/**
 * The component-template lists of a library document, in the order they are written (a list may name
 * templates of an earlier one: outlets their power port, front ports their rear port), with the keys each
 * item may carry (NetBox's *TemplateImportForm fields). References by name are resolved by the importer.
 */
export interface TemplateKind {
  key: string;
  resource: Resource;
  fields: string[];
  /** device types only (NetBox has no such templates on module types) */
  deviceOnly?: boolean;
}

const BASE = ['name', 'label', 'description'];

export const TEMPLATE_KINDS: TemplateKind[] = [
  { key: 'console-ports', resource: consolePortTemplates, fields: [...BASE, 'type'] },
  { key: 'console-server-ports', resource: consoleServerPortTemplates, fields: [...BASE, 'type'] },
  { key: 'power-ports', resource: powerPortTemplates, fields: [...BASE, 'type', 'maximum_draw', 'allocated_draw'] },
  { key: 'power-outlets', resource: powerOutletTemplates, fields: [...BASE, 'type', 'color', 'feed_leg'] },
  { key: 'interfaces', resource: interfaceTemplates, fields: [...BASE, 'type', 'enabled', 'mgmt_only', 'poe_mode', 'poe_type', 'rf_role'] },
  { key: 'rear-ports', resource: rearPortTemplates, fields: [...BASE, 'type', 'color', 'positions'] },
  { key: 'front-ports', resource: frontPortTemplates, fields: [...BASE, 'type', 'color', 'positions'] },
  { key: 'module-bays', resource: moduleBayTemplates, fields: [...BASE, 'position', 'enabled'] },
  { key: 'device-bays', resource: deviceBayTemplates, fields: [...BASE, 'enabled'], deviceOnly: true },
  { key: 'inventory-items', resource: inventoryItemTemplates, fields: [...BASE, 'part_id'], deviceOnly: true },
];

/** The type's own fields a document may set (NetBox's DeviceTypeImportForm / ModuleTypeImportForm). */
export const DEVICE_TYPE_FIELDS = [
  'model',
  'slug',
  'part_number',
  'u_height',
  'exclude_from_utilization',
  'is_full_depth',
  'subdevice_role',
  'airflow',
  'weight',
  'weight_unit',
  'description',
  'comments',
];
export const MODULE_TYPE_FIELDS = ['model', 'part_number', 'airflow', 'weight', 'weight_unit', 'description', 'comments'];
