import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { CharField, ManyToManyField, SlugField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';

/** A circuit provider. Accounts are not modelled. */
@Entity('circuits_provider')
export class Provider extends PrimaryModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  @SlugField({ unique: true }) slug: string;
  @CountField('circuits.circuit', 'provider') circuit_count: number;
  /** the join table is declared by IPAM's ASN (its `providers`) */
  @ManyToManyField('ipam.asn', { table: 'circuits_provider_asns', targetColumn: 'asn_id', inverse: true, label: 'ASNs', group: 'tail', rank: 2.5, filter: false }) asns: unknown[];
}
