import { defineResource } from '../core/model/define-resource.js';
import { objectTypeIdFilter } from '../coreapp/object-types/filters.js';
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
  displayUrl: false,
  private: true,
  filters: { object_type_id: objectTypeIdFilter('object_type') },
});
