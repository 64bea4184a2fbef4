import { Entity } from 'typeorm';
import { DateField, ForeignKey, IPNetworkField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { FamilyField } from '../fields.js';
import { RIR } from './rir.entity.js';

/** The root of an IP space hierarchy, assigned to a RIR; aggregates never overlap (docs/models.md §2.2). */
@Entity('ipam_aggregate')
export class Aggregate extends PrimaryModel {
  @FamilyField('prefix') family: number;
  @IPNetworkField({ zeroMaskMessage: 'Cannot create aggregate with /0 mask.', helpText: 'IPv4 or IPv6 network' }) prefix: string;
  @ForeignKey(() => RIR, { onDelete: 'PROTECT', required: true, label: 'RIR' }) rir: RIR | null;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  @DateField({ nullable: true }) date_added: string | null;
}
