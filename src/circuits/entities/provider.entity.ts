import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { CharField, Computed, ManyToManyField, SlugField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { nestedRelatedSql } from '../nested-sql.js';

/** A circuit provider. */
@Entity('circuits_provider')
export class Provider extends PrimaryModel {
  @CharField({ maxLength: 100, unique: true, helpText: 'Full name of the provider' }) name: string;
  @SlugField({ unique: true }) slug: string;
  /** its accounts, as NetBox's nested provider-account form (read here; accounts name their provider) */
  @Computed(
    'json',
    nestedRelatedSql('circuits.provideraccount', ['id', 'url', 'display_url', 'display', 'name', 'account'], 'provider_id', (x) => `${x}.account`),
    {
      group: 'body',
    },
  )
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
