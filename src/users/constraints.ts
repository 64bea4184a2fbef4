import { FilterValueError, scalarCondition, throughChain, valueKindOf } from '../core/query/filters.js';
import type { ValueKind } from '../core/model/types.js';
import { likeEscape, Params, quoteIdent } from '../database/sql.js';
import { Resource, ResourceRegistry } from '../core/model/define-resource.js';
import { FieldMeta } from '../core/model/fields.js';

/**
 * Object-permission constraints as SQL (docs/api-behaviour.md §9.4, docs/models.md §7.4). A constraint
 * is NetBox's: an object of Django lookups ANDed (`{"site__region__slug": "eu", "status__in": [...]}`),
 * or a list of such objects ORed; `"$user"` stands for the requesting user's id. Keys walk foreign keys
 * (and many-to-many fields) with `__` and may end in a lookup; values always travel as parameters.
 * Foreign-key paths and the comparisons reuse the list filters' SQL (throughChain, scalarCondition).
 */

export type ConstraintSet = Record<string, unknown>;

/** A constraint that cannot be applied to a model (unknown field, bad value): a 400 on save. */
export class ConstraintError extends Error {}
/** A constraint naming a field the model does not have: NetBox saves it; it grants nothing on that model. */
export class UnknownFieldError extends ConstraintError {}

/** Django lookup → the list filters' lookup suffix. `n`/`ne` (not equal / not in) are NetBox filter style. */
const LOOKUPS: Record<string, string> = {
  exact: '',
  in: '',
  n: 'n',
  ne: 'n',
  iexact: 'ie',
  icontains: 'ic',
  istartswith: 'isw',
  iendswith: 'iew',
  gt: 'gt',
  gte: 'gte',
  lt: 'lt',
  lte: 'lte',
  regex: 'regex',
  iregex: 'iregex',
  isnull: 'isnull',
  // Django's own, which the list filters do not have: handled here (PATTERNS, rangeSql)
  contains: 'contains',
  startswith: 'startswith',
  endswith: 'endswith',
  range: 'range',
};
const TEXT_ONLY = new Set(['iexact', 'icontains', 'istartswith', 'iendswith', 'regex', 'iregex', 'contains', 'startswith', 'endswith']);
const ORDERED = new Set(['gt', 'gte', 'lt', 'lte', 'range']);
/** Case-sensitive LIKE patterns of Django's text lookups. */
const PATTERNS: Record<string, (v: string) => string> = {
  contains: (v) => `%${likeEscape(v)}%`,
  startswith: (v) => `${likeEscape(v)}%`,
  endswith: (v) => `%${likeEscape(v)}`,
};
const USER_TOKEN = '$user';

/** The constraint sets of a permission; null when it restricts nothing (no constraints, or an empty set among them). */
export function constraintSets(constraints: unknown): ConstraintSet[] | null {
  if (constraints === null || constraints === undefined) return null;
  const sets = Array.isArray(constraints) ? constraints : [constraints];
  if (!sets.every((s) => s && typeof s === 'object' && !Array.isArray(s))) {
    throw new ConstraintError('Constraints must be a JSON object or a list of JSON objects.');
  }
  if (!sets.length || sets.some((s) => !Object.keys(s as object).length)) return null;
  return sets as ConstraintSet[];
}

/** SQL over `alias` true for the rows the sets allow (OR of ANDs); `sets` must not be null. */
export function constraintSql(resource: Resource, sets: ConstraintSet[], alias: string, params: Params, userId: number): string {
  const ors = sets.map((set) => {
    const ands = Object.entries(set).map(([key, value]) => lookupSql(resource, alias, key, value, params, userId));
    return ands.length === 1 ? ands[0] : `(${ands.join(' AND ')})`;
  });
  return ors.length === 1 ? ors[0] : `(${ors.join(' OR ')})`;
}

/** Throws ConstraintError when the sets cannot apply to the model (checked when a permission is saved). */
export function checkConstraints(resource: Resource, sets: ConstraintSet[]): void {
  constraintSql(resource, sets, 't', new Params(), 0);
}

type Leaf = (expr: string, kind: ValueKind, field?: FieldMeta) => string;

