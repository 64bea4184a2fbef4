import { startApp, TestApp } from '../helpers/app';
import { eventually, Receiver, sleep, startReceiver } from '../helpers/receiver';
import { createWebhook, DELIVERY_ENV, deliveryRows, settled } from '../helpers/webhooks';
import { WebhookQueue } from '../../src/webhooks/webhook-queue.service';

type Json = Record<string, any>;

/**
 * On the PostgreSQL queue a batch of deliveries travels in group jobs (docs/webhooks.md §6.1). A job sends
 * only the deliveries it has claimed on their rows, so one that is also in a job of its own (the relay's
 * sweep re-queues deliveries still queued after 10 sweeps: 2 s here) goes out once; a group's failed
 * delivery is retried by a job of its own with the usual attempts and backoff.
 */
describe('group jobs (PostgreSQL queue)', () => {
  let app: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
    app = await startApp(DELIVERY_ENV);
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });
  afterEach(async () => {
    await settled(app).catch(() => undefined);
    await app.server.db.query('DELETE FROM extras_webhook');
  });

  const bulkSites = async (prefix: string, count: number) => {
    const body = Array.from({ length: count }, (_, i) => ({ name: `${prefix} ${i}`, slug: `${prefix}-${i}`.toLowerCase().replace(/ /g, '-') }));
    const res = await app.inject('POST', '/api/dcim/sites/', { body });
    expect(res.status).toBe(201);
  };
  const hook = (path: string) =>
    createWebhook(app, { name: `Hook ${path}`, payload_url: `${receiver.url}${path}`, object_types: ['dcim.site'], type_create: true });
  const namesAt = (path: string) => receiver.at(path).map((a) => a.json().data.name as string);

  it('a delivery in a group job and in its own swept job is sent once', async () => {
    const webhook = await hook('/swept');
    receiver.plan('/swept', { hold: true });
    await bulkSites('Swept', 8);
    await eventually(() => receiver.held.length === 8, 20_000, 'the group to reach the receiver');
    const rows = await deliveryRows(app, 'webhook_id = $1', [webhook.id]);
    // one group job claimed all eight
    expect(new Set(rows.map((r) => r.claimed_by)).size).toBe(1);
    expect(rows[0].claimed_by).toMatch(/^g/);
    // the sweep takes the held deliveries for lost and gives each a job of its own, which runs meanwhile
    const queue = app.server.app.get(WebhookQueue).queue;
    await eventually(
      async () => (await Promise.all(rows.map((r) => queue.getJob(`d${r.id}`)))).every((job) => job && job.attemptsStarted > 0),
      20_000,
      'the swept jobs to run',
    );
    await sleep(300);
    expect(namesAt('/swept')).toHaveLength(8);

    receiver.release('/swept');
    await settled(app);
    expect(namesAt('/swept').sort()).toEqual(rows.map((r) => r.context.data.name).sort());
    const after = await deliveryRows(app, 'webhook_id = $1', [webhook.id]);
    expect(after.map((r) => [r.state, r.attempts, r.claimed_until, r.claimed_by])).toEqual(rows.map(() => ['succeeded', 1, null, null]));
  });

  it("a group's failed deliveries are retried on jobs of their own, with backoff, until attempts run out", async () => {
    const webhook = await hook('/group-retry');
    // the first two requests fail: two deliveries of the group are retried once
    receiver.plan('/group-retry', { statuses: [500, 500], status: 204 });
    await bulkSites('Group Retry', 6);
    await eventually(async () => (await deliveryRows(app, `webhook_id = $1 AND state = 'succeeded'`, [webhook.id])).length === 6, 20_000);
    const calls = receiver.at('/group-retry').length;
    expect(calls).toBe(8);
    const rows = await deliveryRows(app, 'webhook_id = $1', [webhook.id]);
    expect(rows.map((r) => r.attempts).sort()).toEqual([1, 1, 1, 1, 2, 2]);
    for (const row of rows.filter((r) => r.attempts === 2)) {
      const [first, second] = row.attempt_log.map((a: Json) => Date.parse(a.at));
      expect(second - first).toBeGreaterThanOrEqual(100 - 15); // WEBHOOK_BACKOFF_MS
      expect(row.attempt_log.map((a: Json) => a.status)).toEqual([500, 204]);
    }

    receiver.plan('/group-retry', { status: 500 });
    await bulkSites('Group Down', 4);
    await settled(app);
    const down = await deliveryRows(app, `webhook_id = $1 AND context->'data'->>'name' LIKE 'Group Down %'`, [webhook.id]);
    // WEBHOOK_MAX_ATTEMPTS=4, gaps doubling from 100 ms, then failed with no retry scheduled
    for (const row of down) {
      expect(row).toMatchObject({ state: 'failed', attempts: 4, next_attempt: null, claimed_until: null });
      const at = row.attempt_log.map((a: Json) => Date.parse(a.at));
      const gaps = at.slice(1).map((t: number, i: number) => t - at[i]);
      expect(gaps.map((gap: number, i: number) => gap >= 100 * 2 ** i - 15)).toEqual([true, true, true]);
    }
    expect(down).toHaveLength(4);
    expect(receiver.at('/group-retry').length - calls).toBe(16);
  });
});
