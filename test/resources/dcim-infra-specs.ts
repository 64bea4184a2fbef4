import { powerFeeds, powerPanels, rackGroups, rackReservations, rackTypes, virtualChassis } from '../../src/dcim/infra.resources';
import type { TestApp } from '../helpers/app';
import { deviceBasics, make, post } from '../helpers/dcim';
import type { ResourceSpec } from './resource-suite';

/** Generic-suite entries of rack groups and types, reservations, power and virtual chassis (part of dcim.e2e-spec.ts). */

async function adminId(app: TestApp): Promise<number> {
  const res = await app.inject('GET', '/api/users/users/?username=admin');
  return res.body.results[0].id;
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
    prerequisites: async (app) => {
      const site = await make.site(app, 'RV Site');
      return {
        rack: await make.rack(app, 'RV Rack', site.id),
        user: await adminId(app),
        tenant: await make.tenant(app, 'RV Tenant'),
        tag: await make.tag(app, 'RV Tag'),
      };
    },
    create: ({ rack, user, tenant, tag }) => [
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
      { rack: rack.id, units: [10], user, description: 'one unit' },
      { rack: rack.id, units: [20, 21], user, description: 'two units' },
    ],
    patch: ({ tenant }) => ({ units: [30, 31, 32], status: 'stale', tenant: tenant.id }),
  },
  {
    resource: powerPanels,
    prerequisites: async (app) => {
      const site = await make.site(app, 'PP Site');
      return { site, location: await make.location(app, 'PP Room', site.id), tag: await make.tag(app, 'PP Tag') };
    },
    create: ({ site, location, tag }) => [
      { site: site.id, location: location.id, name: 'PP One', description: 'RPP', comments: 'c', tags: [tag.id] },
      { site: site.id, name: 'PP Two' },
      { site: site.id, name: 'PP Three' },
    ],
    patch: ({ location }) => ({ name: 'PP Two Renamed', location: location.id }),
  },
  {
    resource: powerFeeds,
    prerequisites: async (app) => {
      const site = await make.site(app, 'PF Site');
      return {
        panel: await post(app, '/api/dcim/power-panels/', { site: site.id, name: 'PF Panel' }),
        rack: await make.rack(app, 'PF Rack', site.id),
        tenant: await make.tenant(app, 'PF Tenant'),
        tag: await make.tag(app, 'PF Tag'),
      };
    },
    create: ({ panel, rack, tenant, tag }) => [
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
      { power_panel: panel.id, name: 'PF Three', supply: 'dc', voltage: -48 },
    ],
    patch: ({ rack }) => ({ name: 'PF Two Renamed', rack: rack.id, amperage: 20, status: 'failed' }),
  },
  {
    resource: virtualChassis,
    prerequisites: async (app) => {
      const { site, deviceType, role } = await deviceBasics(app, 'VC');
      const device = (name: string) => make.device(app, { name, device_type: deviceType.id, role: role.id, site: site.id });
      return { master: await device('VC Master'), tag: await make.tag(app, 'VC Tag') };
    },
    create: ({ master, tag }) => [
      { name: 'VC One', domain: 'stack1', master: master.id, description: 'd', comments: 'c', tags: [tag.id] },
      { name: 'VC Two' },
      { name: 'VC Three', domain: 'stack3' },
    ],
    patch: () => ({ name: 'VC Two Renamed', domain: 'renamed' }),
  },
];
