import { Resource, ResourceRegistry } from '../../core/model/define-resource.js';
import { quoteIdent } from '../../database/sql.js';
import { activeCriteria, cacheColumn, objectIdsSql } from './criteria.js';
import { ConfigContext } from './entities/config-context.entity.js';

/**
 * SQL rendering an object's `config_context` (docs/models.md §6.3) inside the statement that
 * renders the object, for any model declaring the field (devices now, virtual machines later): what the
 * model has — site, location, role, platform, tenant, device type, cluster, tags — is read from its
 * declaration (criteria.ts).
 *
 *   (SELECT inv_deep_merge(
 *            (SELECT inv_deep_merge_agg(c.data, c._data_paths ORDER BY c.weight, c.name) FROM extras_configcontext c
 *              WHERE c.is_active AND (c._regions = '{}' OR c._regions && o.regions) AND …),
 *            t.local_context_data)
 *      FROM (SELECT <region and its ancestors> AS regions, …) o)
 *
 * `o` holds the object's ids per criterion, computed once per object; each active context is then
 * checked with array overlaps against its cached criteria (`_regions`… kept by triggers). The deep merge
 * and its ordered aggregate are SQL functions of the ConfigContexts migration; `_data_paths` (also kept
 * by a trigger) tells the fold where each context has nested objects. No match and no local data → {}.
 * It adds no statement: a page of devices stays one SELECT, and leaving the field out (brief, exclude)
 * leaves all of this out of it.
 */
export function configContextSql(resource: Resource, alias: string): string {
  const contexts = ResourceRegistry.forEntity(ConfigContext);
  const facts: string[] = [];
  const conditions = ['c.is_active'];
  for (const criterion of activeCriteria(contexts)) {
    const cached = `c.${quoteIdent(cacheColumn(criterion))}`;
    const ids = objectIdsSql(resource, alias, criterion);
    if (ids === null) {
      // the model has no such attribute: only contexts leaving this criterion empty apply
      conditions.push(`${cached} = '{}'`);
      continue;
    }
    const name = quoteIdent(criterion.field);
    facts.push(`${ids} AS ${name}`);
    conditions.push(`(${cached} = '{}' OR ${cached} && o.${name})`);
  }
  const localField = resource.field('local_context_data');
  const local = localField?.column ? `${alias}.${quoteIdent(localField.column)}` : 'NULL::jsonb';
  const merged = `SELECT inv_deep_merge_agg(c.data, c._data_paths ORDER BY c.weight, c.name) FROM extras_configcontext c WHERE ${conditions.join(' AND ')}`;
  return `SELECT inv_deep_merge((${merged}), ${local}) FROM (SELECT ${facts.length ? facts.join(', ') : 'NULL AS none'}) o`;
}
