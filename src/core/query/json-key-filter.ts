import { likeEscape, quoteIdent } from '../../database/sql.js';
import { FieldMeta } from '../model/fields.js';
import { CompiledFilter, FilterValueError } from './filter-types.js';

/**
 * Filters on the keys of a JSON field, named by data (NetBox's AttributeFiltersMixin: a module type's
 * `attr_<key>` queries `attribute_data__<key>`). The parameter after the prefix is a Django JSON key path
 * `a__b__…`, optionally ending in one of the lookups Django gives a key (below); any other last part is one
 * more key. The value is read as JSON when it parses (`8`, `true`, `null`, `"8"`), else taken as text, and
 * only the last of repeated values counts — as NetBox reads them. Comparisons follow PostgreSQL's jsonb
 * (a number never equals a string); text lookups compare the key's text with the value as Python prints it.
 */

const TEXT_LOOKUPS: Record<string, (pattern: string) => { op: string; pattern: string }> = {
  iexact: (v) => ({ op: 'ILIKE', pattern: likeEscape(v) }),
  icontains: (v) => ({ op: 'ILIKE', pattern: `%${likeEscape(v)}%` }),
  startswith: (v) => ({ op: 'LIKE', pattern: `${likeEscape(v)}%` }),
  istartswith: (v) => ({ op: 'ILIKE', pattern: `${likeEscape(v)}%` }),
  endswith: (v) => ({ op: 'LIKE', pattern: `%${likeEscape(v)}` }),
  iendswith: (v) => ({ op: 'ILIKE', pattern: `%${likeEscape(v)}` }),
  regex: (v) => ({ op: '~', pattern: v }),
  iregex: (v) => ({ op: '~*', pattern: v }),
};
const JSON_OPERATORS: Record<string, string> = { exact: '=', lt: '<', lte: '<=', gt: '>', gte: '>=', contains: '@>', contained_by: '<@' };
const KEY_LOOKUPS = new Set(['isnull', 'in', 'has_key', 'has_keys', 'has_any_keys', ...Object.keys(TEXT_LOOKUPS), ...Object.keys(JSON_OPERATORS)]);

function readJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/** The value as Python's str() gives it to a text lookup (the raw text for numbers and structures). */
function asText(value: unknown, raw: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (value === null) return 'None';
  return raw.trim();
}

export function jsonKeyFilter(name: string, field: FieldMeta): CompiledFilter {
  const column = quoteIdent(field.column!);
  return {
    name,
    prefix: true,
    lookups: [],
    type: 'string',
    condition(values, rest, ctx) {
      const parts = rest.split('__');
      const lookup = parts.length > 1 && KEY_LOOKUPS.has(parts[parts.length - 1]) ? parts.pop()! : 'exact';
      if (parts.some((p) => p === '')) return null;
      const raw = values[values.length - 1];
      const value = readJson(raw);
      const path = `${ctx.params.add(parts)}::text[]`;
      const json = `(${ctx.alias}.${column} #> ${path})`;
      const text = `(${ctx.alias}.${column} #>> ${path})`;
      const asJson = (v: unknown) => `${ctx.params.add(JSON.stringify(v))}::jsonb`;
      if (lookup in JSON_OPERATORS) return `${json} ${JSON_OPERATORS[lookup]} ${asJson(value)}`;
      if (lookup in TEXT_LOOKUPS) {
        const { op, pattern } = TEXT_LOOKUPS[lookup](asText(value, raw));
        return `${text} ${op} ${ctx.params.add(pattern)}`;
      }
      switch (lookup) {
        case 'isnull':
          if (typeof value !== 'boolean') throw new FilterValueError('The value of an isnull lookup must be true or false.');
          // a key that is absent (or a field that is null), not a JSON null
          return value ? `${json} IS NULL` : `${json} IS NOT NULL`;
        case 'in': {
          const list = Array.isArray(value) ? value : [value];
          return list.length ? `${json} = ANY(ARRAY[${list.map(asJson).join(', ')}])` : 'FALSE';
        }
        case 'has_key':
          return `${json} ? ${ctx.params.add(asText(value, raw))}`;
        default: {
          // has_keys / has_any_keys: a list of key names
          const keys = (Array.isArray(value) ? value : [value]).map((k) => asText(k, String(k)));
          return `${json} ${lookup === 'has_keys' ? '?&' : '?|'} ${ctx.params.add(keys)}::text[]`;
        }
      }
    },
  };
}
