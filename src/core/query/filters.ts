import type { Queryable } from '../../database/db.js';
import { ValidationError } from '../model/errors.js';
import { NUL_MESSAGE } from '../model/nul.js';
import { Resource, ResourceRegistry } from '../model/define-resource.js';
import { FieldMeta } from '../model/fields.js';
import { FilterSpec, method, TEXT_LOOKUPS } from '../model/filter-specs.js';
import { parseMac } from '../model/mac.js';
import type { ValueKind } from '../model/types.js';
import { likeEscape, Params, quoteIdent } from '../../database/sql.js';
import { CompiledFilter, FilterContext, FilterValueError } from './filter-types.js';
import { jsonKeyFilter } from './json-key-filter.js';

/**
 * Filters and their lookup suffixes (docs/models.md §0.5–0.6). Every field gets a filter of its
 * kind; foreign keys get `<name>_id` and `<name>` (slug or name); resources add more by declaration.
 */

const STRING_LOOKUPS = ['', 'n', 'ic', 'nic', 'isw', 'nisw', 'iew', 'niew', 'ie', 'nie', 'empty', 'regex', 'iregex'];
const NUMERIC_LOOKUPS = ['', 'n', 'lt', 'lte', 'gt', 'gte', 'empty'];
/**
 * A number with choices (a rack's width, a console port's speed) is a choice filter in NetBox, with the text
 * lookups, matched against the number's text. Their values are checked as text choices' are (checkedChoices).
 */
const CHOICE_TEXT_LOOKUPS = ['ic', 'nic', 'isw', 'nisw', 'iew', 'niew', 'ie', 'nie', 'regex', 'iregex'];
const INTEGER_CHOICE_LOOKUPS = [...NUMERIC_LOOKUPS, ...CHOICE_TEXT_LOOKUPS];
const LOOKUPS: Record<ValueKind, string[]> = {
  string: STRING_LOOKUPS,
  choice: STRING_LOOKUPS,
  integer: NUMERIC_LOOKUPS,
  decimal: NUMERIC_LOOKUPS,
  date: NUMERIC_LOOKUPS,
  datetime: NUMERIC_LOOKUPS,
  boolean: [''],
  uuid: ['', 'n'],
};

export { FilterValueError };
export type { CompiledFilter, FilterContext };

/** Raises NetBox's invalid-choice error unless every value names a row of `table` by `column`. */
export async function requireRows(db: Queryable, table: string, column: string, values: string[]): Promise<number[]> {
  if (column === 'id') {
    const bad = values.find((v) => !/^\d+$/.test(v));
    if (bad !== undefined) throw new FilterValueError(`Select a valid choice. ${bad} is not one of the available choices.`);
  }
  const rows = await db.query<{ id: number; v: string }>(
    `SELECT id, ${quoteIdent(column)}::text AS v FROM ${quoteIdent(table)} WHERE ${quoteIdent(column)}::text = ANY($1::text[])`,
    [values.map((v) => (column === 'id' ? String(Number(v)) : v))],
  );
  const seen = new Set(rows.map((r) => r.v));
  const missing = values.find((v) => !seen.has(column === 'id' ? String(Number(v)) : v));
  if (missing !== undefined) throw new FilterValueError(`Select a valid choice. ${missing} is not one of the available choices.`);
  return rows.map((r) => r.id);
}

/** Filters contributed by features outside core (tags, change-log requests), per resource. */
export type FilterFactory = (resource: Resource) => CompiledFilter[];
const factories: FilterFactory[] = [];
export function registerFilterFactory(factory: FilterFactory): void {
  factories.push(factory);
}

export function valueKindOf(field: FieldMeta): ValueKind | null {
  switch (field.kind) {
    case 'string':
      // a string with choices (CharField's filterChoices) filters as a choice: other values are refused
      return field.choices ? 'choice' : 'string';
    case 'slug':
    case 'objectType':
      return 'string';
    case 'choice':
      return field.choices!.valueType === 'integer' ? 'integer' : 'choice';
    case 'integer':
      return 'integer';
    case 'decimal':
      return 'decimal';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'boolean':
      return 'boolean';
    case 'uuid':
      return 'uuid';
    default:
      return null;
  }
}

const SQL_ARRAY_TYPE: Record<ValueKind, string> = {
  string: 'text[]',
  choice: 'text[]',
  integer: 'bigint[]',
  decimal: 'numeric[]',
  date: 'date[]',
  datetime: 'timestamptz[]',
  boolean: 'boolean[]',
  uuid: 'uuid[]',
};

