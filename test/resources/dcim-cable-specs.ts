import { cableBundles, cables, cableTerminations } from '../../src/dcim/cables.resources';
import type { TestApp } from '../helpers/app';
import { deviceBasics, make, nested, post } from '../helpers/dcim';
import type { ResourceSpec, SeededSpec } from './resource-suite';

/** Generic-suite entries of cables, cable bundles and (seeded, read-only) cable terminations (part of dcim.e2e-spec.ts). */

type Json = Record<string, any>;

const ifaces = (...objects: Json[]) => objects.map((o) => ({ object_type: 'dcim.interface', object_id: o.id }));

/** Device A in a rack and location of site One, device B in site Two, each with interfaces. */
async function cablePlaces(app: TestApp, prefix: string) {
  const { site, deviceType, role } = await deviceBasics(app, prefix);
  const other = await make.site(app, `${prefix} Other Site`);
  const location = await make.location(app, `${prefix} Location`, site.id);
  const rack = await make.rack(app, `${prefix} Rack`, site.id, { location: location.id });
  const [deviceA, deviceB] = await post<Json[]>(app, '/api/dcim/devices/', [
    { name: `${prefix}-a`, device_type: deviceType.id, role: role.id, site: site.id, location: location.id, rack: rack.id },
    { name: `${prefix}-b`, device_type: deviceType.id, role: role.id, site: other.id },
  ]);
  const portsOf = (device: Json) =>
    post<Json[]>(
      app,
      '/api/dcim/interfaces/',
      Array.from({ length: 6 }, (_, i) => ({ device: device.id, name: `eth${i}`, type: '1000base-t' })),
    );
  return { site, other, location, rack, deviceA, deviceB, a: await portsOf(deviceA), b: await portsOf(deviceB) };
}

export const cableSpecs: ResourceSpec[] = [
  {
    resource: cableBundles,
    prerequisites: async (app) => ({ tag: await make.tag(app, 'CB Tag') }),
    create: ({ tag }) => [
      { name: 'CB One', description: 'trunk', comments: 'c', tags: [tag.id] },
      { name: 'CB Two' },
      { name: 'CB Three', description: 'spare' },
    ],
    patch: () => ({ name: 'CB Two Renamed' }),
  },
  {
    resource: cables,
    prerequisites: async (app) => ({
      ...(await cablePlaces(app, 'CA')),
      tenant: await nested.tenant(app, 'CA Tenant'),
      bundle: await post(app, '/api/dcim/cable-bundles/', { name: 'CA Bundle' }),
      tag: await make.tag(app, 'CA Tag'),
    }),
    // A: device A to device B; B: device A to device B; C: within device B (site Two)
    create: ({ a, b, tenant, bundle, tag }) => [
      {
        a_terminations: ifaces(a[0]),
        b_terminations: ifaces(b[0]),
        type: 'cat6',
        status: 'connected',
        profile: 'single-1c1p',
        tenant: tenant.id,
        bundle: bundle.id,
        label: 'CA-0',
        color: 'ff0000',
        length: 10.5,
        length_unit: 'm',
        description: 'd',
        comments: 'c',
        tags: [tag.id],
      },
      { a_terminations: ifaces(a[1], a[2]), b_terminations: ifaces(b[1]), label: 'CA-1', status: 'planned', type: 'smf' },
      { a_terminations: ifaces(b[2]), b_terminations: ifaces(b[3]), label: 'CA-2', length: 3, length_unit: 'ft' },
    ],
    // not the label or description: the ends' objects show them in their nested cable
    patch: () => ({ status: 'decommissioning', length: 2, length_unit: 'cm', type: 'mmf' }),
    emptyPostError: { __all__: ['Must define A and B terminations when creating a new cable.'] },
    filterCases: ({ ctx }) => [
      { filter: 'device_id', value: ctx.deviceA.id, expect: [0, 1] },
      { filter: 'device_id', value: ctx.deviceB.id, expect: [0, 1, 2] },
      { filter: 'device', value: ctx.deviceA.name, expect: [0, 1] },
      { filter: 'site_id', value: ctx.site.id, expect: [0, 1] },
      { filter: 'site', value: ctx.other.slug, expect: [0, 1, 2] },
      { filter: 'site', value: ctx.site.slug, expect: [0, 1] },
      { filter: 'rack_id', value: ctx.rack.id, expect: [0, 1] },
      { filter: 'location_id', value: ctx.location.id, expect: [0, 1] },
      { filter: 'termination_a_id', value: ctx.a[2].id, expect: [1] },
      { filter: 'termination_a_id', value: ctx.b[2].id, expect: [2] },
      { filter: 'termination_b_id', value: ctx.b[0].id, expect: [0] },
      { filter: 'termination_b_id', value: ctx.a[0].id, expect: [] },
    ],
  },
];

export const cableSeeded: SeededSpec[] = [
  {
    resource: cableTerminations,
    why: 'written only by cables; test/dcim/cables.e2e-spec.ts covers how',
    answersNone: { updated_by_request: 'cable terminations are created and deleted with their cable ends, never updated' },
    prerequisites: (app) => cablePlaces(app, 'CT'),
    // A: the A end of cable 1; B: its B end; C: the A end of cable 2, a console cable
    seed: async (app, { a, b, deviceA }) => {
      const con = await post(app, '/api/dcim/console-ports/', { device: deviceA.id, name: 'ct-con' });
      const csp = await post(app, '/api/dcim/console-server-ports/', { device: deviceA.id, name: 'ct-tty' });
      const one = await post(app, '/api/dcim/cables/', { a_terminations: ifaces(a[0]), b_terminations: ifaces(b[0]) });
      const two = await post(app, '/api/dcim/cables/', {
        a_terminations: [{ object_type: 'dcim.consoleport', object_id: con.id }],
        b_terminations: [{ object_type: 'dcim.consoleserverport', object_id: csp.id }],
      });
      const terms = (await app.inject('GET', `/api/dcim/cable-terminations/?cable_id=${one.id}&cable_id=${two.id}&limit=0`)).body.results as Json[];
      return [terms[0], terms[1], terms[2]];
    },
  },
];
