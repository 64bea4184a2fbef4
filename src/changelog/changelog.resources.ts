import { method } from '../core/model/filter-specs.js';
import { parseDateTime } from '../core/query/filters.js';
import { quoteIdent } from '../database/sql.js';
import { defineResource } from '../core/model/define-resource.js';
import { objectTypeIdFilter } from '../core/query/object-type-filters.js';
import { ObjectChange } from './entities/object-change.entity.js';
import { historyImportAction } from './history-import.action.js';

/** `DCIM | site Site A created by admin` (docs/models.md §6.5); the type's label comes from a derived SQL function. */
function changeDisplay(t: string): string {
  const verbs = `CASE ${t}.action WHEN 'create' THEN 'created' WHEN 'update' THEN 'updated' ELSE 'deleted' END`;
  return `inv_object_type_label(${t}.changed_object_type) || ' ' || ${t}.object_repr || ' ' || ${verbs} || ' by ' || ${t}.user_name`;
}

const timeBound = (op: '>=' | '<=') =>
  method((t, values, params) => `${t}.${quoteIdent('time')} ${op} ${params.add(parseDateTime(values[values.length - 1]))}::timestamptz`);

/** The change log: read-only, at /api/core/object-changes/ (NetBox 4) and /api/extras/object-changes/ (the spec). */
export const objectChanges = defineResource({
  entity: ObjectChange,
  app: 'core',
  path: 'object-changes',
  aliases: [{ app: 'extras', path: 'object-changes' }],
  brief: 'complete', // NetBox has no brief form for change records
  ordering: ['-time', '-id'],
  display: changeDisplay,
  search: ['user_name', 'object_repr', 'message'],
  readOnly: true,
  changeLogged: false,
  listActions: [historyImportAction],
  filters: { time_after: timeBound('>='), time_before: timeBound('<='), changed_object_type_id: objectTypeIdFilter('changed_object_type') },
});