export function parseBoolean(raw: string): boolean | null {
  if (/^(true|1|yes|on)$/i.test(raw)) return true;
  if (/^(false|0|no|off)$/i.test(raw)) return false;
  return null;
}

/** A date/time filter value as ISO text in UTC; FilterValueError when it is none. */
export function parseDateTime(raw: string): string {
  const t = Date.parse(raw);
  if (Number.isNaN(t)) throw new FilterValueError('Enter a valid date/time.');
  // a Date keeps milliseconds, PostgreSQL (and so every representation) microseconds: keep the digits given,
  // so the value an object shows finds that object
  const iso = new Date(t).toISOString();
  const fraction = /\d{2}:\d{2}:\d{2}[.,](\d{4,})/.exec(raw)?.[1];
  return fraction ? `${iso.slice(0, 20)}${fraction.slice(0, 6)}Z` : iso;
}

function parseValue(kind: ValueKind, raw: string, field?: FieldMeta): unknown {
  switch (kind) {
    case 'integer':
      if (!/^-?\d+$/.test(raw.trim())) throw new FilterValueError('Enter a whole number.');
      if (field?.choices && field.choices.match(raw) === undefined) {
        throw new FilterValueError(`Select a valid choice. ${raw} is not one of the available choices.`);
      }
      return Number(raw);
    case 'decimal':
      if (raw.trim() === '' || !Number.isFinite(Number(raw))) throw new FilterValueError('Enter a number.');
      return Number(raw);
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(raw))) throw new FilterValueError('Enter a valid date.');
      return raw;
    case 'datetime':
      return parseDateTime(raw);
    case 'uuid':
      if (!/^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i.test(raw.trim())) {
        throw new FilterValueError('Enter a valid UUID.');
      }
      return raw.trim().toLowerCase();
    case 'choice':
      if (field?.choices && field.choices.match(raw) === undefined) {
        throw new FilterValueError(`Select a valid choice. ${raw} is not one of the available choices.`);
      }
      return raw;
    default:
      // object types are stored in lower case and named in any case (NetBox's content-type filters lower them)
      return field?.kind === 'objectType' ? raw.toLowerCase() : raw;
  }
}

/**
 * NetBox's filter of a choice field its filterset declares is a MultipleChoiceFilter, and each lookup BaseFilterSet
 * derives from it (`__ic`, `__nisw`, `__regex`…, not `__empty`) is one too: every value must be one of the choices
 * as written (Django's MultipleChoiceField compares the value with each choice's text), else a 400. A choice field
 * only named in Meta.fields (`choiceLookupsUnchecked`) gets a ChoiceFilter for its exact match (and `__n`), plain
 * CharFilters for the text lookups: those take any text.
 */
function checkedChoices(field: FieldMeta | undefined, lookup: string, values: string[]): void {
  if (!field?.choices || field.choiceLookupsUnchecked || ['', 'n', 'empty'].includes(lookup)) return;
  const bad = values.find((v) => !field.choices!.entries.some(([value]) => String(value) === v));
  if (bad !== undefined) throw new FilterValueError(`Select a valid choice. ${bad} is not one of the available choices.`);
}

