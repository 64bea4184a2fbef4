import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';

type Json = Record<string, any>;

/**
 * Cases of NetBox's change log tests (core/tests/test_changelog.py) that the API shows and that
 * test/changelog/changelog.e2e-spec.ts does not already cover, ported as requests against the real app.
 */
describe('change log: NetBox test cases', () => {
  let app: TestApp;
  const records = async (query: string) => {
    const res = await app.inject('GET', `/api/core/object-changes/?limit=1000&${query}`);
    expect(res.status).toBe(200);
    return res.body.results as Json[];
  };
  const lastId = async () => (await records('ordering=-id&limit=1'))[0]?.id ?? 0;
  const brief = (r: Json) => `${r.changed_object_type}:${r.changed_object_id}:${r.action.value}`;

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  /**
   * ChangeLogAPITestCase.test_deletion_ordering: deleting a module deletes its interface; the interface's
   * record comes first, by time as by the default order (newest first) reversed
   */
  it('ChangeLogAPITestCase.test_deletion_ordering: a cascade records the dependants before their parent', async () => {
    const { site, manufacturer, deviceType, role } = await deviceBasics(app, 'Ord');
    const device = await make.device(app, { name: 'device1', device_type: deviceType.id, role: role.id, site: site.id });
    const bay = await post(app, '/api/dcim/module-bays/', { device: device.id, name: 'Module Bay 1' });
    const moduleType = await post(app, '/api/dcim/module-types/', { manufacturer: manufacturer.id, model: 'Module Type 1' });
    const since = await lastId();
    const module = await post(app, '/api/dcim/modules/', { device: device.id, module_bay: bay.id, module_type: moduleType.id, status: 'active' });
    const iface = await make.interface(app, device.id, 'Interface 1', { module: module.id });
    expect((await app.inject('DELETE', `/api/dcim/modules/${module.id}/`)).status).toBe(204);
    const expected = [
      `dcim.module:${module.id}:create`,
      `dcim.interface:${iface.id}:create`,
      `dcim.interface:${iface.id}:delete`,
      `dcim.module:${module.id}:delete`,
    ];
    const byTime = await records(`id__gt=${since}&ordering=time`);
    expect(byTime.map(brief)).toEqual(expected);
    expect(new Set(byTime.map((r) => r.time)).size).toBe(4);
    expect((await records(`id__gt=${since}`)).map(brief)).toEqual([...expected].reverse());
  });

  /**
   * ChangeLogViewTestCase.test_ordering_genericrelation (through the API): deleting a device whose interface
   * is cabled records the cable termination, then the interface, then the device
   */
  it('ChangeLogViewTestCase.test_ordering_genericrelation: a cabled interface’s termination, the interface, then the device', async () => {
    const { site, deviceType, role } = await deviceBasics(app, 'Gen');
    const device1 = await make.device(app, { name: 'Device 1', device_type: deviceType.id, role: role.id, site: site.id });
    const device2 = await make.device(app, { name: 'Device 2', device_type: deviceType.id, role: role.id, site: site.id });
    const a = await make.interface(app, device1.id, 'eth0');
    const b = await make.interface(app, device2.id, 'eth0');
    await post(app, '/api/dcim/cables/', {
      a_terminations: [{ object_type: 'dcim.interface', object_id: a.id }],
      b_terminations: [{ object_type: 'dcim.interface', object_id: b.id }],
      status: 'connected',
    });
    const since = await lastId();
    expect((await app.inject('DELETE', `/api/dcim/devices/${device1.id}/`)).status).toBe(204);
    const deletes = (await records(`id__gt=${since}&action=delete&ordering=time`)).slice(0, 3);
    expect(deletes.map((r) => r.changed_object_type)).toEqual(['dcim.cabletermination', 'dcim.interface', 'dcim.device']);
  });
});
