import { startApp, TestApp } from '../helpers/app';
import { makeV } from '../helpers/circuits-virtualization';
import { make } from '../helpers/dcim';

type Json = Record<string, any>;

/**
 * NetBox's virtualization signal tests (virtualization/tests/test_signals.py) that this service failed, ported
 * through the API: UpdateVirtualMachineSiteSignalTestCase. A cluster given another site (its scope's) carries
 * its virtual machines there, silently (no change record for them), and the sites' counters follow.
 */
describe('virtualization: NetBox signal test cases (a cluster carries its VMs to its site)', () => {
  let app: TestApp;
  let type: Json;

  beforeAll(async () => {
    app = await startApp();
    type = await makeV.clusterType(app, 'VSig Type');
  });

  afterAll(async () => {
    await app?.close();
  });

  const get = async (url: string) => {
    const res = await app.inject('GET', url);
    expect(res.status).toBe(200);
    return res.body;
  };
  const patch = async (url: string, body: Json) => {
    const res = await app.inject('PATCH', url, { body });
    expect({ status: res.status, body: res.body }).toMatchObject({ status: 200 });
  };
  const siteOf = async (vm: Json) => (await get(`/api/virtualization/virtual-machines/${vm.id}/`)).site?.id ?? null;

  it('UpdateVirtualMachineSiteSignalTestCase.test_cluster_site_change_propagates_to_vms: re-scoping the cluster moves its VMs', async () => {
    const siteA = await make.site(app, 'VSig Site A');
    const siteB = await make.site(app, 'VSig Site B');
    const cluster = await makeV.cluster(app, 'VSig Cluster', type.id, { scope_type: 'dcim.site', scope_id: siteA.id });
    const vm1 = await makeV.vm(app, 'VSig VM 1', { cluster: cluster.id });
    const vm2 = await makeV.vm(app, 'VSig VM 2', { cluster: cluster.id });
    expect([vm1.site?.id, vm2.site?.id]).toEqual([siteA.id, siteA.id]);
    await patch(`/api/virtualization/clusters/${cluster.id}/`, { scope_type: 'dcim.site', scope_id: siteB.id });
    expect([await siteOf(vm1), await siteOf(vm2)]).toEqual([siteB.id, siteB.id]);
    // the sites' counters follow; the VMs' moves are not recorded (NetBox updates them as a queryset)
    expect((await get(`/api/dcim/sites/${siteA.id}/`)).virtualmachine_count).toBe(0);
    expect((await get(`/api/dcim/sites/${siteB.id}/`)).virtualmachine_count).toBe(2);
    const changes = await get(`/api/core/object-changes/?changed_object_type=virtualization.virtualmachine&changed_object_id=${vm1.id}`);
    expect(changes.results.map((c: Json) => c.action.value)).toEqual(['create']);
    // a cluster scoped to a location carries its VMs to the location's site
    const location = await make.location(app, 'VSig Location', siteA.id);
    await patch(`/api/virtualization/clusters/${cluster.id}/`, { scope_type: 'dcim.location', scope_id: location.id });
    expect([await siteOf(vm1), await siteOf(vm2)]).toEqual([siteA.id, siteA.id]);
  });

  it('UpdateVirtualMachineSiteSignalTestCase.test_cluster_without_site_does_not_overwrite_vm_site: a cluster without a site leaves its VMs alone', async () => {
    const site = await make.site(app, 'VSig Site C');
    const cluster = await makeV.cluster(app, 'VSig Cluster Unscoped', type.id);
    const vm = await makeV.vm(app, 'VSig VM 3', { cluster: cluster.id, site: site.id });
    expect(vm.site?.id).toBe(site.id);
    await patch(`/api/virtualization/clusters/${cluster.id}/`, { description: 'updated' });
    expect(await siteOf(vm)).toBe(site.id);
    // nor does one scoped to a region (it has no site)
    const region = await make.region(app, 'VSig Region');
    await patch(`/api/virtualization/clusters/${cluster.id}/`, { scope_type: 'dcim.region', scope_id: region.id });
    expect(await siteOf(vm)).toBe(site.id);
  });
});
