import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CharField, ForeignKey, GenericForeignKey } from '../../core/model/fields.js';
import { Tree } from '../../core/model/model-bases.js';
import { DeviceTypeComponentTemplate } from './component-bases.js';
import { InventoryItemRole } from './inventory-item-role.entity.js';
import { Manufacturer } from './manufacturer.entity.js';

/** The component templates an inventory item template may stand for (NetBox's MODULAR_COMPONENT_TEMPLATE_MODELS). */
export const COMPONENT_TEMPLATE_TYPES = [
  'dcim.consoleporttemplate',
  'dcim.consoleserverporttemplate',
  'dcim.frontporttemplate',
  'dcim.interfacetemplate',
  'dcim.poweroutlettemplate',
  'dcim.powerporttemplate',
  'dcim.rearporttemplate',
];

/** A tree (`_depth`); names are unique among siblings (two top-level items may share one, as in NetBox). */
@Entity('dcim_inventoryitemtemplate')
@Tree()
@UniqueTogether({
  fields: ['device_type', 'parent', 'name'],
  message: 'Inventory item template with this Device type, Parent and Name already exists.',
})
export class InventoryItemTemplate extends DeviceTypeComponentTemplate {
  /** rendered as the bare id, as NetBox does */
  @ForeignKey(() => InventoryItemTemplate, { onDelete: 'CASCADE', plainId: true, filterDescendants: false, filterBy: false })
  parent: InventoryItemTemplate | null;
  @ForeignKey(() => InventoryItemRole, { onDelete: 'PROTECT' }) role: InventoryItemRole | null;
  @ForeignKey(() => Manufacturer, { onDelete: 'PROTECT' }) manufacturer: Manufacturer | null;
  @CharField({ maxLength: 50, blank: true, label: 'Part ID', helpText: 'Manufacturer-assigned part identifier' }) part_id: string;
  /** templates have no reverse relation in NetBox: removing the component template leaves this one pointing nowhere */
  @GenericForeignKey({ types: COMPONENT_TEMPLATE_TYPES, onDelete: 'NONE' }) component: unknown;
}
