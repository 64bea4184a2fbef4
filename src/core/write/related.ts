import type { Queryable } from '../../database/db.js';
import { Resource, ResourceRegistry } from '../model/define-resource.js';
import type { RowScope } from '../model/types.js';
import { Params, quoteIdent } from '../../database/sql.js';
import { FieldError } from './coerce.js';

/**
 * Related objects on write (docs/api-behaviour.md §5.3): a numeric id, `{"id": n}`, or a dictionary
 * of attributes (nested dictionaries follow foreign keys) that must match exactly one row.
 */

export type RelatedRef = { kind: 'id'; id: number } | { kind: 'attrs'; attrs: Record<string, unknown> };

export function parseRelatedRef(value: unknown): RelatedRef {
  if (typeof value === 'number' && Number.isInteger(value)) return { kind: 'id', id: value };
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return { kind: 'id', id: Number(value) };
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const attrs = value as Record<string, unknown>;
    const keys = Object.keys(attrs);
    if (keys.length === 1 && keys[0] === 'id' && parseIdLike(attrs.id) !== null) return { kind: 'id', id: parseIdLike(attrs.id)! };
    return { kind: 'attrs', attrs };
  }
  throw new FieldError(
    `Related objects must be referenced by numeric ID or by dictionary of attributes. Received an unrecognized value: ${pythonRepr(value, false)}`,
  );
}

function parseIdLike(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

/** Python's repr, for messages that quote the client's lookup the way NetBox prints it. */
export function pythonRepr(value: unknown, quoteStrings = true): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return quoteStrings ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `[${value.map((v) => pythonRepr(v)).join(', ')}]`;
  return `{${Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `'${k}': ${pythonRepr(v)}`)
    .join(', ')}}`;
}

function flatten(attrs: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(attrs)) {
    if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(out, flatten(v as Record<string, unknown>, `${prefix}${k}__`));
    else out[`${prefix}${k}`] = v;
  }
  return out;
}

let aliasSeq = 0;

/** WHERE for a dictionary of attributes over `alias`; nested dictionaries become subqueries. */
function attrsCondition(resource: Resource, alias: string, attrs: Record<string, unknown>, params: Params): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(attrs)) {
    const fkIdField = key.endsWith('_id') ? resource.field(key.slice(0, -3)) : undefined;
    const field = key === 'id' ? undefined : (resource.field(key) ?? (fkIdField?.kind === 'foreignKey' ? fkIdField : undefined));
    let column: string;
    if (key === 'id') column = `${alias}.id`;
    else if (field?.column && field.kind !== 'customFields') column = `${alias}.${quoteIdent(field.column)}`;
    else {
      const choices = ['id', ...resource.fields.filter((f) => f.column && f.kind !== 'customFields').map((f) => f.name)].sort();
      throw new FieldError(`Cannot resolve keyword '${key}' into field. Choices are: ${choices.join(', ')}`);
    }
    if (field?.kind === 'foreignKey' && value && typeof value === 'object' && !Array.isArray(value)) {
      const target = ResourceRegistry.forEntity(field.target!());
      const x = `r${++aliasSeq % 100000}`;
      parts.push(
        `${column} IN (SELECT ${x}.id FROM ${quoteIdent(target.table)} ${x} WHERE ${attrsCondition(target, x, value as Record<string, unknown>, params)})`,
      );
    } else if (value === null) {
      parts.push(`${column} IS NULL`);
    } else if (typeof value === 'object') {
      throw new FieldError(`Invalid lookup value for '${key}': ${pythonRepr(value)}`);
    } else {
      parts.push(`${column}::text = ${params.add(String(value))}`);
    }
  }
  return parts.length ? parts.join(' AND ') : 'TRUE';
}

/** Finds the one row (among the rows `scope` allows) a dictionary of attributes names; 0 or more than 1 → FieldError. */
export async function resolveAttrs(db: Queryable, target: Resource, attrs: Record<string, unknown>, scope?: RowScope): Promise<number> {
  const params = new Params();
  let where = attrsCondition(target, 'a', attrs, params);
  const scoped = scope?.('a', params);
  if (scoped) where = `${where} AND ${scoped}`;
  const rows = await db.query<{ id: number }>(`SELECT a.id FROM ${quoteIdent(target.table)} a WHERE ${where} LIMIT 2`, params.values);
  const shown = pythonRepr(flatten(attrs));
  if (rows.length === 0) throw new FieldError(`Related object not found using the provided attributes: ${shown}`);
  if (rows.length > 1) throw new FieldError(`Multiple objects match the provided attributes: ${shown}`);
  return rows[0].id;
}

/** Which of these ids exist in the target table (one query for a whole bulk request). */
export async function existingIds(db: Queryable, target: Resource, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.query<{ id: number }>(`SELECT id FROM ${quoteIdent(target.table)} WHERE id = ANY($1::bigint[])`, [[...new Set(ids)]]);
  return new Set(rows.map((r) => r.id));
}
