import { CompiledFilter, registerFilterFactory, scalarCondition } from '../core/query/filters.js';
import { Resource } from '../core/model/define-resource.js';
import { sqlString } from '../core/serialize/plan.js';

/**
 * `created_by_request`, `updated_by_request`, `modified_by_request` on every change-logged list:
 * objects whose change records carry the request id (docs/api-behaviour.md §7.2).
 */
function byRequest(resource: Resource, name: string, actions: string[]): CompiledFilter {
  return {
    name,
    lookups: [''],
    type: 'string',
    condition(values, _lookup, ctx) {
      const match = scalarCondition('oc.request_id', 'uuid', '', values, ctx.params);
      return `EXISTS (SELECT 1 FROM core_objectchange oc WHERE oc.changed_object_type = ${sqlString(resource.objectType)}
                 AND oc.changed_object_id = ${ctx.alias}.id AND oc.action IN (${actions.map(sqlString).join(', ')}) AND ${match})`;
    },
  };
}

export function registerRequestFilters(): void {
  registerFilterFactory((resource) =>
    resource.changeLogged
      ? [
          byRequest(resource, 'created_by_request', ['create']),
          byRequest(resource, 'updated_by_request', ['update']),
          byRequest(resource, 'modified_by_request', ['create', 'update']),
        ]
      : [],
  );
}
