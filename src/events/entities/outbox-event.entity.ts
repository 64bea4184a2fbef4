import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An event to announce (webhooks), written in the same transaction as the change it describes, so it
 * exists exactly when the change committed. One row per object and request: a second change of the same
 * object in the request updates the row (coalescing as NetBox 4 does). The relay moves rows to the queue.
 */
@Entity('events_outbox')
@Index(['request_id', 'object_type', 'object_id'], { unique: true })
@Index(['relayed_at', 'id'])
export class OutboxEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: number;
  @CreateDateColumn({ type: 'timestamptz' }) created: string;
  @Column({ type: 'uuid' }) request_id: string;
  /** created, updated or deleted */
  @Column({ type: 'varchar', length: 20 }) event: string;
  /** `app.model` */
  @Column({ type: 'varchar', length: 100 }) object_type: string;
  @Column({ type: 'bigint' }) object_id: number;
  @Column({ type: 'bigint', nullable: true }) user_id: number | null;
  @Column({ type: 'varchar', length: 150 }) username: string;
  /** the REST representation (relative URLs), at commit for creates/updates, before deletion for deletes; json (not jsonb) keeps its key order */
  @Column({ type: 'json' }) data: Record<string, unknown>;
  @Column({ type: 'jsonb', nullable: true }) prechange: Record<string, unknown> | null;
  @Column({ type: 'jsonb', nullable: true }) postchange: Record<string, unknown> | null;
  /** set once the queue accepted the event */
  @Column({ type: 'timestamptz', nullable: true }) relayed_at: string | null;
}
