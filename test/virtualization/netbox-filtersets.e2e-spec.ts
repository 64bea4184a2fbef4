import { startApp, TestApp } from '../helpers/app';
import { makeV } from '../helpers/circuits-virtualization';
import { post } from '../helpers/dcim';

/**
 * Virtualization filters as NetBox's filtersets (netbox/virtualization/filtersets.py) define them, where this API
 * differed. NetBox's own filterset tests (virtualization/tests/test_filtersets.py) all hold here already.
 */
describe('virtualization: NetBox filtersets', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  /**
   * VirtualMachineFilterSet.search (no NetBox test covers it): a value that reads as an IP address or network also
   * finds the machine whose primary IPv4 / IPv6 address has that host
   */
  it("a virtual machine's q finds it by its primary addresses' host", async () => {
    const type = await makeV.clusterType(app, 'VmQ Type');
    const cluster = await makeV.cluster(app, 'VmQ Cluster', type.id);
    const vm = await makeV.vm(app, 'VmQ 1', { cluster: cluster.id });
    await makeV.vm(app, 'VmQ 2', { cluster: cluster.id });
    const iface = await makeV.vmInterface(app, vm.id, 'eth0');
    const on = { assigned_object_type: 'virtualization.vminterface', assigned_object_id: iface.id };
    const ip4 = await post(app, '/api/ipam/ip-addresses/', { address: '192.0.2.10/24', ...on });
    const ip6 = await post(app, '/api/ipam/ip-addresses/', { address: '2001:db8::10/64', ...on });
    expect(
      (await app.inject('PATCH', `/api/virtualization/virtual-machines/${vm.id}/`, { body: { primary_ip4: ip4.id, primary_ip6: ip6.id } })).status,
    ).toBe(200);
    const found = async (q: string) =>
      (await app.inject('GET', `/api/virtualization/virtual-machines/?q=${encodeURIComponent(q)}`)).body.results.map((r: { name: string }) => r.name);
    expect(await found('192.0.2.10')).toEqual(['VmQ 1']);
    expect(await found('192.0.2.10/32')).toEqual(['VmQ 1']);
    expect(await found('2001:db8::10')).toEqual(['VmQ 1']);
    expect(await found('2001:DB8::10/64')).toEqual(['VmQ 1']);
    // another host, or no address at all, finds nothing; the text search still runs
    expect(await found('192.0.2.1')).toEqual([]);
    expect(await found('192.0.2.10/99')).toEqual([]);
    expect(await found('VmQ')).toEqual(['VmQ 1', 'VmQ 2']);
  });
});
