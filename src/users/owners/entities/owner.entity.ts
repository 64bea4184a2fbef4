import { Entity } from 'typeorm';
import { CharField, ForeignKey, IdField, ManyToManyField } from '../../../core/model/fields.js';
import { Group } from '../../entities/group.entity.js';
import { User } from '../../entities/user.entity.js';
import { OwnerGroup } from './owner-group.entity.js';

/**
 * Who owns an object (NetBox 4.6's `owner` on most models): a named set of users and user groups.
 * `group` must be given (null allowed), as NetBox's serializer requires it.
 */
@Entity('users_owner')
export class Owner {
  @IdField() id: number;
  @CharField({ maxLength: 100, unique: true }) name: string;
  @ForeignKey(() => OwnerGroup, { onDelete: 'PROTECT', required: true, nullable: true }) group: OwnerGroup | null;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @ManyToManyField(() => Group, { table: 'users_owner_user_groups', targetColumn: 'group_id', label: 'Groups', filter: false })
  user_groups: Group[];
  @ManyToManyField(() => User, { table: 'users_owner_users', targetColumn: 'user_id', filter: false }) users: User[];
}
