import { FilterSpec, via, viaTree } from '../core/model/filter-specs.js';
import { RuleContext, WriteItem } from '../core/model/model-rules.js';
import { Location } from './entities/location.entity.js';
import { Site } from './entities/site.entity.js';

/**
 * What models with a dcim "scope" share (NetBox's CachedScopeMixin: clusters, and circuit terminations):
 * the region, site group, site and location the scope object lies in, cached in hidden foreign keys
 * (`_region`, `_site_group`, `_site`, `_location`, declared with @CachedForeignKey) that the filters use.
 */

/** Object types a scope may name (docs/models.md §2.6, §5.2). */
export const SCOPE_TYPES = ['dcim.region', 'dcim.sitegroup', 'dcim.site', 'dcim.location'];

export interface ScopeCache {
  _region: number | null;
  _site_group: number | null;
  _site: number | null;
  _location: number | null;
}

/** NetBox's cache_related_objects(): a site caches its region and group, a location also its site. */
export async function scopeCache(type: unknown, id: unknown, ctx: RuleContext): Promise<ScopeCache> {
  const cache: ScopeCache = { _region: null, _site_group: null, _site: null, _location: null };
  if (typeof type !== 'string' || id === null || id === undefined) return cache;
  let siteId: number | null = null;
  if (type === 'dcim.region') cache._region = Number(id);
  else if (type === 'dcim.sitegroup') cache._site_group = Number(id);
  else if (type === 'dcim.site') siteId = Number(id);
  else if (type === 'dcim.location') {
    cache._location = Number(id);
    siteId = ((await ctx.row(Location, Number(id)))?.site as number | undefined) ?? null;
  }
  if (siteId !== null) {
    const site = await ctx.row(Site, siteId);
    cache._site = siteId;
    cache._region = (site?.region as number | null | undefined) ?? null;
    cache._site_group = (site?.group as number | null | undefined) ?? null;
  }
  return cache;
}

/**
 * Stores cached foreign keys on an item: as values by field name (seen by uniqueness rules, which run
 * before `derive`) and as derived columns (written with the row).
 */
export function setCached(item: WriteItem, cache: object): void {
  for (const [name, value] of Object.entries(cache)) {
    item.values[name] = value;
    item.derived[`${name}_id`] = value;
    item.given.add(name);
  }
}

/** True when a write sets the generic relation `prefix` (or creates the object). */
export function touchesRelation(item: WriteItem, prefix: string): boolean {
  return !item.before || item.given.has(`${prefix}_type`) || item.given.has(`${prefix}_id`);
}

/**
 * NetBox's region and site group filters of a model placed by a site: `site` is the path to it (`site`, or
 * `device.site` for a device's components); regions and site groups include descendants.
 */
export function siteScopeFilters(site = 'site'): Record<string, FilterSpec> {
  return {
    region_id: viaTree(`${site}.region`),
    region: viaTree(`${site}.region`, 'slug'),
    site_group_id: viaTree(`${site}.group`),
    site_group: viaTree(`${site}.group`, 'slug'),
  };
}

/** NetBox's ScopedFilterSet over the cached columns: regions, site groups and locations include descendants. */
export function cachedScopeFilters(): Record<string, FilterSpec> {
  return {
    region_id: viaTree('_region'),
    region: viaTree('_region', 'slug'),
    site_group_id: viaTree('_site_group'),
    site_group: viaTree('_site_group', 'slug'),
    site_id: via('_site'),
    site: via('_site', 'slug'),
    location_id: viaTree('_location'),
    location: viaTree('_location', 'slug'),
  };
}
