import {
  devices,
  deviceRoles,
  deviceTypes,
  interfaces,
  locations,
  manufacturers,
  platforms,
  rackRoles,
  racks,
  regions,
  siteGroups,
  sites,
} from '../../src/dcim/dcim.resources';
import { makeV } from '../helpers/circuits-virtualization';
import { deviceBasics, make, nested, post } from '../helpers/dcim';
import { infraSpecs } from './dcim-infra-specs';
import { everyResourceCovered, resourceSuite, ResourceSpec, useApp } from './resource-suite';

/** The generic resource suite for the DCIM app (docs/models.md §1). */
describe('dcim resources', () => {
  const handle = useApp();

  const specs: ResourceSpec[] = [
    {
      resource: regions,
      prerequisites: async (app) => ({ ...(await nested.node((n, e) => make.region(app, n, e), 'Rg Parent')), tag: await make.tag(app, 'Rg Tag') }),
      // A lies two levels down (Rg Parent Top › Rg Parent › Rg One), C one level
      create: ({ top, node, tag }) => [
        { name: 'Rg One', slug: 'rg-one', parent: node.id, description: 'd', comments: 'c', tags: [tag.id] },
        { name: 'Rg Two', slug: 'rg-two' },
        { name: 'Rg Three', slug: 'rg-three', parent: top.id },
      ],
      patch: ({ node: parent }) => ({ name: 'Rg Two Renamed', parent: parent.id }),
    },
    {
      resource: siteGroups,
      prerequisites: async (app) => ({ ...(await nested.node((n, e) => make.siteGroup(app, n, e), 'Sg Parent')), tag: await make.tag(app, 'Sg Tag') }),
      create: ({ top, node, tag }) => [
        { name: 'Sg One', slug: 'sg-one', parent: node.id, description: 'd', tags: [tag.id] },
        { name: 'Sg Two', slug: 'sg-two' },
        { name: 'Sg Three', slug: 'sg-three', parent: top.id },
      ],
      patch: () => ({ slug: 'sg-two-renamed', comments: 'patched' }),
    },
    {
      resource: sites,
      prerequisites: async (app) => {
        const regions = await nested.node((n, e) => make.region(app, n, e), 'S Region');
        const groups = await nested.node((n, e) => make.siteGroup(app, n, e), 'S Group');
        return { region: regions.node, top: regions.top, group: groups.node, tenant: await nested.tenant(app, 'S Tenant'), tag: await make.tag(app, 'S Tag') };
      },
      create: ({ region, top, group, tenant, tag }) => [
        {
          name: 'S One',
          slug: 's-one',
          status: 'planned',
          region: region.id,
          group: group.id,
          tenant: tenant.id,
          facility: 'Fac 1',
          time_zone: 'Europe/Berlin',
          description: 'first site',
          physical_address: '1 Main St',
          shipping_address: 'Dock 4',
          latitude: 52.52,
          longitude: 13.405,
          comments: 'hello',
          tags: [tag.id],
        },
        { name: 'S Two', slug: 's-two' },
        { name: 'S Three', slug: 's-three', status: 'retired', region: top.id },
      ],
      patch: ({ group }) => ({ name: 'S Two Renamed', status: 'staging', group: group.id, latitude: -33.8688, time_zone: 'UTC' }),
    },
    {
      resource: locations,
      prerequisites: async (app) => {
        const site = await nested.site(app, 'L Site');
        const { top, node } = await nested.node((n, e) => make.location(app, n, site.id, e), 'L Parent');
        return { site, other: await make.site(app, 'L Other Site'), top, parent: node, tenant: await nested.tenant(app, 'L Tenant'), tag: await make.tag(app, 'L Tag') };
      },
      create: ({ site, other, top, parent, tenant, tag }) => [
        { name: 'L One', slug: 'l-one', site: site.id, parent: parent.id, status: 'planned', tenant: tenant.id, facility: 'F', description: 'first', tags: [tag.id] },
        { name: 'L Two', slug: 'l-two', site: other.id },
        { name: 'L Three', slug: 'l-three', site: site.id, parent: top.id },
      ],
      patch: ({ site, parent }) => ({ name: 'L Two Renamed', site: site.id, parent: parent.id, status: 'retired' }),
    },
    {
      resource: rackRoles,
      prerequisites: async (app) => ({ tag: await make.tag(app, 'RR Tag') }),
      create: ({ tag }) => [
        { name: 'RR One', slug: 'rr-one', color: 'ff0000', description: 'd', tags: [tag.id] },
        { name: 'RR Two', slug: 'rr-two' },
        { name: 'RR Three', slug: 'rr-three', color: '00ff00' },
      ],
      patch: () => ({ name: 'RR Two Renamed', color: '0000ff' }),
    },
    {
      resource: racks,
      prerequisites: async (app) => {
        const site = await nested.site(app, 'R Site');
        const { top, node } = await nested.node((n, e) => make.location(app, n, site.id, e), 'R Location');
        return {
          site,
          other: await make.site(app, 'R Other Site'),
          location: node,
          top,
          role: await make.rackRole(app, 'R Role'),
          tenant: await nested.tenant(app, 'R Tenant'),
          tag: await make.tag(app, 'R Tag'),
          group: await post(app, '/api/dcim/rack-groups/', { name: 'R Group', slug: 'r-group' }),
          rackType: await post(app, '/api/dcim/rack-types/', {
            manufacturer: (await make.manufacturer(app, 'R Maker')).id,
            model: 'R Type',
            slug: 'r-type',
            form_factor: 'wall-cabinet',
            u_height: 12,
          }),
        };
      },
      create: ({ site, other, location, top, role, tenant, tag, group, rackType }) => [
        {
          name: 'R One',
          facility_id: 'F-1',
          site: site.id,
          location: location.id,
          group: group.id,
          tenant: tenant.id,
          status: 'planned',
          role: role.id,
          serial: 'SER-1',
          asset_tag: 'RACK-1',
          form_factor: '4-post-cabinet',
          width: 23,
          u_height: 48,
          starting_unit: 2,
          weight: 120.5,
          max_weight: 1000,
          weight_unit: 'kg',
          desc_units: true,
          outer_width: 600,
          outer_height: 2000,
          outer_depth: 1200,
          outer_unit: 'mm',
          description: 'first rack',
          mounting_depth: 800,
          airflow: 'front-to-rear',
          tags: [tag.id],
        },
        { name: 'R Two', site: other.id },
        { name: 'R Three', site: site.id, location: top.id, group: group.id, rack_type: rackType.id },
      ],
      patch: ({ role }) => ({ name: 'R Two Renamed', role: role.id, u_height: 24, status: 'reserved' }),
    },
    {
      resource: manufacturers,
      prerequisites: async (app) => ({ tag: await make.tag(app, 'M Tag') }),
      create: ({ tag }) => [
        { name: 'M One', slug: 'm-one', description: 'd', tags: [tag.id] },
        { name: 'M Two', slug: 'm-two' },
        { name: 'M Three', slug: 'm-three' },
      ],
      patch: () => ({ name: 'M Two Renamed', slug: 'm-two-renamed' }),
    },
    {
      resource: deviceTypes,
      prerequisites: async (app) => ({
        manufacturer: await make.manufacturer(app, 'DT Maker'),
        other: await make.manufacturer(app, 'DT Other Maker'),
        platform: (await nested.node((n, e) => make.platform(app, n, e), 'DT Platform')).node,
        tag: await make.tag(app, 'DT Tag'),
      }),
      create: ({ manufacturer, other, platform, tag }) => [
        {
          manufacturer: manufacturer.id,
          default_platform: platform.id,
          model: 'DT One',
          slug: 'dt-one',
          part_number: 'PN-1',
          u_height: 2.5,
          exclude_from_utilization: true,
          is_full_depth: false,
          subdevice_role: 'parent',
          airflow: 'front-to-rear',
          weight: 12.25,
          weight_unit: 'kg',
          description: 'first type',
          tags: [tag.id],
        },
        { manufacturer: other.id, model: 'DT Two', slug: 'dt-two' },
        { manufacturer: manufacturer.id, model: 'DT Three', slug: 'dt-three', u_height: 0 },
      ],
      patch: () => ({ model: 'DT Two Renamed', u_height: 4, airflow: 'passive' }),
    },
    {
      resource: deviceRoles,
      prerequisites: async (app) => ({ ...(await nested.node((n, e) => make.deviceRole(app, n, e), 'DR Parent')), tag: await make.tag(app, 'DR Tag') }),
      create: ({ top, node, tag }) => [
        { name: 'DR One', slug: 'dr-one', parent: node.id, color: 'c0c0c0', vm_role: false, description: 'd', tags: [tag.id] },
        { name: 'DR Two', slug: 'dr-two' },
        { name: 'DR Three', slug: 'dr-three', parent: top.id },
      ],
      patch: () => ({ name: 'DR Two Renamed', vm_role: false, color: '111111' }),
    },
    {
      resource: platforms,
      prerequisites: async (app) => ({
        ...(await nested.node((n, e) => make.platform(app, n, e), 'P Parent')),
        manufacturer: await make.manufacturer(app, 'P Maker'),
        tag: await make.tag(app, 'P Tag'),
      }),
      create: ({ top, node, manufacturer, tag }) => [
        { name: 'P One', slug: 'p-one', parent: node.id, manufacturer: manufacturer.id, description: 'd', tags: [tag.id] },
        { name: 'P Two', slug: 'p-two' },
        { name: 'P Three', slug: 'p-three', manufacturer: manufacturer.id, parent: top.id },
      ],
      patch: ({ manufacturer }) => ({ name: 'P Two Renamed', manufacturer: manufacturer.id }),
    },
    {
      resource: devices,
      prerequisites: async (app) => {
        const basics = await deviceBasics(app, 'D');
        const site = await nested.site(app, 'D Placed Site');
        const location = (await nested.node((n, e) => make.location(app, n, site.id, e), 'D Location')).node;
        const clusterType = await makeV.clusterType(app, 'D Cluster Type');
        const clusterGroup = await makeV.clusterGroup(app, 'D Cluster Group');
        return {
          ...basics,
          plainSite: basics.site,
          plainRole: basics.role,
          site,
          role: (await nested.node((n, e) => make.deviceRole(app, n, e), 'D Role')).node,
          otherType: await make.deviceType(app, 'D Other Model', (await make.manufacturer(app, 'D Other Maker')).id, { is_full_depth: false }),
          location,
          rack: await make.rack(app, 'D Rack', site.id, { location: location.id }),
          tenant: await nested.tenant(app, 'D Tenant'),
          platform: (await nested.node((n, e) => make.platform(app, n, e), 'D Platform', { manufacturer: basics.manufacturer.id })).node,
          cluster: await makeV.cluster(app, 'D Cluster', clusterType.id, { group: clusterGroup.id }),
          tag: await make.tag(app, 'D Tag'),
        };
      },
      create: ({ site, plainSite, plainRole, deviceType, otherType, role, location, rack, tenant, platform, cluster, tag }) => [
        {
          name: 'D One',
          device_type: deviceType.id,
          role: role.id,
          tenant: tenant.id,
          platform: platform.id,
          serial: 'SN-1',
          asset_tag: 'DEV-1',
          site: site.id,
          location: location.id,
          rack: rack.id,
          position: 10,
          face: 'front',
          latitude: 10.5,
          longitude: -20.25,
          status: 'planned',
          airflow: 'rear-to-front',
          cluster: cluster.id,
          vc_position: 1,
          vc_priority: 100,
          description: 'first',
          comments: 'c',
          local_context_data: { ntp: ['10.0.0.1'] },
          tags: [tag.id],
        },
        { name: 'D Two', device_type: otherType.id, role: plainRole.id, site: plainSite.id },
        { name: null, device_type: deviceType.id, role: role.id, site: site.id, rack: rack.id, position: 20.5, face: 'rear' },
      ],
      patch: ({ tenant }) => ({ name: 'D Two Renamed', status: 'offline', serial: 'SN-2', tenant: tenant.id, local_context_data: { a: 1 } }),
      // A gets an interface with IPv4, IPv6 and out-of-band addresses as its primary and OOB IPs
      dependants: async (app, _ctx, [a]) => {
        const iface = await make.interface(app, a.id, 'D eth0');
        const on = { assigned_object_type: 'dcim.interface', assigned_object_id: iface.id };
        const [ip4, ip6, oob] = await post<Record<string, any>[]>(app, '/api/ipam/ip-addresses/', [
          { address: '192.0.2.61/24', ...on },
          { address: '2001:db8::61/64', ...on },
          { address: '198.51.100.61/24', ...on },
        ]);
        await app.inject('PATCH', `/api/dcim/devices/${a.id}/`, { body: { primary_ip4: ip4.id, primary_ip6: ip6.id, oob_ip: oob.id } });
      },
      filterCases: () => [
        { filter: 'local_context_data', value: true, expect: [0] },
        { filter: 'local_context_data', value: false, expect: [1, 2] },
      ],
    },
    {
      resource: interfaces,
      prerequisites: async (app) => {
        const { deviceType, role: plainRole } = await deviceBasics(app, 'I');
        const site = await nested.site(app, 'I Placed Site');
        const location = (await nested.node((n, e) => make.location(app, n, site.id, e), 'I Location')).node;
        const device = await make.device(app, {
          name: 'I Device',
          device_type: deviceType.id,
          role: (await nested.node((n, e) => make.deviceRole(app, n, e), 'I Role')).node.id,
          site: site.id,
          location: location.id,
          rack: (await make.rack(app, 'I Rack', site.id, { location: location.id })).id,
          tenant: (await nested.tenant(app, 'I Tenant')).id,
        });
        const other = await make.device(app, { name: 'I Other', device_type: deviceType.id, role: plainRole.id, site: (await make.site(app, 'I Other Site')).id });
        return {
          device,
          other,
          parent: await make.interface(app, device.id, 'I parent'),
          bridge: await make.interface(app, device.id, 'I bridge', { type: 'bridge' }),
          lag: await make.interface(app, device.id, 'I lag', { type: 'lag' }),
          tag: await make.tag(app, 'I Tag'),
        };
      },
      create: ({ device, other, parent, bridge, lag, tag }) => [
        {
          device: device.id,
          name: 'eth0',
          label: 'uplink',
          type: '10gbase-x-sfpp',
          enabled: false,
          bridge: bridge.id,
          lag: lag.id,
          mtu: 9000,
          speed: 10000000,
          duplex: 'full',
          wwn: '50:00:00:00:00:00:00:01',
          mgmt_only: true,
          description: 'd',
          mode: 'access',
          poe_mode: 'pse',
          mark_connected: true,
          tags: [tag.id],
        },
        { device: other.id, name: 'eth1', type: '1000base-t' },
        { device: device.id, name: 'vlan100', type: 'virtual', parent: parent.id },
      ],
      patch: () => ({ name: 'eth1.100', label: 'renamed', mtu: 1500, enabled: false, duplex: 'half' }),
      filterCases: () => [
        { filter: 'kind', value: 'physical', expect: [0, 1] },
        { filter: 'kind', value: 'virtual', expect: [2] },
        { filter: 'kind', value: 'wireless', expect: [] },
        { filter: 'kind', value: ['virtual', 'physical'], expect: [0, 1, 2] },
      ],
    },
    ...infraSpecs,
  ];

  everyResourceCovered(handle, 'dcim', specs);
  for (const spec of specs) resourceSuite(handle, spec);
});
