import { startApp, TestApp } from '../helpers/app';

type Json = Record<string, any>;

/**
 * The change log and the event outbox (docs/api-behaviour.md §7, docs/webhooks.md §2): written in the
 * transaction of the change, for single, bulk and cascaded writes, and only when the request committed.
 */
describe('change log and event outbox', () => {
  let app: TestApp;
  const outbox = (where = 'TRUE', params: unknown[] = []) =>
    app.server.db.query<Json>(`SELECT * FROM events_outbox WHERE ${where} ORDER BY id`, params);
  const changes = async (query: string) => (await app.inject('GET', `/api/core/object-changes/?limit=1000&${query}`)).body;

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('records a create with the request id of the response, the user, the message and a snapshot', async () => {
    const res = await app.inject('POST', '/api/dcim/sites/', { body: { name: 'CL Site', slug: 'cl-site', changelog_message: 'built' } });
    expect(res.status).toBe(201);
    const requestId = res.headers['x-request-id'];
    const list = await changes(`request_id=${requestId}`);
    expect(list.count).toBe(1);
    const record = list.results[0];
    expect(record).toMatchObject({
      request_id: requestId,
      user_name: 'admin',
      user: { username: 'admin' },
      action: { value: 'create', label: 'Created' },
      changed_object_type: 'dcim.site',
      changed_object_id: res.body.id,
      changed_object: { id: res.body.id, name: 'CL Site' },
      object_repr: 'CL Site',
      message: 'built',
      prechange_data: {},
    });
    expect(record.postchange_data).toMatchObject({ name: 'CL Site', slug: 'cl-site', status: 'active', region: null, tags: [] });
    expect(record.postchange_data).not.toHaveProperty('created');
    expect(record.display).toBe('DCIM | site CL Site created by admin');
    // the same record at the spec's path
    const extras = await app.inject('GET', `/api/extras/object-changes/${record.id}/`);
    expect(extras.status).toBe(200);
    expect(extras.body.id).toBe(record.id);
    // and an outbox row carrying the REST representation with relative URLs
    const rows = await outbox('request_id = $1', [requestId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: 'created', object_type: 'dcim.site', username: 'admin', prechange: null });
    expect(rows[0].data).toMatchObject({ id: res.body.id, url: `/api/dcim/sites/${res.body.id}/`, name: 'CL Site' });
    expect(rows[0].postchange).toMatchObject({ name: 'CL Site' });
  });

  it('records an update with pre and post state; an update that changes nothing gets no record but still an event', async () => {
    const site = (await app.inject('POST', '/api/dcim/sites/', { body: { name: 'CL Upd', slug: 'cl-upd' } })).body;
    const res = await app.inject('PATCH', `/api/dcim/sites/${site.id}/`, { body: { status: 'planned', changelog_message: 'plan it' } });
    const [record] = (await changes(`request_id=${res.headers['x-request-id']}`)).results;
    expect(record.action.value).toBe('update');
    expect(record.prechange_data.status).toBe('active');
    expect(record.postchange_data.status).toBe('planned');
    expect(record.message).toBe('plan it');

    const same = await app.inject('PATCH', `/api/dcim/sites/${site.id}/`, { body: { status: 'planned' } });
    expect(same.status).toBe(200);
    expect((await changes(`request_id=${same.headers['x-request-id']}`)).count).toBe(0);
    const events = await outbox('request_id = $1', [same.headers['x-request-id']]);
    expect(events.map((e) => e.event)).toEqual(['updated']);
  });

  it('a bulk update where one object is invalid writes no change record and no outbox row', async () => {
    const a = (await app.inject('POST', '/api/dcim/sites/', { body: { name: 'CL Bulk A', slug: 'cl-bulk-a' } })).body;
    const b = (await app.inject('POST', '/api/dcim/sites/', { body: { name: 'CL Bulk B', slug: 'cl-bulk-b' } })).body;
    const res = await app.inject('PATCH', '/api/dcim/sites/', {
      body: [
        { id: a.id, status: 'planned' },
        { id: b.id, status: 'no-such-status' },
      ],
    });
    expect(res.status).toBe(400);
    const requestId = res.headers['x-request-id'];
    expect((await changes(`request_id=${requestId}`)).count).toBe(0);
    expect(await outbox('request_id = $1', [requestId])).toHaveLength(0);
    expect((await app.inject('GET', `/api/dcim/sites/${a.id}/`)).body.status.value).toBe('active');
  });

  it('a bulk delete records every object with its own changelog_message', async () => {
    const made = await app.inject('POST', '/api/dcim/sites/', {
      body: [
        { name: 'CL Del 1', slug: 'cl-del-1' },
        { name: 'CL Del 2', slug: 'cl-del-2' },
      ],
    });
    const res = await app.inject('DELETE', '/api/dcim/sites/', {
      body: made.body.map((s: Json) => ({ id: s.id, changelog_message: 'decommissioned' })),
    });
    expect(res.status).toBe(204);
    const list = await changes(`request_id=${res.headers['x-request-id']}`);
    expect(list.count).toBe(2);
    for (const record of list.results) {
      expect(record).toMatchObject({ action: { value: 'delete' }, message: 'decommissioned', postchange_data: {}, changed_object: null });
      expect(record.prechange_data.name).toMatch(/^CL Del/);
    }
    const events = await outbox('request_id = $1', [res.headers['x-request-id']]);
    expect(events.map((e) => e.event)).toEqual(['deleted', 'deleted']);
    expect(events[0].data.name).toMatch(/^CL Del/);
    expect(events[0].postchange).toBeNull();
  });

  it('a single DELETE takes changelog_message from its body', async () => {
    const site = (await app.inject('POST', '/api/dcim/sites/', { body: { name: 'CL Del One', slug: 'cl-del-one' } })).body;
    const res = await app.inject('DELETE', `/api/dcim/sites/${site.id}/`, { body: { changelog_message: 'gone' } });
    expect(res.status).toBe(204);
    const [record] = (await changes(`request_id=${res.headers['x-request-id']}`)).results;
    expect(record.message).toBe('gone');
  });

  it('a cascaded delete writes one record per deleted object, related to the parent', async () => {
    const mfr = (await app.inject('POST', '/api/dcim/manufacturers/', { body: { name: 'CL Mfr', slug: 'cl-mfr' } })).body;
    const type = (await app.inject('POST', '/api/dcim/device-types/', { body: { manufacturer: mfr.id, model: 'CL T', slug: 'cl-t' } })).body;
    const role = (await app.inject('POST', '/api/dcim/device-roles/', { body: { name: 'CL Role', slug: 'cl-role' } })).body;
    const site = (await app.inject('POST', '/api/dcim/sites/', { body: { name: 'CL Casc', slug: 'cl-casc' } })).body;
    const device = (await app.inject('POST', '/api/dcim/devices/', { body: { name: 'cl-dev', device_type: type.id, role: role.id, site: site.id } }))
      .body;
    const ifaces = await app.inject('POST', '/api/dcim/interfaces/', {
      body: [
        { device: device.id, name: 'eth0', type: '1000base-t' },
        { device: device.id, name: 'eth1', type: '1000base-t' },
      ],
    });
    const createRecords = await changes(`request_id=${ifaces.headers['x-request-id']}`);
    expect(createRecords.results[0]).toMatchObject({ related_object_type: 'dcim.device', related_object_id: device.id });

    const res = await app.inject('DELETE', `/api/dcim/devices/${device.id}/`);
    expect(res.status).toBe(204);
    const list = await changes(`request_id=${res.headers['x-request-id']}`);
    const byType = list.results.map((r: Json) => `${r.changed_object_type}:${r.action.value}`).sort();
    expect(byType).toEqual(['dcim.device:delete', 'dcim.interface:delete', 'dcim.interface:delete']);
    const events = await outbox('request_id = $1', [res.headers['x-request-id']]);
    expect(events).toHaveLength(3);
    expect(events.every((e) => e.event === 'deleted')).toBe(true);
  });

  it('references nulled by a delete are recorded as updates of the referencing objects', async () => {
    const region = (await app.inject('POST', '/api/dcim/regions/', { body: { name: 'CL Region', slug: 'cl-region' } })).body;
    const site = (await app.inject('POST', '/api/dcim/sites/', { body: { name: 'CL In Region', slug: 'cl-in-region', region: region.id } })).body;
    const res = await app.inject('DELETE', `/api/dcim/regions/${region.id}/`);
    expect(res.status).toBe(204);
    const list = await changes(`request_id=${res.headers['x-request-id']}`);
    const siteRecord = list.results.find((r: Json) => r.changed_object_type === 'dcim.site');
    expect(siteRecord).toMatchObject({ action: { value: 'update' }, changed_object_id: site.id });
    expect(siteRecord.prechange_data.region).toBe(region.id);
    expect(siteRecord.postchange_data.region).toBeNull();
    const events = await outbox('request_id = $1', [res.headers['x-request-id']]);
    expect(events.map((e) => `${e.object_type}:${e.event}`).sort()).toEqual(['dcim.region:deleted', 'dcim.site:updated']);
  });

  it('a delete refused with 409 leaves no record and no event', async () => {
    const tenant = (await app.inject('POST', '/api/tenancy/tenants/', { body: { name: 'CL Tenant', slug: 'cl-tenant' } })).body;
    await app.inject('POST', '/api/dcim/sites/', { body: { name: 'CL Tenant Site', slug: 'cl-tenant-site', tenant: tenant.id } });
    const res = await app.inject('DELETE', `/api/tenancy/tenants/${tenant.id}/`);
    expect(res.status).toBe(409);
    expect((await changes(`request_id=${res.headers['x-request-id']}`)).count).toBe(0);
    expect(await outbox('request_id = $1', [res.headers['x-request-id']])).toHaveLength(0);
  });

  it('coalesces two changes of one object in one request into one event (first prechange, last state)', async () => {
    const site = (await app.inject('POST', '/api/dcim/sites/', { body: { name: 'CL Twice', slug: 'cl-twice' } })).body;
    const res = await app.inject('PATCH', '/api/dcim/sites/', {
      body: [
        { id: site.id, status: 'planned' },
        { id: site.id, status: 'retired' },
      ],
    });
    expect(res.status).toBe(200);
    const events = await outbox('request_id = $1', [res.headers['x-request-id']]);
    expect(events).toHaveLength(1);
    expect(events[0].event).toBe('updated');
    expect(events[0].prechange.status).toBe('active');
    expect(events[0].postchange.status).toBe('retired');
    expect(events[0].data.status.value).toBe('retired');
  });

  it('filters by action, object type and id, user, time and q; object lists by *_by_request', async () => {
    const res = await app.inject('POST', '/api/tenancy/tenants/', { body: { name: 'CL Filter', slug: 'cl-filter' } });
    const requestId = res.headers['x-request-id'];
    const tenantId = res.body.id;
    expect((await changes(`changed_object_type=tenancy.tenant&changed_object_id=${tenantId}`)).count).toBe(1);
    expect((await changes(`action=create&changed_object_type=tenancy.tenant&q=CL Filter`)).count).toBe(1);
    expect((await changes(`user=admin&request_id=${requestId}`)).count).toBe(1);
    expect((await changes(`user_id=1&request_id=${requestId}`)).count).toBe(1);
    expect((await changes(`time_after=2000-01-01T00:00:00Z&request_id=${requestId}`)).count).toBe(1);
    expect((await changes(`time_before=2000-01-01T00:00:00Z&request_id=${requestId}`)).count).toBe(0);
    expect((await app.inject('GET', '/api/core/object-changes/?request_id=not-a-uuid')).status).toBe(400);

    const created = await app.inject('GET', `/api/tenancy/tenants/?created_by_request=${requestId}`);
    expect(created.body.results.map((t: Json) => t.id)).toEqual([tenantId]);
    const upd = await app.inject('PATCH', `/api/tenancy/tenants/${tenantId}/`, { body: { description: 'x' } });
    const updatedId = upd.headers['x-request-id'];
    expect((await app.inject('GET', `/api/tenancy/tenants/?updated_by_request=${updatedId}`)).body.count).toBe(1);
    expect((await app.inject('GET', `/api/tenancy/tenants/?created_by_request=${updatedId}`)).body.count).toBe(0);
    expect((await app.inject('GET', `/api/tenancy/tenants/?modified_by_request=${requestId}`)).body.count).toBe(1);
  });

  it('the change log is read-only', async () => {
    expect((await app.inject('POST', '/api/core/object-changes/', { body: {} })).status).toBe(405);
    const [first] = (await changes('')).results;
    expect((await app.inject('DELETE', `/api/core/object-changes/${first.id}/`)).status).toBe(405);
    expect((await app.inject('GET', '/api/core/')).body['object-changes']).toMatch(/\/api\/core\/object-changes\/$/);
  });
});
