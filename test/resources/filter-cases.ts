import { Resource } from '../../src/core/model/define-resource';
import type { ValueKind } from '../../src/core/model/types';
import { CompiledFilter, filtersOf, RESERVED_PARAMS } from '../../src/core/query/filters';
import { DeriveInput, Json, Plan, planOf, Related, Scalar } from './filter-plans';

/**
 * Filter cases derived from the declarations and three stored objects (the filter half of NetBox's
 * `test_missing_filters`, with real assertions). Every filter the framework compiles for a resource is
 * classified by where it comes from — a generated field filter, a foreign key's `<name>_id` / `<name>`,
 * a tree's `ancestor`, `q`, a declared extra filter, a feature's `tag` / `cf_` / `*_by_request` — and
 * each of its lookups gets requests whose answer is computed here, in plain JavaScript, from the
 * objects' representations: e.g. `name__isw=<A's name minus its last letter>` must list A and not B.
 * What cannot be read from a representation (SQL methods, flags, hidden columns) the resource spec states
 * as explicit cases. `coverageGaps` then names every filter and lookup no case can fail for.
 */

/** One request: `?<param>=<value>&<param>=<value>` must list exactly these of the three objects (by index). */
export interface FilterCase {
  param: string;
  values: string[];
  expect: number[];
  /** derived from the objects, or stated by the spec */
  from: 'derived' | 'spec';
}

/** A case a resource spec states for a filter the suite cannot derive: `{ filter: 'kind', value: 'virtual', expect: [2] }`. */
export interface ExplicitCase {
  /** the parameter: filter name with its lookup suffix (`mask_length__gte`) */
  filter: string;
  value: string | number | boolean | (string | number | boolean)[];
  /** indexes (0, 1, 2) of the three objects the request must list */
  expect: number[];
}

const MISS_UUID = '00000000-0000-4000-8000-00000000dead';
const NEGATABLE = new Set(['', 'ic', 'isw', 'iew', 'ie']);
const FRAGMENTS = ['ic', 'isw', 'iew', 'ie'];

const micros = (s: string) => {
  const fraction = /:\d{2}[.,](\d+)/.exec(s)?.[1] ?? '';
  return Date.parse(s) * 1000 + Number((fraction + '000000').slice(3, 6));
};

function compare(kind: ValueKind, a: Scalar, b: string): number {
  switch (kind) {
    case 'integer':
    case 'decimal':
      return Number(a) - Number(b);
    case 'datetime':
      return micros(String(a)) - micros(b);
    default:
      return String(a) < b ? -1 : String(a) > b ? 1 : 0;
  }
}

const regexEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const swapCase = (s: string) => [...s].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');

/** Does a positive lookup with this query value match the stored value? */
function matches(kind: ValueKind, ci: boolean, lookup: string, query: string, value: Scalar): boolean {
  const textLike = kind === 'string' || kind === 'choice';
  if (lookup === 'empty') {
    const isEmpty = value === null || (textLike && value === '');
    return query === 'true' ? isEmpty : !isEmpty;
  }
  if (value === null) return false;
  const text = String(value);
  switch (lookup) {
    case '':
      if (kind === 'boolean') return String(value) === query;
      if (kind === 'integer' || kind === 'decimal' || kind === 'datetime') return compare(kind, value, query) === 0;
      return ci ? text.toLowerCase() === query.toLowerCase() : text === query;
    case 'lt':
      return compare(kind, value, query) < 0;
    case 'lte':
      return compare(kind, value, query) <= 0;
    case 'gt':
      return compare(kind, value, query) > 0;
    case 'gte':
      return compare(kind, value, query) >= 0;
    case 'ic':
      return text.toLowerCase().includes(query.toLowerCase());
    case 'isw':
      return text.toLowerCase().startsWith(query.toLowerCase());
    case 'iew':
      return text.toLowerCase().endsWith(query.toLowerCase());
    case 'ie':
      return text.toLowerCase() === query.toLowerCase();
    case 'regex':
      return new RegExp(query).test(text);
    case 'iregex':
      return new RegExp(query, 'i').test(text);
    default:
      throw new Error(`no oracle for lookup ${lookup}`);
  }
}

