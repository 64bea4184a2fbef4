import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { startApp, SUPERUSER, TestApp } from '../helpers/app';

/**
 * What a browser touches: cookie flags (Secure when the request came over TLS, said by a trusted
 * proxy only), CSRF on every cookie-authenticated unsafe request — derived from the routes the app
 * serves, so a route added later is covered — cross-site requests refused by their Origin, forwarded
 * addresses believed from trusted proxies only, and the security headers of HTML pages.
 */
describe('browser security', () => {
  let app: TestApp;
  let fastify: FastifyInstance;

  beforeAll(async () => {
    app = await startApp({ LOGIN_THROTTLE: '3/minute' });
    fastify = app.server.app.getHttpAdapter().getInstance();
  });

  afterAll(async () => {
    await app?.close();
  });

  type Raw = Awaited<ReturnType<FastifyInstance['inject']>>;
  /** A request as a browser or a proxy sends it: headers as given, from `remoteAddress`. */
  const raw = (method: string, url: string, options: { headers?: Record<string, string>; body?: string; remoteAddress?: string } = {}) =>
    fastify.inject({ method: method as never, url, headers: options.headers, payload: options.body, remoteAddress: options.remoteAddress });
  const json = (r: Raw) => (String(r.headers['content-type']).includes('json') && r.body ? JSON.parse(r.body) : undefined);
  /** the error message: a JSON detail, or the text of an HTML error page (the admin pages) */
  const detailOf = (r: Raw): string | undefined => json(r)?.detail ?? /CSRF Failed[^<]*/.exec(r.body)?.[0]?.replace(/&#39;|&#x27;/g, "'");
  const setCookies = (r: Raw): Record<string, string> =>
    Object.fromEntries([r.headers['set-cookie'] ?? []].flat().map((c) => [String(c).slice(0, String(c).indexOf('=')), String(c)]));

  async function login(headers: Record<string, string> = {}, remoteAddress?: string) {
    const res = await raw('POST', '/login/', {
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(SUPERUSER),
      remoteAddress,
    });
    expect(res.statusCode).toBe(200);
    const set = setCookies(res);
    const value = (name: string) => /^[^=]+=([^;]*)/.exec(set[name])![1];
    return { set, cookie: `sessionid=${value('sessionid')}; csrftoken=${value('csrftoken')}`, csrf: value('csrftoken') };
  }

  describe('cookies', () => {
    it('session HttpOnly + SameSite=Lax, CSRF readable by the page; no Secure over plain HTTP', async () => {
      const { set } = await login();
      expect(set.sessionid).toMatch(/; HttpOnly/);
      expect(set.sessionid).toMatch(/; SameSite=Lax/);
      expect(set.csrftoken).toMatch(/; SameSite=Lax/);
      expect(set.csrftoken).not.toMatch(/HttpOnly/);
      for (const c of Object.values(set)) expect(c).not.toMatch(/Secure/);
    });

    it('Secure behind TLS when a trusted proxy (loopback by default) says so; not when any client says so', async () => {
      const proxied = await login({ 'x-forwarded-proto': 'https' }, '127.0.0.1');
      for (const c of Object.values(proxied.set)) expect(c).toMatch(/; Secure/);
      const forged = await login({ 'x-forwarded-proto': 'https' }, '203.0.113.9');
      for (const c of Object.values(forged.set)) expect(c).not.toMatch(/Secure/);
      // the absolute URLs follow the same rule
      const token = app.token;
      const viaProxy = await raw('GET', '/api/', {
        headers: { authorization: token, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'inventory.example' },
      });
      expect(json(viaProxy).dcim).toBe('https://inventory.example/api/dcim/');
      const direct = await raw('GET', '/api/', {
        headers: { authorization: token, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
        remoteAddress: '203.0.113.9',
      });
      expect(json(direct).dcim).toMatch(/^http:\/\/localhost/);
    });
  });

  describe('CSRF', () => {
    const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'];
    /** routes that answer without a session by design: logging in and out, token provisioning */
    const PUBLIC = ['POST /login', 'POST /logout', 'POST /api/users/tokens/provision'];
    const routes = () =>
      app.server.routes
        .filter((r) => UNSAFE.includes(r.method))
        // bull-board's routes refuse every unsafe method themselves (405), before any session is read
        .filter((r) => !r.url.startsWith('/admin/queues'))
        .map((r) => ({
          ...r,
          path: r.url
            .replace(/:[A-Za-z_]+/g, '1')
            .replace(/\*$/, 'x')
            .replace(/\/?$/, '/'),
        }));
    const key = (r: { method: string; url: string }) => `${r.method} ${r.url.replace(/\/$/, '')}`;

    it('the routes are many: every resource, its detail actions, admin pages', () => {
      const list = routes();
      expect(list.length).toBeGreaterThan(300);
      expect(list.map(key)).toEqual(
        expect.arrayContaining([...PUBLIC, 'DELETE /api/dcim/sites/:id', 'POST /api/ipam/prefixes/:id/available-ips', 'POST /admin/webhooks/new']),
      );
    });

    it('every cookie-authenticated unsafe request without the CSRF token → 403 "CSRF token missing"', async () => {
      const { cookie } = await login();
      const answers = new Map<string, string>();
      for (const r of routes()) {
        const res = await raw(r.method, r.path, { headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
        const detail = detailOf(res);
        answers.set(
          key(r),
          res.statusCode === 403 && detail === 'CSRF Failed: CSRF token missing.' ? 'refused' : `${res.statusCode} ${detail ?? ''}`,
        );
      }
      const notRefused = [...answers].filter(([, a]) => a !== 'refused').map(([k]) => k);
      expect(notRefused.sort()).toEqual([...PUBLIC].sort());
      // with the token it goes through (here: a site created with the session)
      const { cookie: c2, csrf } = await login();
      const created = await raw('POST', '/api/dcim/sites/', {
        headers: { cookie: c2, 'x-csrftoken': csrf, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'By session', slug: 'by-session' }),
      });
      expect(created.statusCode).toBe(201);
    }, 300_000);

    it('an unsafe request from another site (its Origin) → 403 on every route, public ones too, with or without a session', async () => {
      const { cookie, csrf } = await login();
      const wrong: string[] = [];
      for (const r of routes()) {
        // with the session and its token; the routes that need no session (logging in and out…) without one too
        const variants: Record<string, string>[] = PUBLIC.includes(key(r))
          ? [{ cookie, 'x-csrftoken': csrf }, {}]
          : [{ cookie, 'x-csrftoken': csrf }];
        for (const headers of variants) {
          const res = await raw(r.method, r.path, {
            headers: { ...headers, origin: 'https://evil.example', 'content-type': 'application/json' },
            body: '{}',
          });
          const detail = detailOf(res);
          if (res.statusCode !== 403 || !String(detail).startsWith('CSRF Failed: Origin checking failed - https://evil.example'))
            wrong.push(`${key(r)} → ${res.statusCode} ${detail}`);
        }
      }
      expect(wrong).toEqual([]);
      // the forms a cross-site page could post: a login (login CSRF), a logout, a multipart write
      const form = await raw('POST', '/login/', {
        headers: { origin: 'null', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'username=admin&password=x',
      });
      expect(form.statusCode).toBe(403);
      const fetchSite = await raw('POST', '/logout/', { headers: { cookie, 'sec-fetch-site': 'cross-site' } });
      expect(fetchSite.statusCode).toBe(403);
      // the same site is fine, and so are clients that are not browsers (no Origin)
      const same = await raw('POST', '/api/dcim/sites/', {
        headers: { cookie, 'x-csrftoken': csrf, origin: 'http://localhost:80', 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Same site', slug: 'same-site' }),
      });
      expect(same.statusCode).toBe(201);
      const tokenFromAnywhere = await raw('POST', '/api/dcim/sites/', {
        headers: { authorization: app.token, origin: 'https://elsewhere.example', 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'By token', slug: 'by-token' }),
      });
      expect(tokenFromAnywhere.statusCode).toBe(201);
    }, 300_000);

    it('a multipart form with the session but no CSRF token → 403, nothing created', async () => {
      const { cookie } = await login();
      const res = await raw('POST', '/api/dcim/sites/', {
        headers: { cookie, 'content-type': 'multipart/form-data; boundary=x' },
        body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nForged\r\n--x\r\nContent-Disposition: form-data; name="slug"\r\n\r\nforged\r\n--x--\r\n',
      });
      expect(res.statusCode).toBe(403);
      expect((await app.inject('GET', '/api/dcim/sites/?slug=forged')).body.count).toBe(0);
    });
  });

  describe('client addresses', () => {
    it('X-Real-IP and X-Forwarded-For count only from a trusted proxy: a client cannot escape the login throttle', async () => {
      const attempt = (ip: string, remoteAddress: string) =>
        raw('POST', '/api/users/tokens/provision/', {
          headers: { 'content-type': 'application/json', 'x-real-ip': ip, 'x-forwarded-for': ip },
          body: JSON.stringify({ username: 'victim', password: 'guess' }),
          remoteAddress,
        });
      for (let i = 0; i < 3; i++) expect((await attempt(`192.0.2.${i + 1}`, '203.0.113.50')).statusCode).toBe(403);
      expect((await attempt('192.0.2.99', '203.0.113.50')).statusCode).toBe(429);
      // behind the (trusted) local proxy, the address it names is the client's
      for (let i = 0; i < 3; i++) expect((await attempt('192.0.2.200', '127.0.0.1')).statusCode).toBe(403);
      expect((await attempt('192.0.2.200', '127.0.0.1')).statusCode).toBe(429);
      expect((await attempt('192.0.2.201', '127.0.0.1')).statusCode).toBe(403);
    });
  });

  describe('security headers', () => {
    it('HTML pages: CSP allowing only their own scripts (inline ones by hash), no framing, nosniff', async () => {
      const loginPage = await raw('GET', '/login/');
      const { cookie } = await login();
      const pages = {
        login: loginPage,
        admin: await raw('GET', '/admin/', { headers: { cookie } }),
        docs: await raw('GET', '/api/schema/swagger-ui/'),
      };
      for (const [name, res] of Object.entries(pages)) {
        expect({ name, status: res.statusCode, type: String(res.headers['content-type']).split(';')[0] }).toEqual({
          name,
          status: 200,
          type: 'text/html',
        });
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        const csp = String(res.headers['content-security-policy']);
        expect(csp).toMatch(/default-src 'self'/);
        expect(csp).toMatch(/frame-ancestors 'none'/);
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
        for (const [, body] of res.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)) {
          expect(csp).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
        }
      }
    });

    it('JSON answers: nosniff, no page policy', async () => {
      const res = await raw('GET', '/api/', { headers: { authorization: app.token } });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBeUndefined();
    });
  });
});
