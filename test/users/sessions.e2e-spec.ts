import { startApp, SUPERUSER, TestApp, TestResponse } from '../helpers/app';
import { member, PASSWORD } from '../helpers/users';

/**
 * Session login for browser use of the API (docs/api-behaviour.md §9.1): /login/ sets a signed,
 * HttpOnly session cookie and a CSRF cookie; unsafe requests with the session need X-CSRFToken;
 * token requests do not; /logout/ clears both.
 */
describe('sessions', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  /** name → value of the Set-Cookie headers, with the attributes of each. */
  function cookies(res: TestResponse): Record<string, { value: string; attributes: string }> {
    const raw = res.headers['set-cookie'];
    const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
    return Object.fromEntries(
      list.map((c) => {
        const [pair, ...attributes] = c.split('; ');
        const at = pair.indexOf('=');
        return [pair.slice(0, at), { value: pair.slice(at + 1), attributes: attributes.join('; ') }];
      }),
    );
  }

  async function login(username: string, password: string): Promise<{ cookie: string; csrf: string; res: TestResponse }> {
    const res = await app.inject('POST', '/login/', { token: null, body: { username, password } });
    const set = cookies(res);
    return { res, cookie: `sessionid=${set.sessionid?.value}; csrftoken=${set.csrftoken?.value}`, csrf: set.csrftoken?.value };
  }

  it('GET /login/ is a small HTML form', async () => {
    const res = await app.inject('GET', '/login/', { token: null });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('name="password"');
  });

  it('wrong credentials → 403 and no cookie', async () => {
    const res = await app.inject('POST', '/login/', { token: null, body: { username: SUPERUSER.username, password: 'wrong' } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'Invalid username/password' });
    expect(res.headers['set-cookie']).toBeUndefined();
    const missing = await app.inject('POST', '/login/', { token: null, body: {} });
    expect(missing.status).toBe(400);
  });

  it('JSON login → 200 with the user; an HttpOnly SameSite=Lax session cookie and a readable CSRF cookie', async () => {
    const { res } = await login(SUPERUSER.username, SUPERUSER.password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expect.objectContaining({ id: 1, username: SUPERUSER.username }));
    expect(res.body).not.toHaveProperty('password');
    const set = cookies(res);
    expect(set.sessionid.attributes).toMatch(/HttpOnly/);
    expect(set.sessionid.attributes).toMatch(/SameSite=Lax/);
    expect(set.sessionid.attributes).toMatch(/Path=\//);
    expect(set.csrftoken.attributes).not.toMatch(/HttpOnly/);
    expect(set.csrftoken.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const user = await app.inject('GET', '/api/users/users/1/');
    expect(user.body.last_login).toEqual(expect.any(String));
  });

  it('the session authenticates API reads; unsafe methods need X-CSRFToken', async () => {
    const { cookie, csrf } = await login(SUPERUSER.username, SUPERUSER.password);
    const read = await app.inject('GET', '/api/dcim/sites/', { token: null, headers: { cookie } });
    expect(read.status).toBe(200);
    const body = { name: 'Session site', slug: 'session-site' };
    const missing = await app.inject('POST', '/api/dcim/sites/', { token: null, body, headers: { cookie } });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ detail: 'CSRF Failed: CSRF token missing.' });
    const wrong = await app.inject('POST', '/api/dcim/sites/', { token: null, body, headers: { cookie, 'x-csrftoken': 'x'.repeat(32) } });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ detail: 'CSRF Failed: CSRF token incorrect.' });
    const made = await app.inject('POST', '/api/dcim/sites/', { token: null, body, headers: { cookie, 'x-csrftoken': csrf } });
    expect(made.status).toBe(201);
    // a change made through a session is recorded under its user
    const changes = await app.inject('GET', `/api/core/object-changes/?request_id=${made.headers['x-request-id']}`);
    expect(changes.body.results[0].user_name).toBe(SUPERUSER.username);
  });

  it('the CSRF token of one session does not fit another', async () => {
    const first = await login(SUPERUSER.username, SUPERUSER.password);
    const second = await login(SUPERUSER.username, SUPERUSER.password);
    const res = await app.inject('POST', '/api/dcim/sites/', {
      token: null,
      body: { name: 'Mixed', slug: 'mixed' },
      headers: { cookie: first.cookie, 'x-csrftoken': second.csrf },
    });
    expect(res.status).toBe(403);
  });

  it('token requests need no CSRF token, even with a session cookie present', async () => {
    const { cookie } = await login(SUPERUSER.username, SUPERUSER.password);
    const res = await app.inject('POST', '/api/dcim/sites/', { body: { name: 'Token site', slug: 'token-site' }, headers: { cookie } });
    expect(res.status).toBe(201);
  });

  it('a tampered, foreign or expired cookie is no session', async () => {
    const { cookie } = await login(SUPERUSER.username, SUPERUSER.password);
    const value = /sessionid=([^;]+)/.exec(cookie)![1];
    const [id, expires, nonce, signature] = value.split('.');
    const forged = [
      `sessionid=${id}.${Number(expires) + 1000}.${nonce}.${signature}`,
      `sessionid=2.${expires}.${nonce}.${signature}`,
      `sessionid=${id}.${expires}.${nonce}.${signature.slice(0, -2)}xx`,
      `sessionid=${id}.1000.${nonce}.${signature}`,
      'sessionid=garbage',
    ];
    for (const c of forged) {
      const res = await app.inject('GET', '/api/dcim/sites/', { token: null, headers: { cookie: c } });
      expect({ c, status: res.status, body: res.body }).toEqual({
        c,
        status: 403,
        body: { detail: 'Authentication credentials were not provided.' },
      });
    }
  });

  it('a session of a user without permissions gets their permissions', async () => {
    await member(app, 'session-user', [{ object_types: ['dcim.site'], actions: ['view'], constraints: { slug: 'session-site' } }]);
    const { cookie, csrf } = await login('session-user', PASSWORD);
    const res = await app.inject('GET', '/api/dcim/sites/', { token: null, headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.body.results.map((s: any) => s.slug)).toEqual(['session-site']);
    const write = await app.inject('POST', '/api/dcim/sites/', {
      token: null,
      body: { name: 'No', slug: 'no' },
      headers: { cookie, 'x-csrftoken': csrf },
    });
    expect(write.status).toBe(403);
    expect(write.body).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it('changing the password ends the user’s sessions', async () => {
    await member(app, 'rotating');
    const { cookie } = await login('rotating', PASSWORD);
    expect((await app.inject('GET', '/api/users/tokens/', { token: null, headers: { cookie } })).status).toBe(200);
    const user = (await app.inject('GET', '/api/users/users/?username=rotating')).body.results[0];
    await app.inject('PATCH', `/api/users/users/${user.id}/`, { body: { password: 'Another-Passw0rd-456' } });
    expect((await app.inject('GET', '/api/users/tokens/', { token: null, headers: { cookie } })).status).toBe(403);
  });

  it('form login redirects to a local `next` only', async () => {
    const form = (next: string) =>
      app.inject('POST', '/login/', {
        token: null,
        body: new URLSearchParams({ username: SUPERUSER.username, password: SUPERUSER.password, next }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const local = await form('/api/dcim/sites/');
    expect(local.status).toBe(302);
    expect(local.headers.location).toBe('/api/dcim/sites/');
    expect(cookies(local).sessionid.value).toBeTruthy();
    for (const next of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      expect((await form(next)).headers.location).toBe('/api/');
    }
  });

  it('the API refuses form bodies (415)', async () => {
    const res = await app.inject('POST', '/api/dcim/sites/', {
      body: 'name=x&slug=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
  });

  it('/logout/ clears both cookies', async () => {
    const { cookie } = await login(SUPERUSER.username, SUPERUSER.password);
    const res = await app.inject('POST', '/logout/', { token: null, headers: { cookie } });
    expect(res.status).toBe(204);
    const set = cookies(res);
    expect(set.sessionid).toEqual({ value: '', attributes: expect.stringContaining('Max-Age=0') });
    expect(set.csrftoken).toEqual({ value: '', attributes: expect.stringContaining('Max-Age=0') });
  });
});
