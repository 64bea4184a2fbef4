import { ResourceRegistry } from '../../src/core/model/define-resource';
import { tenants } from '../../src/tenancy/tenancy.resources';
import { startApp, TestApp } from '../helpers/app';
import { member, Member } from '../helpers/users';

/**
 * List actions: an endpoint declared on a resource under its list's URL (`/api/dcim/device-types/import/`)
 * gets its routes, its permission check, its body parsing (JSON, and YAML or plain text when declared), its
 * OpenAPI operation and its browsable page from the declaration alone. A probe action is declared on
 * tenants here, before the app generates its controllers; every real list action is checked too.
 */

type Json = Record<string, any>;

tenants.contributeListAction({
  name: 'probe-echo',
  permission: 'change',
  summary: { get: 'Echo the query', post: 'Echo the body' },
  query: [{ name: 'word', type: 'string', required: true }],
  body: { schema: { type: 'object', properties: { data: { type: 'string' } } }, text: true },
  async get(ctx) {
    return { body: { resource: ctx.resource.objectType, word: ctx.query.get('word') ?? null } };
  },
  async post(ctx) {
    return { status: 201, body: { body: ctx.body }, headers: { 'X-Probe': 'posted' } };
  },
});
tenants.contributeListAction({
  name: 'probe-json',
  async post(ctx) {
    return { body: { body: ctx.body } };
  },
});

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('list actions', () => {
  let app: TestApp;
  let viewer: Member;
  let changer: Member;
  let nobody: Member;
  let doc: Json;

  beforeAll(async () => {
    app = await startApp({}, { worker: false });
    viewer = await member(app, 'probe-viewer', [{ object_types: ['tenancy.tenant'], actions: ['view'] }]);
    changer = await member(app, 'probe-changer', [{ object_types: ['tenancy.tenant'], actions: ['change'] }]);
    nobody = await member(app, 'probe-nobody');
    doc = (await app.inject('GET', '/api/schema/', { token: null })).body;
  });

  afterAll(async () => {
    await app?.close();
  });

  it('routes GET and POST to the handlers; other methods answer 405', async () => {
    const got = await app.inject('GET', '/api/tenancy/tenants/probe-echo/?word=hello');
    expect([got.status, got.body]).toEqual([200, { resource: 'tenancy.tenant', word: ['hello'] }]);
    expect(got.headers.allow).toBe('GET, POST, HEAD, OPTIONS');
    const posted = await app.inject('POST', '/api/tenancy/tenants/probe-echo/', { body: { data: 'x' } });
    expect([posted.status, posted.body, posted.headers['x-probe']]).toEqual([201, { body: { data: 'x' } }, 'posted']);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      expect({ method, status: (await app.inject(method, '/api/tenancy/tenants/probe-echo/', { body: {} })).status }).toEqual({
        method,
        status: 405,
      });
    }
    // an action without a GET handler: 405, not the detail route's 404
    expect((await app.inject('GET', '/api/tenancy/tenants/probe-json/')).status).toBe(405);
  });

  it('takes YAML or plain text where declared (the text itself is the body), and answers 415 elsewhere', async () => {
    for (const type of ['application/yaml', 'text/plain']) {
      const res = await app.inject('POST', '/api/tenancy/tenants/probe-echo/', { body: 'name: x\n', headers: { 'content-type': type } });
      expect([type, res.status, res.body]).toEqual([type, 201, { body: 'name: x\n' }]);
    }
    const refused = await app.inject('POST', '/api/tenancy/tenants/probe-json/', {
      body: 'name: x\n',
      headers: { 'content-type': 'application/yaml' },
    });
    expect(refused.status).toBe(415);
  });

  it('checks the declared permission on the resource before the handler runs (403), view when none is declared', async () => {
    for (const who of [viewer, nobody]) {
      expect((await app.inject('GET', '/api/tenancy/tenants/probe-echo/?word=a', { token: who.token })).status).toBe(403);
      expect((await app.inject('POST', '/api/tenancy/tenants/probe-echo/', { body: {}, token: who.token })).status).toBe(403);
    }
    expect((await app.inject('GET', '/api/tenancy/tenants/probe-echo/?word=a', { token: changer.token })).status).toBe(200);
    expect((await app.inject('POST', '/api/tenancy/tenants/probe-json/', { body: {}, token: nobody.token })).status).toBe(403);
    expect((await app.inject('POST', '/api/tenancy/tenants/probe-json/', { body: {}, token: viewer.token })).status).toBe(200);
    expect((await app.inject('GET', '/api/tenancy/tenants/probe-echo/?word=a', { token: null })).status).toBe(403);
  });

  it('has its OpenAPI operations: summary, query parameters, body (text media types too), answer', () => {
    const item = doc.paths['/api/tenancy/tenants/probe-echo/'];
    expect(item.get).toMatchObject({
      operationId: 'tenancy_tenants_probe_echo_list',
      summary: 'Echo the query',
      parameters: [{ name: 'word', in: 'query', required: true, schema: { type: 'string' } }],
    });
    expect(item.post).toMatchObject({ operationId: 'tenancy_tenants_probe_echo_create', summary: 'Echo the body', responses: { 201: {} } });
    expect(item.post.requestBody.content['application/json'].schema).toEqual({ type: 'object', properties: { data: { type: 'string' } } });
    expect(item.post.requestBody.content['application/yaml'].schema).toEqual({ type: 'string' });
    expect(Object.keys(item).filter((m) => ['put', 'patch', 'delete'].includes(m))).toEqual([]);
    const json = doc.paths['/api/tenancy/tenants/probe-json/'];
    expect(Object.keys(json.post.requestBody.content)).toEqual(['application/json']);
    expect(json.get).toBeUndefined();
  });

  it('is a browsable page: its title, its crumbs, its summary', async () => {
    const res = await app.inject('GET', '/api/tenancy/tenants/probe-echo/?word=a', { headers: { accept: BROWSER } });
    expect([res.status, String(res.headers['content-type'])]).toEqual([200, 'text/html; charset=utf-8']);
    expect(res.text).toContain('<h1>Probe echo</h1>');
    expect(res.text).toContain('<a href="/api/tenancy/tenants/">Tenants</a>');
    expect(res.text).toContain('Echo the query');
  });

  it('every declared list action is documented and refuses a user without permissions', async () => {
    const declared = ResourceRegistry.all().flatMap((r) => r.listActions.map((a) => ({ r, a })));
    expect(declared.map(({ r, a }) => `${r.listPath}${a.name}/`)).toEqual(
      expect.arrayContaining(['/api/dcim/device-types/import/', '/api/dcim/module-types/import/', '/api/extras/custom-links/render/']),
    );
    for (const { r, a } of declared) {
      const path = `${r.listPath}${a.name}/`;
      for (const verb of ['get', 'post'] as const) {
        if (!a[verb]) continue;
        expect({ path, verb, documented: Boolean(doc.paths[path]?.[verb]) }).toEqual({ path, verb, documented: true });
        const res = await app.inject(verb.toUpperCase(), path, { body: verb === 'post' ? {} : undefined, token: nobody.token });
        expect({ path, verb, status: res.status }).toEqual({ path, verb, status: 403 });
      }
    }
  });
});
