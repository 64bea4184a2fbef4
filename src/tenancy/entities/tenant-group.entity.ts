import { Entity } from 'typeorm';
import { TreeCountField } from '../../core/resource/counts.js';
import { TreeParent } from '../../core/resource/fields.js';
import { NestedGroupModel } from '../../core/resource/model-bases.js';
import { UniqueTogether } from '../../core/resource/constraints.js';
import { Tenant } from './tenant.entity.js';

@Entity('tenancy_tenantgroup')
@UniqueTogether({ fields: ['name'], key: 'name', message: 'tenant group with this name already exists.' })
@UniqueTogether({ fields: ['slug'], key: 'slug', message: 'tenant group with this slug already exists.' })
export class TenantGroup extends NestedGroupModel {
  @TreeParent() parent: TenantGroup | null;

  @TreeCountField(() => Tenant, 'group') tenant_count: number;
}
