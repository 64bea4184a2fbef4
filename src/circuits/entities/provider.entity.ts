import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { CharField, ManyToManyField, ReverseForeignKeysField, SlugField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';

/** A circuit provider. */
@Entity('circuits_provider')
export class Provider extends PrimaryModel {
  @CharField({ maxLength: 100, unique: true, helpText: 'Full name of the provider' }) name: string;
  @SlugField({ unique: true }) slug: string;
  /** its accounts (NetBox's nested provider-account form), ordered by account; written as a list of ids */
  @ReverseForeignKeysField('circuits.provideraccount', {
    table: 'circuits_provideraccount',
    column: 'provider_id',
    nested: ['id', 'url', 'display_url', 'display', 'name', 'account'],
    order: (x) => `${x}.account`,
  })
  accounts: unknown[];
  @CountField('circuits.circuit', 'provider', { nested: false }) circuit_count: number;
  /** the join table is declared by IPAM's ASN (its `providers`) */
  @ManyToManyField('ipam.asn', {
    table: 'circuits_provider_asns',
    targetColumn: 'asn_id',
    inverse: true,
    label: 'ASNs',
    group: 'tail',
    rank: 2.5,
    filter: false,
  })
  asns: unknown[];
}
