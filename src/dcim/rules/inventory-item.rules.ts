import { ModelRules, RuleContext, WriteItem } from '../../core/model/model-rules.js';
import { InventoryItemTemplate } from '../entities/inventory-item-template.entity.js';
import { InventoryItem } from '../entities/inventory-item.entity.js';
import { componentRules, templateRules } from './component.rules.js';

/**
 * Inventory items (NetBox's InventoryItem.clean()): the parent on the same device; the component the
 * item stands for on the item's device (`device` names the mistake, as in NetBox); an item moving to
 * another device leaves its component behind and may not leave its children behind.
 */
async function checkItem(item: WriteItem, ctx: RuleContext): Promise<void> {
  const v = item.values;
  const parent = await ctx.row(InventoryItem, v.parent as number | null);
  if (parent && parent.id !== item.id && parent.device !== v.device) ctx.error('parent', 'Parent inventory item does not belong to the same device.');
  const component = v.component_type && v.component_id ? await ctx.row(v.component_type as string, v.component_id as number) : null;
  const moved = item.before && item.before.device !== v.device;
  if (moved) {
    const [child] = await ctx.db.query('SELECT 1 FROM dcim_inventoryitem WHERE parent_id = $1 AND device_id <> $2 LIMIT 1', [item.id, v.device]);
    if (child) ctx.error('__all__', 'Cannot move an inventory item with dependent children');
    if (component && component.device !== v.device && !item.given.has('component_id')) {
      // its component stays on the old device
      v.component_type = null;
      v.component_id = null;
      item.given.add('component_type');
      item.given.add('component_id');
    }
  } else if (component && component.device !== v.device) {
    ctx.error('device', 'Cannot assign inventory item to component on another device');
  }
}

export const inventoryItemRules: ModelRules = componentRules(checkItem, { movable: true });

/** A template's parent and component belong to the same device type. */
export const inventoryItemTemplateRules: ModelRules = templateRules(async (item, ctx) => {
  const v = item.values;
  const parent = await ctx.row(InventoryItemTemplate, v.parent as number | null);
  if (parent && parent.id !== item.id && parent.device_type !== v.device_type) {
    ctx.error('parent', 'Parent inventory item template does not belong to the same device type.');
  }
  const component = v.component_type && v.component_id ? await ctx.row(v.component_type as string, v.component_id as number) : null;
  if (component && component.device_type !== v.device_type) {
    ctx.error('component_id', 'The component template does not belong to the same device type.');
  }
});
