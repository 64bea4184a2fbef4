import { defineResource } from '../../core/model/define-resource.js';
import { objectTypeIdFilter } from '../../core/query/object-type-filters.js';
import { ImageAttachment } from './entities/image-attachment.entity.js';
import { imageAttachmentRules } from './image-attachment.rules.js';

/** docs/models.md §6.4, docs/api-behaviour.md §12. */
export const imageAttachments = defineResource({
  entity: ImageAttachment,
  app: 'extras',
  path: 'image-attachments',
  brief: ['id', 'url', 'display', 'name', 'image', 'description'],
  // NetBox's ImageAttachmentSerializer lists no display_url
  omit: ['display_url'],
  ordering: ['name'],
  // the name, else the uploaded file's name: the stored one without its `<model>_<object id>_` prefix
  display: (t) => `COALESCE(NULLIF(${t}.name, ''), regexp_replace(${t}.image, '^.*/[a-z0-9]+_[0-9]+_', ''))`,
  search: ['name', 'description'],
  filters: { object_type_id: objectTypeIdFilter('object_type') },
  rules: imageAttachmentRules,
});
