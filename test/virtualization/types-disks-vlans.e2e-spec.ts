import { startApp, TestApp } from '../helpers/app';
import { makeV } from '../helpers/circuits-virtualization';
import { make, post } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';

type Json = Record<string, any>;

/**
 * Virtual machine types (their defaults), virtual disks (a VM's disk is their sum, kept by the write
 * path) and VM interfaces' VLANs and VRF (NetBox's rules for them).
 */
describe('virtual machine types, virtual disks, VM interface VLANs', () => {
  let app: TestApp;
  let r: Json;

  const get = async (url: string) => {
    const res = await app.inject('GET', url);
    if (res.status !== 200) throw new Error(`GET ${url} → ${res.status}: ${res.text}`);
    return res.body;
  };
  const send = (method: string, url: string, body?: unknown) => app.inject(method, url, { body });
  const vm = (id: number) => get(`/api/virtualization/virtual-machines/${id}/`);

  beforeAll(async () => {
    app = await startApp();
    const site = await make.site(app, 'VX Site');
    const otherSite = await make.site(app, 'VX Other Site');
    const platform = await make.platform(app, 'VX Platform');
    const otherPlatform = await make.platform(app, 'VX Other Platform');
    r = { site, otherSite, platform, otherPlatform };
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('virtual machine types', () => {
    it('a new VM takes its type’s defaults for what it leaves empty (only when created)', async () => {
      const type = await post(app, '/api/virtualization/virtual-machine-types/', {
        name: 'VX Type',
        slug: 'vx-type',
        default_platform: r.platform.id,
        default_vcpus: 4,
        default_memory: 8192,
      });
      const plain = await makeV.vm(app, 'vx-typed', { site: r.site.id, virtual_machine_type: type.id, memory: 1024 });
      expect([plain.platform?.id, plain.vcpus, plain.memory]).toEqual([r.platform.id, 4, 1024]);
      expect(plain.virtual_machine_type).toEqual({
        id: type.id,
        url: type.url,
        display: 'VX Type',
        name: 'VX Type',
        slug: 'vx-type',
        description: '',
      });
      const updated = await send('PATCH', `/api/virtualization/virtual-machines/${plain.id}/`, { vcpus: null, platform: r.otherPlatform.id });
      expect([updated.body.vcpus, updated.body.platform.id]).toEqual([null, r.otherPlatform.id]);
      expect((await get(`/api/virtualization/virtual-machine-types/${type.id}/`)).virtual_machine_count).toBe(1);
      expect((await get(`/api/virtualization/virtual-machines/?virtual_machine_type=vx-type`)).count).toBe(1);
      expect((await send('DELETE', `/api/virtualization/virtual-machine-types/${type.id}/`)).status).toBe(409);
    });

    it('names are unique ignoring case', async () => {
      const res = await send('POST', '/api/virtualization/virtual-machine-types/', { name: 'vx TYPE', slug: 'vx-type-2' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ __all__: ['Virtual machine type name must be unique.'] });
    });
  });

  describe('virtual disks', () => {
    let a: Json;
    let b: Json;
    const disk = (body: Json) => post(app, '/api/virtualization/virtual-disks/', body);

    beforeAll(async () => {
      a = await makeV.vm(app, 'vx-disks-a', { site: r.site.id, disk: 500 });
      b = await makeV.vm(app, 'vx-disks-b', { site: r.site.id });
    });

    it('the VM’s disk becomes the sum of its disks as they are added, resized, moved and deleted', async () => {
      const d1 = await disk({ virtual_machine: a.id, name: 'd1', size: 10 });
      expect((await vm(a.id)).disk).toBe(10);
      const [d2] = await post<Json[]>(app, '/api/virtualization/virtual-disks/', [
        { virtual_machine: a.id, name: 'd2', size: 20 },
        { virtual_machine: a.id, name: 'd3', size: 5 },
      ]);
      expect((await vm(a.id)).disk).toBe(35);
      expect((await vm(a.id)).virtual_disk_count).toBe(3);
      await send('PATCH', `/api/virtualization/virtual-disks/${d1.id}/`, { size: 15 });
      expect((await vm(a.id)).disk).toBe(40);
      await send('PATCH', `/api/virtualization/virtual-disks/${d2.id}/`, { virtual_machine: b.id });
      expect([(await vm(a.id)).disk, (await vm(b.id)).disk]).toEqual([20, 20]);
      expect((await send('DELETE', `/api/virtualization/virtual-disks/${d2.id}/`)).status).toBe(204);
      expect([(await vm(b.id)).disk, (await vm(b.id)).virtual_disk_count]).toEqual([null, 0]);
    });

    it('a VM with disks refuses another size; an update leaving the size out takes their sum', async () => {
      const res = await send('PATCH', `/api/virtualization/virtual-machines/${a.id}/`, { disk: 999 });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ disk: ['The specified disk size (999) must match the aggregate size of assigned virtual disks (20).'] });
      expect((await vm(a.id)).disk).toBe(20);
      const { id, url, display_url, display, ...current } = await vm(a.id);
      void [id, url, display_url, display];
      const put = await send('PUT', `/api/virtualization/virtual-machines/${a.id}/`, { name: current.name, site: r.site.id, status: 'active' });
      expect(put.status).toBe(200);
      expect(put.body.disk).toBe(20);
      expect((await send('PATCH', `/api/virtualization/virtual-machines/${a.id}/`, { disk: 20, description: 'same size' })).status).toBe(200);
    });

    it('names are unique per VM; deleting the VM deletes its disks', async () => {
      const twice = await send('POST', '/api/virtualization/virtual-disks/', { virtual_machine: a.id, name: 'd1', size: 1 });
      expect(twice.body).toEqual({ __all__: ['Virtual disk with this Virtual machine and Name already exists.'] });
      expect((await send('DELETE', `/api/virtualization/virtual-machines/${a.id}/`)).status).toBe(204);
      expect((await get('/api/virtualization/virtual-disks/')).count).toBe(0);
    });
  });

  describe('VM interface VLANs and VRF', () => {
    let host: Json;
    let v: Json;

    beforeAll(async () => {
      host = await makeV.vm(app, 'vx-vlans', { site: r.site.id });
      v = {
        global: await ipam.vlan(app, 100, 'VX Global'),
        local: await ipam.vlan(app, 200, 'VX Local', { site: r.site.id }),
        remote: await ipam.vlan(app, 300, 'VX Remote', { site: r.otherSite.id }),
        vrf: await ipam.vrf(app, 'VX VRF', { rd: '65000:99' }),
      };
    });

    const iface = (body: Json) => send('POST', '/api/virtualization/interfaces/', { virtual_machine: host.id, ...body });

    it('VLANs from another site, and a service VLAN outside Q-in-Q mode, are refused', async () => {
      const cases: [Json, Json][] = [
        [
          { name: 'x1', mode: 'access', untagged_vlan: v.remote.id },
          {
            untagged_vlan: [
              "The untagged VLAN (VX Remote (300)) must belong to the same site as the interface's parent virtual machine, or it must be global.",
            ],
          },
        ],
        [
          { name: 'x2', mode: 'tagged', tagged_vlans: [v.local.id, v.remote.id] },
          { tagged_vlans: ["VLAN VX Remote (300) must belong to the same site as the interface's parent virtual machine, or it must be global."] },
        ],
        [{ name: 'x3', mode: 'access', qinq_svlan: v.global.id }, { qinq_svlan: ['Only Q-in-Q interfaces may specify a service VLAN.'] }],
      ];
      for (const [body, errors] of cases) {
        const res = await iface(body);
        expect({ body, status: res.status, errors: res.body }).toEqual({ body, status: 400, errors });
      }
      expect((await get(`/api/virtualization/interfaces/?virtual_machine_id=${host.id}`)).count).toBe(0);
    });

    it('no mode drops the untagged VLAN; leaving tagged mode drops the tagged VLANs', async () => {
      const res = await iface({ name: 'eth0', mode: 'tagged', untagged_vlan: v.local.id, tagged_vlans: [v.global.id, v.local.id], vrf: v.vrf.id });
      expect(res.status).toBe(201);
      expect(res.body.tagged_vlans.map((x: Json) => x.vid)).toEqual([100, 200]);
      expect(res.body.untagged_vlan).toEqual(expect.objectContaining({ id: v.local.id, vid: 200, name: 'VX Local' }));
      expect(res.body.vrf).toEqual(expect.objectContaining({ id: v.vrf.id, rd: '65000:99' }));
      const id = res.body.id;
      expect((await get(`/api/virtualization/interfaces/?vlan_id=${v.global.id}`)).results.map((i: Json) => i.id)).toEqual([id]);
      expect((await get('/api/virtualization/interfaces/?vlan=200')).results.map((i: Json) => i.id)).toEqual([id]);
      expect((await get('/api/virtualization/interfaces/?vrf=65000:99')).results.map((i: Json) => i.id)).toEqual([id]);
      const access = await send('PATCH', `/api/virtualization/interfaces/${id}/`, { mode: 'access' });
      expect([access.body.tagged_vlans, access.body.untagged_vlan?.id]).toEqual([[], v.local.id]);
      const routed = await send('PATCH', `/api/virtualization/interfaces/${id}/`, { mode: null });
      expect(routed.body.untagged_vlan).toBeNull();
      const qinq = await send('PATCH', `/api/virtualization/interfaces/${id}/`, { mode: 'q-in-q', qinq_svlan: v.global.id });
      expect(qinq.body.qinq_svlan).toEqual(expect.objectContaining({ id: v.global.id }));
      expect((await get('/api/virtualization/interfaces/?vlan=100')).results.map((i: Json) => i.id)).toEqual([id]);
      expect((await app.inject('GET', '/api/virtualization/interfaces/?vlan_id=x')).status).toBe(400);
    });
  });
});
