import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';

/**
 * Fields declared `renderApart` (a device's IPs, parent device, virtual chassis, config context) are
 * rendered by derived SQL functions in a detail and inline in a list: both must give the same object,
 * set or not.
 */
describe('fields rendered apart', () => {
  let app: TestApp;
  type Json = Record<string, any>;
  const devices = '/api/dcim/devices/';

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('a detail renders them as the list does, set and unset', async () => {
    const basics = await deviceBasics(app, 'Apart');
    const parentType = await make.deviceType(app, 'Apart Chassis', basics.manufacturer.id, { subdevice_role: 'parent', u_height: 2 });
    const childType = await make.deviceType(app, 'Apart Blade', basics.manufacturer.id, { subdevice_role: 'child', u_height: 0 });
    const common = { site: basics.site.id, role: basics.role.id };
    const chassis = await make.device(app, { ...common, name: 'apart-chassis', device_type: parentType.id, local_context_data: { a: 1 } });
    const blade = await make.device(app, { ...common, name: 'apart-blade', device_type: childType.id });
    const plain = await make.device(app, { ...common, name: 'apart-plain', device_type: basics.deviceType.id });
    const bay = await post(app, '/api/dcim/device-bays/', { device: chassis.id, name: 'Bay 1' });
    expect((await app.inject('PATCH', `/api/dcim/device-bays/${bay.id}/`, { body: { installed_device: blade.id } })).status).toBe(200);
    await post(app, '/api/extras/config-contexts/', { name: 'Apart Context', data: { b: 2 } });
    const iface = await make.interface(app, chassis.id, 'eth0');
    const assigned = { assigned_object_type: 'dcim.interface', assigned_object_id: iface.id };
    const ip4 = await post(app, '/api/ipam/ip-addresses/', { address: '10.77.0.1/24', ...assigned });
    const ip6 = await post(app, '/api/ipam/ip-addresses/', { address: '2001:db8:77::1/64', ...assigned });
    await post(app, '/api/ipam/ip-addresses/', { address: '192.0.2.77/32', nat_inside: ip4.id });
    const vc = await post(app, '/api/dcim/virtual-chassis/', { name: 'Apart VC' });
    const patch = { primary_ip4: ip4.id, primary_ip6: ip6.id, oob_ip: ip4.id, virtual_chassis: vc.id, vc_position: 1 };
    expect((await app.inject('PATCH', `${devices}${chassis.id}/`, { body: patch })).status).toBe(200);

    const list = (await app.inject('GET', `${devices}?name__isw=apart-`)).body.results as Json[];
    expect(list).toHaveLength(3);
    for (const listed of list) {
      const detail = await app.inject('GET', `${devices}${listed.id}/`);
      expect(JSON.stringify(detail.body)).toBe(JSON.stringify(listed)); // same keys, same order
    }
    const byName = Object.fromEntries(list.map((d) => [d.name, d]));
    expect(byName['apart-chassis'].primary_ip.address).toBe('2001:db8:77::1/64');
    expect(byName['apart-chassis'].oob_ip.nat_outside).toHaveLength(1);
    expect(byName['apart-chassis'].virtual_chassis.id).toBe(vc.id);
    expect(byName['apart-chassis'].config_context).toEqual({ a: 1, b: 2 });
    expect(byName['apart-blade'].parent_device.device_bay.id).toBe(bay.id);
    expect(byName['apart-plain']).toMatchObject({
      primary_ip: null,
      primary_ip4: null,
      oob_ip: null,
      parent_device: null,
      virtual_chassis: null,
      config_context: { b: 2 },
    });
    expect(plain.id).toBe(byName['apart-plain'].id);
  });
});
