import { startApp, TestApp } from '../helpers/app';
import { makeV } from '../helpers/circuits-virtualization';
import { make, post } from '../helpers/dcim';

type Json = Record<string, any>;

/** VM interfaces (docs/models.md §5.4). */
describe('virtualization interfaces', () => {
  let app: TestApp;
  let vmA: Json;
  let vmB: Json;
  let cluster: Json;

  const list = async (query: string) => {
    const res = await app.inject('GET', `/api/virtualization/interfaces/?${query}&limit=1000`);
    expect(res.status).toBe(200);
    return res.body.results as Json[];
  };
  const count = async (vm: Json) => (await app.inject('GET', `/api/virtualization/virtual-machines/${vm.id}/`)).body.interface_count;

  beforeAll(async () => {
    app = await startApp();
    const site = await make.site(app, 'Vmi Site');
    const type = await makeV.clusterType(app, 'Vmi Type');
    cluster = await makeV.cluster(app, 'vmi-cluster', type.id);
    vmB = await makeV.vm(app, 'vmi-b', { site: site.id, cluster: cluster.id });
    vmA = await makeV.vm(app, 'vmi-a', { site: site.id });
    // created out of order on purpose
    const names = ['eth10', 'eth2', 'eth1', 'eth1.100', 'eth1.20', 'lo0'];
    await post(
      app,
      '/api/virtualization/interfaces/',
      names.map((name) => ({ virtual_machine: vmB.id, name })),
    );
    await post(app, '/api/virtualization/interfaces/', [
      { virtual_machine: vmA.id, name: 'ens3' },
      { virtual_machine: vmA.id, name: 'ens2' },
    ]);
  });

  afterAll(async () => {
    await app?.close();
  });

  it('the default order is by machine (its name), then natural name', async () => {
    const all = (await list('')).map((i) => `${i.virtual_machine.name}/${i.name}`);
    expect(all).toEqual(['vmi-a/ens2', 'vmi-a/ens3', 'vmi-b/eth1', 'vmi-b/eth1.20', 'vmi-b/eth1.100', 'vmi-b/eth2', 'vmi-b/eth10', 'vmi-b/lo0']);
  });

  it('brief form, nested machine, and the machine’s interface_count', async () => {
    const [one] = await list(`virtual_machine_id=${vmA.id}&name=ens2`);
    expect(one.virtual_machine).toEqual({ id: vmA.id, url: vmA.url, display: 'vmi-a', name: 'vmi-a', description: '' });
    const brief = (await app.inject('GET', `/api/virtualization/interfaces/${one.id}/?brief=1`)).body;
    expect(Object.keys(brief)).toEqual(['id', 'url', 'display', 'virtual_machine', 'name', 'description']);
    expect(await count(vmA)).toBe(2);
    expect(await count(vmB)).toBe(6);
  });

  it('filters: machine id and name, cluster, enabled', async () => {
    expect((await list('virtual_machine=vmi-a')).map((i) => i.name)).toEqual(['ens2', 'ens3']);
    expect((await list(`cluster_id=${cluster.id}`)).map((i) => i.name)).toHaveLength(6);
    expect((await list('cluster=vmi-cluster&name__isw=eth1')).map((i) => i.name)).toEqual(['eth1', 'eth1.20', 'eth1.100', 'eth10']);
    expect((await list(`virtual_machine_id=${vmA.id}&enabled=false`)).map((i) => i.name)).toEqual([]);
  });

  it('names are unique per machine', async () => {
    const res = await app.inject('POST', '/api/virtualization/interfaces/', { body: { virtual_machine: vmA.id, name: 'ens2' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ __all__: ['Interface with this Virtual machine and Name already exists.'] });
    expect((await app.inject('POST', '/api/virtualization/interfaces/', { body: { virtual_machine: vmB.id, name: 'ens2' } })).status).toBe(201);
  });

  it('parent and bridge: same machine, nested with their machine; a parent is protected, a bridge is cleared', async () => {
    const [eth1] = await list(`virtual_machine_id=${vmB.id}&name=eth1`);
    const [ens3] = await list(`virtual_machine_id=${vmA.id}&name=ens3`);
    const bad = await app.inject('POST', '/api/virtualization/interfaces/', { body: { virtual_machine: vmA.id, name: 'sub', parent: eth1.id } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ parent: ['The selected parent interface (eth1) belongs to a different virtual machine (vmi-b).'] });
    const self = await app.inject('PATCH', `/api/virtualization/interfaces/${ens3.id}/`, { body: { bridge: ens3.id } });
    expect(self.body).toEqual({ bridge: ['An interface cannot be bridged to itself.'] });

    const br = await post(app, '/api/virtualization/interfaces/', { virtual_machine: vmA.id, name: 'br0' });
    const sub = await post(app, '/api/virtualization/interfaces/', { virtual_machine: vmA.id, name: 'ens3.5', parent: ens3.id, bridge: br.id });
    expect(sub.parent).toEqual({
      id: ens3.id,
      url: ens3.url,
      display_url: ens3.display_url,
      display: 'ens3',
      // NetBox's NestedVMInterfaceSerializer nests a NestedVirtualMachineSerializer
      virtual_machine: { id: vmA.id, url: vmA.url, display_url: vmA.display_url, display: 'vmi-a', name: 'vmi-a' },
      name: 'ens3',
    });
    expect((await app.inject('DELETE', `/api/virtualization/interfaces/${ens3.id}/`)).status).toBe(409);
    expect((await app.inject('DELETE', `/api/virtualization/interfaces/${br.id}/`)).status).toBe(204);
    expect((await app.inject('GET', `/api/virtualization/interfaces/${sub.id}/`)).body.bridge).toBeNull();
  });

  it('change records of an interface name its machine as related object', async () => {
    const [ens2] = await list(`virtual_machine_id=${vmA.id}&name=ens2`);
    const res = await app.inject('GET', `/api/core/object-changes/?changed_object_type=virtualization.vminterface&changed_object_id=${ens2.id}`);
    expect(res.body.results).toHaveLength(1);
    expect(res.body.results[0]).toMatchObject({
      action: { value: 'create' },
      related_object_type: 'virtualization.virtualmachine',
      related_object_id: vmA.id,
      related_object: expect.objectContaining({ id: vmA.id, name: 'vmi-a' }),
    });
  });

  it('deleting a machine deletes its interfaces (parents and children together)', async () => {
    const before = (await list(`virtual_machine_id=${vmA.id}`)).map((i) => i.id);
    expect(before.length).toBeGreaterThan(2);
    expect((await app.inject('DELETE', `/api/virtualization/virtual-machines/${vmA.id}/`)).status).toBe(204);
    for (const id of before) expect((await app.inject('GET', `/api/virtualization/interfaces/${id}/`)).status).toBe(404);
    const deletions = await app.inject('GET', `/api/core/object-changes/?changed_object_type=virtualization.vminterface&action=delete&limit=100`);
    const deleted = deletions.body.results.map((c: Json) => c.changed_object_id);
    expect(before.filter((id) => deleted.includes(id))).toEqual(before);
    expect(await count(vmB)).toBe(7);
  });
});
