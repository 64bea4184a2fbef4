import { defineResource } from '../core/model/define-resource.js';
import { method } from '../core/model/filter-specs.js';
import { objectTypeIdFilter } from '../core/query/object-type-filters.js';
import { likeEscape } from '../database/sql.js';
import { TaggedItem } from './entities/tagged-item.entity.js';

/** `/api/extras/tagged-objects/`: which object carries which tag (NetBox's TaggedItem), read-only. */
export const taggedObjects = defineResource({
  entity: TaggedItem,
  app: 'extras',
  path: 'tagged-objects',
  verboseName: 'tagged item',
  brief: ['id', 'url', 'display', 'object_type', 'object_id', 'object', 'tag'],
  display: (t) =>
    `COALESCE(inv_brief(${t}.object_type, ${t}.object_id, '') ->> 'display', ${t}.object_type || ' ' || ${t}.object_id) || ' tagged with ' || (SELECT tg.name FROM extras_tag tg WHERE tg.id = ${t}.tag_id)`,
  search: [],
  readOnly: true,
  changeLogged: false,
  omit: ['display_url'],
  private: true,
  filters: {
    object_type_id: objectTypeIdFilter('object_type'),
    // the tag's name, slug or description
    q: method((t, values, params) => {
      const text = values[values.length - 1].trim();
      if (!text) return null;
      const p = params.add(`%${likeEscape(text)}%`);
      return `EXISTS (SELECT 1 FROM extras_tag tg WHERE tg.id = ${t}.tag_id AND (tg.name ILIKE ${p} OR tg.slug ILIKE ${p} OR tg.description ILIKE ${p}))`;
    }),
  },
});
