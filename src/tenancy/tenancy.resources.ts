import { defineResource } from '../core/model/define-resource.js';
import { Tenant } from './entities/tenant.entity.js';
import { TenantGroup } from './entities/tenant-group.entity.js';

export const tenantGroups = defineResource({
  entity: TenantGroup,
  app: 'tenancy',
  path: 'tenant-groups',
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'tenant_count', '_depth'],
});

export const tenants = defineResource({
  entity: Tenant,
  app: 'tenancy',
  path: 'tenants',
  brief: ['id', 'url', 'display', 'name', 'slug', 'description'],
  search: ['name', 'slug', 'description', 'comments'],
});
