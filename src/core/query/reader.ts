import type { Db, Queryable } from '../../database/db.js';
import { ApiError, NotFoundError } from '../model/errors.js';
import { Resource } from '../model/define-resource.js';
import { RenderPlan } from '../serialize/plan.js';
import { chooseFields, RepresentationQuery, representationPlan } from '../serialize/representation.js';
import { filterConditions, whereConditions } from './filters.js';
import { defaultOrder, orderBy, PageRequest, pageLink, pageOrderBy } from './list-request.js';
import type { QueryMap, RenderEnv, RowScope } from '../model/types.js';
import { Params, quoteIdent } from '../../database/sql.js';
import { PreparedShapes } from '../../database/prepared-shapes.js';
import { countByParentSql, pageSkip, skipByParentSql } from './page-skip.js';
import { utf8Bytes } from './utf8-bytes.js';
import { listCacheSql, ListRow, representationCacheOf } from './representation-cache/cache.js';

/**
 * The read path. Objects come back as JSON text rendered by PostgreSQL (see serialize/plan.ts): one
 * statement for the page with every nested object, one COUNT. Nothing is parsed or re-serialized here.
 */

export interface ListPage {
  count: number | null;
  next: string | null;
  previous: string | null;
  /** each object's JSON text */
  results: string[];
}

const ALIAS = 't';

/** Parameters of a rendering statement: the base URL is always $1 (see plan.ts). */
function renderParams(env: RenderEnv): Params {
  const params = new Params();
  params.add(env.baseUrl);
  return params;
}

/** Types the base URL ($1) even when a representation has no URL in it (fields=name). */
const BASE_TYPED = '$1::text IS NOT NULL';

function selectSql(resource: Resource, plan: RenderPlan, where: string[], tail: string, extraColumns = ''): string {
  return (
    `SELECT ${ALIAS}.id AS id, (${plan.json})::text AS j${extraColumns} FROM ${quoteIdent(resource.table)} ${ALIAS} ${plan.joins.join(' ')}` +
    ` WHERE ${[BASE_TYPED, ...where].join(' AND ')}${tail}`
  );
}

/**
 * A page: the rows are chosen (filtered, ordered, limited) first, and only they are joined and rendered.
 * `chosen` may choose them through a join in the same order (a declaration's `pageOrder`). A page with a
 * window chooses ids only and fetches the rows of those ids afterwards (a deferred join): skipping a deep
 * offset then reads index entries, not 900,000 table rows.
 */
function pageSql(
  resource: Resource,
  plan: RenderPlan,
  where: string[],
  order: string,
  window: string,
  chosen: { join: string; order: string } = { join: '', order },
  joined?: Joined,
): string {
  const table = quoteIdent(resource.table);
  const conditions = [BASE_TYPED, ...where].join(' AND ');
  const page = window
    ? byIds(
        table,
        `SELECT ${ALIAS}.id FROM ${table} ${ALIAS}${chosen.join} WHERE ${conditions} ORDER BY ${chosen.order}${window}`,
        LIMITED.test(window),
      )
    : `SELECT ${ALIAS}.* FROM ${table} ${ALIAS}${chosen.join} WHERE ${conditions} ORDER BY ${chosen.order}`;
  return renderSql(resource, plan, page, order, joined);
}

const LIMITED = /\bLIMIT\b/;

/**
 * The rows of the ids a subquery chooses. At most a page of ids (`limited`) is fetched by primary key
 * (`= ANY(ARRAY(…))`, an InitPlan): as `IN (…)` the generic plan, which cannot know the offset, guesses a
 * tenth of the table and hash-joins the page against every row (10,000 prefixes read for 50). Without a
 * limit the ids may be most of the table, and the hash semi-join is the right plan.
 */
function byIds(table: string, ids: string, limited: boolean): string {
  const chosen = limited ? `= ANY(ARRAY(${ids}))` : `IN (${ids})`;
  return `SELECT ${ALIAS}.* FROM ${table} ${ALIAS} WHERE ${ALIAS}.id ${chosen}`;
}

/**
 * A page rendered as one row (see `JoinedPage`); `count` is the COUNT statement of an offset page; `cache` the
 * placeholders of a cache-aware page (representation-cache/cache.ts `listCacheSql`).
 */
type Joined = { count?: string; cache?: { k: string; b: string; t: string; customFieldObjects: boolean } };
type JoinedPage = { rows: number; max_id: number | null; body: string | null; n?: number };

