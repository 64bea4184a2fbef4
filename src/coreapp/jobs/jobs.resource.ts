import { defineResource } from '../../core/model/define-resource.js';
import { FilterSpec, method } from '../../core/model/filter-specs.js';
import { FilterValueError } from '../../core/query/filters.js';
import { quoteIdent } from '../../database/sql.js';
import { objectTypeIdFilter } from '../../core/query/object-type-filters.js';
import { Job } from './entities/job.entity.js';

/** NetBox's exact / `__before` / `__after` datetime filters of a job. */
function at(column: string, op: '=' | '<=' | '>='): FilterSpec {
  return method((t, values, params) => {
    const conditions = values.map((v) => {
      if (Number.isNaN(Date.parse(v))) throw new FilterValueError('Enter a valid date/time.');
      // the value as given: PostgreSQL keeps its microseconds (a job's `created` finds that job)
      return `${t}.${quoteIdent(column)} ${op} ${params.add(v)}::timestamptz`;
    });
    return `(${conditions.join(' OR ')})`;
  });
}

function times(column: string): Record<string, FilterSpec> {
  return { [column]: at(column, '='), [`${column}__before`]: at(column, '<='), [`${column}__after`]: at(column, '>=') };
}

export const jobs = defineResource({
  entity: Job,
  app: 'core',
  path: 'jobs',
  brief: ['url', 'created', 'completed', 'user', 'status'],
  ordering: ['-created'],
  display: 'name',
  search: ['name'],
  readOnly: true,
  changeLogged: false,
  filters: {
    object_type_id: objectTypeIdFilter('object_type'),
    ...times('created'),
    ...times('scheduled'),
    ...times('started'),
    ...times('completed'),
  },
});
