import { Entity } from 'typeorm';
import { defineChoices } from '../../core/model/choices.js';
import { BooleanField, CharField, ChoiceField, GenericForeignKey, JsonField, OwnerField, TextField } from '../../core/model/fields.js';
import { NetBoxModel } from '../../core/model/model-bases.js';

/** The event types NetBox registers (core/events.py): a rule may name job events too (rules copied from NetBox do). */
export const EventType = defineChoices({
  object_created: 'Object created',
  object_updated: 'Object updated',
  object_deleted: 'Object deleted',
  job_started: 'Job started',
  job_completed: 'Job completed',
  job_failed: 'Job failed',
  job_errored: 'Job errored',
});
export const ActionType = defineChoices({ webhook: 'Webhook', script: 'Script', notification: 'Notification' });

/** When to act (NetBox 4): object types × event types × conditions → a webhook, or notifications to a group. */
@Entity('extras_eventrule')
export class EventRule extends NetBoxModel {
  @CharField({ maxLength: 150, unique: true }) name: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @JsonField({ label: 'Object types' }) object_types: string[];
  @JsonField({ label: 'Event types' }) event_types: string[];
  @BooleanField({ default: true }) enabled: boolean;
  @JsonField({ nullable: true }) conditions: Record<string, unknown> | null;
  @ChoiceField(ActionType, { default: 'webhook', label: 'Action type' }) action_type: string;
  @GenericForeignKey({ types: ['extras.webhook', 'extras.notificationgroup'], onDelete: 'CASCADE', required: true }) action_object: unknown;
  @JsonField({ nullable: true, label: 'Action data', helpText: 'Merged into the event data (object keys win).' }) action_data: Record<
    string,
    unknown
  > | null;
  @TextField() comments: string;
  @OwnerField({ rank: 3.5 }) owner: unknown;
}
