import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Settings } from '../config/settings.js';
import { SETTINGS } from '../config/settings.provider.js';
import { DeliveryQueue } from '../events/relay.js';
import { Metrics } from '../ops/metrics.js';
import { DELIVERY_QUEUE } from './queue-connection.js';

export interface DeliveryJob {
  deliveryId: number;
}

/**
 * On PostgreSQL, batches up to this size are added job by job: BullMQ's PostgreSQL `addBulk` builds two
 * temporary tables per call (4–7 ms of PostgreSQL CPU even for one job) where one `add` costs about 0.5 ms.
 * At 8 jobs both cost PostgreSQL the same and the adds' round trips cost more; most batches are one write's.
 */
const ADD_ONE_BY_ONE = 3;

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

  private jobOptions(jobId: string) {
    return {
      jobId,
      attempts: this.settings.webhookMaxAttempts,
      backoff: { type: 'exponential', delay: this.settings.webhookBackoffMs },
      removeOnComplete: true,
      removeOnFail: true,
    };
  }

  /**
   * Not atomic when added one by one, and need not be: the relay marks its rows relayed only after this
   * resolves, so a failure part-way adds them all again, and a job id already in the queue is not doubled.
   */
  async enqueue(deliveryIds: number[]): Promise<void> {
    if (!deliveryIds.length) return;
    if (this.backend === 'postgres' && deliveryIds.length <= ADD_ONE_BY_ONE) {
      // in turn, so the queue's order is the event order
      for (const id of deliveryIds) await this.queue.add('deliver', { deliveryId: id }, this.jobOptions(`d${id}`));
      return;
    }
    await this.queue.addBulk(deliveryIds.map((id) => ({ name: 'deliver', data: { deliveryId: id }, opts: this.jobOptions(`d${id}`) })));
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
