import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { CharField, ChoiceField, DecimalField, ForeignKey, ManyToManyField, SlugField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { SiteStatus } from '../choices/index.js';
import { Region } from './region.entity.js';
import { SiteGroup } from './site-group.entity.js';

const TIME_ZONES = new Set(Intl.supportedValuesOf('timeZone').concat('UTC'));

@Entity('dcim_site')
export class Site extends PrimaryModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  @SlugField({ unique: true }) slug: string;
  @ChoiceField(SiteStatus, { default: 'active' }) status: string;
  @ForeignKey(() => Region, { onDelete: 'SET_NULL' }) region: Region | null;
  @ForeignKey(() => SiteGroup, { onDelete: 'SET_NULL' }) group: SiteGroup | null;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  @CharField({ maxLength: 50, blank: true }) facility: string;
  @CharField({
    maxLength: 63,
    nullable: true,
    label: 'Time zone',
    pattern: { regex: { test: (v: string) => TIME_ZONES.has(v) }, message: 'Select a valid time zone.' },
  })
  time_zone: string | null;
  @CharField({ maxLength: 200, blank: true }) physical_address: string;
  @CharField({ maxLength: 200, blank: true }) shipping_address: string;
  @DecimalField({ maxDigits: 8, decimalPlaces: 6, minValue: -90, maxValue: 90, nullable: true }) latitude: number | null;
  @DecimalField({ maxDigits: 9, decimalPlaces: 6, minValue: -180, maxValue: 180, nullable: true }) longitude: number | null;
  /** circuit terminations lying in the site (on it or on one of its locations) */
  @CountField('circuits.circuittermination', '_site') circuit_count: number;
  @CountField('dcim.device', 'site') device_count: number;
  /** prefixes scoped to the site or to a location in it (their cached site) */
  @CountField('ipam.prefix', '_site') prefix_count: number;
  @CountField('dcim.rack', 'site') rack_count: number;
  @CountField('virtualization.virtualmachine', 'site') virtualmachine_count: number;
  @CountField('ipam.vlan', 'site') vlan_count: number;
  /** the join table is declared by IPAM's ASN (its `sites`) */
  @ManyToManyField('ipam.asn', { table: 'dcim_site_asns', targetColumn: 'asn_id', inverse: true, label: 'ASNs' }) asns: unknown[];
}
