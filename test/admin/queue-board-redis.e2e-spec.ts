import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from '../../src/embedded/embedded-postgres';
import { startApp, SUPERUSER, TestApp } from '../helpers/app';

/**
 * bull-board at /admin/queues/ and the /admin/ figures with the queue on Redis (REDIS_URL set); the
 * PostgreSQL backend is covered by admin.e2e-spec.ts. A file of its own: BullMQ's backend is chosen
 * process-wide, and each test file gets a fresh module registry. Needs redis-server (CI installs it).
 */
const hasRedis = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
if (!hasRedis) console.warn('[admin] redis-server is not installed: skipping the bull-board on Redis test');

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500, () => (socket.destroy(), resolve(false)));
    socket.on('error', () => resolve(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => (socket.destroy(), resolve(chunk.toString().startsWith('+PONG'))));
  });

(hasRedis ? describe : describe.skip)('admin queue view on Redis', () => {
  let app: TestApp;
  let redis: ChildProcess;
  let cookie: string;

  beforeAll(async () => {
    const port = await freePort();
    // stdio ignored: an unread captured stdout would fill its pipe and hang the server
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await answers(port))) {
      if (Date.now() > deadline) throw new Error('redis-server did not start');
      await new Promise((r) => setTimeout(r, 25));
    }
    app = await startApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    const login = await app.inject('POST', '/login/', {
      token: null,
      body: new URLSearchParams(SUPERUSER).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    cookie = (login.headers['set-cookie'] as string[]).map((c) => c.split(';', 1)[0]).join('; ');
  });

  afterAll(async () => {
    await app?.close();
    redis?.kill('SIGTERM');
  });

  it('bull-board shows the webhook-deliveries queue and the Redis server; /admin/ shows the backend', async () => {
    const page = await app.inject('GET', '/admin/queues/', { token: null, headers: { cookie } });
    expect(page.status).toBe(200);
    const queues = await app.inject('GET', '/admin/queues/api/queues?activeQueue=webhook-deliveries&status=latest&page=1', {
      token: null,
      headers: { cookie },
    });
    expect(queues.status).toBe(200);
    expect(JSON.parse(queues.text).queues.map((q: { name: string }) => q.name)).toEqual(['webhook-deliveries']);
    const stats = await app.inject('GET', '/admin/queues/api/redis/stats', { token: null, headers: { cookie } });
    expect(JSON.parse(stats.text)).toEqual(expect.objectContaining({ backend: 'redis' }));
    const home = await app.inject('GET', '/admin/', { token: null, headers: { cookie } });
    expect(home.text).toContain('<td>redis</td>');
    expect(home.text).toMatch(/id="queue-workers">[1-9]/);
  });
});
