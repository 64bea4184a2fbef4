import { Entity } from 'typeorm';
import { CharField, ForeignKey } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';

/** A BGP route target (RFC 4360), imported and exported by VRFs (docs/models.md §2.5). */
@Entity('ipam_routetarget')
export class RouteTarget extends PrimaryModel {
  @CharField({ maxLength: 21, unique: true, helpText: 'Route target value (formatted in accordance with RFC 4360)' }) name: string;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
}
