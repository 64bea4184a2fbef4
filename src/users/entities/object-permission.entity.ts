import { Entity } from 'typeorm';
import { BooleanField, CharField, IdField, JsonField, ManyToManyField } from '../../core/model/fields.js';
import { Group } from './group.entity.js';
import { User } from './user.entity.js';

/**
 * Actions on object types granted to users and groups, optionally limited to the rows matching
 * `constraints`: a JSON filter (an object of lookups ANDed, or a list of such objects ORed) in
 * Django's lookup syntax, `$user` standing for the requesting user's id (docs/models.md §7.4).
 */
@Entity('users_objectpermission')
export class ObjectPermission {
  @IdField() id: number;
  @CharField({ maxLength: 100 }) name: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @BooleanField({ default: true }) enabled: boolean;
  @JsonField({ required: true }) object_types: string[];
  @JsonField({ required: true }) actions: string[];
  @JsonField({ nullable: true }) constraints: Record<string, unknown> | Record<string, unknown>[] | null;
  // NetBox's NestedGroupSerializer / NestedUserSerializer, not the groups' and users' brief forms
  @ManyToManyField(() => Group, {
    table: 'users_objectpermission_groups',
    targetColumn: 'group_id',
    filter: false,
    nested: ['id', 'url', 'display_url', 'display', 'name'],
  })
  groups: Group[];
  @ManyToManyField(() => User, {
    table: 'users_objectpermission_users',
    targetColumn: 'user_id',
    filter: false,
    nested: ['id', 'url', 'display_url', 'display', 'username'],
  })
  users: User[];
}
