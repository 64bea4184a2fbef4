import { startApp, TestApp } from '../helpers/app';
import { makeV } from '../helpers/circuits-virtualization';
import { make, post } from '../helpers/dcim';

/**
 * Config contexts as Ansible's netbox.netbox collection sees them: NetBox 4.6's filterset (`site`,
 * `site_id`, `device_role`…; parameters it does not know are ignored, so the collection's
 * `?name=…&sites=1` lookup works), cluster criteria stored and matched, profiles and their schemas.
 */
type Json = Record<string, any>;

const CONTEXTS = '/api/extras/config-contexts/';

describe('config contexts: NetBox 4.6 filters, cluster criteria, profiles', () => {
  let app: TestApp;
  const o: Json = {};

  beforeAll(async () => {
    app = await startApp();
    o.site = await make.site(app, 'Lisbon');
    o.siteOther = await make.site(app, 'Porto');
    o.maker = await make.manufacturer(app, 'Acme CC');
    o.type = await make.deviceType(app, 'Edge 1', o.maker.id);
    o.role = await make.deviceRole(app, 'Edge Router');
    o.clusterType = await makeV.clusterType(app, 'VMware');
    o.clusterTypeOther = await makeV.clusterType(app, 'KVM');
    o.clusterGroup = await makeV.clusterGroup(app, 'Production Clusters');
    o.cluster = await makeV.cluster(app, 'Lisbon 1', o.clusterType.id, { group: o.clusterGroup.id });
    o.clusterOther = await makeV.cluster(app, 'Porto 1', o.clusterTypeOther.id);
    o.device = await make.device(app, { name: 'edge1', site: o.site.id, device_type: o.type.id, role: o.role.id, cluster: o.cluster.id });
    o.vm = await makeV.vm(app, 'app1', { cluster: o.cluster.id, role: o.role.id });
    o.vmOther = await makeV.vm(app, 'app2', { cluster: o.clusterOther.id });
    o.ntp = await post(app, CONTEXTS, { name: 'NTP', data: { ntp: ['10.0.0.1'] }, sites: [o.site.id], roles: [o.role.id] });
    o.vmware = await post(app, CONTEXTS, {
      name: 'VMware hosts',
      data: { hypervisor: 'esxi' },
      cluster_types: [o.clusterType.id],
      cluster_groups: [o.clusterGroup.id],
      clusters: [o.cluster.id],
    });
  });

  afterAll(async () => {
    await app?.close();
  });

  const names = async (query: string) => {
    const res = await app.inject('GET', `${CONTEXTS}?${query}`);
    if (res.status !== 200) throw new Error(`${query}: ${res.status} ${res.text}`);
    return res.body.results.map((r: Json) => r.name);
  };

  it("answers the collection's lookup `?name=…&sites=1&limit=0` (unknown parameters are ignored, not refused)", async () => {
    const res = await app.inject('GET', `${CONTEXTS}?name=NTP&sites=${o.site.id}&limit=0`);
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: Json) => r.id)).toEqual([o.ntp.id]);
    // every criterion's plural name, as the collection sends them, is not a filter
    for (const param of [
      'regions',
      'site_groups',
      'sites',
      'locations',
      'roles',
      'device_types',
      'platforms',
      'tenant_groups',
      'tenants',
      'cluster_types',
      'cluster_groups',
      'clusters',
    ]) {
      expect(await names(`${param}=1&name=NTP`)).toEqual(['NTP']);
    }
  });

  it("filters by NetBox's names: site / site_id, device_role / device_role_id, device_type_id, cluster_*", async () => {
    expect(await names(`site_id=${o.site.id}`)).toEqual(['NTP']);
    expect(await names('site=lisbon')).toEqual(['NTP']);
    expect(await names(`site_id=${o.siteOther.id}`)).toEqual([]);
    expect(await names(`device_role_id=${o.role.id}`)).toEqual(['NTP']);
    expect(await names('device_role=edge-router')).toEqual(['NTP']);
    expect(await names(`cluster_type_id=${o.clusterType.id}`)).toEqual(['VMware hosts']);
    expect(await names('cluster_type=vmware')).toEqual(['VMware hosts']);
    expect(await names(`cluster_group_id=${o.clusterGroup.id}`)).toEqual(['VMware hosts']);
    expect(await names('cluster_group=production-clusters')).toEqual(['VMware hosts']);
    expect(await names(`cluster_id=${o.cluster.id}`)).toEqual(['VMware hosts']);
    expect(await names(`cluster_id__n=${o.cluster.id}`)).toEqual(['NTP']);
    // role (the old name) is not NetBox's: ignored
    expect(await names(`role_id=${o.role.id}`)).toEqual(['NTP', 'VMware hosts']);
    const bad = await app.inject('GET', `${CONTEXTS}?site=nowhere`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ site: ['Select a valid choice. nowhere is not one of the available choices.'] });
  });

  it('stores cluster types, groups and clusters (nested brief forms) and matches them for devices and virtual machines', async () => {
    const got = (await app.inject('GET', `${CONTEXTS}${o.vmware.id}/`)).body;
    expect(got.cluster_types.map((x: Json) => x.id)).toEqual([o.clusterType.id]);
    expect(got.cluster_groups.map((x: Json) => x.id)).toEqual([o.clusterGroup.id]);
    expect(got.clusters.map((x: Json) => [x.id, x.display])).toEqual([[o.cluster.id, 'Lisbon 1']]);
    const device = (await app.inject('GET', `/api/dcim/devices/${o.device.id}/`)).body;
    expect(device.config_context).toEqual({ hypervisor: 'esxi', ntp: ['10.0.0.1'] });
    const vm = (await app.inject('GET', `/api/virtualization/virtual-machines/${o.vm.id}/`)).body;
    expect(vm.config_context).toEqual({ hypervisor: 'esxi' });
    const other = (await app.inject('GET', `/api/virtualization/virtual-machines/${o.vmOther.id}/`)).body;
    expect(other.config_context).toEqual({});
    // changing the criterion changes the match
    await app.inject('PATCH', `${CONTEXTS}${o.vmware.id}/`, { body: { clusters: [o.clusterOther.id], cluster_groups: [], cluster_types: [] } });
    expect((await app.inject('GET', `/api/virtualization/virtual-machines/${o.vmOther.id}/`)).body.config_context).toEqual({ hypervisor: 'esxi' });
    expect((await app.inject('GET', `/api/virtualization/virtual-machines/${o.vm.id}/`)).body.config_context).toEqual({});
  });

  it('a profile holds the schema its contexts must follow; profile / profile_id filters', async () => {
    const profile = await post(app, '/api/extras/config-context-profiles/', {
      name: 'NTP profile',
      schema: { type: 'object', properties: { ntp: { type: 'array', items: { type: 'string' } } }, required: ['ntp'] },
    });
    const wrong = await app.inject('POST', CONTEXTS, { body: { name: 'Bad', profile: profile.id, data: { ntp: [1] } } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ __all__: ["Data does not conform to profile schema: 1 is not of type 'string'"] });
    const missing = await app.inject('POST', CONTEXTS, { body: { name: 'Bad', profile: profile.id, data: {} } });
    expect(missing.body).toEqual({ __all__: ["Data does not conform to profile schema: 'ntp' is a required property"] });
    const good = await app.inject('POST', CONTEXTS, { body: { name: 'Good', profile: profile.id, data: { ntp: ['10.1.1.1'] } } });
    expect(good.status).toBe(201);
    expect(good.body.profile).toEqual({
      id: profile.id,
      url: expect.stringContaining(`/api/extras/config-context-profiles/${profile.id}/`),
      display: 'NTP profile',
      name: 'NTP profile',
      description: '',
    });
    expect(await names(`profile_id=${profile.id}`)).toEqual(['Good']);
    expect(await names('profile=NTP%20profile')).toEqual(['Good']);
    // a profile in use cannot be deleted (PROTECT)
    expect((await app.inject('DELETE', `/api/extras/config-context-profiles/${profile.id}/`)).status).toBe(409);
    const badSchema = await app.inject('POST', '/api/extras/config-context-profiles/', { body: { name: 'Broken', schema: { type: 'thing' } } });
    expect(badSchema.status).toBe(400);
    expect(Object.keys(badSchema.body)).toEqual(['schema']);
  });
});
