import { FilterSpec, method, tenancyFilters, via } from '../core/model/filter-specs.js';
import { filtersOf, requireRows } from '../core/query/filters.js';
import { likeEscape, Params } from '../database/sql.js';
import { defineResource } from '../core/model/define-resource.js';
import { cachedScopeFilters } from '../dcim/cached-scope.js';
import { cabledFilters } from '../dcim/component-filters.js';
import { CircuitTermination } from './entities/circuit-termination.entity.js';
import { CircuitType } from './entities/circuit-type.entity.js';
import { Circuit } from './entities/circuit.entity.js';
import { ProviderNetwork } from './entities/provider-network.entity.js';
import { ProviderAccount } from './entities/provider-account.entity.js';
import { Provider } from './entities/provider.entity.js';
import { circuitTerminationRules } from './rules/circuit-termination.rules.js';
import { circuitRules } from './rules/circuit.rules.js';
import { terminationDisplaySql } from './termination-sql.js';

/** Circuits resources (docs/models.md §3). */

/**
 * A filter of circuit terminations applied through a relation to them: objects with at least one
 * termination matching (a circuit by its terminations' site…). `from` joins the terminations `x` to the
 * row `t`. The termination filter validates the values, so unknown ids still answer 400.
 */
function throughTerminations(filter: string, from: (t: string, x: string) => string): FilterSpec {
  return method(
    async (t, values, params, db) => {
      const x = `${t}_ct`;
      const cond = await filtersOf(circuitTerminations).get(filter)!.condition(values, '', { params, alias: x, db });
      return cond && `EXISTS (${from(t, x)} AND ${cond})`;
    },
    filter.endsWith('_id') ? 'integer' : 'string',
  );
}

const TERMINATION_SCOPE = ['region_id', 'region', 'site_group_id', 'site_group', 'site_id', 'site'];

/** `q`: the row's own columns or a related row's (`related` gets the pattern's placeholder), case-insensitive contains. */
export function searchSql(values: string[], params: Params, own: string[], related: (p: string) => string): string | null {
  const value = values[values.length - 1]?.trim();
  if (!value) return null;
  const p = params.add(`%${likeEscape(value)}%`);
  return `(${[...own.map((c) => `${c} ILIKE ${p}`), related(p)].join(' OR ')})`;
}

export const providers = defineResource({
  entity: Provider,
  app: 'circuits',
  path: 'providers',
  features: ['contacts'],
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'circuit_count'],
  search: ['name', 'description', 'comments'],
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'slug',
    'accounts',
    'description',
    'comments',
    'asns',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'circuit_count',
  ],
  filters: Object.fromEntries(
    TERMINATION_SCOPE.map((name) => [
      name,
      throughTerminations(
        name,
        (t, x) => `SELECT 1 FROM circuits_circuit c JOIN circuits_circuittermination ${x} ON ${x}.circuit_id = c.id WHERE c.provider_id = ${t}.id`,
      ),
    ]),
  ),
});

export const providerAccounts = defineResource({
  entity: ProviderAccount,
  app: 'circuits',
  path: 'provider-accounts',
  features: ['contacts'],
  brief: ['id', 'url', 'display', 'name', 'account', 'description'],
  ordering: ['provider', 'account'],
  display: (t) => `${t}.account || COALESCE(' (' || NULLIF(${t}.name, '') || ')', '')`,
  search: ['name', 'description', 'account', 'comments'],
});

export const providerNetworks = defineResource({
  entity: ProviderNetwork,
  app: 'circuits',
  path: 'provider-networks',
  brief: ['id', 'url', 'display', 'name', 'description'],
  ordering: ['provider', 'name'],
  search: ['name', 'service_id', 'description', 'comments'],
});

export const circuitTypes = defineResource({
  entity: CircuitType,
  app: 'circuits',
  path: 'circuit-types',
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'circuit_count'],
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'slug',
    'color',
    'description',
    'owner',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'circuit_count',
  ],
});

const onCircuit = (t: string, x: string) => `SELECT 1 FROM circuits_circuittermination ${x} WHERE ${x}.circuit_id = ${t}.id`;
/** Circuits whose A (Z) end is one of the terminations; an unknown termination is a 400, as NetBox's model choice. */
const side = (letter: 'A' | 'Z') =>
  method(async (t, values, params, db) => {
    const ids = await requireRows(db, 'circuits_circuittermination', 'id', values);
    return `EXISTS (SELECT 1 FROM circuits_circuittermination s WHERE s.circuit_id = ${t}.id AND s.term_side = '${letter}' AND s.id = ANY(${params.add(ids)}::bigint[]))`;
  }, 'integer');

export const circuits = defineResource({
  entity: Circuit,
  app: 'circuits',
  path: 'circuits',
  features: ['contacts'],
  brief: ['id', 'url', 'display', 'provider', 'cid', 'description'],
  ordering: ['provider', 'provider_account', 'cid'],
  display: 'cid',
  rules: circuitRules,
  filters: {
    ...tenancyFilters(),
    ...Object.fromEntries([...TERMINATION_SCOPE, 'location_id', 'provider_network_id'].map((name) => [name, throughTerminations(name, onCircuit)])),
    termination_a_id: side('A'),
    termination_z_id: side('Z'),
    q: method((t, values, params) =>
      searchSql(
        values,
        params,
        [`${t}.cid`, `${t}.description`, `${t}.comments`],
        (p) =>
          `EXISTS (SELECT 1 FROM circuits_circuittermination q WHERE q.circuit_id = ${t}.id AND (q.xconnect_id ILIKE ${p} OR q.pp_info ILIKE ${p} OR q.description ILIKE ${p}))`,
      ),
    ),
  },
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'cid',
    'provider',
    'provider_account',
    'type',
    'status',
    'tenant',
    'install_date',
    'termination_date',
    'commit_rate',
    'description',
    'distance',
    'distance_unit',
    'termination_a',
    'termination_z',
    'owner',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'assignments',
  ],
});

export const circuitTerminations = defineResource({
  entity: CircuitTermination,
  app: 'circuits',
  path: 'circuit-terminations',
  brief: ['id', 'url', 'display', 'circuit', 'term_side', 'description', 'cable', '_occupied'],
  display: terminationDisplaySql,
  // by circuit (its provider's name, then its cid), then side
  orderSql: (t) =>
    `(SELECT p.name FROM circuits_circuit c JOIN circuits_provider p ON p.id = c.provider_id WHERE c.id = ${t}.circuit_id),
     (SELECT c.cid FROM circuits_circuit c WHERE c.id = ${t}.circuit_id), ${t}.circuit_id, ${t}.term_side`,
  rules: circuitTerminationRules,
  changeParent: 'circuit',
  filters: {
    ...cachedScopeFilters(),
    // NetBox's CabledObjectFilterSet (a circuit termination is no path endpoint: no `connected`)
    ...cabledFilters(),
    provider_network_id: via('_provider_network'),
    provider_id: via('circuit.provider'),
    provider: via('circuit.provider', 'slug'),
    q: method((t, values, params) =>
      searchSql(
        values,
        params,
        [`${t}.xconnect_id`, `${t}.pp_info`, `${t}.description`],
        (p) => `EXISTS (SELECT 1 FROM circuits_circuit q WHERE q.id = ${t}.circuit_id AND q.cid ILIKE ${p})`,
      ),
    ),
  },
});

export const circuitsResources = [providers, providerAccounts, providerNetworks, circuitTypes, circuits, circuitTerminations];
