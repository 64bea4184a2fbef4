import { defineResource } from '../core/model/define-resource.js';
import { expr, method, NUMBER_LOOKUPS, tenancyFilters, via, viaTree } from '../core/model/filter-specs.js';
import { FilterValueError, numericArrayCondition } from '../core/query/filters.js';
import { likeEscape } from '../database/sql.js';
import { siteScopeFilters } from './cached-scope.js';
import { cabledFilters, pathEndpointFilters } from './component-filters.js';
import { PowerFeed } from './entities/power-feed.entity.js';
import { PowerPanel } from './entities/power-panel.entity.js';
import { RackGroup } from './entities/rack-group.entity.js';
import { RackReservation } from './entities/rack-reservation.entity.js';
import { RackType } from './entities/rack-type.entity.js';
import { VirtualChassis } from './entities/virtual-chassis.entity.js';
import { powerFeedRules, powerPanelRules } from './rules/power.rules.js';
import { rackReservationRules } from './rules/rack-reservation.rules.js';
import { rackTypeRules } from './rules/rack.rules.js';
import { virtualChassisRules } from './rules/virtual-chassis.rules.js';

/** Rack groups, rack types, reservations, power and virtual chassis (docs/models.md §1.13–1.18). */

const rackDisplay = (r: string) => `${r}.name || COALESCE(' (' || ${r}.facility_id || ')', '')`;

export const rackGroups = defineResource({
  entity: RackGroup,
  app: 'dcim',
  path: 'rack-groups',
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'rack_count'],
});

export const rackTypes = defineResource({
  entity: RackType,
  app: 'dcim',
  path: 'rack-types',
  brief: ['id', 'url', 'display', 'manufacturer', 'model', 'slug', 'description', 'rack_count'],
  ordering: ['manufacturer', 'model'],
  display: 'model',
  search: ['model', 'description', 'comments'],
  rules: rackTypeRules,
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'manufacturer',
    'model',
    'slug',
    'description',
    'form_factor',
    'width',
    'u_height',
    'starting_unit',
    'desc_units',
    'outer_width',
    'outer_height',
    'outer_depth',
    'outer_unit',
    'weight',
    'max_weight',
    'weight_unit',
    'mounting_depth',
    'owner',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'rack_count',
  ],
});

export const rackReservations = defineResource({
  entity: RackReservation,
  app: 'dcim',
  path: 'rack-reservations',
  brief: ['id', 'url', 'display', 'status', 'user', 'description', 'units'],
  ordering: ['created'],
  display: (t) => `'Reservation for rack ' || (SELECT ${rackDisplay('r')} FROM dcim_rack r WHERE r.id = ${t}.rack_id)`,
  rules: rackReservationRules,
  // each item is checked against the units the items before it reserved
  sequentialBulkCreate: true,
  changeParent: 'rack',
  filters: {
    ...tenancyFilters(),
    site_id: via('rack.site'),
    site: via('rack.site', 'slug'),
    ...siteScopeFilters('rack.site'),
    location_id: viaTree('rack.location'),
    location: viaTree('rack.location', 'slug'),
    group_id: via('rack.group'),
    group: via('rack.group', 'slug'),
    // reservations holding this unit
    unit: method(
      (t, values, params, _db, lookup) => numericArrayCondition(`${t}.units`, lookup, numberOf(values), params),
      'integer',
      undefined,
      NUMBER_LOOKUPS,
    ),
    unit_count_min: method((t, values, params) => `jsonb_array_length(${t}.units) >= ${params.add(numberOf(values))}::numeric`, 'integer'),
    unit_count_max: method((t, values, params) => `jsonb_array_length(${t}.units) <= ${params.add(numberOf(values))}::numeric`, 'integer'),
    q: method((t, values, params) => {
      const text = values.at(-1)!.trim();
      if (!text) return null;
      const p = params.add(`%${likeEscape(text)}%`);
      return `(${t}.description ILIKE ${p}
               OR EXISTS (SELECT 1 FROM dcim_rack r WHERE r.id = ${t}.rack_id AND (r.name ILIKE ${p} OR r.facility_id ILIKE ${p}))
               OR EXISTS (SELECT 1 FROM users_user u WHERE u.id = ${t}.user_id AND u.username ILIKE ${p}))`;
    }),
  },
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'rack',
    'units',
    'unit_count',
    'status',
    'created',
    'last_updated',
    'user',
    'tenant',
    'description',
    'owner',
    'comments',
    'tags',
    'custom_fields',
  ],
});

