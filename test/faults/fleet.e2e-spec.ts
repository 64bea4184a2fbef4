import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createDatabase, dropDatabase } from '../helpers/postgres';
import { eventually, Receiver, startReceiver } from '../helpers/receiver';
import { describeWithRedis, RedisServer, startRedis } from '../helpers/redis';
import { call, provisionToken, ServiceProcess, startServiceProcess } from '../helpers/service-process';

/**
 * A fleet: 2 API and 2 worker processes on one PostgreSQL and one Redis, all started at the same moment
 * on an empty database. One of them migrates (under an advisory lock) while the others wait. Then mixed
 * load, writes spread over both APIs: 200 sites created and each updated 4 times = 1000 events. The
 * receiver fails every 20th request (503), so some deliveries are retried. Every event must arrive, the
 * events of each object in order, and no event twice except the retries of a failed attempt.
 */

const SITES = 200;
const UPDATES = 4;
const EVENTS = SITES * (1 + UPDATES);
const FAIL_EVERY = 20;

/** Runs `task` over `items` with at most `width` at a time. */
async function pool<T>(items: T[], width: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await task(items[i], i);
      }
    }),
  );
}

describeWithRedis('a fleet of 2 API and 2 worker processes on one PostgreSQL and one Redis', () => {
  let redis: RedisServer;
  let receiver: Receiver;
  let databaseUrl: string;
  let processes: ServiceProcess[] = [];
  let sql: Client | null = null;

  beforeAll(async () => {
    redis = await startRedis();
    receiver = await startReceiver();
    databaseUrl = await createDatabase(process.env.TEST_DATABASE_URL!, `fleet_${randomBytes(4).toString('hex')}`);
  });

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.kill('SIGKILL')));
    await sql?.end().catch(() => undefined);
    await receiver?.close();
    await redis?.stop();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  it(`started at once, migrates once; every one of ${EVENTS} events delivered, in order per object`, async () => {
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      OUTBOX_SWEEP_MS: '200',
      WEBHOOK_BACKOFF_MS: '100',
      WEBHOOK_MAX_ATTEMPTS: '6',
      WORKER_PORT: '0',
    };
    const roles = ['api', 'api', 'worker', 'worker'] as const;
    processes = await Promise.all(roles.map((role) => startServiceProcess(role, env, { readyTimeoutMs: 120_000 })));
    const [a, b, ...workers] = processes;

    // migrations ran once: one process applied them, the others found nothing to do
    const migrated = processes.filter((p) => p.output.some((line) => /"msg":"applied \d+ migrations"/.test(line)));
    expect(migrated).toHaveLength(1);
    expect(processes.filter((p) => p.output.some((line) => line.includes('created superuser')))).toHaveLength(1);
    sql = new Client({ connectionString: databaseUrl });
    sql.on('error', () => undefined);
    await sql.connect();
    const { rows: twice } = await sql.query('SELECT name FROM typeorm_migrations GROUP BY name HAVING count(*) > 1');
    expect(twice).toEqual([]);

    const path = '/fleet';
    receiver.plan(path, { statuses: Array.from({ length: 3 * EVENTS }, (_, i) => (i % FAIL_EVERY === FAIL_EVERY - 1 ? 503 : 204)) });
    const token = await provisionToken(a.url!);
    const apis = [a.url!, b.url!];
    const hook = await call(a.url!, 'POST', '/api/extras/webhooks/', {
      token,
      body: {
        name: 'Fleet',
        payload_url: `${receiver.url}${path}`,
        enabled: true,
        object_types: ['dcim.site'],
        type_create: true,
        type_update: true,
      },
    });
    expect(hook.status).toBe(201);

    const failures: string[] = [];
    const check = (what: string, status: number, expected: number) => status !== expected && failures.push(`${what} → ${status}`);
    // creates: 10 bulk requests of 20, alternating between the APIs
    const ids: number[] = [];
    await pool(
      Array.from({ length: SITES / 20 }, (_, k) => k),
      2,
      async (k) => {
        const body = Array.from({ length: 20 }, (_, i) => ({ name: `Fleet ${k * 20 + i}`, slug: `fleet-${k * 20 + i}` }));
        const res = await call(apis[k % 2], 'POST', '/api/dcim/sites/', { token, body });
        check(`bulk create ${k}`, res.status, 201);
        if (res.status === 201) ids.push(...(res.body as { id: number }[]).map((s) => s.id));
      },
    );
    expect(ids).toHaveLength(SITES);
    // updates: each site 4 times in turn, each time through the other API, with reads in between
    let reads = 0;
    await pool(ids, 16, async (id, i) => {
      for (let r = 1; r <= UPDATES; r++) {
        const res = await call(apis[(i + r) % 2], 'PATCH', `/api/dcim/sites/${id}/`, { token, body: { description: `v${r}` } });
        check(`PATCH ${id} v${r}`, res.status, 200);
        const read = await call(apis[(i + r + 1) % 2], 'GET', r % 2 ? `/api/dcim/sites/${id}/` : '/api/dcim/sites/?limit=10&ordering=-id', { token });
        check(`GET after ${id} v${r}`, read.status, 200);
        reads++;
      }
    });
    expect(failures).toEqual([]);

    // what the receiver got, in arrival order: each event by object and version
    type Seen = { key: string; id: number; version: string };
    const arrivals = (): Seen[] =>
      receiver.at(path).map((arrival) => {
        const body = arrival.json();
        const version = body.event === 'created' ? 'created' : String(body.data.description);
        return { key: `${body.data.id}:${version}`, id: body.data.id as number, version };
      });
    // done: every delivery recorded as succeeded (a 503, or a request that timed out, is a failed attempt retried)
    await eventually(
      async () => (await sql!.query("SELECT count(*)::int AS n FROM extras_webhookdelivery WHERE state = 'succeeded'")).rows[0].n === EVENTS,
      120_000,
      `all ${EVENTS} deliveries to succeed`,
    );
    const { rows: deliveries } = await sql.query<{ key: string; state: string; attempts: number }>(
      `SELECT object_id || ':' || CASE WHEN event = 'created' THEN 'created' ELSE context -> 'data' ->> 'description' END AS key, state, attempts
         FROM extras_webhookdelivery`,
    );
    expect(deliveries.filter((d) => d.state !== 'succeeded')).toEqual([]);
    const seen = arrivals();
    const distinct = new Set(seen.map((s) => s.key));
    expect(distinct.size).toBe(EVENTS);
    expect(deliveries.map((d) => d.key).sort()).toEqual([...distinct].sort());

    // per object, the events arrived in the order they happened (each event at its first arrival)
    const expectedOrder = ['created', ...Array.from({ length: UPDATES }, (_, r) => `v${r + 1}`)];
    const outOfOrder = ids
      .filter((id) => JSON.stringify([...new Set(seen.filter((s) => s.id === id).map((s) => s.version))]) !== JSON.stringify(expectedOrder))
      .map(
        (id) =>
          `site ${id}: ${seen
            .filter((s) => s.id === id)
            .map((s) => s.version)
            .join(', ')}`,
      );
    expect(outOfOrder).toEqual([]);

    // an event arrives more than once only as the retry of an attempt that failed: never more often than it was attempted
    const attemptsOf = new Map(deliveries.map((d) => [d.key, d.attempts]));
    const count = new Map<string, number>();
    for (const s of seen) count.set(s.key, (count.get(s.key) ?? 0) + 1);
    const unexplained = [...count]
      .filter(([key, n]) => n > attemptsOf.get(key)!)
      .map(([key, n]) => `${key}: ${n} arrivals, ${attemptsOf.get(key)} attempts`);
    expect(unexplained).toEqual([]);
    const retried = deliveries.reduce((sum, d) => sum + d.attempts - 1, 0);
    const failedAnswers = Math.floor(seen.length / FAIL_EVERY);
    const duplicates = seen.length - EVENTS;

    // the workers' own count of attempts agrees with the delivery records
    const attempts = async (w: ServiceProcess) => {
      const port = /health and metrics on port (\d+)/.exec(w.output.join('\n'))![1];
      const text = (await call(`http://127.0.0.1:${port}`, 'GET', '/metrics')).text;
      return [...text.matchAll(/^inventory_webhook_delivery_attempts_total\{outcome="(\w+)"\} (\d+)/gm)].reduce((sum, m) => sum + Number(m[2]), 0);
    };
    const perWorker = await Promise.all(workers.map(attempts));
    expect(perWorker.reduce((x, y) => x + y, 0)).toBe(deliveries.reduce((sum, d) => sum + d.attempts, 0));

    console.log(
      `[faults/fleet] 2 API + 2 workers started at once (migrated by one, ${processes.length - 1} waited); ${SITES} creates + ${SITES * UPDATES} updates over both APIs ` +
        `(+${reads} reads): ${EVENTS} events sent, ${distinct.size} delivered, ${EVENTS - distinct.size} lost; ${retried} failed attempts retried ` +
        `(${failedAnswers} answered 503 by the receiver, ${retried - failedAnswers} timed out), ${duplicates} duplicates received, all of them such retries; ` +
        `per-object order kept for all ${SITES} sites; attempts per worker: ${perWorker.join(' + ')}`,
    );
    const exits = await Promise.all(processes.map((p) => p.kill('SIGTERM')));
    expect(exits).toEqual(processes.map(() => ({ code: 0, signal: null })));
  }, 300_000);
});
