import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { startApp, SUPERUSER, TestApp, TestResponse } from '../helpers/app';
import { post } from '../helpers/dcim';
import { member, PASSWORD } from '../helpers/users';

/**
 * The admin pages (spec §6, §3's delivery states) through the real app: session login, webhook CRUD
 * through forms (generic write path, change log), deliveries and the manual retry, CSRF, escaping,
 * permissions, and bull-board at /admin/queues/ on the PostgreSQL queue backend.
 */

type Json = Record<string, any>;
type Form = Record<string, string | string[] | boolean | undefined>;

/** A port nothing listens on (yet): a webhook pointing there fails with "connection refused". */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until<T>(what: string, probe: () => Promise<T | false | undefined | null>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** An HTML form body: arrays repeat the name, `true` is a checked box, false/undefined are left out. */
function encode(form: Form): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) {
    if (value === undefined || value === false) continue;
    for (const v of Array.isArray(value) ? value : [value === true ? 'on' : value]) params.append(name, v);
  }
  return params.toString();
}

const validWebhook = (extra: Form = {}): Form => ({
  name: 'Site hook',
  description: 'sites to the CMDB',
  object_types: ['dcim.site', 'dcim.device'],
  enabled: true,
  type_create: true,
  type_update: true,
  conditions: '{"and": [{"attr": "status.value", "value": "active"}]}',
  payload_url: 'http://127.0.0.1:9/hook',
  http_method: 'PUT',
  http_content_type: 'application/json',
  additional_headers: 'X-One: 1\r\nX-Two: {{ event }}',
  body_template: '',
  secret: 's3cret',
  ssl_verification: true,
  ca_file_path: '',
  ...extra,
});

