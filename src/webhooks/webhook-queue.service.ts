import { createHash } from 'node:crypto';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Settings } from '../config/settings.js';
import { SETTINGS } from '../config/settings.provider.js';
import { DeliveryQueue } from '../events/relay.js';
import { Metrics } from '../ops/metrics.js';
import { DELIVERY_QUEUE } from './queue-connection.js';

/** A job for one delivery (id `d<delivery>`) or, on PostgreSQL, for several (id `g<hash of the ids>`). */
export interface DeliveryJob {
  deliveryId?: number;
  /** attempts the delivery had before this job: a retry handed over by a group job */
  attemptsBefore?: number;
  deliveryIds?: number[];
}

/** One delivery a group job could not finish, for a job of its own. */
export interface HandOver {
  id: number;
  attemptsBefore: number;
  delayMs: number;
}

/**
 * On PostgreSQL, batches up to this size are added job by job: BullMQ's PostgreSQL `addBulk` builds two
 * temporary tables per call (4–7 ms of PostgreSQL CPU even for one job) where one `add` costs about 0.5 ms.
 * At 8 jobs both cost PostgreSQL the same and the adds' round trips cost more; most batches are one write's.
 */
const ADD_ONE_BY_ONE = 3;

/**
 * On PostgreSQL, a larger batch (a backlog, a bulk write) goes in jobs of up to this many deliveries: BullMQ's
 * PostgreSQL backend costs ~1 ms of database CPU per job whatever it carries (bench/notes/writes.md).
 */
export const GROUP_SIZE = 20;

/** The producer side of the delivery queue: jobs keyed by delivery id, retried with exponential backoff. */
@Injectable()
export class WebhookQueue extends DeliveryQueue {
  readonly backend: 'redis' | 'postgres';

  constructor(
    @InjectQueue(DELIVERY_QUEUE) readonly queue: Queue<DeliveryJob>,
    @Inject(SETTINGS) private readonly settings: Settings,
    metrics: Metrics,
  ) {
    super();
    this.backend = settings.redisUrl ? 'redis' : 'postgres';
    metrics.gauge('inventory_webhook_queue_jobs', 'Jobs in the webhook delivery queue, by state', ['state'], async (set) => {
      const counts = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      for (const [state, n] of Object.entries(counts)) set({ state }, n);
    });
  }

  /** `attemptsBefore`: attempts already spent (the job gets the rest, its backoff continuing the doubling). */
  private jobOptions(jobId: string, attemptsBefore = 0, delay = 0) {
    return {
      jobId,
      attempts: Math.max(1, this.settings.webhookMaxAttempts - attemptsBefore),
      backoff: { type: 'exponential', delay: this.settings.webhookBackoffMs * 2 ** attemptsBefore },
      removeOnComplete: true,
      removeOnFail: true,
      ...(delay > 0 ? { delay: Math.ceil(delay) } : {}),
    };
  }

  private async addJobs(jobs: { name: string; data: DeliveryJob; opts: ReturnType<WebhookQueue['jobOptions']> }[]): Promise<void> {
    if (this.backend === 'postgres' && jobs.length <= ADD_ONE_BY_ONE) {
      // in turn, so the queue's order is the event order
      for (const job of jobs) await this.queue.add(job.name, job.data, job.opts);
      return;
    }
    await this.queue.addBulk(jobs);
  }

  private single(id: number) {
    return { name: 'deliver', data: { deliveryId: id }, opts: this.jobOptions(`d${id}`) };
  }

  /**
   * Not atomic when added one by one, and need not be: the relay marks its rows relayed only after this
   * resolves, so a failure part-way adds them all again, and a job id already in the queue is not doubled.
   */
  async enqueue(deliveryIds: number[]): Promise<void> {
    if (this.backend !== 'postgres' || deliveryIds.length <= ADD_ONE_BY_ONE) return this.requeue(deliveryIds);
    // a group job's id names its deliveries: the same batch added again (a relay run repeated) is not doubled
    const jobs = [];
    for (let i = 0; i < deliveryIds.length; i += GROUP_SIZE) {
      const ids = deliveryIds.slice(i, i + GROUP_SIZE);
      const digest = createHash('sha1').update(ids.join(',')).digest('hex').slice(0, 20);
      jobs.push(ids.length === 1 ? this.single(ids[0]) : { name: 'deliver', data: { deliveryIds: ids }, opts: this.jobOptions(`g${digest}`) });
    }
    await this.addJobs(jobs);
  }

  /** A job of its own for each delivery (the relay's sweep, and every batch on Redis). */
  async requeue(deliveryIds: number[]): Promise<void> {
    if (deliveryIds.length) await this.addJobs(deliveryIds.map((id) => this.single(id)));
  }

  /**
   * What a group job leaves (a failed attempt to retry, a delivery it could not claim) goes to the delivery's
   * own job, with the attempts it has left; a job the delivery already has is kept as it is.
   */
  async handOver(items: HandOver[]): Promise<void> {
    if (!items.length) return;
    await this.addJobs(
      items.map((h) => ({
        name: 'deliver',
        data: { deliveryId: h.id, attemptsBefore: h.attemptsBefore },
        opts: this.jobOptions(`d${h.id}`, h.attemptsBefore, h.delayMs),
      })),
    );
  }

  /**
   * A manual retry: a job under the delivery's own id. A finished job is no longer in the queue (removed on
   * completion and on failure), so this adds a new one; a job still there (an automatic retry waiting) is
   * kept as it is, so one delivery never has two jobs.
   */
  async retry(deliveryId: number): Promise<void> {
    await this.queue.add('deliver', { deliveryId }, this.jobOptions(`d${deliveryId}`));
  }

  /** Queue depth and live workers, for /api/status/. */
  async stats(): Promise<{ depth: number; workers: number }> {
    const counts = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    const depth = Object.values(counts).reduce((a, b) => a + b, 0);
    const workers = await this.queue.getWorkersCount().catch(() => 0);
    return { depth, workers };
  }
}
