import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, OnApplicationBootstrap } from '@nestjs/common';
import { DelayedError, Job, WorkerOptions } from 'bullmq';
import type { Settings } from '../config/settings.js';
import { SETTINGS } from '../config/settings.provider.js';
import { isDatabaseUnavailable } from '../database/availability.js';
import { Db } from '../database/db.js';
import { logger } from '../logging/logger.js';
import { Metrics } from '../ops/metrics.js';
import { Batcher } from './batcher.js';
import { DELIVERY_QUEUE } from './queue-connection.js';
import { buildRequest, TemplateError, WebhookConfig } from './render.js';
import { send, SendResult } from './sender.js';
import type { DeliveryJob } from './webhook-queue.service.js';

interface DeliveryRow extends WebhookConfig {
  id: number;
  /** the request whose write caused the event: the attempt's log line carries it */
  request_id: string;
  state: string;
  webhook_id: number;
  object_type: string;
  object_id: number;
  context: Record<string, unknown>;
  ssl_verification: boolean;
  ca_file_path: string | null;
  /** an earlier delivery for the same webhook and object is not finished yet */
  blocked: boolean;
}

const ORDER_WAIT_MS = 50;
/** while the database is away, a job waits this long and tries again, without spending one of its attempts */
const DATABASE_WAIT_MS = 1000;

/**
 * Sends one delivery per job and records the attempt. Deliveries for one object (and webhook) go out in
 * order even with several workers: a delivery whose predecessor is still queued or waiting for a retry
 * steps back into the delayed set. A 2xx is success; anything else, a timeout or a TLS failure is a
 * failed attempt, retried by the queue with exponential backoff until the attempts run out.
 */
// A worker that dies mid-delivery holds its job's lock this long; then another worker takes the job over.
// Read at load (decorator time), as BullMQ takes it when the worker is built.
const LOCK_MS = Number(process.env.WEBHOOK_LOCK_MS) || 30_000;

/**
 * The worker's BullMQ options. Nest would otherwise build the worker on the queue's (producer) connection,
 * which fails fast while Redis is down — the worker then spins on errors. WebhooksModule.register puts the
 * worker connection (waits for Redis to come back) in here before Nest builds the worker from it.
 */
export const WORKER_OPTIONS: Partial<WorkerOptions> = { lockDuration: LOCK_MS, stalledInterval: LOCK_MS, maxStalledCount: 5 };
const ERROR_LOG_EVERY_MS = 10_000;

/** An attempt's outcome, as recorded on its delivery. */
interface Attempt {
  id: number;
  state: 'succeeded' | 'failed';
  retry: boolean;
  backoffSeconds: number;
  result: SendResult;
}

@Processor(DELIVERY_QUEUE, WORKER_OPTIONS)
export class DeliveryProcessor extends WorkerHost implements OnApplicationBootstrap {
  // the deliveries in flight are read, and their attempts recorded, a batch per round trip
  private readonly loads = new Batcher<number, DeliveryRow | undefined>((ids) => this.loadDeliveries(ids));
  private readonly records = new Batcher<Attempt, void>((attempts) => this.recordAttempts(attempts));

  constructor(
    private readonly db: Db,
    private readonly metrics: Metrics,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.settings.webhookConcurrency;
    // queue errors (Redis away) are retried by BullMQ; say so now and then, not once per attempt
    let lastLogged = 0;
    this.worker.on('error', (error) => {
      if (Date.now() - lastLogged < ERROR_LOG_EVERY_MS) return;
      lastLogged = Date.now();
      logger.warn({ err: error }, 'webhook worker: queue error, retrying');
    });
  }

  async process(job: Job<DeliveryJob>, token?: string): Promise<string> {
    try {
      return await this.deliver(job, token);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      // the database is away (restarting): not the receiver's fault, so no attempt is spent
      await job.moveToDelayed(Date.now() + DATABASE_WAIT_MS, token);
      throw new DelayedError();
    }
  }

