import { clusterGroups, clusters, clusterTypes, virtualMachines, vmInterfaces } from '../../src/virtualization/virtualization.resources';
import { make } from '../helpers/dcim';
import { makeV } from '../helpers/circuits-virtualization';
import { everyResourceCovered, resourceSuite, ResourceSpec, useApp } from './resource-suite';

/** The generic resource suite for the virtualization app (docs/models.md §5). */
describe('virtualization resources', () => {
  const handle = useApp();

  const specs: ResourceSpec[] = [
    {
      resource: clusterTypes,
      prerequisites: async (app) => ({ tag: await make.tag(app, 'VCT Tag') }),
      create: ({ tag }) => [
        { name: 'VCT One', slug: 'vct-one', description: 'd', comments: 'c', tags: [tag.id] },
        { name: 'VCT Two', slug: 'vct-two' },
        { name: 'VCT Three', slug: 'vct-three' },
      ],
      patch: () => ({ name: 'VCT Two Renamed', slug: 'vct-two-renamed' }),
    },
    {
      resource: clusterGroups,
      prerequisites: async (app) => ({ tag: await make.tag(app, 'VCG Tag') }),
      create: ({ tag }) => [
        { name: 'VCG One', slug: 'vcg-one', description: 'd', tags: [tag.id] },
        { name: 'VCG Two', slug: 'vcg-two' },
        { name: 'VCG Three', slug: 'vcg-three' },
      ],
      patch: () => ({ name: 'VCG Two Renamed', comments: 'patched' }),
    },
    {
      resource: clusters,
      prerequisites: async (app) => ({
        type: await makeV.clusterType(app, 'Cl Type'),
        group: await makeV.clusterGroup(app, 'Cl Group'),
        tenant: await make.tenant(app, 'Cl Tenant'),
        site: await make.site(app, 'Cl Site'),
        region: await make.region(app, 'Cl Region'),
        tag: await make.tag(app, 'Cl Tag'),
      }),
      create: ({ type, group, tenant, site, region, tag }) => [
        {
          name: 'Cl One',
          type: type.id,
          group: group.id,
          status: 'planned',
          tenant: tenant.id,
          scope_type: 'dcim.site',
          scope_id: site.id,
          description: 'first',
          comments: 'c',
          tags: [tag.id],
        },
        { name: 'Cl Two', type: type.id },
        { name: 'Cl Three', type: type.id, scope_type: 'dcim.region', scope_id: region.id },
      ],
      patch: ({ group, site }) => ({ name: 'Cl Two Renamed', status: 'offline', group: group.id, scope_type: 'dcim.site', scope_id: site.id }),
    },
    {
      resource: virtualMachines,
      prerequisites: async (app) => {
        const site = await make.site(app, 'VM Site');
        const type = await makeV.clusterType(app, 'VM Cluster Type');
        return {
          site,
          cluster: await makeV.cluster(app, 'VM Cluster', type.id, { scope_type: 'dcim.site', scope_id: site.id }),
          role: await make.deviceRole(app, 'VM Role'),
          platform: await make.platform(app, 'VM Platform'),
          tenant: await make.tenant(app, 'VM Tenant'),
          tag: await make.tag(app, 'VM Tag'),
        };
      },
      create: ({ site, cluster, role, platform, tenant, tag }) => [
        {
          name: 'vm-one',
          role: role.id,
          status: 'planned',
          start_on_boot: 'laststate',
          site: site.id,
          cluster: cluster.id,
          platform: platform.id,
          vcpus: 2.5,
          memory: 4096,
          disk: 100,
          description: 'first',
          serial: 'VM-SN-1',
          tenant: tenant.id,
          comments: 'c',
          local_context_data: { ntp: ['10.0.0.1'] },
          tags: [tag.id],
        },
        { name: 'vm-two', site: site.id },
        { name: 'vm-three', cluster: cluster.id },
      ],
      patch: ({ tenant, cluster }) => ({ name: 'vm-two-renamed', status: 'paused', vcpus: 1, tenant: tenant.id, cluster: cluster.id, local_context_data: { a: 1 } }),
    },
    {
      resource: vmInterfaces,
      prerequisites: async (app) => {
        const site = await make.site(app, 'VMI Site');
        return { vm: await makeV.vm(app, 'vmi-vm', { site: site.id }), tag: await make.tag(app, 'VMI Tag') };
      },
      create: ({ vm, tag }) => [
        { virtual_machine: vm.id, name: 'eth0', enabled: false, mtu: 9000, description: 'd', mode: 'access', tags: [tag.id] },
        { virtual_machine: vm.id, name: 'eth1' },
        { virtual_machine: vm.id, name: 'eth2', mode: 'tagged' },
      ],
      patch: () => ({ name: 'eth1.100', mtu: 1500, enabled: false, mode: 'tagged-all' }),
    },
  ];

  everyResourceCovered(handle, 'virtualization', specs);
  for (const spec of specs) resourceSuite(handle, spec);
});
