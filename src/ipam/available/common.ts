import type { Queryable } from '../../database/db.js';
import { ConflictError, NotFoundError, ValidationError } from '../../core/model/errors.js';
import type { ActionContext, Resource, ResourceAction } from '../../core/model/define-resource.js';
import { ResourceRegistry } from '../../core/model/define-resource.js';
import { Params, quoteIdent } from '../../database/sql.js';
import { nestedObjectSql } from '../../core/serialize/plan.js';
import { pythonTypeName } from '../../core/write/coerce.js';

/**
 * What the available-prefixes / -ips / -vlans / -asns actions share (NetBox's AvailableObjectsView): the result
 * limit, the parent lookup and lock, request normalization, and the answer when there is no room.
 */

type Json = Record<string, unknown>;

/** NetBox's ADVISORY_LOCK_KEYS: one allocation of a kind at a time, whichever parent it draws from. */
export const LOCK_KEYS = { 'available-prefixes': 100100, 'available-ips': 100200, 'available-vlans': 100300, 'available-asns': 100400 } as const;

/** Largest list a GET answers when neither `limit` nor MAX_PAGE_SIZE bounds it (an IPv6 /64 has 2^64 free addresses). */
const UNBOUNDED = 100_000;

/** NetBox's get_results_limit(): `limit` (default PAGINATE_COUNT; 0 → MAX_PAGE_SIZE), capped by MAX_PAGE_SIZE. */
export function resultsLimit(ctx: ActionContext): number {
  const raw = ctx.query.get('limit')?.at(-1);
  const { paginateCount, maxPageSize } = ctx.settings;
  let limit = raw !== undefined && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) || maxPageSize : paginateCount;
  if (maxPageSize) limit = Math.min(limit, maxPageSize);
  return limit > 0 ? limit : UNBOUNDED;
}

/**
 * An available-objects action with NetBox's permissions: the allocated model's view permission (GET) or add
 * permission (POST), else 403; then a parent outside the caller's view is a 404, not a 403.
 */
export function allocating(allocated: string, action: Omit<ResourceAction, 'access'>): ResourceAction {
  const model = () => ResourceRegistry.byObjectType(allocated)!;
  const { get, post } = action;
  return {
    ...action,
    access: 'handler',
    get: get && ((ctx) => (ctx.check(model(), 'view'), get(ctx))),
    post: post && ((ctx) => (ctx.check(model(), 'add'), post(ctx))),
  };
}

/**
 * The parent row: looked up within the caller's view scope (404 naming the model otherwise), locked FOR
 * UPDATE when allocating so it cannot change or go while the allocation runs.
 */
export async function parentRow(db: Queryable, ctx: ActionContext, lock: boolean): Promise<Json> {
  const params = new Params();
  const where = [`t.id = ${params.add(ctx.id)}`];
  const scoped = ctx.scope(ctx.resource, 'view')?.('t', params);
  if (scoped) where.push(scoped);
  const rows = await db.query<Json>(
    `SELECT * FROM ${quoteIdent(ctx.resource.table)} t WHERE ${where.join(' AND ')}${lock ? ' FOR UPDATE' : ''}`,
    params.values,
  );
  if (!rows.length) throw new NotFoundError(`No ${ctx.resource.className} matches the given query.`);
  return rows[0];
}

/** Serializes allocations of one kind for the rest of the transaction. */
export async function lockAllocations(tx: Queryable, kind: keyof typeof LOCK_KEYS): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEYS[kind]]);
}

/** A POST body as a list of request objects (a single object is a list of one), and whether it was a list. */
export function requestedObjects(body: unknown): { items: Json[]; bulk: boolean } {
  const bulk = Array.isArray(body);
  const raw = bulk ? (body as unknown[]) : [body];
  const errors = raw.map((item) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? {}
      : { non_field_errors: [`Invalid data. Expected a dictionary, but got ${pythonTypeName(item)}.`] },
  );
  if (errors.some((e) => Object.keys(e).length)) throw new ValidationError(errors);
  return { items: raw.map((item) => ({ ...(item as Json) })), bulk };
}

export function insufficient(): never {
  throw new ConflictError('Insufficient resources are available to satisfy the request');
}

/** An object in a resource's brief form (the VRF or VLAN group an available object names), or null. */
export async function briefJson(db: Queryable, target: Resource, id: number | null, baseUrl: string): Promise<unknown> {
  if (id === null || id === undefined) return null;
  const [row] = await db.query<{ j: string }>(`SELECT (${nestedObjectSql(target, target.brief, '$2::bigint', 'b')})::text AS j`, [baseUrl, id]);
  return row?.j ? JSON.parse(row.j) : null;
}
