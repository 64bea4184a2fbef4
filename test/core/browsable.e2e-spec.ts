import Handlebars from 'handlebars';
import { startApp, SUPERUSER, TestApp, TestResponse } from '../helpers/app';
import { make, post } from '../helpers/dcim';
import { BrowserSession, sessionLogin } from '../helpers/session';
import { member, PASSWORD } from '../helpers/users';

/**
 * The browsable API: every GET under /api/ answers a browser (whose Accept prefers text/html) with an HTML
 * page wrapping the exact JSON; JSON clients see the same bytes as ever; errors are pages too; logged-in
 * sessions get the OPTIONS button, the filter box and the raw-JSON form (CSRF-protected).
 */

type Json = Record<string, any>;

/** What Chromium and Firefox send for a navigation. */
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

/** A value as the pages print it in an attribute (Handlebars escapes `=` too). */
const attr = (value: string) => Handlebars.Utils.escapeExpression(value);
const isHtml = (res: TestResponse) => /^text\/html; charset=utf-8$/.test(String(res.headers['content-type']));
const isJson = (res: TestResponse) => /^application\/json/.test(String(res.headers['content-type']));
/** The text of the page's JSON block, tags removed and entities decoded: the JSON as pretty-printed. */
function shownJson(html: string): unknown {
  const block = /<code id="body">([\s\S]*?)<\/code>/.exec(html)?.[1] ?? '';
  const text = block
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(text);
}

