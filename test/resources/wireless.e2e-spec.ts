import { wirelessLanGroups, wirelessLans, wirelessLinks } from '../../src/wireless/wireless.resources';
import type { TestApp } from '../helpers/app';
import { deviceBasics, make, nested, post } from '../helpers/dcim';
import { slugOf } from '../helpers/fixtures';
import { ipam } from '../helpers/ipam';
import { everyResourceCovered, resourceSuite, ResourceSpec, useApp } from './resource-suite';

type Json = Record<string, any>;

const group = (app: TestApp, name: string, extra: Json = {}) =>
  post(app, '/api/wireless/wireless-lan-groups/', { name, slug: slugOf(name), ...extra });

/** The generic resource suite for the wireless app. */
describe('wireless resources', () => {
  const handle = useApp();

  const specs: ResourceSpec[] = [
    {
      resource: wirelessLanGroups,
      prerequisites: async (app) => ({
        ...(await nested.node((name, extra) => group(app, name, extra), 'WG Parent')),
        tag: await make.tag(app, 'WG Tag'),
      }),
      // A lies two levels down (WG Parent Top › WG Parent › WG One), so `ancestor` is checked below a direct parent
      create: ({ node: parent, top, tag }) => [
        { name: 'WG One', slug: 'wg-one', parent: parent.id, description: 'first', comments: 'c', tags: [tag.id] },
        { name: 'WG Two', slug: 'wg-two' },
        { name: 'WG Three', slug: 'wg-three', parent: top.id },
      ],
      patch: ({ node: parent }) => ({ name: 'WG Two Renamed', parent: parent.id }),
    },
    {
      resource: wirelessLans,
      prerequisites: async (app) => {
        const place = await nested.place(app, 'WL Site');
        return {
          place,
          region: await make.region(app, 'WL Region'),
          groups: await nested.node((name, extra) => group(app, name, extra), 'WL Group'),
          vlan: await ipam.vlan(app, 42, 'WL VLAN'),
          tenant: await nested.tenant(app, 'WL Tenant'),
          tag: await make.tag(app, 'WL Tag'),
          basics: await deviceBasics(app, 'WL Host'),
        };
      },
      // A is scoped to a location (so it lies in a site, region and site group) and in a group below another; C to the top region
      create: ({ place, groups, vlan, tenant, tag }) => [
        {
          ssid: 'wl-one',
          group: groups.node.id,
          status: 'reserved',
          vlan: vlan.id,
          scope_type: 'dcim.location',
          scope_id: place.location.id,
          tenant: tenant.id,
          auth_type: 'wpa-personal',
          auth_cipher: 'aes',
          auth_psk: 'secret-psk',
          description: 'first',
          comments: 'c',
          tags: [tag.id],
        },
        { ssid: 'wl-two' },
        { ssid: 'wl-three', auth_type: 'open', scope_type: 'dcim.region', scope_id: place.regionTop.id },
      ],
      patch: ({ region, groups }) => ({
        ssid: 'wl-two-renamed',
        group: groups.top.id,
        scope_type: 'dcim.region',
        scope_id: region.id,
        auth_cipher: 'tkip',
      }),
      // an interface on A, another on B and C
      dependants: async (app, { place, basics }, [a, b, c]) => {
        const device = await make.device(app, { name: 'WL Device', site: place.site.id, device_type: basics.deviceType.id, role: basics.role.id });
        return {
          one: await make.interface(app, device.id, 'wl1', { type: 'ieee802.11ac', wireless_lans: [a.id] }),
          two: await make.interface(app, device.id, 'wl2', { type: 'ieee802.11ac', wireless_lans: [b.id, c.id] }),
        };
      },
      filterCases: ({ ctx: { place }, dependants: { one, two } }) => [
        { filter: 'region_id', value: place.regionTop.id, expect: [0, 2] },
        { filter: 'region', value: place.region.slug, expect: [0] },
        { filter: 'site_group_id', value: place.groupTop.id, expect: [0] },
        { filter: 'site_group', value: place.group.slug, expect: [0] },
        { filter: 'site_id', value: place.site.id, expect: [0] },
        { filter: 'site', value: place.site.slug, expect: [0] },
        { filter: 'location_id', value: place.locationTop.id, expect: [0] },
        { filter: 'location', value: place.location.slug, expect: [0] },
        { filter: 'interface_id', value: one.id, expect: [0] },
        { filter: 'interface_id', value: two.id, expect: [1, 2] },
        { filter: 'interface_id', value: [one.id, two.id], expect: [0, 1, 2] },
      ],
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
        return { ifaces, tenant: await nested.tenant(app, 'WLk Tenant'), tag: await make.tag(app, 'WLk Tag') };
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
      // not the status: interface_a's nested connection_status follows it (test/wireless/wireless-paths covers that)
      patch: ({ ifaces }) => ({ interface_b: ifaces[6].id, ssid: 'link-two', distance: 30, distance_unit: 'm' }),
    },
  ];

  everyResourceCovered(handle, 'wireless', specs);
  for (const spec of specs) resourceSuite(handle, spec);
});
