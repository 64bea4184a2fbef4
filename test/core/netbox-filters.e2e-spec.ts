import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ResourceRegistry } from '../../src/core/model/define-resource';
import { filtersOf } from '../../src/core/query/filters';
import { useApp } from '../resources/resource-suite';

/**
 * Filter names per resource against NetBox 4.6's filtersets: test/fixtures/netbox-filters.json is written by
 * scripts/netbox-filtersets.py, which reads NetBox's filtersets.py files statically (declared filters,
 * Meta.fields, mixins; range filters as `<name>_after` / `<name>_before`). Lookup suffixes are not compared,
 * except that a NetBox filter named `<x>__<lookup>` is served when our `<x>` has that lookup.
 *
 * Every difference must be listed below with its reason; a new one (a model added without NetBox's
 * filters, or a NetBox filter dropped) fails the test. Most entries wait for models other work adds.
 */
const netbox = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'netbox-filters.json'), 'utf8')) as Record<string, string[]>;

interface Difference {
  missing: string[];
  extra: string[];
  why: string;
}

const ACCEPTED: Record<string, Difference> = {
  'extras.webhook': {
    missing: [],
    extra: ['enabled', 'type_create', 'type_update', 'type_delete'],
    why: "NetBox 3's trigger fields kept on webhooks (this service's extension) are filterable",
  },
  'users.group': {
    missing: [],
    extra: ['created_by_request', 'updated_by_request', 'modified_by_request'],
    why: 'groups are change-logged here (who granted what), so they have the change-request filters',
  },
  'users.objectpermission': {
    missing: [],
    extra: ['created_by_request', 'updated_by_request', 'modified_by_request'],
    why: 'permissions are change-logged here, so they have the change-request filters',
  },
  'core.datafile': {
    missing: ['created_by_request', 'modified_by_request', 'updated_by_request'],
    extra: [],
    why: 'data files are written by the sync job only, not change-logged (their created is kept, and filtered)',
  },
  'dcim.interface': {
    missing: [],
    extra: ['role_id', 'role'],
    why: "role / role_id (the device's role with its descendants) are kept beside NetBox's device_role filters",
  },
  'extras.tag': {
    missing: ['owner', 'owner_group', 'owner_group_id', 'owner_id'],
    extra: [],
    why: "NetBox's tag API shows no owner, so no tag could be given one: its filters would always list all or nothing",
  },
  'extras.notificationgroup': {
    missing: ['created', 'last_updated'],
    extra: [],
    why: 'its API shows no created/last_updated, so the columns are not kept',
  },
  'ipam.iprange': {
    missing: [],
    extra: ['present_in_vrf_id', 'present_in_vrf'],
    why: "present_in_vrf filters the IPAM work gives IP ranges, which NetBox's filterset lacks (left to that work)",
  },
  'vpn.tunneltermination': {
    missing: ['q'],
    extra: [],
    why: "NetBox's q on tunnel terminations searches nothing (its search() is the base no-op): ignoring q answers the same",
  },
};

/**
 * Lookup suffixes per filter: test/fixtures/netbox-filter-lookups.json is written by scripts/netbox-filter-lookups.py,
 * which derives from NetBox's filtersets and models the suffixes BaseFilterSet adds to each filter (by the filter's
 * class, or for a Meta.fields name by the model field's). Every suffix NetBox gives a filter we have must be served,
 * except those listed here with their reason.
 */
const netboxLookups = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'netbox-filter-lookups.json'), 'utf8')) as {
  sets: Record<string, string[]>;
} & Record<string, Record<string, string>>;

const CONTENT_TYPE_LOOKUPS = ['ic', 'ie', 'iew', 'iregex', 'isw', 'nic', 'nie', 'niew', 'nisw', 'regex'];
const CONTENT_TYPE_WHY =
  "NetBox's MultiValueContentTypeFilter.filter() ignores both the lookup and the negation: object_type__ic=dcim.site and " +
  'object_type__nic=dcim.site are object_type=dcim.site, object_type__ic=site matches nothing. Serving them would mean ' +
  "copying that (a __nic that does not negate) or giving them a meaning NetBox's do not have";
const ARRAY_WHY =
  "NetBox's NumericArrayFilter derives __empty too, but hands Django's isnull lookup a one-element list, which Django " +
  'refuses (a 500 there): no answer to copy. lt/lte/gt/gte are served (array order, as NetBox)';

