import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { ColorField } from '../../core/model/fields.js';
import { OrganizationalModel } from '../../core/model/model-bases.js';

@Entity('dcim_inventoryitemrole')
export class InventoryItemRole extends OrganizationalModel {
  @ColorField() color: string;
  @CountField('dcim.inventoryitem', 'role', { label: 'Inventory item count', nested: false }) inventoryitem_count: number;
}
