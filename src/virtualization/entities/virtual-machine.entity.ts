import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CountField } from '../../core/model/counts.js';
import { CharField, ChoiceField, Computed, DecimalField, ForeignKey, IntegerField, JsonField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { DeviceRole } from '../../dcim/entities/device-role.entity.js';
import { Device, DEVICE_IP_NESTED } from '../../dcim/entities/device.entity.js';
import { Platform } from '../../dcim/entities/platform.entity.js';
import { Site } from '../../dcim/entities/site.entity.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { StartOnBoot, VirtualMachineStatus } from '../choices.js';
import { Cluster } from './cluster.entity.js';
import { VirtualMachineType } from './virtual-machine-type.entity.js';

/** SQL of a field an app's provider renders (ipam.primaryIp, dcim.parentDevice), when that app is not loaded. */
const UNPROVIDED = () => 'NULL::jsonb';

/**
 * A virtual machine, on a site, a cluster (optionally pinned to one of its hosts) or a standalone host
 * device. Names are unique per cluster (and tenant), or per host device when there is no cluster,
 * ignoring case; the case-insensitive unique indexes are written by hand in the migration
 * (XI_virtualization_virtualmachine_*).
 */
@Entity('virtualization_virtualmachine')
@UniqueTogether({
  fields: ['name', 'cluster', 'tenant'],
  caseInsensitive: ['name'],
  message: 'Virtual machine name must be unique per cluster and tenant.',
})
@UniqueTogether({
  fields: ['name', 'cluster'],
  whereNull: ['tenant'],
  caseInsensitive: ['name'],
  message: 'Virtual machine name must be unique per cluster.',
})
@UniqueTogether({
  fields: ['name', 'device', 'tenant'],
  whereNull: ['cluster'],
  caseInsensitive: ['name'],
  message: 'Virtual machine name must be unique per device and tenant.',
})
@UniqueTogether({
  fields: ['name', 'device'],
  whereNull: ['cluster', 'tenant'],
  caseInsensitive: ['name'],
  message: 'Virtual machine name must be unique per device.',
})
export class VirtualMachine extends PrimaryModel {
  @CharField({ maxLength: 64, caseInsensitive: true }) name: string;
  @ForeignKey(() => VirtualMachineType, { onDelete: 'PROTECT', label: 'Type' }) virtual_machine_type: VirtualMachineType | null;
  @ForeignKey(() => DeviceRole, { onDelete: 'PROTECT' }) role: DeviceRole | null;
  @ChoiceField(VirtualMachineStatus, { default: 'active' }) status: string;
  @ChoiceField(StartOnBoot, { default: 'off' }) start_on_boot: string;
  @ForeignKey(() => Site, { onDelete: 'PROTECT' }) site: Site | null;
  @ForeignKey(() => Cluster, { onDelete: 'PROTECT' }) cluster: Cluster | null;
  @ForeignKey(() => Device, { onDelete: 'PROTECT' }) device: Device | null;
  @ForeignKey(() => Platform, { onDelete: 'SET_NULL' }) platform: Platform | null;
  /** primary_ip6, else primary_ip4 (rendered by ipam/render.ts) */
  @Computed('json', UNPROVIDED, { group: 'body', label: 'Primary IP', provider: 'ipam.primaryIp', renderApart: true }) primary_ip: null;
  @ForeignKey('ipam.ipaddress', { onDelete: 'SET_NULL', label: 'Primary IPv4', nested: DEVICE_IP_NESTED, renderApart: true, filterBy: 'address' })
  primary_ip4: object | null;
  @ForeignKey('ipam.ipaddress', { onDelete: 'SET_NULL', label: 'Primary IPv6', nested: DEVICE_IP_NESTED, renderApart: true, filterBy: 'address' })
  primary_ip6: object | null;
  @DecimalField({ maxDigits: 6, decimalPlaces: 2, nullable: true, minValue: 0.01, label: 'vCPUs' }) vcpus: number | null;
  @IntegerField({ nullable: true, minValue: 0, maxValue: 2147483647, label: 'Memory (MB)' }) memory: number | null;
  /** the sum of its virtual disks' sizes when it has any (virtualization/disks.ts) */
  @IntegerField({ nullable: true, minValue: 0, maxValue: 2147483647, label: 'Disk (GB)' }) disk: number | null;
  @CharField({ maxLength: 50, blank: true, label: 'Serial number' }) serial: string;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  @JsonField({ nullable: true, objectOnly: true, label: 'Local config context data' }) local_context_data: Record<string, unknown> | null;
  @ForeignKey('extras.configtemplate', { onDelete: 'PROTECT', filterBy: false }) config_template: object | null;
  /** the rendered configuration context (extras provides the merge); left out with exclude=config_context */
  @Computed('json', () => `'{}'::jsonb`, { group: 'body', label: 'Config context', provider: 'configContext', renderApart: true })
  config_context: Record<string, unknown>;
  @CountField('virtualization.vminterface', 'virtual_machine', { filter: true }) interface_count: number;
  @CountField('virtualization.virtualdisk', 'virtual_machine', { filter: true }) virtual_disk_count: number;
}
