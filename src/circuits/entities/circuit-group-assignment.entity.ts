import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { ChoiceField, ForeignKey, GenericForeignKey } from '../../core/model/fields.js';
import { NetBoxModel } from '../../core/model/model-bases.js';
import { CircuitPriority, GROUP_MEMBER_TYPES } from '../choices.js';
import { CircuitGroup } from './circuit-group.entity.js';

/** A circuit or virtual circuit in a group, with a priority; it goes with its member or its group. */
@Entity('circuits_circuitgroupassignment')
@UniqueTogether({
  fields: ['member_type', 'member_id', 'group'],
  message: 'Circuit group assignment with this Member type, Member ID and Group already exists.',
})
export class CircuitGroupAssignment extends NetBoxModel {
  @ForeignKey(() => CircuitGroup, { onDelete: 'CASCADE', required: true }) group: CircuitGroup | null;
  @GenericForeignKey({ types: GROUP_MEMBER_TYPES, onDelete: 'CASCADE', required: true }) member: unknown;
  /** declared by the generic relation */
  member_type: string;
  member_id: number;
  @ChoiceField(CircuitPriority, { blank: true, nullable: true, choiceLookupsUnchecked: true }) priority: string | null;
}
