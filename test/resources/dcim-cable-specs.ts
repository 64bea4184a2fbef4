import { cableBundles, cables, cableTerminations } from '../../src/dcim/cables.resources';
import type { TestApp } from '../helpers/app';
import { makeC } from '../helpers/circuits-virtualization';
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

/**
 * A device at a third site with one end of each other cabled model (and a circuit termination there), for
 * cables beyond the three interface ones: each `<model>_id` filter then finds one.
 */
async function otherEnds(app: TestApp, prefix: string) {
  const { site, deviceType, role } = await deviceBasics(app, `${prefix} Far`);
  const device = await make.device(app, { name: `${prefix}-c`, device_type: deviceType.id, role: role.id, site: site.id });
  const on = (path: string, name: string, extra: Json = {}) => post(app, `/api/dcim/${path}/`, { device: device.id, name, ...extra });
  const panel = await post(app, '/api/dcim/power-panels/', { site: site.id, name: `${prefix} Panel` });
  const provider = await makeC.provider(app, `${prefix} Provider`);
  const circuit = await makeC.circuit(app, `${prefix}-CID`, provider.id, (await makeC.circuitType(app, `${prefix} Circuit Type`)).id);
  return {
    con: await on('console-ports', 'con'),
    tty: await on('console-server-ports', 'tty'),
    inlets: [await on('power-ports', 'inlet1'), await on('power-ports', 'inlet2')],
    outlet: await on('power-outlets', 'outlet'),
    feed: await post(app, '/api/dcim/power-feeds/', { power_panel: panel.id, name: `${prefix} Feed` }),
    front: await on('front-ports', 'front', { type: 'lc' }),
    rear: await on('rear-ports', 'rear', { type: 'lc' }),
    eths: await post<Json[]>(
      app,
      '/api/dcim/interfaces/',
      ['x0', 'x1', 'x2'].map((name) => ({ device: device.id, name, type: '1000base-t' })),
    ),
    term: await makeC.termination(app, circuit.id, 'A', 'dcim.site', site.id),
  };
}

const end = (type: string, o: Json) => [{ object_type: type, object_id: o.id }];

/** The cables (indices of `create` then `moreObjects`) with an object of this id at this end, whatever its model. */
function atEnd(ctx: Json, end: 'A' | 'B', id: number): number[] {
  const { a, b, far } = ctx;
  const ends: Record<'A' | 'B', Json[][]> = {
    A: [[a[0]], [a[1], a[2]], [b[2]], [far.con], [far.inlets[0]], [far.feed], [far.front], [far.term], [far.eths[1]]],
    // cable 8's B end was deleted (`dependants`)
    B: [[b[0]], [b[1]], [b[3]], [far.tty], [far.outlet], [far.inlets[1]], [far.rear], [far.eths[0]], []],
  };
  return ends[end].flatMap((objects, i) => (objects.some((o) => o.id === id) ? [i] : []));
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
      far: await otherEnds(app, 'CA'),
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
    // 3–8 at the third site: a cable of each other model, and one (8) whose B end is deleted (by `dependants`)
    moreObjects: ({ far }) => [
      { a_terminations: end('dcim.consoleport', far.con), b_terminations: end('dcim.consoleserverport', far.tty), label: 'CA-3' },
      { a_terminations: end('dcim.powerport', far.inlets[0]), b_terminations: end('dcim.poweroutlet', far.outlet), label: 'CA-4' },
      { a_terminations: end('dcim.powerfeed', far.feed), b_terminations: end('dcim.powerport', far.inlets[1]), label: 'CA-5' },
      { a_terminations: end('dcim.frontport', far.front), b_terminations: end('dcim.rearport', far.rear), label: 'CA-6' },
      { a_terminations: end('circuits.circuittermination', far.term), b_terminations: ifaces(far.eths[0]), label: 'CA-7' },
      { a_terminations: ifaces(far.eths[1]), b_terminations: ifaces(far.eths[2]), label: 'CA-8' },
    ],
    dependants: async (app, { far }) => {
      const res = await app.inject('DELETE', `/api/dcim/interfaces/${far.eths[2].id}/`);
      if (res.status !== 204) throw new Error(`DELETE interface: ${res.status} ${res.text}`);
    },
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
      // NetBox's termination_<end>_id looks at the id alone: objects of other models at that end may share it
      { filter: 'termination_a_id', value: ctx.a[2].id, expect: atEnd(ctx, 'A', ctx.a[2].id) },
      { filter: 'termination_a_id', value: ctx.b[2].id, expect: atEnd(ctx, 'A', ctx.b[2].id) },
      { filter: 'termination_b_id', value: ctx.b[0].id, expect: atEnd(ctx, 'B', ctx.b[0].id) },
      { filter: 'termination_b_id', value: ctx.a[0].id, expect: atEnd(ctx, 'B', ctx.a[0].id) },
      { filter: 'termination_b_id', value: 2_000_000_000, expect: [] },
      // by name, as NetBox's rack and location filters of cables
      { filter: 'rack', value: ctx.rack.name, expect: [0, 1] },
      { filter: 'location', value: ctx.location.name, expect: [0, 1] },
      { filter: 'location', value: ctx.location.slug, expect: [] },
      // NetBox's termination_a_type and termination_b_type both look at either end
      { filter: 'termination_a_type', value: 'dcim.consoleserverport', expect: [3] },
      { filter: 'termination_b_type', value: 'DCIM.ConsolePort', expect: [3] },
      { filter: 'termination_a_type', value: ['dcim.frontport', 'dcim.powerfeed'], expect: [5, 6] },
      { filter: 'termination_b_type', value: 'circuits.circuittermination', expect: [7] },
      { filter: 'unterminated', value: true, expect: [8] },
      { filter: 'unterminated', value: false, expect: [0, 1, 2, 3, 4, 5, 6, 7] },
      { filter: 'interface_id', value: [ctx.a[1].id, ctx.far.eths[0].id], expect: [1, 7] },
      { filter: 'consoleport_id', value: ctx.far.con.id, expect: [3] },
      { filter: 'consoleserverport_id', value: ctx.far.tty.id, expect: [3] },
      { filter: 'consoleserverport_id', value: 2147483000, expect: [] },
      { filter: 'powerport_id', value: [ctx.far.inlets[0].id, ctx.far.inlets[1].id], expect: [4, 5] },
      { filter: 'poweroutlet_id', value: ctx.far.outlet.id, expect: [4] },
      { filter: 'powerfeed_id', value: ctx.far.feed.id, expect: [5] },
      { filter: 'frontport_id', value: ctx.far.front.id, expect: [6] },
      { filter: 'rearport_id', value: ctx.far.rear.id, expect: [6] },
      { filter: 'circuittermination_id', value: ctx.far.term.id, expect: [7] },
    ],
  },
];

