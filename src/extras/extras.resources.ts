import { defineResource, ResourceRegistry } from '../core/model/define-resource.js';
import { Tag } from './entities/tag.entity.js';

export const tags = defineResource({
  entity: Tag,
  app: 'extras',
  path: 'tags',
  brief: ['id', 'url', 'display', 'name', 'slug', 'color', 'description'],
  ordering: ['weight', 'name'],
  rules: {
    validate(item, ctx) {
      const types = item.values.object_types;
      if (!Array.isArray(types) || types.some((t) => typeof t !== 'string' || !ResourceRegistry.byObjectType(t))) {
        ctx.error('object_types', 'Enter a list of object types as "<app>.<model>" (e.g. "dcim.site").');
      }
    },
  },
});
