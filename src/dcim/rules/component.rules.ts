import { ModelRules, RuleContext, WriteItem } from '../../core/model/model-rules.js';
import { deriveNaturalName } from './interface.rules.js';

/**
 * What every device component and component template checks (NetBox's ComponentModel and
 * ComponentTemplateModel clean()), composed with a model's own rules.
 */

type Check = (item: WriteItem, ctx: RuleContext) => void | Promise<void>;

/** A component stays on its device (inventory items may move: `movable`). */
export function componentRules(own: Check | null = null, options: { movable?: boolean; validateAll?: ModelRules['validateAll'] } = {}): ModelRules {
  return {
    async validate(item, ctx) {
      if (!options.movable && item.before && item.given.has('device') && item.values.device !== item.before.device) {
        ctx.error('device', 'Components cannot be moved to a different device.');
      }
      await own?.(item, ctx);
    },
    validateAll: options.validateAll,
    derive: deriveNaturalName,
  };
}

/**
 * A template stays on its device type (its sort key: `naturalName`, interface templates' as interfaces'); a modular one (`modular`) belongs to a device type or a module
 * type, exactly one of them.
 */
export function templateRules(own: Check | null = null, options: { modular?: boolean; naturalName?: (item: WriteItem) => void } = {}): ModelRules {
  return {
    async validate(item, ctx) {
      const v = item.values;
      if (item.before && item.given.has('device_type') && v.device_type !== item.before.device_type) {
        ctx.error('device_type', 'Component templates cannot be moved to a different device type.');
      }
      if (options.modular) {
        const moduleType = v.module_type ?? null;
        if (v.device_type && moduleType) {
          ctx.error('__all__', 'A component template cannot be associated with both a device type and a module type.');
        } else if (!v.device_type && !moduleType) {
          ctx.error('__all__', 'A component template must be associated with either a device type or a module type.');
        }
      }
      await own?.(item, ctx);
    },
    derive: options.naturalName ?? deriveNaturalName,
  };
}

/** `name (label)`, or the name alone: how NetBox shows a component or template. */
export const componentDisplaySql = (t: string) => `${t}.name || CASE WHEN ${t}.label <> '' THEN ' (' || ${t}.label || ')' ELSE '' END`;

/** Allocated draw may not exceed the maximum (power ports and their templates). */
export const checkPowerDraw: Check = (item, ctx) => {
  const { maximum_draw: max, allocated_draw: allocated } = item.values as { maximum_draw: number | null; allocated_draw: number | null };
  if (max !== null && max !== undefined && allocated !== null && allocated !== undefined && allocated > max) {
    ctx.error('allocated_draw', `Allocated draw cannot exceed the maximum draw (${max}W).`);
  }
};
