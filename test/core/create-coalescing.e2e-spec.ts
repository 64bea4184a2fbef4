import { startApp, TestApp, TestResponse } from '../helpers/app';
import { deviceBasics, post } from '../helpers/dcim';

type Json = Record<string, any>;

/**
 * Single POSTs that arrive together are written together (core/api/write-coalescer.ts), and each request
 * still gets exactly what it would have got alone: its object, its Location, its errors, and a change
 * record and outbox row naming its own request id.
 */
describe('coalesced creates', () => {
  let app: TestApp;
  const sql = <T = Json>(text: string, params: unknown[] = []) => app.server.db.query<T>(text, params);

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const postAll = (path: string, bodies: Json[]) => Promise.all(bodies.map((body) => app.inject('POST', path, { body })));

  /** the change record and outbox row of each response, by its X-Request-ID */
  async function recordsOf(responses: TestResponse[], objectType: string) {
    const requestIds = responses.map((r) => r.headers['x-request-id'] as string);
    const changes = await sql<{ request_id: string; changed_object_id: number; action: string; tx: string }>(
      `SELECT request_id, changed_object_id, action, xmin::text AS tx FROM core_objectchange
        WHERE changed_object_type = $1 AND request_id = ANY($2::uuid[]) ORDER BY id`,
      [objectType, requestIds],
    );
    const outbox = await sql<{ request_id: string; object_id: number; event: string }>(
      `SELECT request_id, object_id, event FROM events_outbox WHERE object_type = $1 AND request_id = ANY($2::uuid[]) ORDER BY id`,
      [objectType, requestIds],
    );
    return { requestIds, changes, outbox };
  }

  it('writes concurrent creates together, each with its own response, Location, change record and event', async () => {
    const bodies = Array.from({ length: 16 }, (_, i) => ({ name: `Coalesced ${i}`, slug: `coalesced-${i}`, description: `number ${i}` }));
    const responses = await postAll('/api/dcim/sites/', bodies);
    responses.forEach((res, i) => {
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name: `Coalesced ${i}`, slug: `coalesced-${i}`, description: `number ${i}` });
      expect(res.headers.location).toBe(res.body.url);
    });
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(16);

    const { requestIds, changes, outbox } = await recordsOf(responses, 'dcim.site');
    expect(changes).toHaveLength(16);
    expect(outbox).toHaveLength(16);
    responses.forEach((res, i) => {
      expect(changes.filter((c) => c.request_id === requestIds[i]).map((c) => [c.changed_object_id, c.action])).toEqual([[res.body.id, 'create']]);
      expect(outbox.filter((o) => o.request_id === requestIds[i]).map((o) => [Number(o.object_id), o.event])).toEqual([[res.body.id, 'created']]);
    });
    // records written in one transaction share its id (xmin): some requests were written together
    const perTransaction = new Map<string, number>();
    for (const c of changes) perTransaction.set(c.tx, (perTransaction.get(c.tx) ?? 0) + 1);
    expect(Math.max(...perTransaction.values())).toBeGreaterThan(1);

    // each object reads back as its response showed it
    for (const res of responses.slice(0, 3)) expect((await app.inject('GET', `/api/dcim/sites/${res.body.id}/`)).body).toEqual(res.body);
  });

  it('an invalid body and a clash between two bodies fail alone; the others are written', async () => {
    const alone = await app.inject('POST', '/api/dcim/sites/', { body: { name: 'Lone bad', slug: 'lone-bad', status: 'no-such-status' } });
    expect(alone.status).toBe(400);
    const bodies: Json[] = Array.from({ length: 10 }, (_, i) => ({ name: `Mixed ${i}`, slug: `mixed-${i}` }));
    bodies[4] = { name: 'Mixed bad', slug: 'mixed-bad', status: 'no-such-status' };
    bodies[7] = { name: 'Mixed twin', slug: 'mixed-twin' };
    bodies[8] = { name: 'Mixed twin again', slug: 'mixed-twin' };
    const responses = await postAll('/api/dcim/sites/', bodies);

    expect(responses[4].status).toBe(400);
    expect(responses[4].body).toEqual(alone.body);
    const twins = [responses[7], responses[8]];
    expect(twins.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(twins.find((r) => r.status === 400)!.body).toEqual({ slug: ['site with this slug already exists.'] });
    const written = responses.filter((r) => r.status === 201);
    expect(written).toHaveLength(8);
    for (const res of written) expect(res.body.name).toBe(bodies[responses.indexOf(res)].name);

    const { changes, outbox } = await recordsOf(responses, 'dcim.site');
    expect(changes.map((c) => c.changed_object_id).sort()).toEqual(written.map((r) => r.body.id).sort());
    expect(outbox).toHaveLength(8);
    expect((await sql(`SELECT id FROM dcim_site WHERE slug = 'mixed-bad'`)).length).toBe(0);
    expect((await sql(`SELECT id FROM dcim_site WHERE slug = 'mixed-twin'`)).length).toBe(1);
  });

  it('creates that derive other objects (components from templates) record them under their own request', async () => {
    const { site, deviceType, role } = await deviceBasics(app, 'Coalesce');
    await post(app, '/api/dcim/interface-templates/', [
      { device_type: deviceType.id, name: 'eth0', type: '1000base-t' },
      { device_type: deviceType.id, name: 'eth1', type: '1000base-t' },
    ]);
    const bodies = Array.from({ length: 8 }, (_, i) => ({ name: `Coalesced device ${i}`, site: site.id, device_type: deviceType.id, role: role.id }));
    const responses = await postAll('/api/dcim/devices/', bodies);
    responses.forEach((res) => expect(res.status).toBe(201));

    const devices = await recordsOf(responses, 'dcim.device');
    const interfaces = await recordsOf(responses, 'dcim.interface');
    responses.forEach((res, i) => {
      expect(devices.changes.filter((c) => c.request_id === devices.requestIds[i]).map((c) => c.changed_object_id)).toEqual([res.body.id]);
      expect(interfaces.changes.filter((c) => c.request_id === devices.requestIds[i])).toHaveLength(2);
    });
    const owners = await sql<{ n: number }>(`SELECT count(DISTINCT device_id)::int AS n FROM dcim_interface WHERE device_id = ANY($1::bigint[])`, [
      responses.map((r) => r.body.id),
    ]);
    expect(owners[0].n).toBe(8);
    for (const res of responses) expect(res.body.interface_count).toBe(2);
  });

  it('creates reaching the service under different host names are answered each with its own links', async () => {
    const hosts = ['one.example', 'two.example'];
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        app.inject('POST', '/api/tenancy/tenants/', { headers: { host: hosts[i % 2] }, body: { name: `Hosts ${i}`, slug: `hosts-${i}` } }),
      ),
    );
    responses.forEach((res, i) => {
      expect(res.status).toBe(201);
      expect(res.body.name).toBe(`Hosts ${i}`);
      expect(res.body.url).toBe(`http://${hosts[i % 2]}/api/tenancy/tenants/${res.body.id}/`);
      expect(res.headers.location).toBe(res.body.url);
    });
  });
});
