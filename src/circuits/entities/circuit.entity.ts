import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { ChoiceField, CharField, Computed, DateField, DecimalField, ForeignKey, IntegerField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { CircuitStatus, DistanceUnit } from '../choices.js';
import { terminationSideSql } from '../termination-sql.js';
import { nestedRelatedSql } from '../nested-sql.js';
import { CircuitType } from './circuit-type.entity.js';
import { ProviderAccount } from './provider-account.entity.js';
import { Provider } from './provider.entity.js';

/** A circuit's group assignments as NetBox nests them (CircuitGroupAssignmentSerializer_'s brief_fields), in the assignments' order. */
const assignments = nestedRelatedSql(
  'circuits.circuitgroupassignment',
  ['id', 'url', 'display', 'group', 'priority'],
  'member_id',
  (x) => `(SELECT g.name FROM circuits_circuitgroup g WHERE g.id = ${x}.group_id), ${x}.priority`,
  (x) => `${x}.member_type = 'circuits.circuit'`,
);

/** A circuit. */
@Entity('circuits_circuit')
@UniqueTogether({ fields: ['provider', 'cid'], message: 'Circuit with this Provider and Circuit ID already exists.' })
@UniqueTogether({ fields: ['provider_account', 'cid'], message: 'Circuit with this Provider account and Circuit ID already exists.' })
export class Circuit extends PrimaryModel {
  @CharField({ maxLength: 100, label: 'Circuit ID', helpText: 'Unique circuit ID' }) cid: string;
  @ForeignKey(() => Provider, { onDelete: 'PROTECT', required: true }) provider: Provider | null;
  @ForeignKey(() => ProviderAccount, { onDelete: 'PROTECT', filterBy: 'account' }) provider_account: ProviderAccount | null;
  @ForeignKey(() => CircuitType, { onDelete: 'PROTECT', required: true }) type: CircuitType | null;
  @ChoiceField(CircuitStatus, { default: 'active' }) status: string;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  @DateField({ nullable: true, label: 'Installed' }) install_date: string | null;
  @DateField({ nullable: true, label: 'Terminates' }) termination_date: string | null;
  @IntegerField({ nullable: true, minValue: 0, label: 'Commit rate (Kbps)' }) commit_rate: number | null;
  @DecimalField({ maxDigits: 8, decimalPlaces: 2, nullable: true, minValue: 0 }) distance: number | null;
  @ChoiceField(DistanceUnit, { nullable: true, choiceLookupsUnchecked: true }) distance_unit: string | null;
  @Computed('json', terminationSideSql('A'), { group: 'body', label: 'Termination A' }) termination_a: Record<string, unknown> | null;
  @Computed('json', terminationSideSql('Z'), { group: 'body', label: 'Termination Z' }) termination_z: Record<string, unknown> | null;
  @Computed('json', assignments, { group: 'last' }) assignments: unknown[];
}
