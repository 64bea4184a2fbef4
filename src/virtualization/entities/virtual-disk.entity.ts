import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CharField, ForeignKey, IntegerField } from '../../core/model/fields.js';
import { NetBoxModel } from '../../core/model/model-bases.js';
import { VirtualMachine } from './virtual-machine.entity.js';

/** A virtual machine's disk; the machine's `disk` is the sum of its disks' sizes (kept by the write path). */
@Entity('virtualization_virtualdisk')
@UniqueTogether({ fields: ['virtual_machine', 'name'], message: 'Virtual disk with this Virtual machine and Name already exists.' })
export class VirtualDisk extends NetBoxModel {
  @ForeignKey(() => VirtualMachine, { onDelete: 'CASCADE', required: true }) virtual_machine: VirtualMachine | null;
  @CharField({ maxLength: 64 }) name: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @IntegerField({ minValue: 0, maxValue: 2147483647 }) size: number;
}
