import { Entity } from 'typeorm';
import { CachedForeignKey } from '../../core/model/cached-fields.js';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CharField, ChoiceField, DecimalField, ForeignKey } from '../../core/model/fields.js';
import { DistanceUnit } from '../../circuits/choices.js';
import { Device } from '../../dcim/entities/device.entity.js';
import { Interface } from '../../dcim/entities/interface.entity.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { LinkStatus, SSID_MAX_LENGTH } from '../choices.js';
import { WirelessAuthenticated } from './auth-fields.js';

/**
 * A point-to-point link between two wireless interfaces; the interfaces show it as their `wireless_link`
 * (kept by the write path, see links.ts). Their devices are cached so deleting a device deletes its links.
 */
@Entity('wireless_wirelesslink')
@UniqueTogether({ fields: ['interface_a', 'interface_b'], message: 'Wireless link with this Interface A and Interface B already exists.' })
export class WirelessLink extends WirelessAuthenticated {
  @ForeignKey(() => Interface, { onDelete: 'PROTECT', required: true, label: 'Interface A', filterBy: false }) interface_a: Interface | null;
  @ForeignKey(() => Interface, { onDelete: 'PROTECT', required: true, label: 'Interface B', filterBy: false }) interface_b: Interface | null;
  @CharField({ maxLength: SSID_MAX_LENGTH, blank: true, label: 'SSID' }) ssid: string;
  @ChoiceField(LinkStatus, { default: 'connected' }) status: string;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  @DecimalField({ maxDigits: 8, decimalPlaces: 2, nullable: true }) distance: number | null;
  @ChoiceField(DistanceUnit, { nullable: true, choiceLookupsUnchecked: true }) distance_unit: string | null;

  @CachedForeignKey(() => Device, { onDelete: 'CASCADE' }) _interface_a_device: Device | null;
  @CachedForeignKey(() => Device, { onDelete: 'CASCADE' }) _interface_b_device: Device | null;
}