/** Condition for a plain value expression with one lookup, OR-ing repeated values. */
export function scalarCondition(
  expr: string,
  kind: ValueKind,
  lookup: string,
  rawValues: string[],
  params: Params,
  field?: FieldMeta,
): string | null {
  if (lookup === 'empty') {
    const b = parseBoolean(rawValues[rawValues.length - 1]);
    if (b === null) return null;
    const isEmpty = kind === 'string' || kind === 'choice' ? `(${expr} IS NULL OR ${expr}::text = '')` : `${expr} IS NULL`;
    return b ? isEmpty : `NOT ${isEmpty}`;
  }
  if (kind === 'boolean') {
    const bools = rawValues.map(parseBoolean).filter((b): b is boolean => b !== null);
    if (!bools.length) return null;
    return `${expr} = ANY(${params.add(bools)}::boolean[])`;
  }
  checkedChoices(field, lookup, rawValues);
  if (kind === 'integer' && field?.choices && CHOICE_TEXT_LOOKUPS.includes(lookup)) {
    return scalarCondition(`${expr}::text`, 'string', lookup, rawValues, params);
  }
  const textLike = kind === 'string' || kind === 'choice';
  const values = textLike && !['', 'n'].includes(lookup) ? rawValues : rawValues.map((v) => parseValue(kind, v, field));
  const ci = field?.caseInsensitive;
  const cast = SQL_ARRAY_TYPE[kind];
  switch (lookup) {
    case '':
      return ci
        ? `lower(${expr}) = ANY(${params.add(values.map((v) => String(v).toLowerCase()))}::text[])`
        : `${expr} = ANY(${params.add(values)}::${cast})`;
    case 'n':
      return ci
        ? `(${expr} IS NULL OR NOT lower(${expr}) = ANY(${params.add(values.map((v) => String(v).toLowerCase()))}::text[]))`
        : `(${expr} IS NULL OR NOT ${expr} = ANY(${params.add(values)}::${cast}))`;
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte': {
      const op = { lt: '<', lte: '<=', gt: '>', gte: '>=' }[lookup];
      const scalarCast = cast.slice(0, -2);
      return `(${values.map((v) => `${expr} ${op} ${params.add(v)}::${scalarCast}`).join(' OR ')})`;
    }
    case 'regex':
    case 'iregex': {
      const op = lookup === 'regex' ? '~' : '~*';
      return `(${values.map((v) => `${expr}::text ${op} ${params.add(v)}`).join(' OR ')})`;
    }
    default: {
      const negate = lookup.startsWith('n');
      const base = negate ? lookup.slice(1) : lookup;
      const pattern = (v: string) =>
        base === 'ic' ? `%${likeEscape(v)}%` : base === 'isw' ? `${likeEscape(v)}%` : base === 'iew' ? `%${likeEscape(v)}` : likeEscape(v);
      const match = `${expr}::text ILIKE ANY(${params.add((values as string[]).map(pattern))}::text[])`;
      return negate ? `(${expr} IS NULL OR NOT ${match})` : match;
    }
  }
}

/**
 * NetBox's NumericArrayFilter on a JSON list of numbers (a service's ports, a rack reservation's units), one number
 * `value`: the exact match holds it (the array contains `[value]`); `lt`, `lte`, `gt`, `gte` compare the whole list
 * with the one-element list `[value]` in PostgreSQL's array order (element by element, then by length), as its
 * ArrayField lookups do: `ports__gt=80` finds [443] and [80, 443], not [22, 80]. (`empty` it derives too, but hands
 * Django's isnull a list, which Django refuses: not served.)
 */
export function numericArrayCondition(column: string, lookup: string, value: number, params: Params): string | null {
  const v = params.add(String(value));
  if (lookup === '') return `${column} @> jsonb_build_array(${v}::numeric)`;
  const op = { lt: '<', lte: '<=', gt: '>', gte: '>=' }[lookup];
  if (!op) return null;
  const list = `ARRAY(SELECT x.e::numeric FROM jsonb_array_elements_text(${column}) WITH ORDINALITY x(e, i) ORDER BY x.i)`;
  return `${list} ${op} ARRAY[${v}::numeric]`;
}

/**
 * A MAC address column matched as NetBox's MultiValueMACAddressFilter does: exact values in any
 * notation (a value that is no MAC matches nothing), the other lookups on the text form.
 */
export function macCondition(column: string, lookup: string, values: string[], params: Params): string | null {
  if (lookup === '' || lookup === 'n') {
    const macs = values.map(parseMac).filter((m): m is string => m !== null);
    const match = `${column} = ANY(${params.add(macs)}::macaddr[])`;
    return lookup === '' ? match : `(${column} IS NULL OR NOT ${match})`;
  }
  return scalarCondition(`${column}::text`, 'string', lookup, values, params);
}

/**
 * A filter on a row's MAC addresses (DCIM's, alias `m`), with NetBox's text lookups: `sql` gives the row's condition
 * from `match`, the condition on `m.mac_address`.
 */
export function macAddressFilter(sql: (alias: string, match: string) => string): FilterSpec {
  return method(
    (t, values, params, _db, lookup) => {
      const match = macCondition('m.mac_address', lookup, values, params);
      return match === null ? null : sql(t, match);
    },
    'string',
    undefined,
    TEXT_LOOKUPS,
  );
}

