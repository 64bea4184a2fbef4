import { WebhookQueue } from '../../src/webhooks/webhook-queue.service';
import { startApp, SUPERUSER, TestApp } from '../helpers/app';
import { eventually } from '../helpers/receiver';
import { describeWithRedis, RedisServer, startRedis } from '../helpers/redis';

/**
 * RATE_LIMIT and LOGIN_THROTTLE over several API processes (here two apps on one database): with
 * REDIS_URL the counts live in Redis, so the fleet as a whole allows the budget once; a Redis that is
 * away lets requests through rather than failing them. Without Redis each process counts by itself.
 */

const LIMIT = 10;

describeWithRedis('rate limits shared by the fleet through Redis', () => {
  let redis: RedisServer;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    redis = await startRedis();
    const env = { RATE_LIMIT: `${LIMIT}/minute`, LOGIN_THROTTLE: '3/minute', REDIS_URL: redis.url };
    a = await startApp(env);
    b = await startApp(env, { join: a });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis?.stop();
  });

  it(`one budget of ${LIMIT} per token across both processes, then 429 on either`, async () => {
    const remaining: string[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const res = await (i % 2 ? b : a).inject('GET', '/api/dcim/sites/');
      expect(res.status).toBe(200);
      remaining.push(String(res.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(Array.from({ length: LIMIT }, (_, i) => String(LIMIT - 1 - i)));
    for (const app of [a, b]) {
      const res = await app.inject('GET', '/api/dcim/sites/');
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('failed logins count across processes, for that username and address', async () => {
    const attempt = (app: TestApp, password: string, ip = '198.51.100.20') =>
      app.inject('POST', '/api/users/tokens/provision/', {
        token: null,
        body: { username: SUPERUSER.username, password },
        headers: { 'x-real-ip': ip },
      });
    expect((await attempt(a, 'wrong-1')).status).toBe(403);
    expect((await attempt(b, 'wrong-2')).status).toBe(403);
    expect((await attempt(a, 'wrong-3')).status).toBe(403);
    expect((await attempt(b, SUPERUSER.password)).status).toBe(429);
    expect((await attempt(b, SUPERUSER.password, '198.51.100.21')).status).toBe(201);
  });

  it('while Redis is away requests pass (counting resumes when it is back)', async () => {
    await redis.stop();
    try {
      const other = await b.inject('POST', '/api/users/tokens/provision/', {
        token: null,
        body: SUPERUSER,
        headers: { 'x-real-ip': '198.51.100.30' },
      });
      expect(other.status).toBe(201);
      const token = `Bearer nbt_${other.body.key}.${other.body.token}`;
      for (let i = 0; i < 3; i++) expect((await a.inject('GET', '/api/dcim/sites/', { token })).status).toBe(200);
    } finally {
      await redis.start();
      // the queue's connections are back before the apps close (BullMQ cannot close one that is reconnecting)
      for (const app of [a, b]) {
        const queue = app.server.app.get(WebhookQueue);
        await eventually(
          () =>
            queue.stats().then(
              () => true,
              () => false,
            ),
          20_000,
          'the queue to reconnect',
        );
      }
    }
  });
});

describe('rate limits without Redis: each process counts by itself', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startApp({ RATE_LIMIT: '3/minute' });
    b = await startApp({ RATE_LIMIT: '3/minute' }, { join: a });
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('the budget applies per process', async () => {
    // provisioning the token (anonymous, by address) spent one of a's requests
    for (let i = 0; i < 2; i++) expect((await a.inject('GET', '/api/dcim/sites/')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await b.inject('GET', '/api/dcim/sites/')).status).toBe(200);
    expect((await a.inject('GET', '/api/dcim/sites/')).status).toBe(200);
    expect((await a.inject('GET', '/api/dcim/sites/')).status).toBe(429);
    expect((await b.inject('GET', '/api/dcim/sites/')).status).toBe(429);
  });
});
