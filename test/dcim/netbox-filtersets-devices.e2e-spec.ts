import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';

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
  /** DeviceFilterSet.parent_bay_id is a ModelMultipleChoiceFilter: a bay that does not exist is a 400, as any unknown id */
  it('parent_bay_id: devices installed in the bays; an unknown bay → 400', async () => {
    const { site, manufacturer, role } = await deviceBasics(app, 'FsParentBay');
    const parentType = await post(app, '/api/dcim/device-types/', {
      manufacturer: manufacturer.id,
      model: 'FsParentBay Chassis',
      slug: 'fsparentbay-chassis',
      subdevice_role: 'parent',
    });
    const childType = await post(app, '/api/dcim/device-types/', {
      manufacturer: manufacturer.id,
      model: 'FsParentBay Blade',
      slug: 'fsparentbay-blade',
      subdevice_role: 'child',
      u_height: 0,
    });
    const chassis = await make.device(app, { name: 'FsParentBay Chassis', site: site.id, device_type: parentType.id, role: role.id });
    const blade = await make.device(app, { name: 'FsParentBay Blade', site: site.id, device_type: childType.id, role: role.id });
    const bay = await post(app, '/api/dcim/device-bays/', { device: chassis.id, name: 'Bay 1', installed_device: blade.id });
    const res = await app.inject('GET', `/api/dcim/devices/?parent_bay_id=${bay.id}`);
    expect(res.body.results.map((d: { id: number }) => d.id)).toEqual([blade.id]);
    const unknown = await app.inject('GET', `/api/dcim/devices/?parent_bay_id=${bay.id}&parent_bay_id=2147483000`);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ parent_bay_id: ['Select a valid choice. 2147483000 is not one of the available choices.'] });
  });
  /** DeviceFilterSet.search: the text fields, the virtual chassis name, and a value that reads as an IP the primary IP's host */
  it('q: a device by its virtual chassis name or by its primary IPv4 / IPv6 address (with or without a mask)', async () => {
    const { site, deviceType, role } = await deviceBasics(app, 'FsDevQ');
    const vc = await post(app, '/api/dcim/virtual-chassis/', { name: 'FsDevQ Stack' });
    const member = await make.device(app, {
      name: 'FsDevQ One',
      site: site.id,
      device_type: deviceType.id,
      role: role.id,
      virtual_chassis: vc.id,
      vc_position: 1,
    });
    const routed = await make.device(app, { name: 'FsDevQ Two', site: site.id, device_type: deviceType.id, role: role.id });
    const iface = await post(app, '/api/dcim/interfaces/', { device: routed.id, name: 'eth0', type: '1000base-t' });
    const on = { assigned_object_type: 'dcim.interface', assigned_object_id: iface.id };
    const v4 = await ipam.address(app, '198.51.100.77/24', on);
    const v6 = await ipam.address(app, '2001:db8:77::1/64', on);
    await app.inject('PATCH', `/api/dcim/devices/${routed.id}/`, { body: { primary_ip4: v4.id, primary_ip6: v6.id } });
    const found = async (q: string) =>
      (await app.inject('GET', `/api/dcim/devices/?q=${encodeURIComponent(q)}`)).body.results.map((d: { id: number }) => d.id);
    expect(await found('fsdevq stack')).toEqual([member.id]);
    expect(await found('198.51.100.77')).toEqual([routed.id]);
    expect(await found('198.51.100.77/32')).toEqual([routed.id]);
    expect(await found('2001:db8:77::1')).toEqual([routed.id]);
    expect(await found('198.51.100.78')).toEqual([]);
  });
});
