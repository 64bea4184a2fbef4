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
import { deviceBasics, make } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';
import { componentSpecs, templateSpecs } from './dcim-components.specs';
import { everyResourceCovered, resourceSuite, ResourceSpec, useApp } from './resource-suite';

/** The generic resource suite for the DCIM app (reference models.md §1). */
describe('dcim resources', () => {
  const handle = useApp();

  const specs: ResourceSpec[] = [
    {
      resource: regions,
      prerequisites: async (app) => ({ parent: await make.region(app, 'Rg Parent'), tag: await make.tag(app, 'Rg Tag') }),
      create: ({ parent, tag }) => [
        { name: 'Rg One', slug: 'rg-one', parent: parent.id, description: 'd', comments: 'c', tags: [tag.id] },
        { name: 'Rg Two', slug: 'rg-two' },
        { name: 'Rg Three', slug: 'rg-three', parent: parent.id },
      ],
      patch: ({ parent }) => ({ name: 'Rg Two Renamed', parent: parent.id }),
    },
    {
      resource: siteGroups,
      prerequisites: async (app) => ({ parent: await make.siteGroup(app, 'Sg Parent'), tag: await make.tag(app, 'Sg Tag') }),
      create: ({ parent, tag }) => [
        { name: 'Sg One', slug: 'sg-one', parent: parent.id, description: 'd', tags: [tag.id] },
        { name: 'Sg Two', slug: 'sg-two' },
        { name: 'Sg Three', slug: 'sg-three', parent: parent.id },
      ],
      patch: () => ({ slug: 'sg-two-renamed', comments: 'patched' }),
    },
    {
      resource: sites,
      prerequisites: async (app) => ({
        region: await make.region(app, 'S Region'),
        group: await make.siteGroup(app, 'S Group'),
        tenant: await make.tenant(app, 'S Tenant'),
        tag: await make.tag(app, 'S Tag'),
      }),
      create: ({ region, group, tenant, tag }) => [
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
        { name: 'S Three', slug: 's-three', status: 'retired', region: region.id },
      ],
      patch: ({ group }) => ({ name: 'S Two Renamed', status: 'staging', group: group.id, latitude: -33.8688, time_zone: 'UTC' }),
    },
    {
      resource: locations,
      prerequisites: async (app) => {
        const site = await make.site(app, 'L Site');
        return {
          site,
          parent: await make.location(app, 'L Parent', site.id),
          tenant: await make.tenant(app, 'L Tenant'),
          tag: await make.tag(app, 'L Tag'),
        };
      },
      create: ({ site, parent, tenant, tag }) => [
        { name: 'L One', slug: 'l-one', site: site.id, parent: parent.id, status: 'planned', tenant: tenant.id, facility: 'F', tags: [tag.id] },
        { name: 'L Two', slug: 'l-two', site: site.id },
        { name: 'L Three', slug: 'l-three', site: site.id, parent: parent.id },
      ],
      patch: ({ parent }) => ({ name: 'L Two Renamed', parent: parent.id, status: 'retired' }),
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
        const site = await make.site(app, 'R Site');
        return {
          site,
          location: await make.location(app, 'R Location', site.id),
          role: await make.rackRole(app, 'R Role'),
          tenant: await make.tenant(app, 'R Tenant'),
          tag: await make.tag(app, 'R Tag'),
        };
      },
      create: ({ site, location, role, tenant, tag }) => [
        {
          name: 'R One',
          facility_id: 'F-1',
          site: site.id,
          location: location.id,
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
          outer_depth: 1200,
          outer_unit: 'mm',
          mounting_depth: 800,
          airflow: 'front-to-rear',
          tags: [tag.id],
        },
        { name: 'R Two', site: site.id },
        { name: 'R Three', site: site.id, location: location.id, width: 10 },
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
        platform: await make.platform(app, 'DT Platform'),
        tag: await make.tag(app, 'DT Tag'),
      }),
      create: ({ manufacturer, platform, tag }) => [
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
          tags: [tag.id],
        },
        { manufacturer: manufacturer.id, model: 'DT Two', slug: 'dt-two' },
        { manufacturer: manufacturer.id, model: 'DT Three', slug: 'dt-three', u_height: 0 },
      ],
      patch: () => ({ model: 'DT Two Renamed', u_height: 4, airflow: 'passive' }),
    },
    {
      resource: deviceRoles,
      prerequisites: async (app) => ({ parent: await make.deviceRole(app, 'DR Parent'), tag: await make.tag(app, 'DR Tag') }),
      create: ({ parent, tag }) => [
        { name: 'DR One', slug: 'dr-one', parent: parent.id, color: 'c0c0c0', vm_role: false, description: 'd', tags: [tag.id] },
        { name: 'DR Two', slug: 'dr-two' },
        { name: 'DR Three', slug: 'dr-three', parent: parent.id },
      ],
      patch: () => ({ name: 'DR Two Renamed', vm_role: false, color: '111111' }),
    },
    {
      resource: platforms,
      prerequisites: async (app) => ({
        parent: await make.platform(app, 'P Parent'),
        manufacturer: await make.manufacturer(app, 'P Maker'),
        tag: await make.tag(app, 'P Tag'),
      }),
      create: ({ parent, manufacturer, tag }) => [
        { name: 'P One', slug: 'p-one', parent: parent.id, manufacturer: manufacturer.id, description: 'd', tags: [tag.id] },
        { name: 'P Two', slug: 'p-two' },
        { name: 'P Three', slug: 'p-three', manufacturer: manufacturer.id },
      ],
      patch: ({ manufacturer }) => ({ name: 'P Two Renamed', manufacturer: manufacturer.id }),
    },
    {
      resource: devices,
      prerequisites: async (app) => {
        const basics = await deviceBasics(app, 'D');
        const location = await make.location(app, 'D Location', basics.site.id);
        return {
          ...basics,
          location,
          rack: await make.rack(app, 'D Rack', basics.site.id, { location: location.id }),
          tenant: await make.tenant(app, 'D Tenant'),
          platform: await make.platform(app, 'D Platform', { manufacturer: basics.manufacturer.id }),
          tag: await make.tag(app, 'D Tag'),
        };
      },
      create: ({ site, deviceType, role, location, rack, tenant, platform, tag }) => [
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
          vc_position: 1,
          vc_priority: 100,
          description: 'first',
          comments: 'c',
          local_context_data: { ntp: ['10.0.0.1'] },
          tags: [tag.id],
        },
        { name: 'D Two', device_type: deviceType.id, role: role.id, site: site.id },
        { name: null, device_type: deviceType.id, role: role.id, site: site.id, rack: rack.id, position: 20.5, face: 'rear' },
      ],
      patch: ({ tenant }) => ({ name: 'D Two Renamed', status: 'offline', serial: 'SN-2', tenant: tenant.id, local_context_data: { a: 1 } }),
    },
    {
      resource: interfaces,
      prerequisites: async (app) => {
        const { site, deviceType, role } = await deviceBasics(app, 'I');
        const device = await make.device(app, { name: 'I Device', device_type: deviceType.id, role: role.id, site: site.id });
        return {
          device,
          tag: await make.tag(app, 'I Tag'),
          vdc: await app.inject('POST', '/api/dcim/virtual-device-contexts/', { body: { device: device.id, name: 'I VDC', status: 'active' } }).then((r) => r.body),
          vrf: await ipam.vrf(app, 'I VRF', { rd: '65000:1' }),
          vlan: await ipam.vlan(app, 100, 'I VLAN', { site: site.id }),
          vlan2: await ipam.vlan(app, 200, 'I VLAN 2'),
        };
      },
      create: ({ device, tag, vdc, vrf, vlan, vlan2 }) => [
        {
          device: device.id,
          vdcs: [vdc.id],
          name: 'eth0',
          label: 'uplink',
          type: '10gbase-x-sfpp',
          enabled: false,
          mtu: 9000,
          speed: 10000000,
          duplex: 'full',
          wwn: '50:00:00:00:00:00:00:01',
          mgmt_only: true,
          description: 'd',
          mode: 'access',
          untagged_vlan: vlan.id,
          poe_mode: 'pse',
          poe_type: 'type1-ieee802.3af',
          mark_connected: true,
          vrf: vrf.id,
          tags: [tag.id],
        },
        { device: device.id, name: 'eth1', type: '1000base-t', mode: 'tagged', tagged_vlans: [vlan.id, vlan2.id] },
        { device: device.id, name: 'wlan0', type: 'ieee802.11ac', rf_role: 'ap', rf_channel: '5g-36-5180-20', tx_power: 20 },
      ],
      patch: () => ({ name: 'eth1.100', label: 'renamed', mtu: 1500, enabled: false, duplex: 'half' }),
    },
  ];

  // components and templates run in dcim-components.e2e-spec.ts
  everyResourceCovered(handle, 'dcim', [...specs, ...templateSpecs, ...componentSpecs]);
  for (const spec of specs) resourceSuite(handle, spec);
});
