import { objectTypeIdFilter } from '../core/query/object-type-filters.js';
import { defineResource } from '../core/model/define-resource.js';
import { FilterSpec, method, viaManyTree } from '../core/model/filter-specs.js';
import { requireRows } from '../core/query/filters.js';
import { likeEscape } from '../database/sql.js';
import { ContactAssignment } from './entities/contact-assignment.entity.js';
import { ContactGroup } from './entities/contact-group.entity.js';
import { ContactRole } from './entities/contact-role.entity.js';
import { Contact } from './entities/contact.entity.js';
import { Tenant } from './entities/tenant.entity.js';
import { TenantGroup } from './entities/tenant-group.entity.js';
import { contactAssignmentDisplaySql, contactAssignmentRules } from './rules/contact-assignment.rules.js';

export const tenantGroups = defineResource({
  entity: TenantGroup,
  app: 'tenancy',
  path: 'tenant-groups',
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'tenant_count', '_depth'],
  // NetBox's NestedGroupModelFilterSet: a nested group's `q` also searches its comments
  search: ['name', 'slug', 'description', 'comments'],
});

export const tenants = defineResource({
  entity: Tenant,
  app: 'tenancy',
  path: 'tenants',
  brief: ['id', 'url', 'display', 'name', 'slug', 'description'],
  search: ['name', 'slug', 'description', 'comments'],
  features: ['contacts'],
});

export const contactGroups = defineResource({
  entity: ContactGroup,
  app: 'tenancy',
  path: 'contact-groups',
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'contact_count', '_depth'],
  // NetBox's NestedGroupModelFilterSet: a nested group's `q` also searches its comments
  search: ['name', 'slug', 'description', 'comments'],
  filters: {
    // groups the contact is directly in; an unknown contact is a 400, as NetBox's model choice
    contact_id: method(async (t, values, params, db) => {
      const ids = await requireRows(db, 'tenancy_contact', 'id', values);
      return `EXISTS (SELECT 1 FROM tenancy_contact_groups m WHERE m.contactgroup_id = ${t}.id AND m.contact_id = ANY(${params.add(ids)}::bigint[]))`;
    }, 'integer'),
  },
});

export const contactRoles = defineResource({
  entity: ContactRole,
  app: 'tenancy',
  path: 'contact-roles',
  brief: ['id', 'url', 'display', 'name', 'slug', 'description'],
});

export const contacts = defineResource({
  entity: Contact,
  app: 'tenancy',
  path: 'contacts',
  brief: ['id', 'url', 'display', 'name', 'description'],
  search: ['name', 'title', 'phone', 'email', 'address', 'link', 'description', 'comments'],
  filters: {
    group_id: viaManyTree('groups'),
    group: viaManyTree('groups', 'slug'),
  },
});

/** Assignments whose contact is in one of the named groups or a group below them. */
function contactInGroups(by: 'id' | 'slug'): FilterSpec {
  return method(
    async (t, values, params, db) => {
      const ids = await requireRows(db, 'tenancy_contactgroup', by, values);
      return `${t}.contact_id IN (SELECT m.contact_id FROM tenancy_contact_groups m JOIN tenancy_contactgroup g ON g.id = m.contactgroup_id
                                   WHERE g._path && ${params.add(ids)}::bigint[])`;
    },
    by === 'id' ? 'integer' : 'string',
  );
}

export const contactAssignments = defineResource({
  entity: ContactAssignment,
  app: 'tenancy',
  path: 'contact-assignments',
  brief: ['id', 'url', 'display', 'contact', 'role', 'priority'],
  // NetBox's ContactAssignmentSerializer lists no display_url
  omit: ['display_url'],
  fieldOrder: [
    'id',
    'url',
    'display',
    'object_type',
    'object_id',
    'object',
    'contact',
    'role',
    'priority',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  ordering: ['contact', 'priority', 'role'],
  display: contactAssignmentDisplaySql,
  rules: contactAssignmentRules,
  changeParent: 'object',
  filters: {
    object_type_id: objectTypeIdFilter('object_type'),
    group_id: contactInGroups('id'),
    group: contactInGroups('slug'),
    q: method((t, values, params) => {
      const value = values[values.length - 1]?.trim();
      if (!value) return null;
      const p = params.add(`%${likeEscape(value)}%`);
      return `(EXISTS (SELECT 1 FROM tenancy_contact c WHERE c.id = ${t}.contact_id AND c.name ILIKE ${p})
            OR EXISTS (SELECT 1 FROM tenancy_contactrole r WHERE r.id = ${t}.role_id AND r.name ILIKE ${p}))`;
    }),
  },
});

export const tenancyResources = [tenantGroups, tenants, contactGroups, contactRoles, contacts, contactAssignments];
