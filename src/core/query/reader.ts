import type { Queryable } from '../../database/db.js';
import { ApiError, NotFoundError } from '../http/errors.js';
import { Resource } from '../resource/define-resource.js';
import { RenderEnv, RenderPlan } from '../serialize/plan.js';
import { chooseFields, RepresentationQuery, representationPlan } from '../serialize/representation.js';
import { whereConditions } from './filters.js';
import { orderBy, PageRequest, pageLink, QueryMap } from './list-request.js';
import { Params, quoteIdent } from './sql.js';

type Json = Record<string, unknown>;

export interface ListPage {
  count: number | null;
  next: string | null;
  previous: string | null;
  results: Json[];
}

/** Extra row restriction (object permissions plug in here): SQL over the alias, or null for none. */
export type RowScope = (alias: string, params: Params) => string | null;

const ALIAS = 't';

function selectSql(resource: Resource, plan: RenderPlan, where: string[], tail: string): string {
  return (
    `SELECT ${plan.selects.join(', ')} FROM ${quoteIdent(resource.table)} ${ALIAS} ${plan.joins.join(' ')}` +
    (where.length ? ` WHERE ${where.join(' AND ')}` : '') +
    tail
  );
}

/**
 * A page: the rows are chosen (filtered, ordered, limited) first, and only they are joined and have
 * their nested objects and counts computed.
 */
function pageSql(resource: Resource, plan: RenderPlan, where: string[], order: string, window: string): string {
  const page =
    `SELECT ${ALIAS}.* FROM ${quoteIdent(resource.table)} ${ALIAS}` +
    (where.length ? ` WHERE ${where.join(' AND ')}` : '') +
    ` ORDER BY ${order}${window}`;
  return `SELECT ${plan.selects.join(', ')} FROM (${page}) ${ALIAS} ${plan.joins.join(' ')} ORDER BY ${order}`;
}

/** Invalid user regexes surface from PostgreSQL; they are the client's mistake, not ours. */
function asClientError(error: unknown): never {
  const code = (error as { driverError?: { code?: string } }).driverError?.code;
  if (code === '2201B') throw new ApiError(400, { detail: 'Invalid regular expression in filter.' });
  throw error;
}

function render(plan: RenderPlan, rows: Record<string, unknown>[], env: RenderEnv): Json[] {
  return rows.map((row) => plan.build(row, env));
}

/** The read path: one SELECT for the page (FK targets joined), one COUNT, one query per to-many field. */
export async function listObjects(
  db: Queryable,
  resource: Resource,
  query: QueryMap,
  rep: RepresentationQuery,
  page: PageRequest,
  env: RenderEnv,
  requestUrl: string,
  scope?: RowScope,
): Promise<ListPage> {
  const params = new Params();
  const where = await whereConditions(resource, query, { params, alias: ALIAS, db });
  const scoped = scope?.(ALIAS, params);
  if (scoped) where.push(scoped);
  const plan = representationPlan(resource, chooseFields(resource, rep));

  // fixed SQL (no filters) is prepared once per connection; filtered SQL varies, so it is not
  const prepare = where.length === 0;
  if (page.start !== null) {
    const limit = page.limit ?? 1_000_000_000;
    const cursorParams = [...params.values, page.start, limit];
    const n = params.values.length;
    const sql = pageSql(resource, plan, [...where, `${ALIAS}.id >= $${n + 1}`], `${ALIAS}.id`, ` LIMIT $${n + 2}`);
    const rows = await db.query(sql, cursorParams, { prepare }).catch(asClientError);
    const results = render(plan, rows, env);
    const lastId = rows.length ? (rows[rows.length - 1][plan.idColumn] as number) : null;
    const next = page.limit !== null && rows.length === page.limit && lastId !== null
      ? pageLink(requestUrl, { start: lastId + 1, limit: page.limit, offset: null })
      : null;
    return { count: null, next, previous: null, results };
  }

  const order = orderBy(resource, query, ALIAS);
  const n = params.values.length;
  const pageParams = [...params.values];
  let window = '';
  if (page.limit !== null) {
    pageParams.push(page.limit, page.offset);
    window = ` LIMIT $${n + 1} OFFSET $${n + 2}`;
  } else if (page.offset) {
    pageParams.push(page.offset);
    window = ` OFFSET $${n + 1}`;
  }
  const countSql =
    `SELECT count(*) AS n FROM ${quoteIdent(resource.table)} ${ALIAS}` + (where.length ? ` WHERE ${where.join(' AND ')}` : '');
  const [rows, counted] = await Promise.all([
    db.query(pageSql(resource, plan, where, order, window), pageParams, { prepare }),
    db.query<{ n: number }>(countSql, params.values, { prepare }),
  ]).catch(asClientError);
  const count = counted[0].n;
  const results = render(plan, rows, env);
  let next: string | null = null;
  let previous: string | null = null;
  if (page.limit !== null) {
    if (page.offset + page.limit < count) next = pageLink(requestUrl, { limit: page.limit, offset: page.offset + page.limit });
    if (page.offset > 0) {
      const back = page.offset - page.limit;
      previous = pageLink(requestUrl, { limit: page.limit, offset: back > 0 ? back : null });
    }
  }
  return { count, next, previous, results };
}

/** One object in the requested representation, or 404 naming the model. */
export async function getObject(
  db: Queryable,
  resource: Resource,
  id: number,
  rep: RepresentationQuery,
  env: RenderEnv,
  scope?: RowScope,
): Promise<Json> {
  const [obj] = await getObjects(db, resource, [id], rep, env, scope);
  if (!obj) throw new NotFoundError(`No ${resource.className} matches the given query.`);
  return obj;
}

/** Objects by id, in the order given (missing ids are skipped). */
export async function getObjects(
  db: Queryable,
  resource: Resource,
  ids: number[],
  rep: RepresentationQuery,
  env: RenderEnv,
  scope?: RowScope,
): Promise<Json[]> {
  if (!ids.length) return [];
  const plan = representationPlan(resource, chooseFields(resource, rep));
  const params = new Params();
  const where = [ids.length === 1 ? `${ALIAS}.id = ${params.add(ids[0])}` : `${ALIAS}.id = ANY(${params.add(ids)}::bigint[])`];
  const scoped = scope?.(ALIAS, params);
  if (scoped) where.push(scoped);
  const rows = await db.query(selectSql(resource, plan, where, ''), params.values, { prepare: !scoped });
  const objects = render(plan, rows, env);
  if (ids.length === 1) return objects;
  const byId = new Map(objects.map((o, i) => [rows[i][plan.idColumn] as number, o]));
  return ids.map((id) => byId.get(id)).filter((o): o is Json => Boolean(o));
}

/** Objects by id in the model's default order (bulk update responses). */
export async function getObjectsOrdered(
  db: Queryable,
  resource: Resource,
  ids: number[],
  rep: RepresentationQuery,
  env: RenderEnv,
): Promise<Json[]> {
  if (!ids.length) return [];
  const plan = representationPlan(resource, chooseFields(resource, rep));
  const sql = selectSql(resource, plan, [`${ALIAS}.id = ANY($1::bigint[])`], ` ORDER BY ${orderBy(resource, new Map(), ALIAS)}`);
  const rows = await db.query(sql, [ids]);
  return render(plan, rows, env);
}
