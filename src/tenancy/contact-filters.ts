import { Resource } from '../core/model/define-resource.js';
import { CompiledFilter, FilterContext, FilterValueError, registerFilterFactory } from '../core/query/filters.js';

/**
 * NetBox's ContactModelFilterSet on every model declared with the `contacts` feature: `contact`,
 * `contact_role` (ids) and `contact_group` (ids, with descendant groups) match objects through their
 * contact assignments; `null` matches objects with none; `__n` negates.
 */

type Match = (assignment: string, ids: string) => string;

/** per filter: the table its ids name, the assignments it matches, and the assignments `null` also matches */
const MATCHES: Record<string, { table: string; match: Match; none: (assignment: string) => string }> = {
  contact: {
    table: 'tenancy_contact',
    match: (ca, ids) => `${ca}.contact_id = ANY(${ids}::bigint[])`,
    none: () => 'false',
  },
  contact_role: {
    table: 'tenancy_contactrole',
    match: (ca, ids) => `${ca}.role_id = ANY(${ids}::bigint[])`,
    none: () => 'false',
  },
  contact_group: {
    table: 'tenancy_contactgroup',
    match: (ca, ids) =>
      `${ca}.contact_id IN (SELECT m.contact_id FROM tenancy_contact_groups m JOIN tenancy_contactgroup g ON g.id = m.contactgroup_id
                             WHERE g._path && ${ids}::bigint[])`,
    // as Django's isnull across the join: an assignment whose contact is in no group also counts
    none: (ca) => `NOT EXISTS (SELECT 1 FROM tenancy_contact_groups m WHERE m.contact_id = ${ca}.contact_id)`,
  },
};

async function checkIds(ctx: FilterContext, table: string, values: string[]): Promise<number[]> {
  const bad = values.find((v) => !/^\d+$/.test(v));
  if (bad !== undefined) throw new FilterValueError(`Select a valid choice. ${bad} is not one of the available choices.`);
  const ids = [...new Set(values.map(Number))];
  const found = await ctx.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY($1::bigint[])`, [ids]);
  const known = new Set(found.map((r) => Number(r.id)));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw new FilterValueError(`Select a valid choice. ${missing} is not one of the available choices.`);
  return ids;
}

function contactFilter(resource: Resource, name: string): CompiledFilter {
  const { table, match, none } = MATCHES[name];
  return {
    name,
    lookups: ['', 'n'],
    type: 'integer',
    async condition(values, lookup, ctx) {
      const given = values.filter((v) => v !== 'null');
      const type = ctx.params.add(resource.objectType);
      const assigned = (where: string) =>
        `EXISTS (SELECT 1 FROM tenancy_contactassignment ca WHERE ca.object_type = ${type} AND ca.object_id = ${ctx.alias}.id AND ${where})`;
      const parts: string[] = [];
      if (given.length) parts.push(assigned(match('ca', ctx.params.add(await checkIds(ctx, table, given)))));
      if (given.length < values.length) parts.push(`(NOT ${assigned('true')} OR ${assigned(none('ca'))})`);
      const cond = `(${parts.join(' OR ')})`;
      return lookup === 'n' ? `NOT ${cond}` : cond;
    },
  };
}

let registered = false;

export function registerContactFilters(): void {
  if (registered) return;
  registered = true;
  registerFilterFactory((resource) => (resource.features.has('contacts') ? Object.keys(MATCHES).map((name) => contactFilter(resource, name)) : []));
}
