import { startApp, TestApp } from '../helpers/app';
import { expectApiHeaders } from '../helpers/expect';
import { member } from '../helpers/users';

/** HTTP-level behaviour shared by every endpoint (docs/api-behaviour.md §1, §2, §5.6, §8). */
describe('HTTP behaviour', () => {
  let app: TestApp;
  const host = { host: 'inventory.test' };

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('API-Version and X-Request-ID headers', () => {
    it('are set on a successful response', async () => {
      const res = await app.inject('GET', '/api/tenancy/tenants/');
      expect(res.status).toBe(200);
      expectApiHeaders(res);
    });

    it('differ per request', async () => {
      const a = await app.inject('GET', '/api/tenancy/tenants/');
      const b = await app.inject('GET', '/api/tenancy/tenants/');
      expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    });

    it('are set on a 400 (validation error)', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', { body: {} });
      expect(res.status).toBe(400);
      expectApiHeaders(res);
    });

    it('are set on a 400 (malformed JSON, rejected before any controller)', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', { body: '{"name": ' });
      expect(res.status).toBe(400);
      expectApiHeaders(res);
    });

    it('are set on a 403', async () => {
      const res = await app.inject('GET', '/api/tenancy/tenants/', { token: null });
      expect(res.status).toBe(403);
      expectApiHeaders(res);
    });

    it('are set on a 404 for an unknown path', async () => {
      const res = await app.inject('GET', '/api/nope/thing/');
      expect(res.status).toBe(404);
      expectApiHeaders(res);
    });

    it('are set on the trailing-slash 302', async () => {
      const res = await app.inject('GET', '/api/tenancy/tenants');
      expect(res.status).toBe(302);
      expectApiHeaders(res);
    });

    it('are set on a 404 for an unknown object', async () => {
      const res = await app.inject('GET', '/api/tenancy/tenants/424242/');
      expect(res.status).toBe(404);
      expectApiHeaders(res);
    });
  });

  describe('trailing slash', () => {
    it('GET without the slash redirects with 302 to the slashed path', async () => {
      const res = await app.inject('GET', '/api/tenancy/tenants');
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/api/tenancy/tenants/');
    });

    it('keeps the query string in the redirect', async () => {
      const res = await app.inject('GET', '/api/tenancy/tenants?limit=1&name=a%20b');
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/api/tenancy/tenants/?limit=1&name=a%20b');
    });

    it('redirects detail paths too', async () => {
      const res = await app.inject('GET', '/api/tenancy/tenants/5');
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/api/tenancy/tenants/5/');
    });

    it('POST without the slash is a 404 and creates nothing', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants', { body: { name: 'NoSlash', slug: 'no-slash' } });
      expect(res.status).toBe(404);
      const list = await app.inject('GET', '/api/tenancy/tenants/?name=NoSlash');
      expect(list.body.count).toBe(0);
    });
  });

  describe('request bodies', () => {
    it('malformed JSON → 400 {"detail": "JSON parse error - …"}', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', { body: '{"name": "x",' });
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(Object.keys(res.body)).toEqual(['detail']);
      expect(res.body.detail).toMatch(/^JSON parse error - ./);
    });

    it('text/plain body → 415 naming the media type', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', {
        body: 'name=x',
        headers: { 'content-type': 'text/plain' },
      });
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ detail: 'Unsupported media type "text/plain" in request.' });
      expectApiHeaders(res);
    });

    it('a body that is not an object → 400 non_field_errors', async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', { body: '"just a string"' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got str.'] });
    });
  });

  describe('roots', () => {
    it('/api/ lists the apps alphabetically as absolute URLs built from the request host', async () => {
      const res = await app.inject('GET', '/api/', { headers: host });
      expect(res.status).toBe(200);
      expectApiHeaders(res);
      const keys = Object.keys(res.body);
      expect(keys).toEqual([...keys].sort());
      for (const key of ['extras', 'plugins', 'status', 'tenancy', 'users']) expect(keys).toContain(key);
      expect(res.body.tenancy).toBe('http://inventory.test/api/tenancy/');
      expect(res.body.status).toBe('http://inventory.test/api/status/');
    });

    it('/api/ needs authentication', async () => {
      const res = await app.inject('GET', '/api/', { token: null });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    });

    it('/api/tenancy/ lists its endpoints sorted by name', async () => {
      const res = await app.inject('GET', '/api/tenancy/', { headers: host });
      expect(res.status).toBe(200);
      const paths = ['contact-assignments', 'contact-groups', 'contact-roles', 'contacts', 'tenant-groups', 'tenants'];
      expect(res.body).toEqual(Object.fromEntries(paths.map((p) => [p, `http://inventory.test/api/tenancy/${p}/`])));
      expect(Object.keys(res.body)).toEqual(paths);
    });

    it('/api/plugins/ is an empty object', async () => {
      const res = await app.inject('GET', '/api/plugins/');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({});
    });

    it('/api/status/ reports the service', async () => {
      const res = await app.inject('GET', '/api/status/');
      expect(res.status).toBe(200);
      expectApiHeaders(res);
      expect(res.body).toEqual(
        expect.objectContaining({
          'netbox-version': expect.any(String),
          installed_apps: expect.any(Object),
          plugins: {},
        }),
      );
    });
  });

  describe('/api/schema/', () => {
    it('is served without a token as an OpenAPI 3 JSON document', async () => {
      const res = await app.inject('GET', '/api/schema/', { token: null });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body.openapi).toMatch(/^3\./);
      expectApiHeaders(res);
    });

    it('describes the tenant list at its slashed path, with its filter parameters', async () => {
      const res = await app.inject('GET', '/api/schema/', { token: null });
      const list = res.body.paths['/api/tenancy/tenants/'];
      expect(list).toBeDefined();
      const names = (list.get.parameters as { name: string; in: string }[]).filter((p) => p.in === 'query').map((p) => p.name);
      for (const name of ['limit', 'offset', 'name', 'name__ic', 'name__n', 'group_id', 'group', 'tag', 'q', 'id__gt']) {
        expect(names).toContain(name);
      }
      expect(list.post).toBeDefined();
      expect(res.body.paths['/api/tenancy/tenants/{id}/']).toBeDefined();
    });

    it('does not document POST on detail routes', async () => {
      const res = await app.inject('GET', '/api/schema/', { token: null });
      const detail = res.body.paths['/api/tenancy/tenants/{id}/'];
      expect(detail.get).toBeDefined();
      expect(detail.post).toBeUndefined();
    });

    it('operationIds are unique', async () => {
      const res = await app.inject('GET', '/api/schema/', { token: null });
      const ids = Object.values<Record<string, { operationId: string }>>(res.body.paths).flatMap((ops) =>
        Object.values(ops).map((op) => op.operationId),
      );
      const repeated = [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
      expect(repeated).toEqual([]);
    });
  });

  describe('URL resolution before authentication, method refusal after it (Django resolves the URL, then DRF authenticates, then finds the handler)', () => {
    it('an unknown path under /api/ is a 404 {"detail": "Not found."} with or without a token', async () => {
      for (const path of ['/api/nonexistent/', '/api/dcim/nonexistent/', '/api/x/y/z/', '/api/tenancy/tenants/1/nope/']) {
        for (const token of [null, undefined]) {
          const res = await app.inject('GET', path, { token });
          expect({ path, token, status: res.status, body: res.body }).toEqual({ path, token, status: 404, body: { detail: 'Not found.' } });
          expectApiHeaders(res);
        }
      }
      // a method the URL does not serve does not make an unknown path exist
      expect((await app.inject('TRACE', '/api/nonexistent/')).status).toBe(404);
    });

    it('a known path stays 403 for an anonymous client (LOGIN_REQUIRED), the app index included', async () => {
      for (const path of ['/api/dcim/', '/api/tenancy/tenants/', '/api/tenancy/tenants/1/', '/api/status/']) {
        expect({ path, status: (await app.inject('GET', path, { token: null })).status }).toEqual({ path, status: 403 });
      }
    });

    it('a method the view does not serve → 405 {"detail": "Method X not allowed."} once authenticated, 403 before', async () => {
      const cases: [string, string][] = [
        ['TRACE', '/api/tenancy/tenants/'],
        ['TRACE', '/api/tenancy/tenants/1/'],
        ['PROPFIND', '/api/tenancy/tenants/'],
        ['TRACE', '/api/'],
        ['DELETE', '/api/status/'],
        ['POST', '/api/status/'],
        ['PUT', '/api/'],
        ['DELETE', '/api/dcim/'],
        ['POST', '/api/authentication-check/'],
        ['PATCH', '/api/ipam/prefixes/1/available-ips/'],
      ];
      for (const [method, path] of cases) {
        const res = await app.inject(method, path);
        expect({ method, path, status: res.status, body: res.body }).toEqual({
          method,
          path,
          status: 405,
          body: { detail: `Method "${method}" not allowed.` },
        });
        expectApiHeaders(res);
        const anonymous = await app.inject(method, path, { token: null });
        expect({ method, path, status: anonymous.status }).toEqual({ method, path, status: 403 });
      }
    });

    it('token provisioning (no permission classes) refuses other methods even anonymously, rather than reading "provision" as a token id', async () => {
      for (const method of ['GET', 'PUT', 'PATCH', 'DELETE', 'TRACE']) {
        for (const token of [null, undefined]) {
          const res = await app.inject(method, '/api/users/tokens/provision/', { token });
          expect({ method, token, status: res.status, body: res.body }).toEqual({
            method,
            token,
            status: 405,
            body: { detail: `Method "${method}" not allowed.` },
          });
        }
      }
    });
  });

  describe("the Allow header (DRF sends the view's allowed methods on every response it produces)", () => {
    it("a 405 carries the URL's real methods, as its other answers do", async () => {
      const cases: [string, string, string][] = [
        ['TRACE', '/api/tenancy/tenants/', 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS'],
        ['TRACE', '/api/tenancy/tenants/1/', 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS'],
        ['POST', '/api/tenancy/tenants/1/', 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS'],
        ['POST', '/api/core/object-changes/', 'GET, HEAD, OPTIONS'],
        ['DELETE', '/api/status/', 'GET, HEAD, OPTIONS'],
        ['PUT', '/api/', 'GET, HEAD, OPTIONS'],
        ['DELETE', '/api/dcim/', 'GET, HEAD, OPTIONS'],
        ['POST', '/api/authentication-check/', 'GET, HEAD, OPTIONS'],
        ['DELETE', '/api/users/config/', 'GET, PATCH, HEAD, OPTIONS'],
        ['GET', '/api/users/tokens/provision/', 'POST, OPTIONS'],
        ['PATCH', '/api/ipam/prefixes/1/available-ips/', 'GET, POST, HEAD, OPTIONS'],
        ['GET', '/api/core/background-tasks/x/stop/', 'POST, OPTIONS'],
      ];
      for (const [method, path, allow] of cases) {
        const res = await app.inject(method, path);
        expect({ method, path, status: res.status, allow: res.headers['allow'] }).toEqual({ method, path, status: 405, allow });
      }
      for (const [path, allow] of [
        ['/api/status/', 'GET, HEAD, OPTIONS'],
        ['/api/users/config/', 'GET, PATCH, HEAD, OPTIONS'],
      ]) {
        expect({ path, allow: (await app.inject('GET', path)).headers['allow'] }).toEqual({ path, allow });
      }
      // a URL that does not resolve is no view's: no Allow
      expect((await app.inject('TRACE', '/api/nonexistent/')).headers['allow']).toBeUndefined();
    });
  });

  describe("OPTIONS on views that are not model endpoints (DRF's SimpleMetadata: name, description, renders, parses)", () => {
    const META = { renders: ['application/json', 'text/html'], parses: ['application/json', 'multipart/form-data'] };

    it("answers 200 with the view's name and no actions when it takes no serializer", async () => {
      const cases: [string, string, string][] = [
        ['/api/', 'API Root', 'GET, HEAD, OPTIONS'],
        ['/api/status/', 'Status', 'GET, HEAD, OPTIONS'],
        ['/api/authentication-check/', 'Authentication Check', 'GET, HEAD, OPTIONS'],
        ['/api/dcim/', 'DCIM', 'GET, HEAD, OPTIONS'],
        ['/api/users/', 'Users', 'GET, HEAD, OPTIONS'],
        ['/api/users/config/', 'User Config', 'GET, PATCH, HEAD, OPTIONS'],
        ['/api/users/tokens/provision/', 'Token Provision', 'POST, OPTIONS'],
        ['/api/dcim/connected-device/', 'Connected Device Locator', 'GET, HEAD, OPTIONS'],
        ['/api/core/background-queues/', 'Background Queues', 'GET, HEAD, OPTIONS'],
        ['/api/core/background-tasks/x/stop/', 'Background Tasks', 'POST, OPTIONS'],
      ];
      for (const [path, name, allow] of cases) {
        const res = await app.inject('OPTIONS', path);
        expect({ path, status: res.status, allow: res.headers['allow'], name: res.body.name, keys: Object.keys(res.body).sort() }).toEqual({
          path,
          status: 200,
          allow,
          name,
          keys: ['description', 'name', 'parses', 'renders'],
        });
        expect(res.body).toMatchObject(META);
        expect(typeof res.body.description).toBe('string');
      }
    });

    it('the dashboard (a generic view with a serializer) describes its PUT to a caller allowed to change it', async () => {
      const res = await app.inject('OPTIONS', '/api/extras/dashboard/');
      expect({ status: res.status, allow: res.headers['allow'], name: res.body.name }).toEqual({
        status: 200,
        allow: 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS',
        name: 'Dashboard',
      });
      expect(res.body.actions).toEqual({
        PUT: {
          layout: { type: 'json', required: false, read_only: false, label: 'Layout' },
          config: { type: 'json', required: false, read_only: false, label: 'Config' },
        },
      });
      const { token } = await member(app, 'http-dashboard-user');
      const plain = await app.inject('OPTIONS', '/api/extras/dashboard/', { token });
      expect({ status: plain.status, actions: plain.body.actions }).toEqual({ status: 200, actions: undefined });
    });

    it('the available-objects views (APIViews without get_serializer) answer the same, without actions', async () => {
      const prefix = await app.inject('POST', '/api/ipam/prefixes/', { body: { prefix: '10.231.0.0/24' } });
      expect(prefix.status).toBe(201);
      for (const [action, name] of [
        ['available-ips', 'Prefix Available Ip Addresses'],
        ['available-prefixes', 'Available Prefixes'],
      ]) {
        const res = await app.inject('OPTIONS', `/api/ipam/prefixes/${prefix.body.id}/${action}/`);
        expect({ action, status: res.status, allow: res.headers['allow'], name: res.body.name }).toEqual({
          action,
          status: 200,
          allow: 'GET, POST, HEAD, OPTIONS',
          name,
        });
        expect(res.body).toMatchObject(META);
        // SimpleMetadata describes actions only for a view with a serializer (get_serializer); these APIViews have none
        expect(Object.keys(res.body).sort()).toEqual(['description', 'name', 'parses', 'renders']);
      }
    });
  });

  describe("a view's own permission classes run for OPTIONS and unserved methods too", () => {
    it('IsSuperuser (the background views): a plain user gets 403 where the superuser gets the metadata / 405', async () => {
      const { token } = await member(app, 'http-plain-user');
      for (const [method, path] of [
        ['OPTIONS', '/api/core/background-queues/'],
        ['TRACE', '/api/core/background-queues/'],
        ['OPTIONS', '/api/core/background-tasks/x/stop/'],
      ]) {
        expect({ method, path, status: (await app.inject(method, path, { token })).status }).toEqual({ method, path, status: 403 });
      }
      expect((await app.inject('OPTIONS', '/api/core/background-queues/')).status).toBe(200);
      expect((await app.inject('TRACE', '/api/core/background-queues/')).status).toBe(405);
      // IsAuthenticated only: any user
      expect((await app.inject('OPTIONS', '/api/users/config/', { token })).status).toBe(200);
    });
  });

  describe('a write-disabled token', () => {
    it('is refused an unserved unsafe method with 403 where TokenPermissions applies (before the method check), 405 where it does not', async () => {
      const provisioned = await app.inject('POST', '/api/users/tokens/provision/', {
        token: null,
        body: { username: 'admin', password: 'Adm1nPassword-for-tests', write_enabled: false },
      });
      expect(provisioned.status).toBe(201);
      const token = `Bearer nbt_${provisioned.body.key}.${provisioned.body.token}`;
      const cases: [string, string, number][] = [
        ['TRACE', '/api/tenancy/tenants/', 403],
        ['TRACE', '/api/tenancy/tenants/1/', 403],
        ['PUT', '/api/', 403],
        ['POST', '/api/tenancy/tenants/1/', 403],
        ['POST', '/api/core/object-changes/', 403],
        ['TRACE', '/api/status/', 405],
        ['POST', '/api/authentication-check/', 405],
        ['TRACE', '/api/dcim/connected-device/', 405],
        ['TRACE', '/api/core/background-queues/', 405],
        // object types: IsAuthenticatedOrLoginNotRequired, not TokenPermissions
        ['TRACE', '/api/core/object-types/', 405],
        ['POST', '/api/core/object-types/', 405],
      ];
      for (const [method, path, status] of cases) {
        expect({ method, path, status: (await app.inject(method, path, { token })).status }).toEqual({ method, path, status });
      }
    });
  });

  describe('errors on detail routes', () => {
    let tenantId: number;

    beforeAll(async () => {
      const res = await app.inject('POST', '/api/tenancy/tenants/', { body: { name: 'Detail', slug: 'detail' } });
      expect(res.status).toBe(201);
      tenantId = res.body.id;
    });

    it('POST on a detail URL → 405', async () => {
      const res = await app.inject('POST', `/api/tenancy/tenants/${tenantId}/`, { body: { name: 'x' } });
      expect(res.status).toBe(405);
      expect(res.body).toEqual({ detail: 'Method "POST" not allowed.' });
      expectApiHeaders(res);
    });

    it('unknown id → 404 naming the model', async () => {
      const res = await app.inject('GET', '/api/tenancy/tenants/999999/');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'No Tenant matches the given query.' });
    });

    it('unknown id on PATCH and DELETE → 404 too', async () => {
      const patch = await app.inject('PATCH', '/api/tenancy/tenants/999999/', { body: { description: 'x' } });
      expect(patch.status).toBe(404);
      expect(patch.body).toEqual({ detail: 'No Tenant matches the given query.' });
      const del = await app.inject('DELETE', '/api/tenancy/tenants/999999/');
      expect(del.status).toBe(404);
    });

    it('non-integer id → 404', async () => {
      const res = await app.inject('GET', '/api/tenancy/tenants/abc/');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    });

    it('detail GET carries the detail Allow header', async () => {
      const res = await app.inject('GET', `/api/tenancy/tenants/${tenantId}/`);
      expect(res.status).toBe(200);
      expect(res.headers.allow).toBe('GET, PUT, PATCH, DELETE, HEAD, OPTIONS');
    });
  });

  describe('OPTIONS', () => {
    it('on a list endpoint returns actions.POST with field metadata', async () => {
      const res = await app.inject('OPTIONS', '/api/tenancy/tenants/');
      expect(res.status).toBe(200);
      expectApiHeaders(res);
      expect(res.body.name).toBe('Tenant List');
      expect(res.body.parses).toEqual(['application/json', 'multipart/form-data']);
      const post = res.body.actions.POST;
      expect(post.name).toEqual({ type: 'string', required: true, read_only: false, label: 'Name', max_length: 100 });
      expect(post.slug).toEqual(expect.objectContaining({ type: 'slug', required: true, read_only: false, label: 'Slug' }));
      expect(post.group).toEqual(expect.objectContaining({ type: 'nested object', required: false, read_only: false }));
      expect(post.id).toEqual(expect.objectContaining({ read_only: true }));
      expect(res.body.actions.PUT).toEqual(post);
    });

    it('on a detail endpoint returns only PUT, even for an unknown id', async () => {
      const res = await app.inject('OPTIONS', '/api/tenancy/tenants/987654/');
      expect(res.status).toBe(200);
      expect(res.body.name).toBe('Tenant Instance');
      expect(Object.keys(res.body.actions)).toEqual(['PUT']);
    });

    it('needs authentication', async () => {
      const res = await app.inject('OPTIONS', '/api/tenancy/tenants/', { token: null });
      expect(res.status).toBe(403);
    });
  });
});