const indexes = (n: number, keep: (i: number) => boolean) => Array.from({ length: n }, (_, i) => i).filter(keep);
const complement = (n: number, set: number[]) => indexes(n, (i) => !set.includes(i));
const paramOf = (name: string, lookup: string) => (lookup ? `${name}__${lookup}` : name);
const distinct = <T>(list: T[]) => [...new Set(list)];

/** A query value for a positive lookup built from one stored text value. */
function queryFor(lookup: string, text: string): string {
  const n = text.length;
  switch (lookup) {
    case 'ic':
      return swapCase(n >= 3 ? text.slice(1, -1) : text);
    case 'isw':
      return swapCase(n >= 2 ? text.slice(0, -1) : text);
    case 'iew':
      return swapCase(n >= 2 ? text.slice(1) : text);
    case 'ie':
      return swapCase(text);
    case 'regex':
      return `^${regexEscape(text)}$`;
    case 'iregex':
      return `^${regexEscape(swapCase(text))}$`;
    default:
      return text;
  }
}

/** Values outside every stored one, so `<` / `>` also answer "all" and "none". */
function bounds(kind: ValueKind, values: Scalar[]): string[] {
  if (kind === 'integer' || kind === 'decimal') {
    const nums = values.map(Number);
    return [String(Math.min(...nums) - 1), String(Math.max(...nums) + 1)];
  }
  if (kind === 'date') return ['1901-01-01', '2999-12-31'];
  if (kind === 'datetime') return ['1901-01-01T00:00:00Z', '2999-12-31T00:00:00Z'];
  return [];
}

/** A valid value no object holds (exact lookups answer "none" with it). */
function miss(plan: Extract<Plan, { type: 'scalar' }>, values: Scalar[]): string | null {
  if (plan.choices) {
    const unused = plan.choices.entries.map(([v]) => String(v)).find((v) => !values.map(String).includes(v));
    return unused ?? null;
  }
  switch (plan.kind) {
    case 'integer':
    case 'decimal':
      return String(Math.max(0, ...values.map(Number)) + 1000);
    case 'date':
      return '1902-02-02';
    case 'datetime':
      return '1902-02-02T02:02:02Z';
    case 'uuid':
      return MISS_UUID;
    case 'boolean':
      return null;
    default:
      return 'no-such-value-zq';
  }
}

function scalarCases(name: string, filter: CompiledFilter, plan: Extract<Plan, { type: 'scalar' }>, stored: Scalar[]): FilterCase[] {
  const out: FilterCase[] = [];
  const n = stored.length;
  const lookups = filter.lookups.length ? filter.lookups : [''];
  const add = (lookup: string, query: string) => {
    const expect = indexes(n, (i) => matches(plan.kind, plan.ci, lookup, query, stored[i]));
    out.push({ param: paramOf(name, lookup), values: [query], expect, from: 'derived' });
    if (lookups.includes(`n${lookup}`) && NEGATABLE.has(lookup)) {
      out.push({ param: paramOf(name, `n${lookup}`), values: [query], expect: complement(n, expect), from: 'derived' });
    }
  };
  const given = distinct(stored.filter((v): v is string | number | boolean => v !== null && v !== ''));
  if (plan.kind === 'boolean') {
    for (const b of ['true', 'false']) add('', b);
    return out;
  }
  for (const lookup of lookups) {
    if (lookup.startsWith('n') && NEGATABLE.has(lookup.slice(1))) continue; // with its positive
    if (lookup === 'empty') {
      add('empty', 'true');
      add('empty', 'false');
      continue;
    }
    if (plan.checkedChoices && lookup !== '') {
      // only a choice, as written, is a value here: each stored one and one no object holds
      const missing = miss(plan, stored);
      for (const q of distinct([...given.map(String), ...(missing === null ? [] : [missing])])) add(lookup, q);
      continue;
    }
    const queries = given.map((v) => queryFor(lookup, String(v)));
    // the other lookups' fragments of one value too, so a prefix match is told from a contains match
    if (given.length && FRAGMENTS.includes(lookup)) queries.push(...FRAGMENTS.map((other) => queryFor(other, String(given[0]))));
    if (lookup === '') {
      const missing = miss(plan, stored);
      if (missing !== null) queries.push(missing);
    }
    // text no object holds, so even equal values get an answer that is not "all"
    if (given.length && (FRAGMENTS.includes(lookup) || lookup === 'regex' || lookup === 'iregex')) queries.push(queryFor(lookup, 'no-such-text-zq'));
    if (['lt', 'lte', 'gt', 'gte'].includes(lookup) && given.length && !plan.choices) queries.push(...bounds(plan.kind, given));
    for (const q of distinct(queries)) add(lookup, q);
  }
  return out;
}

