import type { Queryable } from '../../database/db.js';
import { schemaDefinitionProblem, schemaProblem } from '../../core/model/json-schema.js';
import { ModelRules, RuleContext, WriteItem } from '../../core/model/model-rules.js';
import { installProblem } from '../module-components.js';

/** A profile's schema must be a usable JSON schema (NetBox's validate_schema). */
export const moduleTypeProfileRules: ModelRules = {
  validate(item, ctx) {
    const problem = schemaDefinitionProblem(item.values.schema);
    if (problem) ctx.error('schema', problem);
  },
};

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/**
 * A module type's attributes follow its profile's schema; without a profile (or schema) it has none.
 * Attributes written to an existing type are merged into the stored ones (NetBox's AttributesField).
 */
export const moduleTypeRules: ModelRules = {
  async validate(item, ctx) {
    const v = item.values;
    if (item.before && item.given.has('attributes') && isObject(v.attributes) && isObject(item.before.attributes)) {
      v.attributes = { ...item.before.attributes, ...v.attributes };
    }
    if (v.weight !== null && v.weight !== undefined && !v.weight_unit) ctx.error('weight_unit', 'Must specify a unit when setting a weight');
    const profile = await ctx.row('dcim.moduletypeprofile', v.profile as number | null);
    if (profile?.schema) {
      const problem = schemaProblem(v.attributes ?? null, profile.schema);
      if (problem) ctx.error('__all__', `Invalid schema: ${problem}`);
    } else {
      v.attributes = null;
      item.given.add('attributes');
    }
  },
};

/**
 * A module sits in an enabled bay of its own device, not inside itself; installing it must not clash
 * with the device's components (NetBox's Module.clean() and ModuleSerializer.validate()).
 */
export const moduleRules: ModelRules = {
  async validate(item, ctx) {
    const v = item.values;
    const bay = await ctx.row('dcim.modulebay', v.module_bay as number | null);
    const device = await ctx.row('dcim.device', v.device as number | null);
    if (!bay || !device) return;
    if (bay.device !== v.device) {
      return ctx.error('__all__', `Module must be installed within a module bay belonging to the assigned device (${String(device.name ?? '')}).`);
    }
    if (!bay.enabled && (!item.before || item.before.module_bay !== v.module_bay)) {
      return ctx.error('module_bay', 'Cannot install a module in a disabled module bay.');
    }
    if (item.id !== null && (await insideItself(ctx.db, item.id, Number(bay.id)))) {
      return ctx.error('__all__', 'A module bay cannot belong to a module installed within it.');
    }
    if (item.before || (v.replicate_components === false && v.adopt_components !== true)) return;
    // an occupied bay is the uniqueness check's to report, on module_bay (DRF validates fields first)
    const [taken] = await ctx.db.query('SELECT 1 FROM dcim_module WHERE module_bay_id = $1', [bay.id]);
    if (taken) return;
    const problem = await installProblem(ctx.db, Number(v.device), bay, Number(v.module_type), v.adopt_components === true);
    if (problem) ctx.error('non_field_errors', problem);
  },
};

/** Whether the bay belongs to the module or to a module installed (at any depth) within it. */
async function insideItself(db: Queryable, moduleId: number, bayId: number): Promise<boolean> {
  const [row] = await db.query<{ inside: boolean }>(
    `WITH RECURSIVE up(bay, module) AS (
       SELECT b.id, b.module_id FROM dcim_modulebay b WHERE b.id = $1
       UNION SELECT b.id, b.module_id FROM up JOIN dcim_module m ON m.id = up.module JOIN dcim_modulebay b ON b.id = m.module_bay_id
     ) SELECT EXISTS (SELECT 1 FROM up WHERE module = $2) AS inside`,
    [bayId, moduleId],
  );
  return Boolean(row?.inside);
}

/**
 * A module bay may not belong to a module that sits, at any depth, inside the bay itself (NetBox's
 * ModuleBay.clean()); a new bay holds nothing yet.
 */
export async function checkModuleBay(item: WriteItem, ctx: RuleContext): Promise<void> {
  const module = item.values.module as number | null | undefined;
  if (item.id === null || module === null || module === undefined) return;
  const [row] = await ctx.db.query<{ inside: boolean }>(
    `WITH RECURSIVE up(bay, module) AS (
       SELECT b.id, b.module_id FROM dcim_module m JOIN dcim_modulebay b ON b.id = m.module_bay_id WHERE m.id = $1
       UNION SELECT b.id, b.module_id FROM up JOIN dcim_module m ON m.id = up.module JOIN dcim_modulebay b ON b.id = m.module_bay_id
     ) SELECT EXISTS (SELECT 1 FROM up WHERE bay = $2) AS inside`,
    [module, item.id],
  );
  if (row?.inside) ctx.error('__all__', 'A module bay cannot belong to a module installed within it.');
}
