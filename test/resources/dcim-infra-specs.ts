import { powerFeeds, powerPanels, rackGroups, rackReservations, rackTypes, virtualChassis } from '../../src/dcim/infra.resources';
import type { TestApp } from '../helpers/app';
import { deviceBasics, make, nested, post } from '../helpers/dcim';
import { cabledCases, cabledDependant, peerAt } from './cabled-cases';
import type { ResourceSpec } from './resource-suite';

/** Generic-suite entries of rack groups and types, reservations, power and virtual chassis (part of dcim.e2e-spec.ts). */

async function adminId(app: TestApp): Promise<number> {
  const res = await app.inject('GET', '/api/users/users/?username=admin');
  return res.body.results[0].id;
}

/** A device at the site, to cable to. */
async function deviceAt(app: TestApp, prefix: string, site: number) {
  const { deviceType, role } = await deviceBasics(app, prefix);
  return make.device(app, { name: `${prefix} Device`, device_type: deviceType.id, role: role.id, site });
}

export const infraSpecs: ResourceSpec[] = [
  {
    resource: rackGroups,
    prerequisites: async (app) => ({ tag: await make.tag(app, 'Rack Group Tag') }),
    create: ({ tag }) => [
      { name: 'RG One', slug: 'rg-one', description: 'row 1', comments: 'c', tags: [tag.id] },
      { name: 'RG Two', slug: 'rg-two' },
      { name: 'RG Three', slug: 'rg-three' },
    ],
    patch: () => ({ name: 'RG Two Renamed', slug: 'rg-two-renamed' }),
  },
  {
    resource: rackTypes,
    prerequisites: async (app) => ({ manufacturer: await make.manufacturer(app, 'RT Maker'), tag: await make.tag(app, 'RT Tag') }),
    create: ({ manufacturer, tag }) => [
      {
        manufacturer: manufacturer.id,
        model: 'RT One',
        slug: 'rt-one',
        description: 'cabinet',
        form_factor: '4-post-cabinet',
        width: 23,
        u_height: 48,
        starting_unit: 2,
        desc_units: true,
        outer_width: 600,
        outer_height: 2200,
        outer_depth: 1200,
        outer_unit: 'mm',
        weight: 120.5,
        max_weight: 1000,
        weight_unit: 'kg',
        mounting_depth: 800,
        comments: 'c',
        tags: [tag.id],
      },
      { manufacturer: manufacturer.id, model: 'RT Two', slug: 'rt-two', form_factor: '2-post-frame' },
      { manufacturer: manufacturer.id, model: 'RT Three', slug: 'rt-three', form_factor: 'wall-frame', u_height: 12 },
    ],
    patch: () => ({ model: 'RT Two Renamed', u_height: 24, form_factor: '4-post-frame' }),
  },
  {
    resource: rackReservations,
    // A's rack is in a location below another, at a site in nested regions and groups, in a rack group;
    // B's at a site in none; C's in the top location of A's site
    prerequisites: async (app) => {
      const place = await nested.place(app, 'RV Site');
      const group = await post(app, '/api/dcim/rack-groups/', { name: 'RV Group', slug: 'rv-group' });
      return {
        rack: await make.rack(app, 'RV Rack', place.site.id, { location: place.location.id, group: group.id }),
        other: await make.rack(app, 'RV Other Rack', (await make.site(app, 'RV Other Site')).id),
        top: await make.rack(app, 'RV Top Rack', place.site.id, { location: place.locationTop.id }),
        user: await adminId(app),
        tenant: await nested.tenant(app, 'RV Tenant'),
        tag: await make.tag(app, 'RV Tag'),
      };
    },
    create: ({ rack, other, top, user, tenant, tag }) => [
      {
        rack: rack.id,
        units: [1, 2, 3],
        status: 'pending',
        user,
        tenant: tenant.id,
        description: 'for the new switch',
        comments: 'c',
        tags: [tag.id],
      },
      { rack: other.id, units: [10], user, description: 'one unit' },
      { rack: top.id, units: [20, 21], user, description: 'two units' },
    ],
    patch: ({ tenant }) => ({ units: [30, 31, 32], status: 'stale', tenant: tenant.id }),
    filterCases: () => [
      { filter: 'unit', value: 2, expect: [0] },
      { filter: 'unit', value: 21, expect: [2] },
      { filter: 'unit', value: 5, expect: [] },
      // NetBox's NumericArrayFilter comparisons: the units with [v] in array order ([1, 2, 3] > [1], < [10])
      { filter: 'unit__lt', value: 10, expect: [0] },
      { filter: 'unit__lt', value: 1, expect: [] },
      { filter: 'unit__lte', value: 10, expect: [0, 1] },
      { filter: 'unit__gt', value: 10, expect: [2] },
      { filter: 'unit__gt', value: 1, expect: [0, 1, 2] },
      { filter: 'unit__gte', value: 10, expect: [1, 2] },
      { filter: 'unit_count_min', value: 2, expect: [0, 2] },
      { filter: 'unit_count_min', value: 3, expect: [0] },
      { filter: 'unit_count_min', value: 4, expect: [] },
      { filter: 'unit_count_max', value: 1, expect: [1] },
      { filter: 'unit_count_max', value: 2, expect: [1, 2] },
      { filter: 'unit_count_max', value: 0, expect: [] },
      // description, rack name and facility, user name
      { filter: 'q', value: 'SWITCH', expect: [0] },
      { filter: 'q', value: 'unit', expect: [1, 2] },
      { filter: 'q', value: 'other rack', expect: [1] },
      { filter: 'q', value: 'ADMIN', expect: [0, 1, 2] },
      { filter: 'q', value: 'no-such-text', expect: [] },
    ],
  },
  {
    resource: powerPanels,
    // A in a location below another, at a site in nested regions and groups; B at a site in none; C in A's top location
    prerequisites: async (app) => ({
      ...(await nested.place(app, 'PP Site')),
      other: await make.site(app, 'PP Other Site'),
      tag: await make.tag(app, 'PP Tag'),
    }),
    create: ({ site, location, locationTop, other, tag }) => [
      { site: site.id, location: location.id, name: 'PP One', description: 'RPP', comments: 'c', tags: [tag.id] },
      { site: other.id, name: 'PP Two' },
      { site: site.id, location: locationTop.id, name: 'PP Three' },
    ],
    patch: ({ site, location }) => ({ name: 'PP Two Renamed', site: site.id, location: location.id }),
  },
  {
    resource: powerFeeds,
    // A and B on a panel at a site in nested regions and groups, C on one at a site in none
    prerequisites: async (app) => {
      const site = await nested.site(app, 'PF Site');
      return {
        panel: await post(app, '/api/dcim/power-panels/', { site: site.id, name: 'PF Panel' }),
        other: await post(app, '/api/dcim/power-panels/', { site: (await make.site(app, 'PF Other Site')).id, name: 'PF Other Panel' }),
        rack: await make.rack(app, 'PF Rack', site.id),
        tenant: await nested.tenant(app, 'PF Tenant'),
        tag: await make.tag(app, 'PF Tag'),
        // B feeds one of its power ports
        device: await deviceAt(app, 'PFD', site.id),
      };
    },
    create: ({ panel, other, rack, tenant, tag }) => [
      {
        power_panel: panel.id,
        rack: rack.id,
        name: 'PF One',
        status: 'planned',
        type: 'redundant',
        supply: 'ac',
        phase: 'three-phase',
        voltage: 400,
        amperage: 32,
        max_utilization: 90,
        mark_connected: true,
        tenant: tenant.id,
        description: 'A feed',
        comments: 'c',
        tags: [tag.id],
      },
      { power_panel: panel.id, name: 'PF Two' },
      { power_panel: other.id, name: 'PF Three', supply: 'dc', voltage: -48 },
    ],
    patch: ({ rack }) => ({ name: 'PF Two Renamed', rack: rack.id, amperage: 20, status: 'failed' }),
    // not rendered: |V| × A × utilization (× 1.732 for three phases), rounded — 400 × 32 × 0.9 × 1.732; 120 × 15 × 0.8; 48 × 15 × 0.8
    filterValues: { available_power: (o) => ({ 'PF One': 19953, 'PF Two': 1440, 'PF Three': 576 })[o.name as string] },
    dependants: cabledDependant(
      'dcim.powerfeed',
      1,
      peerAt('/api/dcim/power-ports/', 'dcim.powerport', (ctx) => ({ device: ctx.device.id, name: 'PF Inlet' })),
    ),
    filterCases: () => [
      // A is marked connected, B cabled to a power port (a complete, active path), C neither
      ...cabledCases(3, 1, [0], [1]),
      // name, description, comments, the panel's name
      { filter: 'q', value: 'pf one', expect: [0] },
      { filter: 'q', value: 'A FEED', expect: [0] },
      { filter: 'q', value: 'other panel', expect: [2] },
      { filter: 'q', value: 'PF', expect: [0, 1, 2] },
      { filter: 'q', value: 'no-such-text', expect: [] },
    ],
  },
  {
    resource: virtualChassis,
    // A's master (with a tenant) stands at a site in nested regions and groups; B and C have no master
    prerequisites: async (app) => {
      const { deviceType, role } = await deviceBasics(app, 'VC');
      const site = await nested.site(app, 'VC Placed Site');
      const device = (name: string, extra = {}) => make.device(app, { name, device_type: deviceType.id, role: role.id, site: site.id, ...extra });
      return {
        master: await device('VC Master', { tenant: (await make.tenant(app, 'VC Tenant')).id }),
        spare: await device('VC Spare'),
        tag: await make.tag(app, 'VC Tag'),
      };
    },
    create: ({ master, tag }) => [
      { name: 'VC One', domain: 'stack1', master: master.id, description: 'd', comments: 'c', tags: [tag.id] },
      { name: 'VC Two' },
      { name: 'VC Three', domain: 'stack3' },
    ],
    patch: () => ({ name: 'VC Two Renamed', domain: 'renamed' }),
    // a master is the master of one chassis only: the permission checks name a device that is none's yet
    permissionPayload: ({ spare }) => ({ name: 'VC Perm', master: spare.id }),
    filterCases: () => [
      // name, description, domain, the members' names
      { filter: 'q', value: 'MASTER', expect: [0] },
      { filter: 'q', value: 'stack', expect: [0, 2] },
      { filter: 'q', value: 'vc t', expect: [1, 2] },
      { filter: 'q', value: 'no-such-text', expect: [] },
    ],
  },
];
