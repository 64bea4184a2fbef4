import { ModelRules } from '../../core/model/model-rules.js';

/** Aggregates never overlap one another (docs/models.md §2.2). */
export const aggregateRules: ModelRules = {
  async validate(item, ctx) {
    const prefix = item.values.prefix;
    if (!prefix) return;
    const [row] = await ctx.db.query<{ covering: string | null; covered: string | null }>(
      `SELECT (SELECT a.prefix::text FROM ipam_aggregate a WHERE a.prefix >>= $1::cidr AND a.id IS DISTINCT FROM $2::bigint ORDER BY a.prefix, a.id LIMIT 1) AS covering,
              (SELECT a.prefix::text FROM ipam_aggregate a WHERE a.prefix << $1::cidr AND a.id IS DISTINCT FROM $2::bigint ORDER BY a.prefix, a.id LIMIT 1) AS covered`,
      [prefix, item.id],
    );
    if (row.covering) {
      ctx.error('prefix', `Aggregates cannot overlap. ${String(prefix)} is already covered by an existing aggregate (${row.covering}).`);
    } else if (row.covered) {
      ctx.error('prefix', `Prefixes cannot overlap aggregates. ${String(prefix)} covers an existing aggregate (${row.covered}).`);
    }
  },
};