/** Walks a dotted path of foreign keys from a resource. */
export function resolveFkPath(resource: Resource, path: string): { chain: FieldMeta[]; last: Resource } {
  const chain: FieldMeta[] = [];
  let current = resource;
  for (const segment of path.split('.')) {
    const field = current.field(segment);
    if (!field || field.kind !== 'foreignKey') throw new Error(`${resource.className}: "${path}" is not a foreign-key path`);
    chain.push(field);
    current = ResourceRegistry.forEntity(field.target!());
  }
  return { chain, last: current };
}

/** `alias.fk IN (SELECT … WHERE next.fk IN (…))` down the chain, with `inner` applied to the last foreign-key column. */
export function throughChain(
  resource: Resource,
  alias: string,
  chain: FieldMeta[],
  params: Params,
  inner: (column: string, target: Resource) => string,
): string {
  const [first, ...rest] = chain;
  const column = `${alias}.${quoteIdent(first.column!)}`;
  const target = ResourceRegistry.forEntity(first.target!());
  if (!rest.length) return inner(column, target);
  const x = params.alias('f');
  return `${column} IN (SELECT ${x}.id FROM ${quoteIdent(target.table)} ${x} WHERE ${throughChain(target, x, rest, params, inner)})`;
}

function relatedFilter(resource: Resource, name: string, path: string, by: string, descendants: boolean): CompiledFilter {
  let resolved: ReturnType<typeof resolveFkPath> | null = null;
  const byId = by === 'id';
  return {
    name,
    lookups: ['', 'n'],
    type: byId ? 'integer' : 'string',
    async condition(rawValues, lookup, ctx) {
      resolved ??= resolveFkPath(resource, path);
      const { chain, last } = resolved;
      const byField = byId ? null : last.field(by);
      const byColumn = byId ? 'id' : quoteIdent(byField!.column!);
      const hasNull = rawValues.includes('null');
      const given = rawValues.filter((v) => v !== 'null');
      if (byId) {
        const bad = given.find((v) => !/^\d+$/.test(v));
        if (bad !== undefined) throw new FilterValueError(`Select a valid choice. ${bad} is not one of the available choices.`);
      }
      if (given.length) {
        const found = await ctx.db.query<{ v: string }>(
          `SELECT ${byColumn}::text AS v FROM ${quoteIdent(last.table)} WHERE ${byColumn}::text = ANY($1::text[])`,
          [given],
        );
        const seen = new Set(found.map((r) => r.v));
        const missing = given.find((v) => !seen.has(byId ? String(Number(v)) : v));
        if (missing !== undefined) throw new FilterValueError(`Select a valid choice. ${missing} is not one of the available choices.`);
      }
      const p = ctx.params;
      const cond = throughChain(resource, ctx.alias, chain, p, (column, target) => {
        const parts: string[] = [];
        if (given.length) {
          const table = quoteIdent(target.table);
          const y = p.alias('f');
          const match = () => `${y}.${byColumn}::text = ANY(${p.add(given.map((v) => (byId ? String(Number(v)) : v)))}::text[])`;
          if (descendants) {
            const d = p.alias('f');
            parts.push(
              `${column} IN (SELECT ${d}.id FROM ${table} ${d} WHERE ${d}._path && ARRAY(SELECT ${y}.id FROM ${table} ${y} WHERE ${match()}))`,
            );
          } else if (byId) {
            parts.push(`${column} = ANY(${p.add(given.map(Number))}::bigint[])`);
          } else {
            parts.push(`${column} IN (SELECT ${y}.id FROM ${table} ${y} WHERE ${match()})`);
          }
        }
        if (hasNull) parts.push(`${column} IS NULL`);
        return `(${parts.join(' OR ')})`;
      });
      return lookup === 'n' ? `NOT COALESCE(${cond}, false)` : cond;
    },
  };
}

