import { defineResource } from '../core/model/define-resource.js';
import { FilterSpec, method, tenancyFilters, via } from '../core/model/filter-specs.js';
import { FilterValueError } from '../core/query/filters.js';
import { searchSql } from './circuits.resources.js';
import { VirtualCircuitTermination } from './entities/virtual-circuit-termination.entity.js';
import { VirtualCircuitType } from './entities/virtual-circuit-type.entity.js';
import { VirtualCircuit } from './entities/virtual-circuit.entity.js';
import { virtualCircuitRules } from './rules/circuit.rules.js';
import { virtualCircuitTerminationDisplaySql, virtualCircuitTerminationRules } from './rules/virtual-circuit-termination.rules.js';

/** Virtual circuits, their types and terminations (NetBox's circuits/models/virtual_circuits.py). */

export const virtualCircuitTypes = defineResource({
  entity: VirtualCircuitType,
  app: 'circuits',
  path: 'virtual-circuit-types',
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'virtual_circuit_count'],
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'slug',
    'color',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'virtual_circuit_count',
  ],
});

export const virtualCircuits = defineResource({
  entity: VirtualCircuit,
  app: 'circuits',
  path: 'virtual-circuits',
  features: ['contacts'],
  unfiltered: ['contact', 'contact_role', 'contact_group'],
  brief: ['id', 'url', 'display', 'provider_network', 'cid', 'description'],
  ordering: ['provider_network', 'provider_account', 'cid'],
  display: 'cid',
  search: ['cid', 'description', 'comments'],
  rules: virtualCircuitRules,
  filters: {
    ...tenancyFilters(),
    provider_id: via('provider_network.provider'),
    provider: via('provider_network.provider', 'slug'),
  },
});

export const virtualCircuitTerminations = defineResource({
  entity: VirtualCircuitTermination,
  app: 'circuits',
  path: 'virtual-circuit-terminations',
  brief: ['id', 'url', 'display', 'virtual_circuit', 'role', 'interface', 'description'],
  ordering: ['virtual_circuit', 'role'],
  display: virtualCircuitTerminationDisplaySql,
  rules: virtualCircuitTerminationRules,
  changeParent: 'virtual_circuit',
  filters: {
    provider_id: via('virtual_circuit.provider_network.provider'),
    provider: via('virtual_circuit.provider_network.provider', 'slug'),
    provider_account_id: via('virtual_circuit.provider_account'),
    provider_account: via('virtual_circuit.provider_account', 'account'),
    provider_network_id: via('virtual_circuit.provider_network'),
    q: method((t, values, params) =>
      searchSql(
        values,
        params,
        [`${t}.description`],
        (p) => `EXISTS (SELECT 1 FROM circuits_virtualcircuit v WHERE v.id = ${t}.virtual_circuit_id AND v.cid ILIKE ${p})`,
      ),
    ),
  },
});

/** An interface's terminations (through the one-to-one): NetBox's interface filters for virtual circuits. */
function interfaceTermination(column: 'id' | 'virtual_circuit_id'): FilterSpec {
  return method((t, values, params) => {
    const bad = values.find((v) => !/^\d+$/.test(v));
    if (bad !== undefined) throw new FilterValueError(`Select a valid choice. ${bad} is not one of the available choices.`);
    return `EXISTS (SELECT 1 FROM circuits_virtualcircuittermination x WHERE x.interface_id = ${t}.id AND x.${column} = ANY(${params.add(values.map(Number))}::bigint[]))`;
  }, 'integer');
}

/** Filters circuits contributes to dcim interfaces (registered by the circuits module). */
export const interfaceVirtualCircuitFilters: Record<string, FilterSpec> = {
  virtual_circuit_id: interfaceTermination('virtual_circuit_id'),
  virtual_circuit_termination_id: interfaceTermination('id'),
};

export const virtualCircuitResources = [virtualCircuitTypes, virtualCircuits, virtualCircuitTerminations];