export const cableSeeded: SeededSpec[] = [
  {
    resource: cableTerminations,
    why: 'written only by cables; test/dcim/cables.e2e-spec.ts covers how',
    answersNone: { updated_by_request: 'cable terminations are created and deleted with their cable ends, never updated' },
    prerequisites: async (app) => ({ ...(await cablePlaces(app, 'CT')), far: await otherEnds(app, 'CT') }),
    // A: the A end of cable 1; B: its B end; C: the A end of cable 2, a console cable; then both ends of a
    // cable of each other model (3: the console server port, 4–5 power port and outlet, 6–7 feed and power
    // port, 8–9 front and rear port, 10–11 circuit termination and interface)
    seed: async (app, { a, b, deviceA, far }) => {
      const con = await post(app, '/api/dcim/console-ports/', { device: deviceA.id, name: 'ct-con' });
      const csp = await post(app, '/api/dcim/console-server-ports/', { device: deviceA.id, name: 'ct-tty' });
      const one = await post(app, '/api/dcim/cables/', { a_terminations: ifaces(a[0]), b_terminations: ifaces(b[0]) });
      const two = await post(app, '/api/dcim/cables/', {
        a_terminations: [{ object_type: 'dcim.consoleport', object_id: con.id }],
        b_terminations: [{ object_type: 'dcim.consoleserverport', object_id: csp.id }],
      });
      const more = await post<Json[]>(app, '/api/dcim/cables/', [
        { a_terminations: end('dcim.powerport', far.inlets[0]), b_terminations: end('dcim.poweroutlet', far.outlet) },
        { a_terminations: end('dcim.powerfeed', far.feed), b_terminations: end('dcim.powerport', far.inlets[1]) },
        { a_terminations: end('dcim.frontport', far.front), b_terminations: end('dcim.rearport', far.rear) },
        { a_terminations: end('circuits.circuittermination', far.term), b_terminations: ifaces(far.eths[0]) },
      ]);
      const ids = [one, two, ...more].map((c) => `cable_id=${c.id}`).join('&');
      return (await app.inject('GET', `/api/dcim/cable-terminations/?${ids}&limit=0`)).body.results as Json[];
    },
    filterCases: ({ ctx, objects }) => [
      { filter: 'interface_id', value: [ctx.a[0].id, ctx.far.eths[0].id], expect: [0, 11] },
      { filter: 'interface_id', value: ctx.b[0].id, expect: [1] },
      { filter: 'consoleport_id', value: objects[2].termination_id, expect: [2] },
      { filter: 'consoleport_id', value: 2147483000, expect: [] },
      { filter: 'consoleserverport_id', value: objects[3].termination_id, expect: [3] },
      { filter: 'powerport_id', value: [ctx.far.inlets[0].id, ctx.far.inlets[1].id], expect: [4, 7] },
      { filter: 'poweroutlet_id', value: ctx.far.outlet.id, expect: [5] },
      { filter: 'powerfeed_id', value: ctx.far.feed.id, expect: [6] },
      { filter: 'frontport_id', value: ctx.far.front.id, expect: [8] },
      { filter: 'rearport_id', value: ctx.far.rear.id, expect: [9] },
      { filter: 'circuittermination_id', value: ctx.far.term.id, expect: [10] },
    ],
  },
];
