import { Entity } from 'typeorm';
import { Provider } from '../../circuits/entities/provider.entity.js';
import { Computed, ForeignKey, IntegerField, ManyToManyField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { Site } from '../../dcim/entities/site.entity.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { BGP_ASN_MAX, BGP_ASN_MIN } from '../choices.js';
import { RIR } from './rir.entity.js';
import { Role } from './role.entity.js';

/** NetBox's ASNSiteSerializer: a site nested in an ASN. */
const SITE_NESTED = ['id', 'url', 'display', 'name', 'description', 'slug'];

/**
 * An autonomous system number (16- or 32-bit), shown with its asdot form when above 65535. Sites and
 * providers name their ASNs (NetBox keeps those relations on the site and provider); the join tables are
 * declared here, IPAM being the app that knows both sides (docs/models.md §2.13).
 */
@Entity('ipam_asn')
export class ASN extends PrimaryModel {
  @IntegerField({
    big: true,
    unique: 'ASN with this ASN already exists.',
    minValue: BGP_ASN_MIN,
    maxValue: BGP_ASN_MAX,
    label: 'ASN',
    helpText: '16- or 32-bit autonomous system number',
  })
  asn: number;
  // optional in NetBox's serializer (required=False, allow_null=True), refused as null by the model (asnRules)
  @ForeignKey(() => RIR, {
    onDelete: 'PROTECT',
    nullable: false,
    label: 'RIR',
    helpText: 'Regional Internet Registry responsible for this AS number space',
  })
  rir: RIR | null;
  @ForeignKey(() => Role, { onDelete: 'SET_NULL', helpText: 'The primary function of this ASN' }) role: Role | null;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  @Computed('integer', (t) => `(SELECT count(*) FROM dcim_site_asns m WHERE m.asn_id = ${t}.id)`) site_count: number;
  @Computed('integer', (t) => `(SELECT count(*) FROM circuits_provider_asns m WHERE m.asn_id = ${t}.id)`) provider_count: number;
  /** filtered as NetBox names it: `site_id` / `site` (the resource's) */
  @ManyToManyField(() => Site, { table: 'dcim_site_asns', targetColumn: 'site_id', nested: SITE_NESTED, filter: false }) sites: Site[];
  /** written from the provider's side (its `asns`); not part of the ASN's representation; filtered as `provider_id` / `provider` */
  @ManyToManyField(() => Provider, { table: 'circuits_provider_asns', targetColumn: 'provider_id', filter: false }) providers: Provider[];
}
