import { wirelessLanGroups, wirelessLans, wirelessLinks } from '../../src/wireless/wireless.resources';
import { deviceBasics, make, post } from '../helpers/dcim';
import { ipam } from '../helpers/ipam';
import { everyResourceCovered, resourceSuite, ResourceSpec, useApp } from './resource-suite';

type Json = Record<string, any>;

/** The generic resource suite for the wireless app. */
describe('wireless resources', () => {
  const handle = useApp();

  const specs: ResourceSpec[] = [
    {
      resource: wirelessLanGroups,
      prerequisites: async (app) => ({
        parent: await post(app, '/api/wireless/wireless-lan-groups/', { name: 'WG Parent', slug: 'wg-parent' }),
        tag: await make.tag(app, 'WG Tag'),
      }),
      create: ({ parent, tag }) => [
        { name: 'WG One', slug: 'wg-one', parent: parent.id, description: 'first', comments: 'c', tags: [tag.id] },
        { name: 'WG Two', slug: 'wg-two' },
        { name: 'WG Three', slug: 'wg-three', parent: parent.id },
      ],
      patch: ({ parent }) => ({ name: 'WG Two Renamed', parent: parent.id }),
    },
    {
      resource: wirelessLans,
      prerequisites: async (app) => {
        const site = await make.site(app, 'WL Site');
        return {
          site,
          region: await make.region(app, 'WL Region'),
          group: await post(app, '/api/wireless/wireless-lan-groups/', { name: 'WL Group', slug: 'wl-group' }),
          vlan: await ipam.vlan(app, 42, 'WL VLAN'),
          tenant: await make.tenant(app, 'WL Tenant'),
          tag: await make.tag(app, 'WL Tag'),
        };
      },
      create: ({ site, group, vlan, tenant, tag }) => [
        {
          ssid: 'wl-one',
          group: group.id,
          status: 'reserved',
          vlan: vlan.id,
          scope_type: 'dcim.site',
          scope_id: site.id,
          tenant: tenant.id,
          auth_type: 'wpa-personal',
          auth_cipher: 'aes',
          auth_psk: 'secret-psk',
          description: 'first',
          comments: 'c',
          tags: [tag.id],
        },
        { ssid: 'wl-two' },
        { ssid: 'wl-three', auth_type: 'open' },
      ],
      patch: ({ region, group }) => ({ ssid: 'wl-two-renamed', group: group.id, scope_type: 'dcim.region', scope_id: region.id, auth_cipher: 'tkip' }),
    },
    {
      resource: wirelessLinks,
      prerequisites: async (app) => {
        const b = await deviceBasics(app, 'WLk');
        const device = await make.device(app, { name: 'WLk Device', site: b.site.id, device_type: b.deviceType.id, role: b.role.id });
        const ifaces = await post<Json[]>(
          app,
          '/api/dcim/interfaces/',
          ['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7', 'w8'].map((name) => ({ device: device.id, name, type: 'ieee802.11ac' })),
        );
        return { ifaces, tenant: await make.tenant(app, 'WLk Tenant'), tag: await make.tag(app, 'WLk Tag') };
      },
      create: ({ ifaces, tenant, tag }) => [
        {
          interface_a: ifaces[0].id,
          interface_b: ifaces[1].id,
          ssid: 'link-one',
          status: 'planned',
          tenant: tenant.id,
          auth_type: 'wpa-enterprise',
          auth_cipher: 'auto',
          auth_psk: 'k',
          distance: 1.5,
          distance_unit: 'km',
          description: 'first',
          comments: 'c',
          tags: [tag.id],
        },
        { interface_a: ifaces[2].id, interface_b: ifaces[3].id },
        { interface_a: ifaces[4].id, interface_b: ifaces[5].id, ssid: 'link-three' },
      ],
      patch: ({ ifaces }) => ({ interface_b: ifaces[6].id, ssid: 'link-two', status: 'decommissioning', distance: 30, distance_unit: 'm' }),
    },
  ];

  everyResourceCovered(handle, 'wireless', specs);
  for (const spec of specs) resourceSuite(handle, spec);
});
