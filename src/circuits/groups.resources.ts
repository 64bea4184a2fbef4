import { objectTypeIdFilter } from '../core/query/object-type-filters.js';
import { defineResource } from '../core/model/define-resource.js';
import { FilterSpec, method, tenancyFilters } from '../core/model/filter-specs.js';
import { FilterValueError } from '../core/query/filters.js';
import { sqlString } from '../core/serialize/plan.js';
import { Params } from '../database/sql.js';
import { searchSql } from './circuits.resources.js';
import { CircuitPriority } from './choices.js';
import { CircuitGroupAssignment } from './entities/circuit-group-assignment.entity.js';
import { CircuitGroup } from './entities/circuit-group.entity.js';

/** Circuit groups and their assignments (NetBox's circuits.CircuitGroup, CircuitGroupAssignment). */

export const circuitGroups = defineResource({
  entity: CircuitGroup,
  app: 'circuits',
  path: 'circuit-groups',
  brief: ['id', 'url', 'display', 'name'],
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'slug',
    'description',
    'tenant',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'circuit_count',
  ],
  filters: tenancyFilters(),
});

/** Member SQL of a circuit group assignment `t`: ids of its circuit / virtual circuit members chosen by `circuits`/`virtual`. */
function members(t: string, circuits: string | null, virtual: string | null): string {
  const parts: string[] = [];
  if (circuits) parts.push(`(${t}.member_type = 'circuits.circuit' AND ${t}.member_id IN (${circuits}))`);
  if (virtual) parts.push(`(${t}.member_type = 'circuits.virtualcircuit' AND ${t}.member_id IN (${virtual}))`);
  return `(${parts.join(' OR ')})`;
}

/** NetBox's number filters: every value must be a whole number. */
function numbers(values: string[]): number[] {
  const bad = values.find((v) => !/^-?\d+$/.test(v.trim()));
  if (bad !== undefined) throw new FilterValueError('Enter a number.');
  return values.map(Number);
}

/** `circuit`/`virtual_circuit` (by cid) and their `_id`: members of that kind among the values (none found: none). */
function memberFilter(kind: 'circuit' | 'virtual', by: 'id' | 'cid'): FilterSpec {
  const table = kind === 'circuit' ? 'circuits_circuit' : 'circuits_virtualcircuit';
  return method(
    (t, values, params: Params) => {
      const match = by === 'id' ? `id = ANY(${params.add(numbers(values))}::bigint[])` : `cid = ANY(${params.add(values)}::text[])`;
      const chosen = `SELECT id FROM ${table} WHERE ${match}`;
      return kind === 'circuit' ? members(t, chosen, null) : members(t, null, chosen);
    },
    by === 'id' ? 'integer' : 'string',
  );
}

/** `provider` (slug) / `provider_id`: circuits of the provider and virtual circuits on its networks. */
function providerFilter(by: 'id' | 'slug'): FilterSpec {
  return method(
    (t, values, params: Params) => {
      const match = by === 'id' ? `p.id = ANY(${params.add(numbers(values))}::bigint[])` : `p.slug = ANY(${params.add(values)}::text[])`;
      return members(
        t,
        `SELECT c.id FROM circuits_circuit c JOIN circuits_provider p ON p.id = c.provider_id WHERE ${match}`,
        `SELECT v.id FROM circuits_virtualcircuit v JOIN circuits_providernetwork n ON n.id = v.provider_network_id
           JOIN circuits_provider p ON p.id = n.provider_id WHERE ${match}`,
      );
    },
    by === 'id' ? 'integer' : 'string',
  );
}

/** `<group> (<Priority>)`, the priority left out when unset. */
const assignmentDisplay = (t: string) => {
  const labels = CircuitPriority.entries.map(([v, label]) => `WHEN ${sqlString(String(v))} THEN ${sqlString(label)}`).join(' ');
  return `(SELECT g.name FROM circuits_circuitgroup g WHERE g.id = ${t}.group_id) || COALESCE(' (' || CASE ${t}.priority ${labels} END || ')', '')`;
};

export const circuitGroupAssignments = defineResource({
  entity: CircuitGroupAssignment,
  app: 'circuits',
  path: 'circuit-group-assignments',
  verboseName: 'circuit group assignment',
  brief: ['id', 'url', 'display', 'group', 'member_type', 'member_id', 'member', 'priority'],
  // NetBox's CircuitGroupAssignmentSerializer lists tags but no custom_fields (its base declares them)
  omit: ['custom_fields'],
  ordering: ['group', 'member_type', 'member_id', 'priority'],
  display: assignmentDisplay,
  filters: {
    member_type_id: objectTypeIdFilter('member_type'),
    circuit: memberFilter('circuit', 'cid'),
    circuit_id: memberFilter('circuit', 'id'),
    virtual_circuit: memberFilter('virtual', 'cid'),
    virtual_circuit_id: memberFilter('virtual', 'id'),
    provider: providerFilter('slug'),
    provider_id: providerFilter('id'),
    q: method((t, values, params) =>
      searchSql(
        values,
        params,
        [],
        (p) =>
          `EXISTS (SELECT 1 FROM circuits_circuitgroup g WHERE g.id = ${t}.group_id AND g.name ILIKE ${p})
            OR ${members(t, `SELECT id FROM circuits_circuit WHERE cid ILIKE ${p}`, `SELECT id FROM circuits_virtualcircuit WHERE cid ILIKE ${p}`)}`,
      ),
    ),
  },
});

export const circuitGroupResources = [circuitGroups, circuitGroupAssignments];
