import { ConstraintError, UnknownFieldError, checkConstraints, constraintSets } from '../constraints.js';
import { ResourceRegistry } from '../../core/model/define-resource.js';
import { ModelRules } from '../../core/model/model-rules.js';
import { pythonTypeName } from '../../core/write/coerce.js';

/**
 * An object permission's lists and constraints (docs/models.md §7.4): object types must be
 * declared models (`app.model`), actions short strings (view/add/change/delete or custom, e.g. `grant`),
 * and the constraints well-formed, with values their fields accept on every selected model that has them, so a
 * bad filter is a 400 now and never a failing read later.
 */
export const objectPermissionRules: ModelRules = {
  validate(item, ctx) {
    const types = item.values.object_types;
    if (item.given.has('object_types') || ctx.mode === 'create') {
      // an empty list is allowed, as NetBox's serializer allows it (a permission for nothing, for now)
      if (!Array.isArray(types)) ctx.error('object_types', `Expected a list of items but got type "${pythonTypeName(types)}".`);
      else {
        for (const type of types) {
          if (typeof type !== 'string' || !/^[a-z0-9_]+\.[a-z0-9_]+$/.test(type)) {
            ctx.error('object_types', "Invalid value. Specify a content type as '<app_label>.<model_name>'.");
          } else if (!ResourceRegistry.byObjectType(type)) ctx.error('object_types', `Invalid content type: ${type}`);
        }
      }
    }
    const actions = item.values.actions;
    if (item.given.has('actions') || ctx.mode === 'create') {
      if (!Array.isArray(actions) || !actions.length) ctx.error('actions', 'This list may not be empty.');
      else if (!actions.every((a) => typeof a === 'string' && /^[a-z_]{1,30}$/.test(a))) {
        ctx.error('actions', 'Each action must be a lower-case word of at most 30 characters (view, add, change, delete, or a custom action).');
      }
    }
    if (!item.given.has('constraints') && !item.given.has('object_types')) return;
    let sets;
    try {
      sets = constraintSets(item.values.constraints);
    } catch (error) {
      if (!(error instanceof ConstraintError)) throw error;
      ctx.error('constraints', error.message);
      return;
    }
    if (!sets || !Array.isArray(types)) return;
    for (const type of types) {
      const resource = typeof type === 'string' ? ResourceRegistry.byObjectType(type) : undefined;
      if (!resource) continue;
      try {
        checkConstraints(resource, sets);
      } catch (error) {
        if (!(error instanceof ConstraintError)) throw error;
        // as NetBox, a constraint may name fields only some of the selected models have (it grants nothing on the
        // others, see access.policy.ts); a bad value for a field the model has is refused
        if (error instanceof UnknownFieldError) continue;
        ctx.error('constraints', `Invalid filter for ${resource.className}: ${error.message}`);
      }
    }
  },
  derive(item) {
    // stored without repeats
    if (Array.isArray(item.values.object_types)) item.values.object_types = [...new Set(item.values.object_types as string[])];
    if (Array.isArray(item.values.actions)) item.values.actions = [...new Set(item.values.actions as string[])];
  },
};
