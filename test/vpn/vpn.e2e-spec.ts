import { startApp, TestApp } from '../helpers/app';
import { makeV } from '../helpers/circuits-virtualization';
import { deviceBasics, make } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';
import { vpn } from '../helpers/vpn';

type Json = Record<string, any>;

/**
 * The VPN app (NetBox's vpn models): tunnels and their terminations on interfaces, the IKE/IPSec rules,
 * L2VPNs and their terminations (shown on VLANs and interfaces), and the filters NetBox's filtersets have.
 */
describe('vpn', () => {
  let app: TestApp;
  let device: Json;
  let vm: Json;
  let site: Json;
  const post = (path: string, body: unknown) => app.inject('POST', `/api/vpn/${path}/`, { body });
  const count = async (path: string) => (await app.inject('GET', `/api/vpn/${path}/?limit=1`)).body.count as number;
  const ids = async (path: string, query: string) => (await app.inject('GET', `/api/${path}/?${query}`)).body.results.map((x: Json) => x.id);

  beforeAll(async () => {
    app = await startApp();
    const basics = await deviceBasics(app, 'VPN');
    site = basics.site;
    device = await make.device(app, { name: 'vpn-router', site: site.id, device_type: basics.deviceType.id, role: basics.role.id });
    vm = await makeV.vm(app, 'vpn-vm', { site: site.id });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('the API root and the VPN index list the app and its endpoints', async () => {
    expect((await app.inject('GET', '/api/')).body.vpn).toMatch(/\/api\/vpn\/$/);
    expect(Object.keys((await app.inject('GET', '/api/vpn/')).body)).toEqual([
      'ike-policies',
      'ike-proposals',
      'ipsec-policies',
      'ipsec-profiles',
      'ipsec-proposals',
      'l2vpn-terminations',
      'l2vpns',
      'tunnel-groups',
      'tunnel-terminations',
      'tunnels',
    ]);
    expect(Object.keys((await app.inject('GET', '/api/ipam/')).body)).toEqual(
      expect.arrayContaining([
        'asn-ranges',
        'asns',
        'fhrp-group-assignments',
        'fhrp-groups',
        'service-templates',
        'vlan-translation-policies',
        'vlan-translation-rules',
      ]),
    );
  });

  it('the OpenAPI document describes the new endpoints, the allocation action and the omitted fields', async () => {
    const doc = (await app.inject('GET', '/api/schema/', { token: null })).body;
    for (const path of ['/api/vpn/tunnels/', '/api/vpn/l2vpn-terminations/{id}/', '/api/ipam/asns/', '/api/ipam/asn-ranges/{id}/available-asns/']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/api/ipam/asn-ranges/{id}/available-asns/'].post).toBeDefined();
    const rule = doc.components.schemas.VLANTranslationRule.properties;
    expect(Object.keys(rule)).toEqual(['id', 'url', 'display', 'policy', 'local_vid', 'remote_vid', 'description']);
    expect(rule.policy.type).toBe('integer');
    const ids = (doc.paths['/api/vpn/l2vpn-terminations/'].get.parameters as { name: string }[]).map((p) => p.name);
    expect(ids).toEqual(expect.arrayContaining(['l2vpn_id', 'l2vpn', 'site_id', 'device', 'vlan_vid', 'assigned_object_type']));
  });

  it('tunnels: status and encapsulation required (as NetBox’s serializer has them), unique names, group counter', async () => {
    expect((await post('tunnels', { name: 'T0' })).body).toEqual({ status: ['This field is required.'], encapsulation: ['This field is required.'] });
    const group = await vpn.tunnelGroup(app, 'Mesh');
    const t = await vpn.tunnel(app, 'T1', { group: group.id, encapsulation: 'wireguard' });
    expect(t).toMatchObject({
      display: 'T1',
      status: { value: 'active', label: 'Active' },
      encapsulation: { value: 'wireguard', label: 'WireGuard' },
      terminations_count: 0,
    });
    expect((await post('tunnels', { name: 'T1', status: 'active', encapsulation: 'gre' })).body).toEqual({
      name: ['tunnel with this name already exists.'],
    });
    expect((await app.inject('GET', `/api/vpn/tunnel-groups/${group.id}/`)).body.tunnel_count).toBe(1);
    expect(await ids('vpn/tunnels', 'group=mesh')).toEqual([t.id]);
    expect(await ids('vpn/tunnels', 'encapsulation=wireguard')).toEqual([t.id]);
    expect((await app.inject('GET', '/api/vpn/tunnels/?encapsulation=vxlan')).status).toBe(400);
  });

  it('a tunnel termination on an object of the wrong type is a 400 naming the field, and nothing is written', async () => {
    const t = await vpn.tunnel(app, 'Wrong Type');
    const before = await count('tunnel-terminations');
    const res = await post('tunnel-terminations', { tunnel: t.id, role: 'peer', termination_type: 'dcim.device', termination_id: device.id });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ termination_type: ['Invalid content type: dcim.device'] });
    const iface = await make.interface(app, device.id, 'tun-ok');
    const bulk = await post('tunnel-terminations', [
      { tunnel: t.id, role: 'hub', termination_type: 'dcim.interface', termination_id: iface.id },
      { tunnel: t.id, role: 'spoke', termination_type: 'ipam.vlan', termination_id: 1 },
    ]);
    expect(bulk.status).toBe(400);
    expect(bulk.body).toEqual([{}, { termination_type: ['Invalid content type: ipam.vlan'] }]);
    expect(
      (await post('tunnel-terminations', { tunnel: t.id, role: 'boss', termination_type: 'dcim.interface', termination_id: iface.id })).body,
    ).toEqual({
      role: ['boss is not a valid choice.'],
    });
    expect(await count('tunnel-terminations')).toBe(before);
    expect((await app.inject('GET', `/api/vpn/tunnels/${t.id}/`)).body.terminations_count).toBe(0);
  });

  it('tunnel terminations: one tunnel per interface, display, outside IP, counters, filters, related object, cascades', async () => {
    const t1 = await vpn.tunnel(app, 'Site to Site');
    const t2 = await vpn.tunnel(app, 'Backup');
    const tun0 = await make.interface(app, device.id, 'tun0', { type: 'virtual' });
    const wg0 = await makeV.vmInterface(app, vm.id, 'wg0');
    const outside = await ipam.address(app, '203.0.113.1/24');
    const a = await vpn.termination(app, t1.id, 'dcim.interface', tun0.id, { role: 'hub', outside_ip: outside.id });
    expect(a).toMatchObject({
      display: `Site to Site: Termination ${a.id}`,
      role: { value: 'hub', label: 'Hub' },
      termination: { id: tun0.id, name: 'tun0', device: { id: device.id } },
      outside_ip: { id: outside.id, address: '203.0.113.1/24', family: { value: 4, label: 'IPv4' } },
    });
    expect((await app.inject('GET', `/api/vpn/tunnel-terminations/${a.id}/?brief=1`)).body).toEqual({ id: a.id, url: a.url, display: a.display });
    const again = await post('tunnel-terminations', { tunnel: t2.id, role: 'peer', termination_type: 'dcim.interface', termination_id: tun0.id });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ termination: ['tun0 is already attached to a tunnel (Site to Site).'] });
    const b = await vpn.termination(app, t1.id, 'virtualization.vminterface', wg0.id, { role: 'spoke' });
    expect((await app.inject('GET', `/api/vpn/tunnels/${t1.id}/`)).body.terminations_count).toBe(2);
    // the change record names the tunnel as related object
    const change = (await app.inject('GET', `/api/core/object-changes/?changed_object_type=vpn.tunneltermination&changed_object_id=${a.id}`)).body
      .results[0];
    expect(change.related_object).toMatchObject({ id: t1.id, display: 'Site to Site' });
    const q = (query: string) => ids('vpn/tunnel-terminations', query);
    expect(await q(`tunnel_id=${t1.id}`)).toEqual([a.id, b.id]);
    expect(await q('tunnel=Site to Site&role=spoke')).toEqual([b.id]);
    expect(await q(`interface_id=${tun0.id}`)).toEqual([a.id]);
    expect(await q('interface=tun0')).toEqual([a.id]);
    expect(await q(`vminterface_id=${wg0.id}`)).toEqual([b.id]);
    expect(await q('vminterface=wg0')).toEqual([b.id]);
    expect(await q(`outside_ip_id=${outside.id}`)).toEqual([a.id]);
    expect(await q('termination_type=virtualization.vminterface')).toEqual([b.id]);
    expect((await app.inject('GET', '/api/vpn/tunnel-terminations/?interface_id=999999')).status).toBe(400);
    // the outside address is protected; the interface takes its termination with it
    expect((await app.inject('DELETE', `/api/ipam/ip-addresses/${outside.id}/`)).status).toBe(409);
    expect((await app.inject('DELETE', `/api/dcim/interfaces/${tun0.id}/`)).status).toBe(204);
    expect((await app.inject('GET', `/api/vpn/tunnel-terminations/${a.id}/`)).status).toBe(404);
    expect((await app.inject('GET', `/api/vpn/tunnels/${t1.id}/`)).body.terminations_count).toBe(1);
    // so does the tunnel
    expect((await app.inject('DELETE', `/api/vpn/tunnels/${t1.id}/`)).status).toBe(204);
    expect((await app.inject('GET', `/api/vpn/tunnel-terminations/${b.id}/`)).status).toBe(404);
  });

  it('IKE and IPSec: IKEv1 needs a mode and IKEv2 takes none; an IPSec proposal needs an algorithm; profiles protect their policies', async () => {
    const before = await count('ike-policies');
    expect((await post('ike-policies', { name: 'v1', version: 1 })).body).toEqual({ __all__: ['Mode is required for selected IKE version'] });
    expect((await post('ike-policies', { name: 'v2', version: 2, mode: 'main' })).body).toEqual({
      __all__: ['Mode cannot be used for selected IKE version'],
    });
    expect((await post('ike-policies', { name: 'v3', version: 3 })).body).toEqual({ version: ['3 is not a valid choice.'] });
    expect((await post('ike-policies', { name: 'none' })).body).toEqual({ version: ['This field is required.'] });
    expect(await count('ike-policies')).toBe(before);
    expect((await post('ipsec-proposals', { name: 'bare' })).body).toEqual({
      __all__: ['Encryption and/or authentication algorithm must be defined'],
    });
    expect(
      (await post('ike-proposals', { name: 'p', authentication_method: 'certificates', encryption_algorithm: 'aes-128-cbc', group: 3 })).body,
    ).toEqual({
      group: ['3 is not a valid choice.'],
    });
    const proposal = await vpn.ikeProposal(app, 'Phase1', { group: 21 });
    expect(proposal.group).toEqual({ value: 21, label: 'Group 21' });
    const ike = await vpn.ikePolicy(app, 'IKE main', { version: 1, mode: 'main', proposals: [proposal.id] });
    expect(ike.proposals).toEqual([{ id: proposal.id, url: expect.any(String), display: 'Phase1', name: 'Phase1', description: '' }]);
    const esp = await vpn.ipsecProposal(app, 'Phase2');
    const ipsec = await vpn.ipsecPolicy(app, 'IPSec pfs', { proposals: [esp.id], pfs_group: 19 });
    const profile = await vpn.ipsecProfile(app, 'Profile', ike.id, ipsec.id);
    expect(profile).toMatchObject({ mode: { value: 'esp', label: 'ESP' }, ike_policy: { id: ike.id }, ipsec_policy: { id: ipsec.id } });
    expect(await ids('vpn/ike-proposals', `ike_policy_id=${ike.id}`)).toEqual([proposal.id]);
    expect(await ids('vpn/ike-proposals', 'ike_policy=IKE main')).toEqual([proposal.id]);
    expect(await ids('vpn/ike-policies', `ike_proposal_id=${proposal.id}`)).toEqual([ike.id]);
    expect(await ids('vpn/ipsec-proposals', 'ipsec_policy=IPSec pfs')).toEqual([esp.id]);
    expect(await ids('vpn/ipsec-policies', 'ipsec_proposal=Phase2&pfs_group=19')).toEqual([ipsec.id]);
    expect(await ids('vpn/ipsec-profiles', `ike_policy_id=${ike.id}&ipsec_policy=IPSec pfs`)).toEqual([profile.id]);
    expect((await app.inject('GET', '/api/vpn/ike-proposals/?ike_policy=nope')).status).toBe(400);
    expect((await app.inject('DELETE', `/api/vpn/ike-policies/${ike.id}/`)).status).toBe(409);
    const tunnel = await vpn.tunnel(app, 'Protected', { ipsec_profile: profile.id, encapsulation: 'ipsec-tunnel' });
    expect(await ids('vpn/tunnels', `ipsec_profile=Profile`)).toEqual([tunnel.id]);
  });

  it('L2VPN terminations: VLANs and interfaces only (400 naming the field), one L2VPN per object, two ends for point-to-point types', async () => {
    const evpn = await vpn.l2vpn(app, 'EVPN 100', { type: 'vxlan-evpn', identifier: 10100 });
    expect(evpn.display).toBe('EVPN 100 (10100)');
    const vpws = await vpn.l2vpn(app, 'Wire', { type: 'vpws' });
    const vlan = await ipam.vlan(app, 100, 'Stretched', { site: site.id });
    const eth1 = await make.interface(app, device.id, 'eth-l2-1');
    const eth2 = await make.interface(app, device.id, 'eth-l2-2');
    const veth = await makeV.vmInterface(app, vm.id, 'eth-l2');
    const before = await count('l2vpn-terminations');
    expect((await post('l2vpn-terminations', { l2vpn: evpn.id, assigned_object_type: 'dcim.site', assigned_object_id: site.id })).body).toEqual({
      assigned_object_type: ['Invalid content type: dcim.site'],
    });
    expect(await count('l2vpn-terminations')).toBe(before);
    const onVlan = await vpn.l2vpnTermination(app, evpn.id, 'ipam.vlan', vlan.id);
    expect(onVlan).toMatchObject({ display: 'Stretched (100) <> EVPN 100 (10100)', assigned_object: { id: vlan.id, vid: 100 } });
    expect((await post('l2vpn-terminations', { l2vpn: vpws.id, assigned_object_type: 'ipam.vlan', assigned_object_id: vlan.id })).body).toEqual({
      __all__: ['L2VPN Termination already assigned (Stretched (100))'],
    });
    await vpn.l2vpnTermination(app, vpws.id, 'dcim.interface', eth1.id);
    await vpn.l2vpnTermination(app, vpws.id, 'dcim.interface', eth2.id);
    expect(
      (await post('l2vpn-terminations', { l2vpn: vpws.id, assigned_object_type: 'virtualization.vminterface', assigned_object_id: veth.id })).body,
    ).toEqual({
      __all__: ['VPWS L2VPNs cannot have more than two terminations; found 2 already defined.'],
    });
    // the terminated objects show their termination
    const brief = { id: onVlan.id, url: onVlan.url, display: onVlan.display, l2vpn: expect.objectContaining({ id: evpn.id, identifier: 10100 }) };
    expect((await app.inject('GET', `/api/ipam/vlans/${vlan.id}/`)).body.l2vpn_termination).toEqual(brief);
    expect((await app.inject('GET', `/api/dcim/interfaces/${eth1.id}/`)).body.l2vpn_termination).toMatchObject({ l2vpn: { id: vpws.id } });
    expect((await app.inject('GET', `/api/virtualization/interfaces/${veth.id}/`)).body.l2vpn_termination).toBeNull();
    const onVeth = await vpn.l2vpnTermination(app, evpn.id, 'virtualization.vminterface', veth.id);
    expect((await app.inject('GET', `/api/virtualization/interfaces/${veth.id}/`)).body.l2vpn_termination.id).toBe(onVeth.id);
    // filters of the terminations and of the terminated objects
    const q = (query: string) => ids('vpn/l2vpn-terminations', query);
    expect(await q(`l2vpn_id=${evpn.id}`)).toEqual([onVlan.id, onVeth.id]);
    expect(await q('l2vpn=wire')).toHaveLength(2);
    expect(await q(`site_id=${site.id}`)).toHaveLength(4);
    expect(await q(`site=${site.slug}&assigned_object_type=ipam.vlan`)).toEqual([onVlan.id]);
    expect(await q(`device_id=${device.id}`)).toHaveLength(2);
    expect(await q('virtual_machine=vpn-vm')).toEqual([onVeth.id]);
    expect(await q(`interface_id=${eth1.id}`)).toHaveLength(1);
    expect(await q('vminterface=eth-l2')).toEqual([onVeth.id]);
    expect(await q('vlan=Stretched')).toEqual([onVlan.id]);
    expect(await q('vlan_vid=100')).toEqual([onVlan.id]);
    expect(await q(`vlan_id=${vlan.id}`)).toEqual([onVlan.id]);
    expect(await q('q=evpn')).toEqual([onVlan.id, onVeth.id]);
    expect((await app.inject('GET', '/api/vpn/l2vpn-terminations/?device_id=999999')).status).toBe(400);
    expect((await app.inject('GET', '/api/vpn/l2vpn-terminations/?vlan_vid=x')).body).toEqual({ vlan_vid: ['Enter a number.'] });
    // places by id are numbers (NetBox's MultiValueNumberFilter); unknown ones match nothing
    expect((await app.inject('GET', '/api/vpn/l2vpn-terminations/?site_id=x')).body).toEqual({ site_id: ['Enter a whole number.'] });
    expect((await app.inject('GET', '/api/vpn/l2vpn-terminations/?region_id=x')).body).toEqual({ region_id: ['Enter a whole number.'] });
    expect(await q('site_id=2147483000')).toEqual([]);
    expect(await ids('ipam/vlans', `l2vpn_id=${evpn.id}`)).toEqual([vlan.id]);
    expect(await ids('ipam/vlans', 'l2vpn=10100')).toEqual([vlan.id]);
    expect(await ids('dcim/interfaces', `l2vpn_id=${vpws.id}`)).toEqual([eth1.id, eth2.id]);
    expect(await ids('virtualization/interfaces', `l2vpn_id=${evpn.id}`)).toEqual([veth.id]);
    expect((await app.inject('GET', '/api/ipam/vlans/?l2vpn_id=999999')).status).toBe(400);
    // a terminated VLAN goes with its termination
    expect((await app.inject('DELETE', `/api/ipam/vlans/${vlan.id}/`)).status).toBe(204);
    expect((await app.inject('GET', `/api/vpn/l2vpn-terminations/${onVlan.id}/`)).status).toBe(404);
  });

  it('custom fields, tags, the change log and event rules reach the new models without per-model code', async () => {
    const cf = await app.inject('POST', '/api/extras/custom-fields/', {
      body: { name: 'circuit_ref', type: 'text', object_types: ['vpn.tunnel', 'ipam.asn', 'vpn.l2vpntermination'] },
    });
    expect(cf.status).toBe(201);
    const tag = await make.tag(app, 'Encrypted');
    const t = await vpn.tunnel(app, 'With Extras', { custom_fields: { circuit_ref: 'C-42' }, tags: [tag.id] });
    expect(t.custom_fields).toEqual({ circuit_ref: 'C-42' });
    expect(await ids('vpn/tunnels', 'cf_circuit_ref=C-42')).toEqual([t.id]);
    expect(await ids('vpn/tunnels', 'tag=encrypted')).toEqual([t.id]);
    const rir = await ipam.rir(app, 'Extras RIR');
    const asn = await ipam.asn(app, 64999, rir.id, { custom_fields: { circuit_ref: 'A' } });
    expect(asn.custom_fields).toEqual({ circuit_ref: 'A' });
    const changes = (await app.inject('GET', `/api/core/object-changes/?changed_object_type=ipam.asn&changed_object_id=${asn.id}`)).body.results;
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      action: { value: 'create' },
      object_repr: 'AS64999',
      postchange_data: expect.objectContaining({ asn: 64999, rir: rir.id }),
    });
    const hook = await app.inject('POST', '/api/extras/webhooks/', { body: { name: 'VPN hook', payload_url: 'http://127.0.0.1:9/' } });
    const rule = await app.inject('POST', '/api/extras/event-rules/', {
      body: {
        name: 'VPN watch',
        object_types: ['vpn.tunnel', 'vpn.l2vpntermination', 'ipam.fhrpgroupassignment', 'ipam.vlantranslationrule'],
        event_types: ['object_created'],
        action_object_type: 'extras.webhook',
        action_object_id: hook.body.id,
      },
    });
    expect(rule.status).toBe(201);
    const perm = await app.inject('POST', '/api/users/permissions/', {
      body: { name: 'vpn view', object_types: ['vpn.tunnel', 'ipam.asnrange'], actions: ['view'] },
    });
    expect(perm.status).toBe(201);
  });

  it('L2VPNs: route targets nested and filterable from both sides; q matches the identifier', async () => {
    const rtA = await ipam.routeTarget(app, '65300:1');
    const rtB = await ipam.routeTarget(app, '65300:2');
    const l2 = await vpn.l2vpn(app, 'Targets', { identifier: 300, import_targets: [rtA.id], export_targets: [rtB.id] });
    expect(l2.import_targets).toEqual([{ id: rtA.id, url: expect.any(String), display: '65300:1', name: '65300:1', description: '' }]);
    expect(await ids('vpn/l2vpns', 'import_target=65300:1')).toEqual([l2.id]);
    expect(await ids('vpn/l2vpns', `export_target_id=${rtB.id}`)).toEqual([l2.id]);
    expect(await ids('vpn/l2vpns', 'q=300')).toEqual([l2.id]);
    expect(await ids('ipam/route-targets', `importing_l2vpn_id=${l2.id}`)).toEqual([rtA.id]);
    expect(await ids('ipam/route-targets', 'exporting_l2vpn=300')).toEqual([rtB.id]);
    expect((await post('l2vpns', { name: 'No type', slug: 'no-type' })).body).toEqual({ type: ['This field is required.'] });
  });
});
