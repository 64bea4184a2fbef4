import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { ForeignKey } from '../../core/model/fields.js';
import { OrganizationalModel } from '../../core/model/model-bases.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';

/** An administrative grouping of circuits and virtual circuits (through assignments). */
@Entity('circuits_circuitgroup')
export class CircuitGroup extends OrganizationalModel {
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  /** its assignments, as NetBox counts them */
  @CountField('circuits.circuitgroupassignment', 'group') circuit_count: number;
}
