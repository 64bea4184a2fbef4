import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make } from '../helpers/dcim';
import { makeV } from '../helpers/circuits-virtualization';
import { ipam } from '../helpers/ipam';

type Json = Record<string, any>;

/**
 * IP addresses (docs/models.md §2.8) and device primary IPs (§1.11): addresses with their mask, the
 * generic assignment to interfaces, NAT, validation, cascades and their change records, filters.
 */
describe('ipam ip addresses', () => {
  let app: TestApp;
  const A = '/api/ipam/ip-addresses/';
  const post = (body: unknown) => app.inject('POST', A, { body });
  const addresses = async (query: string) => (await app.inject('GET', `${A}?limit=1000&${query}`)).body.results.map((a: Json) => a.address);
  let basics: Json;
  let dev: Json;
  let eth0: Json;
  let eth1: Json;

  beforeAll(async () => {
    app = await startApp();
    basics = await deviceBasics(app, 'IPA');
    dev = await make.device(app, { name: 'ipa-1', site: basics.site.id, device_type: basics.deviceType.id, role: basics.role.id });
    eth0 = await make.interface(app, dev.id, 'eth0');
    eth1 = await make.interface(app, dev.id, 'eth1');
  });
  afterAll(async () => {
    await app?.close();
  });
  const onIface = (iface: Json, extra: Json = {}) => ({ assigned_object_type: 'dcim.interface', assigned_object_id: iface.id, ...extra });

  describe('addresses', () => {
    it('keeps host bits and the mask; a host mask prints as /32 or /128; family from the address', async () => {
      const a = await post({ address: '10.5.5.5/24' });
      expect(a.status).toBe(201);
      expect(a.body).toMatchObject({ address: '10.5.5.5/24', display: '10.5.5.5/24', family: { value: 4, label: 'IPv4' } });
      expect((await post({ address: '10.5.6.1' })).body.address).toBe('10.5.6.1/32');
      expect((await post({ address: '10.5.6.2/32' })).body.address).toBe('10.5.6.2/32');
      const v6 = await post({ address: '2001:DB8:0:0::0005/64' });
      expect(v6.body).toMatchObject({ address: '2001:db8::5/64', family: { value: 6, label: 'IPv6' } });
      expect((await post({ address: '2001:db8::6' })).body.address).toBe('2001:db8::6/128');
      expect((await app.inject('GET', `${A}${a.body.id}/`)).body.address).toBe('10.5.5.5/24');
    });

    it('a mask may be written as a netmask or hostmask (netaddr.IPNetwork reads either); other masks are invalid', async () => {
      expect((await post({ address: '10.5.7.1/255.255.255.0' })).body.address).toBe('10.5.7.1/24');
      expect((await post({ address: '10.5.7.2/0.0.0.255' })).body.address).toBe('10.5.7.2/24');
      const prefix = await app.inject('POST', '/api/ipam/prefixes/', { body: { prefix: '10.57.0.0/255.255.0.0' } });
      expect(prefix.body.prefix).toBe('10.57.0.0/16');
      expect((await post({ address: '10.5.7.3/255.0.255.0' })).body).toEqual({ address: ['Invalid IP address format: 10.5.7.3/255.0.255.0'] });
    });

    it('invalid addresses are a 400 naming the value; /0 and blank are refused', async () => {
      for (const bad of ['10.5.5.256/24', '10.5.5.5/40', 'x', '2001:db8::g/64', '300.1.1.1']) {
        expect({ bad, body: (await post({ address: bad })).body }).toEqual({ bad, body: { address: [`Invalid IP address format: ${bad}`] } });
      }
      expect((await post({ address: '10.0.0.1/0' })).body).toEqual({ address: ['Cannot create IP address with /0 mask.'] });
      expect((await post({ address: '' })).body).toEqual({ address: ['This field may not be blank.'] });
      expect((await post({})).body).toEqual({ address: ['This field is required.'] });
    });

    it('status and role choices: defaults, labels, blank role as null, unknown values', async () => {
      const a = (await post({ address: '10.6.0.1/24', role: 'vip', status: 'reserved' })).body;
      expect(a).toMatchObject({ status: { value: 'reserved', label: 'Reserved' }, role: { value: 'vip', label: 'VIP' } });
      const b = (await post({ address: '10.6.0.2/24', role: '' })).body;
      expect(b).toMatchObject({ status: { value: 'active', label: 'Active' }, role: null });
      expect((await post({ address: '10.6.0.3/24', role: 'boss' })).body).toEqual({ role: ['boss is not a valid choice.'] });
      expect((await post({ address: '10.6.0.4/24', status: 'slaac' })).body).toEqual({
        status: ['Only IPv6 addresses can be assigned SLAAC status'],
      });
      expect((await post({ address: '2001:db8:6::4/64', status: 'slaac' })).status).toBe(201);
    });

    it('dns_name is lower-cased and checked', async () => {
      expect((await post({ address: '10.7.0.1/24', dns_name: 'Host.Example.COM' })).body.dns_name).toBe('host.example.com');
      expect((await post({ address: '10.7.0.2/24', dns_name: 'bad name!' })).body).toEqual({
        dns_name: ['Only alphanumeric characters, asterisks, hyphens, periods, and underscores are allowed in DNS names'],
      });
    });

    it('duplicate hosts are refused in the global table whatever the mask; exempt roles may share', async () => {
      await post({ address: '10.8.0.1/24' });
      expect((await post({ address: '10.8.0.1/16' })).body).toEqual({ address: ['Duplicate IP address found in global table: 10.8.0.1/24'] });
      expect((await post({ address: '10.8.0.2/24', role: 'vip' })).status).toBe(201);
      expect((await post({ address: '10.8.0.2/24', role: 'hsrp' })).status).toBe(201);
      expect((await post({ address: '10.8.0.2/24' })).status).toBe(400);
      expect((await post({ address: '10.8.0.1/24', role: 'vip' })).status).toBe(400);
      const loose = await ipam.vrf(app, 'IPA Loose', { enforce_unique: false });
      expect((await post({ address: '10.8.0.1/24', vrf: loose.id })).status).toBe(201);
      expect((await post({ address: '10.8.0.1/24', vrf: loose.id })).status).toBe(201);
      const bulk = await post([{ address: '10.8.9.9/24' }, { address: '10.8.9.9/25' }]);
      expect(bulk.body).toEqual([{}, { address: ['Duplicate IP address found in global table: 10.8.9.9/24'] }]);
    });

    it('no new address inside a populated range of the same VRF', async () => {
      await ipam.range(app, '10.9.0.10/24', '10.9.0.20/24', { mark_populated: true });
      expect((await post({ address: '10.9.0.15/24' })).body).toEqual({
        address: ['Cannot create IP address 10.9.0.15/24 inside range 10.9.0.10-20/24.'],
      });
      expect((await post({ address: '10.9.0.21/24' })).status).toBe(201);
    });
  });

  describe('assigned_object (generic relation to interfaces)', () => {
    it('renders the interface nested with its device; the interface counts its addresses', async () => {
      const a = (await post({ address: '10.10.0.1/24', ...onIface(eth0) })).body;
      expect(a.assigned_object_type).toBe('dcim.interface');
      expect(a.assigned_object_id).toBe(eth0.id);
      expect(a.assigned_object).toEqual({
        id: eth0.id,
        url: expect.stringMatching(new RegExp(`/api/dcim/interfaces/${eth0.id}/$`)),
        display: 'eth0',
        device: { id: dev.id, url: expect.any(String), display: 'ipa-1', name: 'ipa-1', description: '' },
        name: 'eth0',
        description: '',
        cable: null,
        _occupied: false,
        connection_status: null, // the user's spec §2.2: a nested interface's cable path status, none while uncabled
      });
      expect((await app.inject('GET', `/api/dcim/interfaces/${eth0.id}/`)).body.count_ipaddresses).toBe(1);
    });

    it('wrong type, half a pair or a missing object is a 400 (docs/api-behaviour.md §5.4)', async () => {
      expect((await post({ address: '10.10.1.1/24', assigned_object_type: 'dcim.device', assigned_object_id: dev.id })).body).toEqual({
        assigned_object_type: ['Invalid content type: dcim.device'],
      });
      expect((await post({ address: '10.10.1.1/24', assigned_object_type: 'interface', assigned_object_id: 1 })).body).toEqual({
        assigned_object_type: ["Invalid value. Specify a content type as '<app_label>.<model_name>'."],
      });
      expect((await post({ address: '10.10.1.1/24', assigned_object_id: eth0.id })).body).toEqual({
        assigned_object_type: ['This field cannot be null.'],
      });
      expect((await post({ address: '10.10.1.1/24', assigned_object_type: 'dcim.interface' })).body).toEqual({
        assigned_object_id: ['This field cannot be null.'],
      });
      expect((await post({ address: '10.10.1.1/24', ...onIface({ id: 999999 }) })).body).toEqual({
        assigned_object_id: ['Related object not found using the provided value: 999999.'],
      });
      expect((await post({ address: '10.10.1.1/24', assigned_object_type: 'virtualization.vminterface', assigned_object_id: 999999 })).body).toEqual({
        assigned_object_id: ['Related object not found using the provided value: 999999.'],
      });
      expect((await post({ address: '10.10.1.1/24', assigned_object_id: 'x', assigned_object_type: 'dcim.interface' })).body).toEqual({
        assigned_object_id: ['A valid integer is required.'],
      });
    });

    it('a network ID or broadcast address may not go on an interface (except /31, /32, /127, /128)', async () => {
      expect((await post({ address: '10.11.0.0/24', ...onIface(eth0) })).body).toEqual({
        __all__: ['10.11.0.0 is a network ID, which may not be assigned to an interface.'],
      });
      expect((await post({ address: '10.11.0.255/24', ...onIface(eth0) })).body).toEqual({
        __all__: ['10.11.0.255 is a broadcast address, which may not be assigned to an interface.'],
      });
      expect((await post({ address: '2001:db8:11::/64', ...onIface(eth0) })).body).toEqual({
        __all__: ['2001:db8:11:: is a network ID, which may not be assigned to an interface.'],
      });
      expect((await post({ address: '10.11.1.0/31', ...onIface(eth0) })).status).toBe(201);
      expect((await post({ address: '10.11.2.0/32', ...onIface(eth0) })).status).toBe(201);
      // unassigned, anything goes
      expect((await post({ address: '10.11.0.0/24' })).status).toBe(201);
    });

    it('change records of an address name its interface as related object', async () => {
      const res = await post({ address: '10.12.0.1/24', ...onIface(eth1) });
      const changes = await app.inject('GET', `/api/core/object-changes/?request_id=${res.headers['x-request-id']}`);
      expect(changes.body.results).toHaveLength(1);
      expect(changes.body.results[0]).toMatchObject({
        changed_object_type: 'ipam.ipaddress',
        related_object_type: 'dcim.interface',
        related_object_id: eth1.id,
        related_object: { id: eth1.id, name: 'eth1' },
      });
      expect(changes.body.results[0].postchange_data).toMatchObject({ address: '10.12.0.1/24', assigned_object_type: 'dcim.interface' });
    });
  });

  describe('NAT', () => {
    it('nat_inside nests the inside address (family as a number); the inside one lists its outside addresses', async () => {
      const inside = (await post({ address: '192.168.50.10/24' })).body;
      const out1 = (await post({ address: '203.0.113.10/24', nat_inside: inside.id })).body;
      const out2 = (await post({ address: '203.0.113.11/24', nat_inside: inside.id })).body;
      expect(out1.nat_inside).toEqual({
        id: inside.id,
        url: expect.any(String),
        display_url: expect.any(String),
        display: '192.168.50.10/24',
        family: 4,
        address: '192.168.50.10/24',
      });
      const again = (await app.inject('GET', `${A}${inside.id}/`)).body;
      expect(again.nat_outside.map((o: Json) => [o.id, o.family, o.address])).toEqual([
        [out1.id, 4, '203.0.113.10/24'],
        [out2.id, 4, '203.0.113.11/24'],
      ]);
      expect(await addresses(`nat_inside_id=${inside.id}`)).toEqual(['203.0.113.10/24', '203.0.113.11/24']);
      // deleting the inside address nulls nat_inside
      await app.inject('DELETE', `${A}${inside.id}/`);
      expect((await app.inject('GET', `${A}${out1.id}/`)).body.nat_inside).toBeNull();
    });
  });

  describe('device primary IPs', () => {
    let d: Json;
    let iface: Json;
    let v4: Json;
    let v6: Json;
    let other: Json;

    beforeAll(async () => {
      d = await make.device(app, { name: 'prim-1', site: basics.site.id, device_type: basics.deviceType.id, role: basics.role.id });
      iface = await make.interface(app, d.id, 'mgmt0');
      v4 = (await post({ address: '10.20.0.5/24', ...onIface(iface), dns_name: 'prim-1.example.com' })).body;
      v6 = (await post({ address: '2001:db8:20::5/64', ...onIface(iface) })).body;
      other = (await post({ address: '10.20.0.6/24', ...onIface(eth0) })).body;
    });

    it('primary_ip4/6 and oob_ip nest the address (brief + DNS name + NAT); primary_ip prefers IPv6', async () => {
      const res = await app.inject('PATCH', `/api/dcim/devices/${d.id}/`, { body: { primary_ip4: v4.id } });
      expect(res.status).toBe(200);
      const nested = {
        id: v4.id,
        url: expect.stringMatching(new RegExp(`/api/ipam/ip-addresses/${v4.id}/$`)),
        display: '10.20.0.5/24',
        family: { value: 4, label: 'IPv4' },
        address: '10.20.0.5/24',
        nat_inside: null,
        nat_outside: [],
        dns_name: 'prim-1.example.com',
        description: '',
      };
      expect(res.body.primary_ip4).toEqual(nested);
      expect(res.body.primary_ip).toEqual(nested);
      const both = await app.inject('PATCH', `/api/dcim/devices/${d.id}/`, { body: { primary_ip6: v6.id, oob_ip: v4.id } });
      expect(both.body.primary_ip.id).toBe(v6.id);
      expect(both.body.oob_ip.id).toBe(v4.id);
      expect((await app.inject('GET', `/api/dcim/devices/?primary_ip4_id=${v4.id}`)).body.count).toBe(1);
    });

    it('must be of the right family and on one of the device’s interfaces', async () => {
      const patch = (body: Json) => app.inject('PATCH', `/api/dcim/devices/${d.id}/`, { body });
      expect((await patch({ primary_ip4: v6.id })).body).toEqual({ primary_ip4: ['2001:db8:20::5/64 is not an IPv4 address.'] });
      expect((await patch({ primary_ip6: v4.id })).body).toEqual({ primary_ip6: ['10.20.0.5/24 is not an IPv6 address.'] });
      expect((await patch({ primary_ip4: other.id })).body).toEqual({
        primary_ip4: ['The specified IP address (10.20.0.6/24) is not assigned to this device.'],
      });
      expect((await patch({ oob_ip: other.id })).body).toEqual({
        oob_ip: ['The specified IP address (10.20.0.6/24) is not assigned to this device.'],
      });
      expect((await patch({ primary_ip4: 999999 })).body).toEqual({
        primary_ip4: ['Related object not found using the provided numeric ID: 999999'],
      });
      // the NAT outside address of one of its addresses will do
      const outside = (await post({ address: '198.51.100.5/24', nat_inside: v4.id })).body;
      expect((await patch({ primary_ip4: outside.id })).status).toBe(200);
      expect((await patch({ primary_ip4: v4.id })).status).toBe(200);
    });

    it("a virtual chassis member's non-management interface will do (NetBox's vc_interfaces(if_master=False))", async () => {
      const device = (name: string) => make.device(app, { name, site: basics.site.id, device_type: basics.deviceType.id, role: basics.role.id });
      const [master, member, outsider] = [await device('vc-a'), await device('vc-b'), await device('vc-c')];
      const vc = (await app.inject('POST', '/api/dcim/virtual-chassis/', { body: { name: 'vc-prim', master: master.id } })).body;
      for (const [dev, position] of [
        [master, 1],
        [member, 2],
      ] as const) {
        const joined = await app.inject('PATCH', `/api/dcim/devices/${dev.id}/`, { body: { virtual_chassis: vc.id, vc_position: position } });
        expect(joined.status).toBe(200);
      }
      const data = (await post({ address: '10.21.0.2/24', ...onIface(await make.interface(app, member.id, 'eth1')) })).body;
      const mgmt = (await post({ address: '10.21.0.3/24', ...onIface(await make.interface(app, member.id, 'oob', { mgmt_only: true })) })).body;
      const patch = (dev: Json, body: Json) => app.inject('PATCH', `/api/dcim/devices/${dev.id}/`, { body });
      expect((await patch(master, { primary_ip4: data.id })).body.primary_ip4.id).toBe(data.id);
      expect((await patch(member, { primary_ip4: data.id })).status).toBe(200);
      const notMine = (address: string) => ({ primary_ip4: [`The specified IP address (${address}) is not assigned to this device.`] });
      expect((await patch(master, { primary_ip4: mgmt.id })).body).toEqual(notMine('10.21.0.3/24'));
      expect((await patch(outsider, { primary_ip4: data.id })).body).toEqual(notMine('10.21.0.2/24'));
    });

    it('an address that is a primary IP cannot move to another device', async () => {
      const elsewhere = await make.device(app, { name: 'prim-2', site: basics.site.id, device_type: basics.deviceType.id, role: basics.role.id });
      const eth = await make.interface(app, elsewhere.id, 'eth0');
      expect((await app.inject('PATCH', `${A}${v6.id}/`, { body: onIface(eth) })).body).toEqual({
        __all__: ['Cannot reassign IP address while it is designated as the primary IP for the parent object'],
      });
      // another interface of the same device is fine
      const mgmt1 = await make.interface(app, d.id, 'mgmt1');
      expect((await app.inject('PATCH', `${A}${v6.id}/`, { body: onIface(mgmt1) })).status).toBe(200);
    });

    it('deleting a primary address nulls the device field, recorded as a device update', async () => {
      const res = await app.inject('DELETE', `${A}${v6.id}/`);
      expect(res.status).toBe(204);
      expect((await app.inject('GET', `/api/dcim/devices/${d.id}/`)).body).toMatchObject({ primary_ip6: null, primary_ip: { id: v4.id } });
      const changes = (await app.inject('GET', `/api/core/object-changes/?request_id=${res.headers['x-request-id']}`)).body.results;
      expect(changes.map((c: Json) => [c.changed_object_type, c.action.value]).sort()).toEqual([
        ['dcim.device', 'update'],
        ['ipam.ipaddress', 'delete'],
      ]);
    });
  });

  describe('cascades', () => {
    it('deleting an interface deletes its addresses, each with its own change record', async () => {
      const d = await make.device(app, { name: 'casc-1', site: basics.site.id, device_type: basics.deviceType.id, role: basics.role.id });
      const [i1, i2] = [await make.interface(app, d.id, 'e1'), await make.interface(app, d.id, 'e2')];
      const a = (await post({ address: '10.30.0.1/24', ...onIface(i1) })).body;
      const b = (await post({ address: '10.30.0.2/24', ...onIface(i1) })).body;
      const c = (await post({ address: '10.30.0.3/24', ...onIface(i2) })).body;
      const res = await app.inject('DELETE', `/api/dcim/interfaces/${i1.id}/`);
      expect(res.status).toBe(204);
      expect((await app.inject('GET', `${A}${a.id}/`)).status).toBe(404);
      expect((await app.inject('GET', `${A}${b.id}/`)).status).toBe(404);
      expect((await app.inject('GET', `${A}${c.id}/`)).status).toBe(200);
      const changes = (await app.inject('GET', `/api/core/object-changes/?request_id=${res.headers['x-request-id']}&limit=100`)).body.results;
      const deleted = changes.filter((r: Json) => r.changed_object_type === 'ipam.ipaddress');
      expect(
        deleted.map((r: Json) => [r.changed_object_id, r.action.value, r.related_object_type, r.related_object_id, r.object_repr]).sort(),
      ).toEqual([
        [a.id, 'delete', 'dcim.interface', i1.id, '10.30.0.1/24'],
        [b.id, 'delete', 'dcim.interface', i1.id, '10.30.0.2/24'],
      ]);
      expect(deleted.every((r: Json) => r.prechange_data.address && Object.keys(r.postchange_data).length === 0)).toBe(true);
    });

    it('deleting a device deletes its interfaces and their addresses (and clears nothing else)', async () => {
      const d = await make.device(app, { name: 'casc-2', site: basics.site.id, device_type: basics.deviceType.id, role: basics.role.id });
      const i = await make.interface(app, d.id, 'e1');
      const a = (await post({ address: '10.31.0.1/24', ...onIface(i) })).body;
      await app.inject('PATCH', `/api/dcim/devices/${d.id}/`, { body: { primary_ip4: a.id } });
      const res = await app.inject('DELETE', `/api/dcim/devices/${d.id}/`);
      expect(res.status).toBe(204);
      expect((await app.inject('GET', `${A}${a.id}/`)).status).toBe(404);
      const changes = (await app.inject('GET', `/api/core/object-changes/?request_id=${res.headers['x-request-id']}&limit=100`)).body.results;
      expect(changes.map((r: Json) => `${r.changed_object_type}:${r.action.value}`).sort()).toEqual([
        'dcim.device:delete',
        'dcim.interface:delete',
        'ipam.ipaddress:delete',
      ]);
    });
  });

  describe('filters', () => {
    let fdev: Json;
    let fi1: Json;
    let fi2: Json;
    let vrf: Json;
    beforeAll(async () => {
      fdev = await make.device(app, { name: 'flt-1', site: basics.site.id, device_type: basics.deviceType.id, role: basics.role.id });
      fi1 = await make.interface(app, fdev.id, 'f1');
      fi2 = await make.interface(app, fdev.id, 'f2');
      vrf = await ipam.vrf(app, 'IPA Flt');
      for (const [address, extra] of [
        ['172.16.1.1/24', onIface(fi1)],
        ['172.16.1.2/24', onIface(fi2)],
        ['172.16.1.3/25', {}],
        ['172.16.2.1/24', { vrf: vrf.id }],
        ['2001:db8:99::1/64', onIface(fi1)],
      ] as const) {
        await ipam.address(app, address, extra);
      }
    });
    const q = (query: string) => addresses(`parent=172.16.0.0/16&parent=2001:db8:99::/48&${query}`);

    it('parent takes the network and last addresses in, the neighbours out, and one family only', async () => {
      for (const address of ['100.64.99.255/32', '100.64.100.0/32', '100.64.100.255/32', '100.64.101.0/32']) await ipam.address(app, address);
      expect(await addresses('parent=100.64.100.0/24')).toEqual(['100.64.100.0/32', '100.64.100.255/32']);
      expect(await addresses('parent=100.64.100.0/24&parent=100.64.101.0/32')).toEqual(['100.64.100.0/32', '100.64.100.255/32', '100.64.101.0/32']);
      expect(await addresses('parent=100.64.100.128/25')).toEqual(['100.64.100.255/32']);
      expect(await addresses('parent=::/0&address=100.64.100.0')).toEqual([]);
    });

    it('address (host under any mask, or exact with mask), parent, mask_length, family', async () => {
      expect(await addresses('address=172.16.1.1')).toEqual(['172.16.1.1/24']);
      expect(await addresses('address=172.16.1.3/24')).toEqual([]);
      expect(await addresses('address=172.16.1.3/25&address=172.16.1.2')).toEqual(['172.16.1.2/24', '172.16.1.3/25']);
      expect(await addresses('address=bogus')).toEqual([]);
      expect(await addresses('parent=172.16.1.0/24')).toEqual(['172.16.1.1/24', '172.16.1.2/24', '172.16.1.3/25']);
      expect(await addresses('parent=bogus')).toEqual([]);
      expect(await q('mask_length=25')).toEqual(['172.16.1.3/25']);
      expect(await q('mask_length__gte=64')).toEqual(['2001:db8:99::1/64']);
      expect(await q('family=6')).toEqual(['2001:db8:99::1/64']);
    });

    it('device_id / device, interface_id / interface, assigned_to_interface, vrf_id', async () => {
      expect(await q(`device_id=${fdev.id}`)).toEqual(['172.16.1.1/24', '172.16.1.2/24', '2001:db8:99::1/64']);
      expect(await q('device=flt-1')).toEqual(['172.16.1.1/24', '172.16.1.2/24', '2001:db8:99::1/64']);
      expect(await q('device_id=999999')).toEqual([]);
      expect(await q(`interface_id=${fi2.id}`)).toEqual(['172.16.1.2/24']);
      expect((await app.inject('GET', `${A}?interface_id=999999`)).body).toEqual({
        interface_id: ['Select a valid choice. 999999 is not one of the available choices.'],
      });
      expect(await q('assigned_to_interface=true')).toEqual(['172.16.1.1/24', '172.16.1.2/24', '2001:db8:99::1/64']);
      expect(await q('assigned_to_interface=false')).toEqual(['172.16.1.3/25', '172.16.2.1/24']);
      expect(await q('assigned=false')).toEqual(['172.16.1.3/25', '172.16.2.1/24']);
      expect(await q(`vrf_id=${vrf.id}`)).toEqual(['172.16.2.1/24']);
      expect(await q('vrf_id=null')).toEqual(['172.16.1.1/24', '172.16.1.2/24', '172.16.1.3/25', '2001:db8:99::1/64']);
      expect(await q('q=172.16.1')).toEqual(['172.16.1.1/24', '172.16.1.2/24', '172.16.1.3/25']);
    });

    it('addresses on VM interfaces: nested with their VM, virtual_machine_id and vminterface_id filters, cascade', async () => {
      const type = await makeV.clusterType(app, 'IPA CT');
      const cluster = await makeV.cluster(app, 'IPA Cluster', type.id);
      const vm = await makeV.vm(app, 'ipa-vm', { cluster: cluster.id });
      const vmi = await makeV.vmInterface(app, vm.id, 'veth0');
      const a = (await post({ address: '172.17.0.1/24', assigned_object_type: 'virtualization.vminterface', assigned_object_id: vmi.id })).body;
      expect(a.assigned_object).toMatchObject({ id: vmi.id, name: 'veth0', virtual_machine: { id: vm.id, name: 'ipa-vm' } });
      expect(await addresses(`virtual_machine_id=${vm.id}`)).toEqual(['172.17.0.1/24']);
      expect(await addresses('virtual_machine=ipa-vm')).toEqual(['172.17.0.1/24']);
      expect(await addresses(`vminterface_id=${vmi.id}`)).toEqual(['172.17.0.1/24']);
      expect(await addresses(`assigned_to_interface=true&parent=172.17.0.0/16`)).toEqual(['172.17.0.1/24']);
      expect((await app.inject('GET', `${A}?virtual_machine_id=999999`)).body.count).toBe(0);
      expect((await app.inject('GET', `${A}?vminterface_id=999999`)).status).toBe(400);
      expect((await app.inject('DELETE', `/api/virtualization/interfaces/${vmi.id}/`)).status).toBe(204);
      expect((await app.inject('GET', `${A}${a.id}/`)).status).toBe(404);
    });

    it('orders by host address, masks ignored', async () => {
      expect(await addresses('parent=172.16.1.0/24')).toEqual(['172.16.1.1/24', '172.16.1.2/24', '172.16.1.3/25']);
      const all = (await app.inject('GET', `${A}?limit=1000`)).body.results.map((a: Json) => a.family.value);
      expect(all).toEqual([...all].sort());
    });
  });
});
