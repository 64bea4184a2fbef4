import { Resource } from '../../core/model/define-resource.js';
import { CompiledFilter, FilterContext, parseBoolean, scalarCondition } from '../../core/query/filters.js';
import type { ValueKind } from '../../core/model/types.js';
import { definitionNamed } from './definitions.js';
import type { CustomFieldDef } from './values.js';

/**
 * `cf_<name>` filters (docs/models.md §0.5): one prefix filter per model, since custom fields are
 * data — the field is looked up when the request comes. Lookups follow NetBox's per type: text with
 * loose logic is a case-insensitive contains and has no suffixes; exact text and selections get the
 * string suffixes; numbers, dates and object ids the numeric ones; a multi-selection (or multi-object)
 * matches objects holding any of the values. `null` as a value matches objects without a value, and
 * negations (`__n`) include them, as NetBox's missing-key-aware filters do.
 */

const STRING = ['', 'n', 'ic', 'nic', 'isw', 'nisw', 'iew', 'niew', 'ie', 'nie', 'empty', 'regex', 'iregex'];
const NUMERIC = ['', 'n', 'lt', 'lte', 'gt', 'gte', 'empty'];

interface Plan {
  kind: ValueKind;
  lookups: string[];
  /** SQL of the value as that kind (NULL when unset or of another JSON type) over the JSON value */
  expr: (v: string) => string;
}

const typed = (jsonType: string, cast: string) => (v: string) => `(CASE WHEN jsonb_typeof(${v}) = '${jsonType}' THEN (${v} #>> '{}')::${cast} END)`;
const matching = (pattern: string, cast: string) => (v: string) =>
  `(CASE WHEN jsonb_typeof(${v}) = 'string' AND (${v} #>> '{}') ~ '${pattern}' THEN (${v} #>> '{}')::${cast} END)`;

function planFor(def: CustomFieldDef): Plan | null {
  const text = (v: string) => `(${v} #>> '{}')`;
  switch (def.type) {
    case 'text':
    case 'longtext':
    case 'url':
      return def.filter_logic === 'loose' ? { kind: 'string', lookups: [''], expr: text } : { kind: 'string', lookups: STRING, expr: text };
    case 'select':
      return { kind: 'string', lookups: STRING, expr: text };
    case 'integer':
    case 'decimal':
    case 'object':
      return { kind: 'decimal', lookups: NUMERIC, expr: typed('number', 'numeric') };
    case 'boolean':
      return { kind: 'boolean', lookups: [''], expr: typed('boolean', 'boolean') };
    case 'date':
      return { kind: 'date', lookups: NUMERIC, expr: matching('^\\d{4}-\\d{2}-\\d{2}$', 'date') };
    case 'datetime':
      return {
        kind: 'datetime',
        lookups: NUMERIC,
        expr: matching('^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}(:\\d{2}(:\\d{2}([.,]\\d+)?)?)?)?(Z|[+-]\\d{2}(:?\\d{2})?)?$', 'timestamptz'),
      };
    default:
      return null; // json: no filter
  }
}

/** No value: no key, JSON null, "" or an empty list. */
function unsetSql(v: string): string {
  return `(${v} IS NULL OR ${v} IN ('null'::jsonb, '""'::jsonb, '[]'::jsonb))`;
}

/** Multi-selection / multi-object: the stored list holds any of the values. */
function containsAny(def: CustomFieldDef, v: string, values: string[], ctx: FilterContext): string | null {
  const parts = values.flatMap((raw) => {
    if (def.type === 'multiselect') return [`${v} @> ${ctx.params.add(JSON.stringify([raw]))}::jsonb`];
    return /^\d+$/.test(raw) ? [`${v} @> ${ctx.params.add(JSON.stringify([Number(raw)]))}::jsonb`] : [];
  });
  return parts.length ? `(${parts.join(' OR ')})` : 'FALSE';
}

const LIST_LOOKUPS = ['', 'n', 'empty'];

function customFieldCondition(def: CustomFieldDef, lookup: string, values: string[], ctx: FilterContext): string | null {
  const listed = def.type === 'multiselect' || def.type === 'multiobject';
  const plan = listed ? null : planFor(def);
  if (!(listed ? LIST_LOOKUPS : (plan?.lookups ?? [])).includes(lookup)) return null;
  const v = `${ctx.alias}.custom_field_data -> ${ctx.params.add(def.name)}::text`;
  if (lookup === 'empty') {
    const b = parseBoolean(values[values.length - 1]);
    return b === null ? null : b ? unsetSql(v) : `NOT ${unsetSql(v)}`;
  }
  const wantsUnset = values.includes('null');
  const given = values.filter((x) => x !== 'null');
  let match: string | null;
  if (!plan) {
    match = given.length ? containsAny(def, v, given, ctx) : null;
  } else {
    const base = lookup === 'n' ? '' : lookup;
    // loose text matches by contains; exact text and selections compare the whole value
    const effective = plan.lookups.length === 1 && plan.kind === 'string' && base === '' ? 'ic' : base;
    match = given.length ? scalarCondition(plan.expr(v), plan.kind, effective, given, ctx.params) : null;
  }
  const parts = [match, wantsUnset ? unsetSql(v) : null].filter((p): p is string => Boolean(p));
  if (!parts.length) return null;
  const any = parts.length === 1 ? parts[0] : `(${parts.join(' OR ')})`;
  if (lookup !== 'n') return any;
  // a negation admits objects without a value, unless having no value is what is excluded
  return wantsUnset ? `NOT COALESCE(${any}, false)` : `(NOT COALESCE(${any}, false) OR ${unsetSql(v)})`;
}

export function customFieldFilter(resource: Resource): CompiledFilter {
  return {
    name: 'cf_',
    prefix: true,
    lookups: [],
    type: 'string',
    async condition(values, rest, ctx) {
      const at = rest.indexOf('__');
      const name = at < 0 ? rest : rest.slice(0, at);
      const lookup = at < 0 ? '' : rest.slice(at + 2);
      if (!name) return null;
      const def = await definitionNamed(ctx.db, resource.objectType, name, ctx.params); // read once per request
      if (!def || def.filter_logic === 'disabled') return null;
      return customFieldCondition(def, lookup, values, ctx);
    },
  };
}
