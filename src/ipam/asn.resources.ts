import { method, tenancyFilters, viaMany } from '../core/model/filter-specs.js';
import { defineResource } from '../core/model/define-resource.js';
import { availableAsns } from './available/asns.js';
import { ASNRange } from './entities/asn-range.entity.js';
import { ASN } from './entities/asn.entity.js';
import { requireRows, textOrNumberSearch } from './filters.js';
import { asnRangeRules, asnRules } from './rules/asn.rules.js';
import { asnDisplaySql } from './sql.js';

/** ASN ranges and ASNs (NetBox's ipam/models/asns.py). */

const TAIL = ['description', 'owner', 'comments', 'tags', 'custom_fields', 'created', 'last_updated'];

export const asnRanges = defineResource({
  entity: ASNRange,
  app: 'ipam',
  path: 'asn-ranges',
  verboseName: 'ASN range',
  brief: ['id', 'url', 'display', 'name', 'description'],
  display: (t) => `${t}.name || ' (' || ${t}.start || '-' || ${t}."end" || ')'`,
  search: ['name', 'description'],
  rules: asnRangeRules,
  actions: [availableAsns],
  fieldOrder: ['id', 'url', 'display_url', 'display', 'name', 'slug', 'rir', 'start', 'end', 'tenant', ...TAIL, 'asn_count'],
  filters: tenancyFilters(),
});

/** ASNs of sites in these site groups (or their descendants), by id or slug; unknown groups are a 400. */
const bySiteGroup = (by: 'id' | 'slug') =>
  method(
    async (t, values, params, db) => {
      const groups = await requireRows(db, 'dcim_sitegroup', by, values);
      return `EXISTS (SELECT 1 FROM dcim_site_asns m JOIN dcim_site s ON s.id = m.site_id JOIN dcim_sitegroup g ON g.id = s.group_id
                       WHERE m.asn_id = ${t}.id AND g._path && ${params.add(groups)}::bigint[])`;
    },
    by === 'id' ? 'integer' : 'string',
  );

export const asns = defineResource({
  entity: ASN,
  app: 'ipam',
  path: 'asns',
  features: ['contacts'],
  unfiltered: ['contact', 'contact_role', 'contact_group'],
  verboseName: 'ASN',
  brief: ['id', 'url', 'display', 'asn', 'description'],
  ordering: ['asn'],
  display: asnDisplaySql,
  // the providers are written from the provider's side
  omit: ['providers'],
  fieldOrder: ['id', 'url', 'display_url', 'display', 'asn', 'rir', 'role', 'tenant', ...TAIL, 'site_count', 'provider_count', 'sites'],
  rules: asnRules,
  filters: {
    ...tenancyFilters(),
    site_group_id: bySiteGroup('id'),
    site_group: bySiteGroup('slug'),
    site_id: viaMany('sites'),
    site: viaMany('sites', 'slug'),
    provider_id: viaMany('providers'),
    provider: viaMany('providers', 'slug'),
    q: textOrNumberSearch(['description'], ['asn']),
  },
});

export const asnResources = [asnRanges, asns];
