import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { ForeignKey, GenericForeignKey, IntegerField } from '../../core/model/fields.js';
import { ChangeLoggedModel } from '../../core/model/model-bases.js';
import { FHRP_PRIORITY_MAX, FHRP_PRIORITY_MIN } from '../choices.js';
import { FHRPGroup } from './fhrp-group.entity.js';

/** Object types an FHRP group assignment may name: interfaces of devices and of virtual machines. */
export const FHRP_INTERFACE_TYPES = ['dcim.interface', 'virtualization.vminterface'];

/** An interface's membership of an FHRP group, with its priority; it goes with the interface or the group (docs/models.md §2.15). */
@Entity('ipam_fhrpgroupassignment')
@UniqueTogether({
  fields: ['interface_type', 'interface_id', 'group'],
  key: '__all__',
  message: 'FHRP group assignment with this Interface type, Interface id and Group already exists.',
})
export class FHRPGroupAssignment extends ChangeLoggedModel {
  @ForeignKey(() => FHRPGroup, { onDelete: 'CASCADE', required: true }) group: FHRPGroup | null;
  @GenericForeignKey({ types: FHRP_INTERFACE_TYPES, onDelete: 'CASCADE', required: true }) interface: unknown;
  @IntegerField({ minValue: FHRP_PRIORITY_MIN, maxValue: FHRP_PRIORITY_MAX }) priority: number;
}
