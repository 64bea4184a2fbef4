import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { CharField, Computed, SlugField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { nestedRelatedSql } from '../nested-sql.js';

/** A circuit provider. */
@Entity('circuits_provider')
export class Provider extends PrimaryModel {
  @CharField({ maxLength: 100, unique: true, helpText: 'Full name of the provider' }) name: string;
  @SlugField({ unique: true }) slug: string;
  /** its accounts, as NetBox's nested provider-account form (read here; accounts name their provider) */
  @Computed('json', nestedRelatedSql('circuits.provideraccount', ['id', 'url', 'display_url', 'display', 'name', 'account'], 'provider_id', (x) => `${x}.account`), {
    group: 'body',
  })
  accounts: unknown[];
  /** ASNs (NetBox's many-to-many to ipam.asn) render empty until the ASN model is served */
  @Computed('json', () => `'[]'::json`, { group: 'body', label: 'ASNs' }) asns: unknown[];
  @CountField('circuits.circuit', 'provider') circuit_count: number;
}
