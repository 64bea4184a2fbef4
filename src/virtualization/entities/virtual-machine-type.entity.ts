import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CountField } from '../../core/model/counts.js';
import { CharField, DecimalField, ForeignKey, IntegerField, SlugField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { Platform } from '../../dcim/entities/platform.entity.js';

/**
 * Defaults for new virtual machines (platform, vCPUs, memory). Names are unique ignoring case: the
 * case-insensitive unique index is written by hand in the migration (XI_virtualization_virtualmachinetype_name).
 */
@Entity('virtualization_virtualmachinetype')
@UniqueTogether({ fields: ['name'], caseInsensitive: ['name'], key: '__all__', message: 'Virtual machine type name must be unique.' })
export class VirtualMachineType extends PrimaryModel {
  @CharField({ maxLength: 100, caseInsensitive: true, index: true }) name: string;
  @SlugField({ unique: true }) slug: string;
  @ForeignKey(() => Platform, { onDelete: 'SET_NULL' }) default_platform: Platform | null;
  @DecimalField({ maxDigits: 6, decimalPlaces: 2, nullable: true, minValue: 0.01, label: 'Default vCPUs' }) default_vcpus: number | null;
  @IntegerField({ nullable: true, minValue: 0, maxValue: 2147483647 }) default_memory: number | null;
  @CountField('virtualization.virtualmachine', 'virtual_machine_type') virtual_machine_count: number;
}
