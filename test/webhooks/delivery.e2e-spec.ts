import { DeliveryProcessor } from '../../src/webhooks/delivery.processor';
import type { TestApp } from '../helpers/app';
import { deviceBasics, make } from '../helpers/dcim';
import { eventually, Receiver, startReceiver } from '../helpers/receiver';
import { createEventRule, createWebhook, deliveryRows, forEachBackend, relativeUrls, settled, signatureOk } from '../helpers/webhooks';

type Json = Record<string, any>;

/**
 * Webhook delivery end to end (spec §3 "Webhook delivery", §6; docs/webhooks.md): writes through the
 * API, a real HTTP receiver on a local port, and the worker of the app itself — the same tests on both
 * queue backends. Outcomes are awaited by polling; nothing here measures speed.
 */
forEachBackend('webhook delivery', (backend) => {
  let app: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver();
    app = await backend.start();
  });
  afterAll(async () => {
    await backend.stop();
    await receiver?.close();
  });
  // each test configures its own webhooks; none outlives it
  afterEach(async () => {
    await settled(app).catch(() => undefined);
    await app.server.db.query('DELETE FROM extras_eventrule');
    await app.server.db.query('DELETE FROM extras_webhook');
  });

  const hook = (path: string, extra: Json = {}) =>
    createWebhook(app, { name: `Hook ${path}`, payload_url: `${receiver.url}${path}`, object_types: ['dcim.site'], type_create: true, ...extra });
  const write = async (method: string, url: string, body?: unknown, expected = method === 'POST' ? 201 : method === 'DELETE' ? 204 : 200) => {
    const res = await app.inject(method, url, { body });
    expect({ status: res.status, body: res.body }).toMatchObject({ status: expected });
    return res;
  };
  const siteNames = (path: string) => receiver.at(path).map((a) => a.json().data.name as string);

  it('sends the default body for create, update and delete: keys in order, values, snapshots, a valid signature', async () => {
    await hook('/default', { type_update: true, type_delete: true, secret: 'top-secret' });
    const created = await write('POST', '/api/dcim/sites/', { name: 'Default Body', slug: 'default-body', status: 'active' });
    const id = created.body.id;
    const afterCreate = (await app.inject('GET', `/api/dcim/sites/${id}/`)).body;
    const updated = await write('PATCH', `/api/dcim/sites/${id}/`, { status: 'planned', description: 'moved' });
    const afterUpdate = (await app.inject('GET', `/api/dcim/sites/${id}/`)).body;
    const deleted = await write('DELETE', `/api/dcim/sites/${id}/`);

    const arrivals = await receiver.waitForCount('/default', 3);
    expect(arrivals).toHaveLength(3);
    const bodies = arrivals.map((a) => a.json());
    expect(bodies.map((b) => b.event)).toEqual(['created', 'updated', 'deleted']);
    for (const [i, arrival] of arrivals.entries()) {
      expect(arrival.method).toBe('POST');
      expect(arrival.headers['content-type']).toBe('application/json');
      expect(arrival.headers['x-hook-signature']).toMatch(/^[0-9a-f]{128}$/);
      expect(signatureOk('top-secret', arrival)).toBe(true);
      expect(signatureOk('other-secret', arrival)).toBe(false);
      const body = bodies[i];
      // the seed's keys in the seed's order, plus NetBox 4's object_type at the end
      expect(Object.keys(body)).toEqual(['event', 'timestamp', 'model', 'username', 'request_id', 'data', 'snapshots', 'object_type']);
      expect(body.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00$/);
      expect(body).toMatchObject({ model: 'site', object_type: 'dcim.site', username: 'admin' });
      expect(Object.keys(body.snapshots)).toEqual(['prechange', 'postchange']);
    }
    const [create, update, remove] = bodies;
    expect(create.request_id).toBe(created.headers['x-request-id']);
    expect(update.request_id).toBe(updated.headers['x-request-id']);
    expect(remove.request_id).toBe(deleted.headers['x-request-id']);
    // data is the REST representation with relative URLs, as of the end of the request (before deletion for a delete)
    expect(create.data.url).toBe(`/api/dcim/sites/${id}/`);
    expect(create.data).toEqual(relativeUrls(afterCreate));
    expect(update.data).toEqual(relativeUrls(afterUpdate));
    expect(remove.data).toEqual(relativeUrls(afterUpdate));
    // snapshots: prechange null on create, postchange null on delete
    expect(create.snapshots.prechange).toBeNull();
    expect(create.snapshots.postchange).toMatchObject({ name: 'Default Body', slug: 'default-body', status: 'active' });
    expect(create.snapshots.postchange).not.toHaveProperty('id');
    expect(update.snapshots.prechange).toMatchObject({ status: 'active', description: '' });
    expect(update.snapshots.postchange).toMatchObject({ status: 'planned', description: 'moved' });
    expect(remove.snapshots.prechange).toMatchObject({ name: 'Default Body', status: 'planned' });
    expect(remove.snapshots.postchange).toBeNull();
    // without a secret there is no signature
    await hook('/unsigned');
    await write('POST', '/api/dcim/sites/', { name: 'Unsigned', slug: 'unsigned' });
    const [unsigned] = await receiver.waitForCount('/unsigned', 1);
    expect(unsigned.headers).not.toHaveProperty('x-hook-signature');
  });

  it("a device's data has no config_context (the plain representation)", async () => {
    const { site, deviceType, role } = await deviceBasics(app, 'Ctx');
    await createWebhook(app, { name: 'Devices', payload_url: `${receiver.url}/devices`, object_types: ['dcim.device'], type_create: true });
    const device = await write('POST', '/api/dcim/devices/', {
      name: 'ctx-dev',
      site: site.id,
      device_type: deviceType.id,
      role: role.id,
      local_context_data: { a: 1 },
    });
    expect(device.body.config_context).toEqual({ a: 1 });
    const [arrival] = await receiver.waitForCount('/devices', 1);
    const body = arrival.json();
    expect(body).toMatchObject({ event: 'created', model: 'device', object_type: 'dcim.device' });
    expect(body.data).not.toHaveProperty('config_context');
    expect(body.data).toMatchObject({ name: 'ctx-dev', local_context_data: { a: 1 }, site: { id: site.id, url: `/api/dcim/sites/${site.id}/` } });
    const { config_context: _omitted, ...rest } = relativeUrls((await app.inject('GET', `/api/dcim/devices/${device.body.id}/`)).body);
    expect(body.data).toEqual(rest);
  });

  it('conditions decide: true and false, nested and/or, negate', async () => {
    const tenant = await make.tenant(app, 'Cond Tenant');
    // (active AND name starts with "Cond") OR (tenant set AND NOT planned AND tag "vip" among the tags)
    await hook('/cond', {
      conditions: {
        or: [
          {
            and: [
              { attr: 'status.value', value: 'active' },
              { attr: 'name', op: 'regex', value: 'Cond' },
            ],
          },
          {
            and: [
              { attr: 'tenant.slug', value: tenant.slug },
              { attr: 'status.value', value: 'planned', negate: true },
              { attr: 'tags.slug', op: 'contains', value: 'vip' },
            ],
          },
        ],
      },
    });
    await hook('/negated', { conditions: { attr: 'status.value', value: 'active', negate: true } });
    await make.tag(app, 'vip');
    const sites: [string, Json, boolean][] = [
      ['Cond Active', { status: 'active' }, true],
      ['Cond Planned', { status: 'planned' }, false],
      ['Other Active', { status: 'active' }, false],
      ['Tenant Vip Staging', { status: 'staging', tenant: tenant.id, tags: [{ slug: 'vip' }] }, true],
      ['Tenant Vip Planned', { status: 'planned', tenant: tenant.id, tags: [{ slug: 'vip' }] }, false],
      ['Tenant No Tag', { status: 'staging', tenant: tenant.id }, false],
      // tenant.slug walks through null: the condition is invalid, so that branch is false
      ['No Tenant Vip', { status: 'retired', tags: [{ slug: 'vip' }] }, false],
    ];
    for (const [name, extra] of sites) await write('POST', '/api/dcim/sites/', { name, slug: name.toLowerCase().replace(/ /g, '-'), ...extra });
    await settled(app);
    expect(siteNames('/cond').sort()).toEqual(
      sites
        .filter(([, , fires]) => fires)
        .map(([name]) => name)
        .sort(),
    );
    expect(siteNames('/negated').sort()).toEqual(
      sites
        .filter(([, extra]) => extra.status !== 'active')
        .map(([name]) => name)
        .sort(),
    );
    // a condition that does not hold leaves no delivery record either
    const [{ n }] = await app.server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM extras_webhookdelivery d JOIN extras_webhook w ON w.id = d.webhook_id WHERE w.name = 'Hook /cond'`,
    );
    expect(n).toBe(2);
  });

  it('renders the body template, headers and URL; honours the content type and the method', async () => {
    await hook('/tpl', {
      http_method: 'PUT',
      http_content_type: 'text/plain; charset=utf-8',
      secret: 'tpl-secret',
      additional_headers: 'X-Event: {{event}}\nX-Site: {{data.name}}\n  X-Spaced  :  trimmed value  \nno colon here\nX-Request: {{request_id}}',
      body_template:
        '{{event}} {{model}} {{data.name}} status={{data.status.value}} pre={{json snapshots.prechange}} data.status={{json data.status}}',
    });
    await hook('/url/{{model}}/{{data.slug}}', { http_method: 'PATCH' });
    await hook('/delete-method', { http_method: 'DELETE', http_content_type: 'application/x-www-form-urlencoded' });
    await hook('/get-method', { http_method: 'GET' });
    const res = await write('POST', '/api/dcim/sites/', { name: 'Tpl Site', slug: 'tpl-site', status: 'staging' });

    const [tpl] = await receiver.waitForCount('/tpl', 1);
    expect(tpl.method).toBe('PUT');
    expect(tpl.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(tpl.headers['x-event']).toBe('created');
    expect(tpl.headers['x-site']).toBe('Tpl Site');
    expect(tpl.headers['x-spaced']).toBe('trimmed value');
    expect(tpl.headers['x-request']).toBe(res.headers['x-request-id']);
    expect(tpl.body.toString('utf8')).toBe('created site Tpl Site status=staging pre=null data.status={"value":"staging","label":"Staging"}');
    expect(signatureOk('tpl-secret', tpl)).toBe(true);

    const [byUrl] = await receiver.waitForCount('/url/site/tpl-site', 1);
    expect(byUrl.method).toBe('PATCH');
    expect(byUrl.json()).toMatchObject({ event: 'created', data: { slug: 'tpl-site' } });
    const [del] = await receiver.waitForCount('/delete-method', 1);
    expect(del.method).toBe('DELETE');
    expect(del.headers['content-type']).toBe('application/x-www-form-urlencoded');
    // the default body is JSON whatever the content type, and is sent for DELETE and GET too
    expect(del.json()).toMatchObject({ event: 'created', data: { name: 'Tpl Site' } });
    const [get] = await receiver.waitForCount('/get-method', 1);
    expect(get.method).toBe('GET');
    expect(get.json()).toMatchObject({ event: 'created', data: { name: 'Tpl Site' } });
  });

  it('a template error fails the delivery without sending and without retrying', async () => {
    const broken = await hook('/broken', { body_template: '{{data.no_such_field}}' });
    await write('POST', '/api/dcim/sites/', { name: 'Broken Tpl', slug: 'broken-tpl' });
    await settled(app);
    expect(receiver.at('/broken')).toHaveLength(0);
    const [row] = await deliveryRows(app, 'webhook_id = $1', [broken.id]);
    expect(row).toMatchObject({ state: 'failed', attempts: 1, next_attempt: null, response_status: null });
    expect(row.error).toMatch(/body template/);
  });

  it('a disabled webhook (or event rule) sends nothing', async () => {
    await hook('/disabled', { enabled: false, type_update: true });
    const target = await hook('/rule-disabled', { object_types: [] });
    await createEventRule(app, {
      name: 'Off',
      object_types: ['dcim.site'],
      event_types: ['object_created'],
      action_object_id: target.id,
      enabled: false,
    });
    await hook('/enabled');
    await write('POST', '/api/dcim/sites/', { name: 'Quiet', slug: 'quiet' });
    await receiver.waitForCount('/enabled', 1);
    await settled(app);
    expect(receiver.at('/disabled')).toHaveLength(0);
    expect(receiver.at('/rule-disabled')).toHaveLength(0);
    expect(await deliveryRows(app, `webhook_id IN (SELECT id FROM extras_webhook WHERE name <> 'Hook /enabled')`)).toHaveLength(0);
  });

  it('receiver errors: failed, retried with backoff, succeeded once the receiver recovers', async () => {
    receiver.plan('/flaky', { statuses: [500, 502, 503], status: 204 });
    const flaky = await hook('/flaky');
    await write('POST', '/api/dcim/sites/', { name: 'Flaky', slug: 'flaky' });
    // after the first answer the record says failed, with the automatic retry scheduled
    const failed = (await eventually(async () => {
      const [row] = await deliveryRows(app, 'webhook_id = $1', [flaky.id]);
      return row?.state === 'failed' && row;
    })) as Json;
    expect(failed.next_attempt).not.toBeNull();
    expect(failed.response_status).toBeGreaterThanOrEqual(500);
    const arrivals = await receiver.waitForCount('/flaky', 4);
    await settled(app);
    const [row] = await deliveryRows(app, 'webhook_id = $1', [flaky.id]);
    expect(row).toMatchObject({ state: 'succeeded', attempts: 4, response_status: 204, next_attempt: null, error: '' });
    expect(row.attempt_log.map((a: Json) => a.status)).toEqual([500, 502, 503, 204]);
    // exponential backoff: 100, 200, 400 ms at least between the attempts (WEBHOOK_BACKOFF_MS=100)
    const gaps = arrivals.slice(1).map((a, i) => a.at - arrivals[i].at);
    expect(gaps.map((gap, i) => gap >= 100 * 2 ** i - 15)).toEqual([true, true, true]);
    // the same bytes every time
    expect(new Set(arrivals.map((a) => a.body.toString())).size).toBe(1);
  });

  it('attempts run out → failed; a manual retry sends it again and it succeeds', async () => {
    receiver.plan('/down', { status: 500 });
    const down = await hook('/down');
    await write('POST', '/api/dcim/sites/', { name: 'Down', slug: 'down' });
    await receiver.waitForCount('/down', 4);
    await settled(app);
    const [row] = await deliveryRows(app, 'webhook_id = $1', [down.id]);
    expect(row).toMatchObject({ state: 'failed', attempts: 4, response_status: 500, next_attempt: null, response_body: 'status 500' });
    const listed = await app.inject('GET', `/api/extras/webhook-deliveries/${row.id}/`);
    expect(listed.body).toMatchObject({ state: { value: 'failed', label: 'Failed' }, attempts: 4, response_status: 500 });
    await eventually(async () => true, 300); // no fifth automatic attempt
    expect(receiver.at('/down')).toHaveLength(4);

    receiver.plan('/down', { status: 204 });
    const retried = await app.inject('POST', `/api/extras/webhook-deliveries/${row.id}/retry/`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: row.id, state: { value: 'queued' } });
    await receiver.waitForCount('/down', 5);
    await settled(app);
    const [after] = await deliveryRows(app, 'webhook_id = $1', [down.id]);
    expect(after).toMatchObject({ state: 'succeeded', attempts: 5, response_status: 204 });
    expect(receiver.at('/down')[4].body.equals(receiver.at('/down')[0].body)).toBe(true);

    // only a failed delivery can be retried
    const again = await app.inject('POST', `/api/extras/webhook-deliveries/${row.id}/retry/`);
    expect(again.status).toBe(409);
    expect((await app.inject('POST', '/api/extras/webhook-deliveries/999999/retry/')).status).toBe(404);
  });

  it('a rolled-back bulk request sends nothing', async () => {
    await hook('/bulk', { type_update: true, type_delete: true });
    const bad = await app.inject('POST', '/api/dcim/sites/', {
      body: [
        { name: 'Bulk Ok 1', slug: 'bulk-ok-1' },
        { name: 'Bulk Ok 2', slug: 'bulk-ok-2' },
        { name: 'Bulk Bad', slug: 'bulk-bad', status: 'no-such-status' },
      ],
    });
    expect(bad.status).toBe(400);
    const a = (await write('POST', '/api/dcim/sites/', { name: 'Bulk Keep A', slug: 'bulk-keep-a' })).body;
    const b = (await write('POST', '/api/dcim/sites/', { name: 'Bulk Keep B', slug: 'bulk-keep-b' })).body;
    const badUpdate = await app.inject('PATCH', '/api/dcim/sites/', {
      body: [
        { id: a.id, description: 'changed' },
        { id: b.id, status: 'nope' },
      ],
    });
    expect(badUpdate.status).toBe(400);
    // a delete that fails on a protected object (a device keeps its site) rolls back the whole bulk delete
    const { site, deviceType, role } = await deviceBasics(app, 'Bulk');
    await write('POST', '/api/dcim/devices/', { name: 'bulk-dev', site: site.id, device_type: deviceType.id, role: role.id });
    const badDelete = await app.inject('DELETE', '/api/dcim/sites/', { body: [{ id: a.id }, { id: site.id }] });
    expect(badDelete.status).toBe(409);
    await write('POST', '/api/dcim/sites/', { name: 'Bulk Barrier', slug: 'bulk-barrier' });
    await receiver.waitFor('/bulk', (list) => list.some((x) => x.json().data.name === 'Bulk Barrier'));
    await settled(app);
    const events = receiver.at('/bulk').map((x) => `${x.json().event} ${x.json().data.name}`);
    expect(events).toEqual(['created Bulk Keep A', 'created Bulk Keep B', 'created Bulk Site', 'created Bulk Barrier']);
    for (const failedRequest of [bad, badUpdate, badDelete]) {
      const [{ n }] = await app.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events_outbox WHERE request_id = $1', [
        failedRequest.headers['x-request-id'],
      ]);
      expect(n).toBe(0);
    }
  });

  it('the write returns at once while the receiver still holds an earlier delivery', async () => {
    receiver.plan('/slow', { hold: true });
    await hook('/slow');
    // the first write's delivery reaches the receiver, which does not answer
    await write('POST', '/api/dcim/sites/', { name: 'Slow 1', slug: 'slow-1' });
    await eventually(() => receiver.held.length === 1, 20_000, 'the first delivery to be held');
    // a second write completes while the receiver is still holding the first delivery
    const second = await write('POST', '/api/dcim/sites/', { name: 'Slow 2', slug: 'slow-2' });
    expect(second.body.name).toBe('Slow 2');
    expect(receiver.held.map((h) => h.arrival.json().data.name)).toContain('Slow 1');
    const [first] = await deliveryRows(app, `context->'data'->>'name' = 'Slow 1'`);
    expect(first).toMatchObject({ state: 'queued', attempts: 0 });
    receiver.release('/slow');
    await receiver.waitFor('/slow', (list) => list.length >= 2 && receiver.held.length === 0 && true);
    await settled(app);
    expect(siteNames('/slow').sort()).toEqual(['Slow 1', 'Slow 2']);
    expect((await deliveryRows(app, `context->'data'->>'name' LIKE 'Slow %'`)).map((d) => d.state)).toEqual(['succeeded', 'succeeded']);
  });

  it('event rules (NetBox 4) deliver, with action_data merged under data', async () => {
    const target = await hook('/rule', { object_types: [], type_create: false, secret: 'rule-secret' });
    const rule = await createEventRule(app, {
      name: 'Sites to rule',
      object_types: ['dcim.site'],
      event_types: ['object_created', 'object_updated'],
      action_object_id: target.id,
      action_data: { team: 'noc', name: 'from action data', status: 'ignored' },
      conditions: {
        and: [
          { attr: 'team', value: 'noc' },
          { attr: 'status.value', value: 'active' },
        ],
      },
    });
    const site = (await write('POST', '/api/dcim/sites/', { name: 'Rule Site', slug: 'rule-site' })).body;
    await write('PATCH', `/api/dcim/sites/${site.id}/`, { status: 'planned' }); // condition false
    await write('PATCH', `/api/dcim/sites/${site.id}/`, { status: 'active', description: 'back' });
    await write('DELETE', `/api/dcim/sites/${site.id}/`); // event type not selected
    await settled(app);
    const bodies = receiver.at('/rule').map((a) => a.json());
    expect(bodies.map((b) => b.event)).toEqual(['created', 'updated']);
    for (const body of bodies) {
      // object keys win over action data; the rest of action data is there
      expect(body.data).toMatchObject({ team: 'noc', name: 'Rule Site', status: { value: 'active' }, id: site.id });
      expect(Object.keys(body)).toEqual(['event', 'timestamp', 'model', 'username', 'request_id', 'data', 'snapshots', 'object_type']);
    }
    expect(bodies[1].data.description).toBe('back');
    expect(signatureOk('rule-secret', receiver.at('/rule')[0])).toBe(true);
    const rows = await deliveryRows(app, 'webhook_id = $1', [target.id]);
    expect(rows.map((r) => r.event_rule_id)).toEqual([rule.id, rule.id]);

    // a webhook matched by its own trigger and by a rule gets one delivery
    const both = await hook('/both');
    await createEventRule(app, {
      name: 'Also',
      object_types: ['dcim.site'],
      event_types: ['object_created'],
      action_object_id: both.id,
      action_data: { x: 1 },
    });
    await write('POST', '/api/dcim/sites/', { name: 'Both Ways', slug: 'both-ways' });
    await settled(app);
    expect(receiver.at('/both')).toHaveLength(1);
    expect(receiver.at('/both')[0].json().data).not.toHaveProperty('x');
  });

  it('per-object order holds with two workers, even across a retry', async () => {
    // a second service instance on the same database and queue: its worker takes jobs too
    const second = await backend.start({}, { join: app });
    try {
      await inOrderWithTwoWorkers(second);
    } finally {
      await second.close();
    }
  });

  async function inOrderWithTwoWorkers(second: TestApp) {
    const completed = [0, 0];
    [app, second].forEach((a, i) => a.server.app.get(DeliveryProcessor).worker.on('completed', () => completed[i]++));
    await eventually(async () => (await app.inject('GET', '/api/status/')).body.webhooks.workers === 2, 20_000, 'two workers in /api/status/');

    receiver.plan('/order', { statuses: [500], status: 204, delayMs: 5 });
    await hook('/order', { type_update: true });
    const sites = [];
    for (let i = 0; i < 4; i++) sites.push((await write('POST', '/api/dcim/sites/', { name: `Order ${i}`, slug: `order-${i}` })).body);
    // 4 sites × 15 updates, interleaved; each update is its own request and its own event
    const STEPS = 15;
    for (let step = 1; step <= STEPS; step++) {
      await Promise.all(sites.map((s) => write('PATCH', `/api/dcim/sites/${s.id}/`, { description: `step ${step}` })));
    }
    await settled(app, 60_000);
    for (const site of sites) {
      const seen = receiver
        .at('/order')
        .map((a) => a.json())
        .filter((b) => b.data.id === site.id)
        .map((b) => (b.event === 'created' ? 0 : Number(b.data.description.split(' ')[1])));
      // at least once: a failed attempt is sent again, but never overtaken
      const distinct = seen.filter((v, i) => i === 0 || v !== seen[i - 1]);
      expect(distinct).toEqual(Array.from({ length: STEPS + 1 }, (_, i) => i));
    }
    expect(receiver.at('/order')).toHaveLength(sites.length * (STEPS + 1) + 1);
    // both workers did part of the work
    expect(completed.every((n) => n > 0)).toBe(true);
  }

  it('/api/extras/webhook-deliveries/ filters by webhook, state, object and request', async () => {
    receiver.plan('/filter-fail', { status: 500 });
    const ok = await hook('/filter-ok', { type_update: true });
    const bad = await hook('/filter-fail');
    const site = await write('POST', '/api/dcim/sites/', { name: 'Filter Site', slug: 'filter-site' });
    const update = await write('PATCH', `/api/dcim/sites/${site.body.id}/`, { description: 'x' });
    const tenant = await write('POST', '/api/tenancy/tenants/', { name: 'Filter Tenant', slug: 'filter-tenant' });
    await settled(app);
    const list = async (query: string) => {
      const res = await app.inject('GET', `/api/extras/webhook-deliveries/?${query}`);
      expect(res.status).toBe(200);
      return res.body.results.map((d: Json) => `${d.webhook.id} ${d.event} ${d.object_type}:${d.object_id} ${d.state.value}`).sort();
    };
    const okCreate = `${ok.id} created dcim.site:${site.body.id} succeeded`;
    const okUpdate = `${ok.id} updated dcim.site:${site.body.id} succeeded`;
    const badCreate = `${bad.id} created dcim.site:${site.body.id} failed`;
    expect(await list(`webhook_id=${ok.id}`)).toEqual([okCreate, okUpdate].sort());
    expect(await list(`webhook_id=${bad.id}`)).toEqual([badCreate]);
    expect(await list('state=failed')).toEqual([badCreate]);
    expect(await list(`state=succeeded&webhook_id=${ok.id}`)).toEqual([okCreate, okUpdate].sort());
    expect(await list(`object_type=dcim.site&object_id=${site.body.id}`)).toEqual([okCreate, okUpdate, badCreate].sort());
    expect(await list(`request_id=${site.headers['x-request-id']}`)).toEqual([okCreate, badCreate].sort());
    expect(await list(`request_id=${update.headers['x-request-id']}`)).toEqual([okUpdate]);
    expect(await list(`request_id=${tenant.headers['x-request-id']}`)).toEqual([]);
    expect(await list(`object_type=tenancy.tenant`)).toEqual([]);
  });

  it('/api/status/ shows the queue backend, its depth and the workers', async () => {
    receiver.plan('/status', { hold: true });
    await hook('/status');
    await write('POST', '/api/dcim/sites/', { name: 'Status Site', slug: 'status-site' });
    await eventually(() => receiver.held.length === 1);
    const status = (await app.inject('GET', '/api/status/')).body;
    expect(status.webhooks).toMatchObject({ 'queue-backend': backend.name === 'Redis' ? 'redis' : 'postgres', workers: 1, 'relay-error': null });
    // the held delivery is an active job
    expect(status.webhooks['queue-depth']).toBeGreaterThanOrEqual(1);
    expect(status['rq-workers-running']).toBe(1);
    // and the jobs really are where it says: BullMQ's tables exist in the database only on the PostgreSQL backend
    const [{ jobs }] = await app.server.db.query<{ jobs: string | null }>(`SELECT to_regclass('bullmq.job')::text AS jobs`);
    expect(jobs !== null).toBe(backend.name === 'PostgreSQL');
    receiver.release('/status');
    await settled(app);
    await eventually(async () => (await app.inject('GET', '/api/status/')).body.webhooks['queue-depth'] === 0, 10_000, 'an empty queue');
    expect((await app.inject('GET', '/api/status/')).body.webhooks['outbox-pending']).toBe(0);
  });
});
