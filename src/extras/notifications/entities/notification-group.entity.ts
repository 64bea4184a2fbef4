import { Entity } from 'typeorm';
import { CharField, IdField, ManyToManyField } from '../../../core/model/fields.js';
import { Group } from '../../../users/entities/group.entity.js';
import { User } from '../../../users/entities/user.entity.js';

/** Users and user groups an event rule can notify together. Change-logged, though its API shows no timestamps. */
@Entity('extras_notificationgroup')
export class NotificationGroup {
  @IdField() id: number;
  @CharField({ maxLength: 100, unique: true }) name: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @ManyToManyField(() => Group, { table: 'extras_notificationgroup_groups', targetColumn: 'group_id', filter: false }) groups: Group[];
  @ManyToManyField(() => User, { table: 'extras_notificationgroup_users', targetColumn: 'user_id', filter: false }) users: User[];
}
