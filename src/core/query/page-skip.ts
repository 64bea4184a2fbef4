import { Resource, ResourceRegistry } from '../model/define-resource.js';
import { quoteIdent } from '../../database/sql.js';

/**
 * From this offset on, an unfiltered page skips parents by their counters; below it, walking rows is cheaper
 * than summing every parent's counter. An object so that a test can lower it (a few rows instead of 10,000).
 */
export const pageSkip = { from: 10_000 };

/** The counter column of the parent that counts this resource's rows through `via`, with the parent's table and the foreign key. */
function parentCounter(
  resource: Resource,
): { table: string; counter: string; fk: string; required: boolean; parentOrder: (a: string) => string } | null {
  const by = resource.pageOrder?.byParent;
  const parent = by && ResourceRegistry.byObjectType(by.parent);
  const via = by && resource.field(by.via);
  if (!by || !parent || !via?.column) return null;
  const counts = (ref: unknown) => (typeof ref === 'string' ? ref === resource.objectType : (ref as () => unknown)() === resource.entity);
  const field = parent.fields.find((f) => f.counter && !f.counter.tree && f.counter.foreignKey === by.via && counts(f.counter.source));
  return field?.column ? { table: parent.table, counter: field.column, fk: via.column, required: !via.nullable, parentOrder: by.parentOrder } : null;
}

/**
 * An unfiltered list's count as the sum of its parents' counters, when every row has a parent (the foreign key
 * is required): 20,000 devices' `interface_count` instead of a million interfaces counted. Null without one.
 */
export function countByParentSql(resource: Resource, where: string): string | null {
  const parent = parentCounter(resource);
  if (!parent?.required) return null;
  return `SELECT coalesce(sum(p.${quoteIdent(parent.counter)}), 0) AS n FROM ${quoteIdent(parent.table)} p WHERE ${where}`;
}

/**
 * An unfiltered page at a deep offset in a parent-led order (interfaces by device name): the parents whose
 * rows cover the page are found from a running sum of their counters (kept exact in every write transaction),
 * and only their rows are ordered, offset by the rows of the parents before them — the same ids, in the same
 * order, as `ORDER BY … OFFSET` over every row, without walking 900,000 of them. `offset` and the page size
 * are the statement's `$n` and literal; null when the resource has no such counter.
 */
export function skipByParentSql(
  resource: Resource,
  alias: string,
  chosen: { join: string; order: string },
  where: string,
  offsetParam: string,
  limit: number,
): string | null {
  const parent = parentCounter(resource);
  if (!parent) return null;
  const table = quoteIdent(resource.table);
  const n = quoteIdent(parent.counter);
  // at most `limit` parents with rows cover the page: the LIMIT tells the planner so, and the join starts
  // from them (written first; joins are not reordered) into the rows' (parent, order) index
  const covering =
    `SELECT s.id, s.before FROM (SELECT p.id, p.${n} AS n, sum(p.${n}) OVER (ORDER BY ${parent.parentOrder('p')}) - p.${n} AS before FROM ${quoteIdent(parent.table)} p) s` +
    ` WHERE s.n > 0 AND s.before + s.n > ${offsetParam} AND s.before < ${offsetParam} + ${limit} ORDER BY s.before LIMIT ${limit}`;
  return (
    `WITH covering AS (${covering}) SELECT ${alias}.id FROM covering JOIN ${table} ${alias} ON ${alias}.${quoteIdent(parent.fk)} = covering.id${chosen.join}` +
    ` WHERE ${where} ORDER BY ${chosen.order} LIMIT ${limit} OFFSET ${offsetParam} - (SELECT min(before) FROM covering)`
  );
}
