import { Resource, ResourceRegistry } from '../../src/core/model/define-resource';
import { startApp, TestApp } from '../helpers/app';
import { post } from '../helpers/dcim';
import { multipart, png } from '../helpers/uploads';
import { member, Member } from '../helpers/users';

/**
 * The permission matrix over every resource the app declares — read from the registry, so a model
 * added later is covered without touching this file. For each action (view, add, change, delete) a
 * user holding every other action on every model, but not this one, gets 403 on each route that needs
 * it: list and detail reads and the detail actions for view; create for add; single and bulk PUT and
 * PATCH for change; single and bulk DELETE for delete. Read-only models refuse writes with 405 whoever
 * asks. (Constrained permissions on writable models: the generic resource suite, test/resources/;
 * on read-only ones: below.)
 */

type Json = Record<string, any>;
const ACTIONS = ['view', 'add', 'change', 'delete'] as const;
type Action = (typeof ACTIONS)[number];

describe('permission matrix over every resource', () => {
  let app: TestApp;
  const lacking = {} as Record<Action, Member>;
  const resources = ResourceRegistry.all();

  beforeAll(async () => {
    // no default permissions: what a user may do is exactly what the matrix grants
    app = await startApp({ DEFAULT_PERMISSIONS: '{}' });
    const objectTypes = resources.map((r) => r.objectType);
    for (const action of ACTIONS) {
      lacking[action] = await member(app, `lacks-${action}`, [{ name: `all but ${action}`, object_types: objectTypes, actions: ACTIONS.filter((a) => a !== action) }]);
    }
  });

  afterAll(async () => {
    await app?.close();
  });

  /** The requests that need `action` on `resource`: method, URL, body. */
  function requests(resource: Resource, action: Action): [string, string, unknown][] {
    const list = resource.listPath;
    const one = `${list}1/`;
    switch (action) {
      case 'view':
        return [['GET', list, undefined], ['GET', one, undefined], ...resource.actions.flatMap((a) => [['GET', `${one}${a.name}/`, undefined], ['POST', `${one}${a.name}/`, {}]] as [string, string, unknown][])];
      case 'add':
        return [['POST', list, {}], ['POST', list, [{}]]];
      case 'change':
        return [['PUT', one, {}], ['PATCH', one, {}], ['PUT', list, [{ id: 1 }]], ['PATCH', list, [{ id: 1 }]]];
      case 'delete':
        return [['DELETE', one, undefined], ['DELETE', list, [{ id: 1 }]]];
    }
  }

  it(`covers every declared resource (${resources.length})`, () => {
    expect(resources.length).toBeGreaterThan(40);
    expect(resources.map((r) => r.objectType)).toEqual(expect.arrayContaining(['dcim.site', 'ipam.prefix', 'users.token', 'extras.webhook', 'core.objectchange']));
  });

  it.each(ACTIONS)('without "%s": 403 on every route that needs it, on every resource', async (action) => {
    const who = lacking[action];
    const wrong: string[] = [];
    for (const resource of resources) {
      const writes = action !== 'view';
      for (const [method, url, body] of requests(resource, action)) {
        const res = await app.inject(method, url, { token: who.token, body });
        const expected = resource.readOnly && writes ? 405 : 403;
        const denied = expected === 405 || res.body?.detail === 'You do not have permission to perform this action.';
        if (res.status !== expected || !denied) wrong.push(`${resource.objectType}: ${method} ${url} → ${res.status} (expected ${expected}) ${res.text.slice(0, 120)}`);
      }
      // the same user does get through where it holds the permission: the 403s are about this action only
      if (action !== 'view') {
        const listed = await app.inject('GET', resource.listPath, { token: who.token });
        if (listed.status !== 200) wrong.push(`${resource.objectType}: GET with view → ${listed.status}`);
      } else if (!resource.readOnly) {
        const created = await app.inject('POST', resource.listPath, { token: who.token, body: {} });
        if (created.status === 403) wrong.push(`${resource.objectType}: POST with add → 403 ${created.text.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('read-only resources: a permission constrained to one record limits list and detail to it', async () => {
    // records to look at: change records, and webhook deliveries (recorded even for an unreachable receiver)
    await post(app, '/api/extras/webhooks/', { name: 'Matrix', payload_url: 'http://127.0.0.1:9/', enabled: true, object_types: ['dcim.site'], type_create: true });
    await post(app, '/api/dcim/sites/', [{ name: 'Matrix A', slug: 'matrix-a' }, { name: 'Matrix B', slug: 'matrix-b' }]);
    const readOnly = resources.filter((r) => r.readOnly);
    expect(readOnly.length).toBeGreaterThan(0);
    for (const resource of readOnly) {
      const ids = await (async () => {
        for (let i = 0; i < 100; i++) {
          const found = ((await app.inject('GET', `${resource.listPath}?limit=2&ordering=id`)).body.results as Json[]).map((o) => o.id as number);
          if (found.length === 2) return found;
          await new Promise((r) => setTimeout(r, 100));
        }
        throw new Error(`${resource.objectType}: no two records to check with`);
      })();
      const scoped = await member(app, `scoped-${resource.modelName}`, [{ name: `one ${resource.objectType}`, object_types: [resource.objectType], actions: ['view'], constraints: { id: ids[1] } }]);
      const listed = await app.inject('GET', `${resource.listPath}?id=${ids[0]}&id=${ids[1]}`, { token: scoped.token });
      expect({ type: resource.objectType, ids: listed.body.results.map((o: Json) => o.id) }).toEqual({ type: resource.objectType, ids: [ids[1]] });
      expect((await app.inject('GET', `${resource.listPath}${ids[0]}/`, { token: scoped.token })).status).toBe(404);
      expect((await app.inject('GET', `${resource.listPath}${ids[1]}/`, { token: scoped.token })).status).toBe(200);
    }
  });

  it('image attachments (created by upload, outside the generic JSON suite): a constrained permission limits list, detail, bulk PATCH and bulk DELETE', async () => {
    const site = await post(app, '/api/dcim/sites/', { name: 'Pictured', slug: 'pictured' });
    const fastify = app.server.app.getHttpAdapter().getInstance();
    const ids: number[] = [];
    for (const n of [1, 2]) {
      const { body, contentType } = multipart({ object_type: 'dcim.site', object_id: site.id, name: `photo ${n}`, image: { filename: `p${n}.png`, data: png(2, 2, n), type: 'image/png' } });
      const res = await fastify.inject({ method: 'POST', url: '/api/extras/image-attachments/', headers: { authorization: app.token, 'content-type': contentType }, payload: body });
      expect(res.statusCode).toBe(201);
      ids.push(JSON.parse(res.body).id);
    }
    const list = '/api/extras/image-attachments/';
    const scoped = await member(app, 'scoped-image', [{ name: 'one image', object_types: ['extras.imageattachment'], actions: ['view', 'change', 'delete'], constraints: { id: ids[1] } }]);
    const as = (method: string, url: string, body?: unknown) => app.inject(method, url, { token: scoped.token, body });
    expect((await as('GET', `${list}?id=${ids[0]}&id=${ids[1]}`)).body.results.map((o: Json) => o.id)).toEqual([ids[1]]);
    expect((await as('GET', `${list}${ids[0]}/`)).status).toBe(404);
    const patched = await as('PATCH', list, ids.map((id) => ({ id, name: 'renamed' })));
    expect(patched.body.map((o: Json) => o.id)).toEqual([ids[1]]);
    expect((await app.inject('GET', `${list}${ids[0]}/`)).body.name).toBe('photo 1');
    expect((await as('DELETE', list, ids.map((id) => ({ id })))).status).toBe(204);
    expect((await app.inject('GET', `${list}${ids[0]}/`)).status).toBe(200);
    expect((await app.inject('GET', `${list}${ids[1]}/`)).status).toBe(404);
  });
});
