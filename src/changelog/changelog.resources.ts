import { method } from '../core/model/filter-specs.js';
import { parseDateTime } from '../core/query/filters.js';
import { quoteIdent } from '../database/sql.js';
import { defineResource, ResourceRegistry } from '../core/model/define-resource.js';
import { sqlString } from '../core/serialize/plan.js';
import { ObjectChange } from './entities/object-change.entity.js';

const APP_LABELS: Record<string, string> = { dcim: 'DCIM', ipam: 'IPAM', core: 'Core', extras: 'Extras', users: 'Users' };

/** `DCIM | site Site A created by admin` (reference models.md §6.5). */
function changeDisplay(t: string): string {
  const labels = Object.fromEntries(
    ResourceRegistry.all().map((r) => [r.objectType, `${APP_LABELS[r.app] ?? r.app.charAt(0).toUpperCase() + r.app.slice(1)} | ${r.verboseName}`]),
  );
  const verbs = `CASE ${t}.action WHEN 'create' THEN 'created' WHEN 'update' THEN 'updated' ELSE 'deleted' END`;
  return `COALESCE(${sqlString(JSON.stringify(labels))}::jsonb ->> ${t}.changed_object_type, ${t}.changed_object_type) || ' ' || ${t}.object_repr || ' ' || ${verbs} || ' by ' || ${t}.user_name`;
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
  filters: { time_after: timeBound('>='), time_before: timeBound('<=') },
});
