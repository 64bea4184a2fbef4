import type { Resource } from '../../core/model/define-resource.js';
import { registerFilterFactory } from '../../core/query/filters.js';
import { setCustomFieldsSql } from '../../core/serialize/plan.js';
import { writeHooks } from '../../core/write/hooks.js';
import { writePipeline } from '../../core/write/pipeline.js';
import { customFieldFilter } from './filters.js';
import { customFieldValues } from './lifecycle.js';
import { customFieldsSql } from './render.js';
import { customFieldChoiceSets, customFields } from './resources.js';
import { validateCustomFields } from './write.js';

/** Custom fields and choice sets (docs/models.md §0.3, §6.2). */
export const customFieldResources: Resource[] = [customFieldChoiceSets, customFields];

let registered = false;

/** Registers the custom-field hooks of the write and read paths. */
export function registerCustomFieldFeature(): void {
  if (registered) return;
  registered = true;
  setCustomFieldsSql(customFieldsSql);
  writeHooks.customFields = validateCustomFields;
  registerFilterFactory((resource) => (resource.hasCustomFields ? [customFieldFilter(resource)] : []));
  writePipeline.add(customFieldValues(customFields));
}
