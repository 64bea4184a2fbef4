import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { BooleanField, CharField, ChoiceField, ForeignKey, GenericForeignKey } from '../../core/model/fields.js';
import { Tree } from '../../core/model/model-bases.js';
import { InventoryItemStatus } from '../choices/index.js';
import { ComponentModel } from './component-bases.js';
import { InventoryItemRole } from './inventory-item-role.entity.js';
import { Manufacturer } from './manufacturer.entity.js';

/** The components an inventory item may stand for (NetBox's MODULAR_COMPONENT_MODELS). */
export const COMPONENT_TYPES = [
  'dcim.consoleport',
  'dcim.consoleserverport',
  'dcim.frontport',
  'dcim.interface',
  'dcim.poweroutlet',
  'dcim.powerport',
  'dcim.rearport',
];

/** A piece of hardware within a device: a tree (`_depth`), names unique among siblings. */
@Entity('dcim_inventoryitem')
@Tree()
@UniqueTogether({ fields: ['device', 'parent', 'name'], message: 'Inventory item with this Device, Parent and Name already exists.' })
export class InventoryItem extends ComponentModel {
  /** rendered as the bare id, as NetBox does */
  @ForeignKey(() => InventoryItem, { onDelete: 'CASCADE', plainId: true, filterDescendants: false, filterBy: false }) parent: InventoryItem | null;
  @ChoiceField(InventoryItemStatus, { default: 'active' }) status: string;
  @ForeignKey(() => InventoryItemRole, { onDelete: 'PROTECT' }) role: InventoryItemRole | null;
  @ForeignKey(() => Manufacturer, { onDelete: 'PROTECT' }) manufacturer: Manufacturer | null;
  @CharField({ maxLength: 50, blank: true, label: 'Part ID', helpText: 'Manufacturer-assigned part identifier' }) part_id: string;
  /** matched without regard to case, as NetBox's `serial` filter (iexact) */
  @CharField({ maxLength: 50, blank: true, caseInsensitive: true, label: 'Serial number' }) serial: string;
  @CharField({
    maxLength: 50,
    nullable: true,
    unique: 'Inventory item with this Asset tag already exists.',
    helpText: 'A unique tag used to identify this item',
  })
  asset_tag: string | null;
  @BooleanField({ default: false, helpText: 'This item was automatically discovered' }) discovered: boolean;
  /** removed with the component it stands for, as NetBox's generic relation does */
  @GenericForeignKey({ types: COMPONENT_TYPES, onDelete: 'CASCADE' }) component: unknown;
}
