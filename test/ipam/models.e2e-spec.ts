import { startApp, TestApp } from '../helpers/app';
import { deviceBasics, make } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';

type Json = Record<string, any>;

/** The other IPAM models' rules (docs/models.md §2.1–2.5, §2.7, §2.9–2.11) and the IPAM counters. */
describe('ipam models', () => {
  let app: TestApp;
  const post = (path: string, body: unknown) => app.inject('POST', `/api/ipam/${path}/`, { body });

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('aggregates never overlap; display is the prefix; q matches containment', async () => {
    const rir = await ipam.rir(app, 'Agg RIR', { is_private: true });
    const a = (await post('aggregates', { prefix: '10.0.0.0/8', rir: rir.id })).body;
    expect(a).toMatchObject({ display: '10.0.0.0/8', family: { value: 4, label: 'IPv4' }, rir: { id: rir.id } });
    expect(a.rir).not.toHaveProperty('aggregate_count'); // a per-query count: not nested
    expect((await app.inject('GET', `/api/ipam/rirs/${rir.id}/`)).body.aggregate_count).toBe(1);
    expect((await post('aggregates', { prefix: '10.1.0.0/16', rir: rir.id })).body).toEqual({
      prefix: ['Aggregates cannot overlap. 10.1.0.0/16 is already covered by an existing aggregate (10.0.0.0/8).'],
    });
    expect((await post('aggregates', { prefix: '0.0.0.0/1', rir: rir.id })).body).toEqual({
      prefix: ['Prefixes cannot overlap aggregates. 0.0.0.0/1 covers an existing aggregate (10.0.0.0/8).'],
    });
    expect((await post('aggregates', { prefix: '10.0.0.0/0', rir: rir.id })).body).toEqual({ prefix: ['Cannot create aggregate with /0 mask.'] });
    expect((await app.inject('PATCH', `/api/ipam/aggregates/${a.id}/`, { body: { prefix: '10.0.0.0/7' } })).status).toBe(200);
    expect((await app.inject('GET', '/api/ipam/aggregates/?q=10.0.5.0/24')).body.count).toBe(1);
    expect((await app.inject('GET', `/api/ipam/rirs/${rir.id}/`)).body.aggregate_count).toBe(1);
    expect((await app.inject('DELETE', `/api/ipam/rirs/${rir.id}/`)).status).toBe(409);
  });

  it('VRFs: display with the RD, unique RD, route targets nested, import/export filters, present_in_vrf through targets', async () => {
    const rt = await ipam.routeTarget(app, '65100:1');
    const a = (await post('vrfs', { name: 'Alpha', rd: '65100:10', import_targets: [rt.id] })).body;
    const b = (await post('vrfs', { name: 'Beta', export_targets: [rt.id] })).body;
    expect(a).toMatchObject({ display: 'Alpha (65100:10)', import_targets: [{ id: rt.id, name: '65100:1', display: '65100:1', description: '' }] });
    expect(b.display).toBe('Beta');
    expect((await post('vrfs', { name: 'Again', rd: '65100:10' })).body).toEqual({ rd: ['VRF with this Route distinguisher already exists.'] });
    expect((await app.inject('GET', `/api/ipam/vrfs/?import_target_id=${rt.id}`)).body.results.map((v: Json) => v.name)).toEqual(['Alpha']);
    expect((await app.inject('GET', `/api/ipam/vrfs/?export_target=65100:1`)).body.results.map((v: Json) => v.name)).toEqual(['Beta']);
    expect((await app.inject('GET', `/api/ipam/route-targets/?importing_vrf_id=${a.id}`)).body.count).toBe(1);
    expect((await app.inject('GET', `/api/ipam/route-targets/?exporting_vrf=65100:10`)).body.count).toBe(0);
    // unknown VRFs are refused, as NetBox's model-choice filters do
    for (const [param, value] of [
      ['importing_vrf_id', '2147483000'],
      ['exporting_vrf_id', 'abc'],
      ['importing_vrf', '65199:1'],
    ]) {
      const res = await app.inject('GET', `/api/ipam/route-targets/?${param}=${value}`);
      expect({ status: res.status, body: res.body }).toEqual({
        status: 400,
        body: { [param]: [`Select a valid choice. ${value} is not one of the available choices.`] },
      });
    }
    await ipam.prefix(app, '10.90.0.0/16', { vrf: a.id });
    await ipam.prefix(app, '10.91.0.0/16', { vrf: b.id });
    await ipam.prefix(app, '10.92.0.0/16');
    const present = (await app.inject('GET', `/api/ipam/prefixes/?present_in_vrf_id=${a.id}`)).body.results.map((p: Json) => p.prefix);
    expect(present).toEqual(['10.90.0.0/16', '10.91.0.0/16']);
    expect((await app.inject('GET', `/api/ipam/vrfs/${a.id}/`)).body.prefix_count).toBe(1);
    expect((await app.inject('DELETE', `/api/ipam/vrfs/${a.id}/`)).status).toBe(409);
  });

  it('IP ranges: size, compressed display, same family and mask, order, no overlap in a VRF', async () => {
    const r = (await post('ip-ranges', { start_address: '192.0.2.10/24', end_address: '192.0.2.20/24' })).body;
    expect(r).toMatchObject({ display: '192.0.2.10-20/24', size: 11, family: { value: 4, label: 'IPv4' }, start_address: '192.0.2.10/24' });
    const v6 = (await post('ip-ranges', { start_address: '2001:db8::1/64', end_address: '2001:db8::ff/64' })).body;
    expect(v6).toMatchObject({ display: '2001:db8::1-ff/64', size: 255 });
    expect((await post('ip-ranges', { start_address: '192.0.3.1/24', end_address: '2001:db8::5/64' })).body).toEqual({
      end_address: ['Starting and ending IP address versions must match'],
    });
    expect((await post('ip-ranges', { start_address: '192.0.3.1/24', end_address: '192.0.3.5/25' })).body).toEqual({
      end_address: ['Starting and ending IP address masks must match'],
    });
    expect((await post('ip-ranges', { start_address: '192.0.3.9/24', end_address: '192.0.3.5/24' })).body).toEqual({
      end_address: ['Ending address must be greater than or equal to the starting address (192.0.3.9/24)'],
    });
    expect((await post('ip-ranges', { start_address: '192.0.2.15/24', end_address: '192.0.2.30/24' })).body).toEqual({
      __all__: ['Defined addresses overlap with range 192.0.2.10-20/24 in VRF None'],
    });
    expect((await post('ip-ranges', { start_address: '2001:db8:1::/64', end_address: '2001:db8:1::1:0:0/64' })).body).toEqual({
      __all__: ['Defined range exceeds maximum supported size (4294967295)'],
    });
    const patched = await app.inject('PATCH', `/api/ipam/ip-ranges/${r.id}/`, { body: { end_address: '192.0.2.40/24' } });
    expect(patched.body).toMatchObject({ size: 31, display: '192.0.2.10-40/24' });
    expect((await app.inject('GET', '/api/ipam/ip-ranges/?contains=192.0.2.12')).body.count).toBe(1);
    expect((await app.inject('GET', '/api/ipam/ip-ranges/?parent=192.0.2.0/24')).body.count).toBe(1);
    expect((await app.inject('GET', '/api/ipam/ip-ranges/?start_address=192.0.2.10')).body.count).toBe(1);
  });

  it('VLAN groups: VID ranges checked, total_vlan_ids and utilization kept; scope validated', async () => {
    const g = (
      await post('vlan-groups', {
        name: 'G1',
        slug: 'g1',
        vid_ranges: [
          [1, 10],
          [100, 109],
        ],
      })
    ).body;
    expect(g).toMatchObject({
      vid_ranges: [
        [1, 10],
        [100, 109],
      ],
      total_vlan_ids: 20,
      vlan_count: 0,
      utilization: '0.0',
    });
    expect((await post('vlan-groups', { name: 'G2', slug: 'g2' })).body).toMatchObject({ vid_ranges: [[1, 4094]], total_vlan_ids: 4094 });
    for (const [vid_ranges, message] of [
      [[[0, 5]], 'Starting VLAN ID in range (0) cannot be less than 1'],
      [[[5, 4095]], 'Ending VLAN ID in range (4095) cannot exceed 4094'],
      [[[9, 5]], 'Ending VLAN ID in range must be greater than or equal to the starting VLAN ID (9-5)'],
      [
        [
          [1, 5],
          [5, 9],
        ],
        'Ranges cannot overlap.',
      ],
      [[[1]], 'Ranges must be specified in the form (lower, upper).'],
      [[['1', 5]], 'Range boundaries must be defined as integers.'],
    ] as const) {
      expect((await post('vlan-groups', { name: 'Bad', slug: 'bad', vid_ranges })).body).toEqual({ vid_ranges: [message] });
    }
    await ipam.vlan(app, 5, 'five', { group: g.id });
    expect((await app.inject('GET', `/api/ipam/vlan-groups/${g.id}/`)).body).toMatchObject({ vlan_count: 1, utilization: '5.0' });
    const site = await make.site(app, 'VG Scope Site');
    expect((await post('vlan-groups', { name: 'G3', slug: 'g3', scope_type: 'dcim.site' })).body).toEqual({
      scope_id: ['This field cannot be null.'],
    });
    const scoped = (await post('vlan-groups', { name: 'G3', slug: 'g3', scope_type: 'dcim.site', scope_id: site.id })).body;
    expect(scoped.scope).toMatchObject({ id: site.id, name: 'VG Scope Site' });
    expect((await post('vlan-groups', { name: 'G3', slug: 'g3-other', scope_type: 'dcim.site', scope_id: site.id })).body).toEqual({
      __all__: ['VLAN group with this Scope type, Scope id and Name already exists.'],
    });
    expect((await app.inject('GET', '/api/ipam/vlan-groups/?contains_vid=105')).body.results.map((x: Json) => x.name)).toEqual(['G1', 'G2', 'G3']);
    // a number (NetBox's NumberFilter): anything else is a 400, one out of every range matches nothing (no 500)
    expect((await app.inject('GET', '/api/ipam/vlan-groups/?contains_vid=abc')).body).toEqual({ contains_vid: ['Enter a number.'] });
    expect((await app.inject('GET', '/api/ipam/vlan-groups/?contains_vid=99999999999')).body.count).toBe(0);
  });

  it('VLANs: display, VID within the group, unique per group, Q-in-Q roles, site agreement, counters', async () => {
    const tenant = await make.tenant(app, 'VL Tenant');
    const site = await make.site(app, 'VL Site', { tenant: tenant.id });
    const g = await ipam.vlanGroup(app, 'VL Group', { vid_ranges: [[100, 199]] });
    const v = (await post('vlans', { vid: 100, name: 'Users', group: g.id, site: site.id, tenant: tenant.id })).body;
    expect(v).toMatchObject({ display: 'Users (100)', group: { id: g.id }, status: { value: 'active', label: 'Active' } });
    expect((await post('vlans', { vid: 200, name: 'Out', group: g.id })).body).toEqual({
      vid: ['VID must be in ranges 100-199 for VLANs in group VL Group'],
    });
    expect((await post('vlans', { vid: 100, name: 'Again', group: g.id })).body).toEqual({
      __all__: ['VLAN with this Group and VLAN ID already exists.'],
    });
    expect((await post('vlans', { vid: 4095, name: 'Big' })).body).toEqual({ vid: ['Ensure this value is less than or equal to 4094.'] });
    expect((await post('vlans', { vid: 10, name: 'C', qinq_role: 'cvlan' })).body).toEqual({
      qinq_role: ['A Q-in-Q customer VLAN must be assigned to a service VLAN.'],
    });
    const svlan = (await post('vlans', { vid: 20, name: 'S', qinq_role: 'svlan' })).body;
    const cvlan = await post('vlans', { vid: 30, name: 'C', qinq_role: 'cvlan', qinq_svlan: svlan.id });
    expect(cvlan.body.qinq_svlan).toEqual({ id: svlan.id, url: expect.any(String), display: 'S (20)', vid: 20, name: 'S', description: '' });
    const scopedGroup = await ipam.vlanGroup(app, 'VL Scoped', { scope_type: 'dcim.site', scope_id: site.id });
    const otherSite = await make.site(app, 'VL Other');
    expect((await post('vlans', { vid: 5, name: 'X', group: scopedGroup.id, site: otherSite.id })).body).toEqual({
      __all__: ['VLAN is assigned to group VL Scoped (scope: VL Site); cannot also assign to site VL Other.'],
    });
    expect((await app.inject('GET', `/api/dcim/sites/${site.id}/`)).body.vlan_count).toBe(1);
    expect((await app.inject('GET', `/api/tenancy/tenants/${tenant.id}/`)).body.vlan_count).toBe(1);
    expect((await app.inject('GET', `/api/ipam/vlans/?site_id=${site.id}&vid__gte=100`)).body.count).toBe(1);
    expect((await app.inject('GET', `/api/ipam/vlans/?group_id=${g.id}`)).body.count).toBe(1);
    expect((await app.inject('DELETE', `/api/ipam/vlan-groups/${g.id}/`)).status).toBe(409);
  });

  it('services: display with protocol and ports, port checks, parent required, filters; deleted with the device', async () => {
    const { site, deviceType, role } = await deviceBasics(app, 'Svc');
    const d = await make.device(app, { name: 'svc-1', site: site.id, device_type: deviceType.id, role: role.id });
    const s = (
      await post('services', { parent_object_type: 'dcim.device', parent_object_id: d.id, name: 'web', protocol: 'tcp', ports: [443, 80, 81, 82] })
    ).body;
    expect(s).toMatchObject({ display: 'web (TCP/80-82, 443)', parent: { id: d.id, name: 'svc-1' }, protocol: { value: 'tcp', label: 'TCP' } });
    expect(
      (await post('services', { parent_object_type: 'dcim.device', parent_object_id: d.id, name: 'x', protocol: 'tcp', ports: [70000] })).body,
    ).toEqual({
      ports: ['Ensure this value is less than or equal to 65535.'],
    });
    expect(
      (await post('services', { parent_object_type: 'dcim.device', parent_object_id: d.id, name: 'x', protocol: 'tcp', ports: 'x' })).body,
    ).toEqual({
      ports: ['Expected a list of items but got type "str".'],
    });
    expect((await post('services', { name: 'x', protocol: 'tcp', ports: [1] })).body).toEqual({
      parent_object_type: ['This field is required.'],
      parent_object_id: ['This field is required.'],
    });
    expect((await app.inject('GET', '/api/ipam/services/?port=81')).body.count).toBe(1);
    expect((await app.inject('GET', `/api/ipam/services/?device_id=${d.id}`)).body.count).toBe(1);
    expect((await app.inject('DELETE', `/api/dcim/devices/${d.id}/`)).status).toBe(204);
    expect((await app.inject('GET', `/api/ipam/services/${s.id}/`)).status).toBe(404);
  });

  it('tenant counters count its IPAM objects', async () => {
    const t = await make.tenant(app, 'Cnt Tenant');
    const vrf = await ipam.vrf(app, 'Cnt VRF', { tenant: t.id });
    await ipam.prefix(app, '10.99.0.0/16', { tenant: t.id, vrf: vrf.id });
    await ipam.address(app, '10.99.0.1/16', { tenant: t.id });
    expect((await app.inject('GET', `/api/tenancy/tenants/${t.id}/`)).body).toMatchObject({
      vrf_count: 1,
      prefix_count: 1,
      ipaddress_count: 1,
      vlan_count: 0,
    });
    expect((await app.inject('DELETE', `/api/tenancy/tenants/${t.id}/`)).status).toBe(409);
  });

  it('roles order by weight then name and count prefixes and VLANs', async () => {
    const heavy = await ipam.role(app, 'A Heavy', { weight: 2000 });
    const light = await ipam.role(app, 'Z Light', { weight: 1 });
    await ipam.prefix(app, '10.98.0.0/16', { role: light.id });
    const names = (await app.inject('GET', '/api/ipam/roles/')).body.results.map((r: Json) => r.name);
    expect(names.indexOf('Z Light')).toBeLessThan(names.indexOf('A Heavy'));
    expect((await app.inject('GET', `/api/ipam/roles/${light.id}/`)).body).toMatchObject({ prefix_count: 1, vlan_count: 0, asn_count: 0 });
    // role is SET_NULL on prefixes
    expect((await app.inject('DELETE', `/api/ipam/roles/${light.id}/`)).status).toBe(204);
    expect((await app.inject('GET', '/api/ipam/prefixes/?prefix=10.98.0.0/16')).body.results[0].role).toBeNull();
    void heavy;
  });
});
