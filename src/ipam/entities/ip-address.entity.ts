import { Entity } from 'typeorm';
import { CharField, ChoiceField, Computed, ForeignKey, GenericForeignKey, IPAddressField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { IPAddressRole, IPAddressStatus } from '../choices.js';
import { FamilyField } from '../fields.js';
import { VRF } from './vrf.entity.js';

/** What an address may be assigned to: interfaces of devices and virtual machines, and FHRP groups (virtual addresses). */
export const IPADDRESS_ASSIGNMENT_TYPES = ['dcim.interface', 'ipam.fhrpgroup', 'virtualization.vminterface'];

/** NetBox's NestedIPAddressSerializer (nat_inside, nat_outside): `family` as a bare 4/6. */
export const NESTED_IP = ['id', 'url', 'display_url', 'display', 'family', 'address'];

const DNS_NAME = {
  regex: /^([0-9A-Za-z_-]+|\*)(\.[0-9A-Za-z_-]+)*\.?$/,
  message: 'Only alphanumeric characters, asterisks, hyphens, periods, and underscores are allowed in DNS names',
};

/**
 * An address with its mask (docs/models.md §2.8), optionally assigned to a device or VM interface or an
 * FHRP group: deleting the interface (group) deletes it (generic-relation cascade), and its change records name the
 * interface as related object.
 */
@Entity('ipam_ipaddress')
export class IPAddress extends PrimaryModel {
  @FamilyField('address') family: number;
  @IPAddressField({ zeroMaskMessage: 'Cannot create IP address with /0 mask.', helpText: 'IPv4 or IPv6 address (with mask)' }) address: string;
  @ForeignKey(() => VRF, { onDelete: 'PROTECT', label: 'VRF', filterBy: 'rd' }) vrf: VRF | null;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  @ChoiceField(IPAddressStatus, { default: 'active', helpText: 'The operational status of this IP' }) status: string;
  @ChoiceField(IPAddressRole, { nullable: true, blank: true, helpText: 'The functional role of this IP' }) role: string | null;
  @GenericForeignKey({ types: IPADDRESS_ASSIGNMENT_TYPES, onDelete: 'CASCADE' }) assigned_object: unknown;
  @ForeignKey(() => IPAddress, {
    onDelete: 'SET_NULL',
    label: 'NAT (inside)',
    helpText: 'The IP for which this address is the "outside" IP',
    nested: NESTED_IP,
    nestedPlainChoices: true,
    filterBy: false,
  })
  nat_inside: IPAddress | null;
  /** the addresses whose nat_inside is this one (rendered by ipam/render.ts) */
  @Computed('json', () => `'[]'::json`, { group: 'body', label: 'NAT (outside)', provider: 'ipam.natOutside' }) nat_outside: unknown[];
  @CharField({
    maxLength: 255,
    blank: true,
    lowercase: true,
    pattern: DNS_NAME,
    label: 'DNS name',
    helpText: 'Hostname or FQDN (not case-sensitive)',
  })
  dns_name: string;
}
