import { method } from '../model/filter-specs.js';
import type { FilterSpec } from '../model/filter-specs.js';
import { FilterValueError } from './filters.js';
import { quoteIdent } from '../../database/sql.js';

/**
 * Filters naming object types, for models that store them as `app.model` text (a generic relation's
 * type) or as a JSON list of them (`object_types`): by the core_objecttype id or by `app.model`.
 */

function ids(values: string[]): number[] {
  const bad = values.find((v) => !/^\d+$/.test(v));
  if (bad !== undefined) throw new FilterValueError(`Select a valid choice. ${bad} is not one of the available choices.`);
  return values.map(Number);
}

const typesOf = (placeholder: string) => `SELECT ot.app_label || '.' || ot.model FROM core_objecttype ot WHERE ot.id = ANY(${placeholder}::bigint[])`;

/** `<x>_type_id` on a text column holding `app.model` */
export function objectTypeIdFilter(column: string): FilterSpec {
  return method((t, values, params) => `${t}.${quoteIdent(column)} IN (${typesOf(params.add(ids(values)))})`, 'integer');
}

/** `object_type_id` on a JSON list of `app.model` */
export function objectTypesIdFilter(column = 'object_types'): FilterSpec {
  return method(
    (t, values, params) => `EXISTS (SELECT 1 FROM (${typesOf(params.add(ids(values)))}) x(v) WHERE ${t}.${quoteIdent(column)} ? x.v)`,
    'integer',
  );
}

/** `object_type` on a JSON list of `app.model` (case-insensitive, as NetBox's content-type filter) */
export function objectTypesFilter(column = 'object_types'): FilterSpec {
  return method((t, values, params) => `${t}.${quoteIdent(column)} ?| ${params.add(values.map((v) => v.toLowerCase()))}::text[]`);
}