/**
 * The page's rows, or (`joined`) one row: the objects' JSON joined with commas in the page's order, their number,
 * the highest id (a `start=` page's last) and the count — Node then handles one string per page instead of a row object and a string per
 * object (1000 sites: most of the service's own CPU), in one round trip instead of two.
 */
function renderSql(resource: Resource, plan: RenderPlan, page: string, order: string, joined?: Joined, extraColumns = ''): string {
  const from = `FROM (${page}) ${ALIAS} ${plan.joins.join(' ')}`;
  if (!joined) return `SELECT ${ALIAS}.id AS id, (${plan.json})::text AS j${extraColumns} ${from} ORDER BY ${order}`;
  const count = joined.count ? `, (${joined.count}) AS n` : '';
  if (joined.cache) {
    // the objects this process holds are left out (their id alone), unless a write since makes every row render
    const { k, b, t, customFieldObjects } = joined.cache;
    const cached = listCacheSql(k, b, t, customFieldObjects);
    const piece = `CASE WHEN rc_k.id IS NOT NULL AND NOT rc_x.stale THEN ${ALIAS}.id::text ELSE ${ALIAS}.id::text || chr(31) || (${plan.json})::text END`;
    return (
      `SELECT count(*)::int AS rows, max(${ALIAS}.id) AS max_id, string_agg(${piece}, chr(30) ORDER BY ${order}) AS body${count}${cached.columns}` +
      ` FROM (${page}) ${ALIAS} ${cached.from} ${plan.joins.join(' ')}`
    );
  }
  return `SELECT count(*)::int AS rows, max(${ALIAS}.id) AS max_id, string_agg((${plan.json})::text, ',' ORDER BY ${order}) AS body${count} ${from}`;
}

/** How a list's objects are cached: its caching plan (null: not cached) and the placeholders of its three parameters. */
function listCaching(db: Queryable, resource: Resource, plan: RenderPlan, firstPlaceholder: number) {
  const cache = representationCacheOf(db);
  const table = quoteIdent(resource.table);
  const byId = (extra: string) =>
    renderSql(resource, plan, `SELECT ${ALIAS}.* FROM ${table} ${ALIAS} WHERE ${BASE_TYPED} AND ${ALIAS}.id = $2`, `${ALIAS}.id`, undefined, extra);
  const caching = cache?.listPlan(plan, byId);
  if (!cache || !caching) return null;
  const [k, b, t] = [0, 1, 2].map((i) => `$${firstPlaceholder + i}`);
  return { cache, caching, placeholders: { k, b, t, customFieldObjects: caching.dependencies.customFieldObjects } };
}

/**
 * A joined page's texts: through the cache when the statement was cache-aware (`statement.build(cached)` builds
 * it, `statement.build(null)` the same page without the cache). A page the same statement and values rendered before,
 * and no writer of its tables changed since, is served whole; otherwise the statement leaves out the objects held.
 */
async function joinedPage(
  db: Queryable,
  statement: { build: (cached: ReturnType<typeof listCaching>) => string; shape: string },
  params: unknown[],
  filtered: boolean,
  cached: ReturnType<typeof listCaching>,
  requestUrl: string,
): Promise<{ one: JoinedPage; results: string[] }> {
  if (!cached) {
    const sql = statement.build(null);
    const [one] = await db.query<JoinedPage>(sql, params, { prepare: preparable(sql, filtered) }).catch(asClientError);
    return { one, results: one.body === null ? [] : [one.body] };
  }
  const whole = cached.cache.pageKey(cached.caching, statement.shape, params, () => statement.build(null));
  const hit = whole && (await cached.cache.page(whole));
  if (hit) return { one: { ...hit.row, body: null }, results: hit.body ? [hit.body] : [] };
  const sql = statement.build(cached);
  // which ids to leave out is a guess (the same request's last page), so any key that repeats will do
  const ask = cached.cache.askList(cached.caching, String(params[0]), requestUrl);
  const [one] = await db.query<JoinedPage & ListRow>(sql, [...params, ...ask.values], { prepare: preparable(sql, filtered) }).catch(asClientError);
  const results = cached.cache.takeList(ask, one);
  if (whole) cached.cache.storePage(whole, one, results);
  return { one, results };
}

