import { startApp, TestApp } from '../helpers/app';
import { post } from '../helpers/dcim';
import { member, permission } from '../helpers/users';

/**
 * NetBox 4.6.8 netbox/tests/test_authentication.py, where our API differed: a token's allowed_ips are
 * networks as NetBox stores them (its IPNetworkSerializer over a PostgreSQL cidr column); and the
 * default DEFAULT_PERMISSIONS its ObjectPermissionBackend starts every user's permissions from.
 */
describe('NetBox authentication tests', () => {
  let app: TestApp;
  let userId: number;

  beforeAll(async () => {
    app = await startApp({ EXEMPT_VIEW_PERMISSIONS: '*' });
    userId = (await member(app, 'testuser')).user.id;
  });

  afterAll(async () => {
    await app?.close();
  });

  const token = (version: number, body: Record<string, unknown>) =>
    app.inject('POST', '/api/users/tokens/', { body: { user: userId, version, ...body } });
  const header = (t: any) => (t.version === 1 ? `Token ${t.token}` : `Bearer nbt_${t.key}.${t.token}`);

  it('TokenAuthenticationTestCase.test_token_allowed_ips: v1 and v2 tokens, an address alone is shown as its /32 or /128 network', async () => {
    for (const version of [1, 2]) {
      const created = await token(version, { allowed_ips: ['192.0.2.0/24', '198.51.100.7', '2001:DB8:0::1'] });
      expect(created.status).toBe(201);
      expect(created.body.allowed_ips).toEqual(['192.0.2.0/24', '198.51.100.7/32', '2001:db8::1/128']);
      const from = (ip: string) => app.inject('GET', '/api/dcim/sites/', { token: header(created.body), headers: { 'x-real-ip': ip } });
      expect((await from('127.0.0.1')).status).toBe(403);
      expect((await from('192.0.2.1')).status).toBe(200);
      expect((await from('198.51.100.7')).status).toBe(200);
      expect((await from('2001:db8::1')).status).toBe(200);
      const patched = await app.inject('PATCH', `/api/users/tokens/${created.body.id}/`, { body: { allowed_ips: ['10.0.0.1'] } });
      expect(patched.body.allowed_ips).toEqual(['10.0.0.1/32']);
    }
  });

  it('TokenAuthenticationTestCase.test_token_allowed_ips: a network with host bits set, or no address, is refused (400, nothing created)', async () => {
    for (const ips of [['192.0.2.1/24'], ['not-an-ip'], ['10.1'], 'not-a-list']) {
      const res = await token(2, { description: 'refused', allowed_ips: ips });
      expect({ ips, status: res.status, body: res.body }).toEqual({
        ips,
        status: 400,
        body: { allowed_ips: ['Enter a list of valid IPv4 or IPv6 addresses or networks.'] },
      });
    }
    expect((await app.inject('GET', '/api/users/tokens/?description=refused')).body.count).toBe(0);
  });
});

describe('NetBox authentication tests: the default DEFAULT_PERMISSIONS', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('ObjectPermissionBackend.get_object_permissions: by default every user manages their own bookmarks, notifications and subscriptions (and tokens)', async () => {
    const alice = await member(app, 'alice');
    const bob = await member(app, 'bob');
    const site = await app.inject('POST', '/api/dcim/sites/', { body: { name: 'Site 1', slug: 'site-1' } });
    const target = { object_type: 'dcim.site', object_id: site.body.id };
    for (const path of ['/api/extras/bookmarks/', '/api/extras/subscriptions/']) {
      const own = await app.inject('POST', path, { token: alice.token, body: { ...target, user: alice.user.id } });
      expect({ path, status: own.status }).toEqual({ path, status: 201 });
      const others = await app.inject('POST', path, { token: alice.token, body: { ...target, user: bob.user.id } });
      expect({ path, status: others.status }).toEqual({ path, status: 403 });
      expect((await app.inject('GET', path, { token: alice.token })).body.count).toBe(1);
      expect((await app.inject('GET', path, { token: bob.token })).body.count).toBe(0);
      expect((await app.inject('DELETE', `${path}${own.body.id}/`, { token: bob.token })).status).toBe(404);
      expect((await app.inject('DELETE', `${path}${own.body.id}/`, { token: alice.token })).status).toBe(204);
    }
    const note = await app.inject('POST', '/api/extras/notifications/', { body: { ...target, user: alice.user.id, event_type: 'object_updated' } });
    expect(note.status).toBe(201);
    expect((await app.inject('GET', '/api/extras/notifications/', { token: alice.token })).body.count).toBe(1);
    expect((await app.inject('GET', '/api/extras/notifications/', { token: bob.token })).body.count).toBe(0);
    const read = await app.inject('PATCH', `/api/extras/notifications/${note.body.id}/`, {
      token: alice.token,
      body: { read: new Date().toISOString() },
    });
    expect(read.status).toBe(200);
    // nothing else
    expect((await app.inject('GET', '/api/dcim/sites/', { token: alice.token })).status).toBe(403);
  });
});

