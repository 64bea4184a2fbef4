import {
  clusterGroups,
  clusters,
  clusterTypes,
  virtualDisks,
  virtualMachines,
  virtualMachineTypes,
  vmInterfaces,
} from '../../src/virtualization/virtualization.resources';
import { deviceBasics, make, nested, post } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';
import { makeV } from '../helpers/circuits-virtualization';
import { vpn } from '../helpers/vpn';
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
        tenant: await nested.tenant(app, 'Cl Tenant'),
        place: await nested.place(app, 'Cl Site'),
        tag: await make.tag(app, 'Cl Tag'),
      }),
      // A is scoped to a location (so it lies in a site, region and site group), C to the top region
      create: ({ type, group, tenant, place, tag }) => [
        {
          name: 'Cl One',
          type: type.id,
          group: group.id,
          status: 'planned',
          tenant: tenant.id,
          scope_type: 'dcim.location',
          scope_id: place.location.id,
          description: 'first',
          comments: 'c',
          tags: [tag.id],
        },
        { name: 'Cl Two', type: type.id },
        { name: 'Cl Three', type: type.id, scope_type: 'dcim.region', scope_id: place.regionTop.id },
      ],
      patch: ({ group, place }) => ({ name: 'Cl Two Renamed', status: 'offline', group: group.id, scope_type: 'dcim.site', scope_id: place.site.id }),
      filterCases: ({ ctx: { place } }) => [
        { filter: 'region_id', value: place.regionTop.id, expect: [0, 2] },
        { filter: 'region', value: place.region.slug, expect: [0] },
        { filter: 'site_group_id', value: place.groupTop.id, expect: [0] },
        { filter: 'site_group', value: place.group.slug, expect: [0] },
        { filter: 'site_id', value: place.site.id, expect: [0] },
        { filter: 'site', value: place.site.slug, expect: [0] },
        { filter: 'location_id', value: place.locationTop.id, expect: [0] },
        { filter: 'location', value: place.location.slug, expect: [0] },
      ],
    },
    {
      resource: virtualMachines,
      prerequisites: async (app) => {
        const place = await nested.place(app, 'VM Site');
        const type = await makeV.clusterType(app, 'VM Cluster Type');
        const cluster = await makeV.cluster(app, 'VM Cluster', type.id, {
          group: (await makeV.clusterGroup(app, 'VM Cluster Group')).id,
          scope_type: 'dcim.site',
          scope_id: place.site.id,
        });
        const { deviceType, role: deviceRole } = await deviceBasics(app, 'VM Host');
        return {
          place,
          other: await make.site(app, 'VM Other Site'),
          cluster,
          host: await make.device(app, {
            name: 'vm-host',
            device_type: deviceType.id,
            role: deviceRole.id,
            site: place.site.id,
            cluster: cluster.id,
          }),
          role: (await nested.node((n, e) => make.deviceRole(app, n, e), 'VM Role', { vm_role: true })).node,
          platform: (await nested.node((n, e) => make.platform(app, n, e), 'VM Platform')).node,
          tenant: await nested.tenant(app, 'VM Tenant'),
          tag: await make.tag(app, 'VM Tag'),
          type: await post(app, '/api/virtualization/virtual-machine-types/', { name: 'VM Type', slug: 'vm-type' }),
          template: await post(app, '/api/extras/config-templates/', { name: 'VM Template', template_code: 'vm' }),
        };
      },
      create: ({ place, other, cluster, host, role, platform, tenant, tag, type, template }) => [
        {
          name: 'vm-one',
          config_template: template.id,
          virtual_machine_type: type.id,
          role: role.id,
          status: 'planned',
          start_on_boot: 'laststate',
          site: place.site.id,
          cluster: cluster.id,
          device: host.id,
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
        { name: 'vm-two', site: other.id },
        { name: 'vm-three', cluster: cluster.id },
      ],
      patch: ({ tenant, cluster, place }) => ({
        name: 'vm-two-renamed',
        status: 'paused',
        vcpus: 1,
        tenant: tenant.id,
        site: place.site.id,
        cluster: cluster.id,
        local_context_data: { a: 1 },
      }),
      // A gets an interface with an IPv4 and an IPv6 address as its primary IPs, and a MAC address
      dependants: async (app, _ctx, [a]) => {
        const iface = await makeV.vmInterface(app, a.id, 'vm-eth0');
        await post(app, '/api/dcim/mac-addresses/', {
          mac_address: '02:00:00:00:71:01',
          assigned_object_type: 'virtualization.vminterface',
          assigned_object_id: iface.id,
        });
        const on = { assigned_object_type: 'virtualization.vminterface', assigned_object_id: iface.id };
        const [ip4, ip6] = await post<Record<string, any>[]>(app, '/api/ipam/ip-addresses/', [
          { address: '192.0.2.71/24', ...on },
          { address: '2001:db8::71/64', ...on },
        ]);
        await app.inject('PATCH', `/api/virtualization/virtual-machines/${a.id}/`, { body: { primary_ip4: ip4.id, primary_ip6: ip6.id } });
      },
      filterCases: () => [
        { filter: 'local_context_data', value: true, expect: [0] },
        { filter: 'local_context_data', value: false, expect: [1, 2] },
        { filter: 'has_primary_ip', value: true, expect: [0] },
        { filter: 'has_primary_ip', value: false, expect: [1, 2] },
        { filter: 'mac_address', value: '02:00:00:00:71:01', expect: [0] },
        { filter: 'mac_address__ic', value: ':71:01', expect: [0] },
        { filter: 'mac_address__ie', value: '02:00:00:00:71:01', expect: [0] },
        { filter: 'mac_address__isw', value: '02:00:00:00:71', expect: [0] },
        { filter: 'mac_address__iew', value: '71:01', expect: [0] },
        { filter: 'mac_address__regex', value: '^02:.*:71:01$', expect: [0] },
        { filter: 'mac_address__iregex', value: ':71:0[1-9]$', expect: [0] },
        { filter: 'mac_address', value: ['02-00-00-00-71-01', '02:00:00:00:99:99'], expect: [0] },
        { filter: 'mac_address', value: '02:00:00:00:20:01', expect: [] },
        { filter: 'q', value: 'VM-SN-1', expect: [0] }, // the serial
        { filter: 'q', value: 'FIRST', expect: [0] },
        // a value that reads as an address: the primary IPv4 / IPv6 address's host (NetBox's search)
        { filter: 'q', value: '192.0.2.71', expect: [0] },
        { filter: 'q', value: '2001:db8::71/64', expect: [0] },
        { filter: 'q', value: '192.0.2.72', expect: [] },
      ],
    },
    {
      resource: vmInterfaces,
      prerequisites: async (app) => {
        const site = await make.site(app, 'VMI Site');
        const type = await makeV.clusterType(app, 'VMI Cluster Type');
        const cluster = await makeV.cluster(app, 'VMI Cluster', type.id);
        const vm = await makeV.vm(app, 'vmi-vm', { cluster: cluster.id });
        return {
          vm,
          other: await makeV.vm(app, 'vmi-other', { site: site.id }),
          parent: await makeV.vmInterface(app, vm.id, 'vmi-parent'),
          bridge: await makeV.vmInterface(app, vm.id, 'vmi-bridge'),
          policy: await post(app, '/api/ipam/vlan-translation-policies/', { name: 'VMI Policy' }),
          tag: await make.tag(app, 'VMI Tag'),
          v10: await ipam.vlan(app, 10, 'VMI VLAN 10'),
          v20: await ipam.vlan(app, 20, 'VMI VLAN 20'),
          v30: await ipam.vlan(app, 30, 'VMI VLAN 30'),
          vrf: await ipam.vrf(app, 'VMI VRF', { rd: '65000:1' }),
          mac: await post(app, '/api/dcim/mac-addresses/', { mac_address: '02:00:00:00:20:01' }),
        };
      },
      // VLAN 10 is A's untagged and one of C's tagged VLANs; VLAN 20 is B's Q-in-Q service VLAN
      create: ({ vm, other, parent, bridge, tag, v10, v20, vrf, policy }) => [
        {
          virtual_machine: vm.id,
          name: 'eth0',
          enabled: false,
          bridge: bridge.id,
          mtu: 9000,
          description: 'd',
          mode: 'access',
          untagged_vlan: v10.id,
          vrf: vrf.id,
          vlan_translation_policy: policy.id,
          tags: [tag.id],
        },
        { virtual_machine: other.id, name: 'eth1', mode: 'q-in-q', qinq_svlan: v20.id },
        { virtual_machine: vm.id, name: 'eth2', mode: 'tagged', parent: parent.id, tagged_vlans: [v10.id] },
      ],
      patch: ({ v30, vrf }) => ({ name: 'eth1.100', mtu: 1500, enabled: false, mode: 'q-in-q', qinq_svlan: v30.id, vrf: vrf.id }),
      // A and C terminate one L2VPN, B another
      // A takes a MAC address as its primary
      dependants: async (app, ctx, [a, b, c]) => {
        await app.inject('PATCH', `/api/dcim/mac-addresses/${ctx.mac.id}/`, {
          body: { assigned_object_type: 'virtualization.vminterface', assigned_object_id: a.id },
        });
        const res = await app.inject('PATCH', `/api/virtualization/interfaces/${a.id}/`, { body: { primary_mac_address: ctx.mac.id } });
        if (res.status !== 200) throw new Error(`PATCH primary MAC: ${res.text}`);
        const [one, two] = [await vpn.l2vpn(app, 'VMI L2VPN 1', { identifier: 7101 }), await vpn.l2vpn(app, 'VMI L2VPN 2', { identifier: 7102 })];
        for (const [l2vpn, iface] of [
          [one, a],
          [two, b],
          [one, c],
        ])
          await vpn.l2vpnTermination(app, l2vpn.id, 'virtualization.vminterface', iface.id);
        return { one, two };
      },
      filterCases: ({ ctx: { v10, v20, v30 }, dependants: { one, two } }) => [
        // untagged, tagged or Q-in-Q service VLAN; the last value given counts
        { filter: 'vlan_id', value: v10.id, expect: [0, 2] },
        { filter: 'vlan_id', value: v20.id, expect: [1] },
        { filter: 'vlan_id', value: v30.id, expect: [] },
        { filter: 'vlan_id', value: [v10.id, v20.id], expect: [1] },
        { filter: 'vlan', value: 10, expect: [0, 2] },
        { filter: 'vlan', value: 20, expect: [1] },
        { filter: 'vlan', value: 30, expect: [] },
        { filter: 'l2vpn_id', value: one.id, expect: [0, 2] },
        { filter: 'l2vpn_id', value: [one.id, two.id], expect: [0, 1, 2] },
        { filter: 'l2vpn', value: 7102, expect: [1] },
        { filter: 'l2vpn', value: [7101, 7102], expect: [0, 1, 2] },
        // A holds the MAC address, as its primary
        { filter: 'mac_address', value: '02:00:00:00:20:01', expect: [0] },
        { filter: 'mac_address__ic', value: ':20:01', expect: [0] },
        { filter: 'mac_address__ie', value: '02:00:00:00:20:01', expect: [0] },
        { filter: 'mac_address__isw', value: '02:00:00:00:20', expect: [0] },
        { filter: 'mac_address__iew', value: '20:01', expect: [0] },
        { filter: 'mac_address__regex', value: '^02:.*:20:01$', expect: [0] },
        { filter: 'mac_address__iregex', value: ':20:0[1-9]$', expect: [0] },
        { filter: 'mac_address', value: '02:00:00:00:20:02', expect: [] },
        { filter: 'primary_mac_address', value: '02:00:00:00:20:01', expect: [0] },
        { filter: 'primary_mac_address', value: '02:00:00:00:20:02', expect: [] },
      ],
    },
    {
      resource: virtualMachineTypes,
      // the default platform lies below another, so `default_platform_id` of the top one finds A
      prerequisites: async (app) => ({
        platform: (await nested.node((n, e) => make.platform(app, n, e), 'VMT Platform')).node,
        tag: await make.tag(app, 'VMT Tag'),
      }),
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
