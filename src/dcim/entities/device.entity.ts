import { Entity, Index } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CountField } from '../../core/model/counts.js';
import { CharField, ChoiceField, Computed, DecimalField, ForeignKey, IntegerField, JsonField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { DeviceAirflow, DeviceFace, DeviceStatus } from '../choices/index.js';
import { DeviceRole } from './device-role.entity.js';
import { DeviceType } from './device-type.entity.js';
import { Location } from './location.entity.js';
import { Platform } from './platform.entity.js';
import { Rack } from './rack.entity.js';
import { Site } from './site.entity.js';
import { VirtualChassis } from './virtual-chassis.entity.js';

/** SQL of a field an app's provider renders (ipam.primaryIp, dcim.parentDevice), when that app is not loaded. */
const UNPROVIDED = () => 'NULL::jsonb';

/** The address form nested as primary_ip4/6 and oob_ip: brief, DNS name and NAT (NetBox's DeviceSerializer). */
export const DEVICE_IP_NESTED = ['id', 'url', 'display', 'family', 'address', 'description', 'dns_name', 'nat_inside', 'nat_outside'];

/**
 * A device. Names are unique per site (and tenant) ignoring case; the case-insensitive unique indexes
 * are written by hand in the migration (XI_dcim_device_*).
 */
@Entity('dcim_device')
// the default order (name, id): a page of the list reads the index instead of sorting every device
@Index(['name', 'id'])
@UniqueTogether({ fields: ['name', 'site', 'tenant'], caseInsensitive: ['name'], message: 'Device name must be unique per site and tenant.' })
@UniqueTogether({ fields: ['name', 'site'], whereNull: ['tenant'], caseInsensitive: ['name'], message: 'Device name must be unique per site.' })
@UniqueTogether({ fields: ['rack', 'position', 'face'], key: 'position', message: 'This rack position and face are already occupied.' })
@UniqueTogether({ fields: ['virtual_chassis', 'vc_position'], message: 'Device with this Virtual chassis and VC position already exists.' })
export class Device extends PrimaryModel {
  @CharField({ maxLength: 64, nullable: true, caseInsensitive: true }) name: string | null;
  @ForeignKey(() => DeviceType, { onDelete: 'PROTECT', required: true }) device_type: DeviceType | null;
  @ForeignKey(() => DeviceRole, { onDelete: 'PROTECT', required: true }) role: DeviceRole | null;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  @ForeignKey(() => Platform, { onDelete: 'SET_NULL' }) platform: Platform | null;
  @CharField({ maxLength: 50, blank: true, caseInsensitive: true, label: 'Serial number' }) serial: string;
  @CharField({ maxLength: 50, nullable: true, unique: 'device with this asset tag already exists.' }) asset_tag: string | null;
  @ForeignKey(() => Site, { onDelete: 'PROTECT', required: true }) site: Site | null;
  @ForeignKey(() => Location, { onDelete: 'PROTECT' }) location: Location | null;
  @ForeignKey(() => Rack, { onDelete: 'PROTECT', filterBy: false }) rack: Rack | null;
  @DecimalField({ maxDigits: 4, decimalPlaces: 1, nullable: true, minValue: 0.5, maxValue: 100.5, label: 'Position (U)' }) position: number | null;
  @ChoiceField(DeviceFace, { nullable: true, blank: true, label: 'Rack face', choiceLookupsUnchecked: true }) face: string | null;
  @DecimalField({ maxDigits: 8, decimalPlaces: 6, minValue: -90, maxValue: 90, nullable: true }) latitude: number | null;
  @DecimalField({ maxDigits: 9, decimalPlaces: 6, minValue: -180, maxValue: 180, nullable: true }) longitude: number | null;
  /** the device whose bay holds it, with that bay (rendered by the dcim module, see render.ts) */
  @Computed('json', UNPROVIDED, { group: 'body', provider: 'dcim.parentDevice', renderApart: true }) parent_device: null;
  @ChoiceField(DeviceStatus, { default: 'active' }) status: string;
  @ChoiceField(DeviceAirflow, { nullable: true, choiceLookupsUnchecked: true }) airflow: string | null;
  /** primary_ip6, else primary_ip4 (rendered by ipam/render.ts) */
  @Computed('json', UNPROVIDED, { group: 'body', label: 'Primary IP', provider: 'ipam.primaryIp', renderApart: true }) primary_ip: null;
  @ForeignKey('ipam.ipaddress', { onDelete: 'SET_NULL', label: 'Primary IPv4', nested: DEVICE_IP_NESTED, renderApart: true, filterBy: 'address' })
  primary_ip4: object | null;
  @ForeignKey('ipam.ipaddress', { onDelete: 'SET_NULL', label: 'Primary IPv6', nested: DEVICE_IP_NESTED, renderApart: true, filterBy: 'address' })
  primary_ip6: object | null;
  @ForeignKey('ipam.ipaddress', { onDelete: 'SET_NULL', label: 'Out-of-band IP', nested: DEVICE_IP_NESTED, renderApart: true, filterBy: false })
  oob_ip: object | null;
  @ForeignKey('virtualization.cluster', { onDelete: 'SET_NULL', filterBy: false }) cluster: object | null;
  @ForeignKey(() => VirtualChassis, { onDelete: 'SET_NULL', renderApart: true, filterBy: false }) virtual_chassis: VirtualChassis | null;
  @IntegerField({ nullable: true, minValue: 0, maxValue: 255, label: 'VC position' }) vc_position: number | null;
  @IntegerField({ nullable: true, minValue: 0, maxValue: 255, label: 'VC priority' }) vc_priority: number | null;
  @ForeignKey('extras.configtemplate', { onDelete: 'PROTECT', filterBy: false }) config_template: object | null;
  /** the rendered configuration context (extras provides the merge); left out with exclude=config_context */
  @Computed('json', () => `'{}'::jsonb`, { group: 'body', label: 'Config context', provider: 'configContext', renderApart: true })
  config_context: Record<string, unknown>;
  @JsonField({ nullable: true, objectOnly: true, label: 'Local config context data' }) local_context_data: Record<string, unknown> | null;
  @CountField('dcim.consoleport', 'device', { filter: true }) console_port_count: number;
  @CountField('dcim.consoleserverport', 'device', { filter: true }) console_server_port_count: number;
  @CountField('dcim.powerport', 'device', { filter: true }) power_port_count: number;
  @CountField('dcim.poweroutlet', 'device', { filter: true }) power_outlet_count: number;
  @CountField('dcim.interface', 'device', { filter: true }) interface_count: number;
  @CountField('dcim.frontport', 'device', { filter: true }) front_port_count: number;
  @CountField('dcim.rearport', 'device', { filter: true }) rear_port_count: number;
  @CountField('dcim.devicebay', 'device', { filter: true }) device_bay_count: number;
  @CountField('dcim.modulebay', 'device', { filter: true }) module_bay_count: number;
  @CountField('dcim.inventoryitem', 'device', { filter: true }) inventory_item_count: number;
}
