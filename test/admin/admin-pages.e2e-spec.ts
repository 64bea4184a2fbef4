import { startApp, SUPERUSER, TestApp, TestResponse } from '../helpers/app';
import { make, post } from '../helpers/dcim';
import { startReceiver, Receiver, eventually } from '../helpers/receiver';
import { setCookies } from '../helpers/session';
import { member, PASSWORD } from '../helpers/users';

/**
 * The admin pages beyond webhooks (see admin.e2e-spec.ts): the styled login and logout, event rules
 * through forms, one's own API tokens, the change log with its diff, links between a delivery and its
 * webhook, event rule, object and change, and retrying every failed delivery at once.
 */

type Json = Record<string, any>;
type Form = Record<string, string | string[] | boolean | undefined>;

function encode(form: Form): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) {
    if (value === undefined || value === false) continue;
    for (const v of Array.isArray(value) ? value : [value === true ? 'on' : value]) params.append(name, v);
  }
  return params.toString();
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('admin: login, event rules, tokens, change log', () => {
  let app: TestApp;
  let receiver: Receiver;
  let browser: Browser;

  class Browser {
    constructor(
      readonly cookie: string,
      readonly csrf: string,
    ) {}

    get(url: string): Promise<TestResponse> {
      return app.inject('GET', url, { token: null, headers: { cookie: this.cookie } });
    }

    submit(url: string, form: Form = {}): Promise<TestResponse> {
      return app.inject('POST', url, {
        token: null,
        body: encode({ ...form, csrfmiddlewaretoken: this.csrf }),
        headers: { cookie: this.cookie, ...FORM },
      });
    }
  }

  async function login(username: string, password: string, next = '/admin/'): Promise<{ res: TestResponse; browser: Browser }> {
    const res = await app.inject('POST', '/login/', { token: null, body: encode({ username, password, next }), headers: FORM });
    const set = setCookies(res);
    return { res, browser: new Browser(`sessionid=${set.get('sessionid')}; csrftoken=${set.get('csrftoken')}`, set.get('csrftoken') ?? '') };
  }

  const idFrom = (res: TestResponse, base: string) => Number(new RegExp(`^${base}(\\d+)/`).exec(String(res.headers.location))?.[1]);

  beforeAll(async () => {
    app = await startApp({ WEBHOOK_MAX_ATTEMPTS: '1', WEBHOOK_TIMEOUT_MS: '5000', OUTBOX_SWEEP_MS: '200' });
    receiver = await startReceiver();
    ({ browser } = await login(SUPERUSER.username, SUPERUSER.password));
  });

  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  describe('login and logout', () => {
    it('the login page is styled, carries `next`, and a wrong password shows the form again with the reason', async () => {
      const page = await app.inject('GET', '/login/?next=/admin/changes/', { token: null });
      expect(page.status).toBe(200);
      expect(page.text).toContain('<h1>Log in</h1>');
      expect(page.text).toContain('<style>');
      expect(page.text).toContain('name="next" value="/admin/changes/"');
      const offsite = await app.inject('GET', '/login/?next=//evil.example/', { token: null });
      expect(offsite.text).toContain('name="next" value="/api/"');

      const { res: wrong } = await login(SUPERUSER.username, 'not-the-password', '/admin/changes/');
      expect(wrong.status).toBe(403);
      expect(wrong.headers['content-type']).toMatch(/^text\/html/);
      expect(wrong.text).toContain('Invalid username/password');
      expect(wrong.text).toContain(`value="${SUPERUSER.username}"`);
      expect(wrong.text).toContain('name="next" value="/admin/changes/"');
      expect(wrong.headers['set-cookie']).toBeUndefined();
      const empty = await app.inject('POST', '/login/', { token: null, body: 'username=&password=', headers: FORM });
      expect(empty.status).toBe(400);
      expect(empty.text).toContain('Enter your username and password.');
    });

    it('logging out ends the session and says so', async () => {
      const { browser: temporary } = await login(SUPERUSER.username, SUPERUSER.password);
      expect((await temporary.get('/admin/')).status).toBe(200);
      const out = await app.inject('POST', '/logout/', { token: null, body: '', headers: { cookie: temporary.cookie, ...FORM } });
      expect(out.status).toBe(302);
      expect(out.headers.location).toBe('/login/?logged_out=1');
      const cleared = setCookies(out);
      expect(cleared.get('sessionid')).toBe('');
      expect((await app.inject('GET', '/login/?logged_out=1', { token: null })).text).toContain('You are logged out.');
    });

    it('every admin page needs the session', async () => {
      for (const url of ['/admin/event-rules/', '/admin/event-rules/new/', '/admin/tokens/', '/admin/changes/', '/admin/changes/1/']) {
        const res = await app.inject('GET', url, { token: null });
        expect({ url, status: res.status, location: res.headers.location }).toEqual({
          url,
          status: 302,
          location: `/login/?next=${encodeURIComponent(url)}`,
        });
      }
    });
  });

  describe('event rules', () => {
    let hook: Json;

    beforeAll(async () => {
      hook = await post(app, '/api/extras/webhooks/', { name: 'Rule target', payload_url: `${receiver.url}/rule` });
    });

    const rule = (extra: Form = {}): Form => ({
      name: 'Sites to CMDB',
      description: 'new and changed sites',
      enabled: true,
      object_types: ['dcim.site'],
      event_types: ['object_created', 'object_updated'],
      conditions: '{"attr": "status.value", "value": "active"}',
      action_type: 'webhook',
      action_object_type: 'extras.webhook',
      action_object_id: String(hook.id),
      action_data: '{"source": "inventory"}',
      comments: '',
      ...extra,
    });

    it('the new-rule form offers object types, event types, conditions and the webhooks to call', async () => {
      const res = await browser.get('/admin/event-rules/new/');
      expect(res.status).toBe(200);
      for (const field of [
        'name',
        'description',
        'enabled',
        'object_types',
        'event_types',
        'conditions',
        'action_type',
        'action_object_id',
        'action_data',
      ]) {
        expect(res.text).toContain(`name="${field}"`);
      }
      expect(res.text).toContain('<option value="dcim.site">');
      expect(res.text).toContain('value="object_deleted"');
      expect(res.text).toContain(`<option value="${hook.id}">Rule target</option>`);
    });

    it('validation errors come back beside their fields, with the values as typed', async () => {
      const res = await browser.submit(
        '/admin/event-rules/new/',
        rule({ name: 'Broken rule', conditions: '{"attr": ', event_types: [], object_types: [] }),
      );
      expect(res.status).toBe(400);
      expect(res.text).toContain('Enter a valid JSON.');
      expect(res.text).toContain('value="Broken rule"');
      const invalid = await browser.submit(
        '/admin/event-rules/new/',
        rule({ name: 'Broken rule', conditions: '{"attr": "status.value", "value": "x", "op": "equals"}', event_types: [] }),
      );
      expect(invalid.status).toBe(400);
      const conditions = invalid.text.slice(invalid.text.indexOf('id="f-conditions"'), invalid.text.indexOf('id="f-action_type"'));
      expect(conditions).toContain('Unknown operator: equals');
      const events = invalid.text.slice(invalid.text.indexOf('id="f-event_types"'), invalid.text.indexOf('id="f-conditions"'));
      expect(events).toContain('This field is required.');
      expect((await app.inject('GET', '/api/extras/event-rules/?name=Broken%20rule')).body.count).toBe(0);
    });

    it('create, edit and delete through the forms, with change records; the rule then drives deliveries', async () => {
      const made = await browser.submit('/admin/event-rules/new/', rule());
      expect(made.status).toBe(303);
      const id = idFrom(made, '/admin/event-rules/');
      const api = (await app.inject('GET', `/api/extras/event-rules/${id}/`)).body;
      expect(api).toMatchObject({
        name: 'Sites to CMDB',
        object_types: ['dcim.site'],
        event_types: ['object_created', 'object_updated'],
        conditions: { attr: 'status.value', value: 'active' },
        action_object_type: 'extras.webhook',
        action_object_id: hook.id,
        action_data: { source: 'inventory' },
      });
      const page = await browser.get(String(made.headers.location));
      expect(page.text).toContain('The event rule was created.');
      expect(page.text).toContain(`<option value="${hook.id}" selected>Rule target</option>`);
      expect(page.text).toMatch(/name="event_types" value="object_updated" checked/);
      expect(page.text).not.toMatch(/name="event_types" value="object_deleted" checked/);

      const list = await browser.get('/admin/event-rules/');
      expect(list.text).toContain(`<a href="/admin/event-rules/${id}/">Sites to CMDB</a>`);
      expect(list.text).toContain(`<a href="/admin/webhooks/${hook.id}/">Rule target</a>`);
      expect(list.text).toContain('object_created, object_updated');

      const edited = await browser.submit(`/admin/event-rules/${id}/`, rule({ name: 'Sites to CMDB (all)', conditions: '' }));
      expect(edited.status).toBe(303);
      expect((await app.inject('GET', `/api/extras/event-rules/${id}/`)).body).toMatchObject({ name: 'Sites to CMDB (all)', conditions: null });

      const site = await make.site(app, 'Ruled site');
      const arrival = (await receiver.waitForCount('/rule', 1))[0].json();
      // the action data sits underneath the object's own keys
      expect(arrival).toMatchObject({ event: 'created', model: 'site', data: { id: site.id, source: 'inventory' } });

      const confirm = await browser.get(`/admin/event-rules/${id}/delete/`);
      expect(confirm.text).toContain('Delete the event rule <strong>Sites to CMDB (all)</strong>?');
      const gone = await browser.submit(`/admin/event-rules/${id}/delete/`);
      expect(gone.status).toBe(303);
      expect(gone.headers.location).toBe('/admin/event-rules/?done=deleted');
      expect((await app.inject('GET', `/api/extras/event-rules/${id}/`)).status).toBe(404);
      const changes = (await app.inject('GET', `/api/core/object-changes/?changed_object_type=extras.eventrule&changed_object_id=${id}`)).body
        .results;
      expect(changes.map((c: Json) => c.action.value).sort()).toEqual(['create', 'delete', 'update']);
    });
  });

  describe('deliveries', () => {
    it('a delivery links its webhook, event rule, object and change; “retry all failed” re-queues every failed one', async () => {
      const hook = await post(app, '/api/extras/webhooks/', { name: 'Flaky', payload_url: `${receiver.url}/flaky` });
      receiver.plan('/flaky', { statuses: [500, 500], status: 204 });
      const made = await browser.submit('/admin/event-rules/new/', {
        name: 'Tenants to Flaky',
        enabled: true,
        object_types: ['tenancy.tenant'],
        event_types: ['object_created'],
        action_type: 'webhook',
        action_object_type: 'extras.webhook',
        action_object_id: String(hook.id),
      });
      const ruleId = idFrom(made, '/admin/event-rules/');
      const tenants = [await make.tenant(app, 'Flaky one'), await make.tenant(app, 'Flaky two')];
      const failed = await eventually<Json[] | null>(async () => {
        const list = (await app.inject('GET', `/api/extras/webhook-deliveries/?webhook_id=${hook.id}&state=failed`)).body.results;
        return list.length === 2 ? (list as Json[]) : null;
      });

      if (!failed) throw new Error('unreachable: eventually() returns a value');
      const detail = await browser.get(`/admin/deliveries/${failed[0].id}/`);
      expect(detail.text).toContain(`id="webhook-link">Flaky</a>`);
      expect(detail.text).toContain(`<a href="/admin/event-rules/${ruleId}/" id="event-rule-link">Tenants to Flaky</a>`);
      const tenant = tenants.find((t) => t.id === failed[0].object_id)!;
      expect(detail.text).toContain(`<a href="/api/tenancy/tenants/${tenant.id}/" id="object-link">`);
      const changeUrl = /<a href="([^"]+)" id="change-link">/
        .exec(detail.text)![1]
        .replace(/&amp;/g, '&')
        .replace(/&#x3D;/g, '=');
      const change = await browser.get(changeUrl);
      expect(change.status).toBe(200);
      expect(change.text).toContain('Flaky');
      const changeIds = [...change.text.matchAll(/<a href="\/admin\/changes\/(\d+)\/">/g)].map((m) => m[1]);
      expect(changeIds).toHaveLength(1);
      // and back: the change's page links the deliveries of its request
      const changePage = await browser.get(`/admin/changes/${changeIds[0]}/`);
      const back = /<a href="(\/admin\/deliveries\/\?request_id[^"]+)">/.exec(changePage.text)![1].replace(/&#x3D;/g, '=');
      const ofRequest = [...(await browser.get(back)).text.matchAll(/<a href="\/admin\/deliveries\/(\d+)\/">/g)].map((m) => Number(m[1]));
      expect(ofRequest).toEqual([failed[0].id]);

      const filtered = await browser.get(`/admin/deliveries/?event_rule_id=${ruleId}`);
      expect([...filtered.text.matchAll(/<a href="\/admin\/deliveries\/(\d+)\/">/g)]).toHaveLength(2);
      expect(filtered.text).toContain(`<a href="/admin/event-rules/${ruleId}/">Tenants to Flaky</a>`);

      const retried = await browser.submit('/admin/deliveries/retry-failed/', { webhook_id: String(hook.id) });
      expect(retried.status).toBe(303);
      expect(retried.headers.location).toBe('/admin/deliveries/?done=2');
      expect((await browser.get(String(retried.headers.location))).text).toContain('2 failed deliveries are queued again.');
      await eventually(async () => {
        const list = (await app.inject('GET', `/api/extras/webhook-deliveries/?webhook_id=${hook.id}&state=succeeded`)).body.results;
        return list.length === 2;
      });
    });
  });

  describe('my tokens', () => {
    it('lists only one’s own tokens; a new token is shown once and works; revoking ends it', async () => {
      const before = await browser.get('/admin/tokens/');
      expect(before.status).toBe(200);
      const form = await browser.get('/admin/tokens/new/');
      expect(form.text).toContain('name="write_enabled"');
      const made = await browser.submit('/admin/tokens/new/', {
        description: 'from the admin',
        write_enabled: false,
        allowed_ips: '127.0.0.1, 10.0.0.0/8',
      });
      expect(made.status).toBe(201);
      expect(made.headers['cache-control']).toBe('no-store');
      const secret = /id="new-token">Bearer (nbt_[A-Za-z0-9]+\.[A-Za-z0-9]+)</.exec(made.text)?.[1];
      expect(secret).toBeDefined();
      const check = await app.inject('GET', '/api/authentication-check/', { token: `Bearer ${secret}` });
      expect(check.status).toBe(200);
      expect(check.body.username).toBe(SUPERUSER.username);
      // read-only as asked
      expect((await app.inject('POST', '/api/tenancy/tenants/', { token: `Bearer ${secret}`, body: { name: 'RO', slug: 'ro' } })).status).toBe(403);

      const list = await browser.get('/admin/tokens/');
      expect(list.text).toContain('from the admin');
      expect(list.text).toContain('127.0.0.1/32, 10.0.0.0/8');
      expect(list.text).not.toContain(secret!.split('.')[1]);
      const token = (await app.inject('GET', `/api/users/tokens/?description=${encodeURIComponent('from the admin')}`)).body.results[0];

      // someone else's tokens are neither listed nor revocable here
      const other = await member(app, 'token-owner');
      const { browser: owner } = await login('token-owner', PASSWORD);
      const theirs = await owner.get('/admin/tokens/');
      expect(theirs.status).toBe(200);
      expect(theirs.text).not.toContain('from the admin');
      expect(theirs.text).toContain(String(other.provisioned.key));
      expect((await owner.submit(`/admin/tokens/${token.id}/delete/`)).status).toBe(404);
      expect((await browser.submit(`/admin/tokens/${other.provisioned.id}/delete/`)).status).toBe(404);

      const bad = await browser.submit('/admin/tokens/new/', { description: 'past', expires: '2001-01-01T00:00' });
      expect(bad.status).toBe(400);
      expect(bad.text).toContain('Expiration time must be in the future.');

      const revoked = await browser.submit(`/admin/tokens/${token.id}/delete/`);
      expect(revoked.status).toBe(303);
      expect(revoked.headers.location).toBe('/admin/tokens/?done=revoked');
      expect((await app.inject('GET', '/api/authentication-check/', { token: `Bearer ${secret}` })).status).toBe(403);
    });
  });

  describe('change log', () => {
    it('lists changes newest first, filters them, and shows a change’s diff', async () => {
      const site = await make.site(app, 'Diff site', { description: 'before' });
      const patched = await app.inject('PATCH', `/api/dcim/sites/${site.id}/`, { body: { description: 'after', status: 'planned' } });
      expect(patched.status).toBe(200);

      const all = await browser.get('/admin/changes/');
      expect(all.status).toBe(200);
      const ids = [...all.text.matchAll(/<a href="\/admin\/changes\/(\d+)\/">/g)].map((m) => Number(m[1]));
      expect(ids).toEqual([...ids].sort((a, b) => b - a));

      const updates = await browser.get(`/admin/changes/?changed_object_type=dcim.site&action=update&q=Diff`);
      expect(updates.text).toContain('<option value="dcim.site" selected>');
      const rows = [...updates.text.matchAll(/<a href="\/admin\/changes\/(\d+)\/">/g)].map((m) => Number(m[1]));
      expect(rows).toHaveLength(1);
      expect(updates.text).toContain('<td class="action-update">Updated</td>');
      expect(updates.text).toContain(`<a href="/api/dcim/sites/${site.id}/">Diff site</a>`);

      const detail = await browser.get(`/admin/changes/${rows[0]}/`);
      expect(detail.status).toBe(200);
      const diff = detail.text.slice(detail.text.indexOf('id="diff"'), detail.text.indexOf('Pre-change data'));
      const changed = [...diff.matchAll(/<tr><th>(\w+)<\/th><td class="pre">([^<]*)<\/td><td class="post">([^<]*)<\/td><\/tr>/g)].map((m) =>
        m.slice(1),
      );
      expect(changed).toEqual([
        ['description', '&quot;before&quot;', '&quot;after&quot;'],
        ['status', '&quot;active&quot;', '&quot;planned&quot;'],
      ]);

      // a create shows every field as new, with nothing before it
      const created = (await app.inject('GET', `/api/core/object-changes/?changed_object_type=dcim.site&changed_object_id=${site.id}&action=create`))
        .body.results[0];
      const createdPage = await browser.get(`/admin/changes/${created.id}/`);
      expect(createdPage.text).toContain('<td id="action" class="action-create">Created</td>');
      expect(createdPage.text).toMatch(/<tr><th>name<\/th><td class="pre"><\/td><td class="post">&quot;Diff site&quot;<\/td><\/tr>/);
      expect((await browser.get('/admin/changes/999999/')).status).toBe(404);
      expect((await browser.get('/admin/changes/?time_after=not-a-date')).status).toBe(400);
    });
  });
});
