import { Column, Entity, Index } from 'typeorm';
import {
  CharField,
  ChoiceField,
  DateTimeField,
  ForeignKey,
  GenericForeignKey,
  IdField,
  IntegerField,
  JsonField,
  TextField,
  UuidField,
} from '../../../core/model/fields.js';
import { User } from '../../../users/entities/user.entity.js';
import { JobNotifications, JobStatus } from '../choices.js';

/**
 * A background job (NetBox's core Job): a data source's sync and the like, run by the job worker
 * (job-runner.ts) from a BullMQ queue, its lifecycle recorded here.
 */
@Entity('core_job')
@Index(['created'])
export class Job {
  @IdField() id: number;
  @GenericForeignKey({ onDelete: 'CASCADE', readOnly: true }) object: unknown;
  @CharField({ maxLength: 200, readOnly: true }) name: string;
  @DateTimeField({ readOnly: true, nullable: true, filter: false }) created: string;
  @DateTimeField({ readOnly: true, nullable: true, filter: false }) scheduled: string | null;
  @IntegerField({ readOnly: true, nullable: true, minValue: 1, helpText: 'Recurrence interval (in minutes)' }) interval: number | null;
  @DateTimeField({ readOnly: true, nullable: true, filter: false }) started: string | null;
  @DateTimeField({ readOnly: true, nullable: true, filter: false }) completed: string | null;
  @ForeignKey(() => User, { onDelete: 'SET_NULL', readOnly: true, nested: ['id', 'url', 'display', 'username'], filterBy: 'username' })
  user: User | null;
  @ChoiceField(JobStatus, { readOnly: true, default: 'pending' }) status: string;
  @JsonField({ readOnly: true, nullable: true }) data: unknown;
  @TextField({ readOnly: true }) error: string;
  @UuidField({ readOnly: true, label: 'Job ID' }) job_id: string;
  @CharField({ maxLength: 100, readOnly: true, blank: true, label: 'Queue name', helpText: 'Name of the queue in which this job was enqueued' })
  queue_name: string;
  @ChoiceField(JobNotifications, { readOnly: true, default: 'always' }) notifications: string;
  @JsonField({ readOnly: true, default: [], label: 'Log entries' }) log_entries: unknown[];
  /** the handler the worker runs (job-runner.ts), not shown */
  @Column({ type: 'varchar', length: 100, default: '' }) handler: string;
}
