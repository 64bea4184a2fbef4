import { join } from 'node:path';
import { eventually, Receiver, sleep, startReceiver } from '../helpers/receiver';
import { Cluster, startCluster, startDataDir, stopDataDir } from '../helpers/postgres';
import { call, HttpResult, provisionToken, ServiceProcess, startServiceProcess } from '../helpers/service-process';

/**
 * PostgreSQL stopped for 10 s under a running service (one `all` process: API, worker, relay; the
 * queue on PostgreSQL too), once as an external server and once as the service's embedded one.
 * While it is down every request answers 503 with a JSON error and Retry-After, quickly; once it is
 * back the API serves again within 5 s without a restart, and every event — written before the stop
 * and after it — reaches the webhook receiver.
 */

const OUTAGE_MS = 10_000;
const BATCH = 50;

const FAST = { OUTBOX_SWEEP_MS: '200', WEBHOOK_BACKOFF_MS: '100', WEBHOOK_MAX_ATTEMPTS: '4', TOKEN_CACHE_SECONDS: '0' };

describe.each(['external', 'embedded'] as const)('PostgreSQL (%s) stopped for 10 s and started again', (mode) => {
  let receiver: Receiver;
  let cluster: Cluster | null = null;
  let service: ServiceProcess;
  let token: string;
  const path = `/restart-${mode}`;

  beforeAll(async () => {
    receiver = await startReceiver();
    if (mode === 'external') cluster = await startCluster();
    service = await startServiceProcess('all', { ...FAST, ...(cluster ? { DATABASE_URL: cluster.url } : {}) }, { keepDataDir: true });
    token = await provisionToken(service.url!);
  }, 120_000);

  afterAll(async () => {
    await service?.kill('SIGKILL');
    await cluster?.destroy();
    await receiver?.close();
  });

  const api = (method: string, url: string, body?: unknown) => call(service.url!, method, url, { token, body, timeoutMs: 15_000 });

  async function createSites(prefix: string): Promise<void> {
    const body = Array.from({ length: BATCH }, (_, i) => ({ name: `${prefix} ${i}`, slug: `${prefix}-${i}` }));
    const res = await api('POST', '/api/dcim/sites/', body);
    expect(res.status).toBe(201);
  }

  it('503 + Retry-After while it is down, serving again within 5 s of its return, no event lost', async () => {
    const hook = await api('POST', '/api/extras/webhooks/', {
      name: 'Restart',
      payload_url: `${receiver.url}${path}`,
      enabled: true,
      object_types: ['dcim.site'],
      type_create: true,
    });
    expect(hook.status).toBe(201);
    await createSites('before');
    await receiver.waitForCount(path, BATCH, 30_000);

    const stopped = Date.now();
    if (cluster) await cluster.stop();
    else await stopDataDir(join(service.dataDir, 'pg'));

    const during: HttpResult[] = [];
    const failures: string[] = [];
    let n = 0;
    while (Date.now() - stopped < OUTAGE_MS) {
      n++;
      for (const [method, url, body] of [
        ['GET', '/api/dcim/sites/?limit=1', undefined],
        ['POST', '/api/dcim/sites/', { name: `during ${n}`, slug: `during-${n}` }],
        ['GET', '/readyz', undefined],
      ] as const) {
        try {
          during.push(await api(method, url, body));
        } catch (error) {
          failures.push(`${method} ${url}: ${String(error)}`);
        }
      }
      await sleep(250);
    }
    expect(failures).toEqual([]);
    const shapes = new Set(
      during.map((r) => `${r.status} ${r.headers.get('content-type')?.split(';')[0]} retry-after=${r.headers.get('retry-after')}`),
    );
    expect([...shapes]).toEqual(['503 application/json retry-after=5']);
    expect(
      during.filter(
        (r) =>
          r.text.includes('/readyz') ||
          r.body?.detail === 'The database is unavailable. Please try again shortly.' ||
          r.body?.status === 'unavailable',
      ),
    ).toHaveLength(during.length);
    const slowest = Math.max(...during.map((r) => r.ms));
    expect(slowest).toBeLessThan(6000);
    expect((await call(service.url!, 'GET', '/livez')).status).toBe(200);

    const restarted = Date.now();
    if (cluster) await cluster.start();
    else await startDataDir(join(service.dataDir, 'pg'));
    const back = Date.now();
    await eventually(async () => (await api('GET', '/api/dcim/sites/?limit=1').catch(() => null))?.status === 200, 5000, 'the API to serve again');
    const recoveryMs = Date.now() - back;
    expect((await call(service.url!, 'GET', '/readyz')).status).toBe(200);

    await createSites('after');
    const names = () => new Set(receiver.at(path).map((a) => a.json().data.name as string));
    await eventually(() => names().size === 2 * BATCH, 60_000, `all ${2 * BATCH} events`);
    const all = receiver.at(path).length;
    const sites = await api('GET', '/api/dcim/sites/?limit=1');
    expect(sites.body.count).toBe(2 * BATCH);
    console.log(
      `[faults/postgres-${mode}] down ${restarted - stopped} ms: ${during.length} requests, all 503 + Retry-After (slowest ${Math.round(slowest)} ms); ` +
        `serving ${recoveryMs} ms after PostgreSQL was back; events: ${2 * BATCH} sent, ${names().size} delivered, ${all - names().size} duplicates, ${2 * BATCH - names().size} lost`,
    );
    const stop = await service.kill('SIGTERM');
    expect(stop).toEqual({ code: 0, signal: null });
  }, 180_000);
});
