import type { Queryable } from '../database/db.js';
import { FilterSpec, method } from '../core/model/filter-specs.js';
import { FilterValueError } from '../core/query/filters.js';
import { Params, quoteIdent } from '../database/sql.js';

/**
 * NetBox's `available_at_site`, `available_at_site_group`, `available_on_device` and
 * `available_on_virtualmachine` VLAN filters (VLANQuerySet.get_for_*): the VLANs of groups scoped to the
 * object or to a place above it (regions, site groups and locations with their ancestors, the rack, the
 * cluster and its group), the VLANs of its site, and the global ones (no site, and no group or an
 * unscoped group).
 */

/** A tree node's id with its ancestors' (the materialised path), or none. */
const withAncestors = (table: string, id: string) => `COALESCE((SELECT x._path FROM ${table} x WHERE x.id = ${id}), '{}'::bigint[])`;
const one = (id: string) => `ARRAY[${id}]::bigint[]`;
const scopedTo = (type: string, ids: string) => `(g.scope_type = '${type}' AND g.scope_id = ANY(${ids}))`;

/** Groups scoped to the site, or to its region or site group or one of their ancestors. */
const aroundSite = (site: string) => [
  scopedTo('dcim.site', one(site)),
  scopedTo('dcim.region', withAncestors('dcim_region', `(SELECT s.region_id FROM dcim_site s WHERE s.id = ${site})`)),
  scopedTo('dcim.sitegroup', withAncestors('dcim_sitegroup', `(SELECT s.group_id FROM dcim_site s WHERE s.id = ${site})`)),
];

function availableSql(t: string, groupScopes: string[], site: string | null): string {
  const parts = [
    `${t}.group_id IN (SELECT g.id FROM ipam_vlangroup g WHERE ${groupScopes.join(' OR ')})`,
    `(${t}.site_id IS NULL AND (${t}.group_id IS NULL OR ${t}.group_id IN (SELECT g.id FROM ipam_vlangroup g WHERE g.scope_id IS NULL)))`,
  ];
  if (site) parts.push(`${t}.site_id = ${site}`);
  return `(${parts.join(' OR ')})`;
}

/** Where each filter looks: the scopes of the object `$p` (its id) and its site, if any. */
const PLACES: Record<string, { table: string; scopes: (p: string) => string[]; site: ((p: string) => string) | null }> = {
  available_at_site: { table: 'dcim_site', scopes: aroundSite, site: (p) => p },
  available_at_site_group: { table: 'dcim_sitegroup', scopes: (p) => [scopedTo('dcim.sitegroup', withAncestors('dcim_sitegroup', p))], site: null },
  available_on_device: {
    table: 'dcim_device',
    scopes: (p) => {
      const of = (column: string) => `(SELECT d.${column} FROM dcim_device d WHERE d.id = ${p})`;
      return [
        scopedTo('virtualization.cluster', one(of('cluster_id'))),
        scopedTo('virtualization.clustergroup', one(`(SELECT c.group_id FROM virtualization_cluster c WHERE c.id = ${of('cluster_id')})`)),
        ...aroundSite(of('site_id')),
        scopedTo('dcim.location', withAncestors('dcim_location', of('location_id'))),
        scopedTo('dcim.rack', one(of('rack_id'))),
      ];
    },
    site: (p) => `(SELECT d.site_id FROM dcim_device d WHERE d.id = ${p})`,
  },
  available_on_virtualmachine: {
    table: 'virtualization_virtualmachine',
    scopes: (p) => {
      const cluster = `(SELECT v.cluster_id FROM virtualization_virtualmachine v WHERE v.id = ${p})`;
      const clusterScope = (type: string) => `(SELECT c.scope_id FROM virtualization_cluster c WHERE c.id = ${cluster} AND c.scope_type = '${type}')`;
      return [
        scopedTo('virtualization.cluster', one(cluster)),
        scopedTo('virtualization.clustergroup', one(`(SELECT c.group_id FROM virtualization_cluster c WHERE c.id = ${cluster})`)),
        scopedTo('dcim.location', withAncestors('dcim_location', clusterScope('dcim.location'))),
        scopedTo('dcim.site', one(clusterScope('dcim.site'))),
        scopedTo('dcim.sitegroup', withAncestors('dcim_sitegroup', clusterScope('dcim.sitegroup'))),
        scopedTo('dcim.region', withAncestors('dcim_region', clusterScope('dcim.region'))),
        ...aroundSite(vmSite(p)),
      ];
    },
    site: (p) => vmSite(p),
  },
};

/** The VM's site, else the site its cluster is scoped to (directly or through a location). */
function vmSite(p: string): string {
  return `COALESCE((SELECT v.site_id FROM virtualization_virtualmachine v WHERE v.id = ${p}),
    (SELECT CASE c.scope_type WHEN 'dcim.site' THEN c.scope_id WHEN 'dcim.location' THEN (SELECT l.site_id FROM dcim_location l WHERE l.id = c.scope_id) END
       FROM virtualization_cluster c JOIN virtualization_virtualmachine v ON v.cluster_id = c.id WHERE v.id = ${p}))`;
}

/** Django's ModelChoiceField: one existing object's id, else its invalid-choice message. */
async function oneObject(db: Queryable, table: string, values: string[]): Promise<number | null> {
  const value = values[values.length - 1].trim();
  if (!value) return null;
  const rows = /^\d+$/.test(value) ? await db.query(`SELECT 1 FROM ${quoteIdent(table)} WHERE id = $1`, [Number(value)]) : [];
  if (!rows.length) throw new FilterValueError('Select a valid choice. That choice is not one of the available choices.');
  return Number(value);
}

export const availableVlanFilters: Record<string, FilterSpec> = Object.fromEntries(
  Object.entries(PLACES).map(([name, place]) => [
    name,
    method(async (t: string, values: string[], params: Params, db: Queryable) => {
      const id = await oneObject(db, place.table, values);
      if (id === null) return null;
      const p = `${params.add(id)}::bigint`;
      return availableSql(t, place.scopes(p), place.site?.(p) ?? null);
    }, 'integer'),
  ]),
);
