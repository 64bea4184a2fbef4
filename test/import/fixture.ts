import type { TestApp } from '../helpers/app';
import { make, post } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';
import { png, sendMultipart } from '../helpers/uploads';

type Json = Record<string, any>;

async function patch(app: TestApp, path: string, body: unknown): Promise<Json> {
  const res = await app.inject('PATCH', path, { body });
  if (res.status !== 200) throw new Error(`PATCH ${path} → ${res.status}: ${res.text}`);
  return res.body;
}

/**
 * A small inventory touching what an import must carry: trees, custom fields and tags, device types with
 * templates and devices with their components, a LAG, cables and their paths, front/rear port mappings,
 * IP addresses on interfaces and a primary IP, VLANs, prefixes scoped to a site, a circuit, a cluster and
 * a VM, config contexts, webhooks and event rules, users, groups and permissions, an image attachment, a
 * device type's front image and a journal entry.
 */
export async function fillInventory(app: TestApp): Promise<void> {
  const red = await make.tag(app, 'Red', { color: 'ff0000' });
  const blue = await make.tag(app, 'Blue');
  await post(app, '/api/extras/custom-fields/', { name: 'note', type: 'text', object_types: ['dcim.site', 'dcim.device'] });
  await post(app, '/api/extras/custom-fields/', { name: 'weight', type: 'integer', object_types: ['dcim.device'] });
  // references in custom fields: to a model copied earlier, and to the device's own model (written by a patch)
  await post(app, '/api/extras/custom-fields/', { name: 'uplink', type: 'object', related_object_type: 'dcim.site', object_types: ['dcim.device'] });
  await post(app, '/api/extras/custom-fields/', {
    name: 'peers',
    type: 'multiobject',
    related_object_type: 'dcim.device',
    object_types: ['dcim.device'],
  });
  const tenantGroup = await make.tenantGroup(app, 'Customers');
  const tenant = await make.tenant(app, 'Acme', { group: tenantGroup.id, tags: [red.id] });
  const top = await make.region(app, 'Europe');
  const region = await make.region(app, 'France', { parent: top.id });
  const site = await make.site(app, 'Paris 1', { region: region.id, tenant: tenant.id, tags: [red.id, blue.id], custom_fields: { note: 'main' } });
  const site2 = await make.site(app, 'Lyon', { region: region.id });
  const hall = await make.location(app, 'Hall', site.id);
  await make.location(app, 'Room 2', site.id, { parent: hall.id });
  const rackRole = await make.rackRole(app, 'Network');
  const rack = await make.rack(app, 'R1', site.id, { location: hall.id, role: rackRole.id, u_height: 42 });
  const maker = await make.manufacturer(app, 'Juniper');
  const type = await make.deviceType(app, 'EX4300', maker.id, { u_height: 1 });
  // an optional image field: copied by a multipart PATCH after the type
  const imaged = await sendMultipart(app, 'PATCH', `/api/dcim/device-types/${type.id}/`, {
    front_image: { filename: 'ex4300-front.png', data: png(5, 2), type: 'image/png' },
  });
  if (imaged.status !== 200) throw new Error(`device type front image → ${imaged.status}: ${imaged.text}`);
  await post(app, '/api/dcim/interface-templates/', [
    { device_type: type.id, name: 'ge-0/0/0', type: '1000base-t' },
    { device_type: type.id, name: 'ge-0/0/1', type: '1000base-t' },
    { device_type: type.id, name: 'ae0', type: 'lag' },
  ]);
  await post(app, '/api/dcim/console-port-templates/', { device_type: type.id, name: 'con' });
  const rearTemplate = await post(app, '/api/dcim/rear-port-templates/', { device_type: type.id, name: 'rear', type: '8p8c', positions: 1 });
  await post(app, '/api/dcim/front-port-templates/', {
    device_type: type.id,
    name: 'front',
    type: '8p8c',
    rear_ports: [{ position: 1, rear_port: rearTemplate.id, rear_port_position: 1 }],
  });
  const role = await make.deviceRole(app, 'Switch', { color: '00ff00' });
  const platform = await make.platform(app, 'Junos', { manufacturer: maker.id });
  const sw1 = await make.device(app, {
    name: 'sw1',
    device_type: type.id,
    role: role.id,
    site: site.id,
    location: hall.id,
    rack: rack.id,
    position: 10,
    face: 'front',
    platform: platform.id,
    tenant: tenant.id,
    custom_fields: { note: 'core', weight: 7 },
    tags: [blue.id],
  });
  const sw2 = await make.device(app, { name: 'sw2', device_type: type.id, role: role.id, site: site.id, rack: rack.id, position: 12, face: 'front' });
  await patch(app, `/api/dcim/devices/${sw1.id}/`, { custom_fields: { uplink: site2.id, peers: [sw2.id] } });
  const interfaces = (await app.inject('GET', `/api/dcim/interfaces/?device_id=${sw1.id}&limit=0`)).body.results as Json[];
  const ae0 = interfaces.find((i) => i.name === 'ae0')!;
  const ge0 = interfaces.find((i) => i.name === 'ge-0/0/0')!;
  const ge1 = interfaces.find((i) => i.name === 'ge-0/0/1')!;
  await patch(app, `/api/dcim/interfaces/${ge1.id}/`, { lag: ae0.id, description: 'member' });
  const sub = await make.interface(app, sw1.id, 'ge-0/0/0.100', { type: 'virtual', parent: ge0.id });
  const peer = (await app.inject('GET', `/api/dcim/interfaces/?device_id=${sw2.id}&name=ge-0/0/0`)).body.results[0] as Json;
  await post(app, '/api/dcim/cables/', {
    a_terminations: [{ object_type: 'dcim.interface', object_id: ge0.id }],
    b_terminations: [{ object_type: 'dcim.interface', object_id: peer.id }],
    label: 'uplink',
    color: '0000ff',
  });
  const rear1 = (await app.inject('GET', `/api/dcim/rear-ports/?device_id=${sw1.id}`)).body.results[0] as Json;
  const front2 = (await app.inject('GET', `/api/dcim/front-ports/?device_id=${sw2.id}`)).body.results[0] as Json;
  await post(app, '/api/dcim/cables/', {
    a_terminations: [{ object_type: 'dcim.rearport', object_id: rear1.id }],
    b_terminations: [{ object_type: 'dcim.frontport', object_id: front2.id }],
  });
  const vlan = await ipam.vlan(app, 100, 'users', { site: site.id });
  await patch(app, `/api/dcim/interfaces/${sub.id}/`, { mode: 'tagged', tagged_vlans: [vlan.id] });
  const vrf = await ipam.vrf(app, 'blue');
  await ipam.prefix(app, '10.0.0.0/24', { vrf: vrf.id, scope_type: 'dcim.site', scope_id: site.id });
  const address = await ipam.address(app, '10.0.0.1/24', {
    vrf: vrf.id,
    assigned_object_type: 'dcim.interface',
    assigned_object_id: ge0.id,
    dns_name: 'sw1.example',
  });
  await ipam.address(app, '10.0.0.2/24', { vrf: vrf.id, nat_inside: address.id });
  await patch(app, `/api/dcim/devices/${sw1.id}/`, { primary_ip4: address.id });
  await post(app, '/api/dcim/mac-addresses/', {
    mac_address: '00:11:22:33:44:55',
    assigned_object_type: 'dcim.interface',
    assigned_object_id: ge0.id,
  });
  const provider = await post(app, '/api/circuits/providers/', { name: 'Telco', slug: 'telco' });
  const circuitType = await post(app, '/api/circuits/circuit-types/', { name: 'Transit', slug: 'transit' });
  const circuit = await post(app, '/api/circuits/circuits/', { cid: 'C-1', provider: provider.id, type: circuitType.id });
  await post(app, '/api/circuits/circuit-terminations/', {
    circuit: circuit.id,
    term_side: 'A',
    termination_type: 'dcim.site',
    termination_id: site2.id,
  });
  const clusterType = await post(app, '/api/virtualization/cluster-types/', { name: 'KVM', slug: 'kvm' });
  const cluster = await post(app, '/api/virtualization/clusters/', { name: 'c1', type: clusterType.id, scope_type: 'dcim.site', scope_id: site.id });
  const vm = await post(app, '/api/virtualization/virtual-machines/', { name: 'vm1', cluster: cluster.id });
  const vmi = await post(app, '/api/virtualization/interfaces/', { virtual_machine: vm.id, name: 'eth0' });
  await ipam.address(app, '192.0.2.5/32', { assigned_object_type: 'virtualization.vminterface', assigned_object_id: vmi.id });
  await post(app, '/api/extras/config-contexts/', { name: 'ntp', weight: 100, data: { ntp: ['10.0.0.9'] }, sites: [site.id], tags: ['red'] });
  const webhook = await post(app, '/api/extras/webhooks/', { name: 'hook', payload_url: 'http://127.0.0.1:9/hook' });
  await post(app, '/api/extras/event-rules/', {
    name: 'on devices',
    object_types: ['dcim.device'],
    event_types: ['object_created'],
    action_type: 'webhook',
    action_object_type: 'extras.webhook',
    action_object_id: webhook.id,
  });
  const group = await post(app, '/api/users/groups/', { name: 'ops' });
  const alice = await post(app, '/api/users/users/', {
    username: 'alice',
    password: 'Alice-Passw0rd-123',
    groups: [group.id],
    email: 'a@example.com',
  });
  await post(app, '/api/users/permissions/', {
    name: 'view sites',
    object_types: ['dcim.site'],
    actions: ['view'],
    users: [alice.id],
    groups: [group.id],
  });
  await post(app, '/api/extras/journal-entries/', {
    assigned_object_type: 'dcim.device',
    assigned_object_id: sw1.id,
    kind: 'warning',
    comments: 'fan noisy',
  });
  const res = await sendMultipart(app, 'POST', '/api/extras/image-attachments/', {
    object_type: 'dcim.site',
    object_id: site.id,
    name: 'front',
    image: { filename: 'front.png', data: png(4, 3), type: 'image/png' },
  });
  if (res.status !== 201) throw new Error(`image attachment → ${res.status}: ${res.text}`);
}