describe('admin pages', () => {
  let app: TestApp;
  let browser: Browser;

  /** A logged-in browser: carries the session and CSRF cookies, posts forms with the token. */
  class Browser {
    constructor(
      readonly cookie: string,
      readonly csrf: string,
    ) {}

    get(url: string): Promise<TestResponse> {
      return app.inject('GET', url, { token: null, headers: { cookie: this.cookie } });
    }

    /** Posts a form; the CSRF field is added unless `csrf` is null. */
    submit(url: string, form: Form = {}, csrf: string | null = this.csrf): Promise<TestResponse> {
      const body = encode(csrf === null ? form : { ...form, csrfmiddlewaretoken: csrf });
      return app.inject('POST', url, { token: null, body, headers: { cookie: this.cookie, 'content-type': 'application/x-www-form-urlencoded' } });
    }
  }

  /** Logs in through the /login/ form, as a browser does. */
  async function login(username: string, password: string, next = '/admin/'): Promise<{ browser: Browser; res: TestResponse }> {
    const res = await app.inject('POST', '/login/', {
      token: null,
      body: encode({ username, password, next }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const raw = res.headers['set-cookie'];
    const set = new Map(
      (Array.isArray(raw) ? raw : raw ? [String(raw)] : []).map((c) => {
        const pair = c.split(';', 1)[0];
        return [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const;
      }),
    );
    return { res, browser: new Browser(`sessionid=${set.get('sessionid')}; csrftoken=${set.get('csrftoken')}`, set.get('csrftoken') ?? '') };
  }

  const webhookByName = async (name: string): Promise<Json | undefined> =>
    (await app.inject('GET', `/api/extras/webhooks/?name=${encodeURIComponent(name)}`)).body.results[0];

  beforeAll(async () => {
    app = await startApp({ WEBHOOK_MAX_ATTEMPTS: '1', WEBHOOK_TIMEOUT_MS: '5000', OUTBOX_SWEEP_MS: '200' });
    ({ browser } = await login(SUPERUSER.username, SUPERUSER.password));
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('login', () => {
    it('without a session every page sends the browser to the login form, coming back afterwards', async () => {
      for (const url of ['/admin/', '/admin/webhooks/', '/admin/webhooks/new/', '/admin/deliveries/?state=failed', '/admin/queues/']) {
        const res = await app.inject('GET', url, { token: null });
        expect(res.status).toBe(302);
        const location = new URL(String(res.headers.location), 'http://x');
        expect(location.pathname).toBe('/login/');
        expect(location.searchParams.get('next')).toBe(url === '/admin/queues/' ? '/admin/queues/' : url);
      }
      // a form posted without a session: the login form, then the admin home
      const post = await app.inject('POST', '/admin/webhooks/new/', {
        token: null,
        body: 'name=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(post.status).toBe(302);
      expect(post.headers.location).toBe('/login/?next=%2Fadmin%2F');
      // a forged or expired session is no session
      const forged = await app.inject('GET', '/admin/', { token: null, headers: { cookie: 'sessionid=1.99999999999.abc.def' } });
      expect(forged.status).toBe(302);
    });

    it('an API token is not a session: the pages want the browser login', async () => {
      const res = await app.inject('GET', '/admin/webhooks/');
      expect(res.status).toBe(302);
      expect(String(res.headers.location)).toMatch(/^\/login\//);
    });

    it('the login form posts back to `next`', async () => {
      const { res } = await login(SUPERUSER.username, SUPERUSER.password, '/admin/deliveries/');
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/admin/deliveries/');
    });

    it('/admin/ links the pages and shows the queue figures of /api/status/', async () => {
      const res = await browser.get('/admin/');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      for (const link of ['/admin/webhooks/', '/admin/webhooks/new/', '/admin/deliveries/', '/admin/queues/'])
        expect(res.text).toContain(`href="${link}"`);
      const status = (await app.inject('GET', '/api/status/')).body.webhooks;
      expect(res.text).toContain(`<td>${status['queue-backend']}</td>`);
      expect(res.text).toMatch(/id="queue-depth">\d+</);
      expect(res.text).toMatch(/id="queue-workers">\d+</);
      expect(res.text).toMatch(/id="outbox-pending">\d+</);
      expect(res.text).toContain(SUPERUSER.username);
    });
  });

  describe('webhooks', () => {
    it('the new-webhook form has every field of spec §6.1 (NetBox 3 triggers included) and the CSRF token', async () => {
      const res = await browser.get('/admin/webhooks/new/');
      expect(res.status).toBe(200);
      for (const field of [
        'name',
        'object_types',
        'enabled',
        'type_create',
        'type_update',
        'type_delete',
        'http_method',
        'payload_url',
        'http_content_type',
        'additional_headers',
        'body_template',
        'secret',
        'conditions',
        'ssl_verification',
        'ca_file_path',
      ]) {
        expect(res.text).toContain(`name="${field}"`);
      }
      expect(res.text).toContain(`<input type="hidden" name="csrfmiddlewaretoken" value="${browser.csrf}">`);
      // declared defaults: POST, application/json, enabled, SSL verification on
      expect(res.text).toContain('<option value="POST" selected>');
      expect(res.text).toContain('value="application/json"');
      expect(res.text).toMatch(/name="enabled" value="on" checked/);
      expect(res.text).toMatch(/name="ssl_verification" value="on" checked/);
      expect(res.text).toContain('<option value="dcim.site">');
    });

    it('a form with errors comes back (400) with the messages and the values as typed; nothing is written', async () => {
      const res = await browser.submit(
        '/admin/webhooks/new/',
        validWebhook({ name: 'Broken hook', type_create: false, type_update: false, payload_url: 'not a url' }),
      );
      expect(res.status).toBe(400);
      expect(res.text).toContain('You must select at least one type: create, update, and/or delete.');
      expect(res.text).toContain('Enter a valid URL, beginning with http:// or https://.');
      expect(res.text).toContain('value="Broken hook"');
      expect(res.text).toContain('value="not a url"');
      expect(res.text).toContain('<option value="dcim.site" selected>');
      expect(await webhookByName('Broken hook')).toBeUndefined();

      const json = await browser.submit('/admin/webhooks/new/', validWebhook({ name: 'Broken hook', conditions: '{"and": [' }));
      expect(json.status).toBe(400);
      expect(json.text).toContain('Enter a valid JSON.');

      const grammar = await browser.submit('/admin/webhooks/new/', validWebhook({ name: 'Broken hook', conditions: '{"or": 1}' }));
      expect(grammar.status).toBe(400);
      expect(await webhookByName('Broken hook')).toBeUndefined();
    });

    it('create → the API shows what the form said, with a change record by the logged-in user', async () => {
      const res = await browser.submit('/admin/webhooks/new/', validWebhook());
      expect(res.status).toBe(303);
      const hook = await webhookByName('Site hook');
      expect(res.headers.location).toBe(`/admin/webhooks/${hook!.id}/?done=created`);
      expect(hook).toEqual(
        expect.objectContaining({
          description: 'sites to the CMDB',
          object_types: ['dcim.site', 'dcim.device'],
          enabled: true,
          type_create: true,
          type_update: true,
          type_delete: false,
          conditions: { and: [{ attr: 'status.value', value: 'active' }] },
          payload_url: 'http://127.0.0.1:9/hook',
          http_content_type: 'application/json',
          additional_headers: 'X-One: 1\nX-Two: {{ event }}',
          body_template: '',
          secret: 's3cret',
          ssl_verification: true,
          ca_file_path: null,
        }),
      );
      expect(JSON.stringify(hook!.http_method)).toContain('PUT');
      const page = await browser.get(String(res.headers.location));
      expect(page.text).toContain('The webhook was created.');
      const changes = (await app.inject('GET', `/api/core/object-changes/?changed_object_type=extras.webhook&changed_object_id=${hook!.id}`)).body
        .results;
      expect(changes).toEqual([expect.objectContaining({ action: expect.objectContaining({ value: 'create' }), user_name: SUPERUSER.username })]);
    });

    it('the list shows each webhook with its triggers', async () => {
      const res = await browser.get('/admin/webhooks/');
      expect(res.status).toBe(200);
      const hook = await webhookByName('Site hook');
      expect(res.text).toContain(`<a href="/admin/webhooks/${hook!.id}/">Site hook</a>`);
      expect(res.text).toContain('dcim.site, dcim.device');
      expect(res.text).toContain('create, update');
      const searched = await browser.get('/admin/webhooks/?q=nothing-like-this');
      expect(searched.text).toContain('No webhooks.');
    });

    it('edit: the form shows the stored values; saving changes them (a partial update: tags stay)', async () => {
      const hook = (await webhookByName('Site hook'))!;
      await app.inject('PATCH', `/api/extras/webhooks/${hook.id}/`, {
        body: { tags: [(await post(app, '/api/extras/tags/', { name: 'Keep', slug: 'keep' })).id] },
      });
      const form = await browser.get(`/admin/webhooks/${hook.id}/`);
      expect(form.status).toBe(200);
      expect(form.text).toContain('value="Site hook"');
      expect(form.text).toContain('<option value="PUT" selected>');
      expect(form.text).toContain('<option value="dcim.device" selected>');
      expect(form.text).toContain('&quot;status.value&quot;');
      expect(form.text).toContain(`href="/admin/webhooks/${hook.id}/delete/"`);

      const res = await browser.submit(
        `/admin/webhooks/${hook.id}/`,
        validWebhook({ name: 'Site hook (edited)', enabled: false, type_delete: true, conditions: '', ssl_verification: false }),
      );
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(`/admin/webhooks/${hook.id}/?done=updated`);
      const after = (await app.inject('GET', `/api/extras/webhooks/${hook.id}/`)).body;
      expect(after).toEqual(
        expect.objectContaining({ name: 'Site hook (edited)', enabled: false, type_delete: true, conditions: null, ssl_verification: false }),
      );
      expect(after.tags.map((t: Json) => t.slug)).toEqual(['keep']);

      const bad = await browser.submit(
        `/admin/webhooks/${hook.id}/`,
        validWebhook({ name: 'Site hook (edited)', ssl_verification: false, ca_file_path: '/etc/ca.pem' }),
      );
      expect(bad.status).toBe(400);
      expect(bad.text).toContain('Do not specify a CA certificate file if SSL verification is disabled.');
      expect(await browser.get('/admin/webhooks/999999/')).toMatchObject({ status: 404 });
    });

    it('delete asks first, then deletes (with a change record)', async () => {
      const res = await browser.submit('/admin/webhooks/new/', validWebhook({ name: 'Short-lived' }));
      const id = Number(/\/admin\/webhooks\/(\d+)\//.exec(String(res.headers.location))![1]);
      const confirm = await browser.get(`/admin/webhooks/${id}/delete/`);
      expect(confirm.status).toBe(200);
      expect(confirm.text).toContain('Delete the webhook <strong>Short-lived</strong>?');
      expect(confirm.text).toContain(`action="/admin/webhooks/${id}/delete/"`);
      const gone = await browser.submit(`/admin/webhooks/${id}/delete/`);
      expect(gone.status).toBe(303);
      expect(gone.headers.location).toBe('/admin/webhooks/?done=deleted');
      expect((await app.inject('GET', `/api/extras/webhooks/${id}/`)).status).toBe(404);
      const changes = (await app.inject('GET', `/api/core/object-changes/?changed_object_type=extras.webhook&changed_object_id=${id}`)).body.results;
      expect(changes.map((c: Json) => c.action.value).sort()).toEqual(['create', 'delete']);
      expect((await browser.submit(`/admin/webhooks/${id}/delete/`)).status).toBe(404);
    });

    it('writes without the CSRF token (or with a wrong one) are refused with 403; the header works too', async () => {
      const missing = await browser.submit('/admin/webhooks/new/', validWebhook({ name: 'No token' }), null);
      expect(missing.status).toBe(403);
      expect(missing.headers['content-type']).toMatch(/^text\/html/);
      expect(missing.text).toContain('CSRF Failed: CSRF token missing.');
      const wrong = await browser.submit('/admin/webhooks/new/', validWebhook({ name: 'No token' }), 'x'.repeat(32));
      expect(wrong.status).toBe(403);
      expect(wrong.text).toContain('CSRF Failed: CSRF token incorrect.');
      expect(await webhookByName('No token')).toBeUndefined();
      const hook = (await webhookByName('Site hook (edited)'))!;
      expect((await browser.submit(`/admin/webhooks/${hook.id}/delete/`, {}, null)).status).toBe(403);
      expect((await app.inject('GET', `/api/extras/webhooks/${hook.id}/`)).status).toBe(200);

      const header = await app.inject('POST', '/admin/webhooks/new/', {
        token: null,
        body: encode(validWebhook({ name: 'Header token' })),
        headers: { cookie: browser.cookie, 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': browser.csrf },
      });
      expect(header.status).toBe(303);
    });

    it('escapes what it shows: a webhook named <script> stays text', async () => {
      const name = '<script>alert("x")</script>';
      const res = await browser.submit('/admin/webhooks/new/', validWebhook({ name, description: '"><img src=x onerror=alert(1)>' }));
      expect(res.status).toBe(303);
      const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;';
      const list = await browser.get('/admin/webhooks/');
      expect(list.text).toContain(escaped);
      expect(list.text).not.toContain('<script>alert');
      const edit = await browser.get(String(res.headers.location));
      expect(edit.text).toContain(`value="${escaped}"`);
      expect(edit.text).toContain('value="&quot;&gt;&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;"');
      expect(edit.text).not.toContain('<script>alert');
      expect(edit.text).not.toContain('<img src=x');
      // a 400 re-render escapes the values as typed as well
      const again = await browser.submit('/admin/webhooks/new/', validWebhook({ name, payload_url: '</textarea><script>' }));
      expect(again.status).toBe(400);
      expect(again.text).not.toContain('<script>');
    });
  });

  describe('deliveries', () => {
    let receiver: Server | null = null;

    afterAll(async () => {
      receiver?.closeAllConnections();
      await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
    });

    it('a failed delivery is listed and inspected, retried from its page: failed → queued → succeeded', async () => {
      const port = await closedPort();
      await browser.submit(
        '/admin/webhooks/new/',
        validWebhook({
          name: 'Closed port',
          object_types: ['dcim.region'],
          type_update: false,
          conditions: '',
          http_method: 'POST',
          payload_url: `http://127.0.0.1:${port}/in`,
        }),
      );
      const hook = (await webhookByName('Closed port'))!;
      const region = await post(app, '/api/dcim/regions/', { name: 'Retry region', slug: 'retry-region' });
      const failed = await until('the failed delivery', async () => {
        const list = (await app.inject('GET', `/api/extras/webhook-deliveries/?webhook_id=${hook.id}`)).body.results;
        return list[0]?.state?.value === 'failed' && (list[0] as Json);
      });
      expect(failed.attempts).toBe(1);

      const list = await browser.get(`/admin/deliveries/?state=failed&webhook_id=${hook.id}`);
      expect(list.status).toBe(200);
      expect(list.text).toContain(`<a href="/admin/deliveries/${failed.id}/">${failed.id}</a>`);
      expect(list.text).toContain(`<a href="/admin/webhooks/${hook.id}/">Closed port</a>`);
      expect(list.text).toContain(`dcim.region:${region.id}`);
      expect(list.text).toContain('<td class="state-failed">Failed</td>');
      expect(list.text).toMatch(/ECONNREFUSED|refused/i);
      expect(list.text).toContain(`<option value="${hook.id}" selected>Closed port</option>`);
      const none = await browser.get(`/admin/deliveries/?state=succeeded&webhook_id=${hook.id}`);
      expect(none.text).toContain('No deliveries.');

      const detail = await browser.get(`/admin/deliveries/${failed.id}/`);
      expect(detail.status).toBe(200);
      expect(detail.text).toContain('<td id="state" class="state-failed">Failed</td>');
      expect(detail.text).toContain(`action="/admin/deliveries/${failed.id}/retry/"`);
      expect(detail.text).toContain('&quot;Retry region&quot;'); // the context, escaped
      expect(detail.text).toContain('<td>1</td>'); // the attempt log's one row

      // the receiver comes up, and holds its answer until we have seen the delivery queued
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const received: string[] = [];
      receiver = createServer((req: IncomingMessage, res: ServerResponse) => {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
          received.push(body);
          void held.then(() => res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks'));
        });
      });
      await new Promise<void>((resolve) => receiver!.listen(port, '127.0.0.1', resolve));

      const retried = await browser.submit(`/admin/deliveries/${failed.id}/retry/`);
      expect(retried.status).toBe(303);
      expect(retried.headers.location).toBe(`/admin/deliveries/${failed.id}/?done=retried`);
      const queued = await browser.get(String(retried.headers.location));
      expect(queued.text).toContain('<td id="state" class="state-queued">Queued</td>');
      expect(queued.text).toContain('The delivery is queued again.');
      expect(queued.text).not.toContain(`action="/admin/deliveries/${failed.id}/retry/"`);
      // only a failed delivery can be retried, from the page as through the API
      const twice = await browser.submit(`/admin/deliveries/${failed.id}/retry/`);
      expect(twice.status).toBe(409);
      expect(twice.text).toContain('Only a failed delivery can be retried.');
      expect((await app.inject('POST', `/api/extras/webhook-deliveries/${failed.id}/retry/`)).status).toBe(409);

      await until('the request at the receiver', async () => received.length > 0);
      release();
      const done = await until('success', async () => {
        const d = (await app.inject('GET', `/api/extras/webhook-deliveries/${failed.id}/`)).body;
        return d.state.value === 'succeeded' && (d as Json);
      });
      expect(done).toEqual(expect.objectContaining({ attempts: 2, response_status: 200, response_body: 'thanks', error: '' }));
      expect(JSON.parse(received[0])).toEqual(expect.objectContaining({ event: 'created', model: 'region' }));
      const page = await browser.get(`/admin/deliveries/${failed.id}/`);
      expect(page.text).toContain('<td id="state" class="state-succeeded">Succeeded</td>');
      expect(page.text).toContain('<pre>thanks</pre>');

      expect((await browser.submit('/admin/deliveries/999999/retry/')).status).toBe(404);
      expect((await browser.submit(`/admin/deliveries/${failed.id}/retry/`, {}, null)).status).toBe(403);
    });

    it('the list is newest first', async () => {
      const res = await browser.get('/admin/deliveries/');
      const ids = [...res.text.matchAll(/<a href="\/admin\/deliveries\/(\d+)\/">/g)].map((m) => Number(m[1]));
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });
  });

  describe('permissions', () => {
    it('pages check object permissions: nothing → 403; view only → lists but no writes', async () => {
      await member(app, 'nobody');
      const { browser: nobody } = await login('nobody', PASSWORD);
      expect((await nobody.get('/admin/')).status).toBe(200);
      const denied = await nobody.get('/admin/webhooks/');
      expect(denied.status).toBe(403);
      expect(denied.text).toContain('You do not have permission to perform this action.');
      expect((await nobody.get('/admin/deliveries/')).status).toBe(403);
      expect((await nobody.get('/admin/queues/')).status).toBe(403);

      await member(app, 'viewer', [{ object_types: ['extras.webhook', 'extras.webhookdelivery'], actions: ['view'] }]);
      const { browser: viewer } = await login('viewer', PASSWORD);
      expect((await viewer.get('/admin/webhooks/')).status).toBe(200);
      const failed = (await app.inject('GET', '/api/extras/webhook-deliveries/?limit=1')).body.results[0];
      const detail = await viewer.get(`/admin/deliveries/${failed.id}/`);
      expect(detail.status).toBe(200);
      expect((await viewer.submit('/admin/webhooks/new/', validWebhook({ name: 'Viewer hook' }))).status).toBe(403);
      expect(await webhookByName('Viewer hook')).toBeUndefined();
      const hook = (await webhookByName('Site hook (edited)'))!;
      expect((await viewer.submit(`/admin/webhooks/${hook.id}/delete/`)).status).toBe(403);
      expect((await viewer.submit(`/admin/deliveries/${failed.id}/retry/`)).status).toBe(403);
    });
  });

  describe('queue view (bull-board)', () => {
    it('shows the webhook-deliveries queue on the PostgreSQL backend, read-only, behind the session', async () => {
      const page = await browser.get('/admin/queues/');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<base href="/admin/queues/"');
      const api = await browser.get('/admin/queues/api/queues?activeQueue=webhook-deliveries&status=latest&page=1');
      expect(api.status).toBe(200);
      const queue = JSON.parse(api.text).queues.find((q: Json) => q.name === 'webhook-deliveries');
      expect(queue).toEqual(expect.objectContaining({ readOnlyMode: true, counts: expect.any(Object) }));
      const stats = await browser.get('/admin/queues/api/redis/stats');
      expect(JSON.parse(stats.text)).toEqual(expect.objectContaining({ backend: 'postgres' }));
      // the board's own writes are refused before it sees them
      const put = await app.inject('PUT', '/admin/queues/api/queues/webhook-deliveries/pause', { token: null, headers: { cookie: browser.cookie } });
      expect(put.status).toBe(405);
      const anonymous = await app.inject('GET', '/admin/queues/api/queues', { token: null });
      expect(anonymous.status).toBe(403);
    });
  });
});