function lookupSql(resource: Resource, alias: string, key: string, value: unknown, params: Params, userId: number): string {
  const segments = key.split('__');
  let lookup = 'exact';
  if (segments.length > 1 && Object.hasOwn(LOOKUPS, segments[segments.length - 1])) lookup = segments.pop()!;
  if (segments.some((s) => !s)) throw new ConstraintError(`Invalid lookup '${key}'.`);
  const leaf: Leaf = (expr, kind, field) => comparison(key, lookup, expr, kind, field, value, params, userId);
  return pathSql(resource, alias, segments, leaf, params);
}

function targetOf(field: FieldMeta): Resource {
  return ResourceRegistry.forEntity(field.target!());
}

/** Foreign keys first (as the list filters walk them), then what follows on the last model. */
function pathSql(resource: Resource, alias: string, segments: string[], leaf: Leaf, params: Params): string {
  const chain: FieldMeta[] = [];
  let current = resource;
  let i = 0;
  for (; i < segments.length; i++) {
    const field = current.field(segments[i]);
    if (field?.kind !== 'foreignKey' || !ResourceRegistry.maybeForEntity(field.target!())) break;
    chain.push(field);
    current = targetOf(field);
  }
  const rest = segments.slice(i);
  if (!chain.length) return localSql(resource, alias, rest, leaf, params);
  return throughChain(resource, alias, chain, params, (column, target) => {
    if (!rest.length || (rest.length === 1 && (rest[0] === 'id' || rest[0] === 'pk'))) return leaf(column, 'integer');
    const y = params.alias('p');
    return `${column} IN (SELECT ${y}.id FROM ${quoteIdent(target.table)} ${y} WHERE ${localSql(target, y, rest, leaf, params)})`;
  });
}

function unknownField(resource: Resource, name: string): ConstraintError {
  const choices = ['id', ...resource.fields.filter((f) => (f.column || f.m2m || f.sql) && f.name !== 'id').map((f) => f.name)].sort();
  return new UnknownFieldError(`Cannot resolve keyword '${name}' into field. Choices are: ${choices.join(', ')}`);
}

function localSql(resource: Resource, alias: string, segments: string[], leaf: Leaf, params: Params): string {
  const [name, ...rest] = segments;
  const noFurther = (what: string) => {
    if (rest.length) throw new ConstraintError(`Unsupported lookup '${rest.join('__')}' for ${what}.`);
  };
  if (name === 'id' || name === 'pk') {
    noFurther('id');
    return leaf(`${alias}.id`, 'integer');
  }
  const field = resource.field(name);
  const fk = !field && name.endsWith('_id') ? resource.field(name.slice(0, -3)) : undefined;
  if (fk?.kind === 'foreignKey') {
    noFurther(name);
    return leaf(`${alias}.${quoteIdent(fk.column!)}`, 'integer');
  }
  if (!field) throw unknownField(resource, name);
  if (field.kind === 'manyToMany' && ResourceRegistry.maybeForEntity(field.target!())) {
    const { table, ownerColumn, targetColumn } = field.m2m!;
    const m = params.alias('p');
    const related = `${m}.${quoteIdent(targetColumn)}`;
    let inner: string;
    if (!rest.length || (rest.length === 1 && (rest[0] === 'id' || rest[0] === 'pk'))) inner = leaf(related, 'integer');
    else {
      const target = targetOf(field);
      const z = params.alias('p');
      inner = `${related} IN (SELECT ${z}.id FROM ${quoteIdent(target.table)} ${z} WHERE ${pathSql(target, z, rest, leaf, params)})`;
    }
    return `EXISTS (SELECT 1 FROM ${quoteIdent(table)} ${m} WHERE ${m}.${quoteIdent(ownerColumn)} = ${alias}.id AND ${inner})`;
  }
  noFurther(name);
  if (field.kind === 'ipNetwork' || field.kind === 'ipAddress') return leaf(`${alias}.${quoteIdent(field.column!)}::text`, 'string');
  const kind = valueKindOf(field);
  const expr =
    field.column && field.kind !== 'computed' ? `${alias}.${quoteIdent(field.column)}` : field.kind === 'choice' ? field.sql?.(alias) : undefined;
  if (!kind || !expr) throw new ConstraintError(`Field '${name}' cannot be used in constraints.`);
  return leaf(expr, kind, field);
}

