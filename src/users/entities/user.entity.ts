import { Entity } from 'typeorm';
import { BooleanField, CharField, DateTimeField, IdField, ManyToManyField, WriteOnlyField } from '../../core/model/fields.js';
import { Group } from './group.entity.js';

@Entity('users_user')
export class User {
  @IdField() id: number;
  @CharField({
    maxLength: 150,
    unique: 'A user with that username already exists.',
    pattern: { regex: /^[\w.@+-]+$/, message: 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.' },
  })
  username: string;
  @WriteOnlyField({ maxLength: 128, required: true }) password: string;
  @CharField({ maxLength: 150, blank: true }) first_name: string;
  @CharField({ maxLength: 150, blank: true }) last_name: string;
  @CharField({
    maxLength: 254,
    blank: true,
    pattern: { regex: /^[^@\s]+@[^@\s]+\.[^@\s]+$/, message: 'Enter a valid email address.' },
  })
  email: string;
  @BooleanField({ default: true }) is_active: boolean;
  @BooleanField({ default: false, label: 'Superuser status' }) is_superuser: boolean;
  /** writable, as NetBox's (a model field with a default): the time of the create when left out (user.rules.ts) */
  @DateTimeField({ required: false }) date_joined: string;
  @DateTimeField({ nullable: true }) last_login: string | null;
  @ManyToManyField(() => Group, { table: 'users_user_groups', targetColumn: 'group_id', filter: false }) groups: Group[];
  @ManyToManyField('users.objectpermission', {
    table: 'users_objectpermission_users',
    targetColumn: 'objectpermission_id',
    inverse: true,
    filter: false,
  })
  permissions: object[];
}
