import { startApp, TestApp } from '../helpers/app';
import { make, post } from '../helpers/dcim';
import { member } from '../helpers/users';

/**
 * The write path's import mode (X-Import-Keep-Id: 1, superusers only): a POST keeps the given ids and
 * timestamps and moves the id sequence past them; the steps deriving objects (a device's components) and
 * history (change records, events) do not run.
 */

const IMPORT = { 'X-Import-Keep-Id': '1' };

describe('import mode of the write path', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  it('keeps the given ids and timestamps, and later creates continue after them', async () => {
    const res = await app.inject('POST', '/api/dcim/manufacturers/', {
      headers: IMPORT,
      body: [
        { id: 40, name: 'Forty', slug: 'forty', created: '2020-01-02T03:04:05.123456Z', last_updated: '2021-02-03T04:05:06Z' },
        { id: 7, name: 'Seven', slug: 'seven' },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.map((m: { id: number }) => m.id)).toEqual([40, 7]);
    expect(res.body[0].created).toBe('2020-01-02T03:04:05.123456Z');
    expect(res.body[0].last_updated).toBe('2021-02-03T04:05:06Z');
    const next = await make.manufacturer(app, 'Next');
    expect(next.id).toBe(41);
  });

  it('refuses an id that is taken, or given twice, with the object left unwritten', async () => {
    const res = await app.inject('POST', '/api/dcim/manufacturers/', {
      headers: IMPORT,
      body: [
        { id: 40, name: 'Again', slug: 'again' },
        { id: 90, name: 'A', slug: 'a' },
        { id: 90, name: 'B', slug: 'b' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body[0].id).toEqual(['manufacturer with this id already exists.']);
    expect(res.body[2].id).toEqual(['manufacturer with this id already exists.']);
    expect((await app.inject('GET', '/api/dcim/manufacturers/90/')).status).toBe(404);
    const bad = await app.inject('POST', '/api/dcim/manufacturers/', {
      headers: IMPORT,
      body: { id: -3, name: 'Neg', slug: 'neg', created: 'soon' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ id: ['A valid positive integer is required.'], created: ['Datetime has wrong format.'] });
  });

  it('without the header an id in the body is ignored, as NetBox does', async () => {
    const made = await post(app, '/api/dcim/manufacturers/', { id: 500, name: 'Plain', slug: 'plain' });
    expect(made.id).not.toBe(500);
  });

  it('is refused to anyone but a superuser, and for a value other than 1 or 0', async () => {
    const someone = await member(app, 'importer', [{ object_types: ['dcim.manufacturer'], actions: ['add', 'change'] }]);
    const res = await app.inject('POST', '/api/dcim/manufacturers/', {
      token: someone.token,
      headers: IMPORT,
      body: { id: 300, name: 'X', slug: 'x' },
    });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe('Only a superuser may import with X-Import-Keep-Id.');
    const odd = await app.inject('POST', '/api/dcim/manufacturers/', { headers: { 'X-Import-Keep-Id': 'yes' }, body: { name: 'Y', slug: 'y' } });
    expect(odd.status).toBe(403);
  });

  it('creates a device without its type’s components, records no change, and a PATCH keeps the given last_updated', async () => {
    const maker = await make.manufacturer(app, 'Tmpl Maker');
    const type = await make.deviceType(app, 'Tmpl Model', maker.id);
    await post(app, '/api/dcim/interface-templates/', { device_type: type.id, name: 'eth0', type: '1000base-t' });
    const site = await make.site(app, 'Import Site');
    const role = await make.deviceRole(app, 'Import Role');
    const changesBefore = (await app.inject('GET', '/api/core/object-changes/?limit=1')).body.count;
    const res = await app.inject('POST', '/api/dcim/devices/', {
      headers: IMPORT,
      body: [{ id: 77, name: 'copied', device_type: type.id, role: role.id, site: site.id }],
    });
    expect(res.status).toBe(201);
    expect((await app.inject('GET', '/api/dcim/interfaces/?device_id=77')).body.count).toBe(0);
    expect((await app.inject('GET', '/api/core/object-changes/?limit=1')).body.count).toBe(changesBefore);
    const patched = await app.inject('PATCH', '/api/dcim/devices/', {
      headers: IMPORT,
      body: [{ id: 77, serial: 'S1', last_updated: '2022-05-06T07:08:09Z' }],
    });
    expect(patched.status).toBe(200);
    expect(patched.body[0]).toMatchObject({ serial: 'S1', last_updated: '2022-05-06T07:08:09Z' });
    // the same POST without the header instantiates the templates, as always
    const normal = await post(app, '/api/dcim/devices/', { name: 'normal', device_type: type.id, role: role.id, site: site.id });
    expect((await app.inject('GET', `/api/dcim/interfaces/?device_id=${normal.id}`)).body.count).toBe(1);
  });

  describe('change records added as history (POST /api/core/object-changes/import/)', () => {
    const HISTORY = '/api/core/object-changes/import/';
    const record = (over: Record<string, unknown> = {}) => ({
      id: 9001,
      time: '2023-01-02T03:04:05.678901Z',
      user_name: 'admin',
      request_id: '11111111-2222-4333-8444-555555555555',
      action: 'update',
      changed_object_type: 'dcim.site',
      changed_object_id: 4242,
      object_repr: 'Gone site',
      message: 'moved',
      prechange_data: { name: 'Old' },
      postchange_data: { name: 'Gone site' },
      ...over,
    });

    it('adds them as given, with the id kept, the user by name, no event, and a second time adds nothing', async () => {
      const outboxBefore = await app.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events_outbox');
      const first = await app.inject('POST', HISTORY, { body: [record(), record({ id: 9001, action: 'delete', time: '2023-01-03T00:00:00Z' })] });
      expect([first.status, first.body]).toEqual([201, { created: 2, skipped: 0 }]);
      const kept = (await app.inject('GET', '/api/core/object-changes/9001/')).body;
      expect(kept).toMatchObject({
        time: '2023-01-02T03:04:05.678901Z',
        user: { username: 'admin' },
        action: { value: 'update' },
        changed_object_type: 'dcim.site',
        changed_object_id: 4242,
        object_repr: 'Gone site',
        message: 'moved',
        prechange_data: { name: 'Old' },
        postchange_data: { name: 'Gone site' },
      });
      // the second record's id was taken: it got the next free one
      const deleted = (await app.inject('GET', '/api/core/object-changes/?action=delete&changed_object_id=4242')).body.results;
      expect(deleted).toHaveLength(1);
      expect(deleted[0].id).not.toBe(9001);
      const again = await app.inject('POST', HISTORY, { body: [record(), record({ id: 9001, action: 'delete', time: '2023-01-03T00:00:00Z' })] });
      expect(again.body).toEqual({ created: 0, skipped: 2 });
      const outboxAfter = await app.server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events_outbox');
      expect(outboxAfter[0].n).toBe(outboxBefore[0].n);
    });

    it('refuses anyone but a superuser, and bad records with a 400 naming each fault, adding none', async () => {
      const someone = await member(app, 'historian', [{ object_types: ['core.objectchange'], actions: ['view', 'add'] }]);
      const refused = await app.inject('POST', HISTORY, { token: someone.token, body: [record({ id: 9100 })] });
      expect(refused.status).toBe(403);
      const bad = await app.inject('POST', HISTORY, {
        body: [
          record({ id: 9101, request_id: '11111111-2222-4333-8444-000000000001' }),
          record({ time: 'later', action: 'rename', changed_object_type: 'site' }),
        ],
      });
      expect(bad.status).toBe(400);
      expect(bad.body[0]).toEqual({});
      expect(Object.keys(bad.body[1]).sort()).toEqual(['action', 'changed_object_type', 'time']);
      expect((await app.inject('GET', '/api/core/object-changes/9101/')).status).toBe(404);
      expect((await app.inject('POST', HISTORY, { body: { not: 'a list' } })).status).toBe(400);
    });
  });
});