function isScalar(v: unknown): v is string | number | boolean | null {
  return v === null || ['string', 'number', 'boolean'].includes(typeof v);
}

function comparison(
  key: string,
  lookup: string,
  expr: string,
  kind: ValueKind,
  field: FieldMeta | undefined,
  value: unknown,
  params: Params,
  userId: number,
): string {
  if (lookup === 'isnull') {
    if (typeof value !== 'boolean') throw new ConstraintError(`'${key}' needs true or false.`);
    return value ? `${expr} IS NULL` : `${expr} IS NOT NULL`;
  }
  const textual = kind === 'string' || kind === 'choice';
  if (TEXT_ONLY.has(lookup) && !textual) throw new ConstraintError(`Unsupported lookup '${lookup}' in '${key}'.`);
  if (ORDERED.has(lookup) && (textual || kind === 'boolean')) throw new ConstraintError(`Unsupported lookup '${lookup}' in '${key}'.`);
  if (PATTERNS[lookup]) {
    if (typeof value !== 'string') throw new ConstraintError(`'${key}' needs a string.`);
    return `${expr} LIKE ${params.add(PATTERNS[lookup](value))}`;
  }
  if (lookup === 'range') return rangeSql(key, expr, kind, field, value, params);
  let values: unknown[];
  if (lookup === 'in') {
    if (!Array.isArray(value)) throw new ConstraintError(`'${key}' needs a list of values.`);
    values = value;
  } else if (lookup === 'n' || lookup === 'ne') {
    values = Array.isArray(value) ? value : [value];
  } else values = [value];
  if (!values.every(isScalar)) throw new ConstraintError(`Invalid value for '${key}': values must be strings, numbers, booleans or null.`);
  const resolved = values.map((v) => (v === USER_TOKEN ? userId : v));
  const hasNull = resolved.includes(null);
  const given = resolved.filter((v) => v !== null).map(String);
  const negate = LOOKUPS[lookup] === 'n';
  if (hasNull && lookup !== 'exact' && lookup !== 'in' && !negate) throw new ConstraintError(`'${key}' cannot compare with null.`);
  if (!given.length && !hasNull) return negate ? 'TRUE' : 'FALSE'; // `__in: []` matches nothing, `__n: []` excludes nothing
  const parts: string[] = [];
  if (given.length) {
    let sql: string | null;
    try {
      sql = scalarCondition(expr, kind, LOOKUPS[lookup], given, params, field);
    } catch (error) {
      if (error instanceof FilterValueError) throw new ConstraintError(`Invalid value for '${key}': ${error.message}`);
      throw error;
    }
    if (!sql) throw new ConstraintError(`Invalid value for '${key}'.`);
    // the list filters' boolean condition knows no negation
    if (kind === 'boolean' && negate) sql = `(${expr} IS NULL OR NOT ${sql})`;
    parts.push(negate && hasNull ? `(${expr} IS NOT NULL AND ${sql})` : sql);
    if (hasNull && !negate) parts.push(`${expr} IS NULL`);
  } else parts.push(negate ? `${expr} IS NOT NULL` : `${expr} IS NULL`);
  return parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`;
}

/** Django's `range`: both bounds included, as `__gte` and `__lte` of the list filters. */
function rangeSql(key: string, expr: string, kind: ValueKind, field: FieldMeta | undefined, value: unknown, params: Params): string {
  if (!Array.isArray(value) || value.length !== 2 || !value.every((v) => typeof v === 'string' || typeof v === 'number')) {
    throw new ConstraintError(`'${key}' needs a list of two values.`);
  }
  try {
    const low = scalarCondition(expr, kind, 'gte', [String(value[0])], params, field);
    const high = scalarCondition(expr, kind, 'lte', [String(value[1])], params, field);
    if (!low || !high) throw new ConstraintError(`Invalid value for '${key}'.`);
    return `(${low} AND ${high})`;
  } catch (error) {
    if (error instanceof FilterValueError) throw new ConstraintError(`Invalid value for '${key}': ${error.message}`);
    throw error;
  }
}
