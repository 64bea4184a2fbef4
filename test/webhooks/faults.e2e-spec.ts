import { startApp, TestApp } from '../helpers/app';
import { eventually, Receiver, startReceiver } from '../helpers/receiver';
import { describeWithRedis, RedisServer, startRedis } from '../helpers/redis';
import { createWebhook, DELIVERY_ENV, deliveryRows, forEachBackend, settled } from '../helpers/webhooks';
import { startWorkerProcess, WorkerProcess } from '../helpers/worker-process';

type Json = Record<string, any>;

/**
 * Faults with real processes (spec §6.5, docs/webhooks.md §6): a worker process killed in the middle of
 * deliveries, and Redis going away and coming back empty. Delivery is at least once: every event arrives,
 * counted over 1000; duplicates are reported (a request the receiver got from a worker that then died is
 * sent again).
 */

const EVENTS = 1000;
const CHUNK = 100;

/** POSTs `count` new sites named `<prefix> <n>` in bulk requests; every one must succeed. */
async function createSites(app: TestApp, prefix: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += CHUNK) {
    const body = Array.from({ length: Math.min(CHUNK, count - i) }, (_, k) => ({
      name: `${prefix} ${i + k}`,
      slug: `${prefix}-${i + k}`.toLowerCase().replace(/ /g, '-'),
    }));
    const res = await app.inject('POST', '/api/dcim/sites/', { body });
    if (res.status !== 201) throw new Error(`bulk POST → ${res.status}: ${res.text.slice(0, 500)}`);
  }
}

/** Names of the sites whose created event reached `path`: all arrivals, and the distinct ones. */
function arrived(receiver: Receiver, path: string): { all: string[]; distinct: Set<string> } {
  const all = receiver.at(path).map((a) => a.json().data.name as string);
  return { all, distinct: new Set(all) };
}

forEachBackend('a worker process killed in the middle of deliveries', (backend) => {
  let api: TestApp;
  let receiver: Receiver;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    receiver = await startReceiver();
    // the API process has no worker: the worker processes below do all the sending
    api = await backend.start({}, { worker: false });
  });
  afterAll(async () => {
    for (const worker of workers) await worker.kill('SIGTERM');
    await backend.stop();
    await receiver?.close();
  });

  it(`every one of ${EVENTS} events arrives after the killed worker is replaced`, async () => {
    const env = { ...DELIVERY_ENV, ...(backend.redis ? { REDIS_URL: backend.redis.url } : {}), WEBHOOK_LOCK_MS: '2000' };
    await createWebhook(api, { name: 'Kill', payload_url: `${receiver.url}/kill`, object_types: ['dcim.site'], type_create: true });
    // the receiver answers 300 requests, then holds the rest: the worker is stuck mid-delivery
    receiver.plan('/kill', { holdAfter: 300 });
    const first = await startWorkerProcess(api, env);
    workers.push(first);
    await createSites(api, 'Kill', EVENTS);
    await eventually(() => receiver.held.length > 0 && receiver.at('/kill').length > 300, 30_000, 'deliveries held at the receiver');

    await first.kill('SIGKILL');
    const killedAt = Date.now();
    expect((await first.exited).signal).toBe('SIGKILL');
    const heldNames = receiver.held.map((h) => h.arrival.json().data.name as string);
    receiver.plan('/kill', {}); // the receiver recovers; the dead worker's connections are gone
    receiver.release('/kill');
    const { distinct: before } = arrived(receiver, '/kill');
    expect(before.size).toBeLessThan(EVENTS);

    workers.push(await startWorkerProcess(api, env));
    await receiver.waitFor('/kill', () => arrived(receiver, '/kill').distinct.size === EVENTS, 90_000, `all ${EVENTS} events`);
    await settled(api, 60_000);

    const { all, distinct } = arrived(receiver, '/kill');
    expect(distinct.size).toBe(EVENTS);
    // the requests the dead worker had in flight were sent again by the new one
    const resent = new Set(
      receiver
        .at('/kill')
        .filter((a) => a.at > killedAt)
        .map((a) => a.json().data.name as string),
    );
    expect(heldNames.filter((name) => !resent.has(name))).toEqual([]);
    const rows = await deliveryRows(api);
    expect(rows).toHaveLength(EVENTS);
    expect(rows.filter((r) => r.state !== 'succeeded')).toEqual([]);
    console.log(
      `[faults/${backend.name}] worker killed with ${heldNames.length} deliveries in flight: ${EVENTS} events, ${distinct.size} delivered, ` +
        `${all.length} requests received (${all.length - distinct.size} duplicates)`,
    );
  });
});

describeWithRedis('Redis stopped and started again (Redis queue)', () => {
  let redis: RedisServer;
  let app: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
    redis = await startRedis();
    app = await startApp({ ...DELIVERY_ENV, REDIS_URL: redis.url });
  });
  afterAll(async () => {
    if (redis && !redis.running) await redis.start();
    await app?.close();
    await redis?.stop();
    await receiver?.close();
  });

  it(`writes succeed while Redis is down, and all ${EVENTS} events arrive once it is back (even those it held when it stopped)`, async () => {
    await createWebhook(app, { name: 'Outage', payload_url: `${receiver.url}/outage`, object_types: ['dcim.site'], type_create: true });
    // a slow receiver: a backlog of jobs sits in Redis when it stops
    receiver.plan('/outage', { delayMs: 20 });
    await createSites(app, 'Before', EVENTS / 2);
    await receiver.waitForCount('/outage', 20, 30_000);
    await redis.stop(); // no persistence: the jobs Redis held are gone

    // writes go on: single and bulk, all succeed; their events wait in the outbox
    for (let i = 0; i < 10; i++) {
      const res = await app.inject('POST', '/api/dcim/sites/', { body: { name: `During single ${i}`, slug: `during-single-${i}` } });
      expect(res.status).toBe(201);
    }
    await createSites(app, 'During', EVENTS / 2 - 10);
    const status = await eventually(
      async () => {
        const res = await app.inject('GET', '/api/status/');
        return res.status === 200 && res.body.webhooks['relay-error'] && res.body;
      },
      20_000,
      'the relay to report the outage',
    );
    expect(status.webhooks['outbox-pending']).toBeGreaterThan(0);
    const { distinct: duringOutage } = arrived(receiver, '/outage');
    expect(duringOutage.size).toBeLessThan(EVENTS);

    await redis.start();
    receiver.plan('/outage', {});
    await receiver.waitFor('/outage', () => arrived(receiver, '/outage').distinct.size === EVENTS, 90_000, `all ${EVENTS} events`);
    await settled(app, 60_000);
    const { all, distinct } = arrived(receiver, '/outage');
    expect(distinct.size).toBe(EVENTS);
    const rows = await deliveryRows(app);
    expect(rows).toHaveLength(EVENTS);
    expect(rows.filter((r: Json) => r.state !== 'succeeded')).toEqual([]);
    expect((await app.inject('GET', '/api/status/')).body.webhooks['relay-error']).toBeNull();
    console.log(
      `[faults/Redis] outage: ${EVENTS} events, ${distinct.size} delivered, ${all.length} requests received (${all.length - distinct.size} duplicates)`,
    );
  });
});
