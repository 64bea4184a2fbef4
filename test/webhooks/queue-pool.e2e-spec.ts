import type { TestApp } from '../helpers/app';
import { Receiver, startReceiver } from '../helpers/receiver';
import { createWebhook, DELIVERY_ENV, settled } from '../helpers/webhooks';
import { startApp } from '../helpers/app';

/**
 * QUEUE_DB_POOL_SIZE bounds each PostgreSQL-backed queue's producer pool and QUEUE_WORKER_DB_POOL_SIZE each
 * worker's (webhook deliveries and jobs: four pools); the workers' LISTEN connections are separate. Even at
 * one connection a pool, a burst of deliveries all arrives.
 */
describe('PostgreSQL queue pools (QUEUE_DB_POOL_SIZE, QUEUE_WORKER_DB_POOL_SIZE)', () => {
  let app: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
    app = await startApp({ ...DELIVERY_ENV, QUEUE_DB_POOL_SIZE: '1', QUEUE_WORKER_DB_POOL_SIZE: '1' });
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  /** the queues' pool connections to this app's database right now */
  const queueConnections = async () => {
    const [{ n }] = await app.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'inventory-queue'`,
    );
    return n;
  };

  it('opens at most one connection per queue pool, and delivers a burst of 40 webhooks', async () => {
    await createWebhook(app, { name: 'Pool burst', payload_url: `${receiver.url}/burst`, object_types: ['dcim.site'], type_create: true });
    const sites = Array.from({ length: 40 }, (_, i) => ({ name: `Pool burst ${i}`, slug: `pool-burst-${i}` }));
    const created = await Promise.all(sites.map((site) => app.inject('POST', '/api/dcim/sites/', { body: site })));
    expect(created.map((res) => res.status)).toEqual(sites.map(() => 201));

    let most = 0;
    let delivered = false;
    const arrivals = receiver.waitForCount('/burst', 40).finally(() => (delivered = true));
    while (!delivered) {
      most = Math.max(most, await queueConnections());
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await arrivals).toHaveLength(40);
    await settled(app);
    expect(most).toBeGreaterThanOrEqual(1); // the queues' connections are the ones counted
    expect(most).toBeLessThanOrEqual(4);
  });
});
