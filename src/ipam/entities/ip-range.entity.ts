import { Entity } from 'typeorm';
import { BooleanField, ChoiceField, ForeignKey, IntegerField, IPAddressField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { IPRangeStatus } from '../choices.js';
import { FamilyField } from '../fields.js';
import { Role } from './role.entity.js';
import { VRF } from './vrf.entity.js';

/** A range of addresses between two addresses with the same mask (docs/models.md §2.7). */
@Entity('ipam_iprange')
export class IPRange extends PrimaryModel {
  @FamilyField('start_address') family: number;
  @IPAddressField({ helpText: 'IPv4 or IPv6 address (with mask)' }) start_address: string;
  @IPAddressField({ helpText: 'IPv4 or IPv6 address (with mask)' }) end_address: string;
  /** end − start + 1, kept by the rules */
  @IntegerField({ readOnly: true, default: 0, big: true }) size: number;
  @ForeignKey(() => VRF, { onDelete: 'PROTECT', label: 'VRF', filterBy: 'rd' }) vrf: VRF | null;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  @ChoiceField(IPRangeStatus, { default: 'active', helpText: 'Operational status of this range' }) status: string;
  @ForeignKey(() => Role, { onDelete: 'SET_NULL', helpText: 'The primary function of this range' }) role: Role | null;
  @BooleanField({ default: false, group: 'counts', helpText: 'Prevent the creation of IP addresses within this range' }) mark_populated: boolean;
  @BooleanField({ default: false, group: 'counts', helpText: 'Report space as fully utilized' }) mark_utilized: boolean;
}
