import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';

/**
 * NetBox 4.6.8's dcim filterset tests (dcim/tests/test_filtersets.py, interfaces to MAC addresses) that did not
 * hold through this API, ported as list requests against the real app: each builds the test's data through the
 * API and compares the count NetBox's test expects.
 */
describe('dcim: NetBox filterset test cases (components, cables, power, VDCs, MAC addresses)', () => {
  let app: TestApp;

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
});
