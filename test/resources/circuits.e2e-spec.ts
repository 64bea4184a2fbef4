import { circuits, circuitTerminations, circuitTypes, providerNetworks, providers } from '../../src/circuits/circuits.resources';
import { make, post } from '../helpers/dcim';
import { makeC } from '../helpers/circuits-virtualization';
import { everyResourceCovered, resourceSuite, ResourceSpec, useApp } from './resource-suite';

type Json = Record<string, any>;

/** The generic resource suite for the circuits app (docs/models.md §3). */
describe('circuits resources', () => {
  const handle = useApp();

  const { provider, circuitType } = makeC;

  const specs: ResourceSpec[] = [
    {
      resource: providers,
      prerequisites: async (app) => ({ tag: await make.tag(app, 'Pv Tag') }),
      create: ({ tag }) => [
        { name: 'Pv One', slug: 'pv-one', description: 'first', comments: 'c', tags: [tag.id] },
        { name: 'Pv Two', slug: 'pv-two' },
        { name: 'Pv Three', slug: 'pv-three' },
      ],
      patch: () => ({ name: 'Pv Two Renamed', slug: 'pv-two-renamed' }),
    },
    {
      resource: providerNetworks,
      prerequisites: async (app) => ({ provider: await provider(app, 'PN Provider'), other: await provider(app, 'PN Other'), tag: await make.tag(app, 'PN Tag') }),
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
      prerequisites: async (app) => ({
        provider: await provider(app, 'Ci Provider'),
        type: await circuitType(app, 'Ci Type'),
        other: await circuitType(app, 'Ci Other Type'),
        tenant: await make.tenant(app, 'Ci Tenant'),
        tag: await make.tag(app, 'Ci Tag'),
      }),
      create: ({ provider, type, tenant, tag }) => [
        {
          cid: 'CI-1',
          provider: provider.id,
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
        const site = await make.site(app, 'CTm Site');
        return {
          c1,
          c2,
          site,
          location: await make.location(app, 'CTm Location', site.id),
          network: await post(app, '/api/circuits/provider-networks/', { provider: p.id, name: 'CTm Net' }),
          tag: await make.tag(app, 'CTm Tag'),
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
    },
  ];

  everyResourceCovered(handle, 'circuits', specs);
  for (const spec of specs) resourceSuite(handle, spec);
});