/**
 * A page under a pattern filter (`q`, `__ic`, regexes) is planned per request (see `preparable`), and planning
 * the complete representation costs more than running it: the page's ids are chosen by a small statement
 * planned for the pattern (`planForValues`: a generic plan walks 20,000 devices in name order testing each
 * against `q`, ~100 ms, where the trigram index finds the one in ~1 ms), and rendered by a prepared statement.
 * Same rows, same order as `pageSql`.
 */
async function choosePage(
  db: Queryable,
  resource: Resource,
  choose: { where: string[]; order: string; window: string; join: string },
  params: unknown[],
): Promise<number[]> {
  const table = quoteIdent(resource.table);
  const idsSql = `SELECT ${ALIAS}.id FROM ${table} ${ALIAS}${choose.join} WHERE ${[BASE_TYPED, ...choose.where].join(' AND ')} ORDER BY ${choose.order}${choose.window}`;
  return (await db.query<{ id: number }>(idsSql, params, { planForValues: true })).map((r) => r.id);
}

/** The rows of the chosen ids rendered, in `order` ($1 the base URL). */
async function renderIds(db: Queryable, resource: Resource, plan: RenderPlan, ids: number[], baseUrl: unknown, order: string): Promise<Rendered[]> {
  if (!ids.length) return [];
  const table = quoteIdent(resource.table);
  const sql = renderSql(resource, plan, `SELECT ${ALIAS}.* FROM ${table} ${ALIAS} WHERE ${BASE_TYPED} AND ${ALIAS}.id = ANY($2::bigint[])`, order);
  return db.query<Rendered>(sql, [baseUrl, ids], { prepare: preparable(sql, true) });
}

/** Invalid user regexes surface from PostgreSQL; they are the client's mistake, not ours. */
function asClientError(error: unknown): never {
  const code = (error as { driverError?: { code?: string } }).driverError?.code;
  if (code === '2201B') throw new ApiError(400, { detail: 'Invalid regular expression in filter.' });
  throw error;
}

type Rendered = { id: number; j: string };

/**
 * Filtered lists are prepared too: their SQL depends on which filters are given, not on the values (bound
 * parameters), and planning a complete representation costs more than running it (an interface page of one
 * device: about 80 ms planning and 15 ms execution on a loaded machine). At most PREPARED_FILTERED distinct
 * filtered statements per process are prepared (PreparedShapes), so a client cycling through filter combinations cannot grow
 * every connection's statement cache without bound; further ones are planned per request, as before.
 */
const preparedFiltered = new PreparedShapes(128);
/** Conditions whose selectivity is the value's (LIKE, ILIKE, regular expressions). */
const PATTERN = /\b(I?LIKE)\b|~/;
function preparable(sql: string, filtered: boolean, byPattern = false): boolean {
  if (byPattern) return false;
  return !filtered || preparedFiltered.allows(sql);
}

/**
 * The page size is written into the statement, not bound: a prepared statement's generic plan would otherwise
 * guess a tenth of the table and hash-join every rendered relation over whole tables (an interface's LAG,
 * parent and bridge: a million rows) to render fifty. The offset stays a parameter, so paging reuses the plan.
 */
const limitSql = (limit: number | null) => (limit === null ? '' : ` LIMIT ${Math.trunc(Number(limit))}`);

/**
 * Pages up to this size are joined into one text by PostgreSQL for a response body (`listJson`); larger ones
 * (an operator's MAX_PAGE_SIZE=0) come as rows, so a page never meets PostgreSQL's 1 GB limit on one value.
 */
const JOINED_UP_TO = 1000;

/** What a list read is asked: the model, the query string, the representation, the page, where links point, and a row scope (permissions). */
type ListRequest = [
  db: Queryable,
  resource: Resource,
  query: QueryMap,
  rep: RepresentationQuery,
  paging: PageRequest | (() => PageRequest),
  env: RenderEnv,
  requestUrl: string,
  scope?: RowScope,
];

/** A list request's page: each object's JSON text (for callers that read the objects). */
export async function listObjects(...request: ListRequest): Promise<ListPage> {
  return readList(request, false);
}

/** A list request's response body (UTF-8), its objects joined by PostgreSQL where the page allows (see `renderSql`). */
export async function listJson(...request: ListRequest): Promise<Buffer> {
  return utf8Bytes(listBodyParts(await readList(request, true)));
}

