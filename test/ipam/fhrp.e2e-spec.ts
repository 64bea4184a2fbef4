import { startApp, TestApp } from '../helpers/app';
import { makeV } from '../helpers/circuits-virtualization';
import { deviceBasics, make } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';

type Json = Record<string, any>;

/**
 * FHRP groups and their assignments (NetBox's ipam/models/fhrp.py): the group's display and virtual
 * addresses, assignments to interfaces only, the interfaces' count_fhrp_groups, services on a group.
 */
describe('ipam FHRP groups', () => {
  let app: TestApp;
  let device: Json;
  let vm: Json;
  const post = (path: string, body: unknown) => app.inject('POST', `/api/ipam/${path}/`, { body });
  const count = async (path: string) => (await app.inject('GET', `/api/ipam/${path}/?limit=1`)).body.count as number;

  beforeAll(async () => {
    app = await startApp();
    const { site, deviceType, role } = await deviceBasics(app, 'FHRP');
    device = await make.device(app, { name: 'fhrp-router', site: site.id, device_type: deviceType.id, role: role.id });
    vm = await makeV.vm(app, 'fhrp-vm', { site: site.id });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a group shows its name, protocol, ID and first virtual address; its addresses are listed in full brief form', async () => {
    const group = await ipam.fhrpGroup(app, 'vrrp2', 10, { name: 'core' });
    expect(group).toMatchObject({ display: 'core VRRPv2: 10', protocol: 'vrrp2', ip_addresses: [], auth_type: null });
    const unnamed = await ipam.fhrpGroup(app, 'clusterxl', 3);
    expect(unnamed.display).toBe('ClusterXL: 3');
    const vip2 = await ipam.address(app, '10.9.0.253/24', { role: 'vrrp', assigned_object_type: 'ipam.fhrpgroup', assigned_object_id: group.id });
    const vip1 = await ipam.address(app, '10.9.0.1/24', { role: 'vrrp', assigned_object_type: 'ipam.fhrpgroup', assigned_object_id: group.id });
    expect(vip1.assigned_object).toEqual({
      id: group.id,
      url: expect.stringMatching(/\/api\/ipam\/fhrp-groups\/\d+\/$/),
      display: 'core VRRPv2: 10 (10.9.0.1/24)',
      protocol: 'vrrp2',
      group_id: 10,
      description: '',
    });
    const shown = (await app.inject('GET', `/api/ipam/fhrp-groups/${group.id}/`)).body;
    expect(shown.display).toBe('core VRRPv2: 10 (10.9.0.1/24)');
    expect(shown.ip_addresses.map((a: Json) => a.id)).toEqual([vip1.id, vip2.id]);
    expect(shown.ip_addresses[0]).toEqual({
      id: vip1.id,
      url: expect.any(String),
      display: '10.9.0.1/24',
      family: { value: 4, label: 'IPv4' },
      address: '10.9.0.1/24',
      description: '',
    });
    expect(Object.keys(shown).slice(0, 5)).toEqual(['id', 'url', 'display_url', 'display', 'name']);
    expect((await app.inject('GET', `/api/ipam/ip-addresses/?fhrpgroup_id=${group.id}`)).body.count).toBe(2);
    expect((await app.inject('GET', '/api/ipam/ip-addresses/?fhrpgroup_id=999999')).status).toBe(400);
    expect((await app.inject('GET', `/api/ipam/fhrp-groups/?related_ip=${vip1.id}`)).body.results.map((g: Json) => g.id)).toEqual([group.id]);
    expect((await app.inject('GET', '/api/ipam/fhrp-groups/?q=1')).body.results.map((g: Json) => g.id)).toEqual([group.id]);
    expect((await post('fhrp-groups', { protocol: 'vrrp4', group_id: 1 })).body).toEqual({ protocol: ['vrrp4 is not a valid choice.'] });
    expect((await post('fhrp-groups', { protocol: 'hsrp', group_id: 32768 })).body).toEqual({
      group_id: ['Ensure this value is less than or equal to 32767.'],
    });
    // deleting the group deletes its virtual addresses with it
    expect((await app.inject('DELETE', `/api/ipam/fhrp-groups/${group.id}/`)).status).toBe(204);
    expect((await app.inject('GET', `/api/ipam/ip-addresses/${vip1.id}/`)).status).toBe(404);
  });

  it('an assignment to anything but an interface is a 400 naming the field, and nothing is written', async () => {
    const group = await ipam.fhrpGroup(app, 'hsrp', 20);
    const before = await count('fhrp-group-assignments');
    const site = await app.inject('POST', '/api/ipam/fhrp-group-assignments/', {
      body: { group: group.id, interface_type: 'dcim.site', interface_id: device.site.id, priority: 100 },
    });
    expect(site.status).toBe(400);
    expect(site.body).toEqual({ interface_type: ['Invalid content type: dcim.site'] });
    const iface = await make.interface(app, device.id, 'Gi0/20');
    const bulk = await post('fhrp-group-assignments', [
      { group: group.id, interface_type: 'dcim.interface', interface_id: iface.id, priority: 100 },
      { group: group.id, interface_type: 'ipam.fhrpgroup', interface_id: group.id, priority: 100 },
    ]);
    expect(bulk.status).toBe(400);
    expect(bulk.body).toEqual([{}, { interface_type: ['Invalid content type: ipam.fhrpgroup'] }]);
    expect(
      (await post('fhrp-group-assignments', { group: group.id, interface_type: 'dcim.interface', interface_id: 999999, priority: 1 })).body,
    ).toEqual({
      interface_id: ['Related object not found using the provided value: 999999.'],
    });
    expect(
      (await post('fhrp-group-assignments', { group: group.id, interface_type: 'dcim.interface', interface_id: iface.id, priority: 256 })).body,
    ).toEqual({
      priority: ['Ensure this value is less than or equal to 255.'],
    });
    expect(await count('fhrp-group-assignments')).toBe(before);
  });

  it('assignments: display, unique per interface and group, the interfaces’ count_fhrp_groups, filters, cascades', async () => {
    const a = await ipam.fhrpGroup(app, 'vrrp3', 30, { name: 'edge' });
    const b = await ipam.fhrpGroup(app, 'glbp', 31);
    const gi = await make.interface(app, device.id, 'Gi0/30', { label: 'uplink' });
    const veth = await makeV.vmInterface(app, vm.id, 'veth30');
    const first = await ipam.fhrpAssignment(app, a.id, 'dcim.interface', gi.id, 50);
    expect(first).toMatchObject({ display: 'Gi0/30 (uplink): edge VRRPv3: 30 (50)', interface: { id: gi.id, name: 'Gi0/30' }, group: { id: a.id } });
    expect(first).not.toHaveProperty('display_url');
    await ipam.fhrpAssignment(app, b.id, 'dcim.interface', gi.id, 200);
    await ipam.fhrpAssignment(app, a.id, 'virtualization.vminterface', veth.id, 100);
    expect((await post('fhrp-group-assignments', { group: a.id, interface_type: 'dcim.interface', interface_id: gi.id, priority: 1 })).body).toEqual({
      __all__: ['FHRP group assignment with this Interface type, Interface id and Group already exists.'],
    });
    expect((await app.inject('GET', `/api/dcim/interfaces/${gi.id}/`)).body.count_fhrp_groups).toBe(2);
    expect((await app.inject('GET', `/api/virtualization/interfaces/${veth.id}/`)).body.count_fhrp_groups).toBe(1);
    const list = async (query: string) =>
      (await app.inject('GET', `/api/ipam/fhrp-group-assignments/?${query}`)).body.results.map((x: Json) => x.priority);
    expect(await list(`device_id=${device.id}`)).toEqual([200, 50]); // by priority, highest first
    expect(await list('device=fhrp-router')).toEqual([200, 50]);
    expect(await list(`virtual_machine_id=${vm.id}`)).toEqual([100]);
    expect(await list('virtual_machine=fhrp-vm')).toEqual([100]);
    expect(await list(`group_id=${a.id}`)).toEqual([100, 50]);
    expect(await list('interface_type=virtualization.vminterface')).toEqual([100]);
    expect(await list('interface_type=Virtualization.VMInterface')).toEqual([100]); // object types in any case, as NetBox's
    expect(await list('interface_type__n=DCIM.Interface')).toEqual([100]);
    expect(await list('device=no-such-device')).toEqual([]);
    // ids are numbers (NetBox's MultiValueNumberFilter): anything else is a 400, never a silent empty list
    for (const param of ['device_id', 'virtual_machine_id']) {
      const bad = await app.inject('GET', `/api/ipam/fhrp-group-assignments/?${param}=${device.id}&${param}=abc`);
      expect({ param, status: bad.status, body: bad.body }).toEqual({ param, status: 400, body: { [param]: ['Enter a whole number.'] } });
    }
    expect(await list(`device_id=${device.id}&device_id=99999999999999999999`)).toEqual([200, 50]); // beyond any id: matches nothing more
    // the assignment goes with its interface
    expect((await app.inject('DELETE', `/api/dcim/interfaces/${gi.id}/`)).status).toBe(204);
    expect(await list(`group_id=${b.id}`)).toEqual([]);
  });

  it('services may run on an FHRP group; services filter by device, VM, group and address', async () => {
    const group = await ipam.fhrpGroup(app, 'carp', 40, { name: 'vip' });
    const ip = await ipam.address(app, '10.40.0.1/24', { assigned_object_type: 'ipam.fhrpgroup', assigned_object_id: group.id });
    const web = await post('services', {
      parent_object_type: 'ipam.fhrpgroup',
      parent_object_id: group.id,
      name: 'web',
      protocol: 'tcp',
      ports: [443],
      ipaddresses: [ip.id],
    });
    expect(web.status).toBe(201);
    expect(web.body.parent).toMatchObject({ id: group.id, display: 'vip CARP: 40 (10.40.0.1/24)' });
    const ssh = await post('services', { parent_object_type: 'dcim.device', parent_object_id: device.id, name: 'ssh', protocol: 'tcp', ports: [22] });
    const names = async (query: string) => (await app.inject('GET', `/api/ipam/services/?${query}`)).body.results.map((x: Json) => x.name);
    expect(await names(`fhrpgroup_id=${group.id}`)).toEqual(['web']);
    expect(await names('fhrpgroup=vip')).toEqual(['web']);
    expect(await names('device=fhrp-router')).toEqual(['ssh']);
    expect(await names(`device_id=${device.id}`)).toEqual(['ssh']);
    expect(await names(`ip_address_id=${ip.id}`)).toEqual(['web']);
    expect(await names('ip_address=10.40.0.1/24')).toEqual(['web']);
    expect(await names('parent_object_type=ipam.fhrpgroup')).toEqual(['web']);
    for (const param of ['device_id', 'virtual_machine_id', 'fhrpgroup_id']) {
      expect((await app.inject('GET', `/api/ipam/services/?${param}=x1`)).body).toEqual({ [param]: ['Enter a whole number.'] });
    }
    expect(
      (await post('services', { parent_object_type: 'dcim.site', parent_object_id: device.site.id, name: 'x', protocol: 'tcp', ports: [1] })).body,
    ).toEqual({
      parent_object_type: ['Invalid content type: dcim.site'],
    });
    expect(ssh.status).toBe(201);
  });

  it('service templates: display, unique name, port checks, port filter', async () => {
    const t = await post('service-templates', { name: 'HTTPS', protocol: 'tcp', ports: [443, 8443, 444] });
    expect(t.status).toBe(201);
    expect(t.body.display).toBe('HTTPS (TCP/443-444, 8443)');
    expect((await post('service-templates', { name: 'HTTPS', protocol: 'udp', ports: [1] })).body).toEqual({
      name: ['application service template with this name already exists.'],
    });
    expect((await post('service-templates', { name: 'Bad', protocol: 'tcp', ports: [0] })).body).toEqual({
      ports: ['Ensure this value is greater than or equal to 1.'],
    });
    expect((await post('service-templates', { name: 'Empty', protocol: 'tcp', ports: [] })).body).toEqual({ ports: ['This list may not be empty.'] });
    expect((await app.inject('GET', '/api/ipam/service-templates/?port=8443')).body.results.map((x: Json) => x.name)).toEqual(['HTTPS']);
    // one number (NetBox's NumberFilter): repeated, the last counts; not a number is a 400; a fraction matches nothing
    expect((await app.inject('GET', '/api/ipam/service-templates/?port=1&port=8443')).body.results.map((x: Json) => x.name)).toEqual(['HTTPS']);
    expect((await app.inject('GET', '/api/ipam/service-templates/?port=8443.0')).body.results.map((x: Json) => x.name)).toEqual(['HTTPS']);
    expect((await app.inject('GET', '/api/ipam/service-templates/?port=8443.5')).body.count).toBe(0);
    expect((await app.inject('GET', '/api/ipam/service-templates/?port=99999999999999999999')).body.count).toBe(0);
    expect((await app.inject('GET', '/api/ipam/services/?port=ssh')).body).toEqual({ port: ['Enter a number.'] });
  });
});
