import { Resource, ResourceRegistry } from '../../src/core/model/define-resource';
import { startApp, TestApp } from '../helpers/app';
import { member, Member } from '../helpers/users';

/**
 * The permission matrix over every resource the app declares — read from the registry, so a model
 * added later is covered without touching this file. For each action (view, add, change, delete) a
 * user holding every other action on every model, but not this one, gets 403 on each route that needs
 * it: list and detail reads and the detail actions for view; create for add; single and bulk PUT and
 * PATCH for change; single and bulk DELETE for delete. Read-only models refuse writes with 405 whoever
 * asks. (Constrained permissions, per model: test/resources/permission-checks.ts, run by the generic
 * suites of every model.)
 */

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
      lacking[action] = await member(app, `lacks-${action}`, [
        { name: `all but ${action}`, object_types: objectTypes, actions: ACTIONS.filter((a) => a !== action) },
      ]);
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
        return [
          ['GET', list, undefined],
          ['GET', one, undefined],
          // actions that leave access to their handler (render, render-config) answer 404 as NetBox: extras' NetBox API cases
          ...resource.actions
            .filter((a) => a.access !== 'handler')
            .flatMap(
              (a) =>
                [...(a.get ? [['GET', `${one}${a.name}/`, undefined]] : []), ...(a.post ? [['POST', `${one}${a.name}/`, {}]] : [])] as [
                  string,
                  string,
                  unknown,
                ][],
            ),
        ];
      case 'add':
        return [
          ['POST', list, {}],
          ['POST', list, [{}]],
        ];
      case 'change':
        return [
          ['PUT', one, {}],
          ['PATCH', one, {}],
          ['PUT', list, [{ id: 1 }]],
          ['PATCH', list, [{ id: 1 }]],
        ];
      case 'delete':
        return [
          ['DELETE', one, undefined],
          ['DELETE', list, [{ id: 1 }]],
        ];
    }
  }

  it(`covers every declared resource (${resources.length})`, () => {
    expect(resources.length).toBeGreaterThan(40);
    expect(resources.map((r) => r.objectType)).toEqual(
      expect.arrayContaining(['dcim.site', 'ipam.prefix', 'users.token', 'extras.webhook', 'core.objectchange']),
    );
  });

  it.each(ACTIONS)('without "%s": 403 on every route that needs it, on every resource', async (action) => {
    const who = lacking[action];
    const wrong: string[] = [];
    for (const resource of resources) {
      // open views (NetBox's object types: any authenticated user reads them) need no view permission
      if (action === 'view' && resource.openView) {
        const open = await app.inject('GET', resource.listPath, { token: who.token });
        if (open.status !== 200) wrong.push(`${resource.objectType} (open view): GET ${resource.listPath} → ${open.status}`);
        continue;
      }
      const writes = action !== 'view';
      for (const [method, url, body] of requests(resource, action)) {
        const res = await app.inject(method, url, { token: who.token, body });
        const expected = resource.readOnly && writes ? 405 : 403;
        const denied = expected === 405 || res.body?.detail === 'You do not have permission to perform this action.';
        if (res.status !== expected || !denied)
          wrong.push(`${resource.objectType}: ${method} ${url} → ${res.status} (expected ${expected}) ${res.text.slice(0, 120)}`);
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
});
