import { ApiError } from '../model/errors.js';
import { Resource, ResourceRegistry } from '../model/define-resource.js';
import { RepresentationQuery } from '../serialize/representation.js';
import type { QueryMap } from '../model/types.js';
import { quoteIdent } from '../../database/sql.js';

export function toQueryMap(query: unknown): QueryMap {
  const map: QueryMap = new Map();
  if (!query || typeof query !== 'object') return map;
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    const values = Array.isArray(value) ? value.map(String) : [String(value)];
    map.set(key, values);
  }
  return map;
}

function last(query: QueryMap, name: string): string | undefined {
  const v = query.get(name);
  return v ? v[v.length - 1] : undefined;
}

/** A comma-separated parameter; given more than once, its last value counts (NetBox reads `query_params.get()`). */
function csv(query: QueryMap, name: string): string[] | undefined {
  const v = last(query, name);
  if (v === undefined) return undefined;
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * brief / fields / omit / exclude (docs/api-behaviour.md §4). `brief` only on GET. Each parameter given more
 * than once counts by its last value, as NetBox reads them (QueryDict.get).
 */
export function representationQuery(query: QueryMap, method: string): RepresentationQuery {
  const brief = method === 'GET' || method === 'HEAD' ? Boolean(last(query, 'brief')) : false;
  return { brief, fields: csv(query, 'fields'), omit: csv(query, 'omit'), exclude: last(query, 'exclude') };
}

export interface PageRequest {
  /** null: no limit (MAX_PAGE_SIZE 0 and limit=0) */
  limit: number | null;
  offset: number;
  /** cursor mode (`start=`): rows with id ≥ start, by id */
  start: number | null;
}

/** limit/offset/start exactly as the reference's table (docs/api-behaviour.md §3.2, §3.4). */
export function pageRequest(query: QueryMap, paginateCount: number, maxPageSize: number): PageRequest {
  const cap = (n: number) => (maxPageSize > 0 ? Math.min(n, maxPageSize) : n);
  const rawLimit = last(query, 'limit');
  let limit: number | null = cap(paginateCount);
  if (rawLimit !== undefined && /^\d+$/.test(rawLimit.trim())) {
    const n = Number(rawLimit);
    limit = n > 0 ? cap(n) : maxPageSize > 0 ? maxPageSize : null;
  }
  const rawOffset = last(query, 'offset');
  const offset = rawOffset !== undefined && /^\d+$/.test(rawOffset.trim()) ? Number(rawOffset) : 0;
  const rawStart = last(query, 'start');
  let start: number | null = null;
  if (rawStart !== undefined) {
    // NetBox's paginator raises DRF ValidationErrors with a bare message: the body is a list of that message
    const text = rawStart.trim();
    if (!/^[+-]?\d+$/.test(text) || Number(text) < 0) throw new ApiError(400, ["Invalid 'start' parameter: must be a non-negative integer."]);
    if (query.has('offset')) throw new ApiError(400, ["'start' and 'offset' are mutually exclusive."]);
    if (query.has('ordering')) throw new ApiError(400, ['Ordering cannot be specified in conjunction with cursor-based pagination.']);
    start = Number(text) + 0; // -0 is 0
  }
  return { limit, offset, start };
}

/** Links made lately (request URL and paging → link): a client reading the same page again gets the same ones. */
const recentLinks = new Map<string, string>();
const RECENT_LINKS = 1000;

/** Rebuilds the request URL with new paging parameters, sorted by name as NetBox does. */
export function pageLink(requestUrl: string, set: Record<string, number | null>): string {
  if (requestUrl.length > 500) return buildPageLink(requestUrl, set); // memory stays small whatever clients send
  const key = `${requestUrl}\n${set.start ?? ''}\n${set.limit ?? ''}\n${set.offset ?? ''}\n${Object.keys(set).join(',')}`;
  let link = recentLinks.get(key);
  if (link === undefined) {
    link = buildPageLink(requestUrl, set);
    if (recentLinks.size >= RECENT_LINKS) recentLinks.delete(recentLinks.keys().next().value!);
    recentLinks.set(key, link);
  }
  return link;
}

function buildPageLink(requestUrl: string, set: Record<string, number | null>): string {
  const url = new URL(requestUrl);
  const params = [...url.searchParams.entries()].filter(([k]) => !(k in set));
  for (const [k, v] of Object.entries(set)) if (v !== null) params.push([k, String(v)]);
  params.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  url.search = new URLSearchParams(params).toString();
  return url.toString();
}

/** One page of a list held in memory, with the envelope's count and links as a list endpoint gives them. */
export function pageOf<T>(
  items: T[],
  page: PageRequest,
  requestUrl: string,
): { count: number; next: string | null; previous: string | null; results: T[] } {
  const count = items.length;
  if (page.limit === null) return { count, next: null, previous: null, results: items.slice(page.offset) };
  const next = page.offset + page.limit < count ? pageLink(requestUrl, { limit: page.limit, offset: page.offset + page.limit }) : null;
  const back = page.offset - page.limit;
  const previous = page.offset > 0 ? pageLink(requestUrl, { limit: page.limit, offset: back > 0 ? back : null }) : null;
  return { count, next, previous, results: items.slice(page.offset, page.offset + page.limit) };
}

function orderExpression(resource: Resource, name: string, alias: string): string | null {
  if (name === 'id') return `${alias}.id`;
  const field = resource.field(name);
  if (!field || field.writeOnly) return null;
  // rendered objects (json) have no order
  if (field.kind === 'computed') return field.computedType === 'json' ? null : `(${field.sql!(alias)})`;
  if (field.kind === 'choice' && field.sql) return `(${field.sql(alias)})`;
  if (field.kind === 'foreignKey') {
    const target = ResourceRegistry.forEntity(field.target!());
    const first = target.ordering[0]?.replace(/^-/, '');
    const targetField = first && target.field(first);
    const column =
      targetField && targetField.column && targetField.kind !== 'foreignKey' ? quoteIdent(targetField.column) : target.isTree ? '_sort' : 'id';
    return `(SELECT o.${column} FROM ${quoteIdent(target.table)} o WHERE o.id = ${alias}.${quoteIdent(field.column!)})`;
  }
  if (!field.column || field.kind === 'json' || field.kind === 'customFields') return null;
  return `${alias}.${quoteIdent(field.column)}`;
}

/** The model's default order, with the id as final tiebreak so pages never overlap. */
export function defaultOrder(resource: Resource, alias: string): string {
  if (resource.orderSql) return `${resource.orderSql(alias)}, ${alias}.id`;
  const parts = resource.isTree && resource.ordering[0] === 'name' ? [`${alias}._sort`] : orderParts(resource, resource.ordering, alias);
  return [...parts, `${alias}.id`].join(', ');
}

function orderParts(resource: Resource, names: string[], alias: string): string[] {
  const parts: string[] = [];
  for (const raw of names) {
    const desc = raw.startsWith('-');
    const expr = orderExpression(resource, desc ? raw.slice(1) : raw, alias);
    if (expr) parts.push(desc ? `${expr} DESC` : expr);
  }
  return parts;
}

/**
 * The order that chooses a page, with the join it reads: the declaration's `pageOrder` when the default order
 * applies, else `orderBy`'s order and no join.
 */
export function pageOrderBy(resource: Resource, query: QueryMap, alias: string): { join: string; order: string } {
  const order = orderBy(resource, query, alias);
  if (!resource.pageOrder || order !== defaultOrder(resource, alias)) return { join: '', order };
  return { join: ` ${resource.pageOrder.join(alias)}`, order: `${resource.pageOrder.order(alias)}, ${alias}.id` };
}

/** `ordering=a,-b`; unknown names are dropped; none left → the default order (docs/api-behaviour.md §3.5). */
export function orderBy(resource: Resource, query: QueryMap, alias: string): string {
  const requested = csv(query, 'ordering');
  if (requested?.length) {
    const parts = orderParts(resource, requested, alias);
    if (parts.length) return parts.join(', ');
  }
  return defaultOrder(resource, alias);
}
