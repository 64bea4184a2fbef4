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
import { makeC, makeV } from '../helpers/circuits-virtualization';
import { deviceBasics, make, nested, post } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';
import { png, sendMultipart } from '../helpers/uploads';
import { vpn } from '../helpers/vpn';
import { cableSeeded, cableSpecs } from './dcim-cable-specs';
import { componentSpecs, templateSpecs } from './dcim-components.specs';
import { infraSpecs } from './dcim-infra-specs';
import { moduleSpecs } from './dcim-modules.specs';
import { cabledCases } from './cabled-cases';
import { everyResourceCovered, resourceSuite, ResourceSpec, seededSuite, useApp } from './resource-suite';

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
      prerequisites: async (app) => ({
        ...(await nested.node((n, e) => make.siteGroup(app, n, e), 'Sg Parent')),
        tag: await make.tag(app, 'Sg Tag'),
      }),
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
        const rir = await post(app, '/api/ipam/rirs/', { name: 'S RIR', slug: 's-rir' });
        const [asn1, asn2] = await post<Record<string, any>[]>(
          app,
          '/api/ipam/asns/',
          [64701, 64702].map((asn) => ({ asn, rir: rir.id })),
        );
        return {
          region: regions.node,
          top: regions.top,
          group: groups.node,
          tenant: await nested.tenant(app, 'S Tenant'),
          asn1,
          asn2,
          tag: await make.tag(app, 'S Tag'),
        };
      },
      create: ({ region, top, group, tenant, asn1, asn2, tag }) => [
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
          asns: [asn1.id],
          tags: [tag.id],
        },
        { name: 'S Two', slug: 's-two', asns: [asn1.id, asn2.id] },
        { name: 'S Three', slug: 's-three', status: 'retired', region: top.id },
      ],
      patch: ({ group }) => ({ name: 'S Two Renamed', status: 'staging', group: group.id, latitude: -33.8688, time_zone: 'UTC' }),
      // IPAM's search adds the sites' ASN numbers to the text fields
      filterCases: ({ ctx: { asn2 } }) => [
        { filter: 'q', value: String(asn2.asn), expect: [1] },
        { filter: 'q', value: '6470', expect: [] }, // whole ASNs only
        { filter: 'q', value: 'fac 1', expect: [0] },
        { filter: 'q', value: 'DOCK', expect: [0] },
        { filter: 'q', value: 's t', expect: [1, 2] },
        { filter: 'q', value: 'no-such-text', expect: [] },
      ],
    },
    {
      resource: locations,
      prerequisites: async (app) => {
        const site = await nested.site(app, 'L Site');
        const { top, node } = await nested.node((n, e) => make.location(app, n, site.id, e), 'L Parent');
        return {
          site,
          other: await make.site(app, 'L Other Site'),
          top,
          parent: node,
          tenant: await nested.tenant(app, 'L Tenant'),
          tag: await make.tag(app, 'L Tag'),
        };
      },
      create: ({ site, other, top, parent, tenant, tag }) => [
        {
          name: 'L One',
          slug: 'l-one',
          site: site.id,
          parent: parent.id,
          status: 'planned',
          tenant: tenant.id,
          facility: 'F',
          description: 'first',
          tags: [tag.id],
        },
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
      // A (a parent type) gets one template of every kind but front ports; C a front port (pass-through)
      dependants: async (app, _ctx, [a, , c]) => {
        const on = { device_type: a.id };
        await post(app, '/api/dcim/console-port-templates/', { ...on, name: 'Console' });
        await post(app, '/api/dcim/console-server-port-templates/', { ...on, name: 'TTY' });
        await post(app, '/api/dcim/power-port-templates/', { ...on, name: 'PSU' });
        await post(app, '/api/dcim/power-outlet-templates/', { ...on, name: 'Outlet' });
        await post(app, '/api/dcim/interface-templates/', { ...on, name: 'eth0', type: '1000base-t' });
        await post(app, '/api/dcim/module-bay-templates/', { ...on, name: 'Slot' });
        await post(app, '/api/dcim/device-bay-templates/', { ...on, name: 'Bay' });
        await post(app, '/api/dcim/inventory-item-templates/', { ...on, name: 'Fan' });
        await post(app, '/api/dcim/front-port-templates/', { device_type: c.id, name: 'Front', type: 'lc' });
        // A gets a front image, C a rear one (multipart: files do not travel in JSON)
        for (const [id, field] of [
          [a.id, 'front_image'],
          [c.id, 'rear_image'],
        ]) {
          const res = await sendMultipart(app, 'PATCH', `/api/dcim/device-types/${id}/`, {
            [field]: { filename: `${field}.png`, data: png(2, 1), type: 'image/png' },
          });
          if (res.status !== 200) throw new Error(`PATCH ${field}: ${res.status} ${res.text}`);
        }
      },
      filterCases: () => [
        ...[
          'console_ports',
          'console_server_ports',
          'power_ports',
          'power_outlets',
          'interfaces',
          'module_bays',
          'device_bays',
          'inventory_items',
        ].flatMap((filter) => [
          { filter, value: true, expect: [0] },
          { filter, value: false, expect: [1, 2] },
        ]),
        { filter: 'pass_through_ports', value: true, expect: [2] },
        { filter: 'pass_through_ports', value: false, expect: [0, 1] },
        { filter: 'has_front_image', value: true, expect: [0] },
        { filter: 'has_front_image', value: false, expect: [1, 2] },
        { filter: 'has_rear_image', value: true, expect: [2] },
        { filter: 'has_rear_image', value: false, expect: [0, 1] },
      ],
    },
    {
      resource: deviceRoles,
      prerequisites: async (app) => ({
        ...(await nested.node((n, e) => make.deviceRole(app, n, e), 'DR Parent')),
        tag: await make.tag(app, 'DR Tag'),
        template: await post(app, '/api/extras/config-templates/', { name: 'DR Template', template_code: 'role' }),
      }),
      create: ({ top, node, tag, template }) => [
        {
          name: 'DR One',
          slug: 'dr-one',
          parent: node.id,
          color: 'c0c0c0',
          vm_role: false,
          description: 'd',
          tags: [tag.id],
          config_template: template.id,
        },
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
        template: await post(app, '/api/extras/config-templates/', { name: 'P Template', template_code: 'platform' }),
      }),
      create: ({ top, node, manufacturer, tag, template }) => [
        {
          name: 'P One',
          slug: 'p-one',
          parent: node.id,
          manufacturer: manufacturer.id,
          description: 'd',
          tags: [tag.id],
          config_template: template.id,
        },
        { name: 'P Two', slug: 'p-two' },
        { name: 'P Three', slug: 'p-three', manufacturer: manufacturer.id, parent: top.id },
      ],
      patch: ({ manufacturer }) => ({ name: 'P Two Renamed', manufacturer: manufacturer.id }),
      // a device type of A's manufacturer: A and B (no manufacturer) are available for it, as NetBox's filter says
      dependants: async (app, { manufacturer }) => make.deviceType(app, 'P Device Type', manufacturer.id),
      filterCases: ({ dependants: deviceType }) => [
        { filter: 'available_for_device_type', value: deviceType.id, expect: [0, 1, 2] },
        { filter: 'available_for_device_type', value: 2147483000, expect: [1] },
      ],
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
          // not 'D Role': deviceBasics made a top-level role of that slug, and one below another may share it (as in
          // NetBox), so naming the role by its slug would be ambiguous
          role: (await nested.node((n, e) => make.deviceRole(app, n, e), 'D Nested Role')).node,
          otherType: await make.deviceType(app, 'D Other Model', (await make.manufacturer(app, 'D Other Maker')).id, { is_full_depth: false }),
          location,
          rack: await make.rack(app, 'D Rack', site.id, { location: location.id }),
          tenant: await nested.tenant(app, 'D Tenant'),
          platform: (await nested.node((n, e) => make.platform(app, n, e), 'D Platform', { manufacturer: basics.manufacturer.id })).node,
          cluster: await makeV.cluster(app, 'D Cluster', clusterType.id, { group: clusterGroup.id }),
          tag: await make.tag(app, 'D Tag'),
          vc: await post(app, '/api/dcim/virtual-chassis/', { name: 'D VC' }),
          template: await post(app, '/api/extras/config-templates/', { name: 'D Template', template_code: 'device' }),
          ...(await (async () => {
            // a chassis outside the three, with a bay for a fourth device (moreObjects)
            const parentType = await make.deviceType(app, 'D Chassis Type', basics.manufacturer.id, { subdevice_role: 'parent' });
            const chassis = await make.device(app, { name: 'D Chassis', device_type: parentType.id, role: basics.role.id, site: basics.site.id });
            return {
              chassis,
              bay: await post(app, '/api/dcim/device-bays/', { device: chassis.id, name: 'Bay 1' }),
              childType: await make.deviceType(app, 'D Blade Type', basics.manufacturer.id, { subdevice_role: 'child', u_height: 0 }),
            };
          })()),
        };
      },
      create: ({ site, plainSite, plainRole, deviceType, otherType, role, location, rack, tenant, platform, cluster, tag, vc, template }) => [
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
          virtual_chassis: vc.id,
          vc_position: 1,
          vc_priority: 100,
          description: 'first',
          comments: 'c',
          local_context_data: { ntp: ['10.0.0.1'] },
          tags: [tag.id],
          config_template: template.id,
        },
        { name: 'D Two', device_type: otherType.id, role: plainRole.id, site: plainSite.id },
        { name: null, device_type: deviceType.id, role: role.id, site: site.id, rack: rack.id, position: 20.5, face: 'rear' },
      ],
      patch: ({ tenant }) => ({ name: 'D Two Renamed', status: 'offline', serial: 'SN-2', tenant: tenant.id, local_context_data: { a: 1 } }),
      // A gets an interface with IPv4, IPv6 and out-of-band addresses as its primary and OOB IPs
      // a child device installed in the chassis' bay
      moreObjects: ({ childType, plainSite, plainRole }) => [{ name: 'D Blade', device_type: childType.id, role: plainRole.id, site: plainSite.id }],
      dependants: async (app, ctx, [a, , , blade]) => {
        const iface = await make.interface(app, a.id, 'D eth0');
        // A: components of every kind but bays, a virtual device context, a MAC address; the blade in the bay
        const at = (extra: Record<string, any>) => ({ device: a.id, ...extra });
        await post(app, '/api/dcim/console-ports/', at({ name: 'Console' }));
        await post(app, '/api/dcim/console-server-ports/', at({ name: 'TTY' }));
        await post(app, '/api/dcim/power-ports/', at({ name: 'PSU' }));
        await post(app, '/api/dcim/power-outlets/', at({ name: 'Outlet' }));
        await post(app, '/api/dcim/rear-ports/', at({ name: 'Rear', type: 'lc' }));
        await post(app, '/api/dcim/module-bays/', at({ name: 'Slot' }));
        await post(app, '/api/dcim/virtual-device-contexts/', at({ name: 'D VDC', status: 'active' }));
        await post(app, '/api/dcim/mac-addresses/', {
          mac_address: '02:00:00:00:d0:01',
          assigned_object_type: 'dcim.interface',
          assigned_object_id: iface.id,
        });
        const bay = await app.inject('PATCH', `/api/dcim/device-bays/${ctx.bay.id}/`, { body: { installed_device: blade.id } });
        if (bay.status !== 200) throw new Error(`install the blade: ${bay.text}`);
        const on = { assigned_object_type: 'dcim.interface', assigned_object_id: iface.id };
        const [ip4, ip6, oob] = await post<Record<string, any>[]>(app, '/api/ipam/ip-addresses/', [
          { address: '192.0.2.61/24', ...on },
          { address: '2001:db8::61/64', ...on },
          { address: '198.51.100.61/24', ...on },
        ]);
        await app.inject('PATCH', `/api/dcim/devices/${a.id}/`, { body: { primary_ip4: ip4.id, primary_ip6: ip6.id, oob_ip: oob.id } });
      },
      filterCases: ({ ctx }) => [
        { filter: 'local_context_data', value: true, expect: [0] },
        { filter: 'local_context_data', value: false, expect: [1, 2, 3] },
        ...[
          'console_ports',
          'console_server_ports',
          'power_ports',
          'power_outlets',
          'interfaces',
          'pass_through_ports',
          'module_bays',
          'has_virtual_device_context',
          'virtual_chassis_member',
        ].flatMap((filter) => [
          { filter, value: true, expect: [0] },
          { filter, value: false, expect: [1, 2, 3] },
        ]),
        // the bay is the chassis', which is none of these
        { filter: 'device_bays', value: true, expect: [] },
        { filter: 'device_bays', value: false, expect: [0, 1, 2, 3] },
        { filter: 'parent_device_id', value: ctx.chassis.id, expect: [3] },
        { filter: 'parent_bay_id', value: ctx.bay.id, expect: [3] },
        // q: the text fields, the virtual chassis name, a primary IP's host (NetBox's search)
        { filter: 'q', value: 'FIRST', expect: [0] },
        { filter: 'q', value: 'd vc', expect: [0] },
        { filter: 'q', value: '192.0.2.61', expect: [0] },
        { filter: 'q', value: '2001:db8::61/64', expect: [0] },
        { filter: 'q', value: '198.51.100.61', expect: [] },
        { filter: 'mac_address', value: '02-00-00-00-D0-01', expect: [0] },
        { filter: 'mac_address__ic', value: ':D0:01', expect: [0] },
        { filter: 'mac_address__ie', value: '02:00:00:00:D0:01', expect: [0] },
        { filter: 'mac_address__isw', value: '02:00:00:00:d0', expect: [0] },
        { filter: 'mac_address__iew', value: 'd0:01', expect: [0] },
        { filter: 'mac_address__regex', value: '^02:.*:d0:01$', expect: [0] },
        { filter: 'mac_address__iregex', value: ':D0:0[1-9]$', expect: [0] },
        { filter: 'has_primary_ip', value: true, expect: [0] },
        { filter: 'has_primary_ip', value: false, expect: [1, 2, 3] },
        { filter: 'has_oob_ip', value: true, expect: [0] },
        { filter: 'has_oob_ip', value: false, expect: [1, 2, 3] },
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
          virtual_chassis: (await post(app, '/api/dcim/virtual-chassis/', { name: 'I VC' })).id,
          vc_position: 1,
        });
        const other = await make.device(app, {
          name: 'I Other',
          device_type: deviceType.id,
          role: plainRole.id,
          site: (await make.site(app, 'I Other Site')).id,
        });
        const bay = await post(app, '/api/dcim/module-bays/', { device: other.id, name: 'I Slot', position: '1' });
        const moduleType = await post(app, '/api/dcim/module-types/', { manufacturer: deviceType.manufacturer.id, model: 'I Card' });
        return {
          device,
          other,
          module: await post(app, '/api/dcim/modules/', { device: other.id, module_bay: bay.id, module_type: moduleType.id }),
          parent: await make.interface(app, device.id, 'I parent'),
          bridge: await make.interface(app, device.id, 'I bridge', { type: 'bridge' }),
          lag: await make.interface(app, device.id, 'I lag', { type: 'lag' }),
          tag: await make.tag(app, 'I Tag'),
          vdc: await post(app, '/api/dcim/virtual-device-contexts/', { device: device.id, name: 'I VDC', identifier: 7, status: 'active' }),
          vrf: await ipam.vrf(app, 'I VRF', { rd: '65000:1' }),
          vlan: await ipam.vlan(app, 100, 'I VLAN', { site: site.id }),
          vlan2: await ipam.vlan(app, 200, 'I VLAN 2'),
          mac: await post(app, '/api/dcim/mac-addresses/', { mac_address: '02:00:00:00:10:01' }),
          policy: await ipam.translationPolicy(app, 'I Policy'),
          lan: await post(app, '/api/wireless/wireless-lans/', { ssid: 'I LAN' }),
        };
      },
      create: ({ device, other, module, parent, bridge, lag, tag, vdc, vrf, vlan, vlan2, policy }) => [
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
          untagged_vlan: vlan.id,
          poe_mode: 'pse',
          poe_type: 'type1-ieee802.3af',
          mark_connected: true,
          vdcs: [vdc.id],
          vrf: vrf.id,
          vlan_translation_policy: policy.id,
          tags: [tag.id],
        },
        { device: other.id, module: module.id, name: 'eth1', type: '1000base-t', mode: 'tagged', tagged_vlans: [vlan2.id] },
        { device: device.id, name: 'vlan100', type: 'virtual', parent: parent.id },
      ],
      // a wireless interface for the wireless fields' filters
      moreObjects: ({ device, lan }) => [
        { device: device.id, name: 'wlan0', type: 'ieee802.11ac', rf_role: 'ap', rf_channel: '5g-36-5180-20', tx_power: 20, wireless_lans: [lan.id] },
      ],
      patch: () => ({ name: 'eth1.100', label: 'renamed', mtu: 1500, enabled: false, duplex: 'half' }),
      // A takes the MAC address as its primary (assigned to it in turn)
      dependants: async (app, ctx, [a, b, c, wlan]) => {
        const res = await app.inject('PATCH', `/api/dcim/interfaces/${a.id}/`, { body: { primary_mac_address: ctx.mac.id } });
        if (res.status !== 200) throw new Error(`PATCH primary MAC: ${res.text}`);
        await app.inject('PATCH', `/api/dcim/mac-addresses/${ctx.mac.id}/`, {
          body: { assigned_object_type: 'dcim.interface', assigned_object_id: a.id },
        });
        // and ends an L2VPN
        const l2vpn = await vpn.l2vpn(app, 'I L2VPN', { identifier: 5001 });
        await vpn.l2vpnTermination(app, l2vpn.id, 'dcim.interface', a.id);
        // the wireless interface links to one of the other device's (so it is occupied too)
        const peer = await make.interface(app, ctx.other.id, 'I wlan peer', { type: 'ieee802.11ac' });
        await post(app, '/api/wireless/wireless-links/', { interface_a: wlan.id, interface_b: peer.id });
        // C (virtual) terminates a virtual circuit
        const provider = await makeC.provider(app, 'I Provider');
        const network = await makeC.providerNetwork(app, provider.id, 'I Network');
        const type = await post(app, '/api/circuits/virtual-circuit-types/', { name: 'I VC Type', slug: 'i-vc-type' });
        const circuit = await post(app, '/api/circuits/virtual-circuits/', { cid: 'I-VC', provider_network: network.id, type: type.id });
        const termination = await post(app, '/api/circuits/virtual-circuit-terminations/', { virtual_circuit: circuit.id, interface: c.id });
        // B is cabled (its A end) to another interface of its device: a complete, active path
        const cablePeer = await make.interface(app, ctx.other.id, 'I cable peer');
        await post(app, '/api/dcim/cables/', {
          a_terminations: [{ object_type: 'dcim.interface', object_id: b.id }],
          b_terminations: [{ object_type: 'dcim.interface', object_id: cablePeer.id }],
          profile: 'single-1c1p', // connector 1 on each end (cabledCases' cable_connector)
        });
        return { l2vpn, circuit, termination };
      },
      filterCases: ({ ctx, dependants }) => [
        { filter: 'l2vpn_id', value: dependants.l2vpn.id, expect: [0] },
        { filter: 'l2vpn', value: 5001, expect: [0] },
        { filter: 'kind', value: 'physical', expect: [0, 1] },
        { filter: 'kind', value: 'virtual', expect: [2] },
        { filter: 'kind', value: 'wireless', expect: [3] },
        { filter: 'kind', value: ['virtual', 'physical'], expect: [0, 1, 2] },
        // A is marked connected, B cabled, D (wireless) linked: all occupied; B's cable and D's wireless link
        // are paths to their peers, so both are connected
        ...cabledCases(4, 1, [0, 3], [1, 3]),
        { filter: 'virtual_circuit_id', value: dependants.circuit.id, expect: [2] },
        { filter: 'virtual_circuit_id', value: 2147483000, expect: [] },
        { filter: 'virtual_circuit_termination_id', value: dependants.termination.id, expect: [2] },
        { filter: 'virtual_circuit_termination_id', value: 2147483000, expect: [] },
        { filter: 'vlan_id', value: ctx.vlan.id, expect: [0] },
        { filter: 'vlan', value: '200', expect: [1] },
        { filter: 'vlan', value: '100', expect: [0] },
        { filter: 'mac_address', value: '02-00-00-00-10-01', expect: [0] },
        { filter: 'mac_address__ic', value: ':10:01', expect: [0] },
        { filter: 'mac_address__ie', value: '02:00:00:00:10:01', expect: [0] },
        { filter: 'mac_address__isw', value: '02:00:00:00:10', expect: [0] },
        { filter: 'mac_address__iew', value: '10:01', expect: [0] },
        { filter: 'mac_address__regex', value: '^02:.*:10:01$', expect: [0] },
        { filter: 'mac_address__iregex', value: '^02:00:00:00:10:0[1-9]$', expect: [0] },
        { filter: 'primary_mac_address', value: '0200.0000.1001', expect: [0] },
        // the device is alone in its virtual chassis (test/dcim/virtual-chassis-interfaces has members and masters)
        { filter: 'virtual_chassis_member_id', value: ctx.device.id, expect: [0, 2, 3] },
        { filter: 'virtual_chassis_member', value: 'I Other', expect: [1] },
        { filter: 'virtual_chassis_member_or_master_id', value: ctx.other.id, expect: [1] },
        { filter: 'virtual_chassis_member_or_master', value: 'I Device', expect: [0, 2, 3] },
      ],
    },
    ...infraSpecs,
    ...cableSpecs,
  ];

  // components and templates run in dcim-components.e2e-spec.ts
  everyResourceCovered(handle, 'dcim', [...specs, ...cableSeeded, ...templateSpecs, ...componentSpecs, ...moduleSpecs]);
  for (const spec of specs) resourceSuite(handle, spec);
  for (const spec of cableSeeded) seededSuite(handle, spec);
});