/** `<name>_id` / `<name>` on a many-to-many field: objects related to any of the values. */
function manyToManyFilter(name: string, field: FieldMeta, by: string, descendants = false): CompiledFilter {
  const byId = by === 'id';
  return {
    name,
    lookups: ['', 'n'],
    type: byId ? 'integer' : 'string',
    async condition(values, lookup, ctx) {
      const target = ResourceRegistry.forEntity(field.target!());
      const byColumn = byId ? 'id' : quoteIdent(target.field(by)!.column!);
      if (byId) {
        const bad = values.find((v) => !/^\d+$/.test(v));
        if (bad !== undefined) throw new FilterValueError(`Select a valid choice. ${bad} is not one of the available choices.`);
      }
      const given = values.map((v) => (byId ? String(Number(v)) : v));
      const found = await ctx.db.query<{ id: number; v: string }>(
        `SELECT id, ${byColumn}::text AS v FROM ${quoteIdent(target.table)} WHERE ${byColumn}::text = ANY($1::text[])`,
        [given],
      );
      const seen = new Set(found.map((r) => r.v));
      const missing = given.find((v) => !seen.has(v));
      if (missing !== undefined) throw new FilterValueError(`Select a valid choice. ${missing} is not one of the available choices.`);
      const { table, ownerColumn, targetColumn } = field.m2m!;
      const m = ctx.params.alias('f');
      const ids = ctx.params.add(found.map((r) => r.id));
      // a tree node stands for itself and its descendants: the nodes whose path holds it
      const targets = descendants
        ? `ANY(ARRAY(SELECT d.id FROM ${quoteIdent(target.table)} d WHERE d._path && ${ids}::bigint[]))`
        : `ANY(${ids}::bigint[])`;
      const exists = `EXISTS (SELECT 1 FROM ${quoteIdent(table)} ${m} WHERE ${m}.${quoteIdent(ownerColumn)} = ${ctx.alias}.id AND ${m}.${quoteIdent(targetColumn)} = ${targets})`;
      return lookup === 'n' ? `NOT ${exists}` : exists;
    },
  };
}

function fieldFilter(name: string, expr: (alias: string) => string, kind: ValueKind, field?: FieldMeta): CompiledFilter {
  return {
    name,
    lookups: kind === 'integer' && field?.choices ? INTEGER_CHOICE_LOOKUPS : LOOKUPS[kind],
    type: kind === 'integer' ? 'integer' : kind === 'decimal' ? 'number' : kind === 'boolean' ? 'boolean' : 'string',
    condition: (values, lookup, ctx) => scalarCondition(expr(ctx.alias), kind, lookup, values, ctx.params, field),
  };
}

function pathFieldFilter(resource: Resource, name: string, path: string): CompiledFilter {
  const dot = path.lastIndexOf('.');
  const { chain, last } = resolveFkPath(resource, path.slice(0, dot));
  const field = last.field(path.slice(dot + 1));
  const kind = field && valueKindOf(field);
  if (!field || !kind) throw new Error(`${resource.className}: filter path "${path}" does not end in a plain field`);
  /** objects whose related row matches: none when a foreign key on the way is unset */
  const reaching = (lookup: string, values: string[], ctx: FilterContext): string | null => {
    let inner: string | null = null;
    const cond = throughChain(resource, ctx.alias, chain, ctx.params, (column, target) => {
      const y = ctx.params.alias('f');
      inner = scalarCondition(`${y}.${quoteIdent(field.column!)}`, kind, lookup, values, ctx.params, field);
      return `${column} IN (SELECT ${y}.id FROM ${quoteIdent(target.table)} ${y} WHERE ${inner})`;
    });
    return inner === null ? null : cond;
  };
  return {
    ...fieldFilter(name, () => '', kind, field),
    condition(values, lookup, ctx) {
      // negations and `empty=true` also find objects the path does not reach (no VLAN: its vid is "empty"
      // and not 10), as NetBox's exclude() and isnull over an outer join do
      if (lookup === 'empty') {
        const b = parseBoolean(values[values.length - 1]);
        if (b === null) return null;
        const set = reaching('empty', ['false'], ctx);
        return b ? `NOT COALESCE(${set}, false)` : set;
      }
      if (lookup.startsWith('n') && NEGATED.has(lookup)) {
        const positive = reaching(lookup.slice(1), values, ctx);
        return positive === null ? null : `NOT COALESCE(${positive}, false)`;
      }
      return reaching(lookup, values, ctx);
    },
  };
}

/** A declared filter spec compiled for a resource (filter factories build theirs with it). */
export function compileFilterSpec(resource: Resource, name: string, spec: FilterSpec): CompiledFilter {
  return fromSpec(resource, name, spec);
}

/** Lookups NetBox never negates: a number's comparisons, `empty`, the regular expressions. */
const NEVER_NEGATED = new Set(['lt', 'lte', 'gt', 'gte', 'empty', 'regex', 'iregex']);

/** Lookups that negate another (`nic` of `ic`, `n` of the exact match). */
const NEGATED = new Set(['n', 'nic', 'nisw', 'niew', 'nie']);