function relatedCases(name: string, filter: CompiledFilter, plan: Extract<Plan, { type: 'related' }>, stored: Related[]): FilterCase[] {
  const out: FilterCase[] = [];
  const n = stored.length;
  const hasN = filter.lookups.includes('n');
  const add = (values: string[], expect: number[], negated: number[]) => {
    out.push({ param: name, values, expect, from: 'derived' });
    if (hasN) out.push({ param: `${name}__n`, values, expect: negated, from: 'derived' });
  };
  const candidates = distinct(stored.flatMap((s) => s.values)).slice(0, 4);
  for (const v of candidates) {
    const expect = indexes(n, (i) => stored[i].values.includes(v));
    add([v], expect, complement(n, expect));
    if (filter.lookups.includes('any')) out.push({ param: `${name}__any`, values: [v], expect, from: 'derived' });
  }
  if (candidates.length >= 2) {
    const pair = candidates.slice(0, 2);
    const any = indexes(n, (i) => pair.some((v) => stored[i].values.includes(v)));
    // tags: repeated values must all be present (`__any`: one of them); other relations: any of them
    const all = plan.tags ? indexes(n, (i) => pair.every((v) => stored[i].values.includes(v))) : any;
    add(pair, all, complement(n, any));
    if (filter.lookups.includes('any')) out.push({ param: `${name}__any`, values: pair, expect: any, from: 'derived' });
  }
  if (plan.nullable) {
    const expect = indexes(n, (i) => stored[i].unset);
    add(['null'], expect, complement(n, expect));
  }
  return out;
}

