import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';

/**
 * NetBox's tests of the lookups BaseFilterSet derives for each filter type (utilities/tests/test_filters.py) and
 * of interface natural ordering (dcim/tests/test_natural_ordering.py) that this service failed, ported as list
 * requests: each Django-level case runs on a model whose filter is of that type. Lists are narrowed to the
 * case's own objects, as the database is shared.
 */
describe('core: NetBox filter lookups and interface natural ordering', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  async function count(path: string, query: string): Promise<number> {
    const res = await app.inject('GET', `${path}?${query}`);
    expect(res.status).toBe(200);
    return res.body.count;
  }

  async function names(path: string, query: string): Promise<string[]> {
    const res = await app.inject('GET', `${path}?${query}&limit=1000`);
    expect(res.status).toBe(200);
    return res.body.results.map((r: { name: string }) => r.name);
  }

  /** Three devices with two interfaces each, every interface with one MAC address (the test case's setUpTestData). */
  async function devicesWithMacs(prefix: string): Promise<{ role: number; devices: number[] }> {
    const { site, deviceType, role } = await deviceBasics(app, prefix);
    const macs = ['00:00:00:00:00:01', 'aa:00:00:00:00:01', '00:00:00:00:00:02', 'bb:00:00:00:00:02', '00:00:00:00:00:03', 'cc:00:00:00:00:03'];
    const devices: number[] = [];
    for (let d = 0; d < 3; d++) {
      const device = await make.device(app, { name: `${prefix} Device ${d + 1}`, site: site.id, device_type: deviceType.id, role: role.id });
      devices.push(device.id);
      for (let i = 0; i < 2; i++) {
        const iface = await make.interface(app, device.id, `Interface ${2 * d + i + 1}`);
        await post(app, '/api/dcim/mac-addresses/', {
          mac_address: macs[2 * d + i],
          assigned_object_type: 'dcim.interface',
          assigned_object_id: iface.id,
        });
      }
    }
    return { role: role.id, devices };
  }

  it('DynamicFilterLookupExpressionTestCase.test_device_mac_address_regex: a MAC address filter takes regex', async () => {
    const { role } = await devicesWithMacs('LkMacRegex');
    expect(await count('/api/dcim/devices/', `role_id=${role}&mac_address__regex=${encodeURIComponent('^cc.*:03$')}`)).toBe(1);
  });

  it('DynamicFilterLookupExpressionTestCase.test_device_mac_address_iregex: and iregex (on interfaces too)', async () => {
    const { role, devices } = await devicesWithMacs('LkMacIregex');
    expect(await count('/api/dcim/devices/', `role_id=${role}&mac_address__iregex=${encodeURIComponent('^CC.*:03$')}`)).toBe(1);
    const onDevices = devices.map((d) => `device_id=${d}`).join('&');
    expect(await count('/api/dcim/interfaces/', `${onDevices}&mac_address__iregex=${encodeURIComponent('^(AA|BB):')}`)).toBe(2);
    // NetBox never negates a regular expression: `nregex` is no filter, so it is ignored
    expect(await count('/api/dcim/interfaces/', `${onDevices}&mac_address__nregex=${encodeURIComponent('^aa')}`)).toBe(6);
  });

  it('BaseFilterSetTestCase.test_multiple_choice_filter: a number with choices takes the text lookups', async () => {
    const { site } = await deviceBasics(app, 'LkWidth');
    await make.rack(app, 'LkWidth 19', site.id, { width: 19 });
    await make.rack(app, 'LkWidth 23', site.id, { width: 23 });
    expect(await count('/api/dcim/racks/', `site_id=${site.id}&width__ic=19`)).toBe(1);
    expect(await count('/api/dcim/racks/', `site_id=${site.id}&width__nic=19`)).toBe(1);
    expect(await count('/api/dcim/racks/', `site_id=${site.id}&width__ie=19&width__ie=23`)).toBe(2);
    expect(await count('/api/dcim/racks/', `site_id=${site.id}&width__regex=23`)).toBe(1);
  });

  it('BaseFilterSetTestCase.test_multiple_choice_filter: a console port speed by the start of its text', async () => {
    const { site, deviceType, role } = await deviceBasics(app, 'LkSpeed');
    const device = await make.device(app, { name: 'LkSpeed Device', site: site.id, device_type: deviceType.id, role: role.id });
    await post(app, '/api/dcim/console-ports/', { device: device.id, name: 'Con 1', speed: 9600 });
    await post(app, '/api/dcim/console-ports/', { device: device.id, name: 'Con 2', speed: 115200 });
    expect(await count('/api/dcim/console-ports/', `device_id=${device.id}&speed__isw=9600`)).toBe(1);
    expect(await count('/api/dcim/console-ports/', `device_id=${device.id}&speed__nisw=9600`)).toBe(1);
  });

  it('BaseFilterSetTestCase.test_multiple_choice_filter: every lookup of a declared MultipleChoiceFilter takes only its choices', async () => {
    const { site } = await deviceBasics(app, 'LkChoice');
    await make.rack(app, 'LkChoice 19', site.id, { width: 19, airflow: 'front-to-rear' });
    for (const lookup of ['ic', 'nic', 'isw', 'nisw', 'iew', 'niew', 'ie', 'nie', 'n', 'regex', 'iregex']) {
      const res = await app.inject('GET', `/api/dcim/sites/?status__${lookup}=act`);
      expect({ lookup, status: res.status, body: res.body }).toEqual({
        lookup,
        status: 400,
        body: { [`status__${lookup}`]: ['Select a valid choice. act is not one of the available choices.'] },
      });
    }
    // the choice as written: not another case of it, and each repeated value is checked
    expect((await app.inject('GET', '/api/dcim/sites/?status__ie=ACTIVE')).body).toEqual({
      status__ie: ['Select a valid choice. ACTIVE is not one of the available choices.'],
    });
    expect((await app.inject('GET', '/api/dcim/sites/?status__ic=active&status__ic=bogus')).body).toEqual({
      status__ic: ['Select a valid choice. bogus is not one of the available choices.'],
    });
    expect(await count('/api/dcim/sites/', `id=${site.id}&status__ic=active`)).toBe(1);
    expect(await count('/api/dcim/sites/', `id=${site.id}&status__nie=active`)).toBe(0);
    expect(await count('/api/dcim/sites/', `id=${site.id}&status__empty=false`)).toBe(1);
    // a number's choices too (a rack's width), compared as text
    expect((await app.inject('GET', '/api/dcim/racks/?width__ic=2')).body).toEqual({
      width__ic: ['Select a valid choice. 2 is not one of the available choices.'],
    });
    expect(await count('/api/dcim/racks/', `site_id=${site.id}&width__ic=19`)).toBe(1);
    // a choice field only in Meta.fields (a rack's airflow): a ChoiceFilter for = and __n, CharFilters for the rest
    expect(await count('/api/dcim/racks/', `site_id=${site.id}&airflow__ic=front`)).toBe(1);
    expect((await app.inject('GET', '/api/dcim/racks/?airflow__n=front')).body).toEqual({
      airflow__n: ['Select a valid choice. front is not one of the available choices.'],
    });
  });

  it("BaseFilterSetTestCase.test_number_filter: NumericArrayFilter's comparisons (a service's ports, a reservation's units) in array order", async () => {
    const { site, deviceType, role } = await deviceBasics(app, 'LkPorts');
    const device = await make.device(app, { name: 'LkPorts Device', site: site.id, device_type: deviceType.id, role: role.id });
    const made = await post<Array<{ id: number; name: string }>>(app, '/api/ipam/services/', [
      { parent_object_type: 'dcim.device', parent_object_id: device.id, name: 'ssh', protocol: 'tcp', ports: [22, 80] },
      { parent_object_type: 'dcim.device', parent_object_id: device.id, name: 'web', protocol: 'tcp', ports: [80, 443] },
      { parent_object_type: 'dcim.device', parent_object_id: device.id, name: 'tls', protocol: 'tcp', ports: [443] },
    ]);
    const ids = made.map((s) => `id=${s.id}`).join('&');
    // [22, 80] < [80] < [80, 443] < [443]
    expect((await names('/api/ipam/services/', `${ids}&port__gt=80&ordering=name`)).sort()).toEqual(['tls', 'web']);
    expect((await names('/api/ipam/services/', `${ids}&port__gte=80`)).sort()).toEqual(['tls', 'web']);
    expect(await names('/api/ipam/services/', `${ids}&port__lt=80`)).toEqual(['ssh']);
    expect((await names('/api/ipam/services/', `${ids}&port__lte=443`)).sort()).toEqual(['ssh', 'tls', 'web']);
    expect(await names('/api/ipam/services/', `${ids}&port__lt=22`)).toEqual([]);
    expect((await app.inject('GET', '/api/ipam/services/?port__gt=abc')).body).toEqual({ port__gt: ['Enter a number.'] });
    const rack = await make.rack(app, 'LkPorts Rack', site.id);
    const user = (await app.inject('GET', '/api/users/users/?username=admin')).body.results[0];
    await post(app, '/api/dcim/rack-reservations/', { rack: rack.id, units: [3, 4], user: user.id, description: 'low' });
    await post(app, '/api/dcim/rack-reservations/', { rack: rack.id, units: [10], user: user.id, description: 'high' });
    expect(await count('/api/dcim/rack-reservations/', `rack_id=${rack.id}&unit__gt=4`)).toBe(1);
    expect(await count('/api/dcim/rack-reservations/', `rack_id=${rack.id}&unit__lte=3`)).toBe(0);
    expect(await count('/api/dcim/rack-reservations/', `rack_id=${rack.id}&unit__gte=3`)).toBe(2);
  });

  it('BaseFilterSetTestCase.test_model_multiple_choice_filter: a component by its device name, an unknown name a 400', async () => {
    const { site, deviceType, role } = await deviceBasics(app, 'LkCompDevice');
    const device = await make.device(app, { name: 'LkCompDevice One', site: site.id, device_type: deviceType.id, role: role.id });
    await make.interface(app, device.id, 'eth0');
    expect(await count('/api/dcim/interfaces/', 'device=LkCompDevice%20One')).toBe(1);
    expect(await count('/api/dcim/interfaces/', `device_id=${device.id}&device__n=LkCompDevice%20One`)).toBe(0);
    const unknown = await app.inject('GET', '/api/dcim/interfaces/?device=LkCompDevice%20None');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ device: ['Select a valid choice. LkCompDevice None is not one of the available choices.'] });
  });

  it("BaseFilterSetTestCase.test_number_filter: a number filter's empty (an L2VPN termination's vlan_vid)", async () => {
    const l2vpn = await post(app, '/api/vpn/l2vpns/', { name: 'LkVid L2VPN', slug: 'lkvid-l2vpn', type: 'vxlan' });
    const vlan = await post(app, '/api/ipam/vlans/', { vid: 3001, name: 'LkVid VLAN' });
    const { site, deviceType, role } = await deviceBasics(app, 'LkVid');
    const device = await make.device(app, { name: 'LkVid Device', site: site.id, device_type: deviceType.id, role: role.id });
    const iface = await make.interface(app, device.id, 'eth0');
    await post(app, '/api/vpn/l2vpn-terminations/', { l2vpn: l2vpn.id, assigned_object_type: 'ipam.vlan', assigned_object_id: vlan.id });
    await post(app, '/api/vpn/l2vpn-terminations/', { l2vpn: l2vpn.id, assigned_object_type: 'dcim.interface', assigned_object_id: iface.id });
    expect(await count('/api/vpn/l2vpn-terminations/', `l2vpn_id=${l2vpn.id}&vlan_vid__empty=true`)).toBe(1);
    expect(await count('/api/vpn/l2vpn-terminations/', `l2vpn_id=${l2vpn.id}&vlan_vid__empty=false`)).toBe(1);
    expect(await count('/api/vpn/l2vpn-terminations/', `l2vpn_id=${l2vpn.id}&vlan_vid__gte=3001`)).toBe(1);
  });

  describe('NaturalOrderingTestCase', () => {
    const ORDERS: Record<string, string[]> = {
      numeric: [
        ...['0', '0.0', '0.1', '0.2', '0.10', '0.100', '0:1', '0:1.0', '0:1.1', '0:1.2', '0:1.10', '0:2', '0:2.0', '0:2.1', '0:2.2', '0:2.10'],
        ...['1', '1.0', '1.1', '1.2', '1.10', '1.100', '1:1', '1:1.0', '1:1.1', '1:1.2', '1:1.10', '1:2', '1:2.0', '1:2.1', '1:2.2', '1:2.10'],
      ],
      linux: ['eth0', 'eth0.1', 'eth0.2', 'eth0.10', 'eth0.100', 'eth1', 'eth1.1', 'eth1.2', 'eth1.100', 'lo0'],
      junos: [
        ...['xe-0/0/0', 'xe-0/0/1', 'xe-0/0/2', 'xe-0/0/3', 'xe-0/1/0', 'xe-0/1/1', 'xe-0/1/2', 'xe-0/1/3'],
        ...['xe-1/0/0', 'xe-1/0/1', 'xe-1/0/2', 'xe-1/0/3', 'xe-1/1/0', 'xe-1/1/1', 'xe-1/1/2', 'xe-1/1/3'],
        ...['xe-2/0/0.1', 'xe-2/0/0.2', 'xe-2/0/0.10', 'xe-2/0/0.11', 'xe-2/0/0.100'],
        ...['xe-3/0/0:1', 'xe-3/0/0:2', 'xe-3/0/0:10', 'xe-3/0/0:11', 'xe-3/0/0:100'],
        ...['xe-10/1/0', 'xe-10/1/1', 'xe-10/1/2', 'xe-10/1/3'],
        ...['ae1', 'ae2', 'ae10.1', 'ae10.10', 'irb.1', 'irb.2', 'irb.10', 'irb.100', 'lo0'],
      ],
      ios: [
        ...['GigabitEthernet0/1', 'GigabitEthernet0/2', 'GigabitEthernet0/10', 'TenGigabitEthernet0/20', 'TenGigabitEthernet0/21'],
        ...['GigabitEthernet1/1', 'GigabitEthernet1/2', 'GigabitEthernet1/10', 'TenGigabitEthernet1/20', 'TenGigabitEthernet1/21'],
        ...['FastEthernet1', 'FastEthernet2', 'FastEthernet10'],
      ],
    };

    for (const [style, order] of Object.entries(ORDERS)) {
      it(`NaturalOrderingTestCase.test_interface_ordering_${style}: a device's interfaces list in NetBox's interface order`, async () => {
        const { site, deviceType, role } = await deviceBasics(app, `LkOrder ${style}`);
        const device = await make.device(app, { name: `LkOrder ${style}`, site: site.id, device_type: deviceType.id, role: role.id });
        // created in reverse, so that the order cannot come from the ids
        for (const name of [...order].reverse()) await make.interface(app, device.id, name, { type: 'virtual' });
        expect(await names('/api/dcim/interfaces/', `device_id=${device.id}`)).toEqual(order);
      });
    }

    it('NaturalOrderingTestCase.test_interface_ordering_ios: a virtual machine lists its interfaces in the same order', async () => {
      const cluster = await post(app, '/api/virtualization/clusters/', {
        name: 'LkOrder Cluster',
        type: (await post(app, '/api/virtualization/cluster-types/', { name: 'LkOrder Type', slug: 'lkorder-type' })).id,
      });
      const vm = await post(app, '/api/virtualization/virtual-machines/', { name: 'LkOrder VM', cluster: cluster.id });
      for (const name of [...ORDERS.ios].reverse()) await post(app, '/api/virtualization/interfaces/', { virtual_machine: vm.id, name });
      expect(await names('/api/virtualization/interfaces/', `virtual_machine_id=${vm.id}`)).toEqual(ORDERS.ios);
    });

    it('interface templates list in the same order (NetBox orders InterfaceTemplate by the interface key too)', async () => {
      const { deviceType } = await deviceBasics(app, 'LkOrder templates');
      for (const name of [...ORDERS.ios].reverse()) {
        await post(app, '/api/dcim/interface-templates/', { device_type: deviceType.id, name, type: 'virtual' });
      }
      expect(await names('/api/dcim/interface-templates/', `device_type_id=${deviceType.id}`)).toEqual(ORDERS.ios);
    });
  });
});
