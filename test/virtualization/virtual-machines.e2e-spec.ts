import { startApp, TestApp } from '../helpers/app';
import { makeV } from '../helpers/circuits-virtualization';
import { deviceBasics, make } from '../helpers/dcim';

type Json = Record<string, any>;

/** Virtual machines and clusters (docs/models.md §5.2–5.3). */
describe('virtual machines and clusters', () => {
  let app: TestApp;
  let r: Json;

  const get = async (path: string) => {
    const res = await app.inject('GET', path);
    expect(res.status).toBe(200);
    return res.body;
  };
  const postVm = (body: Json) => app.inject('POST', '/api/virtualization/virtual-machines/', { body });
  const names = async (path: string) => ((await get(`${path}${path.includes('?') ? '&' : '?'}limit=1000`)).results as Json[]).map((o) => o.name);

  beforeAll(async () => {
    app = await startApp();
    const basics = await deviceBasics(app, 'Vm');
    const region = await make.region(app, 'Vm Region');
    const site = await make.site(app, 'Vm Site A', { region: region.id });
    const otherSite = await make.site(app, 'Vm Site B');
    const type = await makeV.clusterType(app, 'Vm Cluster Type');
    const group = await makeV.clusterGroup(app, 'Vm Cluster Group');
    const cluster = await makeV.cluster(app, 'vm-cluster-a', type.id, { group: group.id, scope_type: 'dcim.site', scope_id: site.id });
    const otherCluster = await makeV.cluster(app, 'vm-cluster-b', type.id);
    const host = await make.device(app, {
      name: 'vm-host',
      device_type: basics.deviceType.id,
      role: basics.role.id,
      site: site.id,
      cluster: cluster.id,
    });
    const standalone = await make.device(app, { name: 'vm-standalone', device_type: basics.deviceType.id, role: basics.role.id, site: otherSite.id });
    const tenant = await make.tenant(app, 'Vm Tenant');
    const otherTenant = await make.tenant(app, 'Vm Other Tenant');
    r = { ...basics, region, site, otherSite, type, group, cluster, otherCluster, host, standalone, tenant, otherTenant };
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('site, cluster and device', () => {
    it('a VM needs a site, a cluster or a device', async () => {
      const res = await postVm({ name: 'nowhere' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ __all__: ['A virtual machine must be assigned to a site, cluster, or device.'] });
    });

    it('the site is taken from the cluster, else from the standalone host device', async () => {
      const inCluster = await makeV.vm(app, 'from-cluster', { cluster: r.cluster.id });
      expect(inCluster.site).toEqual(expect.objectContaining({ id: r.site.id }));
      const onHost = await makeV.vm(app, 'from-host', { device: r.standalone.id });
      expect(onHost.site).toEqual(expect.objectContaining({ id: r.otherSite.id }));
      const unscoped = await makeV.vm(app, 'no-site', { cluster: r.otherCluster.id });
      expect(unscoped.site).toBeNull();
      // clearing the site of a clustered VM takes the cluster's again
      const cleared = await app.inject('PATCH', `/api/virtualization/virtual-machines/${inCluster.id}/`, { body: { site: null } });
      expect(cleared.body.site).toEqual(expect.objectContaining({ id: r.site.id }));
    });

    it('site, cluster and host must agree', async () => {
      const cases: [Json, Json][] = [
        [
          { site: r.otherSite.id, cluster: r.cluster.id },
          { cluster: ['The selected cluster (vm-cluster-a) is not assigned to this site (Vm Site B).'] },
        ],
        [{ site: r.site.id, device: r.standalone.id }, { site: ['The selected device (vm-standalone) is not assigned to this site (Vm Site A).'] }],
        [{ device: r.host.id }, { cluster: ["Must specify the assigned device's cluster (vm-cluster-a) when assigning host device vm-host."] }],
        [
          { cluster: r.otherCluster.id, device: r.host.id },
          { device: ['The selected device (vm-host) is not assigned to this cluster (vm-cluster-b).'] },
        ],
      ];
      for (const [body, errors] of cases) {
        const res = await postVm({ name: 'mismatch', ...body });
        expect({ body, status: res.status, errors: res.body }).toEqual({ body, status: 400, errors });
      }
      const pinned = await makeV.vm(app, 'pinned', { cluster: r.cluster.id, device: r.host.id });
      expect(pinned.device).toEqual(expect.objectContaining({ id: r.host.id, name: 'vm-host' }));
    });
  });

  describe('name uniqueness (case-insensitive)', () => {
    it('per cluster, per cluster and tenant, per host device', async () => {
      await makeV.vm(app, 'Dup', { cluster: r.otherCluster.id });
      const clash = await postVm({ name: 'dUP', cluster: r.otherCluster.id });
      expect(clash.status).toBe(400);
      expect(clash.body).toEqual({ __all__: ['Virtual machine name must be unique per cluster.'] });

      await makeV.vm(app, 'dup', { cluster: r.otherCluster.id, tenant: r.tenant.id }); // another tenant: allowed
      const tenantClash = await postVm({ name: 'DUP', cluster: r.otherCluster.id, tenant: r.tenant.id });
      expect(tenantClash.body).toEqual({ __all__: ['Virtual machine name must be unique per cluster and tenant.'] });
      await makeV.vm(app, 'dup', { cluster: r.otherCluster.id, tenant: r.otherTenant.id });
      await makeV.vm(app, 'dup', { cluster: r.cluster.id }); // another cluster: allowed

      await makeV.vm(app, 'HostDup', { device: r.standalone.id });
      const hostClash = await postVm({ name: 'hostdup', device: r.standalone.id });
      expect(hostClash.body).toEqual({ __all__: ['Virtual machine name must be unique per device.'] });

      // site-only machines may share names; so may two in one bulk request elsewhere
      await makeV.vm(app, 'same', { site: r.site.id });
      await makeV.vm(app, 'SAME', { site: r.site.id });
      const bulk = await app.inject('POST', '/api/virtualization/virtual-machines/', {
        body: [
          { name: 'twin', cluster: r.otherCluster.id },
          { name: 'TWIN', cluster: r.otherCluster.id },
        ],
      });
      expect(bulk.status).toBe(400);
      expect(bulk.body).toEqual([{}, { __all__: ['Virtual machine name must be unique per cluster.'] }]);
    });

    it('a rename into a taken name is refused too', async () => {
      const vm = await makeV.vm(app, 'Renamed Later', { cluster: r.otherCluster.id });
      const res = await app.inject('PATCH', `/api/virtualization/virtual-machines/${vm.id}/`, { body: { name: 'DUP' } });
      expect(res.status).toBe(400);
    });
  });

  describe('representation', () => {
    it('full field order, config_context (excludable, not in brief), placeholders render null', async () => {
      const vm = await makeV.vm(app, 'repr', { site: r.site.id, role: r.role.id, local_context_data: { ntp: '10.0.0.1' }, vcpus: 1.5 });
      const full = await get(`/api/virtualization/virtual-machines/${vm.id}/`);
      expect(Object.keys(full)).toEqual([
        'id',
        'url',
        'display_url',
        'display',
        'name',
        'virtual_machine_type',
        'role',
        'status',
        'start_on_boot',
        'site',
        'cluster',
        'device',
        'platform',
        'primary_ip',
        'primary_ip4',
        'primary_ip6',
        'vcpus',
        'memory',
        'disk',
        'description',
        'serial',
        'tenant',
        'owner',
        'comments',
        'tags',
        'local_context_data',
        'config_template',
        'custom_fields',
        'created',
        'last_updated',
        'interface_count',
        'virtual_disk_count',
        'config_context',
      ]);
      expect(full).toMatchObject({
        display: 'repr',
        status: { value: 'active', label: 'Active' },
        start_on_boot: { value: 'off', label: 'Off' },
        vcpus: 1.5,
        primary_ip: null,
        primary_ip4: null,
        primary_ip6: null,
        virtual_machine_type: null,
        config_template: null,
        interface_count: 0,
        virtual_disk_count: 0,
      });
      expect(full.config_context).toEqual({ ntp: '10.0.0.1' }); // no contexts: its local data
      expect(full.local_context_data).toEqual({ ntp: '10.0.0.1' });
      expect(full.role).toEqual(expect.objectContaining({ id: r.role.id, virtualmachine_count: expect.any(Number) }));
      const excluded = await get(`/api/virtualization/virtual-machines/${vm.id}/?exclude=config_context`);
      expect(excluded).not.toHaveProperty('config_context');
      expect(Object.keys(excluded)).toHaveLength(Object.keys(full).length - 1);
      const listed = await get(`/api/virtualization/virtual-machines/?id=${vm.id}&exclude=config_context`);
      expect(listed.results[0]).not.toHaveProperty('config_context');
      const brief = await get(`/api/virtualization/virtual-machines/${vm.id}/?brief=1`);
      expect(Object.keys(brief)).toEqual(['id', 'url', 'display', 'name', 'description']);
    });

    it('config contexts apply to virtual machines by their site and role; local data is merged last', async () => {
      const site = await make.site(app, 'Vm Context Site');
      const context = await app.inject('POST', '/api/extras/config-contexts/', {
        body: { name: 'Vm Context', data: { dns: '10.0.0.53', ntp: 'ctx' }, sites: [site.id], roles: [r.role.id] },
      });
      expect(context.status).toBe(201);
      const both = await makeV.vm(app, 'ctx-both', { site: site.id, role: r.role.id, local_context_data: { ntp: 'local' } });
      const siteOnly = await makeV.vm(app, 'ctx-site-only', { site: site.id });
      expect(both.config_context).toEqual({ dns: '10.0.0.53', ntp: 'local' });
      expect((await get(`/api/virtualization/virtual-machines/${siteOnly.id}/`)).config_context).toEqual({});
    });

    it('a cluster renders its scope nested, with counts and allocations', async () => {
      const c = await get(`/api/virtualization/clusters/${r.cluster.id}/`);
      expect(c).toMatchObject({
        scope_type: 'dcim.site',
        scope_id: r.site.id,
        scope: { id: r.site.id, url: r.site.url, display: 'Vm Site A', name: 'Vm Site A', slug: 'vm-site-a', description: '' },
        device_count: 1,
      });
      expect(Object.keys(c)).toEqual([
        'id',
        'url',
        'display_url',
        'display',
        'name',
        'type',
        'group',
        'status',
        'tenant',
        'scope_type',
        'scope_id',
        'scope',
        'description',
        'owner',
        'comments',
        'tags',
        'custom_fields',
        'created',
        'last_updated',
        'device_count',
        'virtualmachine_count',
        'allocated_vcpus',
        'allocated_memory',
        'allocated_disk',
      ]);
      expect(c).not.toHaveProperty('_site');
    });
  });

  describe('cluster scope', () => {
    it('scope errors: unknown type, missing type or id, unknown object', async () => {
      const post = (extra: Json) => app.inject('POST', '/api/virtualization/clusters/', { body: { name: 'scoped', type: r.type.id, ...extra } });
      expect((await post({ scope_type: 'dcim.device', scope_id: 1 })).body).toEqual({ scope_type: ['Invalid content type: dcim.device'] });
      expect((await post({ scope_id: r.site.id })).body).toEqual({ scope_type: ['This field cannot be null.'] });
      expect((await post({ scope_type: 'dcim.sitegroup' })).body).toEqual({ __all__: ['Please select a sitegroup.'] });
      expect((await post({ scope_type: 'dcim.site', scope_id: 999999 })).body).toEqual({
        scope_id: ['Related object not found using the provided value: 999999.'],
      });
    });

    it('filters by the scope’s site, region (with descendants) and location', async () => {
      const child = await make.region(app, 'Vm Child Region', { parent: r.region.id });
      const site = await make.site(app, 'Vm Site C', { region: child.id });
      const room = await make.location(app, 'Vm Room', site.id);
      const inRoom = await makeV.cluster(app, 'in-room', r.type.id, { scope_type: 'dcim.location', scope_id: room.id });
      const inRegion = await makeV.cluster(app, 'in-region', r.type.id, { scope_type: 'dcim.region', scope_id: child.id });
      const clusters = (query: string) => names(`/api/virtualization/clusters/?${query}`);
      expect(await clusters(`site_id=${site.id}`)).toEqual([inRoom.name]);
      expect(await clusters(`location_id=${room.id}`)).toEqual([inRoom.name]);
      expect(await clusters(`region_id=${r.region.id}`)).toEqual(['in-region', 'in-room', 'vm-cluster-a']);
      expect(await clusters('site=vm-site-a')).toEqual(['vm-cluster-a']);
      expect(await clusters('scope_type=dcim.region')).toEqual([inRegion.name]);
      expect(await clusters(`group_id=${r.group.id}`)).toEqual(['vm-cluster-a']);
      expect(await clusters(`type=${r.type.slug}&name__isw=in-`)).toEqual(['in-region', 'in-room']);
    });

    it('names are unique per group and per site', async () => {
      const res = await app.inject('POST', '/api/virtualization/clusters/', {
        body: { name: 'vm-cluster-a', type: r.type.id, scope_type: 'dcim.site', scope_id: r.site.id },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ __all__: ['Cluster with this Site and Name already exists.'] });
      const grouped = await app.inject('POST', '/api/virtualization/clusters/', {
        body: { name: 'vm-cluster-a', type: r.type.id, group: r.group.id },
      });
      expect(grouped.body).toEqual({ __all__: ['Cluster with this Group and Name already exists.'] });
      expect((await app.inject('POST', '/api/virtualization/clusters/', { body: { name: 'vm-cluster-a', type: r.type.id } })).status).toBe(201);
    });

    it('hosts must lie in the cluster’s site: a device in another site, or a scope away from the hosts, is refused', async () => {
      const res = await make
        .device(app, { name: 'stray', device_type: r.deviceType.id, role: r.role.id, site: r.otherSite.id, cluster: r.cluster.id })
        .catch((e: Error) => e.message);
      expect(res).toMatch(/400.*"cluster":\["The assigned cluster belongs to a different site \(Vm Site A\)"\]/);
      const moved = await app.inject('PATCH', `/api/virtualization/clusters/${r.cluster.id}/`, {
        body: { scope_type: 'dcim.site', scope_id: r.otherSite.id },
      });
      expect(moved.status).toBe(400);
      expect(moved.body).toEqual({ scope: ['1 devices are assigned as hosts for this cluster but are not in site Vm Site B'] });
    });

    it('deleting the scope region deletes the cluster; a cluster with VMs is protected, its hosts are released', async () => {
      const region = await make.region(app, 'Vm Doomed Region');
      const doomed = await makeV.cluster(app, 'doomed', r.type.id, { scope_type: 'dcim.region', scope_id: region.id });
      expect((await app.inject('DELETE', `/api/dcim/regions/${region.id}/`)).status).toBe(204);
      expect((await app.inject('GET', `/api/virtualization/clusters/${doomed.id}/`)).status).toBe(404);

      const busy = await makeV.cluster(app, 'busy', r.type.id);
      const host = await make.device(app, { name: 'busy-host', device_type: r.deviceType.id, role: r.role.id, site: r.site.id, cluster: busy.id });
      const vm = await makeV.vm(app, 'busy-vm', { cluster: busy.id });
      expect((await app.inject('DELETE', `/api/virtualization/clusters/${busy.id}/`)).status).toBe(409);
      expect((await app.inject('DELETE', `/api/virtualization/virtual-machines/${vm.id}/`)).status).toBe(204);
      expect((await app.inject('DELETE', `/api/virtualization/clusters/${busy.id}/`)).status).toBe(204);
      expect((await get(`/api/dcim/devices/${host.id}/`)).cluster).toBeNull();
    });
  });

  describe('filters', () => {
    it('devices and VMs by cluster', async () => {
      const devices = (query: string) => names(`/api/dcim/devices/?${query}`);
      expect(await devices(`cluster_id=${r.cluster.id}`)).toEqual(['vm-host']);
      expect(await devices(`cluster_group_id=${r.group.id}`)).toEqual(['vm-host']);
      expect(await devices(`cluster_id=${r.otherCluster.id}`)).toEqual([]);
      expect((await app.inject('GET', '/api/dcim/devices/?cluster_id=999999')).status).toBe(400);

      // distinct names, sorted here (the list's order depends on the database collation for mixed case)
      const vms = async (query: string) => [...new Set(await names(`/api/virtualization/virtual-machines/?${query}`))].sort();
      expect(await vms(`cluster_id=${r.cluster.id}`)).toEqual(['dup', 'from-cluster', 'pinned']);
      expect(await vms('cluster=vm-cluster-a')).toEqual(['dup', 'from-cluster', 'pinned']);
      expect(await vms(`cluster_group=${r.group.slug}`)).toEqual(['dup', 'from-cluster', 'pinned']);
      expect(await vms(`cluster_type_id=${r.type.id}&device_id=${r.host.id}`)).toEqual(['pinned']);
      expect(await vms('device=vm-standalone')).toEqual(['HostDup', 'from-host']);
      expect(await vms(`region_id=${r.region.id}&name=SAME`)).toEqual(['SAME', 'same']);
      expect(await vms('name=hostdup')).toEqual(['HostDup']);
      expect(await vms('q=from-')).toEqual(['from-cluster', 'from-host']);
      expect(await vms(`tenant_id=${r.tenant.id}`)).toEqual(['dup']);
      expect(await vms('local_context_data=true&name=repr')).toEqual(['repr']);
    });

    it('has_primary_ip: an IPv4 or an IPv6 primary address (NetBox’s PrimaryIPFilterSet)', async () => {
      const made: string[] = [];
      const post = async (path: string, body: Json) => {
        const res = await app.inject('POST', path, { body });
        expect(res.status).toBe(201);
        made.push(path + res.body.id + '/');
        return res.body;
      };
      const primaries = { '4': '198.51.100.9/24', '6': '2001:db8:99::9/64' };
      for (const [version, address] of Object.entries(primaries)) {
        const vm = await post('/api/virtualization/virtual-machines/', { name: `primary-v${version}`, cluster: r.otherCluster.id });
        const iface = await post('/api/virtualization/interfaces/', { virtual_machine: vm.id, name: 'eth0' });
        const ip = await post('/api/ipam/ip-addresses/', {
          address,
          assigned_object_type: 'virtualization.vminterface',
          assigned_object_id: iface.id,
        });
        const res = await app.inject('PATCH', `/api/virtualization/virtual-machines/${vm.id}/`, { body: { [`primary_ip${version}`]: ip.id } });
        expect(res.status).toBe(200);
      }
      await post('/api/virtualization/virtual-machines/', { name: 'primary-none', cluster: r.otherCluster.id });
      const vms = async (query: string) =>
        (await names(`/api/virtualization/virtual-machines/?cluster_id=${r.otherCluster.id}&${query}`))
          .filter((n) => n.startsWith('primary-'))
          .sort();
      expect(await vms('has_primary_ip=true')).toEqual(['primary-v4', 'primary-v6']);
      expect(await vms('has_primary_ip=false')).toEqual(['primary-none']);
      for (const url of made.reverse()) await app.inject('DELETE', url);
    });
  });

  describe('counters', () => {
    it('cluster, site, role (cumulative), platform, tenant, type and group counts follow writes', async () => {
      const site = await make.site(app, 'Cnt Site');
      const parentRole = await make.deviceRole(app, 'Cnt Parent Role');
      const role = await make.deviceRole(app, 'Cnt Role', { parent: parentRole.id });
      const platform = await make.platform(app, 'Cnt Platform');
      const tenant = await make.tenant(app, 'Cnt Tenant');
      const type = await makeV.clusterType(app, 'Cnt Type');
      const group = await makeV.clusterGroup(app, 'Cnt Group');
      const cluster = await makeV.cluster(app, 'cnt-cluster', type.id, {
        group: group.id,
        tenant: tenant.id,
        scope_type: 'dcim.site',
        scope_id: site.id,
      });
      const vm1 = await makeV.vm(app, 'cnt-1', {
        cluster: cluster.id,
        role: role.id,
        platform: platform.id,
        tenant: tenant.id,
        vcpus: 2,
        memory: 1024,
        disk: 10,
      });
      await makeV.vm(app, 'cnt-2', { cluster: cluster.id, vcpus: 0.5, memory: 512 });
      await make.device(app, { name: 'cnt-host', device_type: r.deviceType.id, role: r.role.id, site: site.id, cluster: cluster.id });
      const counts = async () => ({
        cluster: await get(`/api/virtualization/clusters/${cluster.id}/`).then((c) => [
          c.device_count,
          c.virtualmachine_count,
          c.allocated_vcpus,
          c.allocated_memory,
          c.allocated_disk,
        ]),
        site: (await get(`/api/dcim/sites/${site.id}/`)).virtualmachine_count,
        roles: [
          (await get(`/api/dcim/device-roles/${parentRole.id}/`)).virtualmachine_count,
          (await get(`/api/dcim/device-roles/${role.id}/`)).virtualmachine_count,
        ],
        platform: (await get(`/api/dcim/platforms/${platform.id}/`)).virtualmachine_count,
        tenant: await get(`/api/tenancy/tenants/${tenant.id}/`).then((t) => [t.virtualmachine_count, t.cluster_count]),
        type: (await get(`/api/virtualization/cluster-types/${type.id}/`)).cluster_count,
        group: (await get(`/api/virtualization/cluster-groups/${group.id}/`)).cluster_count,
      });
      expect(await counts()).toEqual({ cluster: [1, 2, 2.5, 1536, 10], site: 2, roles: [1, 1], platform: 1, tenant: [1, 1], type: 1, group: 1 });
      expect(
        (await app.inject('PATCH', `/api/virtualization/virtual-machines/${vm1.id}/`, { body: { role: parentRole.id, platform: null } })).status,
      ).toBe(200);
      expect(await counts()).toMatchObject({ roles: [1, 0], platform: 0 });
      expect((await app.inject('DELETE', `/api/virtualization/virtual-machines/${vm1.id}/`)).status).toBe(204);
      expect(await counts()).toEqual({ cluster: [1, 1, 0.5, 512, null], site: 1, roles: [0, 0], platform: 0, tenant: [0, 1], type: 1, group: 1 });
    });
  });
});