describe('browsable API', () => {
  let app: TestApp;
  let region: Json;
  let site: Json;
  let session: BrowserSession;
  const browse = (url: string, extra: { token?: string | null; headers?: Record<string, string> } = {}) =>
    app.inject('GET', url, { token: extra.token, headers: { accept: BROWSER, ...extra.headers } });

  beforeAll(async () => {
    app = await startApp({}, { worker: false });
    region = await make.region(app, 'Browsable Europe');
    site = await make.site(app, 'Browsable DC1', { region: region.id, description: 'first <b>hall</b> & "quotes"' });
    session = await sessionLogin(app, SUPERUSER.username, SUPERUSER.password);
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('content negotiation', () => {
    it('a browser gets an HTML page of the object: its fields, its links, the request and the response headers', async () => {
      const res = await browse(`/api/dcim/sites/${site.id}/`);
      expect(res.status).toBe(200);
      expect(isHtml(res)).toBe(true);
      expect(res.headers.vary).toMatch(/\bAccept\b/);
      expect(res.text).toContain('<h1>Site Browsable DC1</h1>');
      expect(res.text).toContain('Get a site'); // the OpenAPI summary as description
      // breadcrumbs
      expect(res.text).toContain('<a href="/api/">API Root</a>');
      expect(res.text).toContain('<a href="/api/dcim/">DCIM</a>');
      expect(res.text).toContain('<a href="/api/dcim/sites/">Sites</a>');
      // the request line and the JSON response's status and headers
      expect(res.text).toContain(`GET</span> /api/dcim/sites/${site.id}/`);
      expect(res.text).toContain('HTTP 200 OK');
      expect(res.text).toMatch(/API-Version:<\/span> 4\.6/);
      expect(res.text).toContain(`X-Request-ID:</span> ${String(res.headers['x-request-id'])}`);
      expect(res.text).toMatch(/Allow:<\/span> GET, PUT, PATCH, DELETE, HEAD, OPTIONS/);
      expect(res.text).toMatch(/Content-Type:<\/span> application\/json/);
      // every absolute URL is a link: the object's own, its region's
      expect(res.text).toContain(`<a href="${site.url}" rel="nofollow">${site.url}</a>`);
      expect(res.text).toContain(`<a href="${region.url}" rel="nofollow">${region.url}</a>`);
      // the JSON shown is the JSON a client gets, value for value; text is escaped
      const json = await app.inject('GET', `/api/dcim/sites/${site.id}/`);
      expect(shownJson(res.text)).toEqual(json.body);
      expect(res.text).toContain('first &lt;b&gt;hall&lt;/b&gt; &amp; \\"quotes\\"');
      expect(res.text).not.toContain('<b>hall</b>');
    });

    it('a list shows its count and next / previous as links', async () => {
      await make.site(app, 'Browsable DC2');
      await make.site(app, 'Browsable DC3');
      const res = await browse('/api/dcim/sites/?limit=1&offset=1&ordering=name');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<h1>Sites</h1>');
      expect(res.text).toContain('<span id="count">3</span> in all.');
      const base = new URL(site.url).origin;
      expect(res.text).toContain(`<a href="${attr(`${base}/api/dcim/sites/?limit=1&ordering=name`)}" rel="prev">`);
      expect(res.text).toContain(`<a href="${attr(`${base}/api/dcim/sites/?limit=1&offset=2&ordering=name`)}" rel="next">`);
      expect((shownJson(res.text) as Json).results.map((s: Json) => s.name)).toEqual(['Browsable DC2']);
    });

    it('JSON clients get exactly the same bytes as before: Accept application/json, */*, none, and ?format=json', async () => {
      const url = `/api/dcim/sites/?ordering=name`;
      const reference = await app.inject('GET', url, { headers: { accept: 'application/json' } });
      expect(isJson(reference)).toBe(true);
      const variants = [
        await app.inject('GET', url),
        await app.inject('GET', url, { headers: { accept: '*/*' } }),
        await app.inject('GET', url, { headers: { accept: 'application/json; indent=4' } }),
        await app.inject('GET', url, { headers: { accept: 'text/html;q=0.5, application/json' } }),
        await app.inject('GET', url, { headers: { accept: 'text/html, application/json' } }),
      ];
      for (const res of variants) {
        expect(isJson(res)).toBe(true);
        expect(res.text).toBe(reference.text);
      }
      const forced = await browse(`${url}&format=json`);
      expect(isJson(forced)).toBe(true);
      expect(JSON.parse(forced.text).results).toEqual(JSON.parse(reference.text).results);
      expect(reference.headers.vary).toBe('Accept');
    });

    it('?format=api forces the page whatever the Accept header', async () => {
      const res = await app.inject('GET', `/api/dcim/sites/${site.id}/?format=api`, { headers: { accept: 'application/json' } });
      expect(res.status).toBe(200);
      expect(isHtml(res)).toBe(true);
      expect(res.text).toContain('Browsable DC1');
    });

    it('the root links every app and Swagger UI; app indexes, /api/status/, detail actions and the users endpoints are pages too', async () => {
      const root = await browse('/api/');
      expect(root.status).toBe(200);
      expect(isHtml(root)).toBe(true);
      expect(root.text).toContain('<h1>API Root</h1>');
      expect(root.text).toContain('href="/api/schema/swagger-ui/"');
      expect(root.text).toMatch(/<a href="http:\/\/[^"]+\/api\/dcim\/" rel="nofollow">/);
      const prefix = await post(app, '/api/ipam/prefixes/', { prefix: '10.77.0.0/29' });
      for (const [url, title] of [
        ['/api/dcim/', 'DCIM'],
        ['/api/status/', 'Status'],
        [`/api/ipam/prefixes/${prefix.id}/available-ips/`, 'Available IPs'],
        ['/api/users/users/', 'Users'],
        ['/api/users/tokens/', 'Tokens'],
        ['/api/authentication-check/', 'Authentication check'],
        ['/api/core/object-changes/', 'Object changes'],
      ]) {
        const res = await browse(url);
        expect({ url, status: res.status, html: isHtml(res) }).toEqual({ url, status: 200, html: true });
        expect(res.text).toContain(`<h1>${title}</h1>`);
      }
    });

    it('every list the API serves is browsable, with no code of its own', async () => {
      const apps = Object.keys((await app.inject('GET', '/api/')).body).filter((a) => !['plugins', 'status'].includes(a));
      let lists = 0;
      for (const name of apps) {
        const index = (await app.inject('GET', `/api/${name}/`)).body as Record<string, string>;
        for (const url of Object.values(index)) {
          const res = await browse(new URL(url).pathname);
          expect({ url, status: res.status, html: isHtml(res) }).toEqual({ url, status: 200, html: true });
          // NetBox's indexes also name users' `config`, one object rather than a page of them
          if (url.endsWith('/api/users/config/')) continue;
          expect(res.text).toContain('<span id="count">');
          lists++;
        }
      }
      expect(lists).toBeGreaterThan(40);
    });

    it('writes and OPTIONS answer JSON, even to a browser Accept', async () => {
      const options = await app.inject('OPTIONS', '/api/dcim/sites/', { headers: { accept: BROWSER } });
      expect(isJson(options)).toBe(true);
      expect(options.body.renders).toEqual(['application/json', 'text/html']); // as NetBox's renderers say
      const made = await app.inject('POST', '/api/dcim/sites/', { body: { name: 'Posted', slug: 'posted' }, headers: { accept: BROWSER } });
      expect(made.status).toBe(201);
      expect(isJson(made)).toBe(true);
    });
  });

  describe('errors as pages', () => {
    it('anonymous: 403 with a link to log in that comes back here', async () => {
      const res = await browse('/api/dcim/sites/?status=active', { token: null });
      expect(res.status).toBe(403);
      expect(isHtml(res)).toBe(true);
      expect(res.text).toContain('HTTP 403 Forbidden');
      expect(res.text).toContain('Authentication credentials were not provided.');
      expect(res.text).toContain(`id="login-link" href="${attr(`/login/?next=${encodeURIComponent('/api/dcim/sites/?status=active')}`)}"`);
      expect(res.text).toContain('id="login-link"');
    });

    it('404 for an unknown object and an unknown path, 400 for a bad filter; no login link when logged in', async () => {
      for (const [url, status, detail] of [
        ['/api/dcim/sites/999999/', 404, 'No Site matches the given query.'],
        ['/api/nothing/here/', 404, 'Not found.'],
        ['/api/dcim/sites/?id=abc', 400, null],
      ] as const) {
        const res = await browse(url);
        expect({ url, status: res.status, html: isHtml(res) }).toEqual({ url, status, html: true });
        expect(res.text).toContain('class="problem"');
        if (detail) expect(res.text).toContain(detail);
        expect(res.text).not.toContain('id="login-link"');
        expect(res.text).not.toContain('>Log in</a>');
        expect(res.text).not.toMatch(/\bat \S+\.(js|ts):\d+/); // no stack
        expect(res.headers.vary).toMatch(/Accept/);
      }
      const json = await app.inject('GET', '/api/dcim/sites/?id=abc');
      expect(json.status).toBe(400);
      expect(isJson(json)).toBe(true);
    });
  });

  describe('with a session', () => {
    it('a list page has the OPTIONS button, the filter box and the raw-JSON form (POST first), with its script', async () => {
      const res = await browse('/api/dcim/sites/', { token: null, headers: { cookie: session.cookie } });
      expect(res.status).toBe(200);
      expect(res.text).toContain('id="options-button"');
      expect(res.text).toContain('id="filter-form"');
      expect(res.text).toContain('id="raw-form" data-kind="list"');
      const methods = [...res.text.matchAll(/<option value="(\w+)"( selected)?>/g)].map((m) => `${m[1]}${m[2] ? '*' : ''}`);
      expect(methods).toEqual(['POST*', 'PUT', 'PATCH', 'DELETE']);
      // the required fields to fill in
      expect(/<textarea id="raw-body"[^>]*>([\s\S]*?)<\/textarea>/.exec(res.text)?.[1]).toContain('&quot;name&quot;: &quot;&quot;');
      expect(res.text).toContain("'X-CSRFToken': csrfToken()");
      expect(res.text).toContain(`<span id="who">${SUPERUSER.username}</span>`);
    });

    it('a detail page offers PATCH (first), PUT and DELETE, prefilled with the writable fields as the API takes them', async () => {
      const res = await browse(`/api/dcim/sites/${site.id}/`, { token: null, headers: { cookie: session.cookie } });
      const methods = [...res.text.matchAll(/<option value="(\w+)"( selected)?>/g)].map((m) => `${m[1]}${m[2] ? '*' : ''}`);
      expect(methods).toEqual(['PUT', 'PATCH*', 'DELETE']);
      const body = /<textarea id="raw-body"[^>]*>([\s\S]*?)<\/textarea>/
        .exec(res.text)![1]
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>');
      const prefilled = JSON.parse(body);
      expect(prefilled).toMatchObject({ name: 'Browsable DC1', slug: 'browsable-dc1', status: 'active', region: region.id, tags: [] });
      expect(prefilled).not.toHaveProperty('id');
      // what the form holds is accepted as it is
      const put = await app.inject('PUT', `/api/dcim/sites/${site.id}/`, { body: prefilled });
      expect(put.status).toBe(200);
    });

    it('read-only resources and token-authenticated browsers get no form', async () => {
      const changes = await browse('/api/core/object-changes/', { token: null, headers: { cookie: session.cookie } });
      expect(changes.status).toBe(200);
      expect(changes.text).toContain('id="options-button"');
      expect(changes.text).not.toContain('id="raw-form"');
      const token = await browse('/api/dcim/sites/');
      expect(token.text).not.toContain('id="raw-form"');
      expect(token.text).not.toContain('id="options-button"');
    });

    it('the form’s writes need the CSRF token: without it 403, with it 201', async () => {
      const body = { name: 'Form site', slug: 'form-site' };
      const headers = { cookie: session.cookie, accept: 'application/json' };
      const refused = await app.inject('POST', '/api/dcim/sites/', { token: null, body, headers });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ detail: 'CSRF Failed: CSRF token missing.' });
      const made = await app.inject('POST', '/api/dcim/sites/', { token: null, body, headers: { ...headers, 'x-csrftoken': session.csrf } });
      expect(made.status).toBe(201);
    });

    it('a session applies the user’s object permissions to pages, as a token would', async () => {
      await member(app, 'browsing-member', [{ object_types: ['dcim.site'], actions: ['view'], constraints: { slug: 'browsable-dc2' } }]);
      const own = await sessionLogin(app, 'browsing-member', PASSWORD);
      const list = await browse('/api/dcim/sites/', { token: null, headers: { cookie: own.cookie } });
      expect(list.status).toBe(200);
      expect((shownJson(list.text) as Json).results.map((s: Json) => s.slug)).toEqual(['browsable-dc2']);
      const hidden = await browse(`/api/dcim/sites/${site.id}/`, { token: null, headers: { cookie: own.cookie } });
      expect(hidden.status).toBe(404);
      expect(isHtml(hidden)).toBe(true);
      const regions = await browse('/api/dcim/regions/', { token: null, headers: { cookie: own.cookie } });
      expect(regions.status).toBe(403);
      expect(regions.text).toContain('You do not have permission to perform this action.');
      const write = await app.inject('POST', '/api/dcim/sites/', {
        token: null,
        body: { name: 'Nope', slug: 'nope' },
        headers: { cookie: own.cookie, 'x-csrftoken': own.csrf },
      });
      expect(write.status).toBe(403);
    });
  });
});