/** `results` are the objects' texts, or, when `join` is allowed and used, one text of all of them joined by commas. */
async function readList([db, resource, query, rep, paging, env, requestUrl, scope]: ListRequest, join: boolean): Promise<ListPage> {
  const params = renderParams(env);
  const { conditions: where, keptCount } = await filterConditions(resource, query, { params, alias: ALIAS, db });
  // paging is read after the filters, so a bad filter value is reported first (NetBox filters, then pages)
  const page = typeof paging === 'function' ? paging() : paging;
  const scoped = scope?.(ALIAS, params);
  if (scoped) where.push(scoped);
  const plan = representationPlan(resource, chooseFields(resource, rep));
  // fixed SQL (no filters) is prepared once per connection; filtered SQL too, within a bound, unless a pattern
  // decides the plan: a generic plan cannot know that `q=dev-000123` matches one device of 20,000 and walks
  // the name index in order, testing every row
  const filtered = where.length > 0;
  const byPattern = where.some((condition) => PATTERN.test(condition));

  const joined = join && !byPattern && page.limit !== null && page.limit <= JOINED_UP_TO;

  if (page.start !== null) {
    const n = params.values.length;
    const startWhere = [...where, `${ALIAS}.id >= $${n + 1}`];
    const startParams = [...params.values, page.start];
    if (joined) {
      const cached = listCaching(db, resource, plan, startParams.length + 1);
      const window = limitSql(page.limit);
      const build = (c: typeof cached) => pageSql(resource, plan, startWhere, `${ALIAS}.id`, window, undefined, { cache: c?.placeholders });
      // everything `build` makes the statement from besides the plan
      const shape = ['start', window, ...startWhere].join('\n');
      const { one, results } = await joinedPage(db, { build, shape }, startParams, filtered, cached, requestUrl);
      const next =
        one.rows === page.limit && one.max_id !== null ? pageLink(requestUrl, { start: one.max_id + 1, limit: page.limit, offset: null }) : null;
      return { count: null, next, previous: null, results };
    }
    const sql = pageSql(resource, plan, startWhere, `${ALIAS}.id`, limitSql(page.limit));
    const rows = await (
      byPattern && page.limit !== null
        ? choosePage(db, resource, { where: startWhere, order: `${ALIAS}.id`, window: limitSql(page.limit), join: '' }, startParams).then((ids) =>
            renderIds(db, resource, plan, ids, startParams[0], `${ALIAS}.id`),
          )
        : db.query<Rendered>(sql, startParams, { prepare: preparable(sql, filtered, byPattern), planForValues: byPattern })
    ).catch(asClientError);
    const lastId = rows.length ? rows[rows.length - 1].id : null;
    const next =
      page.limit !== null && rows.length === page.limit && lastId !== null
        ? pageLink(requestUrl, { start: lastId + 1, limit: page.limit, offset: null })
        : null;
    return { count: null, next, previous: null, results: rows.map((r) => r.j) };
  }

  const order = orderBy(resource, query, ALIAS);
  const n = params.values.length;
  const pageParams = [...params.values];
  let window = '';
  if (page.limit !== null) {
    pageParams.push(page.offset);
    window = `${limitSql(page.limit)} OFFSET $${n + 1}`;
  } else if (page.offset) {
    pageParams.push(page.offset);
    window = ` OFFSET $${n + 1}`;
  }
  // The COUNT shares the filters' placeholders; it does not render, so alone it only types the base URL ($1).
  // Inside the page's statement the page types $1: the COUNT then needs no test of it, which PostgreSQL would
  // make a node of its own over every counted row (10,000 prefixes: about a tenth of the statement).
  const countStatement = (typesBase: boolean): string => {
    const base = typesBase ? [BASE_TYPED] : [];
    const onlyBase = typesBase ? ` WHERE ${BASE_TYPED}` : '';
    const conditions = [...base, ...where];
    const rows = `SELECT count(*) AS n FROM ${quoteIdent(resource.table)} ${ALIAS}${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}`;
    if (!filtered)
      return resource.keptTotal
        ? `SELECT ${resource.keptTotal} AS n${onlyBase}`
        : (countByParentSql(resource, typesBase ? BASE_TYPED : 'true') ?? rows);
    // kept counts cover the filter alone, not a permission's scope; when they do not cover the values, the
    // rows are counted (an InitPlan: run only when the kept count is NULL)
    return keptCount && !scoped ? `SELECT coalesce(${keptCount}, (${rows})) AS n${onlyBase}` : rows;
  };
  const countSql = countStatement(true);
  const chosen = pageOrderBy(resource, query, ALIAS);
  const skip =
    !filtered && page.limit !== null && page.offset >= pageSkip.from && chosen.join
      ? skipByParentSql(resource, ALIAS, chosen, BASE_TYPED, `$${n + 1}`, Math.trunc(Number(page.limit)))
      : null;
  const statement = (withCount?: Joined) =>
    skip
      ? renderSql(resource, plan, byIds(quoteIdent(resource.table), skip, true), order, withCount)
      : pageSql(resource, plan, where, order, window, chosen, withCount);
  if (joined) {
    const cached = listCaching(db, resource, plan, pageParams.length + 1);
    const count = countStatement(false);
    const build = (c: typeof cached) => statement({ count, cache: c?.placeholders });
    // everything `build` makes the statement from besides the plan
    const shape = ['offset', order, window, chosen.join, chosen.order, skip ?? '', count, ...where].join('\n');
    const { one, results } = await joinedPage(db, { build, shape }, pageParams, filtered, cached, requestUrl);
    return { count: Number(one.n), ...pageLinks(requestUrl, page, Number(one.n)), results };
  }
  const listSql = statement();
  const countRows = async () =>
    Number(
      (await db.query<{ n: number }>(countSql, params.values, { prepare: preparable(countSql, filtered, byPattern), planForValues: byPattern }))[0].n,
    );
  if (byPattern && window) {
    const ids = await choosePage(db, resource, { where, window, ...chosen }, pageParams).catch(asClientError);
    // a page that is not full ends the list, so its count is known: the matches need not be searched again
    const ends = (page.limit === null || ids.length < page.limit) && (ids.length > 0 || page.offset === 0);
    const [rows, count] = await Promise.all([
      renderIds(db, resource, plan, ids, pageParams[0], order),
      ends ? page.offset + ids.length : countRows(),
    ]).catch(asClientError);
    return { count, ...pageLinks(requestUrl, page, count), results: rows.map((r) => r.j) };
  }
  const [rows, count] = await Promise.all([
    db.query<Rendered>(listSql, pageParams, { prepare: preparable(listSql, filtered, byPattern), planForValues: byPattern }),
    countRows(),
  ]).catch(asClientError);
  return { count, ...pageLinks(requestUrl, page, count), results: rows.map((r) => r.j) };
}

