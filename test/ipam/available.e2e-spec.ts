import { startApp, TestApp } from '../helpers/app';
import { ipam } from '../helpers/ipam';
import { member } from '../helpers/users';

type Json = Record<string, any>;

/**
 * The allocation endpoints pynetbox users rely on (docs/models.md §2): available-ips on prefixes and
 * ranges, available-prefixes, available-vlans. GET lists what is free, POST allocates through the generic
 * write path under a lock.
 */
describe('ipam available objects', () => {
  let app: TestApp;
  const addressesOf = (body: Json[]) => body.map((a) => a.address);

  beforeAll(async () => {
    app = await startApp({ PAGINATE_COUNT: '50', MAX_PAGE_SIZE: '1000' });
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('available-ips of a prefix', () => {
    it('lists the usable addresses not in use, with the parent’s mask, family and VRF (pynetbox: prefix.available_ips.list())', async () => {
      const vrf = await ipam.vrf(app, 'Av VRF', { rd: '65000:5' });
      const p = await ipam.prefix(app, '10.40.0.0/29', { vrf: vrf.id });
      await ipam.address(app, '10.40.0.2/29', { vrf: vrf.id });
      await ipam.address(app, '10.40.0.4/24', { vrf: vrf.id }); // any mask counts
      await ipam.address(app, '10.40.0.5/29'); // another VRF (the global table) does not
      const res = await app.inject('GET', `/api/ipam/prefixes/${p.id}/available-ips/`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(
        ['10.40.0.1/29', '10.40.0.3/29', '10.40.0.5/29', '10.40.0.6/29'].map((address) => ({
          family: 4,
          address,
          vrf: { id: vrf.id, url: expect.any(String), display: 'Av VRF (65000:5)', name: 'Av VRF', rd: '65000:5', description: '', prefix_count: 1 },
        })),
      );
      expect(addressesOf((await app.inject('GET', `/api/ipam/prefixes/${p.id}/available-ips/?limit=2`)).body)).toEqual([
        '10.40.0.1/29',
        '10.40.0.3/29',
      ]);
    });

    it('pools and /31 use every address; IPv6 leaves out the subnet-router anycast address; the default limit applies', async () => {
      const pool = await ipam.prefix(app, '10.41.0.0/30', { is_pool: true });
      expect(addressesOf((await app.inject('GET', `/api/ipam/prefixes/${pool.id}/available-ips/`)).body)).toEqual([
        '10.41.0.0/30',
        '10.41.0.1/30',
        '10.41.0.2/30',
        '10.41.0.3/30',
      ]);
      const p2p = await ipam.prefix(app, '10.41.1.0/31');
      expect(addressesOf((await app.inject('GET', `/api/ipam/prefixes/${p2p.id}/available-ips/`)).body)).toEqual(['10.41.1.0/31', '10.41.1.1/31']);
      const v6 = await ipam.prefix(app, '2001:db8:41::/64');
      const list = (await app.inject('GET', `/api/ipam/prefixes/${v6.id}/available-ips/`)).body;
      expect(list).toHaveLength(50);
      expect(list[0]).toEqual({ family: 6, address: '2001:db8:41::1/64', vrf: null });
      expect(list[49].address).toBe('2001:db8:41::32/64');
      const top = await ipam.prefix(app, '255.255.255.248/29');
      expect(addressesOf((await app.inject('GET', `/api/ipam/prefixes/${top.id}/available-ips/?limit=100`)).body)).toHaveLength(6);
      const last = await ipam.prefix(app, 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:fff0/124');
      expect((await app.inject('GET', `/api/ipam/prefixes/${last.id}/available-ips/?limit=100`)).body).toHaveLength(15);
    });

    it('a populated range is not available; a global container sees addresses of every VRF', async () => {
      const p = await ipam.prefix(app, '10.42.0.0/28');
      await ipam.range(app, '10.42.0.2/28', '10.42.0.12/28', { mark_populated: true });
      expect(addressesOf((await app.inject('GET', `/api/ipam/prefixes/${p.id}/available-ips/`)).body)).toEqual([
        '10.42.0.1/28',
        '10.42.0.13/28',
        '10.42.0.14/28',
      ]);
      const container = await ipam.prefix(app, '10.43.0.0/29', { status: 'container' });
      const other = await ipam.vrf(app, 'Av Other');
      await ipam.address(app, '10.43.0.1/29', { vrf: other.id });
      expect(addressesOf((await app.inject('GET', `/api/ipam/prefixes/${container.id}/available-ips/`)).body)[0]).toBe('10.43.0.2/29');
    });

    it('POST {} allocates the next address with the parent’s mask and VRF (pynetbox: available_ips.create())', async () => {
      const vrf = await ipam.vrf(app, 'Av Alloc');
      const p = await ipam.prefix(app, '10.44.0.0/29', { vrf: vrf.id });
      await ipam.address(app, '10.44.0.1/29', { vrf: vrf.id });
      const listed = (await app.inject('GET', `/api/ipam/prefixes/${p.id}/available-ips/`)).body;
      const res = await app.inject('POST', `/api/ipam/prefixes/${p.id}/available-ips/`, {
        body: { description: 'web', status: 'reserved', dns_name: 'web.example.com' },
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        address: listed[0].address,
        vrf: { id: vrf.id },
        description: 'web',
        status: { value: 'reserved' },
        dns_name: 'web.example.com',
      });
      expect(res.body.url).toMatch(new RegExp(`/api/ipam/ip-addresses/${res.body.id}/$`));
      // change records as for any create
      const changes = await app.inject('GET', `/api/core/object-changes/?request_id=${res.headers['x-request-id']}`);
      expect(changes.body.results.map((c: Json) => [c.changed_object_type, c.action.value])).toEqual([['ipam.ipaddress', 'create']]);
      // a list allocates several, in order; prefix_length overrides the mask
      const two = await app.inject('POST', `/api/ipam/prefixes/${p.id}/available-ips/`, { body: [{ description: 'a' }, { prefix_length: 32 }] });
      expect(two.status).toBe(201);
      expect(addressesOf(two.body)).toEqual(['10.44.0.3/29', '10.44.0.4/32']);
    });

    it('POST assigns to an interface when asked; invalid fields are the write path’s 400s', async () => {
      const p = await ipam.prefix(app, '10.45.0.0/29');
      const bad = await app.inject('POST', `/api/ipam/prefixes/${p.id}/available-ips/`, {
        body: { assigned_object_type: 'dcim.interface', assigned_object_id: 999999 },
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ assigned_object_id: ['Related object not found using the provided value: 999999.'] });
      const length = await app.inject('POST', `/api/ipam/prefixes/${p.id}/available-ips/`, { body: { prefix_length: 16 } });
      expect(length.body).toEqual([{ prefix_length: ['Prefix length must be greater than or equal to the parent mask length (29)'] }]);
      const notDict = await app.inject('POST', `/api/ipam/prefixes/${p.id}/available-ips/`, { body: ['x'] });
      expect(notDict.body).toEqual([{ non_field_errors: ['Invalid data. Expected a dictionary, but got str.'] }]);
      // nothing was allocated by the failures
      expect((await app.inject('GET', `/api/ipam/prefixes/${p.id}/available-ips/`)).body).toHaveLength(6);
    });

    it('409 when there is not enough room, 404 for an unknown prefix, 405 for other methods', async () => {
      const p = await ipam.prefix(app, '10.46.0.0/30');
      const res = await app.inject('POST', `/api/ipam/prefixes/${p.id}/available-ips/`, { body: [{}, {}, {}] });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ detail: 'Insufficient resources are available to satisfy the request' });
      expect((await app.inject('GET', `/api/ipam/prefixes/${p.id}/available-ips/`)).body).toHaveLength(2);
      expect((await app.inject('POST', `/api/ipam/prefixes/${p.id}/available-ips/`, { body: [{}, {}] })).status).toBe(201);
      expect((await app.inject('POST', `/api/ipam/prefixes/${p.id}/available-ips/`, { body: {} })).status).toBe(409);
      expect((await app.inject('GET', '/api/ipam/prefixes/999999/available-ips/')).body).toEqual({ detail: 'No Prefix matches the given query.' });
      expect((await app.inject('POST', '/api/ipam/prefixes/999999/available-ips/', { body: {} })).status).toBe(404);
      expect((await app.inject('DELETE', `/api/ipam/prefixes/${p.id}/available-ips/`)).status).toBe(405);
    });

    it('20 parallel POSTs get 20 distinct addresses', async () => {
      const p = await ipam.prefix(app, '10.47.0.0/24');
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => app.inject('POST', `/api/ipam/prefixes/${p.id}/available-ips/`, { body: { description: `par ${i}` } })),
      );
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
      const got = results.map((r) => r.body.address);
      expect(new Set(got).size).toBe(20);
      expect([...got].sort((a, b) => Number(a.split('.')[3].split('/')[0]) - Number(b.split('.')[3].split('/')[0]))).toEqual(
        Array.from({ length: 20 }, (_, i) => `10.47.0.${i + 1}/24`),
      );
      const stored = await app.inject('GET', '/api/ipam/ip-addresses/?parent=10.47.0.0/24&limit=100');
      expect(stored.body.count).toBe(20);
    });
  });

  describe('available-ips of an IP range', () => {
    it('lists and allocates within the range, with the range’s mask; a populated range has none', async () => {
      const r = await ipam.range(app, '10.50.0.10/24', '10.50.0.14/24');
      await ipam.address(app, '10.50.0.11/24');
      expect(addressesOf((await app.inject('GET', `/api/ipam/ip-ranges/${r.id}/available-ips/`)).body)).toEqual([
        '10.50.0.10/24',
        '10.50.0.12/24',
        '10.50.0.13/24',
        '10.50.0.14/24',
      ]);
      const res = await app.inject('POST', `/api/ipam/ip-ranges/${r.id}/available-ips/`, { body: [{}, {}] });
      expect(addressesOf(res.body)).toEqual(['10.50.0.10/24', '10.50.0.12/24']);
      const populated = await ipam.range(app, '10.51.0.10/24', '10.51.0.14/24', { mark_populated: true });
      expect((await app.inject('GET', `/api/ipam/ip-ranges/${populated.id}/available-ips/`)).body).toEqual([]);
      expect((await app.inject('POST', `/api/ipam/ip-ranges/${populated.id}/available-ips/`, { body: {} })).status).toBe(409);
    });
  });

  describe('available-prefixes', () => {
    it('lists the free space as the largest aligned blocks, in order', async () => {
      const parent = await ipam.prefix(app, '10.60.0.0/16');
      await ipam.prefixes(app, [{ prefix: '10.60.0.0/24' }, { prefix: '10.60.1.0/25' }, { prefix: '10.60.3.0/24' }, { prefix: '10.61.0.0/24' }]);
      const res = await app.inject('GET', `/api/ipam/prefixes/${parent.id}/available-prefixes/`);
      expect(res.status).toBe(200);
      expect(res.body.map((p: Json) => p.prefix)).toEqual([
        '10.60.1.128/25',
        '10.60.2.0/24',
        '10.60.4.0/22',
        '10.60.8.0/21',
        '10.60.16.0/20',
        '10.60.32.0/19',
        '10.60.64.0/18',
        '10.60.128.0/17',
      ]);
      expect(res.body[0]).toEqual({ family: 4, prefix: '10.60.1.128/25', vrf: null });
    });

    it('POST {prefix_length} allocates the first block large enough; a list allocates in turn', async () => {
      const vrf = await ipam.vrf(app, 'Av Pfx');
      const parent = await ipam.prefix(app, '10.62.0.0/22', { vrf: vrf.id });
      await ipam.prefix(app, '10.62.0.0/25', { vrf: vrf.id });
      const one = await app.inject('POST', `/api/ipam/prefixes/${parent.id}/available-prefixes/`, {
        body: { prefix_length: 24, description: 'new' },
      });
      expect(one.status).toBe(201);
      expect(one.body).toMatchObject({ prefix: '10.62.1.0/24', vrf: { id: vrf.id }, description: 'new', _depth: 1 });
      const many = await app.inject('POST', `/api/ipam/prefixes/${parent.id}/available-prefixes/`, {
        body: [{ prefix_length: 26 }, { prefix_length: 26 }, { prefix_length: 23 }],
      });
      expect(many.status).toBe(201);
      expect(many.body.map((p: Json) => p.prefix)).toEqual(['10.62.0.128/26', '10.62.0.192/26', '10.62.2.0/23']);
      expect((await app.inject('GET', `/api/ipam/prefixes/${parent.id}/`)).body.children).toBe(5);
    });

    it('validates prefix_length; 409 when no block is large enough', async () => {
      const parent = await ipam.prefix(app, '10.63.0.0/24');
      const post = (body: unknown) => app.inject('POST', `/api/ipam/prefixes/${parent.id}/available-prefixes/`, { body });
      expect((await post({})).body).toEqual([{ prefix_length: ['this field can not be missing'] }]);
      expect((await post({ prefix_length: '24' })).body).toEqual([{ prefix_length: ['this field must be int type'] }]);
      expect((await post({ prefix_length: 33 })).body).toEqual([{ prefix_length: ['Invalid prefix length (33) for IPv4'] }]);
      expect((await post({ prefix_length: 16 })).status).toBe(409);
      expect((await post([{ prefix_length: 25 }, { prefix_length: 25 }, { prefix_length: 25 }])).body).toEqual({
        detail: 'Insufficient resources are available to satisfy the request',
      });
      expect((await post([{ prefix_length: 25 }, { prefix_length: 25 }])).status).toBe(201);
      expect((await app.inject('GET', `/api/ipam/prefixes/${parent.id}/available-prefixes/`)).body).toEqual([]);
    });
  });

  describe('available-vlans', () => {
    it('lists free VIDs of the group’s ranges with the group nested; POST creates VLANs with the next ones', async () => {
      const group = await ipam.vlanGroup(app, 'Av Group', {
        vid_ranges: [
          [10, 12],
          [20, 21],
        ],
      });
      await ipam.vlan(app, 11, 'taken', { group: group.id });
      const res = await app.inject('GET', `/api/ipam/vlan-groups/${group.id}/available-vlans/`);
      expect(res.status).toBe(200);
      expect(res.body.map((v: Json) => v.vid)).toEqual([10, 12, 20, 21]);
      expect(res.body[0].group).toEqual({
        id: group.id,
        url: expect.any(String),
        display: 'Av Group',
        name: 'Av Group',
        slug: 'av-group',
        description: '',
        vlan_count: 1,
      });
      expect((await app.inject('GET', `/api/ipam/vlan-groups/${group.id}/available-vlans/?limit=1`)).body).toHaveLength(1);
      const one = await app.inject('POST', `/api/ipam/vlan-groups/${group.id}/available-vlans/`, { body: { name: 'first', status: 'reserved' } });
      expect(one.status).toBe(201);
      expect(one.body).toMatchObject({ vid: 10, name: 'first', group: { id: group.id }, status: { value: 'reserved' } });
      const two = await app.inject('POST', `/api/ipam/vlan-groups/${group.id}/available-vlans/`, { body: [{ name: 'second' }, { name: 'third' }] });
      expect(two.body.map((v: Json) => v.vid)).toEqual([12, 20]);
      expect((await app.inject('POST', `/api/ipam/vlan-groups/${group.id}/available-vlans/`, { body: {} })).body).toEqual({
        name: ['This field is required.'],
      });
      expect((await app.inject('POST', `/api/ipam/vlan-groups/${group.id}/available-vlans/`, { body: [{ name: 'a' }, { name: 'b' }] })).status).toBe(
        409,
      );
    });
  });
  /**
   * NetBox's AvailableObjectsView: the allocated model's permission decides (view to list, add to allocate),
   * 403 without it; a parent the caller cannot see is then a 404
   */
  it('permissions: view or add on what is allocated, else 403; an unseen parent 404', async () => {
    const p = await ipam.prefix(app, '10.49.0.0/30');
    const viewPrefix = { object_types: ['ipam.prefix'], actions: ['view'] };
    const onlyPrefixes = await member(app, 'av-prefix-viewer', [viewPrefix]);
    const ipViewer = await member(app, 'av-ip-viewer', [{ object_types: ['ipam.ipaddress'], actions: ['view'] }]);
    const allocator = await member(app, 'av-allocator', [viewPrefix, { object_types: ['ipam.ipaddress'], actions: ['view', 'add'] }]);
    const listAs = (token: string) => app.inject('GET', `/api/ipam/prefixes/${p.id}/available-ips/`, { token });
    const allocateAs = (token: string) => app.inject('POST', `/api/ipam/prefixes/${p.id}/available-ips/`, { token, body: {} });
    expect((await listAs(onlyPrefixes.token)).status).toBe(403);
    expect((await allocateAs(onlyPrefixes.token)).status).toBe(403);
    expect((await listAs(ipViewer.token)).status).toBe(404);
    expect((await listAs(allocator.token)).body).toHaveLength(2);
    expect((await allocateAs(allocator.token)).status).toBe(201);
    const vlanGroup = await app.inject('POST', '/api/ipam/vlan-groups/', { body: { name: 'Av Perm', slug: 'av-perm' } });
    expect((await app.inject('GET', `/api/ipam/vlan-groups/${vlanGroup.body.id}/available-vlans/`, { token: allocator.token })).status).toBe(403);
  });
});
