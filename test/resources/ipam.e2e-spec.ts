import { asnRanges, asns } from '../../src/ipam/asn.resources';
import { fhrpGroupAssignments, fhrpGroups } from '../../src/ipam/fhrp.resources';
import {
  aggregates,
  ipAddresses,
  ipRanges,
  prefixes,
  rirs,
  roles,
  routeTargets,
  services,
  serviceTemplates,
  vlanGroups,
  vlans,
  vrfs,
} from '../../src/ipam/ipam.resources';
import { vlanTranslationPolicies, vlanTranslationRules } from '../../src/ipam/vlan-translation.resources';
import { makeC, makeV } from '../helpers/circuits-virtualization';
import { deviceBasics, make, nested, post } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';
import { vpn } from '../helpers/vpn';
import { everyResourceCovered, resourceSuite, ResourceSpec, useApp } from './resource-suite';

/** The mask length of an address or prefix as shown (`10.0.0.0/8` → 8). */
const maskOf = (cidr: string) => Number(cidr.split('/')[1]);

/** The generic resource suite for the IPAM app (docs/models.md §2). */
describe('ipam resources', () => {
  const handle = useApp();

  const specs: ResourceSpec[] = [
    {
      resource: rirs,
      prerequisites: async (app) => ({ tag: await make.tag(app, 'RIR Tag') }),
      create: ({ tag }) => [
        { name: 'RIR One', slug: 'rir-one', is_private: true, description: 'd', comments: 'c', tags: [tag.id] },
        { name: 'RIR Two', slug: 'rir-two' },
        { name: 'RIR Three', slug: 'rir-three' },
      ],
      patch: () => ({ name: 'RIR Two Renamed', is_private: true }),
    },
    {
      resource: aggregates,
      prerequisites: async (app) => ({
        rir: await ipam.rir(app, 'Agg RIR'),
        tenant: await nested.tenant(app, 'Agg Tenant'),
        tag: await make.tag(app, 'Agg Tag'),
      }),
      create: ({ rir, tenant, tag }) => [
        { prefix: '10.0.0.0/8', rir: rir.id, tenant: tenant.id, date_added: '2024-05-01', description: 'first block', tags: [tag.id] },
        { prefix: '172.16.0.0/12', rir: rir.id },
        { prefix: '2001:db8::/32', rir: rir.id },
      ],
      patch: ({ tenant }) => ({ tenant: tenant.id, date_added: '2025-01-31' }),
      filterCases: () => [
        { filter: 'prefix', value: ['10.0.0.0/8', '2001:db8::/32'], expect: [0, 2] },
        { filter: 'prefix', value: '10.1.2.3/8', expect: [0] }, // host bits cleared
        { filter: 'prefix', value: 'junk', expect: [] },
        { filter: 'q', value: '172.16', expect: [1] },
        { filter: 'q', value: 'FIRST', expect: [0] },
        { filter: 'q', value: '10.1.0.0/16', expect: [0] }, // containment
        { filter: 'q', value: 'no-such-text', expect: [] },
      ],
    },
    {
      resource: roles,
      prerequisites: async (app) => ({ tag: await make.tag(app, 'Role Tag') }),
      create: ({ tag }) => [
        { name: 'Role One', slug: 'role-one', weight: 100, description: 'd', tags: [tag.id] },
        { name: 'Role Two', slug: 'role-two' },
        { name: 'Role Three', slug: 'role-three', weight: 5000 },
      ],
      patch: () => ({ name: 'Role Two Renamed', weight: 10 }),
    },
    {
      resource: routeTargets,
      prerequisites: async (app) => ({ tenant: await nested.tenant(app, 'RT Tenant'), tag: await make.tag(app, 'RT Tag') }),
      create: ({ tenant, tag }) => [
        { name: '65000:100', tenant: tenant.id, description: 'd', tags: [tag.id] },
        { name: '65000:200' },
        { name: '65000:300' },
      ],
      patch: () => ({ name: '65000:201', comments: 'patched' }),
      // a VRF importing A and exporting B; an L2VPN importing B and C and exporting C
      dependants: async (app, _ctx, [a, b, c]) => ({
        vrf: await ipam.vrf(app, 'RT Importer', { rd: '65099:1', import_targets: [a.id], export_targets: [b.id] }),
        l2vpn: await vpn.l2vpn(app, 'RT L2VPN', { identifier: 65099, import_targets: [b.id, c.id], export_targets: [c.id] }),
      }),
      filterCases: ({ dependants: { vrf, l2vpn } }) => [
        { filter: 'importing_vrf_id', value: vrf.id, expect: [0] },
        { filter: 'importing_vrf', value: vrf.rd, expect: [0] },
        { filter: 'exporting_vrf_id', value: vrf.id, expect: [1] },
        { filter: 'exporting_vrf', value: vrf.rd, expect: [1] },
        { filter: 'importing_l2vpn_id', value: l2vpn.id, expect: [1, 2] },
        { filter: 'importing_l2vpn', value: l2vpn.identifier, expect: [1, 2] },
        { filter: 'exporting_l2vpn_id', value: l2vpn.id, expect: [2] },
        { filter: 'exporting_l2vpn', value: l2vpn.identifier, expect: [2] },
      ],
    },
    {
      resource: vrfs,
      prerequisites: async (app) => ({
        tenant: await nested.tenant(app, 'VRF Tenant'),
        rt1: await ipam.routeTarget(app, '65001:1'),
        rt2: await ipam.routeTarget(app, '65001:2'),
        tag: await make.tag(app, 'VRF Tag'),
      }),
      create: ({ tenant, rt1, rt2, tag }) => [
        {
          name: 'VRF One',
          rd: '65000:1',
          tenant: tenant.id,
          enforce_unique: false,
          description: 'first',
          import_targets: [rt1.id],
          export_targets: [rt2.id],
          tags: [tag.id],
        },
        { name: 'VRF Two' },
        { name: 'VRF Three', rd: '65000:3', import_targets: [rt2.id] },
      ],
      patch: ({ rt1 }) => ({ name: 'VRF Two Renamed', rd: '65000:2', import_targets: [rt1.id], enforce_unique: false }),
    },
    {
      resource: prefixes,
      prerequisites: async (app) => ({
        vrf: await ipam.vrf(app, 'Pfx VRF', { rd: '65010:1' }),
        place: await nested.place(app, 'Pfx Site'),
        tenant: await nested.tenant(app, 'Pfx Tenant'),
        vlan: await ipam.vlan(app, 10, 'Pfx VLAN', { group: (await ipam.vlanGroup(app, 'Pfx VLAN Group')).id }),
        role: await ipam.role(app, 'Pfx Role'),
        tag: await make.tag(app, 'Pfx Tag'),
      }),
      // A is scoped to a location (so it lies in a site, region and site group), C to the top region
      create: ({ vrf, place, tenant, vlan, role, tag }) => [
        {
          prefix: '10.1.0.0/16',
          vrf: vrf.id,
          scope_type: 'dcim.location',
          scope_id: place.location.id,
          tenant: tenant.id,
          vlan: vlan.id,
          status: 'container',
          role: role.id,
          is_pool: true,
          mark_utilized: true,
          description: 'd',
          comments: 'c',
          tags: [tag.id],
        },
        { prefix: '10.2.0.0/16' },
        { prefix: '2001:db8:1::/48', status: 'reserved', scope_type: 'dcim.region', scope_id: place.regionTop.id },
      ],
      patch: ({ role }) => ({ status: 'deprecated', role: role.id, is_pool: true }),
      filterValues: { mask_length: (o) => maskOf(o.prefix), depth: (o) => o._depth, children: (o) => o.children },
      filterCases: ({ ctx: { vrf, place } }) => [
        { filter: 'region_id', value: place.regionTop.id, expect: [0, 2] },
        { filter: 'region_id', value: place.region.id, expect: [0] },
        { filter: 'region', value: place.region.slug, expect: [0] },
        { filter: 'site_group_id', value: place.groupTop.id, expect: [0] },
        { filter: 'site_group', value: place.group.slug, expect: [0] },
        { filter: 'site_id', value: place.site.id, expect: [0] },
        { filter: 'site', value: place.site.slug, expect: [0] },
        { filter: 'location_id', value: place.locationTop.id, expect: [0] },
        { filter: 'location', value: place.location.slug, expect: [0] },
        { filter: 'present_in_vrf_id', value: vrf.id, expect: [0] },
        { filter: 'present_in_vrf', value: vrf.rd, expect: [0] },
        { filter: 'prefix', value: '10.1.0.0/16', expect: [0] },
        { filter: 'prefix', value: 'junk', expect: [] },
        { filter: 'within', value: '10.0.0.0/8', expect: [0, 1] },
        { filter: 'within', value: '10.1.0.0/16', expect: [] },
        { filter: 'within_include', value: '10.1.0.0/16', expect: [0] },
        { filter: 'contains', value: '10.2.3.4', expect: [1] },
        { filter: 'contains', value: '2001:db8:1::/64', expect: [2] },
        { filter: 'q', value: '2001:DB8', expect: [2] },
        { filter: 'q', value: '10.1.5.0/24', expect: [0] }, // containment
        { filter: 'q', value: 'no-such-text', expect: [] },
      ],
    },
    {
      resource: ipRanges,
      prerequisites: async (app) => ({
        vrf: await ipam.vrf(app, 'Rng VRF', { rd: '65020:1' }),
        tenant: await nested.tenant(app, 'Rng Tenant'),
        role: await ipam.role(app, 'Rng Role'),
        tag: await make.tag(app, 'Rng Tag'),
      }),
      create: ({ vrf, tenant, role, tag }) => [
        {
          start_address: '192.0.2.10/24',
          end_address: '192.0.2.20/24',
          vrf: vrf.id,
          tenant: tenant.id,
          status: 'reserved',
          role: role.id,
          description: 'first range',
          mark_populated: true,
          mark_utilized: true,
          tags: [tag.id],
        },
        { start_address: '198.51.100.1/24', end_address: '198.51.100.100/24' },
        { start_address: '2001:db8::10/64', end_address: '2001:db8::ff/64' },
      ],
      patch: ({ role }) => ({ status: 'deprecated', role: role.id, mark_utilized: true }),
      filterCases: ({ ctx: { vrf } }) => [
        { filter: 'start_address', value: '192.0.2.10', expect: [0] },
        { filter: 'start_address', value: '192.0.2.10/24', expect: [0] },
        { filter: 'start_address', value: '192.0.2.10/25', expect: [] },
        { filter: 'end_address', value: ['198.51.100.100', '2001:db8::ff'], expect: [1, 2] },
        { filter: 'contains', value: '192.0.2.15', expect: [0] },
        { filter: 'contains', value: '192.0.2.25', expect: [] },
        { filter: 'parent', value: '198.51.100.0/24', expect: [1] },
        { filter: 'parent', value: ['2001:db8::/64', '192.0.2.0/24'], expect: [0, 2] },
        { filter: 'present_in_vrf_id', value: vrf.id, expect: [0] },
        { filter: 'present_in_vrf', value: vrf.rd, expect: [0] },
      ],
    },
    {
      resource: ipAddresses,
      prerequisites: async (app) => {
        const { site, deviceType, role } = await deviceBasics(app, 'IP');
        const device = await make.device(app, { name: 'ip-dev', site: site.id, device_type: deviceType.id, role: role.id });
        const vm = await makeV.vm(app, 'ip-vm', { site: site.id });
        return {
          device,
          vm,
          iface: await make.interface(app, device.id, 'eth0'),
          vmIface: await makeV.vmInterface(app, vm.id, 'veth0'),
          vrf: await ipam.vrf(app, 'IP VRF', { rd: '65030:1' }),
          tenant: await nested.tenant(app, 'IP Tenant'),
          inside: await ipam.address(app, '10.99.0.1/24'),
          fhrp: await ipam.fhrpGroup(app, 'vrrp2', 7),
          tag: await make.tag(app, 'IP Tag'),
        };
      },
      create: ({ iface, vmIface, vrf, tenant, inside, tag }) => [
        {
          address: '10.0.0.1/24',
          vrf: vrf.id,
          tenant: tenant.id,
          status: 'reserved',
          role: 'vip',
          assigned_object_type: 'dcim.interface',
          assigned_object_id: iface.id,
          nat_inside: inside.id,
          dns_name: 'host.example.com',
          description: 'd',
          comments: 'c',
          tags: [tag.id],
        },
        { address: '10.0.0.2/24' },
        { address: '2001:db8::1/64', status: 'slaac', assigned_object_type: 'virtualization.vminterface', assigned_object_id: vmIface.id },
      ],
      patch: () => ({ status: 'dhcp', role: 'loopback', dns_name: 'renamed.example.com' }),
      // a fourth address, a group's virtual IP (index 3)
      moreObjects: ({ fhrp }) => [{ address: '192.0.2.50/24', assigned_object_type: 'ipam.fhrpgroup', assigned_object_id: fhrp.id }],
      // a service listening on A
      dependants: async (app, { device }, [a]) =>
        post(app, '/api/ipam/services/', {
          parent_object_type: 'dcim.device',
          parent_object_id: device.id,
          name: 'ip-ssh',
          protocol: 'tcp',
          ports: [22],
          ipaddresses: [a.id],
        }),
      filterValues: { mask_length: (o) => maskOf(o.address) },
      filterCases: ({ ctx: { device, vm, iface, vmIface, vrf, fhrp }, dependants: service }) => [
        { filter: 'present_in_vrf_id', value: vrf.id, expect: [0] },
        { filter: 'present_in_vrf', value: vrf.rd, expect: [0] },
        { filter: 'address', value: '10.0.0.1', expect: [0] }, // any mask
        { filter: 'address', value: ['10.0.0.2/24', '2001:db8::1'], expect: [1, 2] },
        { filter: 'address', value: '10.0.0.2/25', expect: [] },
        { filter: 'parent', value: '10.0.0.0/24', expect: [0, 1] },
        { filter: 'parent', value: '2001:db8::/64', expect: [2] },
        { filter: 'device_id', value: device.id, expect: [0] },
        { filter: 'device', value: device.name, expect: [0] },
        { filter: 'virtual_machine_id', value: vm.id, expect: [2] },
        { filter: 'virtual_machine', value: vm.name, expect: [2] },
        { filter: 'interface_id', value: iface.id, expect: [0] },
        { filter: 'interface_id__n', value: iface.id, expect: [1, 2, 3] },
        { filter: 'interface', value: iface.name, expect: [0] },
        { filter: 'vminterface_id', value: vmIface.id, expect: [2] },
        { filter: 'vminterface', value: vmIface.name, expect: [2] },
        { filter: 'assigned_to_interface', value: true, expect: [0, 2] },
        { filter: 'assigned_to_interface', value: false, expect: [1, 3] },
        { filter: 'assigned', value: true, expect: [0, 2, 3] },
        { filter: 'assigned', value: false, expect: [1] },
        { filter: 'fhrpgroup_id', value: fhrp.id, expect: [3] },
        { filter: 'fhrpgroup_id__n', value: fhrp.id, expect: [0, 1, 2] },
        { filter: 'service_id', value: service.id, expect: [0] },
        { filter: 'q', value: 'HOST.example', expect: [0] },
        { filter: 'q', value: '10.0.0', expect: [0, 1] }, // the address starts with it
        { filter: 'q', value: '0.0.1', expect: [] }, // …not merely contains it
      ],
    },
    {
      resource: vlanGroups,
      prerequisites: async (app) => {
        const place = await nested.place(app, 'VG Site');
        const clusterGroup = await makeV.clusterGroup(app, 'VG Cluster Group');
        return {
          place,
          site: place.site,
          rack: await make.rack(app, 'VG Rack', place.site.id),
          clusterGroup,
          cluster: await makeV.cluster(app, 'VG Cluster', (await makeV.clusterType(app, 'VG Cluster Type')).id),
          tenant: await nested.tenant(app, 'VG Tenant'),
          tag: await make.tag(app, 'VG Tag'),
        };
      },
      create: ({ site, place, tenant, tag }) => [
        {
          name: 'VG One',
          slug: 'vg-one',
          scope_type: 'dcim.site',
          scope_id: site.id,
          vid_ranges: [
            [100, 199],
            [300, 399],
          ],
          tenant: tenant.id,
          description: 'first group',
          tags: [tag.id],
        },
        { name: 'VG Two', slug: 'vg-two' },
        { name: 'VG Three', slug: 'vg-three', vid_ranges: [[1, 10]], scope_type: 'dcim.region', scope_id: place.region.id },
      ],
      patch: () => ({ name: 'VG Two Renamed', vid_ranges: [[2, 4000]] }),
      // one group per other scope type (indexes 3–7), with VIDs none of the cases below asks for
      moreObjects: ({ place, rack, clusterGroup, cluster }) =>
        (
          [
            ['dcim.sitegroup', place.group.id],
            ['dcim.location', place.location.id],
            ['dcim.rack', rack.id],
            ['virtualization.clustergroup', clusterGroup.id],
            ['virtualization.cluster', cluster.id],
          ] as const
        ).map(([type, id], i) => ({ name: `VG More ${i}`, slug: `vg-more-${i}`, scope_type: type, scope_id: id, vid_ranges: [[4000, 4094]] })),
      // a VLAN in A (vlan_count)
      dependants: async (app, _ctx, [a]) => ipam.vlan(app, 150, 'VG Member', { group: a.id }),
      filterCases: ({ ctx: { place, site, rack, clusterGroup, cluster } }) => [
        { filter: 'contains_vid', value: 350, expect: [0, 1] }, // B has the default range 1–4094
        { filter: 'contains_vid', value: 250, expect: [1] },
        { filter: 'contains_vid', value: 5, expect: [1, 2] },
        { filter: 'contains_vid', value: 4050, expect: [1, 3, 4, 5, 6, 7] },
        { filter: 'site', value: site.id, expect: [0] },
        { filter: 'region', value: place.region.id, expect: [2] },
        { filter: 'region', value: place.regionTop.id, expect: [] }, // the scope itself, not what lies below
        { filter: 'site_group', value: place.group.id, expect: [3] },
        { filter: 'location', value: place.location.id, expect: [4] },
        { filter: 'rack', value: rack.id, expect: [5] },
        { filter: 'cluster_group', value: clusterGroup.id, expect: [6] },
        { filter: 'cluster', value: cluster.id, expect: [7] },
        { filter: 'rack_group', value: 1, expect: [] },
      ],
      answersNone: { rack_group: 'no rack group model here yet, so no group can be scoped to one' },
    },
    {
      resource: vlans,
      prerequisites: async (app) => {
        const site = await nested.site(app, 'VLAN Site');
        const other = await make.site(app, 'VLAN Other Site');
        const { deviceType, role: deviceRole } = await deviceBasics(app, 'VLAN Dev');
        const device = (name: string, at: number) => make.device(app, { name, site: at, device_type: deviceType.id, role: deviceRole.id });
        return {
          site,
          other,
          group: await ipam.vlanGroup(app, 'VLAN Group'),
          siteGroup: await ipam.vlanGroup(app, 'VLAN Site Group', { scope_type: 'dcim.site', scope_id: site.id }),
          tenant: await nested.tenant(app, 'VLAN Tenant'),
          role: await ipam.role(app, 'VLAN Role'),
          svlan: await ipam.vlan(app, 900, 'VLAN Outer', { qinq_role: 'svlan' }),
          device: await device('vlan-dev', site.id),
          otherDevice: await device('vlan-other-dev', other.id),
          vm: await makeV.vm(app, 'vlan-vm', { site: site.id }),
          otherVm: await makeV.vm(app, 'vlan-other-vm', { site: other.id }),
          tag: await make.tag(app, 'VLAN Tag'),
        };
      },
      // A at the site, B global, C in a group scoped to the site
      create: ({ site, group, siteGroup, tenant, role, svlan, tag }) => [
        {
          vid: 100,
          name: 'Users',
          site: site.id,
          group: group.id,
          tenant: tenant.id,
          status: 'reserved',
          role: role.id,
          qinq_role: 'svlan',
          description: 'first vlan',
          tags: [tag.id],
        },
        { vid: 200, name: 'Servers' },
        { vid: 300, name: 'Voice', group: siteGroup.id, qinq_role: 'cvlan', qinq_svlan: svlan.id },
      ],
      patch: ({ role }) => ({ name: 'Servers Renamed', vid: 201, role: role.id, status: 'deprecated' }),
      // an L2VPN terminated on A, a prefix on C (prefix_count); interfaces carrying A (untagged) and C (tagged), B alone
      dependants: async (app, { device, vm }, [a, b, c]) => {
        const l2vpn = await vpn.l2vpn(app, 'VLAN L2VPN', { identifier: 4242 });
        await vpn.l2vpnTermination(app, l2vpn.id, 'ipam.vlan', a.id);
        await ipam.prefix(app, '10.242.0.0/24', { vlan: c.id });
        const iface = await make.interface(app, device.id, 'vlan-if0', { mode: 'tagged', untagged_vlan: a.id, tagged_vlans: [c.id] });
        const vmif = await makeV.vmInterface(app, vm.id, 'vlan-eth0', { mode: 'tagged', tagged_vlans: [b.id] });
        const bare = await make.interface(app, device.id, 'vlan-if1');
        return { l2vpn, iface, vmif, bare };
      },
      filterCases: ({ ctx: { site, other, device, otherDevice, vm, otherVm }, dependants: { l2vpn, iface, vmif, bare } }) => [
        { filter: 'interface_id', value: iface.id, expect: [0, 2] },
        { filter: 'interface_id', value: [bare.id, iface.id], expect: [0, 2] }, // one interface: the last
        { filter: 'interface_id', value: bare.id, expect: [] },
        { filter: 'vminterface_id', value: vmif.id, expect: [1] },
        { filter: 'q', value: 'serv', expect: [1] },
        { filter: 'q', value: '300', expect: [2] }, // the VID
        { filter: 'q', value: 'FIRST', expect: [0] },
        { filter: 'q', value: '30', expect: [] }, // not part of a VID
        { filter: 'available_at_site', value: site.id, expect: [0, 1, 2] },
        { filter: 'available_at_site', value: other.id, expect: [1] },
        { filter: 'available_at_site_group', value: site.group.id, expect: [1] },
        { filter: 'available_on_device', value: device.id, expect: [0, 1, 2] },
        { filter: 'available_on_device', value: otherDevice.id, expect: [1] },
        { filter: 'available_on_virtualmachine', value: vm.id, expect: [0, 1, 2] },
        { filter: 'available_on_virtualmachine', value: otherVm.id, expect: [1] },
        { filter: 'l2vpn_id', value: l2vpn.id, expect: [0] },
        { filter: 'l2vpn', value: l2vpn.identifier, expect: [0] },
      ],
    },
    {
      resource: services,
      prerequisites: async (app) => {
        const { site, deviceType, role } = await deviceBasics(app, 'Svc');
        const device = await make.device(app, { name: 'svc-dev', site: site.id, device_type: deviceType.id, role: role.id });
        return {
          device,
          vm: await makeV.vm(app, 'svc-vm', { site: site.id }),
          fhrp: await ipam.fhrpGroup(app, 'hsrp', 50, { name: 'svc-gw' }),
          ip: await ipam.address(app, '10.50.0.1/24'),
          tag: await make.tag(app, 'Svc Tag'),
        };
      },
      // a service of each kind of parent: a device, an FHRP group, a virtual machine
      create: ({ device, vm, fhrp, ip, tag }) => [
        {
          parent_object_type: 'dcim.device',
          parent_object_id: device.id,
          name: 'ssh',
          protocol: 'tcp',
          ports: [22],
          ipaddresses: [ip.id],
          description: 'secure shell',
          tags: [tag.id],
        },
        { parent_object_type: 'ipam.fhrpgroup', parent_object_id: fhrp.id, name: 'dns', protocol: 'udp', ports: [53] },
        { parent_object_type: 'virtualization.virtualmachine', parent_object_id: vm.id, name: 'web', protocol: 'tcp', ports: [80, 443] },
      ],
      patch: () => ({ name: 'dns2', protocol: 'tcp', ports: [53, 853] }),
      filterCases: ({ ctx: { device, vm, fhrp } }) => [
        { filter: 'port', value: 22, expect: [0] },
        { filter: 'port', value: 443, expect: [2] },
        { filter: 'port', value: [443, 53], expect: [1] }, // one number, as NetBox's NumberFilter: the last
        { filter: 'port', value: 8080, expect: [] },
        // NetBox's NumericArrayFilter comparisons: the ports with [v] in array order ([80, 443] > [80])
        { filter: 'port__lt', value: 80, expect: [0, 1] },
        { filter: 'port__lte', value: 22, expect: [0] },
        { filter: 'port__gt', value: 80, expect: [2] },
        { filter: 'port__gt', value: 22, expect: [1, 2] },
        { filter: 'port__gte', value: 53, expect: [1, 2] },
        { filter: 'device_id', value: device.id, expect: [0] },
        { filter: 'device_id', value: [device.id, 2147483000], expect: [0] }, // unknown devices add nothing
        { filter: 'device', value: device.name, expect: [0] },
        { filter: 'device', value: 'no-such-device', expect: [] },
        { filter: 'virtual_machine_id', value: vm.id, expect: [2] },
        { filter: 'virtual_machine', value: vm.name, expect: [2] },
        { filter: 'fhrpgroup_id', value: fhrp.id, expect: [1] },
        { filter: 'fhrpgroup', value: fhrp.name, expect: [1] },
      ],
    },
    {
      resource: asnRanges,
      prerequisites: async (app) => ({
        rir: await ipam.rir(app, 'ASNR RIR'),
        otherRir: await ipam.rir(app, 'ASNR Other RIR'),
        tenant: await nested.tenant(app, 'ASNR Tenant'),
        tag: await make.tag(app, 'ASNR Tag'),
      }),
      create: ({ rir, otherRir, tenant, tag }) => [
        {
          name: 'ASNR One',
          slug: 'asnr-one',
          rir: rir.id,
          start: 64512,
          end: 65534,
          tenant: tenant.id,
          description: 'd',
          comments: 'c',
          tags: [tag.id],
        },
        { name: 'ASNR Two', slug: 'asnr-two', rir: rir.id, start: 4200000000, end: 4294967294 },
        { name: 'ASNR Three', slug: 'asnr-three', rir: otherRir.id, start: 1, end: 2 },
      ],
      patch: ({ tenant }) => ({ name: 'ASNR Two Renamed', end: 4294967295, tenant: tenant.id }),
      // `start` is also the paging cursor (ids ≥ 1 here), and NetBox applies both (test/ipam/asns.e2e-spec.ts)
      filterCases: () => [{ filter: 'start', value: 1, expect: [2] }],
    },
    {
      resource: asns,
      prerequisites: async (app) => ({
        rir: await ipam.rir(app, 'ASN RIR'),
        otherRir: await ipam.rir(app, 'ASN Other RIR'),
        role: await ipam.role(app, 'ASN Role'),
        tenant: await nested.tenant(app, 'ASN Tenant'),
        ...(await nested.place(app, 'ASN Site')),
        tag: await make.tag(app, 'ASN Tag'),
      }),
      create: ({ rir, otherRir, role, tenant, site, tag }) => [
        { asn: 65001, rir: rir.id, role: role.id, tenant: tenant.id, sites: [site.id], description: 'first', comments: 'c', tags: [tag.id] },
        { asn: 4200000001, rir: rir.id },
        { asn: 65002, rir: otherRir.id, description: 'third' },
      ],
      patch: ({ role, site }) => ({ asn: 4200000002, role: role.id, sites: [site.id] }),
      // a provider with B and C
      dependants: async (app, _ctx, [, b, c]) => makeC.provider(app, 'ASN Provider', { asns: [b.id, c.id] }),
      filterCases: ({ ctx: { group, groupTop }, dependants: provider }) => [
        { filter: 'site_group_id', value: group.id, expect: [0] },
        { filter: 'site_group_id', value: groupTop.id, expect: [0] }, // and the groups below
        { filter: 'site_group', value: groupTop.slug, expect: [0] },
        { filter: 'provider_id', value: provider.id, expect: [1, 2] },
        { filter: 'provider', value: provider.slug, expect: [1, 2] },
        { filter: 'q', value: '4200000001', expect: [1] },
        { filter: 'q', value: 'THIR', expect: [2] },
        { filter: 'q', value: '6500', expect: [] }, // numbers match whole ASNs only
      ],
    },
    {
      resource: fhrpGroups,
      prerequisites: async (app) => ({ vrf: await ipam.vrf(app, 'FHRP VRF'), tag: await make.tag(app, 'FHRP Tag') }),
      create: ({ tag }) => [
        { name: 'gw', protocol: 'vrrp2', group_id: 10, auth_type: 'md5', auth_key: 'secret', description: 'first', comments: 'c', tags: [tag.id] },
        { protocol: 'hsrp', group_id: 120 },
        { protocol: 'other', group_id: 0, auth_type: 'plaintext' },
      ],
      patch: () => ({ name: 'renamed', protocol: 'glbp', group_id: 21, auth_type: null }),
      // virtual IPs: A 10.70.0.1/24 (global table), B 10.70.0.2/24 in a VRF; addresses to relate them to
      dependants: async (app, { vrf }, [a, b]) => {
        const on = (group: Record<string, any>) => ({ assigned_object_type: 'ipam.fhrpgroup', assigned_object_id: group.id });
        await ipam.address(app, '10.70.0.1/24', on(a));
        await ipam.address(app, '10.70.0.2/24', { vrf: vrf.id, ...on(b) });
        return {
          global: await ipam.address(app, '10.70.0.200/24'),
          inVrf: await ipam.address(app, '10.70.0.201/24', { vrf: vrf.id }),
          wide: await ipam.address(app, '10.70.9.9/16'),
          elsewhere: await ipam.address(app, '10.71.0.1/24'),
        };
      },
      filterCases: ({ dependants: ip }) => [
        { filter: 'related_ip', value: ip.global.id, expect: [0] }, // same network, global table
        { filter: 'related_ip', value: ip.inVrf.id, expect: [1] }, // same network, same VRF
        { filter: 'related_ip', value: [ip.global.id, ip.inVrf.id], expect: [0, 1] },
        { filter: 'related_ip', value: ip.wide.id, expect: [0] }, // a /16 around A's address
        { filter: 'related_ip', value: ip.elsewhere.id, expect: [] },
        { filter: 'q', value: 'GW', expect: [0] },
        { filter: 'q', value: '12', expect: [1] }, // part of a group id
        { filter: 'q', value: 'FIRS', expect: [0] },
        { filter: 'q', value: 'no-such-text', expect: [] },
      ],
    },
    {
      resource: fhrpGroupAssignments,
      textField: 'priority',
      textValues: () => [7, 9],
      prerequisites: async (app) => {
        const { site, deviceType, role } = await deviceBasics(app, 'FHRPA');
        const device = await make.device(app, { name: 'fhrpa-dev', site: site.id, device_type: deviceType.id, role: role.id });
        const vm = await makeV.vm(app, 'fhrpa-vm', { site: site.id });
        return {
          device,
          vm,
          eth0: await make.interface(app, device.id, 'eth0'),
          eth1: await make.interface(app, device.id, 'eth1'),
          vmif: await makeV.vmInterface(app, vm.id, 'veth0'),
          group: await ipam.fhrpGroup(app, 'vrrp3', 1, { name: 'fhrpa-one' }),
          second: await ipam.fhrpGroup(app, 'vrrp3', 3, { name: 'fhrpa-two' }),
          other: await ipam.fhrpGroup(app, 'carp', 2),
        };
      },
      create: ({ eth0, eth1, vmif, group, second }) => [
        { group: group.id, interface_type: 'dcim.interface', interface_id: eth0.id, priority: 200 },
        { group: second.id, interface_type: 'dcim.interface', interface_id: eth1.id, priority: 100 },
        { group: group.id, interface_type: 'virtualization.vminterface', interface_id: vmif.id, priority: 0 },
      ],
      patch: ({ other }) => ({ group: other.id, priority: 255 }),
      filterCases: ({ ctx: { device, vm } }) => [
        { filter: 'device_id', value: device.id, expect: [0, 1] },
        { filter: 'device_id', value: 2147483000, expect: [] }, // unknown devices match nothing
        { filter: 'device', value: device.name, expect: [0, 1] },
        { filter: 'virtual_machine_id', value: vm.id, expect: [2] },
        { filter: 'virtual_machine', value: vm.name, expect: [2] },
        { filter: 'virtual_machine', value: 'no-such-vm', expect: [] },
      ],
    },
    {
      resource: vlanTranslationPolicies,
      create: () => [{ name: 'VTP One', description: 'd', comments: 'c' }, { name: 'VTP Two' }, { name: 'VTP Three' }],
      patch: () => ({ name: 'VTP Two Renamed', comments: 'patched' }),
    },
    {
      resource: vlanTranslationRules,
      prerequisites: async (app) => ({
        policy: await ipam.translationPolicy(app, 'VTR Policy'),
        other: await ipam.translationPolicy(app, 'VTR Other'),
      }),
      create: ({ policy, other }) => [
        { policy: policy.id, local_vid: 100, remote_vid: 200, description: 'd' },
        { policy: policy.id, local_vid: 101, remote_vid: 201 },
        { policy: other.id, local_vid: 102, remote_vid: 202 },
      ],
      patch: ({ other }) => ({ policy: other.id, local_vid: 4094, remote_vid: 1 }),
      filterCases: () => [
        { filter: 'q', value: 'vtr oth', expect: [2] }, // the policy's name
        { filter: 'q', value: 'VTR', expect: [0, 1, 2] },
        { filter: 'q', value: '100', expect: [0] }, // a local VID
        { filter: 'q', value: '201', expect: [1] }, // a remote VID
        { filter: 'q', value: '20', expect: [] }, // whole VIDs only
      ],
    },
    {
      resource: serviceTemplates,
      prerequisites: async (app) => ({ tag: await make.tag(app, 'SvcT Tag') }),
      create: ({ tag }) => [
        { name: 'SSH', protocol: 'tcp', ports: [22], description: 'd', comments: 'c', tags: [tag.id] },
        { name: 'DNS', protocol: 'udp', ports: [53] },
        { name: 'Web', protocol: 'tcp', ports: [80, 443] },
      ],
      patch: () => ({ name: 'DNS over TLS', protocol: 'tcp', ports: [853] }),
      filterCases: () => [
        { filter: 'port', value: 443, expect: [2] },
        { filter: 'port', value: [443, 22], expect: [0] }, // the last one
        { filter: 'port', value: 8080, expect: [] },
        { filter: 'port__lt', value: 80, expect: [0, 1] },
        { filter: 'port__lte', value: 53, expect: [0, 1] },
        { filter: 'port__gt', value: 53, expect: [2] },
        { filter: 'port__gte', value: 53, expect: [1, 2] },
      ],
    },
  ];

  everyResourceCovered(handle, 'ipam', specs);
  for (const spec of specs) resourceSuite(handle, spec);
});
