import { Column, Entity, Index } from 'typeorm';
import { defineChoices } from '../../core/model/choices.js';
import {
  CharField,
  ChoiceField,
  DateTimeField,
  ForeignKey,
  IdField,
  IntegerField,
  JsonField,
  TextField,
  UuidField,
} from '../../core/model/fields.js';
import { EventRule } from '../../events/entities/event-rule.entity.js';
import { Webhook } from './webhook.entity.js';

/**
 * queued: waiting to be sent (first time, or a scheduled retry has started); succeeded: a 2xx came back;
 * failed: the last attempt failed — `next_attempt` is set while an automatic retry is scheduled, null once
 * attempts ran out (then only a manual retry re-queues it).
 */
export const DeliveryState = defineChoices({ queued: 'Queued', succeeded: 'Succeeded', failed: 'Failed' });

/** One event sent (or to be sent) to one webhook, with the outcome of every attempt. Beyond NetBox. */
@Entity('extras_webhookdelivery')
@Index(['outbox_id', 'webhook'], { unique: true })
@Index(['webhook', 'object_type', 'object_id', 'state'])
@Index(['request_id'])
export class WebhookDelivery {
  @IdField() id: number;
  @DateTimeField({ readOnly: true }) created: string;
  @ForeignKey(() => Webhook, { onDelete: 'CASCADE', readOnly: true }) webhook: Webhook | null;
  @ForeignKey(() => EventRule, { onDelete: 'SET_NULL', readOnly: true, label: 'Event rule' }) event_rule: EventRule | null;
  @ChoiceField(DeliveryState, { readOnly: true, index: true }) state: string;
  @CharField({ maxLength: 20, readOnly: true }) event: string;
  @CharField({ maxLength: 100, readOnly: true, label: 'Object type' }) object_type: string;
  @IntegerField({ big: true, readOnly: true, label: 'Object ID' }) object_id: number;
  @UuidField({ readOnly: true, label: 'Request ID' }) request_id: string;
  @IntegerField({ readOnly: true, default: 0 }) attempts: number;
  @DateTimeField({ readOnly: true, nullable: true, label: 'Last attempt' }) last_attempt: string | null;
  @DateTimeField({ readOnly: true, nullable: true, label: 'Next attempt' }) next_attempt: string | null;
  @IntegerField({ readOnly: true, nullable: true, label: 'Response status' }) response_status: number | null;
  @TextField({ readOnly: true, label: 'Response body (excerpt)' }) response_body: string;
  @IntegerField({ readOnly: true, nullable: true, label: 'Duration (ms)' }) duration_ms: number | null;
  @TextField({ readOnly: true }) error: string;
  /** every attempt: {at, status, duration_ms, error} */
  @JsonField({ readOnly: true, default: [], label: 'Attempt log' }) attempt_log: unknown[];
  /** the template context (event, timestamp, model, username, request_id, data, snapshots) */
  @JsonField({ readOnly: true, keepKeyOrder: true }) context: Record<string, unknown>;
  @Column({ type: 'bigint' }) outbox_id: number;
  /** the job sending it owns it until then (or until its attempt is recorded); not part of the API */
  @Column({ type: 'timestamptz', nullable: true }) claimed_until: Date | null;
  @Column({ type: 'text', nullable: true }) claimed_by: string | null;
}