/** A number filter's value (the last one given), as django-filter reads it. */
function numberOf(values: string[]): number {
  const n = values.at(-1)!.trim();
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(n)) throw new FilterValueError('Enter a number.');
  return Number(n);
}

export const powerPanels = defineResource({
  entity: PowerPanel,
  app: 'dcim',
  path: 'power-panels',
  features: ['contacts'],
  brief: ['id', 'url', 'display', 'name', 'description', 'powerfeed_count'],
  ordering: ['site', 'name'],
  search: ['name', 'description'],
  rules: powerPanelRules,
  filters: siteScopeFilters(),
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'site',
    'location',
    'name',
    'description',
    'owner',
    'comments',
    'tags',
    'custom_fields',
    'powerfeed_count',
    'created',
    'last_updated',
  ],
});

export const powerFeeds = defineResource({
  entity: PowerFeed,
  app: 'dcim',
  path: 'power-feeds',
  brief: ['id', 'url', 'display', 'name', 'description', 'cable', '_occupied'],
  ordering: ['power_panel', 'name'],
  rules: powerFeedRules,
  filters: {
    ...tenancyFilters(),
    ...siteScopeFilters('power_panel.site'),
    site_id: via('power_panel.site'),
    site: via('power_panel.site', 'slug'),
    q: method((t, values, params) => {
      const text = values.at(-1)!.trim();
      if (!text) return null;
      const p = params.add(`%${likeEscape(text)}%`);
      return `(${t}.name ILIKE ${p} OR ${t}.description ILIKE ${p} OR ${t}.comments ILIKE ${p}
               OR EXISTS (SELECT 1 FROM dcim_powerpanel pp WHERE pp.id = ${t}.power_panel_id AND pp.name ILIKE ${p}))`;
    }),
    // kept by the rules; NetBox filters on it without rendering it
    available_power: expr('integer', (t) => `${t}.available_power`),
    ...cabledFilters(),
    ...pathEndpointFilters(),
  },
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'power_panel',
    'rack',
    'name',
    'status',
    'type',
    'supply',
    'phase',
    'voltage',
    'amperage',
    'max_utilization',
    'mark_connected',
    'cable',
    'cable_end',
    'link_peers',
    'link_peers_type',
    'connected_endpoints',
    'connected_endpoints_type',
    'connected_endpoints_reachable',
    'description',
    'tenant',
    'owner',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    '_occupied',
  ],
});

export const virtualChassis = defineResource({
  entity: VirtualChassis,
  app: 'dcim',
  path: 'virtual-chassis',
  brief: ['id', 'url', 'display', 'name', 'master', 'description', 'member_count'],
  verboseName: 'virtual chassis',
  rules: virtualChassisRules,
  filters: {
    ...siteScopeFilters('master.site'),
    site_id: via('master.site'),
    site: via('master.site', 'slug'),
    tenant_id: via('master.tenant'),
    tenant: via('master.tenant', 'slug'),
    q: method((t, values, params) => {
      const text = values.at(-1)!.trim();
      if (!text) return null;
      const p = params.add(`%${likeEscape(text)}%`);
      return `(${t}.name ILIKE ${p} OR ${t}.description ILIKE ${p} OR ${t}.domain ILIKE ${p}
               OR EXISTS (SELECT 1 FROM dcim_device d WHERE d.virtual_chassis_id = ${t}.id AND d.name ILIKE ${p}))`;
    }),
  },
});

export const infraResources = [rackGroups, rackTypes, rackReservations, powerPanels, powerFeeds, virtualChassis];
