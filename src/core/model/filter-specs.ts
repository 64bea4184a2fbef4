import type { Queryable } from '../../database/db.js';
import type { ValueKind } from './types.js';
import type { Params } from '../../database/sql.js';

/**
 * Filters a resource declares beyond the ones generated from its fields. Each is a small description;
 * core/query/filters.ts turns them into SQL with the standard lookups.
 */
export type FilterSpec =
  | {
      kind: 'related';
      /** dotted foreign-key path from the model, e.g. `device_type.manufacturer` */
      path: string;
      /** attribute of the last model matched by the values: id, slug, name… */
      by: string;
      /** the last model is a tree: a value matches it and all its descendants */
      descendants: boolean;
    }
  | {
      kind: 'many';
      /** a many-to-many field of the model, e.g. `groups`: objects related to any of the values */
      field: string;
      /** attribute of the related model matched by the values: id, name… */
      by: string;
      /** the related model is a tree: a value matches it and all its descendants */
      descendants?: boolean;
    }
  | {
      kind: 'field';
      /** dotted path ending in a plain field, e.g. `device.name`, matched with the field's lookups */
      path: string;
    }
  | {
      kind: 'boolean';
      /** SQL true for the row when the filter value is true */
      sql: (alias: string) => string;
    }
  | {
      kind: 'expr';
      /** a value computed in SQL over the row alias (a prefix's mask length), with the lookups of its kind */
      sql: (alias: string) => string;
      valueKind: ValueKind;
    }
  | {
      kind: 'method';
      /**
       * custom SQL for the given values (repeated parameter values arrive together); `lookup` is '' or one of
       * `lookups` (a negated lookup, `__n` / `__nic` …, is the SQL of the lookup it negates, excluded)
       */
      sql: (alias: string, values: string[], params: Params, db: Queryable, lookup: string) => string | null | Promise<string | null>;
      /** see `KeptCount` */
      keptCount?: KeptCount;
      /** GET parameter type for the OpenAPI document */
      type?: 'string' | 'integer' | 'boolean';
      /** lookups besides the exact match that `sql` answers (`ic`, `gt` …; never a negated one) */
      lookups?: string[];
    }
  | {
      kind: 'jsonKeys';
      /** a stored JSON field: `<name><key path>[__<lookup>]` filters on its keys (query/json-key-filter.ts) */
      field: string;
    };

/** Objects related through a foreign-key path, by id (or another attribute). */
export function via(path: string, by = 'id'): FilterSpec {
  return { kind: 'related', path, by, descendants: false };
}

/** Like `via`, but a value also matches every descendant of the named tree node. */
export function viaTree(path: string, by = 'id'): FilterSpec {
  return { kind: 'related', path, by, descendants: true };
}

/** Objects related through a many-to-many field, under a name of its own (NetBox's `group_id` for `groups`). */
export function viaMany(field: string, by = 'id'): FilterSpec {
  return { kind: 'many', field, by };
}

/** Like `viaMany`, for a tree: a value also matches every descendant of the named node (a contact's groups). */
export function viaManyTree(field: string, by = 'id'): FilterSpec {
  return { kind: 'many', field, by, descendants: true };
}

/** A plain field of a related object, with that field's lookups: `device: fieldOf('device.name')`. */
export function fieldOf(path: string): FilterSpec {
  return { kind: 'field', path };
}

/** A yes/no filter: `has_primary_ip: flag((t) => \`${t}.primary_ip4_id IS NOT NULL\`)`. */
export function flag(sql: (alias: string) => string): FilterSpec {
  return { kind: 'boolean', sql };
}

/** A value computed in SQL, filtered with the lookups of its kind: `mask_length: expr('integer', (t) => \`masklen(${t}.prefix)\`)`. */
export function expr(valueKind: ValueKind, sql: (alias: string) => string): FilterSpec {
  return { kind: 'expr', sql, valueKind };
}

/**
 * A list's exact count when this filter is its only condition, read from counts the write transaction keeps
 * (a million matching rows need not be visited): a scalar SQL expression that is NULL when the counts do not
 * cover these values (then the rows are counted). It adds no parameters: it refers to its condition's (`Params.existing`).
 */
export type KeptCount = (values: string[], params: Params) => string | null;

export function method(
  sql: (alias: string, values: string[], params: Params, db: Queryable, lookup: string) => string | null | Promise<string | null>,
  type: 'string' | 'integer' | 'boolean' = 'string',
  keptCount?: KeptCount,
  lookups?: string[],
): FilterSpec {
  return { kind: 'method', sql, type, keptCount, lookups };
}

/** The lookups NetBox gives a text filter besides the exact match (each also negated, `nic` …, but the regular expressions). */
export const TEXT_LOOKUPS = ['ic', 'ie', 'isw', 'iew', 'regex', 'iregex'];
/** The lookups NetBox gives a number filter besides the exact match. */
export const NUMBER_LOOKUPS = ['lt', 'lte', 'gt', 'gte'];

/** Filters on the keys of a JSON field, declared under their prefix: `attr_: jsonKeys('attributes')` (NetBox's `attr_<name>`). */
export function jsonKeys(field: string): FilterSpec {
  return { kind: 'jsonKeys', field };
}

/** NetBox's tenancy bundle: tenant_id / tenant come from the field, plus the tenant group (tree) filters. */
export function tenancyFilters(): Record<string, FilterSpec> {
  return {
    tenant_group_id: viaTree('tenant.group', 'id'),
    tenant_group: viaTree('tenant.group', 'slug'),
  };
}