  private async deliver(job: Job<DeliveryJob>, token?: string): Promise<string> {
    const row = await this.loads.call(job.data.deliveryId);
    if (!row || row.state === 'succeeded') return 'nothing to do';
    if (row.blocked) {
      await job.moveToDelayed(Date.now() + ORDER_WAIT_MS, token);
      throw new DelayedError();
    }
    const attempt = job.attemptsMade + 1;
    let result: SendResult;
    let retryable = true;
    try {
      const request = buildRequest(row, row.context);
      result = await send(request, { verify: row.ssl_verification, caFile: row.ca_file_path }, this.settings.webhookTimeoutMs);
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      // a broken template fails the same way every time: record it, do not retry
      result = { status: null, body: '', durationMs: 0, error: error.message };
      retryable = false;
    }
    const ok = !result.error && result.status !== null && result.status >= 200 && result.status < 300;
    const retry = !ok && retryable && attempt < this.settings.webhookMaxAttempts;
    const backoffMs = this.settings.webhookBackoffMs * 2 ** (attempt - 1);
    await this.records.call({ id: row.id, state: ok ? 'succeeded' : 'failed', retry, backoffSeconds: backoffMs / 1000, result });
    const outcome = ok ? 'succeeded' : retry ? 'retrying' : 'failed';
    this.metrics.deliveryAttempts.inc({ outcome });
    logger.info(
      {
        reqId: row.request_id,
        delivery: row.id,
        webhook: row.webhook_id,
        object: `${row.object_type}:${row.object_id}`,
        attempt,
        outcome,
        status: result.status,
        ms: result.durationMs,
        error: result.error || undefined,
      },
      'webhook delivery attempt',
    );
    if (retry) throw new Error(result.error || `HTTP ${result.status}`);
    return ok ? 'succeeded' : 'failed';
  }

  private async loadDeliveries(ids: number[]): Promise<(DeliveryRow | undefined)[]> {
    const rows = await this.db.query<DeliveryRow>(
      `SELECT d.id, d.request_id, d.state, d.webhook_id, d.object_type, d.object_id, d.context,
              w.payload_url, w.http_method, w.http_content_type, w.additional_headers, w.body_template, w.secret,
              w.ssl_verification, w.ca_file_path,
              EXISTS (SELECT 1 FROM extras_webhookdelivery e
                       WHERE e.webhook_id = d.webhook_id AND e.object_type = d.object_type AND e.object_id = d.object_id
                         AND e.id < d.id AND (e.state = 'queued' OR (e.state = 'failed' AND e.next_attempt IS NOT NULL))) AS blocked
         FROM extras_webhookdelivery d JOIN extras_webhook w ON w.id = d.webhook_id WHERE d.id = ANY($1::bigint[])`,
      [ids],
      { prepare: true },
    );
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    return ids.map((id) => byId.get(Number(id)));
  }

  private async recordAttempts(attempts: Attempt[]): Promise<void[]> {
    const column = <T>(pick: (a: Attempt) => T) => attempts.map(pick);
    await this.db.query(
      `UPDATE extras_webhookdelivery d SET state = a.state, attempts = d.attempts + 1, last_attempt = now(),
              next_attempt = CASE WHEN a.retry THEN now() + make_interval(secs => a.backoff) ELSE NULL END,
              response_status = a.status, response_body = a.body, duration_ms = a.duration, error = a.error,
              attempt_log = d.attempt_log || jsonb_build_array(jsonb_build_object('at', now(), 'status', a.status, 'duration_ms', a.duration, 'error', a.error))
         FROM unnest($1::bigint[], $2::text[], $3::boolean[], $4::float8[], $5::int[], $6::text[], $7::int[], $8::text[])
              AS a(id, state, retry, backoff, status, body, duration, error)
        WHERE d.id = a.id`,
      [
        column((a) => a.id),
        column((a) => a.state),
        column((a) => a.retry),
        column((a) => a.backoffSeconds),
        column((a) => a.result.status),
        column((a) => a.result.body),
        column((a) => a.result.durationMs),
        column((a) => a.result.error),
      ],
      { prepare: true },
    );
    return attempts.map(() => undefined);
  }
}
