import { createHmac } from 'node:crypto';
import { startApp, StartOptions, TestApp } from './app';
import { Arrival, eventually } from './receiver';
import { describeWithRedis, RedisServer, startRedis } from './redis';

/** Shared pieces of the webhook tests (test/webhooks/). */

type Json = Record<string, any>;

/** Fast retries and sweeps, so failures and recoveries show within a test's time. */
export const DELIVERY_ENV = { WEBHOOK_BACKOFF_MS: '100', WEBHOOK_MAX_ATTEMPTS: '4', OUTBOX_SWEEP_MS: '200', LOG_LEVEL: 'warn' };

export interface Backend {
  name: 'PostgreSQL' | 'Redis';
  /** the Redis of this suite (Redis backend only) */
  redis: RedisServer | null;
  /** starts an app on this backend (with Redis started first when needed) */
  start(env?: Record<string, string>, options?: StartOptions): Promise<TestApp>;
  /** closes the apps it started (joined ones first), then Redis */
  stop(): Promise<void>;
}

/**
 * Declares the same suite once per queue backend: BullMQ's PostgreSQL backend (no REDIS_URL) and a real
 * Redis started for the suite. The Redis suite is skipped only when redis-server is not installed.
 */
export function forEachBackend(title: string, body: (backend: Backend) => void): void {
  for (const name of ['PostgreSQL', 'Redis'] as const) {
    const declare = name === 'Redis' ? describeWithRedis : describe;
    declare(`${title} (${name} queue)`, () => {
      const apps: TestApp[] = [];
      const backend: Backend = {
        name,
        redis: null,
        async start(env = {}, options = {}) {
          if (name === 'Redis' && !backend.redis) backend.redis = await startRedis();
          const app = await startApp({ ...DELIVERY_ENV, ...(backend.redis ? { REDIS_URL: backend.redis.url } : {}), ...env }, options);
          apps.push(app);
          return app;
        },
        async stop() {
          for (const app of apps.splice(0).reverse()) await app.close();
          await backend.redis?.stop();
          backend.redis = null;
        },
      };
      body(backend);
    });
  }
}

/** X-Hook-Signature as a receiver checks it: hex HMAC-SHA512 of the raw body bytes, keyed by the secret. */
export function signatureOk(secret: string, arrival: Arrival): boolean {
  const expected = createHmac('sha512', secret).update(arrival.body).digest('hex');
  return arrival.headers['x-hook-signature'] === expected;
}

/** A webhook through the API; fails the test on anything but 201. */
export async function createWebhook(app: TestApp, body: Json): Promise<Json> {
  const res = await app.inject('POST', '/api/extras/webhooks/', { body: { enabled: true, ...body } });
  if (res.status !== 201) throw new Error(`webhook: ${res.status} ${res.text}`);
  return res.body;
}

export async function createEventRule(app: TestApp, body: Json): Promise<Json> {
  const res = await app.inject('POST', '/api/extras/event-rules/', { body: { action_object_type: 'extras.webhook', ...body } });
  if (res.status !== 201) throw new Error(`event rule: ${res.status} ${res.text}`);
  return res.body;
}

/** Delivery records (SQL: the test reads them without adding requests of its own). */
export function deliveryRows(app: TestApp, where = 'TRUE', params: unknown[] = []): Promise<Json[]> {
  return app.server.db.query<Json>(`SELECT * FROM extras_webhookdelivery WHERE ${where} ORDER BY id`, params);
}

/**
 * Waits until the pipeline has nothing left to do: every outbox row relayed and no delivery queued or
 * waiting for an automatic retry. After this, nothing more will be sent for earlier writes.
 */
export async function settled(app: TestApp, timeoutMs = 30_000): Promise<void> {
  await eventually(
    async () => {
      const [{ pending }] = await app.server.db.query<{ pending: number }>(
        `SELECT (SELECT count(*) FROM events_outbox WHERE relayed_at IS NULL)
              + (SELECT count(*) FROM extras_webhookdelivery WHERE state = 'queued' OR (state = 'failed' AND next_attempt IS NOT NULL)) AS pending`,
      );
      return Number(pending) === 0;
    },
    timeoutMs,
    'the outbox and the delivery queue to drain',
  );
}

/** The API's absolute URLs made relative, as event payloads carry them. */
export function relativeUrls<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, v) => (typeof v === 'string' ? v.replace(/^https?:\/\/[^/\s]+(?=\/)/, '') : v)) as T;
}
