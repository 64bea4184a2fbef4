import { randomBytes, randomUUID } from 'node:crypto';
import { createDatabase, dropDatabase } from '../helpers/postgres';
import { eventually, Receiver, startReceiver } from '../helpers/receiver';
import { call, provisionToken, ServiceProcess, startServiceProcess } from '../helpers/service-process';

/**
 * Logs (a real process, LOG_LEVEL=info): one JSON object per line, from one logger (pino) — requests,
 * webhook attempts, errors, start-up — never a bare text line; each request line and each line written
 * while a request is handled carries its id (the X-Request-ID), and a webhook attempt carries the id of
 * the request whose write caused the event.
 */
describe('structured logs with the request id', () => {
  let service: ServiceProcess;
  let receiver: Receiver;
  let databaseUrl: string;

  beforeAll(async () => {
    receiver = await startReceiver();
    databaseUrl = await createDatabase(process.env.TEST_DATABASE_URL!, `logs_${randomBytes(4).toString('hex')}`);
    service = await startServiceProcess('all', { DATABASE_URL: databaseUrl, LOG_LEVEL: 'info', OUTBOX_SWEEP_MS: '200' }, { readyTimeoutMs: 120_000 });
  }, 150_000);

  afterAll(async () => {
    await service?.kill('SIGKILL');
    await receiver?.close();
    if (databaseUrl) await dropDatabase(databaseUrl);
  });

  it('every line is JSON; request lines and webhook attempts carry the request id', async () => {
    const token = await provisionToken(service.url!);
    const hook = await call(service.url!, 'POST', '/api/extras/webhooks/', {
      token,
      body: { name: 'Logs', payload_url: `${receiver.url}/logs`, enabled: true, object_types: ['dcim.site'], type_create: true },
    });
    expect(hook.status).toBe(201);
    const write = randomUUID();
    expect(
      (await call(service.url!, 'POST', '/api/dcim/sites/', { token, body: { name: 'Logged', slug: 'logged' }, headers: { 'x-request-id': write } }))
        .status,
    ).toBe(201);
    const bad = randomUUID();
    expect((await call(service.url!, 'GET', '/api/dcim/sites/?name=%00', { token, headers: { 'x-request-id': bad } })).status).toBe(400);
    await receiver.waitForCount('/logs', 1, 30_000);
    const attempt = await eventually(
      () => service.output.map((l) => JSON.parse(l) as Record<string, any>).find((l) => l.msg === 'webhook delivery attempt'),
      10_000,
      'the attempt line',
    );
    expect(await service.kill('SIGTERM')).toEqual({ code: 0, signal: null });

    const lines = service.output.map((line) => {
      try {
        return JSON.parse(line) as Record<string, any>;
      } catch {
        return { unparsable: line };
      }
    });
    expect(lines.filter((l) => 'unparsable' in l)).toEqual([]);
    for (const l of lines)
      expect(l).toEqual(
        expect.objectContaining({ level: expect.any(Number), time: expect.any(String), pid: service.pid, role: 'all', msg: expect.any(String) }),
      );
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.length).toBeGreaterThanOrEqual(4);
    for (const r of requests)
      expect(r).toEqual(
        expect.objectContaining({
          reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          method: expect.any(String),
          route: expect.anything(),
          status: expect.any(Number),
          ms: expect.any(Number),
        }),
      );
    expect(requests.find((r) => r.reqId === write)).toEqual(
      expect.objectContaining({ method: 'POST', route: '/api/dcim/sites', status: 201, user: 'admin' }),
    );
    expect(requests.find((r) => r.reqId === bad)).toEqual(expect.objectContaining({ status: 400 }));
    expect(attempt).toEqual(expect.objectContaining({ reqId: write, outcome: 'succeeded', attempt: 1, status: 204 }));
    // the start-up and stop lines are the only ones outside a request
    const outside = lines.filter((l) => !l.reqId).map((l) => l.msg);
    expect(outside.every((m) => /^(embedded|applied|created superuser|listening|Server listening|stopping|stopped)/.test(m))).toBe(true);
  }, 120_000);
});
