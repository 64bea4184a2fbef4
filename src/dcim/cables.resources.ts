import { defineResource, ResourceRegistry } from '../core/model/define-resource.js';
import { FilterSpec, flag, method, tenancyFilters, via } from '../core/model/filter-specs.js';
import { FilterValueError } from '../core/query/filters.js';
import { displaySql, sqlString } from '../core/serialize/plan.js';
import type { Params } from '../database/sql.js';
import { cableRules } from './cables/rules.js';
import { CABLE_TERMINATION_TYPES } from './choices/cables.js';
import { CableBundle } from './entities/cable-bundle.entity.js';
import { CableTermination } from './entities/cable-termination.entity.js';
import { Cable } from './entities/cable.entity.js';

/** Cables, their terminations and bundles (reference: NetBox's dcim/api/serializers_/cables.py, CableFilterSet). */

export const cableBundles = defineResource({
  entity: CableBundle,
  app: 'dcim',
  path: 'cable-bundles',
  brief: ['id', 'url', 'display', 'name', 'description'],
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'description',
    'owner',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'cable_count',
  ],
});

function ids(values: string[]): number[] {
  const bad = values.find((v) => !/^\d+$/.test(v));
  if (bad !== undefined) throw new FilterValueError(`Select a valid choice. ${bad} is not one of the available choices.`);
  return values.map(Number);
}

/** Cables with a termination matching `condition` over the termination row `ct`. */
const byTermination = (condition: (ct: string, values: string[], params: Params) => string, type: 'integer' | 'string' = 'integer'): FilterSpec =>
  method(
    (t, values, params) => `EXISTS (SELECT 1 FROM dcim_cabletermination ct WHERE ct.cable_id = ${t}.id AND ${condition('ct', values, params)})`,
    type,
  );

/** Termination rows `ct` at one end of the cable at `t`. */
const endExists = (t: string, end: 'A' | 'B') =>
  `EXISTS (SELECT 1 FROM dcim_cabletermination ct WHERE ct.cable_id = ${t}.id AND ct.cable_end = '${end}')`;

/**
 * `consoleport_id`, `interface_id`… (NetBox's filters per termination model): a termination row `ct` on
 * one of these objects of that model.
 */
function byTerminationObject(wrap: (condition: (ct: string, values: string[], params: Params) => string) => FilterSpec): Record<string, FilterSpec> {
  return Object.fromEntries(
    CABLE_TERMINATION_TYPES.map((type) => [
      `${type.split('.')[1]}_id`,
      wrap((ct, v, p) => `${ct}.termination_type = ${sqlString(type)} AND ${ct}.termination_id = ANY(${p.add(ids(v))}::bigint[])`),
    ]),
  );
}

/** Object types as NetBox's content-type filter reads them: `app.model`, any case (others match nothing). */
const objectTypes = (values: string[]) => values.map((v) => v.toLowerCase());

export const cables = defineResource({
  entity: Cable,
  app: 'dcim',
  path: 'cables',
  brief: ['id', 'url', 'display', 'label', 'description'],
  ordering: ['id'],
  display: (t) => `COALESCE(NULLIF(${t}.label, ''), '#' || ${t}.id)`,
  search: ['label', 'description'],
  rules: cableRules,
  filters: {
    ...tenancyFilters(),
    device_id: byTermination((ct, v, p) => `${ct}._device_id = ANY(${p.add(ids(v))}::bigint[])`),
    device: byTermination((ct, v, p) => `${ct}._device_id IN (SELECT d.id FROM dcim_device d WHERE d.name = ANY(${p.add(v)}::text[]))`, 'string'),
    rack_id: byTermination((ct, v, p) => `${ct}._rack_id = ANY(${p.add(ids(v))}::bigint[])`),
    rack: byTermination((ct, v, p) => `${ct}._rack_id IN (SELECT r.id FROM dcim_rack r WHERE r.name = ANY(${p.add(v)}::text[]))`, 'string'),
    location_id: byTermination((ct, v, p) => `${ct}._location_id = ANY(${p.add(ids(v))}::bigint[])`),
    // by name, not slug, as NetBox's CableFilterSet has it
    location: byTermination(
      (ct, v, p) => `${ct}._location_id IN (SELECT l.id FROM dcim_location l WHERE l.name = ANY(${p.add(v)}::text[]))`,
      'string',
    ),
    site_id: byTermination((ct, v, p) => `${ct}._site_id = ANY(${p.add(ids(v))}::bigint[])`),
    site: byTermination((ct, v, p) => `${ct}._site_id IN (SELECT s.id FROM dcim_site s WHERE s.slug = ANY(${p.add(v)}::text[]))`, 'string'),
    termination_a_id: byTermination((ct, v, p) => `${ct}.cable_end = 'A' AND ${ct}.termination_id = ANY(${p.add(ids(v))}::bigint[])`),
    termination_b_id: byTermination((ct, v, p) => `${ct}.cable_end = 'B' AND ${ct}.termination_id = ANY(${p.add(ids(v))}::bigint[])`),
    // NetBox's termination_a_type and termination_b_type both match a termination of the type at either end
    termination_a_type: byTermination((ct, v, p) => `${ct}.termination_type = ANY(${p.add(objectTypes(v))}::text[])`, 'string'),
    termination_b_type: byTermination((ct, v, p) => `${ct}.termination_type = ANY(${p.add(objectTypes(v))}::text[])`, 'string'),
    // lacking an A or a B end (its objects at that end were deleted)
    unterminated: flag((t) => `NOT (${endExists(t, 'A')} AND ${endExists(t, 'B')})`),
    ...byTerminationObject((condition) => byTermination(condition)),
  },
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'type',
    'a_terminations',
    'b_terminations',
    'status',
    'profile',
    'tenant',
    'bundle',
    'label',
    'color',
    'length',
    'length_unit',
    'description',
    'owner',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
});

/** "Cable #3 to eth0": the cable, then its object as that object displays. */
function terminationDisplay(t: string): string {
  const branches = CABLE_TERMINATION_TYPES.map((type) => ResourceRegistry.byObjectType(type))
    .filter((r) => r !== undefined)
    .map((r) => `WHEN ${sqlString(r.objectType)} THEN (SELECT ${displaySql(r, 'o')} FROM ${r.table} o WHERE o.id = ${t}.termination_id)`);
  return `'Cable ' || (SELECT COALESCE(NULLIF(c.label, ''), '#' || c.id) FROM dcim_cable c WHERE c.id = ${t}.cable_id) || ' to ' ||
          COALESCE(CASE ${t}.termination_type ${branches.join(' ')} END, '')`;
}

export const cableTerminations = defineResource({
  entity: CableTermination,
  app: 'dcim',
  path: 'cable-terminations',
  brief: ['id', 'url', 'display', 'cable', 'cable_end', 'connector', 'positions', 'termination_type', 'termination_id'],
  ordering: ['cable', 'cable_end', 'connector'],
  display: terminationDisplay,
  readOnly: true,
  omit: ['display_url'],
  filters: {
    // NetBox's Meta field `cable` beside the declared cable_id: both by id
    cable: via('cable'),
    ...byTerminationObject((condition) => method((t, values, params) => condition(t, values, params), 'integer')),
  },
  fieldOrder: [
    'id',
    'url',
    'display',
    'cable',
    'cable_end',
    'termination_type',
    'termination_id',
    'termination',
    'connector',
    'positions',
    'created',
    'last_updated',
  ],
});

export const cableResources = [cableBundles, cables, cableTerminations];
