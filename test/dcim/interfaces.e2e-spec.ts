import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, post } from '../helpers/dcim';

/** Interfaces (docs/models.md §1.12). */
describe('dcim interfaces', () => {
  let app: TestApp;
  type Json = Record<string, any>;
  let dev1: Json;
  let dev2: Json;

  const list = async (query: string) => {
    const res = await app.inject('GET', `/api/dcim/interfaces/?${query}&limit=1000`);
    expect(res.status).toBe(200);
    return res.body.results as Json[];
  };

  beforeAll(async () => {
    app = await startApp();
    const { site, deviceType, role } = await deviceBasics(app, 'If');
    [dev1, dev2] = await post<Json[]>(app, '/api/dcim/devices/', [
      { name: 'if-b', site: site.id, device_type: deviceType.id, role: role.id },
      { name: 'if-a', site: site.id, device_type: deviceType.id, role: role.id },
    ]);
    // created out of order on purpose
    const names = ['Gi1/0/10', 'Gi1/0/2', 'Gi1/0/1', 'Gi1/1/1', 'Gi2/0/1', 'Gi1/0/20', 'Gi1/0/3'];
    await post(
      app,
      '/api/dcim/interfaces/',
      names.map((name) => ({ device: dev1.id, name, type: '1000base-t' })),
    );
    await post(app, '/api/dcim/interfaces/', [
      { device: dev1.id, name: 'Vlan100', type: 'virtual' },
      { device: dev1.id, name: 'Bridge0', type: 'bridge' },
      { device: dev1.id, name: 'Po1', type: 'lag' },
      { device: dev1.id, name: 'wlan0', type: 'ieee802.11ac' },
      { device: dev2.id, name: 'eth0', type: '1000base-t' },
      { device: dev2.id, name: 'Vlan2', type: 'virtual' },
    ]);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('within a device, names sort naturally (Gi1/0/2 before Gi1/0/10)', async () => {
    const gi = (await list(`device_id=${dev1.id}`)).map((i) => i.name).filter((n) => n.startsWith('Gi'));
    expect(gi).toEqual(['Gi1/0/1', 'Gi1/0/2', 'Gi1/0/3', 'Gi1/0/10', 'Gi1/0/20', 'Gi1/1/1', 'Gi2/0/1']);
  });

  it('the default order is by device (the device’s name), then natural name', async () => {
    const all = await list('');
    const devices = all.map((i) => i.device.name);
    expect(devices).toEqual([...Array(2).fill('if-a'), ...Array(all.length - 2).fill('if-b')]);
  });

  it('pages chosen through the device join (pageOrder) follow the same order as the whole list', async () => {
    const all = (await list('')).map((i) => i.id);
    const paged: number[] = [];
    for (let offset = 0; offset < all.length; offset += 3) {
      const res = await app.inject('GET', `/api/dcim/interfaces/?limit=3&offset=${offset}`);
      paged.push(...(res.body.results as Json[]).map((i) => i.id));
    }
    expect(paged).toEqual(all);
    expect(new Set(all).size).toBe(all.length);
  });

  it('a filtered list prepared once answers each later value with its own rows (generic plans after five runs)', async () => {
    for (let round = 0; round < 4; round++) {
      for (const dev of [dev1, dev2]) {
        const rows = await list(`device_id=${dev.id}`);
        expect(rows.length).toBe(dev === dev1 ? 11 : 2);
        expect(new Set(rows.map((i) => i.device.id))).toEqual(new Set([dev.id]));
      }
    }
  });

  it('a rename keeps the natural order', async () => {
    const [gi3] = await list(`device_id=${dev1.id}&name=Gi1/0/3`);
    const res = await app.inject('PATCH', `/api/dcim/interfaces/${gi3.id}/`, { body: { name: 'Gi1/0/15' } });
    expect(res.status).toBe(200);
    const gi = (await list(`device_id=${dev1.id}`)).map((i) => i.name).filter((n) => n.startsWith('Gi'));
    expect(gi).toEqual(['Gi1/0/1', 'Gi1/0/2', 'Gi1/0/10', 'Gi1/0/15', 'Gi1/0/20', 'Gi1/1/1', 'Gi2/0/1']);
  });

  it('kind=virtual → virtual, bridge and LAG interfaces', async () => {
    const names = (await list('kind=virtual')).map((i) => i.name).sort();
    expect(names).toEqual(['Bridge0', 'Po1', 'Vlan100', 'Vlan2']);
  });

  it('kind=wireless → wireless interfaces', async () => {
    expect((await list('kind=wireless')).map((i) => i.name)).toEqual(['wlan0']);
  });

  it('kind=physical → neither virtual nor wireless', async () => {
    expect((await list(`kind=physical&device_id=${dev2.id}`)).map((i) => i.name)).toEqual(['eth0']);
    const all = (await list(`kind=physical&device_id=${dev1.id}`)).map((i) => i.name);
    expect(all.sort()).toEqual(['Gi1/0/1', 'Gi1/0/10', 'Gi1/0/15', 'Gi1/0/2', 'Gi1/0/20', 'Gi1/1/1', 'Gi2/0/1']); // after the rename above
  });

  it('device (name) and device_id filters', async () => {
    expect((await list('device=if-a')).map((i) => i.name).sort()).toEqual(['Vlan2', 'eth0']);
    expect((await list(`device_id=${dev2.id}&type=virtual`)).map((i) => i.name)).toEqual(['Vlan2']);
  });

  it('interface names are unique per device → 400 on name', async () => {
    const res = await app.inject('POST', '/api/dcim/interfaces/', { body: { device: dev2.id, name: 'eth0', type: '1000base-t' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['name']);
    const other = await app.inject('POST', '/api/dcim/interfaces/', { body: { device: dev1.id, name: 'eth0', type: '1000base-t' } });
    expect(other.status).toBe(201);
  });

  it('brief interface: {id, url, display, device, name, description, cable, _occupied} with a nested device', async () => {
    const [one] = (await app.inject('GET', `/api/dcim/interfaces/?device_id=${dev2.id}&brief=1&limit=1`)).body.results;
    expect(Object.keys(one)).toEqual(['id', 'url', 'display', 'device', 'name', 'description', 'cable', '_occupied']);
    expect(one.device).toEqual(expect.objectContaining({ id: dev2.id, name: 'if-a', display: 'if-a' }));
  });

  it('deleting the device deletes its interfaces', async () => {
    expect((await list(`device_id=${dev2.id}`)).length).toBeGreaterThan(0);
    const ids = (await list(`device_id=${dev2.id}`)).map((i) => i.id);
    expect((await app.inject('DELETE', `/api/dcim/devices/${dev2.id}/`)).status).toBe(204);
    for (const id of ids) expect((await app.inject('GET', `/api/dcim/interfaces/${id}/`)).status).toBe(404);
    expect((await list(`device_id=${dev1.id}`)).length).toBe(12);
  });
});
