import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CharField, ChoiceField, Computed, ForeignKey, IntegerField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { VirtualDeviceContextStatus } from '../choices/index.js';
import { Device, DEVICE_IP_NESTED } from './device.entity.js';

/** A virtual device context of a device (NetBox's VirtualDeviceContext); interfaces join it through their `vdcs`. */
@Entity('dcim_virtualdevicecontext')
@UniqueTogether({ fields: ['device', 'identifier'], message: 'Virtual device context with this Device and Identifier already exists.' })
@UniqueTogether({ fields: ['device', 'name'], message: 'Virtual device context with this Device and Name already exists.' })
export class VirtualDeviceContext extends PrimaryModel {
  @CharField({ maxLength: 64 }) name: string;
  @ForeignKey(() => Device, { onDelete: 'PROTECT', required: true, filterBy: false }) device: Device | null;
  @IntegerField({ nullable: true, minValue: 0, maxValue: 32767, helpText: 'Numeric identifier unique to the parent device' }) identifier:
    number | null;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  /** primary_ip6, else primary_ip4 (rendered by ipam/render.ts) */
  @Computed('json', () => 'NULL::jsonb', { group: 'body', label: 'Primary IP', provider: 'ipam.primaryIp' }) primary_ip: null;
  /** filtered as NetBox's PrimaryIPFilterSet: `primary_ip4_id` by id, `primary_ip4` by address (as a device's) */
  @ForeignKey('ipam.ipaddress', { onDelete: 'SET_NULL', label: 'Primary IPv4', nested: DEVICE_IP_NESTED, filterBy: 'address' })
  primary_ip4: object | null;
  @ForeignKey('ipam.ipaddress', { onDelete: 'SET_NULL', label: 'Primary IPv6', nested: DEVICE_IP_NESTED, filterBy: 'address' })
  primary_ip6: object | null;
  @ChoiceField(VirtualDeviceContextStatus, { required: true }) status: string;
  @Computed('integer', (t) => `(SELECT count(*) FROM dcim_interface_vdcs x WHERE x.virtualdevicecontext_id = ${t}.id)`) interface_count: number;
}