function pageLinks(requestUrl: string, page: PageRequest, count: number): { next: string | null; previous: string | null } {
  let next: string | null = null;
  let previous: string | null = null;
  if (page.limit !== null) {
    if (page.offset + page.limit < count) next = pageLink(requestUrl, { limit: page.limit, offset: page.offset + page.limit });
    if (page.offset > 0) {
      const back = page.offset - page.limit;
      previous = pageLink(requestUrl, { limit: page.limit, offset: back > 0 ? back : null });
    }
  }
  return { next, previous };
}

/** The list response body, assembled from the objects' JSON text: its pieces, in order. */
function listBodyParts(page: ListPage): string[] {
  const parts = [
    `{"count":${JSON.stringify(page.count)},"next":${JSON.stringify(page.next)},"previous":${JSON.stringify(page.previous)},"results":[`,
  ];
  page.results.forEach((text, i) => (i ? parts.push(',', text) : parts.push(text)));
  parts.push(']}');
  return parts;
}

/** The statement rendering one object ($2) with these fields, as a detail GET runs it (for SQL snapshots and measures). */
export function detailStatement(resource: Resource, names: string[]): string {
  return oneObjectStatement(resource, representationPlan(resource, names, true, false));
}

/**
 * One object's statement, built once per plan: the same string object every request, so naming the prepared
 * statement and node-pg's check of its text compare a pointer instead of hashing and comparing ~12 kB of SQL.
 */
const oneObjectSql = new WeakMap<RenderPlan, string>();
function oneObjectStatement(resource: Resource, plan: RenderPlan): string {
  let sql = oneObjectSql.get(plan);
  if (sql === undefined) oneObjectSql.set(plan, (sql = selectSql(resource, plan, [`${ALIAS}.id = $2`], '')));
  return sql;
}

