import { defineResource } from '../../core/model/define-resource.js';
import { method } from '../../core/model/filter-specs.js';
import { objectTypeIdFilter } from '../../core/query/object-type-filters.js';
import { objectTypeProblem } from '../object-types.js';
import { sharedOrOwn, usable } from '../saved-filters/saved-filters.resource.js';
import { TableConfig } from './entities/table-config.entity.js';

const strings = (value: unknown) => Array.isArray(value) && value.every((v) => typeof v === 'string' && v.length <= 100);

/**
 * Table configurations (NetBox's TableConfig). NetBox checks the table and column names against its web
 * interface's tables; this service has none of them, so any names are kept as given.
 */
export const tableConfigs = defineResource({
  entity: TableConfig,
  app: 'extras',
  path: 'table-configs',
  brief: ['id', 'url', 'display', 'name', 'description', 'object_type', 'table'],
  ordering: ['weight', 'name'],
  search: ['name', 'description', 'table'],
  features: ['cloning'],
  visibility: sharedOrOwn,
  filters: {
    object_type_id: objectTypeIdFilter('object_type'),
    object_type: method((t, values, params) => `lower(${t}.object_type) = ANY(${params.add(values.map((v) => v.toLowerCase()))}::text[])`),
    usable,
  },
  rules: {
    validate(item, ctx) {
      const problem = objectTypeProblem(item.values.object_type);
      if (problem) ctx.error('object_type', problem);
      if (!strings(item.values.columns)) ctx.error('columns', 'Enter a list of column names.');
      if (item.values.ordering !== null && !strings(item.values.ordering)) ctx.error('ordering', 'Enter a list of column names.');
    },
  },
});
