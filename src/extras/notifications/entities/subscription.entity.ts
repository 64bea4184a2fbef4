import { Entity, Index } from 'typeorm';
import { UniqueTogether } from '../../../core/model/constraints.js';
import { CreatedField, ForeignKey, GenericForeignKey, IdField } from '../../../core/model/fields.js';
import { User } from '../../../users/entities/user.entity.js';

/** A user's subscription to an object: its changes notify the user (notifications.step.ts). Goes with the object. */
@Entity('extras_subscription')
@Index(['created', 'user'])
@UniqueTogether({ fields: ['object_type', 'object_id', 'user'], message: 'Subscription with this Object type, Object id and User already exists.' })
export class Subscription {
  @IdField() id: number;
  @GenericForeignKey({ onDelete: 'CASCADE', required: true }) object: unknown;
  @ForeignKey(() => User, { onDelete: 'CASCADE', required: true, nested: ['id', 'url', 'display', 'username'], filterBy: 'username' }) user: User;
  @CreatedField() created: string;
}
