import { defineResource } from '../../core/model/define-resource.js';
import { objectTypeIdFilter } from '../../core/query/object-type-filters.js';
import { featureOfGeneric } from '../object-types.js';
import { Bookmark } from './entities/bookmark.entity.js';

/** Bookmarks (NetBox's Bookmark): not change-logged; the object's display is the bookmark's. */
export const bookmarks = defineResource({
  entity: Bookmark,
  app: 'extras',
  path: 'bookmarks',
  brief: ['id', 'url', 'display', 'object_id', 'object_type'],
  ordering: ['created', 'id'],
  display: (t) => `COALESCE(inv_brief(${t}.object_type, ${t}.object_id, '') ->> 'display', ${t}.id::text)`,
  search: [],
  changeLogged: false,
  omit: ['display_url'],
  filters: { object_type_id: objectTypeIdFilter('object_type') },
  rules: featureOfGeneric('object', 'bookmarks', (type) => `Bookmarks cannot be assigned to this object type (${type}).`),
});
