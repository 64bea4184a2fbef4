import { startApp, TestApp } from '../helpers/app';
import { makeV } from '../helpers/circuits-virtualization';
import { deviceBasics, make, post } from '../helpers/dcim';
import { png, sendMultipart } from '../helpers/uploads';

type Json = Record<string, any>;

/**
 * Response shapes checked against NetBox's OpenAPI document, field by field, where NetBox 4.6.8's serializers
 * decide: the keys a serializer's Meta.fields lists (and only those: a field its base class declares but its
 * Meta leaves out, such as `display_url` or `custom_fields`, is not rendered) and the fields of a fixed nested
 * serializer (NestedDeviceRoleSerializer, NestedPlatformSerializer).
 */
describe('NetBox response shapes (OpenAPI audit)', () => {
  let app: TestApp;
  let site: Json;

  beforeAll(async () => {
    app = await startApp();
    site = await make.site(app, 'Shape Site');
  });

  afterAll(async () => {
    await app?.close();
  });

  const keysOf = async (url: string) => Object.keys((await app.inject('GET', url)).body);

  it('a contact assignment: ContactAssignmentSerializer’s fields, without display_url', async () => {
    const contact = await post(app, '/api/tenancy/contacts/', { name: 'Shape Contact' });
    const role = await post(app, '/api/tenancy/contact-roles/', { name: 'Shape Role', slug: 'shape-role' });
    const created = await post(app, '/api/tenancy/contact-assignments/', {
      object_type: 'dcim.site',
      object_id: site.id,
      contact: contact.id,
      role: role.id,
    });
    const fields = [
      'id',
      'url',
      'display',
      'object_type',
      'object_id',
      'object',
      'contact',
      'role',
      'priority',
      'tags',
      'custom_fields',
      'created',
      'last_updated',
    ];
    expect(Object.keys(created)).toEqual(fields);
    expect(await keysOf(created.url)).toEqual(fields);
    const list = await app.inject('GET', '/api/tenancy/contact-assignments/');
    expect(Object.keys(list.body.results[0])).toEqual(fields);
  });

  it('an image attachment: ImageAttachmentSerializer’s fields, without display_url', async () => {
    const res = await sendMultipart(app, 'POST', '/api/extras/image-attachments/', {
      object_type: 'dcim.site',
      object_id: site.id,
      name: 'shape',
      image: { filename: 'shape.png', data: png(2, 2), type: 'image/png' },
    });
    expect(res.status).toBe(201);
    const fields = [
      'id',
      'url',
      'display',
      'object_type',
      'object_id',
      'parent',
      'name',
      'image',
      'description',
      'image_height',
      'image_width',
      'image_size',
      'created',
      'last_updated',
    ];
    expect(Object.keys(res.body)).toEqual(fields);
    expect(await keysOf(res.body.url)).toEqual(fields);
  });

  it('a circuit group assignment: CircuitGroupAssignmentSerializer’s fields, tags but no custom_fields', async () => {
    const provider = await post(app, '/api/circuits/providers/', { name: 'Shape Provider', slug: 'shape-provider' });
    const type = await post(app, '/api/circuits/circuit-types/', { name: 'Shape Type', slug: 'shape-type' });
    const circuit = await post(app, '/api/circuits/circuits/', { cid: 'SHAPE-1', provider: provider.id, type: type.id });
    const group = await post(app, '/api/circuits/circuit-groups/', { name: 'Shape Group', slug: 'shape-group' });
    const created = await post(app, '/api/circuits/circuit-group-assignments/', {
      group: group.id,
      member_type: 'circuits.circuit',
      member_id: circuit.id,
    });
    const fields = [
      'id',
      'url',
      'display_url',
      'display',
      'group',
      'member_type',
      'member_id',
      'member',
      'priority',
      'tags',
      'created',
      'last_updated',
    ];
    expect(Object.keys(created)).toEqual(fields);
    expect(await keysOf(created.url)).toEqual(fields);
    // in the circuit: CircuitGroupAssignmentSerializer_(nested=True), so its brief_fields
    const inCircuit = [{ id: created.id, url: created.url, display: created.display, group: created.group, priority: null }];
    expect((await app.inject('GET', circuit.url)).body.assignments).toEqual(inCircuit);
    expect((await app.inject('GET', `/api/circuits/circuits/?id=${circuit.id}`)).body.results[0].assignments).toEqual(inCircuit);
  });

  it('a device role’s and a platform’s parent: NestedDeviceRoleSerializer / NestedPlatformSerializer (id, url, display_url, display, name)', async () => {
    for (const [path, maker] of [
      ['device-roles', make.deviceRole],
      ['platforms', make.platform],
    ] as const) {
      const parent = await maker(app, `Shape ${path} parent`);
      const child = await maker(app, `Shape ${path} child`, { parent: parent.id });
      const expected = {
        id: parent.id,
        url: parent.url,
        display_url: parent.display_url,
        display: parent.display,
        name: parent.name,
      };
      expect(child.parent).toEqual(expected);
      expect((await app.inject('GET', child.url)).body.parent).toEqual(expected);
      const list = await app.inject('GET', `/api/dcim/${path}/?id=${child.id}`);
      expect(list.body.results[0].parent).toEqual(expected);
    }
  });

  it('a parent, bridge or LAG interface: NestedInterfaceSerializer, its device a NestedDeviceSerializer (id, url, display_url, display, name)', async () => {
    const { deviceType, role } = await deviceBasics(app, 'Shape Iface');
    const device = await make.device(app, { name: 'Shape Device', device_type: deviceType.id, role: role.id, site: site.id });
    const nestedDevice = { id: device.id, url: device.url, display_url: device.display_url, display: device.display, name: device.name };
    const lag = await make.interface(app, device.id, 'bond0', { type: 'lag' });
    const bridge = await make.interface(app, device.id, 'br0', { type: 'bridge' });
    const member = await make.interface(app, device.id, 'eth0', { lag: lag.id, bridge: bridge.id });
    const child = await make.interface(app, device.id, 'eth0.10', { type: 'virtual', parent: member.id });
    for (const body of [
      member,
      (await app.inject('GET', member.url)).body,
      (await app.inject('GET', `/api/dcim/interfaces/?id=${member.id}`)).body.results[0],
    ]) {
      expect(body.lag.device).toEqual(nestedDevice);
      expect(body.bridge.device).toEqual(nestedDevice);
    }
    expect((await app.inject('GET', child.url)).body.parent.device).toEqual(nestedDevice);
    for (const body of [
      (await app.inject('GET', bridge.url)).body,
      (await app.inject('GET', `/api/dcim/interfaces/?id=${bridge.id}`)).body.results[0],
    ])
      expect(body.bridge_interfaces.map((i: Json) => i.device)).toEqual([nestedDevice]);
    // where NetBox nests the interface's own brief form (InterfaceSerializer(nested=True)), its device stays the device's brief form
    const address = await post(app, '/api/ipam/ip-addresses/', {
      address: '192.0.2.1/24',
      assigned_object_type: 'dcim.interface',
      assigned_object_id: member.id,
    });
    expect(address.assigned_object.device).toEqual({ id: device.id, url: device.url, display: device.display, name: device.name, description: '' });
  });

  it('a VM interface’s parent or bridge: NestedVMInterfaceSerializer, its VM a NestedVirtualMachineSerializer', async () => {
    const vm = await makeV.vm(app, 'Shape VM', { site: site.id });
    const nestedVm = { id: vm.id, url: vm.url, display_url: vm.display_url, display: vm.display, name: vm.name };
    const parent = await makeV.vmInterface(app, vm.id, 'vmi0');
    const bridge = await makeV.vmInterface(app, vm.id, 'vbr0');
    const child = await makeV.vmInterface(app, vm.id, 'vmi0.5', { parent: parent.id, bridge: bridge.id });
    for (const body of [
      child,
      (await app.inject('GET', child.url)).body,
      (await app.inject('GET', `/api/virtualization/interfaces/?id=${child.id}`)).body.results[0],
    ]) {
      expect(body.parent.virtual_machine).toEqual(nestedVm);
      expect(body.bridge.virtual_machine).toEqual(nestedVm);
    }
  });

  // NetBox's Nested{Region,SiteGroup,Location,TenantGroup,ContactGroup,WirelessLANGroup}Serializer declare the count
  // as a plain read-only IntegerField; the parent is fetched without the viewset's count annotation, so DRF skips it
  it('a tree node’s parent: id, url, display_url, display, name, slug, _depth, without the count its nested serializer cannot fill', async () => {
    const trees: [string, (name: string, extra: Json) => Promise<Json>][] = [
      ['/api/dcim/regions/', (name, extra) => make.region(app, name, extra)],
      ['/api/dcim/site-groups/', (name, extra) => make.siteGroup(app, name, extra)],
      ['/api/dcim/locations/', (name, extra) => make.location(app, name, site.id, extra)],
      ['/api/tenancy/tenant-groups/', (name, extra) => make.tenantGroup(app, name, extra)],
      [
        '/api/tenancy/contact-groups/',
        (name, extra) => post(app, '/api/tenancy/contact-groups/', { name, slug: name.toLowerCase().replace(/ /g, '-'), ...extra }),
      ],
      [
        '/api/wireless/wireless-lan-groups/',
        (name, extra) => post(app, '/api/wireless/wireless-lan-groups/', { name, slug: name.toLowerCase().replace(/ /g, '-'), ...extra }),
      ],
    ];
    for (const [path, maker] of trees) {
      const parent = await maker(`Tree ${path.split('/')[3]} top`, {});
      const child = await maker(`Tree ${path.split('/')[3]} child`, { parent: parent.id });
      const expected = {
        id: parent.id,
        url: parent.url,
        display_url: parent.display_url,
        display: parent.display,
        name: parent.name,
        slug: parent.slug,
        _depth: 0,
      };
      expect({ path, parent: child.parent }).toEqual({ path, parent: expected });
      expect({ path, parent: (await app.inject('GET', child.url)).body.parent }).toEqual({ path, parent: expected });
      expect({ path, parent: (await app.inject('GET', `${path}?id=${child.id}`)).body.results[0].parent }).toEqual({ path, parent: expected });
    }
  });

  // request side: ASNSerializer declares rir required=False, allow_null=True; the model's non-null foreign key refuses
  // a missing one in full_clean (Django's message), and a PUT without it keeps the stored one (an explicit null is
  // still refused by the field here, "This field may not be null.", where NetBox's model says "cannot be null")
  it('an ASN’s rir: optional in the serializer (OPTIONS, PUT), refused as null by the model', async () => {
    const rir = await post(app, '/api/ipam/rirs/', { name: 'Shape RIR', slug: 'shape-rir' });
    const missing = await app.inject('POST', '/api/ipam/asns/', { body: { asn: 65101 } });
    expect([missing.status, missing.body]).toEqual([400, { rir: ['This field cannot be null.'] }]);
    const asn = await post(app, '/api/ipam/asns/', { asn: 65101, rir: rir.id });
    const put = await app.inject('PUT', asn.url, { body: { asn: 65102, description: 'kept rir' } });
    expect([put.status, put.body.asn, put.body.rir?.id]).toEqual([200, 65102, rir.id]);
    const options = await app.inject('OPTIONS', '/api/ipam/asns/');
    expect(options.body.actions.POST.rir.required).toBe(false);
  });

  it('an object permission’s groups and users: NestedGroupSerializer / NestedUserSerializer', async () => {
    const group = await post(app, '/api/users/groups/', { name: 'Shape Group' });
    const user = await post(app, '/api/users/users/', { username: 'shape-user', password: 'Shape-Passw0rd-1' });
    const created = await post(app, '/api/users/permissions/', {
      name: 'Shape permission',
      object_types: ['dcim.site'],
      actions: ['view'],
      groups: [group.id],
      users: [user.id],
    });
    const groups = [{ id: group.id, url: group.url, display_url: group.display_url, display: group.display, name: 'Shape Group' }];
    const users = [{ id: user.id, url: user.url, display_url: user.display_url, display: user.display, username: 'shape-user' }];
    for (const body of [
      created,
      (await app.inject('GET', created.url)).body,
      (await app.inject('GET', `/api/users/permissions/?id=${created.id}`)).body.results[0],
    ]) {
      expect(body.groups).toEqual(groups);
      expect(body.users).toEqual(users);
    }
  });
});
