import { defineResource, Resource, ResourceRegistry } from '../../core/model/define-resource.js';
import { method, via, viaMany } from '../../core/model/filter-specs.js';
import { CompiledFilter, compileFilterSpec, FilterValueError, registerFilterFactory } from '../../core/query/filters.js';
import { Owner } from './entities/owner.entity.js';
import { OwnerGroup } from './entities/owner-group.entity.js';

/** Administrative models (NetBox's AdminModel): bookmarks, links, event rules… but no change log. */
const ADMIN_FEATURES = ['bookmarks', 'cloning', 'custom_links', 'custom_validation', 'event_rules', 'export_templates', 'notifications'];

export const ownerGroups = defineResource({
  entity: OwnerGroup,
  app: 'users',
  path: 'owner-groups',
  brief: ['id', 'url', 'display', 'name', 'description'],
  search: ['name', 'description'],
  changeLogged: false,
  features: ADMIN_FEATURES,
});

export const owners = defineResource({
  entity: Owner,
  app: 'users',
  path: 'owners',
  brief: ['id', 'url', 'display', 'name', 'description'],
  search: ['name', 'description'],
  changeLogged: false,
  features: ADMIN_FEATURES,
  filters: {
    user_group_id: viaMany('user_groups'),
    user_group: viaMany('user_groups', 'name'),
    user_id: viaMany('users'),
    user: viaMany('users', 'username'),
  },
});

export const ownerResources: Resource[] = [ownerGroups, owners];

/** `owner_group_id` / `owner_group` on every model with an owner (NetBox's OwnerFilterMixin; owner_id / owner come from the field). */
function ownerGroupFilters(resource: Resource): CompiledFilter[] {
  const field = resource.field('owner');
  if (field?.kind !== 'foreignKey' || ResourceRegistry.maybeForEntity(field.target!()) !== owners) return [];
  return [compileFilterSpec(resource, 'owner_group_id', via('owner.group')), compileFilterSpec(resource, 'owner_group', via('owner.group', 'name'))];
}

/** `owner_id` / `owner` on users and groups: the owners they belong to (NetBox's related query name). */
function membershipFilters(resource: Resource): CompiledFilter[] {
  const table = resource.objectType === 'users.user' ? 'users_owner_users' : resource.objectType === 'users.group' ? 'users_owner_user_groups' : null;
  if (!table) return [];
  const column = table === 'users_owner_users' ? 'user_id' : 'group_id';
  const owned = (by: 'id' | 'name') =>
    method(
      (t, values, params) => {
        if (by === 'id' && values.some((v) => !/^\d{1,18}$/.test(v)))
          throw new FilterValueError(`Select a valid choice. ${values.find((v) => !/^\d{1,18}$/.test(v))} is not one of the available choices.`);
        const match =
          by === 'id'
            ? `m.owner_id = ANY(${params.add(values.map(Number))}::bigint[])`
            : `m.owner_id IN (SELECT o.id FROM users_owner o WHERE o.name = ANY(${params.add(values)}::text[]))`;
        return `EXISTS (SELECT 1 FROM ${table} m WHERE m.${column} = ${t}.id AND ${match})`;
      },
      by === 'id' ? 'integer' : 'string',
    );
  return [compileFilterSpec(resource, 'owner_id', owned('id')), compileFilterSpec(resource, 'owner', owned('name'))];
}

let registered = false;
export function registerOwnerFeature(): void {
  if (registered) return;
  registered = true;
  registerFilterFactory(ownerGroupFilters);
  registerFilterFactory(membershipFilters);
}
