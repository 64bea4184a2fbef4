import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Settings } from '../config/settings.js';
import { SETTINGS } from '../config/settings.provider.js';
import { Db } from '../database/db.js';
import { Metrics } from '../ops/metrics.js';
import { DeliveryQueue, OutboxRelay } from './relay.js';

/** Runs the outbox relay in every process (api and worker); one relays at a time (advisory lock). */
@Injectable()
export class RelayService implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly relay: OutboxRelay;

  constructor(db: Db, queue: DeliveryQueue, @Inject(SETTINGS) settings: Settings, metrics: Metrics) {
    const backlog = () =>
      db.query<{ n: number; lag: number | null }>(
        'SELECT count(*)::int AS n, extract(epoch FROM now() - min(created))::float8 AS lag FROM events_outbox WHERE relayed_at IS NULL',
      );
    metrics.gauge('inventory_outbox_pending_events', 'Committed events not yet handed to the webhook queue', [], async (set) =>
      set({}, (await backlog())[0].n),
    );
    metrics.gauge('inventory_outbox_lag_seconds', 'Age of the oldest event not yet handed to the webhook queue (0 when none)', [], async (set) =>
      set({}, (await backlog())[0].lag ?? 0),
    );
    // a delivery whose job has not run 10 sweeps after it was due is taken for lost by the queue
    this.relay = new OutboxRelay(db, queue, { sweepMs: settings.outboxSweepMs, retentionMs: 3_600_000, staleMs: 10 * settings.outboxSweepMs });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.relay.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay.stop();
  }
}
