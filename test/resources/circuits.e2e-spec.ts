import { circuits, circuitTerminations, circuitTypes, providerAccounts, providerNetworks, providers } from '../../src/circuits/circuits.resources';
import { circuitGroupAssignments, circuitGroups } from '../../src/circuits/groups.resources';
import { virtualCircuits, virtualCircuitTerminations, virtualCircuitTypes } from '../../src/circuits/virtual-circuits.resources';
import { deviceBasics, make, nested, post } from '../helpers/dcim';
import { makeC } from '../helpers/circuits-virtualization';
import { cabledCases, cabledDependant, peerAt } from './cabled-cases';
import { everyResourceCovered, resourceSuite, ResourceSpec, useApp } from './resource-suite';

type Json = Record<string, any>;

/** The generic resource suite for the circuits app (docs/models.md §3). */
describe('circuits resources', () => {
  const handle = useApp();

  const { provider, circuitType } = makeC;

  const specs: ResourceSpec[] = [
    {
      resource: providers,
      prerequisites: async (app) => {
        const rir = await post(app, '/api/ipam/rirs/', { name: 'Pv RIR', slug: 'pv-rir' });
        const [asn1, asn2] = await post<Record<string, any>[]>(
          app,
          '/api/ipam/asns/',
          [64801, 64802].map((asn) => ({ asn, rir: rir.id })),
        );
        return { tag: await make.tag(app, 'Pv Tag'), place: await nested.place(app, 'Pv Site'), type: await circuitType(app, 'Pv Type'), asn1, asn2 };
      },
      // ASNs (IPAM's): A has both, B the second
      create: ({ tag, asn1, asn2 }) => [
        { name: 'Pv One', slug: 'pv-one', description: 'first', comments: 'c', asns: [asn1.id, asn2.id], tags: [tag.id] },
        { name: 'Pv Two', slug: 'pv-two', asns: [asn2.id] },
        { name: 'Pv Three', slug: 'pv-three' },
      ],
      patch: () => ({ name: 'Pv Two Renamed', slug: 'pv-two-renamed' }),
      // a circuit of A ending at a site
      dependants: async (app, { place, type }, [a]) => {
        const circuit = await makeC.circuit(app, 'PV-1', a.id, type.id);
        await makeC.termination(app, circuit.id, 'A', 'dcim.site', place.site.id);
      },
      filterCases: ({ ctx: { place } }) => [
        { filter: 'region_id', value: place.regionTop.id, expect: [0] },
        { filter: 'region', value: place.region.slug, expect: [0] },
        { filter: 'site_group_id', value: place.groupTop.id, expect: [0] },
        { filter: 'site_group', value: place.group.slug, expect: [0] },
        { filter: 'site_id', value: place.site.id, expect: [0] },
        { filter: 'site', value: place.site.slug, expect: [0] },
      ],
    },
    {
      resource: providerNetworks,
      prerequisites: async (app) => ({
        provider: await provider(app, 'PN Provider'),
        other: await provider(app, 'PN Other'),
        tag: await make.tag(app, 'PN Tag'),
      }),
      create: ({ provider, tag }) => [
        { provider: provider.id, name: 'PN One', service_id: 'SVC-1', description: 'd', comments: 'c', tags: [tag.id] },
        { provider: provider.id, name: 'PN Two' },
        { provider: provider.id, name: 'PN Three' },
      ],
      patch: ({ other }) => ({ name: 'PN Two Renamed', provider: other.id, service_id: 'SVC-2' }),
    },
    {
      resource: circuitTypes,
      prerequisites: async (app) => ({ tag: await make.tag(app, 'CT Tag') }),
      create: ({ tag }) => [
        { name: 'CT One', slug: 'ct-one', color: 'ff0000', description: 'd', tags: [tag.id] },
        { name: 'CT Two', slug: 'ct-two' },
        { name: 'CT Three', slug: 'ct-three', color: '' },
      ],
      patch: () => ({ name: 'CT Two Renamed', color: '00ff00' }),
    },
    {
      resource: circuits,
      prerequisites: async (app) => {
        const p = await provider(app, 'Ci Provider');
        return {
          provider: p,
          account: await post(app, '/api/circuits/provider-accounts/', { provider: p.id, account: 'CI-ACC' }),
          type: await circuitType(app, 'Ci Type'),
          other: await circuitType(app, 'Ci Other Type'),
          tenant: await nested.tenant(app, 'Ci Tenant'),
          tag: await make.tag(app, 'Ci Tag'),
          place: await nested.place(app, 'Ci Site'),
        };
      },
      create: ({ provider, type, tenant, tag, account }) => [
        {
          cid: 'CI-1',
          provider: provider.id,
          provider_account: account.id,
          type: type.id,
          status: 'planned',
          tenant: tenant.id,
          install_date: '2024-01-15',
          termination_date: '2027-01-14',
          commit_rate: 100000,
          description: 'first',
          distance: 12.5,
          distance_unit: 'km',
          comments: 'c',
          tags: [tag.id],
        },
        { cid: 'CI-2', provider: provider.id, type: type.id },
        { cid: 'CI-3', provider: provider.id, type: type.id, status: 'offline' },
      ],
      patch: ({ other }) => ({ cid: 'CI-2b', type: other.id, status: 'decommissioned', commit_rate: 5000 }),
      // A ends at a location (A side), B at a provider network (Z side)
      dependants: async (app, { provider, place }, [a, b]) => {
        const network = await makeC.providerNetwork(app, provider.id, 'Ci Net');
        return {
          network,
          termA: await makeC.termination(app, a.id, 'A', 'dcim.location', place.location.id),
          termZ: await makeC.termination(app, b.id, 'Z', 'circuits.providernetwork', network.id, { xconnect_id: 'XC-CI-9' }),
        };
      },
      filterCases: ({ ctx: { place }, dependants: { network, termA, termZ } }) => [
        { filter: 'region_id', value: place.regionTop.id, expect: [0] },
        { filter: 'region', value: place.region.slug, expect: [0] },
        { filter: 'site_group_id', value: place.groupTop.id, expect: [0] },
        { filter: 'site_group', value: place.group.slug, expect: [0] },
        { filter: 'site_id', value: place.site.id, expect: [0] },
        { filter: 'site_id__n', value: place.site.id, expect: [1, 2] }, // C has no termination at all
        { filter: 'site', value: place.site.slug, expect: [0] },
        { filter: 'site__n', value: place.site.slug, expect: [1, 2] },
        { filter: 'location_id', value: place.locationTop.id, expect: [0] },
        { filter: 'provider_network_id', value: network.id, expect: [1] },
        { filter: 'provider_network_id__n', value: network.id, expect: [0, 2] },
        { filter: 'termination_a_id', value: termA.id, expect: [0] },
        { filter: 'termination_a_id', value: termZ.id, expect: [] },
        { filter: 'termination_z_id', value: termZ.id, expect: [1] },
        { filter: 'q', value: 'ci-3', expect: [2] },
        { filter: 'q', value: 'FIRST', expect: [0] },
        { filter: 'q', value: 'xc-ci-9', expect: [1] }, // a termination's cross-connect
        { filter: 'q', value: 'no-such-text', expect: [] },
      ],
    },
    {
      resource: circuitTerminations,
      prerequisites: async (app) => {
        const p = await provider(app, 'CTm Provider');
        const type = await circuitType(app, 'CTm Type');
        const [c1, c2] = await post<Json[]>(app, '/api/circuits/circuits/', [
          { cid: 'CTM-1', provider: p.id, type: type.id },
          { cid: 'CTM-2', provider: p.id, type: type.id },
        ]);
        const place = await nested.place(app, 'CTm Site');
        return {
          c1,
          c2,
          place,
          site: place.site,
          location: place.location,
          network: await post(app, '/api/circuits/provider-networks/', { provider: p.id, name: 'CTm Net' }),
          tag: await make.tag(app, 'CTm Tag'),
          // C is cabled to one of its interfaces
          device: await (async () => {
            const { site, deviceType, role } = await deviceBasics(app, 'CTm Dev');
            return make.device(app, { name: 'CTm Device', device_type: deviceType.id, role: role.id, site: site.id });
          })(),
        };
      },
      create: ({ c1, c2, site, location, network, tag }) => [
        {
          circuit: c1.id,
          term_side: 'A',
          termination_type: 'dcim.site',
          termination_id: site.id,
          port_speed: 1000000,
          upstream_speed: 500000,
          xconnect_id: 'XC-1',
          pp_info: 'PP 1/2',
          description: 'a side',
          mark_connected: true,
          tags: [tag.id],
        },
        { circuit: c1.id, term_side: 'Z', termination_type: 'circuits.providernetwork', termination_id: network.id },
        { circuit: c2.id, term_side: 'A', termination_type: 'dcim.location', termination_id: location.id },
      ],
      patch: ({ site }) => ({ termination_type: 'dcim.site', termination_id: site.id, port_speed: 10000, xconnect_id: 'XC-2' }),
      dependants: cabledDependant(
        'circuits.circuittermination',
        2,
        peerAt('/api/dcim/interfaces/', 'dcim.interface', (ctx) => ({ device: ctx.device.id, name: 'CTm eth', type: '1000base-t' })),
      ),
      // A ends at a site, B at a provider network, C at a location of that site; A is marked connected, C cabled
      filterCases: ({ ctx: { place, network } }) => [
        ...cabledCases(3, 2, [0]),
        { filter: 'region_id', value: place.regionTop.id, expect: [0, 2] },
        { filter: 'region', value: place.region.slug, expect: [0, 2] },
        { filter: 'site_group_id', value: place.groupTop.id, expect: [0, 2] },
        { filter: 'site_group', value: place.group.slug, expect: [0, 2] },
        { filter: 'site_id', value: place.site.id, expect: [0, 2] },
        { filter: 'site', value: place.site.slug, expect: [0, 2] },
        { filter: 'location_id', value: place.locationTop.id, expect: [2] },
        { filter: 'location', value: place.location.slug, expect: [2] },
        { filter: 'provider_network_id', value: network.id, expect: [1] },
        { filter: 'q', value: 'xc-1', expect: [0] },
        { filter: 'q', value: 'ctm-2', expect: [2] }, // the circuit's cid
        { filter: 'q', value: 'A SIDE', expect: [0] },
        { filter: 'q', value: 'no-such-text', expect: [] },
      ],
    },
    {
      resource: providerAccounts,
      prerequisites: async (app) => ({
        provider: await provider(app, 'PA Provider'),
        other: await provider(app, 'PA Other'),
        tag: await make.tag(app, 'PA Tag'),
      }),
      create: ({ provider, tag }) => [
        { provider: provider.id, account: 'PA-1', name: 'Main', description: 'd', comments: 'c', tags: [tag.id] },
        { provider: provider.id, account: 'PA-2' },
        { provider: provider.id, account: 'PA-3', name: 'Backup' },
      ],
      patch: ({ other }) => ({ provider: other.id, account: 'PA-2b', name: 'Moved' }),
    },
    {
      resource: circuitGroups,
      prerequisites: async (app) => ({ tenant: await nested.tenant(app, 'CG Tenant'), tag: await make.tag(app, 'CGr Tag') }),
      create: ({ tenant, tag }) => [
        { name: 'CGr One', slug: 'cgr-one', tenant: tenant.id, description: 'd', comments: 'c', tags: [tag.id] },
        { name: 'CGr Two', slug: 'cgr-two' },
        { name: 'CGr Three', slug: 'cgr-three' },
      ],
      patch: ({ tenant }) => ({ name: 'CGr Two Renamed', tenant: tenant.id }),
    },
    {
      resource: circuitGroupAssignments,
      textField: 'priority',
      textValues: () => ['tertiary', 'inactive'],
      prerequisites: async (app) => {
        const p = await provider(app, 'GA Provider');
        const p2 = await provider(app, 'GA Provider 2');
        const type = await circuitType(app, 'GA Type');
        const [c1, c2] = await post<Json[]>(app, '/api/circuits/circuits/', [
          { cid: 'GA-1', provider: p.id, type: type.id },
          { cid: 'GA-2', provider: p2.id, type: type.id },
        ]);
        const network = await post(app, '/api/circuits/provider-networks/', { provider: p.id, name: 'GA Net' });
        const vcType = await post(app, '/api/circuits/virtual-circuit-types/', { name: 'GA VC Type', slug: 'ga-vc-type' });
        const vc = await post(app, '/api/circuits/virtual-circuits/', { cid: 'GA-VC', provider_network: network.id, type: vcType.id });
        const [g1, g2] = await post<Json[]>(app, '/api/circuits/circuit-groups/', [
          { name: 'GA Group 1', slug: 'ga-group-1' },
          { name: 'GA Group 2', slug: 'ga-group-2' },
        ]);
        const circuitTypeId = (await app.inject('GET', '/api/core/object-types/?app_label=circuits&model=circuit')).body.results[0].id;
        return { p, p2, c1, c2, vc, g1, g2, tag: await make.tag(app, 'GA Tag'), circuitTypeId };
      },
      create: ({ c1, c2, vc, g1, tag }) => [
        { group: g1.id, member_type: 'circuits.circuit', member_id: c1.id, priority: 'primary', tags: [tag.id] },
        { group: g1.id, member_type: 'circuits.circuit', member_id: c2.id },
        { group: g1.id, member_type: 'circuits.virtualcircuit', member_id: vc.id, priority: 'secondary' },
      ],
      patch: ({ g2 }) => ({ group: g2.id, priority: 'secondary' }),
      // A: circuit GA-1 of provider GA, B: circuit GA-2 of provider GA 2, C: virtual circuit GA-VC on a network of provider GA
      filterCases: ({ ctx: { p, p2, c2, vc, circuitTypeId } }) => [
        { filter: 'circuit', value: 'GA-1', expect: [0] },
        { filter: 'circuit', value: ['GA-1', 'GA-2'], expect: [0, 1] },
        { filter: 'circuit', value: 'GA-VC', expect: [] }, // a virtual circuit's cid is not a circuit's
        { filter: 'circuit_id', value: c2.id, expect: [1] },
        { filter: 'virtual_circuit', value: 'GA-VC', expect: [2] },
        { filter: 'virtual_circuit', value: 'GA-1', expect: [] },
        { filter: 'virtual_circuit_id', value: vc.id, expect: [2] },
        { filter: 'provider', value: p.slug, expect: [0, 2] },
        { filter: 'provider', value: p2.slug, expect: [1] },
        { filter: 'provider_id', value: p.id, expect: [0, 2] },
        { filter: 'provider_id', value: [p.id, p2.id], expect: [0, 1, 2] },
        // a member's cid or the group's name
        { filter: 'q', value: 'ga-2', expect: [1] },
        { filter: 'q', value: 'ga-vc', expect: [2] },
        { filter: 'q', value: 'ga group 1', expect: [0, 1, 2] },
        { filter: 'q', value: 'no-such-text', expect: [] },
        { filter: 'member_type_id', value: circuitTypeId, expect: [0, 1] },
        { filter: 'member_type_id', value: 0, expect: [] },
      ],
    },
    {
      resource: virtualCircuitTypes,
      prerequisites: async (app) => ({ tag: await make.tag(app, 'VCT Tag') }),
      create: ({ tag }) => [
        { name: 'VCT One', slug: 'vct-one', color: 'ff0000', description: 'd', tags: [tag.id] },
        { name: 'VCT Two', slug: 'vct-two' },
        { name: 'VCT Three', slug: 'vct-three', color: '' },
      ],
      patch: () => ({ name: 'VCT Two Renamed', color: '00ff00' }),
    },
    {
      resource: virtualCircuits,
      prerequisites: async (app) => {
        const p = await provider(app, 'VC Provider');
        return {
          network: await post(app, '/api/circuits/provider-networks/', { provider: p.id, name: 'VC Net' }),
          other: await post(app, '/api/circuits/provider-networks/', { provider: p.id, name: 'VC Other Net' }),
          account: await post(app, '/api/circuits/provider-accounts/', { provider: p.id, account: 'VC-ACC' }),
          type: await post(app, '/api/circuits/virtual-circuit-types/', { name: 'VC Type', slug: 'vc-type' }),
          tenant: await nested.tenant(app, 'VC Tenant'),
          tag: await make.tag(app, 'VC Tag'),
        };
      },
      create: ({ network, account, type, tenant, tag }) => [
        {
          cid: 'VC-1',
          provider_network: network.id,
          provider_account: account.id,
          type: type.id,
          status: 'planned',
          tenant: tenant.id,
          description: 'd',
          comments: 'c',
          tags: [tag.id],
        },
        { cid: 'VC-2', provider_network: network.id, type: type.id },
        { cid: 'VC-3', provider_network: network.id, type: type.id, status: 'offline' },
      ],
      patch: ({ other }) => ({ cid: 'VC-2b', provider_network: other.id, status: 'decommissioned' }),
    },
    {
      resource: virtualCircuitTerminations,
      prerequisites: async (app) => {
        const p = await provider(app, 'VCTm Provider');
        const network = await post(app, '/api/circuits/provider-networks/', { provider: p.id, name: 'VCTm Net' });
        const type = await post(app, '/api/circuits/virtual-circuit-types/', { name: 'VCTm Type', slug: 'vctm-type' });
        const account = await post(app, '/api/circuits/provider-accounts/', { provider: p.id, account: 'VCTM-ACC' });
        const [vc1, vc2] = await post<Json[]>(app, '/api/circuits/virtual-circuits/', [
          { cid: 'VCTM-1', provider_network: network.id, type: type.id, provider_account: account.id },
          { cid: 'VCTM-2', provider_network: network.id, type: type.id },
        ]);
        const b = await deviceBasics(app, 'VCTm');
        const device = await make.device(app, { name: 'VCTm Device', site: b.site.id, device_type: b.deviceType.id, role: b.role.id });
        const ifaces = await post<Json[]>(
          app,
          '/api/dcim/interfaces/',
          ['v1', 'v2', 'v3', 'v4'].map((name) => ({ device: device.id, name, type: 'virtual' })),
        );
        return { vc1, vc2, ifaces, tag: await make.tag(app, 'VCTm Tag') };
      },
      create: ({ vc1, vc2, ifaces, tag }) => [
        { virtual_circuit: vc1.id, role: 'hub', interface: ifaces[0].id, description: 'hub', tags: [tag.id] },
        { virtual_circuit: vc1.id, role: 'spoke', interface: ifaces[1].id },
        { virtual_circuit: vc2.id, interface: ifaces[2].id },
      ],
      patch: ({ vc2, ifaces }) => ({ virtual_circuit: vc2.id, role: 'peer', interface: ifaces[3].id }),
      // A and B on VCTM-1 (with a provider account), C on VCTM-2 (without)
      filterCases: () => [
        { filter: 'q', value: 'vctm-2', expect: [2] },
        { filter: 'q', value: 'VCTM-', expect: [0, 1, 2] },
        { filter: 'q', value: 'HUB', expect: [0] }, // the description
        { filter: 'q', value: 'no-such-text', expect: [] },
      ],
    },
  ];

  everyResourceCovered(handle, 'circuits', specs);
  for (const spec of specs) resourceSuite(handle, spec);
});