/** Objects' JSON text by id, in the order given (missing ids are skipped). */
export async function getObjectsJson(
  db: Queryable,
  resource: Resource,
  ids: number[],
  rep: RepresentationQuery,
  env: RenderEnv,
  scope?: RowScope,
  /** the transaction's last statement: its COMMIT goes with it (QueryOptions.closes) */
  closes = false,
  /** rendered as one list (a bulk create's response), else each object as it is alone */
  many = false,
): Promise<string[]> {
  if (!ids.length) return [];
  const plan = representationPlan(resource, chooseFields(resource, rep), ids.length === 1, many);
  const params = renderParams(env);
  const where = [ids.length === 1 ? `${ALIAS}.id = ${params.add(ids[0])}` : `${ALIAS}.id = ANY(${params.add(ids)}::bigint[])`];
  const scoped = scope?.(ALIAS, params);
  if (scoped) where.push(scoped);
  const sql = ids.length === 1 && !scoped ? oneObjectStatement(resource, plan) : selectSql(resource, plan, where, '');
  const cache = ids.length === 1 && !scoped ? representationCacheOf(db) : undefined;
  if (cache) {
    const statement = (extra: string) => (extra ? selectSql(resource, plan, [`${ALIAS}.id = $2`], '', extra) : sql);
    return cache.one(plan, statement, [env.baseUrl, ids[0]]);
  }
  const rows = await db.query<Rendered>(sql, params.values, { prepare: !scoped, closes });
  if (ids.length === 1) return rows.map((r) => r.j);
  const byId = new Map(rows.map((r) => [r.id, r.j]));
  return ids.map((id) => byId.get(id)).filter((j): j is string => j !== undefined);
}

/** One object's JSON text, or 404 naming the model. */
export async function getObjectJson(
  db: Queryable,
  resource: Resource,
  id: number,
  rep: RepresentationQuery,
  env: RenderEnv,
  scope?: RowScope,
): Promise<string> {
  const [json] = await getObjectsJson(db, resource, [id], rep, env, scope);
  if (json === undefined) throw new NotFoundError(`No ${resource.className} matches the given query.`);
  return json;
}

/** One object, parsed (for the few callers that work with it). */
export async function getObject(
  db: Queryable,
  resource: Resource,
  id: number,
  rep: RepresentationQuery,
  env: RenderEnv,
  scope?: RowScope,
): Promise<Record<string, unknown>> {
  return JSON.parse(await getObjectJson(db, resource, id, rep, env, scope)) as Record<string, unknown>;
}

/** Objects' JSON text by id in the model's default order (bulk update responses). */
export async function getObjectsOrderedJson(
  db: Queryable,
  resource: Resource,
  ids: number[],
  rep: RepresentationQuery,
  env: RenderEnv,
  closes = false,
): Promise<string[]> {
  if (!ids.length) return [];
  const plan = representationPlan(resource, chooseFields(resource, rep));
  const params = renderParams(env);
  const idsParam = params.add(ids);
  const sql = selectSql(resource, plan, [`${ALIAS}.id = ANY(${idsParam}::bigint[])`], ` ORDER BY ${defaultOrder(resource, ALIAS)}`);
  const rows = await db.query<Rendered>(sql, params.values, { prepare: true, closes });
  return rows.map((r) => r.j);
}

/**
 * Every object a list request selects (its filters and ordering, all pages), rendered as a list renders
 * them, handed over `batch` at a time from a server-side cursor: memory stays flat however many objects
 * match. `onBatch` may take its time (a slow client); the cursor waits. The work runs in a read-only
 * transaction of its own connection, so the objects are one consistent snapshot.
 */
export async function streamObjects(
  db: Db,
  resource: Resource,
  query: QueryMap,
  rep: RepresentationQuery,
  env: RenderEnv,
  scope: RowScope | undefined,
  onBatch: (objects: string[]) => Promise<void>,
  batch = 500,
): Promise<number> {
  return db.session(async (conn) => {
    await conn.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const params = renderParams(env);
    const where = await whereConditions(resource, query, { params, alias: ALIAS, db: conn });
    const scoped = scope?.(ALIAS, params);
    if (scoped) where.push(scoped);
    const plan = representationPlan(resource, chooseFields(resource, rep));
    const sql = pageSql(resource, plan, where, orderBy(resource, query, ALIAS), '', pageOrderBy(resource, query, ALIAS));
    await conn.query(`DECLARE export_cursor NO SCROLL CURSOR FOR ${sql}`, params.values).catch(asClientError);
    let total = 0;
    for (;;) {
      const rows = await conn.query<Rendered>(`FETCH ${batch} FROM export_cursor`);
      if (!rows.length) break;
      total += rows.length;
      await onBatch(rows.map((r) => r.j));
      if (rows.length < batch) break;
    }
    await conn.query('COMMIT');
    return total;
  });
}
