import {
  aggregates,
  ipAddresses,
  ipRanges,
  prefixes,
  rirs,
  roles,
  routeTargets,
  services,
  vlanGroups,
  vlans,
  vrfs,
} from '../../src/ipam/ipam.resources';
import { deviceBasics, make } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';
import { everyResourceCovered, resourceSuite, ResourceSpec, useApp } from './resource-suite';

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
        tenant: await make.tenant(app, 'Agg Tenant'),
        tag: await make.tag(app, 'Agg Tag'),
      }),
      create: ({ rir, tenant, tag }) => [
        { prefix: '10.0.0.0/8', rir: rir.id, tenant: tenant.id, date_added: '2024-05-01', description: 'd', tags: [tag.id] },
        { prefix: '172.16.0.0/12', rir: rir.id },
        { prefix: '2001:db8::/32', rir: rir.id },
      ],
      patch: ({ tenant }) => ({ tenant: tenant.id, date_added: '2025-01-31' }),
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
      prerequisites: async (app) => ({ tenant: await make.tenant(app, 'RT Tenant'), tag: await make.tag(app, 'RT Tag') }),
      create: ({ tenant, tag }) => [
        { name: '65000:100', tenant: tenant.id, description: 'd', tags: [tag.id] },
        { name: '65000:200' },
        { name: '65000:300' },
      ],
      patch: () => ({ name: '65000:201', comments: 'patched' }),
    },
    {
      resource: vrfs,
      prerequisites: async (app) => ({
        tenant: await make.tenant(app, 'VRF Tenant'),
        rt1: await ipam.routeTarget(app, '65001:1'),
        rt2: await ipam.routeTarget(app, '65001:2'),
        tag: await make.tag(app, 'VRF Tag'),
      }),
      create: ({ tenant, rt1, rt2, tag }) => [
        { name: 'VRF One', rd: '65000:1', tenant: tenant.id, enforce_unique: false, import_targets: [rt1.id], export_targets: [rt2.id], tags: [tag.id] },
        { name: 'VRF Two' },
        { name: 'VRF Three', rd: '65000:3' },
      ],
      patch: ({ rt1 }) => ({ name: 'VRF Two Renamed', rd: '65000:2', import_targets: [rt1.id], enforce_unique: false }),
    },
    {
      resource: prefixes,
      prerequisites: async (app) => ({
        vrf: await ipam.vrf(app, 'Pfx VRF'),
        site: await make.site(app, 'Pfx Site'),
        tenant: await make.tenant(app, 'Pfx Tenant'),
        vlan: await ipam.vlan(app, 10, 'Pfx VLAN'),
        role: await ipam.role(app, 'Pfx Role'),
        tag: await make.tag(app, 'Pfx Tag'),
      }),
      create: ({ vrf, site, tenant, vlan, role, tag }) => [
        {
          prefix: '10.1.0.0/16',
          vrf: vrf.id,
          scope_type: 'dcim.site',
          scope_id: site.id,
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
        { prefix: '2001:db8:1::/48', status: 'reserved' },
      ],
      patch: ({ role }) => ({ status: 'deprecated', role: role.id, is_pool: true }),
    },
    {
      resource: ipRanges,
      prerequisites: async (app) => ({
        vrf: await ipam.vrf(app, 'Rng VRF'),
        tenant: await make.tenant(app, 'Rng Tenant'),
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
          mark_populated: true,
          mark_utilized: true,
          tags: [tag.id],
        },
        { start_address: '198.51.100.1/24', end_address: '198.51.100.100/24' },
        { start_address: '2001:db8::10/64', end_address: '2001:db8::ff/64' },
      ],
      patch: ({ role }) => ({ status: 'deprecated', role: role.id, mark_utilized: true }),
    },
    {
      resource: ipAddresses,
      prerequisites: async (app) => {
        const { site, deviceType, role } = await deviceBasics(app, 'IP');
        const device = await make.device(app, { name: 'ip-dev', site: site.id, device_type: deviceType.id, role: role.id });
        return {
          iface: await make.interface(app, device.id, 'eth0'),
          vrf: await ipam.vrf(app, 'IP VRF'),
          tenant: await make.tenant(app, 'IP Tenant'),
          inside: await ipam.address(app, '10.99.0.1/24'),
          tag: await make.tag(app, 'IP Tag'),
        };
      },
      create: ({ iface, vrf, tenant, inside, tag }) => [
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
        { address: '2001:db8::1/64', status: 'slaac' },
      ],
      patch: () => ({ status: 'dhcp', role: 'loopback', dns_name: 'renamed.example.com' }),
    },
    {
      resource: vlanGroups,
      prerequisites: async (app) => ({
        site: await make.site(app, 'VG Site'),
        tenant: await make.tenant(app, 'VG Tenant'),
        tag: await make.tag(app, 'VG Tag'),
      }),
      create: ({ site, tenant, tag }) => [
        { name: 'VG One', slug: 'vg-one', scope_type: 'dcim.site', scope_id: site.id, vid_ranges: [[100, 199], [300, 399]], tenant: tenant.id, tags: [tag.id] },
        { name: 'VG Two', slug: 'vg-two' },
        { name: 'VG Three', slug: 'vg-three', vid_ranges: [[1, 10]] },
      ],
      patch: () => ({ name: 'VG Two Renamed', vid_ranges: [[2, 4000]] }),
    },
    {
      resource: vlans,
      prerequisites: async (app) => ({
        site: await make.site(app, 'VLAN Site'),
        group: await ipam.vlanGroup(app, 'VLAN Group'),
        tenant: await make.tenant(app, 'VLAN Tenant'),
        role: await ipam.role(app, 'VLAN Role'),
        tag: await make.tag(app, 'VLAN Tag'),
      }),
      create: ({ site, group, tenant, role, tag }) => [
        { vid: 100, name: 'Users', site: site.id, group: group.id, tenant: tenant.id, status: 'reserved', role: role.id, qinq_role: 'svlan', tags: [tag.id] },
        { vid: 200, name: 'Servers' },
        { vid: 300, name: 'Voice', group: group.id },
      ],
      patch: ({ role }) => ({ name: 'Servers Renamed', vid: 201, role: role.id, status: 'deprecated' }),
    },
    {
      resource: services,
      prerequisites: async (app) => {
        const { site, deviceType, role } = await deviceBasics(app, 'Svc');
        const device = await make.device(app, { name: 'svc-dev', site: site.id, device_type: deviceType.id, role: role.id });
        return { device, ip: await ipam.address(app, '10.50.0.1/24'), tag: await make.tag(app, 'Svc Tag') };
      },
      create: ({ device, ip, tag }) => [
        { parent_object_type: 'dcim.device', parent_object_id: device.id, name: 'ssh', protocol: 'tcp', ports: [22], ipaddresses: [ip.id], tags: [tag.id] },
        { parent_object_type: 'dcim.device', parent_object_id: device.id, name: 'dns', protocol: 'udp', ports: [53] },
        { parent_object_type: 'dcim.device', parent_object_id: device.id, name: 'web', protocol: 'tcp', ports: [80, 443] },
      ],
      patch: () => ({ name: 'dns2', protocol: 'tcp', ports: [53, 853] }),
    },
  ];

  everyResourceCovered(handle, 'ipam', specs);
  for (const spec of specs) resourceSuite(handle, spec);
});
