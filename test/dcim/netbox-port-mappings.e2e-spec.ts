import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';

/**
 * NetBox 4.6.8's dcim/tests/test_port_mappings.py: port mappings (PortMapping, PortTemplateMapping) are
 * change-logged. A port write records only the mappings it creates or deletes (unchanged ones keep their id
 * and record nothing), in the same request as the port; a port's delete records its mappings' deletes.
 */
describe('NetBox port mappings: change records', () => {
  let app: TestApp;
  type Json = Record<string, any>;
  let device: Json;
  let deviceType: Json;
  let rears: Json[];
  let front: Json;

  const sql = <T = Json>(text: string, params: unknown[] = []) => app.server.db.query<T>(text, params);
  const mappingIds = async (frontId: number) =>
    (await sql<{ id: number }>('SELECT id FROM dcim_portmapping WHERE front_port_id = $1 ORDER BY front_port_position', [frontId])).map((r) => r.id);
  /** the change records of `type` (oldest first), as the API shows them */
  const changes = async (type: string, action?: string) => {
    const res = await app.inject('GET', `/api/core/object-changes/?changed_object_type=${type}${action ? `&action=${action}` : ''}&limit=0`);
    expect(res.status).toBe(200);
    return (res.body.results as Json[]).reverse();
  };
  const clear = () => sql('DELETE FROM core_objectchange');

  beforeAll(async () => {
    app = await startApp();
    const basics = await deviceBasics(app, 'Pm');
    deviceType = basics.deviceType;
    device = await make.device(app, { name: 'pm-1', device_type: deviceType.id, role: basics.role.id, site: basics.site.id });
    rears = await post<Json[]>(
      app,
      '/api/dcim/rear-ports/',
      [1, 2, 3].map((i) => ({ device: device.id, name: `Rear Port ${i}`, type: '8p8c', positions: 4 })),
    );
  });

  afterAll(async () => {
    await app?.close();
  });

  it('a front port created with rear_ports records a create per mapping, after the port, in its request', async () => {
    await clear();
    const res = await app.inject('POST', '/api/dcim/front-ports/', {
      body: {
        device: device.id,
        name: 'Front Port 1',
        type: '8p8c',
        positions: 2,
        rear_ports: [
          { position: 1, rear_port: rears[0].id, rear_port_position: 1 },
          { position: 2, rear_port: rears[1].id, rear_port_position: 1 },
        ],
      },
    });
    expect(res.status).toBe(201);
    front = res.body;
    const ids = await mappingIds(front.id);
    expect(ids).toHaveLength(2);
    const created = await changes('dcim.portmapping', 'create');
    expect(created.map((c) => c.changed_object_id).sort()).toEqual([...ids].sort());
    expect(created[0]).toMatchObject({
      action: { value: 'create', label: 'Created' },
      changed_object_type: 'dcim.portmapping',
      changed_object_id: ids[0],
      object_repr: 'Front Port 1:1 to Rear Port 1:1',
      prechange_data: {}, // NetBox's prechange_data_clean of none
      postchange_data: { device: device.id, front_port: front.id, front_port_position: 1, rear_port: rears[0].id, rear_port_position: 1 },
    });
    const port = (await changes('dcim.frontport'))[0];
    expect(created.every((c) => c.request_id === port.request_id)).toBe(true);
    expect(created.every((c) => c.id > port.id)).toBe(true);
  });

  it('re-saving the same mappings writes nothing; a PATCH without rear_ports leaves them', async () => {
    const before = await mappingIds(front.id);
    await clear();
    let res = await app.inject('PATCH', `/api/dcim/front-ports/${front.id}/`, { body: { rear_ports: front.rear_ports } });
    expect(res.status).toBe(200);
    res = await app.inject('PATCH', `/api/dcim/front-ports/${front.id}/`, { body: { description: 'Updated' } });
    expect(res.status).toBe(200);
    expect(await mappingIds(front.id)).toEqual(before);
    expect(await changes('dcim.portmapping')).toEqual([]);
  });

  it('re-pointing one slot deletes and creates that mapping only; the unchanged one keeps its id', async () => {
    const [kept, repointed] = await mappingIds(front.id);
    await clear();
    const res = await app.inject('PATCH', `/api/dcim/front-ports/${front.id}/`, {
      body: {
        rear_ports: [
          { position: 1, rear_port: rears[0].id, rear_port_position: 1 },
          { position: 2, rear_port: rears[2].id, rear_port_position: 3 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const now = await mappingIds(front.id);
    expect(now[0]).toBe(kept);
    const records = await changes('dcim.portmapping');
    expect(records.map((c) => [c.action.value, c.changed_object_id])).toEqual([
      ['delete', repointed],
      ['create', now[1]],
    ]);
    expect(records[0]).toMatchObject({
      object_repr: 'Front Port 1:2 to Rear Port 2:1',
      prechange_data: { device: device.id, front_port: front.id, front_port_position: 2, rear_port: rears[1].id, rear_port_position: 1 },
      postchange_data: {},
    });
    expect(records[1].postchange_data).toEqual({
      device: device.id,
      front_port: front.id,
      front_port_position: 2,
      rear_port: rears[2].id,
      rear_port_position: 3,
    });
  });

  it('removing a mapping (from the rear port side) records its delete and no create', async () => {
    const [first] = await mappingIds(front.id);
    await clear();
    const res = await app.inject('PATCH', `/api/dcim/rear-ports/${rears[0].id}/`, { body: { front_ports: [] } });
    expect(res.status).toBe(200);
    expect((await changes('dcim.portmapping')).map((c) => [c.action.value, c.changed_object_id])).toEqual([['delete', first]]);
  });

  it('deleting a port records the delete of its mappings, before the port’s own', async () => {
    const [left] = await mappingIds(front.id);
    await clear();
    const res = await app.inject('DELETE', `/api/dcim/rear-ports/${rears[2].id}/`);
    expect(res.status).toBe(204);
    const records = await changes('dcim.portmapping');
    expect(records.map((c) => [c.action.value, c.changed_object_id])).toEqual([['delete', left]]);
    expect(records[0].prechange_data).toMatchObject({ front_port: front.id, rear_port: rears[2].id });
    const port = (await changes('dcim.rearport'))[0];
    expect(records[0].id).toBeLessThan(port.id);
  });

  it('a rolled-back port write leaves no mapping records', async () => {
    await clear();
    const res = await app.inject('POST', '/api/dcim/front-ports/', {
      body: [
        { device: device.id, name: 'Front Port 2', type: '8p8c', rear_ports: [{ position: 1, rear_port: rears[1].id, rear_port_position: 2 }] },
        { device: device.id, name: 'Front Port 2', type: '8p8c' },
      ],
    });
    expect(res.status).toBe(400);
    expect(await changes('dcim.portmapping')).toEqual([]);
  });

  it('front port templates: their mappings are change-logged as dcim.porttemplatemapping', async () => {
    const rearTemplate = await post(app, '/api/dcim/rear-port-templates/', { device_type: deviceType.id, name: 'RT1', type: '8p8c', positions: 2 });
    await clear();
    const frontTemplate = await post(app, '/api/dcim/front-port-templates/', {
      device_type: deviceType.id,
      name: 'FT1',
      type: '8p8c',
      rear_ports: [{ position: 1, rear_port: rearTemplate.id, rear_port_position: 2 }],
    });
    const [id] = (await sql<{ id: number }>('SELECT id FROM dcim_porttemplatemapping WHERE front_port_id = $1', [frontTemplate.id])).map((r) => r.id);
    const created = await changes('dcim.porttemplatemapping', 'create');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      changed_object_id: id,
      object_repr: 'FT1:1 to RT1:2',
      postchange_data: {
        device_type: deviceType.id,
        module_type: null,
        front_port: frontTemplate.id,
        front_port_position: 1,
        rear_port: rearTemplate.id,
        rear_port_position: 2,
      },
    });
    await clear();
    expect((await app.inject('DELETE', `/api/dcim/front-port-templates/${frontTemplate.id}/`)).status).toBe(204);
    expect((await changes('dcim.porttemplatemapping')).map((c) => [c.action.value, c.changed_object_id])).toEqual([['delete', id]]);
  });
});
