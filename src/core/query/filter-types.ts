import type { Queryable } from '../../database/db.js';
import type { Params } from '../../database/sql.js';

/**
 * What a compiled filter is, apart from filters.ts, so that filter helpers (json-key-filter.ts) need not
 * import the module that uses them.
 */

/** Thrown while reading a filter's value; becomes `{param: [message]}`. */
export class FilterValueError extends Error {}

export interface FilterContext {
  params: Params;
  alias: string;
  db: Queryable;
}

export interface CompiledFilter {
  name: string;
  lookups: string[];
  /** for the OpenAPI document */
  type: 'string' | 'integer' | 'number' | 'boolean';
  /** SQL condition for the values, or null when the values ask for nothing */
  condition(values: string[], lookup: string, ctx: FilterContext): Promise<string | null> | string | null;
  /**
   * Matches every parameter that starts with `name` (filters named by data, e.g. custom fields'
   * `cf_<field>__<lookup>`): `condition` gets the rest of the parameter as `lookup` and returns null
   * for parameters it does not know, which are then ignored like any unknown parameter.
   */
  prefix?: boolean;
  /** the list's count when this filter is its only condition (filter-specs.ts `KeptCount`) */
  keptCount?(values: string[], ctx: FilterContext): string | null;
}
