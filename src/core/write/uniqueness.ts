import type { Queryable } from '../../database/db.js';
import { Resource } from '../model/define-resource.js';
import { UniqueRule } from '../model/constraints.js';
import { FieldMeta } from '../model/fields.js';
import { arrayRows, quoteIdent } from '../../database/sql.js';
import { pushTo } from '../collections.js';
import { WriteItem } from '../model/model-rules.js';

function arrayType(field: FieldMeta): string {
  if (field.kind === 'foreignKey' || field.kind === 'integer') return 'bigint[]';
  if (field.kind === 'choice' && field.choices!.valueType === 'integer') return 'bigint[]';
  if (field.kind === 'decimal') return 'numeric[]';
  return 'text[]';
}

function keyOf(rule: UniqueRule, item: WriteItem): string | null {
  if (rule.whereNull?.some((f) => item.values[f] !== null && item.values[f] !== undefined)) return null;
  if (rule.whereNotBlank?.some((f) => item.values[f] === '')) return null;
  const parts: unknown[] = [];
  for (const f of rule.fields) {
    const v = item.values[f];
    if (v === null || v === undefined) return null; // NULLs never collide
    parts.push(rule.caseInsensitive?.includes(f) ? String(v).toLowerCase() : v);
  }
  return JSON.stringify(parts);
}

interface Checked {
  rule: UniqueRule;
  errorKey: string;
  keyed: { item: WriteItem; key: string }[];
  fields: FieldMeta[];
}

/**
 * Checks every uniqueness rule for a batch: one query for all rules and the whole batch (a UNION ALL of
 * one branch per rule), plus collisions between the items themselves (which NetBox misses and answers
 * with a 500). Reports through `fail`.
 */
export async function checkUniqueness(
  db: Queryable,
  resource: Resource,
  items: WriteItem[],
  fail: (item: WriteItem, key: string, message: string) => void,
): Promise<void> {
  const checked: Checked[] = [];
  for (const rule of resource.uniqueRules) {
    // a rule limited to rows where other fields are null is a multi-field rule: non-field error
    const errorKey = rule.key ?? (rule.fields.length === 1 && !rule.whereNull?.length ? rule.fields[0] : '__all__');
    const keyed = items
      .map((item) => ({ item, key: keyOf(rule, item) }))
      .filter((k): k is { item: WriteItem; key: string } => k.key !== null)
      // an update that leaves the rule's fields alone cannot newly collide
      .filter(
        ({ item }) =>
          !item.before ||
          rule.fields.some((f) => item.given.has(f)) ||
          [...(rule.whereNull ?? []), ...(rule.whereNotBlank ?? [])].some((f) => item.given.has(f)),
      );
    if (!keyed.length) continue;

    const seen = new Map<string, WriteItem>();
    for (const { item, key } of keyed) {
      if (seen.has(key)) fail(item, errorKey, rule.message);
      else seen.set(key, item);
    }
    checked.push({ rule, errorKey, keyed, fields: rule.fields.map((f) => resource.field(f)!) });
  }
  if (!checked.length) return;

  const params: unknown[] = [];
  const branches = checked.map(({ rule, keyed, fields }, r) => {
    const placeholders = fields.map((field) => {
      params.push(
        keyed.map(({ item }) => {
          const v = item.values[field.name];
          return rule.caseInsensitive?.includes(field.name) ? String(v).toLowerCase() : v;
        }),
      );
      return `$${params.length}::${arrayType(field)}`;
    });
    const on = fields
      .map((field, i) => {
        const column = `t.${quoteIdent(field.column!)}`;
        return rule.caseInsensitive?.includes(field.name) ? `lower(${column}) = k.v${i}` : `${column} = k.v${i}`;
      })
      .join(' AND ');
    const whereNull = [
      ...(rule.whereNull ?? []).map((f) => `t.${quoteIdent(resource.field(f)!.column!)} IS NULL`),
      ...(rule.whereNotBlank ?? []).map((f) => `t.${quoteIdent(resource.field(f)!.column!)} <> ''`),
    ];
    return (
      `SELECT DISTINCT ${r} AS rule, t.id, ARRAY[${fields.map((_, i) => `k.v${i}::text`).join(', ')}] AS v ` +
      `FROM ${quoteIdent(resource.table)} t JOIN ${arrayRows(
        placeholders,
        'k',
        fields.map((_, i) => `v${i}`),
        keyed.length,
      )} ON ${on}` +
      (whereNull.length ? ` WHERE ${whereNull.join(' AND ')}` : '')
    );
  });
  // keys travel as arrays, so the text depends only on the rules checked (and one key or more): planned once per connection
  const taken = await db.query<{ rule: number; id: number; v: string[] }>(branches.map((b) => `(${b})`).join(' UNION ALL '), params, {
    prepare: true,
  });
  if (!taken.length) return;

  checked.forEach(({ rule, errorKey, keyed, fields }, r) => {
    const normalize = (values: unknown[]) => JSON.stringify(values.map((v, i) => (arrayType(fields[i]) === 'text[]' ? String(v) : Number(v))));
    const holders = new Map<string, number[]>();
    for (const row of taken) if (row.rule === r) pushTo(holders, normalize(row.v), Number(row.id));
    if (!holders.size) return;
    for (const { item, key } of keyed) {
      const ids = holders.get(normalize(JSON.parse(key) as unknown[]));
      if (ids?.some((id) => id !== item.id)) fail(item, errorKey, rule.message);
    }
  });
}
