import {
  clusterGroups,
  clusters,
  clusterTypes,
  virtualDisks,
  virtualMachines,
  virtualMachineTypes,
  vmInterfaces,
} from '../../src/virtualization/virtualization.resources';
import { make, post } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';
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
          type: await post(app, '/api/virtualization/virtual-machine-types/', { name: 'VM Type', slug: 'vm-type' }),
        };
      },
      create: ({ site, cluster, role, platform, tenant, tag, type }) => [
        {
          name: 'vm-one',
          virtual_machine_type: type.id,
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
        return {
          vm: await makeV.vm(app, 'vmi-vm', { site: site.id }),
          tag: await make.tag(app, 'VMI Tag'),
          v10: await ipam.vlan(app, 10, 'VMI VLAN 10'),
          v20: await ipam.vlan(app, 20, 'VMI VLAN 20', { site: site.id }),
          v30: await ipam.vlan(app, 30, 'VMI VLAN 30'),
          vrf: await ipam.vrf(app, 'VMI VRF', { rd: '65000:1' }),
        };
      },
      create: ({ vm, tag, v10, v20, vrf }) => [
        {
          virtual_machine: vm.id,
          name: 'eth0',
          enabled: false,
          mtu: 9000,
          description: 'd',
          mode: 'access',
          untagged_vlan: v10.id,
          vrf: vrf.id,
          tags: [tag.id],
        },
        { virtual_machine: vm.id, name: 'eth1' },
        { virtual_machine: vm.id, name: 'eth2', mode: 'tagged', untagged_vlan: v20.id, tagged_vlans: [v10.id, v20.id] },
      ],
      patch: ({ v30, vrf }) => ({ name: 'eth1.100', mtu: 1500, enabled: false, mode: 'q-in-q', qinq_svlan: v30.id, vrf: vrf.id }),
    },
    {
      resource: virtualMachineTypes,
      prerequisites: async (app) => ({ platform: await make.platform(app, 'VMT Platform'), tag: await make.tag(app, 'VMT Tag') }),
      create: ({ platform, tag }) => [
        {
          name: 'VMT One',
          slug: 'vmt-one',
          default_platform: platform.id,
          default_vcpus: 2,
          default_memory: 2048,
          description: 'd',
          comments: 'c',
          tags: [tag.id],
        },
        { name: 'VMT Two', slug: 'vmt-two' },
        { name: 'VMT Three', slug: 'vmt-three', default_vcpus: 0.5 },
      ],
      patch: ({ platform }) => ({ name: 'VMT Two Renamed', default_platform: platform.id, default_memory: 512 }),
    },
    {
      resource: virtualDisks,
      prerequisites: async (app) => {
        const site = await make.site(app, 'VD Site');
        return {
          vm: await makeV.vm(app, 'vd-vm', { site: site.id }),
          other: await makeV.vm(app, 'vd-other', { site: site.id }),
          tag: await make.tag(app, 'VD Tag'),
        };
      },
      create: ({ vm, tag }) => [
        { virtual_machine: vm.id, name: 'Disk 1', size: 10, description: 'd', tags: [tag.id] },
        { virtual_machine: vm.id, name: 'Disk 2', size: 20 },
        { virtual_machine: vm.id, name: 'Disk 3', size: 30 },
      ],
      patch: ({ other }) => ({ virtual_machine: other.id, name: 'Disk 2b', size: 25 }),
    },
  ];

  everyResourceCovered(handle, 'virtualization', specs);
  for (const spec of specs) resourceSuite(handle, spec);
});
