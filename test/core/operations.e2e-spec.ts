import { startApp, TestApp } from '../helpers/app';

/**
 * The operations endpoints on the API's own port: /livez, /readyz and /metrics (Prometheus text,
 * prom-client). No token, no rate limit, no API-Version; the requests of the API are counted by route
 * template and status. (/readyz while the database is down: test/faults/database-restart.)
 */
describe('operations endpoints', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp({ RATE_LIMIT: '3/minute' });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('/livez and /readyz answer without credentials, outside the rate limit', async () => {
    for (let i = 0; i < 5; i++) {
      const live = await app.inject('GET', '/livez', { token: null });
      expect({ status: live.status, body: live.body }).toEqual({ status: 200, body: { status: 'ok' } });
      const ready = await app.inject('GET', '/readyz', { token: null });
      expect({ status: ready.status, body: ready.body }).toEqual({ status: 200, body: { status: 'ready', database: 'ok', started: true } });
      expect(ready.headers['api-version']).toBeUndefined();
    }
  });

  it('/readyz answers 503 once the process is stopping', async () => {
    const other = await startApp({}, { join: app });
    other.server.health.markStopping();
    const res = await other.inject('GET', '/readyz', { token: null });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'unavailable', database: 'ok', started: false });
    await other.close();
  });

  it('/metrics: requests by route template and status with latency, the pool, the queue, the outbox, delivery attempts, the process', async () => {
    await app.inject('GET', '/api/dcim/sites/');
    await app.inject('GET', '/api/dcim/sites/999999/');
    await app.inject('GET', '/no/such/page/');
    const res = await app.inject('GET', '/metrics', { token: null });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.text;
    const sample = (name: string, labels: string) => new RegExp(`^${name}\\{${labels}\\} \\d`, 'm');
    expect(text).toMatch(sample('inventory_http_requests_total', 'method="GET",route="/api/dcim/sites/?",status="200"'));
    expect(text).toMatch(sample('inventory_http_requests_total', 'method="GET",route="/api/dcim/sites/:id/?",status="404"'));
    expect(text).toMatch(sample('inventory_http_requests_total', 'method="GET",route="unmatched",status="404"'));
    expect(text).toMatch(sample('inventory_http_request_duration_seconds_bucket', 'le="0.1",method="GET",route="/api/dcim/sites/?",status="200"'));
    for (const state of ['open', 'idle', 'waiting']) expect(text).toMatch(sample('inventory_db_pool_connections', `state="${state}"`));
    for (const state of ['waiting', 'active', 'delayed']) expect(text).toMatch(sample('inventory_webhook_queue_jobs', `state="${state}"`));
    for (const outcome of ['succeeded', 'retrying', 'failed'])
      expect(text).toMatch(sample('inventory_webhook_delivery_attempts_total', `outcome="${outcome}"`));
    expect(text).toMatch(/^inventory_outbox_pending_events \d+$/m);
    expect(text).toMatch(/^inventory_outbox_lag_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });
});