function fromSpec(resource: Resource, name: string, spec: FilterSpec): CompiledFilter {
  switch (spec.kind) {
    case 'related':
      return relatedFilter(resource, name, spec.path, spec.by, spec.descendants);
    case 'many': {
      const field = resource.field(spec.field);
      if (field?.kind !== 'manyToMany') throw new Error(`${resource.className}: "${spec.field}" is not a many-to-many field`);
      return manyToManyFilter(name, field, spec.by, spec.descendants);
    }
    case 'field':
      return pathFieldFilter(resource, name, spec.path);
    case 'boolean':
      return {
        name,
        lookups: [''],
        type: 'boolean',
        condition(values, _lookup, ctx) {
          const b = parseBoolean(values[values.length - 1]);
          if (b === null) return null;
          return b ? `(${spec.sql(ctx.alias)})` : `NOT (${spec.sql(ctx.alias)})`;
        },
      };
    case 'expr':
      return fieldFilter(name, spec.sql, spec.valueKind);
    case 'method': {
      // NetBox's related-object filters (a circuit's `site_id`, an address's `interface_id`) take `__n`, an
      // exclusion: rows the condition does not hold for, those without any related row included; so does
      // each text lookup (`nic` of `ic`)
      const own = spec.lookups ?? [];
      const negatable = ['', ...own.filter((l) => !NEVER_NEGATED.has(l))];
      return {
        name,
        lookups: spec.type === 'boolean' ? [''] : ['', ...own, ...negatable.map((l) => `n${l}`)],
        type: spec.type ?? 'string',
        condition: async (values, lookup, ctx) => {
          const negated = lookup.startsWith('n') && negatable.includes(lookup.slice(1));
          const cond = await spec.sql(ctx.alias, values, ctx.params, ctx.db, negated ? lookup.slice(1) : lookup);
          return cond && negated ? `(${cond}) IS NOT TRUE` : cond;
        },
        keptCount: spec.keptCount && ((values, ctx) => spec.keptCount!(values, ctx.params)),
      };
    }
    case 'jsonKeys': {
      const field = resource.field(spec.field);
      if (field?.kind !== 'json' || !field.column) throw new Error(`${resource.className}: "${spec.field}" is not a stored JSON field`);
      return jsonKeyFilter(name, field);
    }
  }
}

function searchFilter(resource: Resource): CompiledFilter {
  return {
    name: 'q',
    lookups: [''],
    type: 'string',
    condition(values, _lookup, ctx) {
      const text = values[values.length - 1].trim();
      if (!text) return null;
      const pattern = ctx.params.add(`%${likeEscape(text)}%`);
      const columns = resource.search
        .map((n) => resource.field(n))
        .filter((f): f is FieldMeta => Boolean(f?.column))
        .map((f) => `${ctx.alias}.${quoteIdent(f.column!)}::text ILIKE ${pattern}`);
      return columns.length ? `(${columns.join(' OR ')})` : null;
    },
  };
}

/** All filters of a resource, by parameter base name. */
export function compileFilters(resource: Resource): Map<string, CompiledFilter> {
  const out = new Map<string, CompiledFilter>();
  const add = (f: CompiledFilter) => out.set(f.name, f);
  add(fieldFilter('id', (a) => `${a}.id`, 'integer'));
  for (const field of resource.fields) {
    if (!field.filter || field.name === 'id') continue;
    if (field.kind === 'manyToMany' || field.kind === 'foreignKey') {
      const target = ResourceRegistry.maybeForEntity(field.target!());
      if (!target) continue;
      // `<name>` matches the target by its slug, else its name, unless the field says otherwise
      const by = field.filterBy ?? (target.field('slug') ? 'slug' : target.field('name') ? 'name' : false);
      if (field.kind === 'manyToMany') {
        add(manyToManyFilter(`${field.name}_id`, field, 'id'));
        if (by) add(manyToManyFilter(field.name, field, by));
      } else {
        const descendants = target.isTree && field.filterDescendants !== false;
        add(relatedFilter(resource, `${field.name}_id`, field.name, 'id', descendants));
        if (by) add(relatedFilter(resource, field.name, field.name, by, descendants));
      }
      continue;
    }
    if (field.kind === 'macAddress') {
      const column = quoteIdent(field.column!);
      add({
        name: field.name,
        lookups: STRING_LOOKUPS,
        type: 'string',
        condition: (values, lookup, ctx) => macCondition(`${ctx.alias}.${column}`, lookup, values, ctx.params),
      });
      continue;
    }
    const kind = valueKindOf(field);
    const column = field.column;
    // stored fields filter on their column, computed choices (an address's family) on their SQL
    const expr = column ? (a: string) => `${a}.${quoteIdent(column)}` : field.kind === 'choice' ? field.sql : undefined;
    if (!kind || !expr) continue;
    add(fieldFilter(field.name, expr, kind, field));
  }
  if (resource.isTree && resource.field('slug')) {
    // a nested group's ancestors: its parent is the named node or one of that node's descendants (trees
    // without slugs, like inventory items, have no such filters in NetBox)
    add(relatedFilter(resource, 'ancestor_id', 'parent', 'id', true));
    add(relatedFilter(resource, 'ancestor', 'parent', 'slug', true));
  }
  if (resource.search.length) add(searchFilter(resource));
  for (const [name, spec] of Object.entries(resource.extraFilters)) add(fromSpec(resource, name, spec));
  for (const factory of factories) for (const f of factory(resource)) if (!resource.unfiltered.has(f.name)) add(f);
  return out;
}

