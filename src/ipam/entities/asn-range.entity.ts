import { Entity } from 'typeorm';
import { Computed, ForeignKey, IntegerField } from '../../core/model/fields.js';
import { OrganizationalModel } from '../../core/model/model-bases.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { BGP_ASN_MAX, BGP_ASN_MIN } from '../choices.js';
import { RIR } from './rir.entity.js';

/** A range of AS numbers of a RIR, from which ASNs are allocated (available-asns); start < end (docs/models.md §2.12). */
@Entity('ipam_asnrange')
export class ASNRange extends OrganizationalModel {
  @ForeignKey(() => RIR, { onDelete: 'PROTECT', required: true, label: 'RIR' }) rir: RIR | null;
  @IntegerField({ big: true, minValue: BGP_ASN_MIN, maxValue: BGP_ASN_MAX }) start: number;
  @IntegerField({ big: true, minValue: BGP_ASN_MIN, maxValue: BGP_ASN_MAX }) end: number;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  /** ASNs within the range, whatever their RIR (NetBox's annotate_asn_counts); served by the index on ipam_asn.asn */
  @Computed('integer', (t) => `(SELECT count(*) FROM ipam_asn a WHERE a.asn BETWEEN ${t}.start AND ${t}."end")`) asn_count: number;
}
