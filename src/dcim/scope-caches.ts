import type { Queryable } from '../database/db.js';
import { ResourceRegistry } from '../core/model/define-resource.js';
import { counterStep } from '../core/write/counters.js';
import type { ObjectEvent } from '../core/write/hooks.js';

/**
 * The region, site group, site and location cached on objects placed by a dcim scope (cached-scope.ts)
 * follow their scope when it moves, as NetBox's sync_cached_scope_fields and handle_location_site_change
 * signals (and its denormalized-field registry) keep them: a site given another region or group, a location
 * given another site (with the locations below it, which follow it). The values are recomputed from each
 * row's own scope, never copied from the saved object. Like NetBox's queryset updates, this is silent: no
 * change record, no event, no last_updated; the counters fed by the cached keys are recounted.
 */

/** Models with cached scope columns, and the generic relation naming their scope. */
const SCOPED: { type: string; relation: string }[] = [
  { type: 'ipam.prefix', relation: 'scope' },
  { type: 'virtualization.cluster', relation: 'scope' },
  { type: 'wireless.wirelesslan', relation: 'scope' },
  { type: 'circuits.circuittermination', relation: 'termination' },
];

/**
 * The cached values each row of `table` should hold, for rows scoped to one of the sites ($1), to a location
 * of one of them, or to one of the locations ($2) or a location below one, and rows whose cache names one of
 * the sites or locations: always computed from the row's own scope.
 */
function expected(table: string, relation: string): string {
  const type = `x.${relation}_type`;
  const id = `x.${relation}_id`;
  return `WITH RECURSIVE tree(id) AS (
        SELECT unnest($2::bigint[])
        UNION SELECT l.id FROM dcim_location l JOIN tree t ON l.parent_id = t.id),
      scoped AS (
        SELECT x.id,
               CASE WHEN ${type} = 'dcim.location' THEN ${id} END AS location_id,
               CASE WHEN ${type} = 'dcim.site' THEN ${id} ELSE l.site_id END AS site_id
          FROM ${table} x LEFT JOIN dcim_location l ON ${type} = 'dcim.location' AND l.id = ${id}
         WHERE (${type} = 'dcim.site' AND ${id} = ANY($1::bigint[]))
            OR (${type} = 'dcim.location' AND (l.site_id = ANY($1::bigint[]) OR ${id} IN (SELECT id FROM tree)))
            -- and rows whose cache names the saved site or location, even wrongly (NetBox selects those by the cache)
            OR x._site_id = ANY($1::bigint[]) OR x._location_id = ANY($2::bigint[]))
    SELECT sc.id, sc.location_id, sc.site_id, s.region_id, s.group_id
      FROM scoped sc LEFT JOIN dcim_site s ON s.id = sc.site_id JOIN ${table} x ON x.id = sc.id
     WHERE (x._location_id, x._site_id, x._region_id, x._site_group_id) IS DISTINCT FROM (sc.location_id, sc.site_id, s.region_id, s.group_id)`;
}

/** Brings the cached scope columns of objects placed by these sites and locations back in line with their scope. */
export async function resyncScopeCaches(db: Queryable, siteIds: number[], locationIds: number[]): Promise<void> {
  if (!siteIds.length && !locationIds.length) return;
  const models = SCOPED.map(({ type, relation }) => ({ type, relation, resource: ResourceRegistry.forObjectType(type) }));
  // most site and location saves move nothing: one look over every model first
  const stale = await db.query<{ type: string; id: number }>(
    models.map((m) => `SELECT '${m.type}' AS type, e.id FROM (${expected(m.resource.table, m.relation)}) e`).join(' UNION ALL '),
    [siteIds, locationIds],
  );
  for (const { type, relation, resource } of models) {
    const ids = stale.filter((r) => r.type === type).map((r) => Number(r.id));
    if (!ids.length) continue;
    const counted = await counterStep.before?.(db, resource, ids);
    await db.query(
      `UPDATE ${resource.table} x SET _location_id = e.location_id, _site_id = e.site_id, _region_id = e.region_id, _site_group_id = e.group_id
         FROM (${expected(resource.table, relation)}) e WHERE e.id = x.id`,
      [siteIds, locationIds],
    );
    const events: ObjectEvent[] = ids.map((id) => ({ resource, id, action: 'update', message: '' }));
    await counterStep.after(db, events, counted);
  }
}