/** PostgreSQL's jsonb text: `{"a": 1, "b": [2, 3]}`, keys ordered by length, then bytes. */
function jsonbText(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(jsonbText).join(', ')}]`;
  if (v && typeof v === 'object') {
    const keys = Object.keys(v).sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
    return `{${keys.map((k) => `${JSON.stringify(k)}: ${jsonbText((v as Json)[k])}`).join(', ')}}`;
  }
  return JSON.stringify(v);
}

function searchCases(objects: Json[], fields: string[]): FilterCase[] {
  const texts = objects.map((o) =>
    fields
      .map((f) => o[f])
      .filter((v) => v !== null && v !== undefined)
      .map((v) => (typeof v === 'string' ? v : jsonbText(v))),
  );
  const out: FilterCase[] = [];
  for (const own of texts) {
    const source = own.find((t) => t.trim().length > 0);
    if (!source) continue;
    const trimmed = source.trim();
    // the whole value and a fragment of it, in the other case
    for (const fragment of distinct([swapCase(trimmed), swapCase(trimmed.length >= 3 ? trimmed.slice(1, -1).trim() || trimmed : trimmed)])) {
      const expect = indexes(objects.length, (i) => texts[i].some((t) => t.toLowerCase().includes(fragment.toLowerCase())));
      out.push({ param: 'q', values: [fragment], expect, from: 'derived' });
    }
  }
  out.push({ param: 'q', values: ['no-such-text-zq'], expect: [], from: 'derived' });
  return out;
}

function requestCases(name: string, actions: ('created' | 'updated')[], requests: NonNullable<DeriveInput['requests']>, n: number): FilterCase[] {
  const per = indexes(n, () => true).map((i) => actions.flatMap((a) => requests[a][i] ?? []));
  const ids = distinct([...requests.created.flat(), ...requests.updated.flat()]);
  return [
    ...ids.map((id) => ({ param: name, values: [id], expect: indexes(n, (i) => per[i].includes(id)), from: 'derived' as const })),
    { param: name, values: [MISS_UUID], expect: [], from: 'derived' as const },
  ];
}

function customFieldCases(cf: NonNullable<DeriveInput['customField']>): FilterCase[] {
  const n = cf.values.length;
  const out: FilterCase[] = [];
  const p = `cf_${cf.name}`;
  for (const v of distinct(cf.values.filter((x): x is string => Boolean(x)))) {
    const exact = indexes(n, (i) => cf.values[i] === v);
    out.push({ param: p, values: [v], expect: exact, from: 'derived' });
    out.push({ param: `${p}__n`, values: [v], expect: complement(n, exact), from: 'derived' });
    const fragment = swapCase(v.slice(1, -1));
    out.push({
      param: `${p}__ic`,
      values: [fragment],
      expect: indexes(n, (i) => Boolean(cf.values[i]?.toLowerCase().includes(fragment.toLowerCase()))),
      from: 'derived',
    });
  }
  const unset = indexes(n, (i) => !cf.values[i]);
  out.push({ param: `${p}__empty`, values: ['true'], expect: unset, from: 'derived' });
  out.push({ param: `${p}__empty`, values: ['false'], expect: complement(n, unset), from: 'derived' });
  return out;
}

/** The spec's explicit cases as requests; a case for a negatable lookup also checks its negation (the complement). */
export function explicitCases(resource: Resource, cases: ExplicitCase[], n: number): FilterCase[] {
  const filters = filtersOf(resource);
  const out: FilterCase[] = [];
  for (const c of cases) {
    const values = (Array.isArray(c.value) ? c.value : [c.value]).map(String);
    out.push({ param: c.filter, values, expect: [...c.expect].sort(), from: 'spec' });
    const [name, lookup = ''] = splitParam(resource, c.filter);
    const filter = filters.get(name);
    if (filter && NEGATABLE.has(lookup) && filter.lookups.includes(`n${lookup}`)) {
      out.push({ param: paramOf(name, `n${lookup}`), values, expect: complement(n, c.expect), from: 'spec' });
    }
  }
  return out;
}

/** `name__lookup` → [filter name, lookup], as the framework reads it. */
export function splitParam(resource: Resource, param: string): [string, string] {
  const filters = filtersOf(resource);
  if (filters.has(param)) return [param, ''];
  const at = param.lastIndexOf('__');
  if (at > 0 && filters.get(param.slice(0, at))?.lookups.includes(param.slice(at + 2))) return [param.slice(0, at), param.slice(at + 2)];
  const prefix = [...filters.values()].find((f) => f.prefix && param.startsWith(f.name));
  return prefix ? [prefix.name, param.slice(prefix.name.length)] : [param, ''];
}

export interface Derived {
  cases: FilterCase[];
  /** filters left to the spec's explicit cases, with the reason */
  explicit: Record<string, string>;
  /** filters whose cases cannot fail for a reason the lookup-by-lookup check does not see */
  weak: Record<string, string>;
  /** parameters only the malformed-value test can fail for (a choice field every object holds the only choice of) */
  refusedOnly: string[];
}

/** Every case the suite can derive for a resource from its three objects. */
export async function deriveCases(input: DeriveInput): Promise<Derived> {
  const cases: FilterCase[] = [];
  const explicit: Record<string, string> = {};
  const weak: Record<string, string> = {};
  const refusedOnly: string[] = [];
  const n = input.objects.length;
  for (const [name, filter] of filtersOf(input.resource)) {
    const plan = planOf(input, name, filter);
    switch (plan.type) {
      case 'scalar': {
        const stored: Scalar[] = [];
        for (const o of input.objects) {
          const v = await plan.read(o);
          if (v === undefined) throw new Error(`${input.resource.objectType}: filter ${name} reads a value the representation does not show`);
          stored.push(v as Scalar);
        }
        const own = scalarCases(name, filter, plan, stored);
        if (RESERVED_PARAMS.has(name)) {
          // the bare parameter is also the paging one (an ASN range's `start` is the cursor too, as in
          // NetBox): its answer depends on ids, so the spec states it; the lookups are plain filters
          cases.push(...own.filter((c) => c.param !== name));
          explicit[name] = `also the paging parameter ${name}`;
        } else cases.push(...own);
        if (plan.choices && plan.choices.entries.every(([v]) => stored.some((x) => String(x) === String(v)))) refusedOnly.push(name, `${name}__n`);
        break;
      }
      case 'related': {
        const stored: Related[] = [];
        for (const o of input.objects) stored.push(await plan.read(o));
        cases.push(...relatedCases(name, filter, plan, stored));
        // a value naming a tree node must also find objects below it: some object's node needs an ancestor
        if (plan.descendants && !stored.some((s) => s.values.length > (s.direct?.length ?? 0))) {
          weak[name] = 'no object lies below another node of the tree (descendants never checked)';
        }
        break;
      }
      case 'search':
        cases.push(...searchCases(input.objects, plan.fields));
        break;
      case 'request':
        if (input.requests) cases.push(...requestCases(name, plan.actions, input.requests, n));
        else explicit[name] = 'no request ids known';
        break;
      case 'customField':
        if (input.customField) cases.push(...customFieldCases(input.customField));
        else explicit[name] = 'no custom field set up';
        break;
      case 'explicit':
        explicit[name] = plan.why;
        break;
    }
  }
  return { cases, explicit, weak, refusedOnly };
}

/**
 * Filters and lookups no case can fail for: each `<filter>__<lookup>` needs a case whose answer is not
 * every object (so ignoring the filter fails) and one whose answer is not empty (so matching nothing fails),
 * except filters `answersNone` names, which can match nothing here and need only the first (their `__n` only the second).
 */
export function coverageGaps(resource: Resource, cases: FilterCase[], n: number, refusedOnly: string[] = [], answersNone: string[] = []): string[] {
  const gaps: string[] = [];
  for (const [name, filter] of filtersOf(resource)) {
    const lookups = filter.prefix || !filter.lookups.length ? [''] : filter.lookups;
    for (const lookup of lookups) {
      const param = paramOf(name, lookup);
      if (refusedOnly.includes(param)) continue;
      const mine = cases.filter((c) => (filter.prefix ? c.param.startsWith(name) : c.param === param));
      const none = answersNone.includes(name);
      // a filter that matches nothing here excludes nothing either: its `__n` can only list all three
      const notAll = (none && lookup === 'n') || mine.some((c) => c.expect.length < n);
      const notNone = (none && lookup !== 'n') || mine.some((c) => c.expect.length > 0);
      if (!notAll || !notNone) gaps.push(`${param}${mine.length ? ` (${!notAll ? 'every case lists all three' : 'every case lists none'})` : ''}`);
    }
  }
  return gaps;
}

/** Filters with a case listing some but not all of the three objects. */
export function discriminating(resource: Resource, cases: FilterCase[], n: number): { yes: string[]; no: string[] } {
  const yes: string[] = [];
  const no: string[] = [];
  for (const [name, filter] of filtersOf(resource)) {
    const mine = cases.filter((c) => splitParam(resource, c.param)[0] === name || (filter.prefix && c.param.startsWith(name)));
    (mine.some((c) => c.expect.length > 0 && c.expect.length < n) ? yes : no).push(name);
  }
  return { yes, no };
}
