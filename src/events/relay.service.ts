import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Settings } from '../config/settings.js';
import { SETTINGS } from '../config/settings.provider.js';
import { Db } from '../database/db.js';
import { DeliveryQueue, OutboxRelay } from './relay.js';

/** Runs the outbox relay in every process (api and worker); one relays at a time (advisory lock). */
@Injectable()
export class RelayService implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly relay: OutboxRelay;

  constructor(db: Db, queue: DeliveryQueue, @Inject(SETTINGS) settings: Settings) {
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
