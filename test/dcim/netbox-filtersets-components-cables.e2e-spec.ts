import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';

/**
 * NetBox 4.6.8's dcim filterset tests (dcim/tests/test_filtersets.py, interfaces to MAC addresses) that did not
 * hold through this API, ported as list requests against the real app: each builds the test's data through the
 * API and compares the count NetBox's test expects.
 */
describe('dcim: NetBox filterset test cases (components, cables, power, VDCs, MAC addresses)', () => {
  let app: TestApp;
  type Json = Record<string, any>;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  /** The count of a list filtered by `query`, or the status when it is not a 200. */
  async function count(path: string, query: string): Promise<number | string> {
    const res = await app.inject('GET', `${path}?${query}`);
    return res.status === 200 ? res.body.count : `HTTP ${res.status}: ${res.text}`;
  }

  /** InventoryItemTestCase.test_serial: `serial` matches without regard to case (NetBox's iexact) */
  it('inventory items: serial is matched case-insensitively', async () => {
    const { site, deviceType, role } = await deviceBasics(app, 'InvSerial');
    for (const [i, serial] of ['ABC', 'DEF', 'GHI'].entries()) {
      const device = await make.device(app, { name: `InvSerial Device ${i + 1}`, site: site.id, device_type: deviceType.id, role: role.id });
      const item = await post(app, '/api/dcim/inventory-items/', { device: device.id, name: `Inventory Item ${i + 1}`, serial });
      await post(app, '/api/dcim/inventory-items/', { device: device.id, name: `Inventory Item ${i + 1}A`, parent: item.id });
    }
    expect(await count('/api/dcim/inventory-items/', 'serial=ABC&serial=DEF')).toBe(2);
    expect(await count('/api/dcim/inventory-items/', 'serial=abc&serial=def')).toBe(2);
  });

  /**
   * VirtualDeviceContextTestCase.test_primary_ip4 / test_primary_ip6: `primary_ip4` / `primary_ip6` take addresses
   * (NetBox's PrimaryIPFilterSet), `primary_ip4_id` / `primary_ip6_id` ids
   */
  it('virtual device contexts: primary_ip4 / primary_ip6 filter by address', async () => {
    const { site, deviceType, role } = await deviceBasics(app, 'VdcIp');
    const devices: Json[] = [];
    for (const n of [1, 2, 3])
      devices.push(await make.device(app, { name: `VdcIp Device ${n}`, site: site.id, device_type: deviceType.id, role: role.id }));
    const vdcs: Json[] = await post(app, '/api/dcim/virtual-device-contexts/', [
      { device: devices[0].id, name: 'VDC 1', identifier: 1, status: 'active', description: 'foobar1' },
      { device: devices[0].id, name: 'VDC 2', identifier: 2, status: 'planned', description: 'foobar2' },
      { device: devices[1].id, name: 'VDC 1', status: 'offline', description: 'foobar3' },
      { device: devices[1].id, name: 'VDC 2', status: 'planned' },
      { device: devices[2].id, name: 'VDC 1', status: 'active' },
      { device: devices[2].id, name: 'VDC 2', status: 'active' },
    ]);
    const interfaces: Json[] = [];
    for (let i = 0; i < 6; i++) {
      interfaces.push(await make.interface(app, devices[Math.floor(i / 2)].id, `Interface ${i + 1}`, { type: 'virtual', vdcs: [vdcs[i].id] }));
    }
    const on = (i: number) => ({ assigned_object_type: 'dcim.interface', assigned_object_id: interfaces[i].id });
    const ips: Json[] = await post(app, '/api/ipam/ip-addresses/', [
      { address: '10.1.1.1/24', ...on(0) },
      { address: '10.1.1.2/24', ...on(1) },
      { address: '10.1.1.3/24' },
      { address: '2001:db8::1/64', ...on(0) },
      { address: '2001:db8::2/64', ...on(1) },
      { address: '2001:db8::3/64' },
    ]);
    for (const [vdc, ip4, ip6] of [
      [vdcs[0], ips[0], ips[3]],
      [vdcs[1], ips[1], ips[4]],
    ]) {
      const res = await app.inject('PATCH', `/api/dcim/virtual-device-contexts/${vdc.id}/`, { body: { primary_ip4: ip4.id, primary_ip6: ip6.id } });
      expect(res.status).toBe(200);
    }
    const path = '/api/dcim/virtual-device-contexts/';
    for (const [family, a] of [
      ['4', ips.slice(0, 3)],
      ['6', ips.slice(3, 6)],
    ] as const) {
      expect(await count(path, `primary_ip${family}_id=${a[0].id}&primary_ip${family}_id=${a[1].id}`)).toBe(2);
      expect(
        await count(path, `primary_ip${family}=${encodeURIComponent(a[0].address)}&primary_ip${family}=${encodeURIComponent(a[1].address)}`),
      ).toBe(2);
      expect(await count(path, `primary_ip${family}_id=${a[2].id}`)).toBe(0);
      expect(await count(path, `primary_ip${family}=${encodeURIComponent(a[2].address)}`)).toBe(0);
    }
  });
});
