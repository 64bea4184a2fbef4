import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';

/**
 * NetBox's filterset tests for devices, modules and the console and power components
 * (dcim/tests/test_filtersets.py: DeviceTestCase … PowerOutletTestCase) that this service failed, ported as
 * list requests against the real app. Each list is narrowed to the case's own objects, as the database is shared.
 */
describe('dcim: NetBox filterset test cases (devices, modules, console and power ports)', () => {
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

  /** ModuleTestCase.test_serial: a module's serial matches in any case (NetBox's filter is iexact) */
  it('ModuleTestCase.test_serial: serial matches case-insensitively', async () => {
    const { site, manufacturer, deviceType, role } = await deviceBasics(app, 'FsModSerial');
    const device = await make.device(app, { name: 'FsModSerial Device', site: site.id, device_type: deviceType.id, role: role.id });
    const moduleType = await post(app, '/api/dcim/module-types/', { manufacturer: manufacturer.id, model: 'FsModSerial Module' });
    for (const serial of ['A', 'B', 'C']) {
      const bay = await post(app, '/api/dcim/module-bays/', { device: device.id, name: `Bay ${serial}` });
      await post(app, '/api/dcim/modules/', { device: device.id, module_bay: bay.id, module_type: moduleType.id, serial });
    }
    expect(await count('/api/dcim/modules/', `device_id=${device.id}&serial=A&serial=B`)).toBe(2);
    expect(await count('/api/dcim/modules/', `device_id=${device.id}&serial=a&serial=b`)).toBe(2);
  });
});
