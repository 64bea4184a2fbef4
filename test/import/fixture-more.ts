import type { TestApp } from '../helpers/app';

type Json = Record<string, any>;

/**
 * The models of the apps whose generic-suite specs are inline in their suites (tenancy, ipam, circuits,
 * virtualization, vpn, wireless, extras, users, core): one object each, most naming objects of the main
 * fixture (fixture.ts) so references are copied too. Each step is tried on its own; what fails is returned
 * with its reason, for the round trip's coverage check to show.
 */
export async function fillMore(app: TestApp): Promise<Record<string, string>> {
  const unfilled: Record<string, string> = {};
  const made: Record<string, Json> = {};
  const first = async (path: string, query = ''): Promise<Json> => (await app.inject('GET', `${path}?limit=1&ordering=id${query}`)).body.results[0];
  const site = await first('/api/dcim/sites/');
  const device = await first('/api/dcim/devices/');
  const iface = await first('/api/dcim/interfaces/', `&device_id=${device.id}`);
  const vlan = await first('/api/ipam/vlans/');
  const vm = await first('/api/virtualization/virtual-machines/');
  const circuit = await first('/api/circuits/circuits/');
  const provider = await first('/api/circuits/providers/');
  const user = await first('/api/users/users/');
  const { deviceType, role } = { deviceType: device.device_type, role: device.role };
  const step = async (type: string, path: string, body: (m: Record<string, Json>) => Json) => {
    try {
      const res = await app.inject('POST', path, { body: body(made) });
      if (res.status !== 201) unfilled[type] = `${res.status}: ${res.text.slice(0, 300)}`;
      else made[type] = res.body;
    } catch (error) {
      unfilled[type] = (error as Error).message;
    }
  };
  const radio = async (name: string) => {
    const d = await app.inject('POST', '/api/dcim/devices/', { body: { name, device_type: deviceType.id, role: role.id, site: site.id } });
    return (await app.inject('POST', '/api/dcim/interfaces/', { body: { device: d.body.id, name: 'wlan0', type: 'ieee802.11ac' } })).body;
  };
  await step('tenancy.contactgroup', '/api/tenancy/contact-groups/', () => ({ name: 'NOC', slug: 'noc' }));
  await step('tenancy.contactrole', '/api/tenancy/contact-roles/', () => ({ name: 'On call', slug: 'on-call' }));
  await step('tenancy.contact', '/api/tenancy/contacts/', (m) => ({
    name: 'Ada',
    email: 'ada@example.com',
    groups: [m['tenancy.contactgroup']?.id],
  }));
  await step('tenancy.contactassignment', '/api/tenancy/contact-assignments/', (m) => ({
    object_type: 'dcim.site',
    object_id: site.id,
    contact: m['tenancy.contact']?.id,
    role: m['tenancy.contactrole']?.id,
    priority: 'primary',
  }));
  await step('ipam.rir', '/api/ipam/rirs/', () => ({ name: 'RFC 1918', slug: 'rfc-1918', is_private: true }));
  await step('ipam.aggregate', '/api/ipam/aggregates/', (m) => ({ prefix: '172.16.0.0/12', rir: m['ipam.rir']?.id }));
  await step('ipam.role', '/api/ipam/roles/', () => ({ name: 'Loopbacks', slug: 'loopbacks', weight: 10 }));
  await step('ipam.asn', '/api/ipam/asns/', (m) => ({ asn: 65001, rir: m['ipam.rir']?.id, sites: [site.id] }));
  await step('ipam.asnrange', '/api/ipam/asn-ranges/', (m) => ({
    name: 'Private',
    slug: 'private',
    rir: m['ipam.rir']?.id,
    start: 65100,
    end: 65199,
  }));
  await step('ipam.routetarget', '/api/ipam/route-targets/', () => ({ name: '65000:100' }));
  await step('ipam.iprange', '/api/ipam/ip-ranges/', () => ({ start_address: '10.99.0.10/24', end_address: '10.99.0.50/24' }));
  await step('ipam.vlangroup', '/api/ipam/vlan-groups/', () => ({ name: 'Campus', slug: 'campus', scope_type: 'dcim.site', scope_id: site.id }));
  await step('ipam.servicetemplate', '/api/ipam/service-templates/', () => ({ name: 'SSH', protocol: 'tcp', ports: [22] }));
  await step('ipam.service', '/api/ipam/services/', () => ({
    parent_object_type: 'dcim.device',
    parent_object_id: device.id,
    name: 'ssh',
    protocol: 'tcp',
    ports: [22],
  }));
  await step('ipam.fhrpgroup', '/api/ipam/fhrp-groups/', () => ({ protocol: 'vrrp2', group_id: 10, name: 'gw' }));
  await step('ipam.fhrpgroupassignment', '/api/ipam/fhrp-group-assignments/', (m) => ({
    group: m['ipam.fhrpgroup']?.id,
    interface_type: 'dcim.interface',
    interface_id: iface.id,
    priority: 100,
  }));
  await step('ipam.vlantranslationpolicy', '/api/ipam/vlan-translation-policies/', () => ({ name: 'Edge' }));
  await step('ipam.vlantranslationrule', '/api/ipam/vlan-translation-rules/', (m) => ({
    policy: m['ipam.vlantranslationpolicy']?.id,
    local_vid: 10,
    remote_vid: 20,
  }));
  await step('circuits.circuitgroup', '/api/circuits/circuit-groups/', () => ({ name: 'Backbone', slug: 'backbone' }));
  await step('circuits.circuitgroupassignment', '/api/circuits/circuit-group-assignments/', (m) => ({
    group: m['circuits.circuitgroup']?.id,
    member_type: 'circuits.circuit',
    member_id: circuit.id,
    priority: 'primary',
  }));
  await step('circuits.provideraccount', '/api/circuits/provider-accounts/', () => ({ provider: provider.id, account: 'ACC-1', name: 'Main' }));
  await step('circuits.providernetwork', '/api/circuits/provider-networks/', () => ({ provider: provider.id, name: 'MPLS' }));
  await step('circuits.virtualcircuittype', '/api/circuits/virtual-circuit-types/', () => ({ name: 'EVPL', slug: 'evpl' }));
  await step('circuits.virtualcircuit', '/api/circuits/virtual-circuits/', (m) => ({
    cid: 'VC-1',
    provider_network: m['circuits.providernetwork']?.id,
    type: m['circuits.virtualcircuittype']?.id,
  }));
  const virtual = (await app.inject('POST', '/api/dcim/interfaces/', { body: { device: device.id, name: 'vc0', type: 'virtual' } })).body;
  await step('circuits.virtualcircuittermination', '/api/circuits/virtual-circuit-terminations/', (m) => ({
    virtual_circuit: m['circuits.virtualcircuit']?.id,
    interface: virtual.id,
    role: 'peer',
  }));
  await step('virtualization.clustergroup', '/api/virtualization/cluster-groups/', () => ({ name: 'Prod', slug: 'prod' }));
  await step('virtualization.virtualmachinetype', '/api/virtualization/virtual-machine-types/', () => ({ name: 'Small', slug: 'small' }));
  await step('virtualization.virtualdisk', '/api/virtualization/virtual-disks/', () => ({ virtual_machine: vm.id, name: 'root', size: 20 }));
  await step('vpn.tunnelgroup', '/api/vpn/tunnel-groups/', () => ({ name: 'Sites', slug: 'sites' }));
  const crypto = { encryption_algorithm: 'aes-128-cbc', authentication_algorithm: 'hmac-sha1' };
  await step('vpn.ikeproposal', '/api/vpn/ike-proposals/', () => ({ name: 'IKE P', authentication_method: 'preshared-keys', group: 14, ...crypto }));
  await step('vpn.ikepolicy', '/api/vpn/ike-policies/', (m) => ({ name: 'IKE', version: 2, proposals: [m['vpn.ikeproposal']?.id] }));
  await step('vpn.ipsecproposal', '/api/vpn/ipsec-proposals/', () => ({ name: 'IPsec P', ...crypto }));
  await step('vpn.ipsecpolicy', '/api/vpn/ipsec-policies/', (m) => ({ name: 'IPsec', proposals: [m['vpn.ipsecproposal']?.id], pfs_group: 14 }));
  await step('vpn.ipsecprofile', '/api/vpn/ipsec-profiles/', (m) => ({
    name: 'Profile',
    mode: 'esp',
    ike_policy: m['vpn.ikepolicy']?.id,
    ipsec_policy: m['vpn.ipsecpolicy']?.id,
  }));
  await step('vpn.tunnel', '/api/vpn/tunnels/', (m) => ({
    name: 'T1',
    status: 'active',
    encapsulation: 'ipsec-tunnel',
    group: m['vpn.tunnelgroup']?.id,
    ipsec_profile: m['vpn.ipsecprofile']?.id,
  }));
  await step('vpn.tunneltermination', '/api/vpn/tunnel-terminations/', (m) => ({
    tunnel: m['vpn.tunnel']?.id,
    role: 'peer',
    termination_type: 'dcim.interface',
    termination_id: iface.id,
  }));
  await step('vpn.l2vpn', '/api/vpn/l2vpns/', () => ({ name: 'EVPN', slug: 'evpn', type: 'vxlan-evpn', identifier: 5000 }));
  await step('vpn.l2vpntermination', '/api/vpn/l2vpn-terminations/', (m) => ({
    l2vpn: m['vpn.l2vpn']?.id,
    assigned_object_type: 'ipam.vlan',
    assigned_object_id: vlan.id,
  }));
  await step('wireless.wirelesslangroup', '/api/wireless/wireless-lan-groups/', () => ({ name: 'Office', slug: 'office' }));
  await step('wireless.wirelesslan', '/api/wireless/wireless-lans/', (m) => ({
    ssid: 'corp',
    group: m['wireless.wirelesslangroup']?.id,
    status: 'active',
  }));
  const [a, b] = [await radio('ap1'), await radio('ap2')];
  await step('wireless.wirelesslink', '/api/wireless/wireless-links/', () => ({ interface_a: a.id, interface_b: b.id, ssid: 'corp' }));
  await step('extras.customfieldchoiceset', '/api/extras/custom-field-choice-sets/', () => ({ name: 'Colours', extra_choices: [['r', 'Red']] }));
  await step('extras.customlink', '/api/extras/custom-links/', () => ({
    name: 'Wiki',
    object_types: ['dcim.site'],
    link_text: 'wiki',
    link_url: 'https://wiki.example/{{ object.slug }}',
  }));
  await step('extras.exporttemplate', '/api/extras/export-templates/', () => ({
    name: 'Names',
    object_types: ['dcim.site'],
    template_code: '{{#each queryset}}{{ name }}{{/each}}',
  }));
  await step('extras.savedfilter', '/api/extras/saved-filters/', () => ({
    name: 'Active',
    slug: 'active',
    object_types: ['dcim.site'],
    parameters: { status: ['active'] },
  }));
  await step('extras.configtemplate', '/api/extras/config-templates/', () => ({ name: 'Base', template_code: 'hostname {{ device.name }}' }));
  await step('extras.configcontextprofile', '/api/extras/config-context-profiles/', () => ({ name: 'Base profile' }));
  await step('extras.notificationgroup', '/api/extras/notification-groups/', () => ({ name: 'Ops', users: [user.id] }));
  await step('users.ownergroup', '/api/users/owner-groups/', () => ({ name: 'Infra' }));
  await step('users.owner', '/api/users/owners/', (m) => ({ name: 'Network team', group: m['users.ownergroup']?.id, users: [user.id] }));
  await step('core.datasource', '/api/core/data-sources/', () => ({ name: 'Local', type: 'local', source_url: '/tmp' }));
  return unfilled;
}
