import { defineResource } from '../core/model/define-resource.js';
import { method } from '../core/model/filter-specs.js';
import { objectTypesIdFilter } from '../core/query/object-type-filters.js';
import { Tag } from './entities/tag.entity.js';
import { checkObjectTypeList } from './object-types.js';

export const tags = defineResource({
  entity: Tag,
  app: 'extras',
  path: 'tags',
  brief: ['id', 'url', 'display', 'name', 'slug', 'color', 'description'],
  ordering: ['weight', 'name'],
  filters: {
    // tags carried by objects of these types
    content_type: method(
      (t, values, params) =>
        `EXISTS (SELECT 1 FROM extras_taggeditem ti WHERE ti.tag_id = ${t}.id AND ti.object_type = ANY(${params.add(values.map((v) => v.toLowerCase()))}::text[]))`,
    ),
    content_type_id: method((t, values, params) => {
      const ids = values.filter((v) => /^\d{1,18}$/.test(v)).map(Number);
      return `EXISTS (SELECT 1 FROM extras_taggeditem ti JOIN core_objecttype ot ON ti.object_type = ot.app_label || '.' || ot.model
                       WHERE ti.tag_id = ${t}.id AND ot.id = ANY(${params.add(ids)}::bigint[]))`;
    }, 'integer'),
    // tags that may be applied to these types: restricted to them, or to none
    for_object_type_id: method((t, values, params) => {
      const ids = values.filter((v) => /^\d{1,18}$/.test(v)).map(Number);
      return `(jsonb_array_length(${t}.object_types) = 0 OR EXISTS (SELECT 1 FROM core_objecttype ot WHERE ot.id = ANY(${params.add(ids)}::bigint[]) AND ${t}.object_types ? (ot.app_label || '.' || ot.model)))`;
    }, 'integer'),
    object_types: objectTypesIdFilter(),
  },
  rules: {
    // NetBox's ContentTypeField over the object types with the tags feature: others are "Invalid content type"
    validate(item, ctx) {
      if (item.given.has('object_types')) checkObjectTypeList(ctx, 'object_types', item.values.object_types, 'tags', false);
    },
  },
});
