import { defineResource, Resource } from '../../core/model/define-resource.js';
import { registerFilterFactory } from '../../core/query/filters.js';
import { registerSqlProvider } from '../../core/serialize/plan.js';
import { criterionFilters } from './criteria.js';
import { ConfigContext } from './entities/config-context.entity.js';
import { configContextSql } from './render.js';
import { registerTagSlugs } from './tag-slugs.js';

/** Configuration contexts and the `config_context` merge of devices and virtual machines (docs/models.md §6.3). */
export const configContexts = defineResource({
  entity: ConfigContext,
  app: 'extras',
  path: 'config-contexts',
  brief: ['id', 'url', 'display', 'name', 'description'],
  ordering: ['weight', 'name'],
  search: ['name', 'description', 'data'],
});

export const configContextResources: Resource[] = [configContexts];

let registered = false;

export function registerConfigContextFeature(): void {
  if (registered) return;
  registered = true;
  registerTagSlugs();
  // region_id, region, …, tag_id, tag: over the contexts' criteria. Registered after the tag feature,
  // so these `tag` / `tag_id` replace the generic ones (which look at the tags objects carry).
  registerFilterFactory((resource) => (resource === configContexts ? criterionFilters(resource) : []));
  // any model declaring `config_context` with this provider (devices; virtual machines later)
  registerSqlProvider('configContext', configContextSql);
}
