import { Entity } from 'typeorm';
import { CachedForeignKey } from '../../core/model/cached-fields.js';
import { CharField, ChoiceField, ForeignKey, GenericForeignKey } from '../../core/model/fields.js';
import { SCOPE_TYPES } from '../../dcim/cached-scope.js';
import { Location } from '../../dcim/entities/location.entity.js';
import { Region } from '../../dcim/entities/region.entity.js';
import { SiteGroup } from '../../dcim/entities/site-group.entity.js';
import { Site } from '../../dcim/entities/site.entity.js';
import { VLAN } from '../../ipam/entities/vlan.entity.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { SSID_MAX_LENGTH, WirelessLANStatus } from '../choices.js';
import { WirelessAuthenticated } from './auth-fields.js';
import { WirelessLANGroup } from './wireless-lan-group.entity.js';

/**
 * A wireless network, optionally scoped to a region, site group, site or location (cached like a
 * cluster's scope: deleting the scope object deletes the LAN, deleting a region or site group it only
 * lies in clears the cache).
 */
@Entity('wireless_wirelesslan')
export class WirelessLAN extends WirelessAuthenticated {
  @CharField({ maxLength: SSID_MAX_LENGTH, label: 'SSID', index: true }) ssid: string;
  @ForeignKey(() => WirelessLANGroup, { onDelete: 'SET_NULL' }) group: WirelessLANGroup | null;
  @ChoiceField(WirelessLANStatus, { default: 'active' }) status: string;
  @ForeignKey(() => VLAN, { onDelete: 'PROTECT', label: 'VLAN', filterBy: false }) vlan: VLAN | null;
  @GenericForeignKey({ types: SCOPE_TYPES, onDelete: 'CASCADE', missingIdMessage: 'Please select a {model}.' }) scope: unknown;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;

  // where the scope lies, kept by the wireless LAN rules
  @CachedForeignKey(() => Location, { onDelete: 'CASCADE' }) _location: Location | null;
  @CachedForeignKey(() => Site, { onDelete: 'CASCADE' }) _site: Site | null;
  @CachedForeignKey(() => Region, { onDelete: 'SET_NULL' }) _region: Region | null;
  @CachedForeignKey(() => SiteGroup, { onDelete: 'SET_NULL' }) _site_group: SiteGroup | null;
}
