import { startApp, TestApp } from '../helpers/app';
import { makeV } from '../helpers/circuits-virtualization';
import { deviceBasics, make } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';

type Json = Record<string, any>;

/**
 * VLAN translation policies and rules (NetBox's ipam/models/vlans.py) as NetBox's serializers show them,
 * the interfaces' vlan_translation_policy, VLAN groups' VID ranges and scope filters, and the allocation
 * endpoints of VLAN groups and IP ranges under concurrent requests.
 */
describe('ipam VLAN translation and VID ranges', () => {
  let app: TestApp;
  const post = (path: string, body: unknown) => app.inject('POST', `/api/ipam/${path}/`, { body });
  const count = async (path: string) => (await app.inject('GET', `/api/ipam/${path}/?limit=1`)).body.count as number;

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('a policy lists its rules in full; a rule names its policy by id; neither has tags, custom fields or timestamps', async () => {
    const policy = await ipam.translationPolicy(app, 'Carrier A', { description: 'to the carrier' });
    expect(Object.keys(policy)).toEqual(['id', 'url', 'display', 'name', 'description', 'rules', 'owner', 'comments']);
    const r2 = await ipam.translationRule(app, policy.id, 200, 2200);
    const r1 = await ipam.translationRule(app, policy.id, 100, 2100, { description: 'users' });
    expect(Object.keys(r1)).toEqual(['id', 'url', 'display', 'policy', 'local_vid', 'remote_vid', 'description']);
    expect(r1).toMatchObject({ display: '100 -> 2100 (Carrier A)', policy: policy.id, local_vid: 100, remote_vid: 2100 });
    const shown = (await app.inject('GET', `/api/ipam/vlan-translation-policies/${policy.id}/`)).body;
    expect(shown.rules).toEqual([
      { id: r1.id, url: r1.url, display: '100 -> 2100 (Carrier A)', policy: policy.id, local_vid: 100, remote_vid: 2100, description: 'users' },
      { id: r2.id, url: r2.url, display: '200 -> 2200 (Carrier A)', policy: policy.id, local_vid: 200, remote_vid: 2200, description: '' },
    ]);
    // the rule's brief form is its full form (NetBox's serializer has no brief fields)
    expect((await app.inject('GET', `/api/ipam/vlan-translation-rules/${r1.id}/?brief=1`)).body).toEqual(r1);
    // tags are not part of the API: ignored on write
    const tag = await make.tag(app, 'VTR Tag');
    const tagged = await ipam.translationRule(app, policy.id, 300, 2300, { tags: [tag.id] });
    expect(tagged).not.toHaveProperty('tags');
    const options = (await app.inject('OPTIONS', '/api/ipam/vlan-translation-rules/')).body.actions.POST;
    expect(Object.keys(options).sort()).toEqual(['description', 'display', 'id', 'local_vid', 'policy', 'remote_vid', 'url']);
    expect(options.policy).toMatchObject({ type: 'field', required: true });
  });

  it('rules: VIDs within 1…4094, each unique within the policy (400, nothing written); filters and q', async () => {
    const policy = await ipam.translationPolicy(app, 'Carrier B');
    const other = await ipam.translationPolicy(app, 'Carrier C');
    await ipam.translationRule(app, policy.id, 10, 1010);
    const before = await count('vlan-translation-rules');
    expect((await post('vlan-translation-rules', { policy: policy.id, local_vid: 10, remote_vid: 1 })).body).toEqual({
      __all__: ['VLAN translation rule with this Policy and Local VLAN ID already exists.'],
    });
    expect((await post('vlan-translation-rules', { policy: policy.id, local_vid: 11, remote_vid: 1010 })).body).toEqual({
      __all__: ['VLAN translation rule with this Policy and Remote VLAN ID already exists.'],
    });
    expect((await post('vlan-translation-rules', { policy: policy.id, local_vid: 4095, remote_vid: 1 })).body).toEqual({
      local_vid: ['Ensure this value is less than or equal to 4094.'],
    });
    expect(
      (
        await post('vlan-translation-rules', [
          { policy: other.id, local_vid: 10, remote_vid: 1010 },
          { policy: other.id, local_vid: 10, remote_vid: 5 },
        ])
      ).status,
    ).toBe(400);
    expect(await count('vlan-translation-rules')).toBe(before);
    await ipam.translationRule(app, other.id, 10, 1010);
    const vids = async (query: string) =>
      (await app.inject('GET', `/api/ipam/vlan-translation-rules/?${query}`)).body.results.map((r: Json) => r.policy);
    expect(await vids('policy=Carrier B')).toEqual([policy.id]);
    expect(await vids(`policy_id=${other.id}`)).toEqual([other.id]);
    expect(await vids('q=1010')).toEqual([policy.id, other.id]);
    expect(await vids('q=carrier c')).toEqual([other.id]);
    // deleting the policy deletes its rules
    expect((await app.inject('DELETE', `/api/ipam/vlan-translation-policies/${other.id}/`)).status).toBe(204);
    expect(await vids(`local_vid=10`)).toEqual([policy.id]);
  });

  it('device and VM interfaces take a translation policy (nested, filterable); a policy in use cannot be deleted', async () => {
    const policy = await ipam.translationPolicy(app, 'Edge Policy');
    const { site, deviceType, role } = await deviceBasics(app, 'VTP');
    const device = await make.device(app, { name: 'vtp-dev', site: site.id, device_type: deviceType.id, role: role.id });
    const iface = await make.interface(app, device.id, 'xe-0/0/0', { vlan_translation_policy: policy.id });
    expect(iface.vlan_translation_policy).toEqual({
      id: policy.id,
      url: expect.any(String),
      display: 'Edge Policy',
      name: 'Edge Policy',
      description: '',
    });
    const keys = Object.keys(iface);
    expect(keys.indexOf('vlan_translation_policy')).toBe(keys.indexOf('qinq_svlan') + 1); // NetBox 4.6's InterfaceSerializer order
    const vm = await makeV.vm(app, 'vtp-vm', { site: site.id });
    const vmif = await makeV.vmInterface(app, vm.id, 'eth0', { vlan_translation_policy: { name: 'Edge Policy' } });
    expect(vmif.vlan_translation_policy.id).toBe(policy.id);
    expect((await app.inject('GET', `/api/dcim/interfaces/?vlan_translation_policy_id=${policy.id}`)).body.count).toBe(1);
    expect((await app.inject('GET', '/api/virtualization/interfaces/?vlan_translation_policy=Edge Policy')).body.count).toBe(1);
    expect((await app.inject('DELETE', `/api/ipam/vlan-translation-policies/${policy.id}/`)).status).toBe(409);
    // VLANs by the interface carrying them: one interface, which must exist
    for (const bad of ['999999', 'abc']) {
      expect((await app.inject('GET', `/api/ipam/vlans/?interface_id=${bad}`)).body).toEqual({
        interface_id: ['Select a valid choice. That choice is not one of the available choices.'],
      });
    }
    expect((await app.inject('GET', `/api/ipam/vlans/?vminterface_id=${iface.id + 999999}`)).status).toBe(400);
    const cleared = await app.inject('PATCH', `/api/dcim/interfaces/${iface.id}/`, { body: { vlan_translation_policy: null } });
    expect(cleared.body.vlan_translation_policy).toBeNull();
  });

  it('a VLAN ID outside its group’s ranges is a 400 naming the field, and nothing is written; changing the VID is checked too', async () => {
    const group = await ipam.vlanGroup(app, 'Ranged', {
      vid_ranges: [
        [100, 199],
        [300, 300],
      ],
    });
    const before = await count('vlans');
    const out = await post('vlans', { vid: 200, name: 'Out', group: group.id });
    expect(out.status).toBe(400);
    expect(out.body).toEqual({ vid: ['VID must be in ranges 100-199,300 for VLANs in group Ranged'] });
    expect(
      (
        await post('vlans', [
          { vid: 150, name: 'In', group: group.id },
          { vid: 301, name: 'Out', group: group.id },
        ])
      ).body,
    ).toEqual([{}, { vid: ['VID must be in ranges 100-199,300 for VLANs in group Ranged'] }]);
    expect(await count('vlans')).toBe(before);
    const v = await ipam.vlan(app, 300, 'Edge', { group: group.id });
    expect((await app.inject('PATCH', `/api/ipam/vlans/${v.id}/`, { body: { vid: 99 } })).body).toEqual({
      vid: ['VID must be in ranges 100-199,300 for VLANs in group Ranged'],
    });
    expect((await app.inject('GET', `/api/ipam/vlans/${v.id}/`)).body.vid).toBe(300);
    expect((await app.inject('GET', '/api/ipam/vlans/?q=300')).body.results.map((x: Json) => x.id)).toEqual([v.id]);
    expect((await app.inject('GET', '/api/ipam/vlans/?q=EDG')).body.results.map((x: Json) => x.id)).toEqual([v.id]);
  });

  it('VLAN groups filter by their scope object (site, region, cluster…), and q by name or description', async () => {
    const site = await make.site(app, 'Scoped Site');
    const region = await make.region(app, 'Scoped Region');
    const type = await makeV.clusterType(app, 'Scoped Type');
    const cluster = await makeV.cluster(app, 'Scoped Cluster', type.id);
    const bySite = await ipam.vlanGroup(app, 'By Site', { scope_type: 'dcim.site', scope_id: site.id });
    const byRegion = await ipam.vlanGroup(app, 'By Region', { scope_type: 'dcim.region', scope_id: region.id, description: 'regional' });
    const byCluster = await ipam.vlanGroup(app, 'By Cluster', { scope_type: 'virtualization.cluster', scope_id: cluster.id });
    const ids = async (query: string) => (await app.inject('GET', `/api/ipam/vlan-groups/?${query}`)).body.results.map((g: Json) => g.id);
    expect(await ids(`site=${site.id}`)).toEqual([bySite.id]);
    expect(await ids(`region=${region.id}`)).toEqual([byRegion.id]);
    expect(await ids(`cluster=${cluster.id}`)).toEqual([byCluster.id]);
    expect(await ids(`site=${region.id}`)).toEqual([]);
    expect(await ids('rack_group=1')).toEqual([]);
    expect((await app.inject('GET', '/api/ipam/vlan-groups/?site=abc')).body).toEqual({ site: ['Enter a number.'] });
    expect(await ids('q=REGIONAL')).toEqual([byRegion.id]);
  });

  it('VLANs available at a site, site group, device or VM: their own scopes and the places above them, plus global VLANs', async () => {
    const parentRegion = await make.region(app, 'Av Parent Region');
    const region = await make.region(app, 'Av Region', { parent: parentRegion.id });
    const siteGroup = await make.siteGroup(app, 'Av Site Group');
    const site = await make.site(app, 'Av Site', { region: region.id, group: siteGroup.id });
    const otherSite = await make.site(app, 'Av Other Site');
    const location = await make.location(app, 'Av Location', site.id);
    const rack = await make.rack(app, 'Av Rack', site.id, { location: location.id }); // a device's rack lies in its location
    const type = await makeV.clusterType(app, 'Av Type');
    const cluster = await makeV.cluster(app, 'Av Cluster', type.id, { scope_type: 'dcim.site', scope_id: site.id });
    const { deviceType, role } = await deviceBasics(app, 'AvDev');
    const device = await make.device(app, {
      name: 'av-dev',
      site: site.id,
      location: location.id,
      rack: rack.id,
      cluster: cluster.id,
      device_type: deviceType.id,
      role: role.id,
    });
    const vm = await makeV.vm(app, 'av-vm', { cluster: cluster.id });
    const group = (name: string, scope?: [string, number]) => ipam.vlanGroup(app, name, scope ? { scope_type: scope[0], scope_id: scope[1] } : {});
    const groups = {
      site: await group('Av G Site', ['dcim.site', site.id]),
      parentRegion: await group('Av G Region', ['dcim.region', parentRegion.id]),
      siteGroup: await group('Av G SiteGroup', ['dcim.sitegroup', siteGroup.id]),
      other: await group('Av G Other', ['dcim.site', otherSite.id]),
      rack: await group('Av G Rack', ['dcim.rack', rack.id]),
      location: await group('Av G Location', ['dcim.location', location.id]),
      cluster: await group('Av G Cluster', ['virtualization.cluster', cluster.id]),
      global: await group('Av G Global'),
    };
    const v: Record<string, number> = {};
    for (const [name, g] of Object.entries(groups)) v[name] = (await ipam.vlan(app, 10, `av-${name}`, { group: g.id })).id;
    v.bare = (await ipam.vlan(app, 20, 'av-bare')).id;
    v.atSite = (await ipam.vlan(app, 21, 'av-at-site', { site: site.id })).id;
    v.atOther = (await ipam.vlan(app, 22, 'av-at-other', { site: otherSite.id })).id;
    const names = async (query: string) => {
      const res = await app.inject('GET', `/api/ipam/vlans/?${query}&name__isw=av-&limit=100`);
      return res.body.results.map((x: Json) => x.name.slice(3)).sort();
    };
    const global = ['bare', 'global'];
    expect(await names(`available_at_site=${site.id}`)).toEqual(['at-site', 'parentRegion', 'site', 'siteGroup', ...global].sort());
    expect(await names(`available_at_site_group=${siteGroup.id}`)).toEqual(['siteGroup', ...global].sort());
    expect(await names(`available_on_device=${device.id}`)).toEqual(
      ['at-site', 'cluster', 'location', 'parentRegion', 'rack', 'site', 'siteGroup', ...global].sort(),
    );
    // the VM has no site of its own: its cluster's site counts
    expect(await names(`available_on_virtualmachine=${vm.id}`)).toEqual(
      ['at-site', 'cluster', 'parentRegion', 'site', 'siteGroup', ...global].sort(),
    );
    expect((await app.inject('GET', '/api/ipam/vlans/?available_at_site=999999')).body).toEqual({
      available_at_site: ['Select a valid choice. That choice is not one of the available choices.'],
    });
    expect((await app.inject('GET', '/api/ipam/vlans/?available_on_device=x')).status).toBe(400);
    expect(v.atOther).toEqual(expect.any(Number));
  });

  it('available-vlans: 20 concurrent POSTs get 20 distinct VIDs within the ranges, none lost', async () => {
    const group = await ipam.vlanGroup(app, 'Parallel VLANs', {
      vid_ranges: [
        [10, 14],
        [20, 40],
      ],
    });
    await ipam.vlan(app, 11, 'taken', { group: group.id });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => app.inject('POST', `/api/ipam/vlan-groups/${group.id}/available-vlans/`, { body: { name: `v${i}` } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const vids = results.map((r) => r.body.vid as number).sort((a, b) => a - b);
    expect(vids).toEqual([10, 12, 13, 14, ...Array.from({ length: 16 }, (_, i) => 20 + i)]);
    expect((await app.inject('GET', `/api/ipam/vlans/?group_id=${group.id}&limit=100`)).body.count).toBe(21);
    expect((await app.inject('GET', `/api/ipam/vlan-groups/${group.id}/available-vlans/`)).body.map((v: Json) => v.vid)).toEqual([
      36, 37, 38, 39, 40,
    ]);
  });

  it('available-ips of an IP range: 20 concurrent POSTs get 20 distinct addresses inside the range, none lost', async () => {
    const range = await ipam.range(app, '10.77.0.100/24', '10.77.0.130/24');
    await ipam.address(app, '10.77.0.101/24');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => app.inject('POST', `/api/ipam/ip-ranges/${range.id}/available-ips/`, { body: { description: `r${i}` } })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const hosts = results.map((r) => Number(r.body.address.split('/')[0].split('.')[3])).sort((a, b) => a - b);
    expect(hosts).toEqual([100, ...Array.from({ length: 19 }, (_, i) => 102 + i)]);
    expect(results.every((r) => r.body.address.endsWith('/24'))).toBe(true);
    expect((await app.inject('GET', '/api/ipam/ip-addresses/?parent=10.77.0.0/24&limit=100')).body.count).toBe(21);
  });
});
