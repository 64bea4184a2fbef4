import { ResourceRegistry } from '../core/model/define-resource.js';
import type { ModelRules, RuleContext } from '../core/model/model-rules.js';
import { pythonTypeName } from '../core/write/coerce.js';

/** `object_types` / `object_type` of extras models: `app.model` strings naming declared models with a feature. */

const OBJECT_TYPE = /^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$/;

/** The problem with one object type, or null: unknown, or without the feature it must have. */
export function objectTypeProblem(value: unknown, feature?: string): string | null {
  if (typeof value !== 'string' || !OBJECT_TYPE.test(value)) return "Invalid value. Specify a content type as '<app_label>.<model_name>'.";
  const resource = ResourceRegistry.byObjectType(value);
  if (!resource || (feature && !resource.hasFeature(feature))) return `Invalid content type: ${value}`;
  return null;
}

/** Checks a list of object types (NetBox's ContentTypeField, many=True): errors go to `field`. */
export function checkObjectTypeList(ctx: RuleContext, field: string, value: unknown, feature?: string, required = true): void {
  if (value === null) return ctx.error(field, 'This field may not be null.');
  if (!Array.isArray(value)) return ctx.error(field, `Expected a list of items but got type "${pythonTypeName(value)}".`);
  if (required && !value.length) return ctx.error(field, 'This list may not be empty.');
  for (const type of value) {
    const problem = objectTypeProblem(type, feature);
    if (problem) return ctx.error(field, problem);
  }
}

/**
 * A generic relation limited to models with a feature (a bookmark's object must support bookmarks):
 * NetBox's clean() checks, with its message (`{type}` is the object type's label, `DCIM | site`).
 */
export function featureOfGeneric(relation: string, feature: string, message: (label: string) => string): ModelRules {
  return {
    validate(item, ctx) {
      const type = item.values[`${relation}_type`];
      if (typeof type !== 'string') return;
      const resource = ResourceRegistry.byObjectType(type);
      if (!resource) return ctx.error(`${relation}_type`, `Invalid content type: ${type}`);
      if (!resource.hasFeature(feature)) ctx.error('__all__', message(resource.objectTypeLabel));
    },
  };
}
