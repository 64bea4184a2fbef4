import { defineResource } from '../../core/model/define-resource.js';
import { checkObjectTypeList } from '../object-types.js';
import { objectTypesFilter, objectTypesIdFilter } from '../../core/query/object-type-filters.js';
import { parseTemplate, TemplateError } from '../templates/engine.js';
import { CustomLink } from './entities/custom-link.entity.js';
import { renderLinksAction } from './render.action.js';

/** Custom links (NetBox's CustomLink); `render/` renders those of one object (render.action.ts). */
export const customLinks = defineResource({
  entity: CustomLink,
  app: 'extras',
  path: 'custom-links',
  brief: ['id', 'url', 'display', 'name'],
  ordering: ['group_name', 'weight', 'name'],
  search: ['name', 'link_text', 'link_url', 'group_name'],
  features: ['cloning', 'export_templates'],
  filters: { object_type_id: objectTypesIdFilter(), object_type: objectTypesFilter() },
  listActions: [renderLinksAction],
  rules: {
    validate(item, ctx) {
      checkObjectTypeList(ctx, 'object_types', item.values.object_types, 'custom_links');
      for (const field of ['link_text', 'link_url']) {
        try {
          parseTemplate(String(item.values[field] ?? ''));
        } catch (error) {
          if (!(error instanceof TemplateError)) throw error;
          ctx.error(field, `Template syntax error: ${error.message}`);
        }
      }
    },
  },
});