const compiled = new WeakMap<Resource, Map<string, CompiledFilter>>();
export function filtersOf(resource: Resource): Map<string, CompiledFilter> {
  let map = compiled.get(resource);
  if (!map) compiled.set(resource, (map = compileFilters(resource)));
  return map;
}

/**
 * Rewrites a list request's parameters before they are read as filters (saved filters: `filter=<slug>`
 * brings the saved parameters in). Installed by the module owning the feature.
 */
export type QueryExpander = (resource: Resource, query: Map<string, string[]>, db: Queryable) => Promise<Map<string, string[]>>;
const expanders: QueryExpander[] = [];
export function registerQueryExpander(expander: QueryExpander): void {
  if (!expanders.includes(expander)) expanders.push(expander);
}

/** Query parameters that are not filters. */
export const RESERVED_PARAMS = new Set(['limit', 'offset', 'start', 'ordering', 'brief', 'fields', 'omit', 'exclude', 'format', 'export']);

/** WHERE conditions for a request's filter parameters; unknown parameters are ignored, bad values are a 400. */
export async function whereConditions(resource: Resource, query: Map<string, string[]>, ctx: FilterContext): Promise<string[]> {
  return (await filterConditions(resource, query, ctx)).conditions;
}

/**
 * The SQL conditions of a list's filters, and, when a single filter with kept counts makes the only condition,
 * its count expression (`KeptCount`: it reuses the condition's placeholders).
 */
export async function filterConditions(
  resource: Resource,
  query: Map<string, string[]>,
  ctx: FilterContext,
): Promise<{ conditions: string[]; keptCount: string | null }> {
  const filters = filtersOf(resource);
  const conditions: string[] = [];
  const errors: Record<string, string[]> = {};
  let sole: { filter: CompiledFilter; values: string[]; lookup: string } | null = null;
  for (const expand of expanders) query = await expand(resource, query, ctx.db);
  for (const [param, values] of query) {
    // a paging parameter that is also a field's filter (an ASN range's `start`) is both, as in NetBox
    if (RESERVED_PARAMS.has(param) && !filters.has(param)) continue;
    let filter = filters.get(param);
    let lookup = '';
    if (filter?.prefix) lookup = param.slice(filter.name.length);
    if (!filter) {
      const at = param.lastIndexOf('__');
      filter = at > 0 ? filters.get(param.slice(0, at)) : undefined;
      lookup = param.slice(at + 2);
      if (!filter || filter.prefix || !filter.lookups.includes(lookup)) {
        filter = [...filters.values()].find((f) => f.prefix && param.startsWith(f.name));
        if (!filter) continue;
        lookup = param.slice(filter.name.length);
      }
    }
    if (values.some((v) => v.includes('\u0000'))) {
      (errors[param] ??= []).push(NUL_MESSAGE);
      continue;
    }
    try {
      const cond = await filter.condition(values, lookup, ctx);
      if (cond) {
        conditions.push(cond);
        sole = { filter, values, lookup };
      }
    } catch (error) {
      if (!(error instanceof FilterValueError)) throw error;
      (errors[param] ??= []).push(error.message);
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const kept = conditions.length === 1 && sole?.filter.keptCount && !sole.lookup ? sole.filter.keptCount(sole.values, ctx) : null;
  return { conditions, keptCount: kept };
}
