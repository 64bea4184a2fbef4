import { startApp, TestApp } from '../helpers/app';

type Json = Record<string, any>;

/**
 * Webhook and event rule configuration that cannot work is refused with 400 (spec §6.1, reference
 * docs/webhooks.md §1 and §3): the condition grammar's own messages, and at least one event type whenever
 * object types are set.
 */
describe('webhook and event rule validation', () => {
  let app: TestApp;
  let hookId: number;

  beforeAll(async () => {
    app = await startApp();
    hookId = (await app.inject('POST', '/api/extras/webhooks/', { body: { name: 'Target', payload_url: 'http://127.0.0.1:9/t' } })).body.id;
  });
  afterAll(async () => {
    await app?.close();
  });

  const webhook = (body: Json) => app.inject('POST', '/api/extras/webhooks/', { body: { name: 'W', payload_url: 'http://127.0.0.1:9/w', ...body } });
  const rule = (body: Json) =>
    app.inject('POST', '/api/extras/event-rules/', {
      body: {
        name: 'R',
        object_types: ['dcim.site'],
        event_types: ['object_created'],
        action_object_type: 'extras.webhook',
        action_object_id: hookId,
        ...body,
      },
    });

  const conditionCases: [string, unknown, string][] = [
    [
      'an unknown operator',
      { attr: 'status.value', value: 'active', op: 'equals' },
      'Unknown operator: equals. Must be one of: eq, gt, gte, lt, lte, in, contains, regex',
    ],
    ['an object as value', { attr: 'status', value: { value: 'active' } }, 'Unsupported value type: dict'],
    ['a string for gt', { attr: 'latitude', value: '10', op: 'gt' }, 'Invalid type for gt operation: str'],
    ['a boolean for in', { attr: 'x', value: true, op: 'in' }, 'Invalid type for in operation: bool'],
    ['null for contains', { attr: 'x', value: null, op: 'contains' }, 'Invalid type for contains operation: NoneType'],
    ['a list as the document', [{ attr: 'x', value: 1 }], 'Ruleset must be a dictionary, not list.'],
    ['an upper-case logic key', { AND: [{ attr: 'x', value: 1 }] }, "Invalid logic type: must be 'AND' or 'OR'. Please check documentation."],
    ['an unknown key', { attr: 'x', value: 1, negated: true }, 'Incorrect key(s) informed. Please check documentation.'],
    ['a missing value', { attr: 'x' }, 'Incorrect key(s) informed. Please check documentation.'],
    [
      'a bad member deep in a set',
      { and: [{ attr: 'x', value: 1 }, { or: [{ attr: 'y', value: 'a', op: 'lt' }] }] },
      'Invalid type for lt operation: str',
    ],
    ['a set member that is not an object', { or: ['x'] }, 'Ruleset must be a dictionary, not str.'],
  ];
  for (const [what, conditions, message] of conditionCases) {
    it(`conditions with ${what} → 400 "${message}" (webhook and event rule)`, async () => {
      for (const res of [await webhook({ conditions }), await rule({ conditions })]) {
        expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { conditions: [message] } });
      }
    });
  }

  it('valid nested conditions with negate are accepted', async () => {
    const conditions = {
      or: [
        {
          and: [
            { attr: 'status.value', value: 'active' },
            { attr: 'tenant', value: null, negate: true },
          ],
        },
        { attr: 'tags.slug', value: 'x', op: 'contains' },
      ],
    };
    const res = await webhook({ name: 'Valid Conditions', conditions, object_types: ['dcim.site'], type_update: true });
    expect(res.status).toBe(201);
    expect(res.body.conditions).toEqual(conditions);
    const r = await rule({ name: 'Valid Conditions', conditions });
    expect(r.status).toBe(201);
  });

  it('a webhook with object types needs at least one of create, update, delete', async () => {
    const res = await webhook({ object_types: ['dcim.site'] });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('You must select at least one type: create, update, and/or delete.');
    expect((await webhook({ name: 'Types Ok', object_types: ['dcim.site'], type_delete: true })).status).toBe(201);
    // without object types it is only a target (for event rules): no event type needed
    expect((await webhook({ name: 'Target Only' })).status).toBe(201);
    // PATCH to a state without event types is refused too
    const existing = (await webhook({ name: 'Patch Types', object_types: ['dcim.site'], type_create: true })).body;
    const patched = await app.inject('PATCH', `/api/extras/webhooks/${existing.id}/`, { body: { type_create: false } });
    expect(patched.status).toBe(400);
  });

  it('webhook fields: object types, URL, method, TLS options', async () => {
    expect(await webhook({ object_types: ['dcim.nothing'], type_create: true })).toMatchObject({
      status: 400,
      body: { object_types: ['Invalid content type: dcim.nothing'] },
    });
    expect(await webhook({ payload_url: 'ftp://example.com/x' })).toMatchObject({
      status: 400,
      body: { payload_url: ['Enter a valid URL, beginning with http:// or https://.'] },
    });
    expect((await webhook({ http_method: 'TRACE' })).status).toBe(400);
    expect(await webhook({ ssl_verification: false, ca_file_path: '/etc/ssl/ca.pem' })).toMatchObject({
      status: 400,
      body: { ca_file_path: ['Do not specify a CA certificate file if SSL verification is disabled.'] },
    });
    const dup = await webhook({ name: 'Target' });
    expect(dup.status).toBe(400);
    expect(dup.body).toHaveProperty('name');
  });

  it('event rule fields: object types and event types required, valid choices, action data an object', async () => {
    expect(await rule({ object_types: [] })).toMatchObject({ status: 400, body: { object_types: ['This field is required.'] } });
    expect(await rule({ event_types: [] })).toMatchObject({ status: 400, body: { event_types: ['This field is required.'] } });
    expect(await rule({ event_types: ['object_exploded'] })).toMatchObject({
      status: 400,
      body: { event_types: ['object_exploded is not a valid choice.'] },
    });
    expect(await rule({ action_data: [1, 2] })).toMatchObject({
      status: 400,
      body: { action_data: ['JSON data must be in object form. Example: {"foo": 123}'] },
    });
    expect((await rule({ action_object_id: 999999 })).status).toBe(400);
    expect((await rule({ name: 'Rule Ok', action_data: { team: 'noc' } })).status).toBe(201);
  });
});
