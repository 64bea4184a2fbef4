import type { Queryable } from '../../database/db.js';
import { Resource } from '../model/define-resource.js';
import { quoteIdent } from '../../database/sql.js';
import { RuleContext, WriteItem } from '../model/model-rules.js';

/**
 * Tree bookkeeping for nested group models: after nodes are created, renamed or moved, recompute
 * `_path`, `_sort` and `_depth` for them and their whole subtrees in one statement.
 */
export async function refreshTree(db: Queryable, resource: Resource, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const t = quoteIdent(resource.table);
  await db.query(
    `WITH RECURSIVE sub AS (
       SELECT n.id, COALESCE(p._path, '{}') || n.id AS path, COALESCE(p._sort, '{}') || n.name::text AS sort
         FROM ${t} n LEFT JOIN ${t} p ON p.id = n.parent_id
        WHERE n.id = ANY($1::bigint[])
       UNION ALL
       SELECT c.id, sub.path || c.id, sub.sort || c.name::text
         FROM ${t} c JOIN sub ON c.parent_id = sub.id
        WHERE NOT c.id = ANY(sub.path)
     )
     UPDATE ${t} SET _path = sub.path, _sort = sub.sort, _depth = cardinality(sub.path) - 1
       FROM sub WHERE ${t}.id = sub.id`,
    [ids],
  );
}

/** A node may not become its own ancestor. */
export async function checkTreeParent(resource: Resource, item: WriteItem, ctx: RuleContext): Promise<void> {
  const parentId = item.values.parent as number | null;
  if (!item.id || !parentId || !item.given.has('parent')) return;
  if (parentId === item.id) {
    ctx.error('parent', `Cannot assign self or child ${resource.verboseName} as parent.`);
    return;
  }
  const rows = await ctx.db.query<{ inside: boolean }>(`SELECT $2::bigint = ANY(_path) AS inside FROM ${quoteIdent(resource.table)} WHERE id = $1`, [
    parentId,
    item.id,
  ]);
  if (rows[0]?.inside) ctx.error('parent', `Cannot assign self or child ${resource.verboseName} as parent.`);
}
