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
import { Attempt, Claim, claimDeliveries, DeliveryRow, recordAttempts } from './delivery-claims.js';
import { DELIVERY_QUEUE } from './queue-connection.js';
import { buildRequest, TemplateError } from './render.js';
import { send, SendResult } from './sender.js';
import { Slots } from './slots.js';
import { DeliveryJob, GROUP_SIZE, HandOver, WebhookQueue } from './webhook-queue.service.js';

const ORDER_WAIT_MS = 50;
/** a job waiting for another job's lease looks again this often: that job usually finishes long before */
const LEASE_POLL_MS = 1000;
/** while the database is away, a job waits this long and tries again, without spending one of its attempts */
const DATABASE_WAIT_MS = 1000;

/**
 * Sends the deliveries of a job and records the attempts. A job sends only what it has claimed (a lease on
 * the delivery row, delivery-claims.ts), so a delivery carried by a group job and by its own job (the relay's
 * sweep) goes out once. Deliveries for one object (and webhook) go out in order even with several workers: a
 * delivery whose predecessor is still queued or waiting for a retry is not claimed, and its job steps back
 * into the delayed set. A 2xx is success; anything else, a timeout or a TLS failure is a failed attempt,
 * retried with exponential backoff until the attempts run out: by the queue for a one-delivery job, by a job
 * of its own for a group's delivery.
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

@Processor(DELIVERY_QUEUE, WORKER_OPTIONS)
export class DeliveryProcessor extends WorkerHost implements OnApplicationBootstrap {
  // the deliveries in flight are read, and their attempts recorded, a batch per round trip
  private readonly claims = new Batcher<{ id: number; owner: string }, Claim>((requests) => claimDeliveries(this.db, requests, this.leaseSeconds));
  private readonly records = new Batcher<Attempt, void>((attempts) => recordAttempts(this.db, attempts));
  /** requests in flight, WEBHOOK_CONCURRENCY at most (a group job needs one per delivery) */
  private readonly slots: Slots;
  /** a lease outlasts the longest send (the request timeout) by the lock time, after which a dead worker's job is run again */
  private readonly leaseSeconds: number | null;

  constructor(
    private readonly db: Db,
    private readonly metrics: Metrics,
    private readonly queue: WebhookQueue,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {
    super();
    // Redis has no group jobs: a delivery's one job (keyed by it) is never run twice at once, so no lease
    this.leaseSeconds = queue.backend === 'postgres' ? (settings.webhookTimeoutMs + LOCK_MS) / 1000 : null;
    this.slots = new Slots(Math.max(settings.webhookConcurrency, GROUP_SIZE));
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
      return job.data.deliveryIds ? await this.deliverGroup(job, job.data.deliveryIds) : await this.deliver(job, token);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      // the database is away (restarting): not the receiver's fault, so no attempt is spent
      await job.moveToDelayed(Date.now() + DATABASE_WAIT_MS, token);
      throw new DelayedError();
    }
  }

  /** One delivery: the queue retries the job while attempts are left. */
  private async deliver(job: Job<DeliveryJob>, token?: string): Promise<string> {
    await this.slots.take(1);
    try {
      const claim = await this.claims.call({ id: job.data.deliveryId!, owner: job.id! });
      if (!claim.row) {
        if (claim.waitMs === null) return 'nothing to do';
        await job.moveToDelayed(Date.now() + this.waitMs(claim.waitMs), token);
        throw new DelayedError();
      }
      const attempt = (job.data.attemptsBefore ?? 0) + job.attemptsMade + 1;
      const { ok, retry, result } = await this.attempt(claim.row, attempt);
      if (retry) throw new Error(result.error || `HTTP ${result.status}`);
      return ok ? 'succeeded' : 'failed';
    } finally {
      this.slots.give(1);
    }
  }

  /**
   * Several deliveries (PostgreSQL backend): those claimed are sent side by side; a failed one with attempts
   * left, and one it could not claim but is not finished, go to jobs of their own (`d<id>`). The job itself
   * always completes, so the queue never repeats its sends.
   */
  private async deliverGroup(job: Job<DeliveryJob>, deliveryIds: number[]): Promise<string> {
    const ids = [...new Set(deliveryIds)];
    // slots before the claims: a lease must not run while its send waits for one
    await this.slots.take(ids.length);
    let held = ids.length;
    const release = () => (held--, this.slots.give(1));
    const handOver: HandOver[] = [];
    let sent = 0;
    let settled: PromiseSettledResult<void>[];
    try {
      const claims = await Promise.all(ids.map((id) => this.claims.call({ id, owner: job.id! })));
      // all settled before an error is thrown: the job run again (same owner) may take back its leases at once
      settled = await Promise.allSettled(
        claims.map(async (claim) => {
          if (!claim.row) {
            release();
            if (claim.waitMs !== null) handOver.push({ id: claim.id, attemptsBefore: claim.attempts, delayMs: this.waitMs(claim.waitMs) });
            return;
          }
          sent++;
          const attempt = claim.row.attempts + 1;
          try {
            const { retry, backoffMs } = await this.attempt(claim.row, attempt);
            if (retry) handOver.push({ id: claim.id, attemptsBefore: attempt, delayMs: backoffMs });
          } finally {
            release();
          }
        }),
      );
    } finally {
      this.slots.give(held);
    }
    const failure = settled.find((r) => r.status === 'rejected');
    if (failure) throw failure.reason;
    // a crash before this leaves the failed ones due for a retry with no job: the relay's sweep gives them one
    await this.queue.handOver(handOver);
    return `${sent} sent, ${handOver.length} handed over`;
  }

  private waitMs(claimWaitMs: number): number {
    return claimWaitMs <= 0 ? ORDER_WAIT_MS : Math.min(Math.ceil(claimWaitMs) + 5, LEASE_POLL_MS);
  }

  /** Sends a claimed delivery and records the attempt (which ends the lease). */
  private async attempt(row: DeliveryRow, attempt: number): Promise<{ ok: boolean; retry: boolean; backoffMs: number; result: SendResult }> {
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
    return { ok, retry, backoffMs, result };
  }
}