describe('NetBox authentication tests: ObjectPermissionAPIViewTestCase', () => {
  let app: TestApp;
  const sites: any[] = [];
  const racks: any[] = [];
  const NO_PERMISSION = { detail: 'You do not have permission to perform this action.' };

  beforeAll(async () => {
    app = await startApp();
    for (const i of [1, 2, 3]) sites.push(await post(app, '/api/dcim/sites/', { name: `Site ${i}`, slug: `site-${i}` }));
    for (let i = 0; i < 9; i++) racks.push(await post(app, '/api/dcim/racks/', { name: `Rack ${i + 1}`, site: sites[Math.floor(i / 3)].id }));
  });

  afterAll(async () => {
    await app?.close();
  });

  /** a user with no permission, then given one on racks constrained to Site 1 */
  async function testUser(name: string) {
    const { user, token } = await member(app, name);
    const grant = (action: string) =>
      permission(app, {
        name: 'Test permission',
        object_types: ['dcim.rack'],
        actions: [action],
        constraints: { site__name: 'Site 1' },
        users: [user.id],
      });
    return { token, grant };
  }

  it('ObjectPermissionAPIViewTestCase.test_create_object: outside the constraint → 403 with DRF’s message, nothing created', async () => {
    const { token, grant } = await testUser('creator');
    const data = { name: 'Rack 10', site: sites[1].id };
    expect((await app.inject('POST', '/api/dcim/racks/', { token, body: data })).status).toBe(403);
    await grant('add');
    const outside = await app.inject('POST', '/api/dcim/racks/', { token, body: data });
    expect(outside.status).toBe(403);
    expect(outside.body).toEqual(NO_PERMISSION);
    expect((await app.inject('GET', '/api/dcim/racks/?name=Rack 10')).body.count).toBe(0);
    const inside = await app.inject('POST', '/api/dcim/racks/', { token, body: { ...data, site: sites[0].id } });
    expect(inside.status).toBe(201);
  });

  it('ObjectPermissionAPIViewTestCase.test_edit_object: 404 outside; moving a permitted rack outside → 403 with DRF’s message', async () => {
    const { token, grant } = await testUser('editor');
    expect((await app.inject('PATCH', `/api/dcim/racks/${racks[0].id}/`, { token, body: { site: sites[0].id } })).status).toBe(403);
    await grant('change');
    expect((await app.inject('PATCH', `/api/dcim/racks/${racks[3].id}/`, { token, body: { site: sites[0].id } })).status).toBe(404);
    const ok = await app.inject('PATCH', `/api/dcim/racks/${racks[0].id}/`, { token, body: { site: sites[0].id, status: 'reserved' } });
    expect(ok.status).toBe(200);
    const moved = await app.inject('PATCH', `/api/dcim/racks/${racks[0].id}/`, { token, body: { site: sites[1].id, status: 'reserved' } });
    expect(moved.status).toBe(403);
    expect(moved.body).toEqual(NO_PERMISSION);
    expect((await app.inject('GET', `/api/dcim/racks/${racks[0].id}/`)).body.site.id).toBe(sites[0].id);
  });
});
