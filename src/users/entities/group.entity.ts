import { Entity } from 'typeorm';
import { CharField, Computed, IdField, ManyToManyField } from '../../core/model/fields.js';

/** A group of users; its object permissions apply to every member (docs/models.md §7.2). */
@Entity('users_group')
export class Group {
  @IdField() id: number;
  @CharField({ maxLength: 150, unique: true }) name: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @ManyToManyField('users.objectpermission', {
    table: 'users_objectpermission_groups',
    targetColumn: 'objectpermission_id',
    inverse: true,
    filter: false,
  })
  permissions: object[];
  @Computed('integer', (t) => `(SELECT count(*) FROM users_user_groups ug WHERE ug.group_id = ${t}.id)::int`)
  user_count: number;
}
