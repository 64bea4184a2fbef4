import { startApp, TestApp, TestResponse } from '../helpers/app';
import { post } from '../helpers/dcim';
import { member } from '../helpers/users';

type Json = Record<string, any>;

/**
 * Single PUTs and PATCHes of plain values that arrive together are done together, as one bulk update
 * (core/api/write-coalescer.ts), and each request still gets exactly what it would have got alone: its own
 * object, its errors (404, 400, 403), and a change record and outbox row naming its own request id.
 */
describe('coalesced updates', () => {
  let app: TestApp;
  let sites: Json[];
  const sql = <T = Json>(text: string, params: unknown[] = []) => app.server.db.query<T>(text, params);

  beforeAll(async () => {
    app = await startApp();
    sites = await post<Json[]>(
      app,
      '/api/dcim/sites/',
      Array.from({ length: 16 }, (_, i) => ({ name: `Updated ${i}`, slug: `updated-${i}` })),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  const patchAll = (edits: { id: number; body: Json }[], token?: string) =>
    Promise.all(edits.map(({ id, body }) => app.inject('PATCH', `/api/dcim/sites/${id}/`, { body, ...(token ? { token } : {}) })));

  /** the change records of each response, by its X-Request-ID */
  async function changesOf(responses: TestResponse[]) {
    const requestIds = responses.map((r) => r.headers['x-request-id'] as string);
    const changes = await sql<{ request_id: string; changed_object_id: number; action: string; tx: string; postchange_data: Json }>(
      `SELECT request_id, changed_object_id, action, xmin::text AS tx, postchange_data FROM core_objectchange
        WHERE changed_object_type = 'dcim.site' AND request_id = ANY($1::uuid[]) ORDER BY id`,
      [requestIds],
    );
    const outbox = await sql<{ request_id: string; object_id: number; event: string }>(
      `SELECT request_id, object_id, event FROM events_outbox WHERE object_type = 'dcim.site' AND request_id = ANY($1::uuid[]) ORDER BY id`,
      [requestIds],
    );
    return { requestIds, changes, outbox };
  }

  it('does concurrent updates together, each answered with its own object, change record and event', async () => {
    // the bodies' order differs from the sites' (by name): each answer must still be its own object
    const edits = sites.map((s, i) => ({ id: s.id, body: { description: `edit ${i}`, facility: `F${i}` } })).reverse();
    const responses = await patchAll(edits);
    responses.forEach((res, i) => {
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: edits[i].id, description: edits[i].body.description, facility: edits[i].body.facility });
    });

    const { requestIds, changes, outbox } = await changesOf(responses);
    expect(changes).toHaveLength(16);
    expect(outbox).toHaveLength(16);
    responses.forEach((res, i) => {
      const own = changes.filter((c) => c.request_id === requestIds[i]);
      expect(own.map((c) => [c.changed_object_id, c.action, c.postchange_data.description])).toEqual([
        [edits[i].id, 'update', edits[i].body.description],
      ]);
      expect(outbox.filter((o) => o.request_id === requestIds[i]).map((o) => [Number(o.object_id), o.event])).toEqual([[edits[i].id, 'updated']]);
    });
    // records written in one transaction share its id (xmin): some requests were done together
    const perTransaction = new Map<string, number>();
    for (const c of changes) perTransaction.set(c.tx, (perTransaction.get(c.tx) ?? 0) + 1);
    expect(Math.max(...perTransaction.values())).toBeGreaterThan(1);

    for (const res of responses.slice(0, 3)) expect((await app.inject('GET', `/api/dcim/sites/${res.body.id}/`)).body).toEqual(res.body);
  });

  it('a missing object, an invalid value and a clash between two bodies fail alone; the others are done', async () => {
    const aloneBad = await app.inject('PATCH', `/api/dcim/sites/${sites[0].id}/`, { body: { status: 'no-such-status' } });
    expect(aloneBad.status).toBe(400);
    const aloneMissing = await app.inject('PATCH', '/api/dcim/sites/999999/', { body: { description: 'nobody' } });
    expect(aloneMissing.status).toBe(404);

    const edits: { id: number; body: Json }[] = sites.slice(0, 10).map((s, i) => ({ id: s.id, body: { description: `mixed ${i}` } }));
    edits[3] = { id: 999999, body: { description: 'nobody' } };
    edits[5] = { id: sites[5].id, body: { status: 'no-such-status' } };
    edits[7] = { id: sites[7].id, body: { name: 'Clashing name' } };
    edits[8] = { id: sites[8].id, body: { name: 'Clashing name' } };
    const responses = await patchAll(edits);

    expect([responses[3].status, responses[3].body]).toEqual([404, aloneMissing.body]);
    expect([responses[5].status, responses[5].body]).toEqual([400, aloneBad.body]);
    const twins = [responses[7], responses[8]];
    expect(twins.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(twins.find((r) => r.status === 400)!.body).toEqual({ name: ['site with this name already exists.'] });
    for (const i of [0, 1, 2, 4, 6, 9]) expect([responses[i].status, responses[i].body.description]).toEqual([200, `mixed ${i}`]);
    expect((await sql(`SELECT id FROM dcim_site WHERE name = 'Clashing name'`)).length).toBe(1);
    expect((await sql(`SELECT status FROM dcim_site WHERE id = $1`, [sites[5].id]))[0].status).toBe('active');
  });

  it('two updates of one object both succeed, one after the other', async () => {
    const responses = await patchAll([
      { id: sites[10].id, body: { description: 'first' } },
      { id: sites[11].id, body: { description: 'other' } },
      { id: sites[10].id, body: { description: 'second' } },
      { id: sites[10].id, body: { facility: 'third' } },
    ]);
    responses.forEach((res) => expect(res.status).toBe(200));
    const { changes } = await changesOf(responses);
    expect(changes.filter((c) => c.changed_object_id === sites[10].id)).toHaveLength(3);
    const final = (await app.inject('GET', `/api/dcim/sites/${sites[10].id}/`)).body;
    expect(['first', 'second']).toContain(final.description);
    expect(final.facility).toBe('third');
  });

  it('an object outside the caller’s permitted rows is refused alone', async () => {
    const permitted = [1, 10, 12, 14].map((n) => sites[n].id);
    const carol = await member(app, 'carol-coalesce', [
      { object_types: ['dcim.site'], actions: ['view', 'change'], constraints: { id__in: permitted } },
    ]);
    const edits = [1, 2, 10, 12, 3, 14].map((n) => ({ id: sites[n].id, body: { description: `carol ${n}` } }));
    const responses = await patchAll(edits, carol.token);
    expect(responses.map((r) => r.status)).toEqual([200, 404, 200, 200, 404, 200]);
    expect(responses[0].body.description).toBe('carol 1');
    expect((await sql(`SELECT description FROM dcim_site WHERE id = $1`, [sites[2].id]))[0].description).not.toBe('carol 2');
  });

  it('updates naming a relation are done alone, each in its own transaction', async () => {
    const [tenant] = await post<Json[]>(app, '/api/tenancy/tenants/', [{ name: 'Coalesce tenant', slug: 'coalesce-tenant' }]);
    const edits = sites.slice(0, 8).map((s) => ({ id: s.id, body: { tenant: tenant.id } }));
    const responses = await patchAll(edits);
    responses.forEach((res) => expect([res.status, res.body.tenant?.id]).toEqual([200, tenant.id]));
    const { changes } = await changesOf(responses);
    expect(changes).toHaveLength(8);
    expect(new Set(changes.map((c) => c.tx)).size).toBe(8);
  });
});
