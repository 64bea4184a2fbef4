import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../database/db.js';
import { logger } from '../logging/logger.js';

/** Process figures (memory, CPU, event-loop lag, heap), once per process whatever the number of apps in it. */
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

/** A figure read from somewhere slow (the queue, the database) must not hold the scrape: after this it is left out. */
const COLLECT_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), COLLECT_TIMEOUT_MS)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `/metrics` in Prometheus' text format (prom-client): requests by route template and status with
 * their latency, the database pool, and what the parts of the service register — queue depth
 * (webhooks), outbox backlog and lag (events), delivery attempts by outcome (the worker).
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route' | 'status'>;
  /** webhook delivery attempts by outcome: succeeded, retrying (failed, retried later), failed (no attempt left) */
  readonly deliveryAttempts: Counter<'outcome'>;

  constructor(db: Db) {
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'inventory_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'inventory_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route template and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.deliveryAttempts = new Counter({
      name: 'inventory_webhook_delivery_attempts_total',
      help: 'Webhook delivery attempts made by this process, by outcome',
      labelNames: ['outcome'],
      registers,
    });
    for (const outcome of ['succeeded', 'retrying', 'failed']) this.deliveryAttempts.inc({ outcome }, 0);
    this.gauge('inventory_db_pool_connections', 'Database pool connections: open, idle, and requests waiting for one', ['state'], (set) => {
      const stats = db.poolStats();
      set({ state: 'open' }, stats.total);
      set({ state: 'idle' }, stats.idle);
      set({ state: 'waiting' }, stats.waiting);
    });
  }

  /** A gauge whose values are read at each scrape; a reading that fails or is slow leaves the gauge out. */
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames: L[],
    read: (set: (labels: Partial<Record<L, string>>, value: number) => void) => void | Promise<void>,
  ): void {
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          await withTimeout(Promise.resolve(read((labels, value) => this.set(labels as never, value))));
        } catch (error) {
          logger.debug({ metric: name, err: error }, 'a metric could not be read');
          this.reset();
        }
      },
    });
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.latency.observe(labels, seconds);
  }

  contentType(): string {
    return this.registry.contentType;
  }

  async text(): Promise<string> {
    return (await processRegistry.metrics()) + (await this.registry.metrics());
  }
}
