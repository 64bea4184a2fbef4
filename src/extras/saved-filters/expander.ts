import type { QueryExpander } from '../../core/query/filters.js';
import { currentContext } from '../../context/request-context.js';

/**
 * `filter=<slug>` / `filter_id=<id>` on any list (NetBox's BaseFilterSet): the parameters of those saved
 * filters join the request's own (a parameter given both ways gets both values). Only saved filters the
 * user may see count: shared ones and their own (all, for superusers). Unknown ones add nothing.
 */
export const savedFilterExpander: QueryExpander = async (_resource, query, db) => {
  const slugs = query.get('filter') ?? [];
  const ids = (query.get('filter_id') ?? []).filter((v) => /^\d{1,18}$/.test(v)).map(Number);
  if (!query.has('filter') && !query.has('filter_id')) return query;
  const out = new Map(query);
  out.delete('filter');
  out.delete('filter_id');
  const user = currentContext()?.user;
  const visible = user?.isSuperuser ? 'true' : user ? `(shared OR user_id = ${Number(user.id)})` : 'shared';
  const rows = await db.query<{ parameters: Record<string, unknown> }>(
    `SELECT parameters FROM extras_savedfilter WHERE (slug = ANY($1::text[]) OR id = ANY($2::bigint[])) AND ${visible} ORDER BY id`,
    [slugs, ids],
  );
  for (const { parameters } of rows) {
    if (!parameters || typeof parameters !== 'object') continue;
    for (const [key, value] of Object.entries(parameters)) {
      const values = (Array.isArray(value) ? value : [value]).map((v) => (v === null ? 'null' : String(v)));
      out.set(key, [...(out.get(key) ?? []), ...values]);
    }
  }
  return out;
};
