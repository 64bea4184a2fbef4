import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestApp } from '../helpers/app';
import { startApp } from '../helpers/app';
import { Receiver, startReceiver } from '../helpers/receiver';
import { createEventRule, createWebhook, deliveryRows, DELIVERY_ENV, settled } from '../helpers/webhooks';

/**
 * NetBox's event rule tests (extras/tests/test_event_rules.py) that this service failed, through the API,
 * a real receiver and the app's own worker.
 */
describe('webhooks: NetBox event rule test cases', () => {
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

  it('EventRuleTestCase.test_non_dict_action_data_does_not_crash_flush: action data stored as a string is ignored', async () => {
    const webhook = await createWebhook(app, { name: 'Bad Data Hook', payload_url: `${receiver.url}/bad-data` });
    const rule = await createEventRule(app, {
      name: 'Bad action_data rule',
      object_types: ['dcim.site'],
      event_types: ['object_created'],
      action_object_id: webhook.id,
      action_data: {},
    });
    // a row older than the model's validation
    await app.server.db.query(`UPDATE extras_eventrule SET action_data = '"not a dict"'::jsonb WHERE id = $1`, [rule.id]);
    const res = await app.inject('POST', '/api/dcim/sites/', { body: { name: 'Site X', slug: 'site-x' } });
    expect(res.status).toBe(201);
    const [arrival] = await receiver.waitForCount('/bad-data', 1);
    await settled(app);
    const body = arrival.json();
    expect(body.event).toBe('created');
    expect(body.data.name).toBe('Site X');
    // nothing of the string was merged in (a spread of it would add keys "0", "1", …)
    expect(Object.keys(body.data)).not.toContain('0');
  });

  // extras/api/serializers_/events.py: object_types = ContentTypeField(queryset=ObjectType.objects.with_feature('event_rules'))
  it('an event rule’s object types are those with the event_rules feature, with NetBox’s ContentTypeField messages', async () => {
    const webhook = await createWebhook(app, { name: 'Feature Hook', payload_url: `${receiver.url}/feature` });
    const rule = (objectTypes: unknown[]) =>
      app.inject('POST', '/api/extras/event-rules/', {
        body: {
          name: `Feature rule ${JSON.stringify(objectTypes)}`,
          object_types: objectTypes,
          event_types: ['object_created'],
          action_type: 'webhook',
          action_object_type: 'extras.webhook',
          action_object_id: webhook.id,
        },
      });
    // an owner is an AdminModel: event rules, no change logging
    const owner = await rule(['users.owner', 'dcim.site']);
    expect(owner.status).toBe(201);
    expect([...owner.body.object_types].sort()).toEqual(['dcim.site', 'users.owner']);
    for (const [types, message] of [
      [['extras.taggeditem'], 'Invalid content type: extras.taggeditem'],
      [['dcim.site', 'core.objectchange', 'no.such'], 'Invalid content type: core.objectchange'],
      [['dcim'], "Invalid value. Specify a content type as '<app_label>.<model_name>'."],
      [[7], "Invalid value. Specify a content type as '<app_label>.<model_name>'."],
    ] as const) {
      const res = await rule([...types]);
      expect({ types, status: res.status, body: res.body }).toEqual({ types, status: 400, body: { object_types: [message] } });
    }
  });

  // extras/signals.py process_job_start_event_rules / process_job_end_event_rules; extras/webhooks.py send_webhook
  it('a data source sync (a job on core.datasource) fires job_started and, at its end, job_completed rules (NetBox’s job_end)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'job-events-'));
    try {
      writeFileSync(join(dir, 'a.txt'), 'a');
      const webhook = await createWebhook(app, { name: 'Job Hook', payload_url: `${receiver.url}/jobs` });
      const rule = (name: string, eventTypes: string[], objectTypes = ['core.datasource']) =>
        createEventRule(app, { name, object_types: objectTypes, event_types: eventTypes, action_object_id: webhook.id, action_data: { extra: 1 } });
      await rule('Job start', ['job_started']);
      await rule('Job end', ['job_completed']);
      // NetBox's job_end signal queries job_completed rules only; others never fire
      await rule('Job failed', ['job_failed', 'job_errored']);
      await rule('Other type', ['job_started', 'job_completed'], ['dcim.site']);
      const source = (
        await app.inject('POST', '/api/core/data-sources/', { body: { name: 'Job Events', type: 'local', source_url: `file://${dir}` } })
      ).body;
      expect((await app.inject('POST', `/api/core/data-sources/${source.id}/sync/`)).status).toBe(200);
      const arrivals = await receiver.waitForCount('/jobs', 2);
      await settled(app);
      const bodies = arrivals.map((a) => a.json());
      expect(bodies.map((b) => b.event)).toEqual(['job_started', 'job_ended']);
      for (const body of bodies) {
        expect(body).toMatchObject({ object_type: 'core.datasource', username: 'admin', request_id: null });
        expect(body).not.toHaveProperty('snapshots');
        expect(body.timestamp).toEqual(expect.any(String));
      }
      // the job's data, the rule's action data underneath
      expect(bodies[0].data).toEqual({ extra: 1 });
      expect(bodies[1].data).toEqual({ extra: 1, created: 1, updated: 0, deleted: 0, resynced: 0 });
      const deliveries = await deliveryRows(app, 'webhook_id = $1', [webhook.id]);
      expect(deliveries.map((d) => d.event)).toEqual(['job_started', 'job_completed']);
      expect(receiver.at('/jobs')).toHaveLength(2);
      // a job that errors ends the same way: job_completed rules, event job_ended
      rmSync(dir, { recursive: true, force: true });
      expect((await app.inject('POST', `/api/core/data-sources/${source.id}/sync/`)).status).toBe(200);
      const again = await receiver.waitForCount('/jobs', 4);
      await settled(app);
      const job = (await app.inject('GET', `/api/core/jobs/?object_type=core.datasource&object_id=${source.id}&ordering=-id`)).body.results[0];
      expect(job.status.value).toBe('errored');
      expect(again.slice(2).map((a) => a.json().event)).toEqual(['job_started', 'job_ended']);
      expect(receiver.at('/jobs')).toHaveLength(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
