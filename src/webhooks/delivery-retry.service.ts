import { Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError } from '../core/model/errors.js';
import { Params } from '../database/sql.js';
import { AccessPolicy } from '../core/api/resource.service.js';
import { Db } from '../database/db.js';
import { WebhookQueue } from './webhook-queue.service.js';
import { webhookDeliveries } from './webhooks.resources.js';

/**
 * The manual retry of spec §3 (failed → queued), shared by the API (retry.controller.ts) and the admin
 * pages: the delivery goes back to `queued` and the queue gets a new job for it. It counts as changing
 * the delivery: `change` permission, and only rows inside that permission's constraints (others are 404).
 */
@Injectable()
export class DeliveryRetry {
  constructor(
    private readonly db: Db,
    private readonly queue: WebhookQueue,
    private readonly access: AccessPolicy,
  ) {}

  /** Re-queues a failed delivery; 404 when unknown (or out of scope), 409 when it is not failed. */
  async retry(id: number): Promise<void> {
    this.access.check(webhookDeliveries, 'change');
    const params = new Params();
    const where = [`d.id = ${params.add(id)}`];
    const scoped = this.access.scope(webhookDeliveries, 'change')?.('d', params);
    if (scoped) where.push(scoped);
    const [row] = await this.db.query<{ state: string; retried: boolean }>(
      `WITH target AS (SELECT d.id, d.state FROM extras_webhookdelivery d WHERE ${where.join(' AND ')} FOR UPDATE),
            moved AS (UPDATE extras_webhookdelivery d SET state = 'queued', next_attempt = NULL
                        FROM target WHERE d.id = target.id AND target.state = 'failed' RETURNING d.id)
       SELECT target.state, EXISTS (SELECT 1 FROM moved) AS retried FROM target`,
      params.values,
    );
    if (!row) throw new NotFoundError(`No ${webhookDeliveries.className} matches the given query.`);
    if (!row.retried) throw new ConflictError('Only a failed delivery can be retried.');
    await this.queue.retry(id);
  }

  /**
   * Re-queues every failed delivery the caller may change (of one webhook or event rule when given) in one
   * statement; returns how many. A job lost between the update and the queue is re-sent by the relay's sweep.
   */
  async retryFailed(filter: { webhookId?: number; eventRuleId?: number } = {}): Promise<number> {
    this.access.check(webhookDeliveries, 'change');
    const params = new Params();
    const where = [`d.state = 'failed'`];
    if (filter.webhookId !== undefined) where.push(`d.webhook_id = ${params.add(filter.webhookId)}`);
    if (filter.eventRuleId !== undefined) where.push(`d.event_rule_id = ${params.add(filter.eventRuleId)}`);
    const scoped = this.access.scope(webhookDeliveries, 'change')?.('d', params);
    if (scoped) where.push(scoped);
    const rows = await this.db.query<{ id: number }>(
      `UPDATE extras_webhookdelivery d SET state = 'queued', next_attempt = NULL WHERE ${where.join(' AND ')} RETURNING d.id`,
      params.values,
    );
    for (const { id } of rows) await this.queue.retry(id);
    return rows.length;
  }
}
