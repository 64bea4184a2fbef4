import { startApp, TestApp } from '../helpers/app';
import { makeV } from '../helpers/circuits-virtualization';
import { deviceBasics, make, post } from '../helpers/dcim';
import { getStatements } from '../helpers/query-count';

type Json = Record<string, any>;

/**
 * The user's spec (§2.1 rule 3, §2.2): an interface nested in another object (an IP address's
 * `assigned_object`, a MAC address's, an interface's `parent`) carries `connection_status` as NetBox 2.x
 * did: Connected while its cable path is active, Planned while it is not, null without a path. `?brief=1`
 * rows of interfaces keep NetBox 4.6's brief keys exactly; VM interfaces (never cabled) have no such field.
 */
describe('nested interface connection_status', () => {
  let app: TestApp;
  let dev: Json;
  let peer: Json;
  let site: Json;
  const BRIEF_KEYS = ['id', 'url', 'display', 'device', 'name', 'description', 'cable', '_occupied'];
  const CONNECTED = { value: true, label: 'Connected' };
  const PLANNED = { value: false, label: 'Planned' };
  const get = async (path: string) => (await app.inject('GET', path)).body;
  const address = (ip: string, iface: Json) =>
    post(app, '/api/ipam/ip-addresses/', { address: ip, assigned_object_type: 'dcim.interface', assigned_object_id: iface.id });
  const cable = (a: Json, b: Json, status: string) =>
    post(app, '/api/dcim/cables/', {
      status,
      a_terminations: [{ object_type: 'dcim.interface', object_id: a.id }],
      b_terminations: [{ object_type: 'dcim.interface', object_id: b.id }],
    });

  beforeAll(async () => {
    app = await startApp();
    const basics = await deviceBasics(app, 'NIS');
    site = basics.site;
    const device = (name: string) => make.device(app, { name, site: basics.site.id, device_type: basics.deviceType.id, role: basics.role.id });
    dev = await device('nis-1');
    peer = await device('nis-2');
  });

  afterAll(async () => {
    await app?.close();
  });

  it('an IP address on an uncabled interface: connection_status null, after the brief keys', async () => {
    const iface = await make.interface(app, dev.id, 'uncabled0');
    const ip = await address('10.77.0.1/24', iface);
    expect(Object.keys(ip.assigned_object)).toEqual([...BRIEF_KEYS, 'connection_status']);
    expect(ip.assigned_object).toMatchObject({ id: iface.id, name: 'uncabled0', device: { id: dev.id }, cable: null, connection_status: null });
  });

  it('a connected cable: Connected; a planned one: Planned; changing the status follows', async () => {
    const [a, b, c, d] = [await make.interface(app, dev.id, 'con0'), await make.interface(app, peer.id, 'con1')].concat([
      await make.interface(app, dev.id, 'plan0'),
      await make.interface(app, peer.id, 'plan1'),
    ]);
    const connected = await cable(a, b, 'connected');
    const planned = await cable(c, d, 'planned');
    const onA = await address('10.77.1.1/24', a);
    const onC = await address('10.77.2.1/24', c);
    expect(onA.assigned_object).toMatchObject({ id: a.id, cable: { id: connected.id }, connection_status: CONNECTED });
    expect(onC.assigned_object).toMatchObject({ id: c.id, cable: { id: planned.id }, connection_status: PLANNED });

    const patched = await app.inject('PATCH', `/api/dcim/cables/${planned.id}/`, { body: { status: 'connected' } });
    expect(patched.status).toBe(200);
    expect((await get(`/api/ipam/ip-addresses/${onC.id}/`)).assigned_object.connection_status).toEqual(CONNECTED);
    expect((await app.inject('DELETE', `/api/dcim/cables/${connected.id}/`)).status).toBe(204);
    expect((await get(`/api/ipam/ip-addresses/${onA.id}/`)).assigned_object).toMatchObject({ cable: null, connection_status: null });
  });

  it('other nested interfaces carry it too: a MAC address assignment, an interface parent (foreign key)', async () => {
    const a = await make.interface(app, dev.id, 'mac0');
    const b = await make.interface(app, peer.id, 'mac1');
    await cable(a, b, 'planned');
    const mac = await post(app, '/api/dcim/mac-addresses/', {
      mac_address: '00:11:22:33:44:55',
      assigned_object_type: 'dcim.interface',
      assigned_object_id: a.id,
    });
    expect(mac.assigned_object).toMatchObject({ id: a.id, connection_status: PLANNED });
    const child = await make.interface(app, dev.id, 'mac0.10', { type: 'virtual', parent: a.id });
    expect(child.parent).toMatchObject({ id: a.id, connection_status: PLANNED });
  });

  it('interfaces themselves: ?brief=1 rows have exactly NetBox brief keys; the complete form has no connection_status', async () => {
    const list = await get(`/api/dcim/interfaces/?brief=1&device_id=${dev.id}`);
    expect(list.results.length).toBeGreaterThan(3);
    for (const row of list.results) expect(Object.keys(row).sort()).toEqual([...BRIEF_KEYS].sort());
    const one = (await get(`/api/dcim/interfaces/?device_id=${dev.id}&cabled=true`)).results[0];
    expect(one.cable).not.toBeNull();
    expect(one).not.toHaveProperty('connection_status');
  });

  it('a VM interface nested in an IP address has no connection_status (NetBox 2.x nested VM interfaces had none)', async () => {
    const vm = await makeV.vm(app, 'nis-vm', { site: site.id });
    const vmif = await makeV.vmInterface(app, vm.id, 'veth0');
    const ip = await post(app, '/api/ipam/ip-addresses/', {
      address: '10.77.9.1/24',
      assigned_object_type: 'virtualization.vminterface',
      assigned_object_id: vmif.id,
    });
    expect(ip.assigned_object).toMatchObject({ id: vmif.id, virtual_machine: { id: vm.id } });
    expect(ip.assigned_object).not.toHaveProperty('connection_status');
  });

  it('a list of addresses on cabled interfaces takes the same statements for 2 and 12 of them', async () => {
    const url = '/api/ipam/ip-addresses/?limit=100&parent=10.78.0.0/16';
    const pair = async (i: number) => {
      const a = await make.interface(app, dev.id, `qc${i}a`);
      const b = await make.interface(app, peer.id, `qc${i}b`);
      await cable(a, b, i % 2 ? 'planned' : 'connected');
      await address(`10.78.${i}.1/24`, a);
    };
    for (let i = 0; i < 2; i++) await pair(i);
    await getStatements(app, url); // warm-up
    const few = await getStatements(app, url);
    for (let i = 2; i < 12; i++) await pair(i);
    const many = await getStatements(app, url);
    expect(many.result.body.results).toHaveLength(12);
    expect(many.result.body.results.map((r: Json) => r.assigned_object.connection_status.label).sort()).toEqual([
      ...Array(6).fill('Connected'),
      ...Array(6).fill('Planned'),
    ]);
    expect(many.queries).toBe(few.queries);
  });
});
