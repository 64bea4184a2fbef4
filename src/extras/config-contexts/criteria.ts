import { Resource, ResourceRegistry } from '../../core/model/define-resource.js';
import { CompiledFilter, FilterValueError } from '../../core/query/filters.js';
import { quoteIdent } from '../../database/sql.js';
import { sqlString } from '../../core/serialize/plan.js';

/**
 * The assignment criteria of a config context (docs/models.md §6.3), one entry per dimension: the
 * context's many-to-many field, what it is compared with on the rendered object (a foreign-key path
 * from the object, or its tags), and the NetBox filter names (NetBox 4.6's ConfigContextFilterSet). A
 * criterion whose field ConfigContext does not declare is inactive.
 *
 * Each criterion's ids are also cached on the context row, in `_<field>` (bigint[]), kept by triggers on
 * the join table (see the ConfigContexts migration): rendering a device then compares small arrays in
 * memory instead of probing every join table for every (device, context) pair.
 */
export interface Criterion {
  /** the many-to-many field of ConfigContext */
  field: string;
  /** what the object offers: a foreign-key path from it (`site.region`), or `tags` */
  path: string;
  /** tree targets: naming an ancestor of the object's node matches too */
  ancestors: boolean;
  /** filter base name: `<filter>_id` by id, `<filter>` by `filterBy` */
  filter: string;
  filterBy: 'slug' | false;
}

export const CRITERIA: Criterion[] = [
  { field: 'regions', path: 'site.region', ancestors: true, filter: 'region', filterBy: 'slug' },
  { field: 'site_groups', path: 'site.group', ancestors: true, filter: 'site_group', filterBy: 'slug' },
  { field: 'sites', path: 'site', ancestors: false, filter: 'site', filterBy: 'slug' },
  // devices only: a VM has no location / device type, so a context naming any never applies to it
  { field: 'locations', path: 'location', ancestors: true, filter: 'location', filterBy: 'slug' },
  { field: 'device_types', path: 'device_type', ancestors: false, filter: 'device_type', filterBy: false },
  // NetBox names the role filters device_role / device_role_id
  { field: 'roles', path: 'role', ancestors: true, filter: 'device_role', filterBy: 'slug' },
  { field: 'platforms', path: 'platform', ancestors: true, filter: 'platform', filterBy: 'slug' },
  // devices and virtual machines both have a cluster
  { field: 'cluster_types', path: 'cluster.type', ancestors: false, filter: 'cluster_type', filterBy: 'slug' },
  { field: 'cluster_groups', path: 'cluster.group', ancestors: false, filter: 'cluster_group', filterBy: 'slug' },
  { field: 'clusters', path: 'cluster', ancestors: false, filter: 'cluster', filterBy: false },
  // the tenant's direct group only (NetBox does not climb the tenant-group tree here)
  { field: 'tenant_groups', path: 'tenant.group', ancestors: false, filter: 'tenant_group', filterBy: 'slug' },
  { field: 'tenants', path: 'tenant', ancestors: false, filter: 'tenant', filterBy: 'slug' },
  { field: 'tags', path: 'tags', ancestors: false, filter: 'tag', filterBy: 'slug' },
];

/** The cache column of a criterion on extras_configcontext. */
export function cacheColumn(c: Criterion): string {
  return `_${c.field}`;
}

/** Criteria the ConfigContext model declares. */
export function activeCriteria(contexts: Resource): Criterion[] {
  return CRITERIA.filter((c) => contexts.field(c.field)?.m2m);
}

/**
 * SQL (bigint[]) of the ids the object offers for a criterion — its node and the node's ancestors for
 * trees — or null when the model has no such attribute (a VM's location).
 */
export function objectIdsSql(resource: Resource, alias: string, c: Criterion): string | null {
  if (c.path === 'tags') {
    if (!resource.hasTags) return null;
    return `ARRAY(SELECT ti.tag_id FROM extras_taggeditem ti WHERE ti.object_type = ${sqlString(resource.objectType)} AND ti.object_id = ${alias}.id)`;
  }
  let current = resource;
  let expr = '';
  let step = 0;
  // aliases named after the criterion: the same declaration always renders the same SQL
  const nextAlias = () => `${alias}_${c.field}${++step}`;
  for (const segment of c.path.split('.')) {
    const field = current.field(segment);
    if (field?.kind !== 'foreignKey') return null;
    if (!expr) expr = `${alias}.${quoteIdent(field.column!)}`;
    else {
      const x = nextAlias();
      expr = `(SELECT ${x}.${quoteIdent(field.column!)} FROM ${quoteIdent(current.table)} ${x} WHERE ${x}.id = ${expr})`;
    }
    const next = ResourceRegistry.maybeForEntity(field.target!());
    if (!next) return null;
    current = next;
  }
  if (c.ancestors && current.isTree) {
    const x = nextAlias();
    return `(SELECT ${x}._path FROM ${quoteIdent(current.table)} ${x} WHERE ${x}.id = ${expr})`;
  }
  return `ARRAY[${expr}]::bigint[]`;
}

/**
 * `<filter>_id` and `<filter>` on the config-context list: contexts naming any of the given objects
 * (NetBox's ModelMultipleChoiceFilter: repeats OR-ed, `__n` excludes).
 */
export function criterionFilters(contexts: Resource): CompiledFilter[] {
  const out: CompiledFilter[] = [];
  for (const c of activeCriteria(contexts)) {
    const target = ResourceRegistry.forEntity(contexts.field(c.field)!.target!());
    out.push(criterionFilter(c, target, `${c.filter}_id`, 'id'));
    if (c.filterBy) out.push(criterionFilter(c, target, c.filter, c.filterBy));
  }
  return out;
}

function criterionFilter(c: Criterion, target: Resource, name: string, by: 'id' | 'slug'): CompiledFilter {
  const byId = by === 'id';
  const column = byId ? 'id' : quoteIdent(target.field(by)!.column!);
  return {
    name,
    lookups: ['', 'n'],
    type: byId ? 'integer' : 'string',
    async condition(values, lookup, ctx) {
      if (byId) {
        const bad = values.find((v) => !/^\d+$/.test(v));
        if (bad !== undefined) throw new FilterValueError(`Select a valid choice. ${bad} is not one of the available choices.`);
      }
      const given = values.map((v) => (byId ? String(Number(v)) : v));
      const found = await ctx.db.query<{ id: number; v: string }>(
        `SELECT id, ${column}::text AS v FROM ${quoteIdent(target.table)} WHERE ${column}::text = ANY($1::text[])`,
        [given],
      );
      const seen = new Set(found.map((r) => r.v));
      const missing = given.find((v) => !seen.has(v));
      if (missing !== undefined) throw new FilterValueError(`Select a valid choice. ${missing} is not one of the available choices.`);
      const overlap = `${ctx.alias}.${quoteIdent(cacheColumn(c))} && ${ctx.params.add(found.map((r) => r.id))}::bigint[]`;
      return lookup === 'n' ? `NOT (${overlap})` : overlap;
    },
  };
}
