import { flag, method, viaMany } from '../core/model/filter-specs.js';
import { FilterValueError } from '../core/query/filters.js';
import { objectTypesIdFilter } from '../core/query/object-type-filters.js';
import { defineResource } from '../core/model/define-resource.js';
import { Group } from './entities/group.entity.js';
import { ObjectPermission } from './entities/object-permission.entity.js';
import { Token } from './entities/token.entity.js';
import { User } from './entities/user.entity.js';
import { objectPermissionRules } from './rules/object-permission.rules.js';
import { tokenRules } from './rules/token.rules.js';
import { userRules } from './rules/user.rules.js';

export const users = defineResource({
  entity: User,
  app: 'users',
  path: 'users',
  brief: ['id', 'url', 'display', 'username'],
  ordering: ['username'],
  display: (t) =>
    `CASE WHEN ${t}.first_name <> '' OR ${t}.last_name <> '' THEN ${t}.username || ' (' || trim(${t}.first_name || ' ' || ${t}.last_name) || ')' ELSE ${t}.username END`,
  search: ['username', 'first_name', 'last_name', 'email'],
  filters: { group_id: viaMany('groups'), group: viaMany('groups', 'name'), permission_id: viaMany('permissions') },
  rules: userRules,
  // password hashes and token digests stay out of change records and events
  changeLogged: false,
});

export const tokens = defineResource({
  entity: Token,
  app: 'users',
  path: 'tokens',
  brief: ['id', 'url', 'display', 'version', 'key', 'enabled', 'write_enabled', 'description'],
  ordering: ['-created'],
  display: (t) => `CASE WHEN ${t}.version = 2 AND ${t}.key IS NOT NULL THEN ${t}.key ELSE repeat('*', 34) || ${t}.hint END`,
  search: ['key', 'description'],
  rules: tokenRules,
  changeLogged: false,
});

/** Members of a group: `user_id` on groups (the membership is declared on users). */
const groupMembers = method((t, values, params) => {
  const bad = values.find((v) => !/^\d+$/.test(v));
  if (bad !== undefined) throw new FilterValueError(`Select a valid choice. ${bad} is not one of the available choices.`);
  return `EXISTS (SELECT 1 FROM users_user_groups ug WHERE ug.group_id = ${t}.id AND ug.user_id = ANY(${params.add(values.map(Number))}::bigint[]))`;
}, 'integer');

// Groups and permissions are change-logged, unlike users and tokens: they hold no secrets, and who
// granted what to whom is what an audit trail is for.
export const groups = defineResource({
  entity: Group,
  app: 'users',
  path: 'groups',
  brief: ['id', 'url', 'display', 'name', 'description'],
  filters: { permission_id: viaMany('permissions'), user_id: groupMembers },
});

const canDo = (action: string) => flag((t) => `${t}.actions @> '["${action}"]'::jsonb`);

export const objectPermissions = defineResource({
  entity: ObjectPermission,
  app: 'users',
  path: 'permissions',
  brief: ['id', 'url', 'display', 'name', 'description', 'enabled', 'object_types', 'actions'],
  verboseName: 'permission',
  filters: {
    user_id: viaMany('users'),
    user: viaMany('users', 'username'),
    group_id: viaMany('groups'),
    group: viaMany('groups', 'name'),
    object_type: method((t, values, params) => `${t}.object_types ?| ${params.add(values.map((v) => v.toLowerCase()))}::text[]`),
    // NetBox's `object_types` (a many-to-many field there) and `object_type_id` both take object type ids
    object_type_id: objectTypesIdFilter(),
    object_types: objectTypesIdFilter(),
    can_view: canDo('view'),
    can_add: canDo('add'),
    can_change: canDo('change'),
    can_delete: canDo('delete'),
  },
  rules: objectPermissionRules,
});
