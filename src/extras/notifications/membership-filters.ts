import type { Resource } from '../../core/model/define-resource.js';
import { method } from '../../core/model/filter-specs.js';
import { CompiledFilter, compileFilterSpec, FilterValueError } from '../../core/query/filters.js';

/**
 * `notification_group_id` on users and groups (NetBox's related query name): the notification groups
 * naming them directly. Added by extras, since the users app below it knows no notification groups.
 */
export function notificationGroupMembership(resource: Resource): CompiledFilter[] {
  const table =
    resource.objectType === 'users.user'
      ? 'extras_notificationgroup_users'
      : resource.objectType === 'users.group'
        ? 'extras_notificationgroup_groups'
        : null;
  if (!table) return [];
  const column = table === 'extras_notificationgroup_users' ? 'user_id' : 'group_id';
  const spec = method((t, values, params) => {
    const bad = values.find((v) => !/^\d{1,18}$/.test(v));
    if (bad !== undefined) throw new FilterValueError(`Select a valid choice. ${bad} is not one of the available choices.`);
    return `EXISTS (SELECT 1 FROM ${table} m WHERE m.${column} = ${t}.id AND m.notificationgroup_id = ANY(${params.add(values.map(Number))}::bigint[]))`;
  }, 'integer');
  return [compileFilterSpec(resource, 'notification_group_id', spec)];
}
