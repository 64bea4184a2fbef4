import { defineResource, Resource } from '../../core/model/define-resource.js';
import { expr } from '../../core/model/filter-specs.js';
import { registerFilterFactory } from '../../core/query/filters.js';
import { registerSqlProvider } from '../../core/serialize/plan.js';
import { syncAction, syncedDataRules } from '../synced-data.js';
import { criterionFilters } from './criteria.js';
import { ConfigContextProfile } from './entities/config-context-profile.entity.js';
import { ConfigContext } from './entities/config-context.entity.js';
import { schemaDefinitionProblem, schemaProblem } from '../../core/model/json-schema.js';
import { configContextSql } from './render.js';
import { registerTagSlugs } from './tag-slugs.js';

const autoSync = { auto_sync_enabled: expr('boolean', (t) => `${t}.auto_sync_enabled`) };

/** Config context profiles (NetBox 4.6): a JSON schema the data of their contexts must follow. */
export const configContextProfiles = defineResource({
  entity: ConfigContextProfile,
  app: 'extras',
  path: 'config-context-profiles',
  brief: ['id', 'url', 'display', 'name', 'description'],
  search: ['name', 'description', 'comments'],
  features: ['bookmarks', 'cloning', 'custom_links', 'export_templates', 'journaling', 'notifications', 'synced_data'],
  actions: [syncAction],
  filters: autoSync,
  rules: [
    syncedDataRules(() => configContextProfiles, 'schema', 'data'),
    {
      validate(item, ctx) {
        const problem = schemaDefinitionProblem(item.values.schema);
        if (problem) ctx.error('schema', problem);
      },
    },
  ],
});

/** Configuration contexts and the `config_context` merge of devices and virtual machines (docs/models.md §6.3). */
export const configContexts = defineResource({
  entity: ConfigContext,
  app: 'extras',
  path: 'config-contexts',
  brief: ['id', 'url', 'display', 'name', 'description'],
  ordering: ['weight', 'name'],
  search: ['name', 'description', 'data'],
  features: ['cloning', 'custom_links', 'synced_data'],
  actions: [syncAction],
  filters: autoSync,
  rules: [
    syncedDataRules(() => configContexts, 'data', 'data'),
    {
      async validate(item, ctx) {
        const data = item.values.data;
        if (!data || typeof data !== 'object' || Array.isArray(data))
          return ctx.error('data', 'JSON data must be in object form. Example: {"foo": 123}');
        const profile = await ctx.row(ConfigContextProfile, item.values.profile as number | null);
        const problem = profile?.schema ? schemaProblem(data, profile.schema) : null;
        if (problem) ctx.error('__all__', `Data does not conform to profile schema: ${problem}`);
      },
    },
  ],
});

export const configContextResources: Resource[] = [configContextProfiles, configContexts];

let registered = false;

export function registerConfigContextFeature(): void {
  if (registered) return;
  registered = true;
  registerTagSlugs();
  // region_id, region, …, tag_id, tag: over the contexts' criteria. Registered after the tag feature,
  // so these `tag` / `tag_id` replace the generic ones (which look at the tags objects carry).
  registerFilterFactory((resource) => (resource === configContexts ? criterionFilters(resource) : []));
  // any model declaring `config_context` with this provider (devices and virtual machines)
  registerSqlProvider('configContext', configContextSql);
}
