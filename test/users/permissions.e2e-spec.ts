import { startApp, TestApp } from '../helpers/app';
import { make, post } from '../helpers/dcim';
import { member, permission } from '../helpers/users';

/**
 * Object permissions (docs/api-behaviour.md §9.4, docs/models.md §7.4): actions per object type,
 * constraints limiting the rows a user sees and writes, groups, and the checks on saving a permission.
 */
describe('object permissions', () => {
  let app: TestApp;
  const DENIED = { detail: 'You do not have permission to perform this action.' };
  let europe: any;
  let asia: any;
  let paris: any;
  let berlin: any;
  let tokyo: any;

  beforeAll(async () => {
    app = await startApp();
    europe = await make.region(app, 'Europe');
    asia = await make.region(app, 'Asia');
    paris = await make.site(app, 'Paris', { region: europe.id, status: 'active' });
    berlin = await make.site(app, 'Berlin', { region: europe.id, status: 'planned' });
    tokyo = await make.site(app, 'Tokyo', { region: asia.id, status: 'active' });
  });

  afterAll(async () => {
    await app?.close();
  });

  const names = (res: { body: any }) => res.body.results.map((o: any) => o.name).sort();

  describe('without a permission', () => {
    it('list and detail → 403; writes → 403', async () => {
      const { token } = await member(app, 'nobody');
      for (const [method, url, body] of [
        ['GET', '/api/dcim/sites/'],
        ['GET', `/api/dcim/sites/${paris.id}/`],
        ['POST', '/api/dcim/sites/', { name: 'X', slug: 'x' }],
        ['PATCH', `/api/dcim/sites/${paris.id}/`, { description: 'x' }],
        ['DELETE', `/api/dcim/sites/${paris.id}/`],
      ] as const) {
        const res = await app.inject(method, url, { token, body });
        expect({ method, url, status: res.status, body: res.body }).toEqual({ method, url, status: 403, body: DENIED });
      }
    });

    it('a permission for another action or another model does not help', async () => {
      const { token } = await member(app, 'wrong-grants', [
        { object_types: ['dcim.site'], actions: ['add'] },
        { object_types: ['dcim.rack'], actions: ['view'] },
      ]);
      expect((await app.inject('GET', '/api/dcim/sites/', { token })).status).toBe(403);
      expect((await app.inject('GET', '/api/dcim/racks/', { token })).status).toBe(200);
    });

    it('a disabled permission grants nothing', async () => {
      const { token } = await member(app, 'disabled-grant', [{ object_types: ['dcim.site'], actions: ['view'], enabled: false }]);
      expect((await app.inject('GET', '/api/dcim/sites/', { token })).status).toBe(403);
    });

    it('OPTIONS needs no permission and shows no write actions', async () => {
      const { token } = await member(app, 'options-only');
      const res = await app.inject('OPTIONS', '/api/dcim/sites/', { token });
      expect(res.status).toBe(200);
      expect(res.body.actions).toBeUndefined();
    });
  });

  describe('view permission', () => {
    it('unconstrained: every row; writes still 403', async () => {
      const { token } = await member(app, 'viewer', [{ object_types: ['dcim.site', 'dcim.region'], actions: ['view'] }]);
      const res = await app.inject('GET', '/api/dcim/sites/', { token });
      expect(res.status).toBe(200);
      expect(names(res)).toEqual(['Berlin', 'Paris', 'Tokyo']);
      expect((await app.inject('GET', `/api/dcim/sites/${tokyo.id}/`, { token })).status).toBe(200);
      const write = await app.inject('POST', '/api/dcim/sites/', { token, body: { name: 'Viewer site', slug: 'viewer-site' } });
      expect(write.status).toBe(403);
      expect(write.body).toEqual(DENIED);
    });

    it('constrained by a nested relation path: only matching rows in lists, 404 for the others', async () => {
      const { token } = await member(app, 'europe-viewer', [
        { object_types: ['dcim.site'], actions: ['view'], constraints: { region__slug: 'europe' } },
      ]);
      const res = await app.inject('GET', '/api/dcim/sites/', { token });
      expect(res.status).toBe(200);
      expect(res.body.count).toBe(2);
      expect(names(res)).toEqual(['Berlin', 'Paris']);
      expect((await app.inject('GET', `/api/dcim/sites/${paris.id}/`, { token })).status).toBe(200);
      const hidden = await app.inject('GET', `/api/dcim/sites/${tokyo.id}/`, { token });
      expect(hidden.status).toBe(404);
      expect(hidden.body).toEqual({ detail: 'No Site matches the given query.' });
      // filters narrow the permitted rows further, never widen them
      expect(names(await app.inject('GET', '/api/dcim/sites/?region=asia', { token }))).toEqual([]);
    });

    /** The sites a member sees under each constraint, against the names expected (one member per case). */
    async function expectSitesSeen(cases: [unknown, string[]][], prefix: string) {
      const got: Record<string, string[]> = {};
      for (const [i, [constraints]] of cases.entries()) {
        const { token } = await member(app, `${prefix}-${i}`, [{ object_types: ['dcim.site'], actions: ['view'], constraints }]);
        const res = await app.inject('GET', '/api/dcim/sites/', { token });
        got[JSON.stringify(constraints)] = res.status === 200 ? names(res) : [`HTTP ${res.status}`];
      }
      expect(got).toEqual(Object.fromEntries(cases.map(([c, expected]) => [JSON.stringify(c), expected])));
    }

    it('equality, __in and __n; several keys are ANDed, a list of objects and several permissions ORed', async () => {
      const cases: [unknown, string[]][] = [
        [{ status: 'active' }, ['Paris', 'Tokyo']],
        [{ name__in: ['Paris', 'Tokyo'] }, ['Paris', 'Tokyo']],
        [{ name__n: 'Paris' }, ['Berlin', 'Tokyo']],
        [{ name__n: ['Paris', 'Berlin'] }, ['Tokyo']],
        [{ status: 'active', region__slug: 'europe' }, ['Paris']],
        [
          [{ name: 'Berlin' }, { region: asia.id }],
          ['Berlin', 'Tokyo'],
        ],
        [{ region__name__in: ['Asia'] }, ['Tokyo']],
        [{ region_id: europe.id }, ['Berlin', 'Paris']],
        [{ id: berlin.id }, ['Berlin']],
        [{ name__icontains: 'ar' }, ['Paris']],
        [{ tenant__isnull: true, region__isnull: false }, ['Berlin', 'Paris', 'Tokyo']],
        [{ name__in: [] }, []],
      ];
      await expectSitesSeen(cases, 'case');

      const { token } = await member(app, 'two-grants', [
        { object_types: ['dcim.site'], actions: ['view'], constraints: { name: 'Paris' } },
        { object_types: ['dcim.site'], actions: ['view'], constraints: { name: 'Tokyo' } },
      ]);
      expect(names(await app.inject('GET', '/api/dcim/sites/', { token }))).toEqual(['Paris', 'Tokyo']);
    });

    it("Django's case-sensitive text lookups and range", async () => {
      const cases: [unknown, string[]][] = [
        [{ name__startswith: 'Par' }, ['Paris']],
        [{ name__startswith: 'par' }, []],
        [{ name__endswith: 'yo' }, ['Tokyo']],
        [{ name__contains: 'er' }, ['Berlin']],
        [{ name__contains: 'ER' }, []],
        [{ name__contains: '_' }, []],
        [{ region__slug__startswith: 'eu' }, ['Berlin', 'Paris']],
        [{ id__range: [paris.id, paris.id] }, ['Paris']],
        [{ id__range: [Math.min(berlin.id, tokyo.id), Math.max(berlin.id, tokyo.id)] }, ['Berlin', 'Tokyo']],
      ];
      await expectSitesSeen(cases, 'django');
      for (const constraints of [{ name__range: ['A', 'Z'] }, { id__range: [1] }, { name__startswith: 5 }, { id__contains: '1' }]) {
        const res = await app.inject('POST', '/api/users/permissions/', {
          body: { name: 'bad django lookup', object_types: ['dcim.site'], actions: ['view'], constraints },
        });
        expect({ constraints, status: res.status, key: Object.keys(res.body ?? {}) }).toEqual({ constraints, status: 400, key: ['constraints'] });
      }
    });

    it('an unconstrained permission next to a constrained one: every row', async () => {
      const { token } = await member(app, 'wide-and-narrow', [
        { object_types: ['dcim.site'], actions: ['view'], constraints: { name: 'Paris' } },
        { object_types: ['dcim.site'], actions: ['view'] },
      ]);
      expect(names(await app.inject('GET', '/api/dcim/sites/', { token }))).toEqual(['Berlin', 'Paris', 'Tokyo']);
    });

    it('through a group', async () => {
      const group = await post(app, '/api/users/groups/', { name: 'Asia team' });
      await permission(app, { object_types: ['dcim.site'], actions: ['view'], constraints: { region__slug: 'asia' }, groups: [group.id] });
      const { token } = await member(app, 'in-asia-team', [], { groups: [group.id] });
      expect(names(await app.inject('GET', '/api/dcim/sites/', { token }))).toEqual(['Tokyo']);
      const shown = await app.inject('GET', `/api/users/groups/${group.id}/`);
      expect(shown.body.user_count).toBe(1);
      expect(shown.body.permissions).toEqual([expect.objectContaining({ object_types: ['dcim.site'], actions: ['view'] })]);
    });

    it('a permission granted later applies at once (the remembered grants are forgotten on users writes)', async () => {
      const { user, token } = await member(app, 'late-grant');
      expect((await app.inject('GET', '/api/dcim/sites/', { token })).status).toBe(403);
      const granted = await permission(app, { object_types: ['dcim.site'], actions: ['view'], users: [user.id] });
      expect((await app.inject('GET', '/api/dcim/sites/', { token })).status).toBe(200);
      await app.inject('PATCH', `/api/users/permissions/${granted.id}/`, { body: { enabled: false } });
      expect((await app.inject('GET', '/api/dcim/sites/', { token })).status).toBe(403);
    });

    it('$user stands for the requesting user', async () => {
      const { user, token } = await member(app, 'self-viewer', [{ object_types: ['users.user'], actions: ['view'], constraints: { id: '$user' } }]);
      const res = await app.inject('GET', '/api/users/users/', { token });
      expect(res.status).toBe(200);
      expect(res.body.results.map((u: any) => u.id)).toEqual([user.id]);
    });
  });

  describe('constrained writes', () => {
    let token: string;

    beforeAll(async () => {
      ({ token } = await member(app, 'europe-editor', [
        { object_types: ['dcim.site'], actions: ['view', 'add', 'change', 'delete'], constraints: { region__slug: 'europe' } },
        { object_types: ['dcim.region'], actions: ['view'] },
      ]));
    });

    it('create inside the constraint → 201; outside → 403 and nothing is created', async () => {
      const inside = await app.inject('POST', '/api/dcim/sites/', { token, body: { name: 'Madrid', slug: 'madrid', region: europe.id } });
      expect(inside.status).toBe(201);
      const outside = await app.inject('POST', '/api/dcim/sites/', { token, body: { name: 'Seoul', slug: 'seoul', region: asia.id } });
      expect(outside.status).toBe(403);
      expect(outside.body).toEqual({ detail: 'You do not have permission to perform this action.' });
      expect((await app.inject('GET', '/api/dcim/sites/?slug=seoul')).body.count).toBe(0);
    });

    it('a bulk create with one object outside → 403, none of them created', async () => {
      const res = await app.inject('POST', '/api/dcim/sites/', {
        token,
        body: [
          { name: 'Rome', slug: 'rome', region: europe.id },
          { name: 'Osaka', slug: 'osaka', region: asia.id },
        ],
      });
      expect(res.status).toBe(403);
      expect((await app.inject('GET', '/api/dcim/sites/?slug=rome&slug=osaka')).body.count).toBe(0);
    });

    it('update of a row outside → 404; moving a row outside → 403 and the row is unchanged', async () => {
      const outside = await app.inject('PATCH', `/api/dcim/sites/${tokyo.id}/`, { token, body: { description: 'x' } });
      expect(outside.status).toBe(404);
      expect(outside.body).toEqual({ detail: 'No Site matches the given query.' });
      const ok = await app.inject('PATCH', `/api/dcim/sites/${berlin.id}/`, { token, body: { description: 'edited' } });
      expect(ok.status).toBe(200);
      const moved = await app.inject('PATCH', `/api/dcim/sites/${berlin.id}/`, { token, body: { region: asia.id, description: 'moved' } });
      expect(moved.status).toBe(403);
      expect(moved.body).toEqual({ detail: 'You do not have permission to perform this action.' });
      const after = await app.inject('GET', `/api/dcim/sites/${berlin.id}/`);
      expect(after.body.region.id).toBe(europe.id);
      expect(after.body.description).toBe('edited');
    });

    it('bulk update: rows outside are not found, and none changes when one would leave the constraint', async () => {
      const res = await app.inject('PATCH', '/api/dcim/sites/', {
        token,
        body: [
          { id: paris.id, description: 'bulk' },
          { id: berlin.id, region: asia.id },
        ],
      });
      expect(res.status).toBe(403);
      expect((await app.inject('GET', `/api/dcim/sites/${paris.id}/`)).body.description).not.toBe('bulk');
      const skipped = await app.inject('PATCH', '/api/dcim/sites/', {
        token,
        body: [
          { id: paris.id, description: 'bulk' },
          { id: tokyo.id, description: 'bulk' },
        ],
      });
      expect(skipped.status).toBe(200);
      expect(skipped.body.map((s: any) => s.id)).toEqual([paris.id]);
      expect((await app.inject('GET', `/api/dcim/sites/${tokyo.id}/`)).body.description).not.toBe('bulk');
    });

    it('delete of a row outside → 404; inside → 204', async () => {
      expect((await app.inject('DELETE', `/api/dcim/sites/${tokyo.id}/`, { token })).status).toBe(404);
      const doomed = await make.site(app, 'Lisbon', { region: europe.id });
      expect((await app.inject('DELETE', `/api/dcim/sites/${doomed.id}/`, { token })).status).toBe(204);
    });

    it('related objects named by attributes are looked up among the rows the caller may view; ids are not', async () => {
      const { token: rackToken } = await member(app, 'rack-maker', [
        { object_types: ['dcim.rack'], actions: ['view', 'add'] },
        { object_types: ['dcim.site'], actions: ['view'], constraints: { name: 'Paris' } },
      ]);
      const hidden = await app.inject('POST', '/api/dcim/racks/', { token: rackToken, body: { name: 'R1', site: { name: 'Tokyo' } } });
      expect(hidden.status).toBe(400);
      expect(hidden.body).toEqual({ site: ["Related object not found using the provided attributes: {'name': 'Tokyo'}"] });
      const visible = await app.inject('POST', '/api/dcim/racks/', { token: rackToken, body: { name: 'R1', site: { name: 'Paris' } } });
      expect(visible.status).toBe(201);
      const byId = await app.inject('POST', '/api/dcim/racks/', { token: rackToken, body: { name: 'R2', site: tokyo.id } });
      expect(byId.status).toBe(201);
    });

    it('OPTIONS shows the write actions to a user who may add and change', async () => {
      const res = await app.inject('OPTIONS', '/api/dcim/sites/', { token });
      expect(Object.keys(res.body.actions)).toEqual(['POST', 'PUT']);
    });
  });

  describe('saving a permission', () => {
    const base = { name: 'p', object_types: ['dcim.site'], actions: ['view'] };

    it('a constraint naming a field a model lacks is saved, as NetBox saves it, and grants nothing on that model', async () => {
      const res = await app.inject('POST', '/api/users/permissions/', { body: { ...base, name: 'colourful', constraints: { colour: 'red' } } });
      expect(res.status).toBe(201);
      expect(res.body.constraints).toEqual({ colour: 'red' });
      const { token } = await member(app, 'colour-blind', [{ object_types: ['dcim.site'], actions: ['view'], constraints: { colour: 'red' } }]);
      const listed = await app.inject('GET', '/api/dcim/sites/', { token });
      expect([listed.status, listed.body.count]).toEqual([200, 0]);
      expect((await app.inject('GET', `/api/dcim/sites/${paris.id}/`, { token })).status).toBe(404);
    });

    it('bad constraint values and shapes → 400', async () => {
      for (const constraints of [{ region: 'europe' }, { name__in: 'Paris' }, 'status=active', [1, 2], { status: 'nonsense' }, { name: { a: 1 } }]) {
        const res = await app.inject('POST', '/api/users/permissions/', { body: { ...base, constraints } });
        expect({ constraints, status: res.status, key: Object.keys(res.body ?? {}) }).toEqual({ constraints, status: 400, key: ['constraints'] });
      }
    });

    it("a constraint applies to the selected models that have its fields (NetBox's Ansible tests save one for models without them)", async () => {
      const both = { object_types: ['dcim.rack', 'dcim.site'], actions: ['view'], constraints: { site__name: 'Paris' } };
      expect((await app.inject('POST', '/api/users/permissions/', { body: { ...both, name: 'racks of Paris' } })).status).toBe(201);
      await make.rack(app, 'P-rack', paris.id);
      await make.rack(app, 'T-rack', tokyo.id);
      const { token } = await member(app, 'paris-racks', [both]);
      // (R1 is in Paris too, from an earlier case)
      expect(names(await app.inject('GET', '/api/dcim/racks/', { token }))).toEqual(['P-rack', 'R1']);
      expect((await app.inject('GET', '/api/dcim/sites/', { token })).body.count).toBe(0);
      // a value a field the model has cannot take is still refused
      const bad = await app.inject('POST', '/api/users/permissions/', { body: { ...base, constraints: { status: 'nonsense' } } });
      expect(bad.body.constraints).toEqual([expect.stringMatching(/^Invalid filter for Site: /)]);
    });

    it('no object types is allowed (as in NetBox); actions may not be empty', async () => {
      const none = await app.inject('POST', '/api/users/permissions/', { body: { ...base, name: 'for nothing yet', object_types: [] } });
      expect(none.status).toBe(201);
      expect(none.body.object_types).toEqual([]);
    });

    it('unknown object types and empty lists → 400', async () => {
      const res = await app.inject('POST', '/api/users/permissions/', { body: { ...base, object_types: ['dcim.nothing', 'bad'], actions: [] } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        object_types: ['Invalid content type: dcim.nothing', "Invalid value. Specify a content type as '<app_label>.<model_name>'."],
        actions: ['This list may not be empty.'],
      });
    });

    it('filters: object_type, can_<action>, user, group', async () => {
      const group = await post(app, '/api/users/groups/', { name: 'filter group' });
      const user = await post(app, '/api/users/users/', { username: 'filter-user', password: 'Filter-Passw0rd-1' });
      const p = await permission(app, {
        name: 'filter me',
        object_types: ['tenancy.tenant'],
        actions: ['delete'],
        groups: [group.id],
        users: [user.id],
      });
      const ids = async (q: string) => (await app.inject('GET', `/api/users/permissions/?${q}`)).body.results.map((r: any) => r.id);
      expect(await ids('object_type=tenancy.tenant')).toEqual([p.id]);
      expect(await ids('can_delete=true&object_type=tenancy.tenant')).toEqual([p.id]);
      expect(await ids('can_view=true&object_type=tenancy.tenant')).toEqual([]);
      expect(await ids(`user_id=${user.id}`)).toEqual([p.id]);
      expect(await ids('user=filter-user')).toEqual([p.id]);
      expect(await ids(`group_id=${group.id}`)).toEqual([p.id]);
      const users = await app.inject('GET', `/api/users/users/?permission_id=${p.id}`);
      expect(users.body.results.map((u: any) => u.username)).toEqual(['filter-user']);
      const shown = await app.inject('GET', `/api/users/users/${user.id}/`);
      expect(shown.body.permissions).toEqual([expect.objectContaining({ id: p.id, name: 'filter me' })]);
    });

    it('groups and permissions are change-logged (users and tokens are not)', async () => {
      const group = await post(app, '/api/users/groups/', { name: 'logged group' });
      const res = await app.inject('GET', `/api/core/object-changes/?changed_object_type=users.group&changed_object_id=${group.id}`);
      expect(res.body.count).toBe(1);
      expect(res.body.results[0].action.value).toBe('create');
    });
  });

  describe('users management', () => {
    it('a user allowed to manage users cannot make or change superusers', async () => {
      const { token } = await member(app, 'user-admin', [{ object_types: ['users.user'], actions: ['view', 'add', 'change'] }]);
      const made = await app.inject('POST', '/api/users/users/', {
        token,
        body: { username: 'sneaky', password: 'Sneaky-Passw0rd-1', is_superuser: true },
      });
      expect(made.status).toBe(403);
      expect(made.body).toEqual({ detail: 'Only superusers may create or change superusers.' });
      const admin = await app.inject('PATCH', '/api/users/users/1/', { token, body: { password: 'Taken-Over-Passw0rd-1' } });
      expect(admin.status).toBe(403);
      const plain = await app.inject('POST', '/api/users/users/', { token, body: { username: 'plain', password: 'Plain-Passw0rd-123' } });
      expect(plain.status).toBe(201);
    });
  });
});
