import type { TestApp } from '../helpers/app';
import { startApp } from '../helpers/app';
import { Receiver, startReceiver } from '../helpers/receiver';
import { createEventRule, createWebhook, DELIVERY_ENV, settled } from '../helpers/webhooks';

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
});