const ACCEPTED_LOOKUPS: Record<string, { missing: Record<string, string[]>; why: string }> = {
  'dcim.cable': { missing: { termination_a_type: CONTENT_TYPE_LOOKUPS, termination_b_type: CONTENT_TYPE_LOOKUPS }, why: CONTENT_TYPE_WHY },
  'extras.customfield': { missing: { object_type: CONTENT_TYPE_LOOKUPS }, why: CONTENT_TYPE_WHY },
  'extras.customlink': { missing: { object_type: CONTENT_TYPE_LOOKUPS }, why: CONTENT_TYPE_WHY },
  'extras.eventrule': { missing: { object_type: CONTENT_TYPE_LOOKUPS }, why: CONTENT_TYPE_WHY },
  'extras.exporttemplate': { missing: { object_type: CONTENT_TYPE_LOOKUPS }, why: CONTENT_TYPE_WHY },
  'extras.savedfilter': { missing: { object_type: CONTENT_TYPE_LOOKUPS }, why: CONTENT_TYPE_WHY },
  'extras.tableconfig': { missing: { object_type: CONTENT_TYPE_LOOKUPS }, why: CONTENT_TYPE_WHY },
  'users.objectpermission': { missing: { object_type: CONTENT_TYPE_LOOKUPS }, why: CONTENT_TYPE_WHY },
  'dcim.rackreservation': { missing: { unit: ['empty'] }, why: ARRAY_WHY },
  'ipam.service': { missing: { port: ['empty'] }, why: ARRAY_WHY },
  'ipam.servicetemplate': { missing: { port: ['empty'] }, why: ARRAY_WHY },
  'extras.bookmark': {
    missing: { object_type_id: ['empty', 'gt', 'gte', 'lt', 'lte'] },
    why: "NetBox's object_type_id on bookmarks is a number filter: ordering object types by id is no question a client asks",
  },
};

describe('filter names against NetBox 4.6', () => {
  const handle = useApp();

  it("every declared resource has NetBox's filters, and no others, except the differences listed with their reasons", () => {
    void handle.app;
    const report: Record<string, Difference> = {};
    for (const resource of ResourceRegistry.all()) {
      const theirs = netbox[resource.objectType];
      if (!theirs) continue;
      const compiled = [...filtersOf(resource).values()].filter((f) => !f.prefix);
      const ours = compiled.map((f) => f.name);
      // NetBox declares some lookups as filters of their own (created__gte): ours serve them as lookups
      const served = (name: string) =>
        ours.includes(name) || compiled.some((f) => name.startsWith(`${f.name}__`) && f.lookups.includes(name.slice(f.name.length + 2)));
      const missing = theirs.filter((n) => !served(n));
      const extra = ours.filter((n) => !theirs.includes(n));
      if (missing.length || extra.length) report[resource.objectType] = { missing, extra, why: ACCEPTED[resource.objectType]?.why ?? '(not listed)' };
    }
    if (process.env.PRINT_FILTER_REPORT) writeFileSync(process.env.PRINT_FILTER_REPORT, JSON.stringify(report));
    const accepted = Object.fromEntries(Object.entries(ACCEPTED).filter(([type]) => ResourceRegistry.byObjectType(type)));
    expect(report).toEqual(accepted);
  });

  it('every filter serves the lookup suffixes NetBox derives for it, except the differences listed with their reasons', () => {
    void handle.app;
    const report: Record<string, Record<string, string[]>> = {};
    for (const resource of ResourceRegistry.all()) {
      const theirs = netboxLookups[resource.objectType];
      if (!theirs) continue;
      const ours = filtersOf(resource);
      for (const [name, set] of Object.entries(theirs)) {
        const filter = ours.get(name);
        if (!filter || filter.prefix) continue;
        const missing = netboxLookups.sets[set].filter((lookup) => !filter.lookups.includes(lookup));
        if (missing.length) (report[resource.objectType] ??= {})[name] = missing;
      }
    }
    const accepted = Object.fromEntries(
      Object.entries(ACCEPTED_LOOKUPS)
        .filter(([type]) => ResourceRegistry.byObjectType(type))
        .map(([type, { missing }]) => [type, missing]),
    );
    expect(report).toEqual(accepted);
  });

  it("the config-context filterset is exactly NetBox's", () => {
    void handle.app;
    const contexts = ResourceRegistry.forObjectType('extras.configcontext');
    const ours = [...filtersOf(contexts).values()].filter((f) => !f.prefix).map((f) => f.name);
    expect([...ours].sort()).toEqual([...netbox['extras.configcontext']].sort());
  });
});
