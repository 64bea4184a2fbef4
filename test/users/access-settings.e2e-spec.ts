import { startApp, SUPERUSER, TestApp } from '../helpers/app';
import { make } from '../helpers/dcim';
import { member, provision } from '../helpers/users';

/**
 * Settings around access (docs/api-behaviour.md §9.4, §11): EXEMPT_VIEW_PERMISSIONS with and
 * without LOGIN_REQUIRED, MAINTENANCE_MODE, RATE_LIMIT and LOGIN_THROTTLE.
 */
const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.' };

describe('EXEMPT_VIEW_PERMISSIONS with LOGIN_REQUIRED=false', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp({ LOGIN_REQUIRED: 'false', EXEMPT_VIEW_PERMISSIONS: 'dcim.site, tenancy.tenant' });
    await make.site(app, 'Exempt site');
    await make.region(app, 'Not exempt');
  });

  afterAll(async () => {
    await app?.close();
  });

  it('anonymous GET of an exempt model → 200; of another → 403 "credentials were not provided"', async () => {
    const sites = await app.inject('GET', '/api/dcim/sites/', { token: null });
    expect(sites.status).toBe(200);
    expect(sites.body.count).toBe(1);
    expect((await app.inject('GET', `/api/dcim/sites/${sites.body.results[0].id}/`, { token: null })).status).toBe(200);
    const regions = await app.inject('GET', '/api/dcim/regions/', { token: null });
    expect(regions.status).toBe(403);
    expect(regions.body).toEqual(NOT_AUTHENTICATED);
  });

  it('anonymous writes to an exempt model → 403', async () => {
    const res = await app.inject('POST', '/api/dcim/sites/', { token: null, body: { name: 'Anon', slug: 'anon' } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(NOT_AUTHENTICATED);
  });

  it('an authenticated user may view exempt models without a permission (every row), nothing else', async () => {
    const { token } = await member(app, 'exempt-viewer', [{ object_types: ['dcim.site'], actions: ['view'], constraints: { name: 'nothing' } }]);
    const sites = await app.inject('GET', '/api/dcim/sites/', { token });
    expect(sites.status).toBe(200);
    expect(sites.body.count).toBe(1);
    expect((await app.inject('GET', '/api/dcim/regions/', { token })).status).toBe(403);
    expect((await app.inject('POST', '/api/dcim/sites/', { token, body: { name: 'N', slug: 'n' } })).status).toBe(403);
  });
});

describe('EXEMPT_VIEW_PERMISSIONS=* with LOGIN_REQUIRED=true', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp({ EXEMPT_VIEW_PERMISSIONS: '["*"]' });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('anonymous requests are still refused', async () => {
    const res = await app.inject('GET', '/api/dcim/sites/', { token: null });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(NOT_AUTHENTICATED);
  });

  it('users see every model but the users app’s (those must be named to be exempt)', async () => {
    const { token } = await member(app, 'wildcard');
    for (const path of ['/api/dcim/sites/', '/api/ipam/prefixes/', '/api/core/object-changes/']) {
      expect({ path, status: (await app.inject('GET', path, { token })).status }).toEqual({ path, status: 200 });
    }
    for (const path of ['/api/users/users/', '/api/users/groups/', '/api/users/permissions/']) {
      expect({ path, status: (await app.inject('GET', path, { token })).status }).toEqual({ path, status: 403 });
    }
    // tokens: only one's own, by the default permission
    const tokens = await app.inject('GET', '/api/users/tokens/', { token });
    expect(tokens.body.count).toBe(1);
  });
});

