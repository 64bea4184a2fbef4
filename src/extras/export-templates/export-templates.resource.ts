import { defineResource } from '../../core/model/define-resource.js';
import { expr } from '../../core/model/filter-specs.js';
import { objectTypesFilter, objectTypesIdFilter } from '../../core/query/object-type-filters.js';
import { checkObjectTypeList } from '../object-types.js';
import { syncAction, syncedDataRules } from '../synced-data.js';
import { templateRules } from '../templates/template-rules.js';
import { ExportTemplate } from './entities/export-template.entity.js';

/** Export templates (NetBox's ExportTemplate); `?export=<name>` on a list renders one (exporter.ts). */
export const exportTemplates = defineResource({
  entity: ExportTemplate,
  app: 'extras',
  path: 'export-templates',
  brief: ['id', 'url', 'display', 'name', 'description'],
  search: ['name', 'description', 'file_name'],
  features: ['cloning', 'export_templates', 'synced_data'],
  actions: [syncAction],
  filters: {
    object_type_id: objectTypesIdFilter(),
    object_type: objectTypesFilter(),
    auto_sync_enabled: expr('boolean', (t) => `${t}.auto_sync_enabled`),
  },
  rules: [
    syncedDataRules(() => exportTemplates, 'template_code', 'text'),
    templateRules,
    {
      validate(item, ctx) {
        checkObjectTypeList(ctx, 'object_types', item.values.object_types, 'export_templates');
        if (String(item.values.name).toLowerCase() === 'table')
          ctx.error('name', `"${String(item.values.name)}" is a reserved name. Please choose a different name.`);
      },
    },
  ],
});
