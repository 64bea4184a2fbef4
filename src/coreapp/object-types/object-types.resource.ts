import { defineResource } from '../../core/model/define-resource.js';
import { method } from '../../core/model/filter-specs.js';
import { likeEscape } from '../../database/sql.js';
import { ObjectType } from './entities/object-type.entity.js';

/** /api/core/object-types/: read-only, open to every authenticated user (NetBox's ObjectTypeViewSet). */
export const objectTypes = defineResource({
  entity: ObjectType,
  app: 'core',
  path: 'object-types',
  brief: ['id', 'url', 'display', 'app_label', 'app_name', 'model', 'model_name', 'model_name_plural'],
  ordering: ['app_label', 'model'],
  display: (t) => `${t}.app_name || ' | ' || ${t}.model_name`,
  search: ['app_label', 'model'],
  readOnly: true,
  changeLogged: false,
  omit: ['display_url'],
  openView: true,
  private: true,
  filters: {
    features: method((t, values, params) => `${t}.features::text ILIKE ${params.add(`%${likeEscape(values[values.length - 1])}%`)}`),
  },
});