describe('MAINTENANCE_MODE', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    app.server.settings.maintenanceMode = false;
    await app?.close();
  });

  it('reads work, writes → 503 with NetBox’s body; nothing changes, no change record, last_used untouched', async () => {
    const fresh = await provision(app, SUPERUSER.username, {}, SUPERUSER.password);
    const changesBefore = (await app.inject('GET', '/api/core/object-changes/')).body.count;
    app.server.settings.maintenanceMode = true;
    try {
      expect((await app.inject('GET', '/api/dcim/sites/')).status).toBe(200);
      const write = await app.inject('POST', '/api/dcim/sites/', { body: { name: 'During', slug: 'during' } });
      expect(write.status).toBe(503);
      expect(write.body).toEqual({
        error: 'NetBox is currently operating in maintenance mode and is unable to perform write operations. Please try again later.',
        exception: 'InternalError',
        netbox_version: expect.any(String),
        python_version: null,
        node_version: process.versions.node,
      });
      for (const method of ['PATCH', 'PUT', 'DELETE']) expect((await app.inject(method, '/api/dcim/sites/', { body: [] })).status).toBe(503);
      const provisioning = await app.inject('POST', '/api/users/tokens/provision/', { token: null, body: SUPERUSER });
      expect(provisioning.status).toBe(503);
      expect((await app.inject('GET', '/api/dcim/sites/', { token: fresh.token })).status).toBe(200);
      // login works (no write), OPTIONS too
      expect((await app.inject('POST', '/login/', { token: null, body: SUPERUSER })).status).toBe(200);
      expect((await app.inject('OPTIONS', '/api/dcim/sites/')).status).toBe(200);
    } finally {
      app.server.settings.maintenanceMode = false;
    }
    expect((await app.inject('GET', '/api/dcim/sites/?slug=during')).body.count).toBe(0);
    expect((await app.inject('GET', '/api/core/object-changes/')).body.count).toBe(changesBefore);
    expect((await app.inject('GET', `/api/users/tokens/${fresh.body.id}/`)).body.last_used).toBeNull();
  });
});

describe('RATE_LIMIT', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp({ RATE_LIMIT: '5/minute' });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('each token has its budget: RateLimit-* headers, then 429 with Retry-After', async () => {
    const { token } = await provision(app, SUPERUSER.username, {}, SUPERUSER.password);
    const remaining: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await app.inject('GET', '/api/dcim/sites/', { token });
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe('5');
      expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
      remaining.push(String(res.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const limited = await app.inject('GET', '/api/dcim/sites/', { token });
    expect(limited.status).toBe(429);
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(limited.body).toEqual({ detail: `Request was throttled. Expected available in ${wait} seconds.` });
    expect(limited.headers).toEqual(expect.objectContaining({ 'ratelimit-limit': '5', 'ratelimit-remaining': '0', 'ratelimit-reset': String(wait) }));
    expect(limited.headers['api-version']).toBeDefined();
    // another token of the same user has its own budget
    const other = await provision(app, SUPERUSER.username, {}, SUPERUSER.password);
    expect((await app.inject('GET', '/api/dcim/sites/', { token: other.token })).status).toBe(200);
  });

  it('anonymous requests are counted per client address', async () => {
    const from = (ip: string) =>
      app.inject('POST', '/api/users/tokens/provision/', { token: null, body: { username: 'nobody', password: 'x' }, headers: { 'x-real-ip': ip } });
    for (let i = 0; i < 5; i++) expect((await from('192.0.2.10')).status).toBe(403);
    expect((await from('192.0.2.10')).status).toBe(429);
    expect((await from('192.0.2.11')).status).toBe(403);
  });
});

describe('LOGIN_THROTTLE', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp({ LOGIN_THROTTLE: '3/minute' });
    await member(app, 'guessed');
  });

  afterAll(async () => {
    await app?.close();
  });

  const attempt = (path: string, username: string, password: string, ip = '198.51.100.1') =>
    app.inject('POST', path, { token: null, body: { username, password }, headers: { 'x-real-ip': ip } });

  it('after the failed attempts allowed, even the right password → 429 for that username and address', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('/api/users/tokens/provision/', 'guessed', `guess-${i}`)).status).toBe(403);
    const blocked = await attempt('/api/users/tokens/provision/', 'guessed', 'Member-Passw0rd-123');
    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds?\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // the session login shares the count
    expect((await attempt('/login/', 'guessed', 'Member-Passw0rd-123')).status).toBe(429);
    // another address, or another username, is not affected
    expect((await attempt('/api/users/tokens/provision/', 'guessed', 'Member-Passw0rd-123', '198.51.100.2')).status).toBe(201);
    expect((await attempt('/api/users/tokens/provision/', SUPERUSER.username, SUPERUSER.password)).status).toBe(201);
  });

  it('a success starts the count afresh; unknown usernames are counted too', async () => {
    const ip = '198.51.100.3';
    for (let i = 0; i < 2; i++) await attempt('/login/', 'guessed', 'wrong', ip);
    expect((await attempt('/login/', 'guessed', 'Member-Passw0rd-123', ip)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await attempt('/login/', 'guessed', 'wrong', ip)).status).toBe(403);
    for (let i = 0; i < 3; i++) await attempt('/login/', 'ghost', 'wrong', ip);
    expect((await attempt('/login/', 'ghost', 'wrong', ip)).status).toBe(429);
  });
});
