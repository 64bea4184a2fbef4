import { Column, Entity, Index } from 'typeorm';
import { UniqueTogether } from '../../../core/model/constraints.js';
import { ChoiceField, CreatedField, DateTimeField, ForeignKey, GenericForeignKey, IdField } from '../../../core/model/fields.js';
import { User } from '../../../users/entities/user.entity.js';
import { NotificationEventType } from '../../choices.js';

/** A message to a user about an object (a change to a subscribed object, an event rule, a job). Outlives the object. */
@Entity('extras_notification')
@Index(['created', 'id'])
@UniqueTogether({ fields: ['object_type', 'object_id', 'user'], message: 'Notification with this Object type, Object id and User already exists.' })
export class Notification {
  @IdField() id: number;
  @GenericForeignKey({ onDelete: 'NONE', required: true }) object: unknown;
  @ForeignKey(() => User, { onDelete: 'CASCADE', required: true, nested: ['id', 'url', 'display', 'username'], filterBy: 'username' }) user: User;
  @CreatedField() created: string;
  @DateTimeField({ nullable: true }) read: string | null;
  @ChoiceField(NotificationEventType, { label: 'Event', plain: true }) event_type: string;
  /** the object's display when the notification was made (it may be gone since) */
  @Column({ type: 'varchar', length: 200, default: '' }) object_repr: string;
}
