import { Entity, Index } from 'typeorm';
import { UniqueTogether } from '../../../core/model/constraints.js';
import { CreatedField, ForeignKey, GenericForeignKey, IdField } from '../../../core/model/fields.js';
import { User } from '../../../users/entities/user.entity.js';

/** An object a user bookmarked; goes with the object. */
@Entity('extras_bookmark')
@Index(['created', 'id'])
@UniqueTogether({ fields: ['object_type', 'object_id', 'user'], message: 'Bookmark with this Object type, Object id and User already exists.' })
export class Bookmark {
  @IdField() id: number;
  @GenericForeignKey({ onDelete: 'CASCADE', required: true }) object: unknown;
  @ForeignKey(() => User, { onDelete: 'CASCADE', required: true, nested: ['id', 'url', 'display', 'username'], filterBy: 'username' }) user: User;
  @CreatedField() created: string;
}
