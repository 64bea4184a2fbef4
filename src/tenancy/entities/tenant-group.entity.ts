import { Entity } from 'typeorm';
import { TreeCountField } from '../../core/model/counts.js';
import { TreeParent } from '../../core/model/fields.js';
import { NestedGroupModel } from '../../core/model/model-bases.js';
import { UniqueTogether } from '../../core/model/constraints.js';

@Entity('tenancy_tenantgroup')
@UniqueTogether({ fields: ['name'], key: 'name', message: 'tenant group with this name already exists.' })
@UniqueTogether({ fields: ['slug'], key: 'slug', message: 'tenant group with this slug already exists.' })
export class TenantGroup extends NestedGroupModel {
  @TreeParent() parent: TenantGroup | null;

  @TreeCountField('tenancy.tenant', 'group') tenant_count: number;
}
