import type { Queryable } from '../../database/db.js';
import { ValidationError } from '../../core/model/errors.js';
import type { ActionContext, ResourceAction } from '../../core/model/define-resource.js';
import { ResourceRegistry } from '../../core/model/define-resource.js';
import { allocating, briefJson, insufficient, lockAllocations, parentRow, requestedObjects, resultsLimit } from './common.js';

/**
 * `GET/POST /api/ipam/prefixes/<id>/available-ips/` and `/api/ipam/ip-ranges/<id>/available-ips/`
 * (NetBox's AvailableIPAddressesView). The free addresses are computed by PostgreSQL: the parent's usable
 * span minus the host addresses in use and the populated ranges, as gaps between the sorted blocked
 * intervals, expanded with inet + integer arithmetic up to the limit (sizes are only computed where they
 * provably fit a bigint). POST allocates under an advisory lock and a lock on the parent row, so concurrent
 * requests never hand out the same address, and creates the addresses through the generic write path.
 */

type Json = Record<string, unknown>;

/**
 * The span from its first address not proven used (`inv_first_open_address`, migration HostFullBlocks: blocks whose
 * distinct hosts in the VRF fill them are skipped, so a nearly full /16 is not read address by address); no
 * bounds when every address is used. `$3` false: no skipping (the plain answer). A global container counts
 * every VRF's addresses: the counts of VRF -1. Materialized: the
 * function runs once (inlined, it ran for the filter and again for the column).
 */
const FROM_OPEN = `
  opened AS MATERIALIZED (
    SELECT CASE WHEN NOT $3::boolean THEN s.first
                ELSE inv_first_open_address(CASE WHEN s.any_vrf THEN -1 ELSE COALESCE(s.vrf_id, 0) END, s.first, s.last, u.unused) END AS first,
           s.last, s.vrf_id, s.any_vrf, s.lo, s.hi
      FROM span s, outside u),
  bounds AS (SELECT * FROM opened WHERE first IS NOT NULL)`;

/**
 * Bounds of a prefix (`$1` its id): network and broadcast left out unless usable; any VRF's addresses count
 * inside a global container. Its populated IP ranges, clipped to the bounds, block their addresses too.
 * Its network and broadcast addresses, when left out and unused, are the unused addresses outside the span
 * that a full edge block may lack.
 */
const PREFIX_SPAN = `
  parent AS (
    SELECT host(p.prefix)::inet AS lo, host(broadcast(p.prefix))::inet AS hi, p.vrf_id, masklen(p.prefix) AS mask,
           p.is_pool OR masklen(p.prefix) >= CASE family(p.prefix) WHEN 4 THEN 31 ELSE 127 END AS whole,
           family(p.prefix) AS family, p.vrf_id IS NULL AND p.status = 'container' AS any_vrf
      FROM ipam_prefix p WHERE p.id = $1),
  span AS (
    SELECT CASE WHEN whole THEN lo ELSE lo + 1 END AS first,
           CASE WHEN whole OR family = 6 THEN hi ELSE hi - 1 END AS last, parent.* FROM parent),
  outside AS (
    SELECT ARRAY(SELECT x FROM unnest(CASE WHEN s.whole THEN '{}'::inet[] WHEN s.family = 4 THEN ARRAY[s.lo, s.hi] ELSE ARRAY[s.lo] END) x
                  WHERE NOT EXISTS (SELECT 1 FROM ipam_ipaddress a
                                     WHERE host(a.address)::inet = x AND (s.any_vrf OR COALESCE(a.vrf_id, 0) = COALESCE(s.vrf_id, 0)))) AS unused
      FROM span s),
  ${FROM_OPEN},
  ranges AS (
    SELECT greatest(host(r.start_address)::inet, b.first) AS lo, least(host(r.end_address)::inet, b.last) AS hi
      FROM ipam_iprange r, bounds b
     WHERE r.mark_populated AND COALESCE(r.vrf_id, 0) = COALESCE(b.vrf_id, 0)
       AND host(r.start_address)::inet BETWEEN b.lo AND b.hi AND host(r.end_address)::inet BETWEEN b.lo AND b.hi
       AND host(r.end_address)::inet >= b.first AND host(r.start_address)::inet <= b.last)`;

/** Bounds of an IP range (`$1` its id); a populated range has no room (no bounds). */
const RANGE_SPAN = `
  span AS (
    SELECT host(r.start_address)::inet AS first, host(r.end_address)::inet AS last, r.vrf_id, false AS any_vrf,
           NULL::inet AS lo, NULL::inet AS hi
      FROM ipam_iprange r WHERE r.id = $1 AND NOT r.mark_populated),
  outside AS (SELECT '{}'::inet[] AS unused),
  ${FROM_OPEN},
  ranges AS (SELECT NULL::inet AS lo, NULL::inet AS hi WHERE false)`;

/**
 * The first `$2` free addresses of the span, in order, without their mask: the gaps between the blocked
 * intervals sorted by their start (a trailing row without a start closes the last gap at the span's end).
 * The used addresses come in order from the index on their host address (the bounds are scalar subqueries);
 * without populated ranges (the usual case) the gaps are those between consecutive addresses in that order
 * (`point_gaps`: no sort of the 60,000 addresses of a full /16, which the union with the ranges needs).
 * Sizes are only computed where they provably fit a bigint.
 */
const FREE = `
  points AS NOT MATERIALIZED (
    SELECT host(a.address)::inet AS lo FROM ipam_ipaddress a
     WHERE host(a.address)::inet BETWEEN (SELECT first FROM bounds) AND (SELECT last FROM bounds)
       AND ((SELECT any_vrf FROM bounds) OR COALESCE(a.vrf_id, 0) = (SELECT COALESCE(vrf_id, 0) FROM bounds))),
  point_gaps AS (
    SELECT CASE WHEN o.prev IS NULL THEN b.first ELSE o.prev + 1 END AS lo, o.lo - 1 AS hi
      FROM (SELECT lo, lag(lo) OVER (ORDER BY lo) AS prev FROM points) o, bounds b
     WHERE CASE WHEN o.prev IS NULL THEN o.lo > b.first ELSE o.lo - 1 > o.prev END
    UNION ALL
    SELECT COALESCE(m.top + 1, b.first), b.last FROM bounds b, (SELECT max(lo) AS top FROM points) m
     WHERE m.top IS NULL OR m.top < b.last),
  blocked AS (
    SELECT lo, lo AS hi FROM points
    UNION ALL SELECT lo, hi FROM ranges
    UNION ALL SELECT NULL::inet, NULL::inet WHERE EXISTS (SELECT 1 FROM bounds)),
  ordered AS (
    SELECT lo, max(hi) OVER (ORDER BY lo NULLS LAST ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS prev FROM blocked),
  merged_gaps AS (
    SELECT CASE WHEN o.prev IS NULL THEN b.first ELSE o.prev + 1 END AS lo, CASE WHEN o.lo IS NULL THEN b.last ELSE o.lo - 1 END AS hi
      FROM ordered o, bounds b
     WHERE CASE WHEN o.lo IS NULL THEN o.prev IS NULL OR o.prev < b.last
                WHEN o.prev IS NULL THEN o.lo > b.first
                WHEN o.lo > o.prev THEN o.lo - 1 > o.prev ELSE false END),
  gaps AS (
    SELECT lo, hi FROM point_gaps WHERE NOT EXISTS (SELECT 1 FROM ranges)
    UNION ALL SELECT lo, hi FROM merged_gaps WHERE EXISTS (SELECT 1 FROM ranges)),
  sized AS (
    SELECT lo, least($2::bigint, CASE WHEN family(lo) = 4 THEN hi - lo + 1
                                      WHEN network(set_masklen(lo, 65)) = network(set_masklen(hi, 65)) THEN hi - lo + 1
                                      ELSE $2::bigint END) AS n FROM gaps),
  counted AS (SELECT lo, n, sum(n) OVER (ORDER BY lo) - n AS before FROM sized)
  SELECT host(c.lo + k) AS address FROM counted c CROSS JOIN LATERAL generate_series(0::bigint, c.n - 1) AS k
   WHERE c.before < $2::bigint ORDER BY c.lo, k LIMIT $2::bigint`;

/** The statement: `$1` the parent's id, `$2` the limit, `$3` whether to skip full blocks (false: the plain answer, for comparison). */
export const freeAddressesSql = (kind: 'prefix' | 'range') => `WITH ${kind === 'prefix' ? PREFIX_SPAN : RANGE_SPAN}, ${FREE}`;

async function freeAddresses(db: Queryable, kind: 'prefix' | 'range', id: number, limit: number): Promise<string[]> {
  const rows = await db.query<{ address: string }>(freeAddressesSql(kind), [id, limit, true]);
  return rows.map((r) => r.address);
}

/** The mask length and family of the parent (a prefix's, or a range's start address's). */
function parentShape(kind: 'prefix' | 'range', row: Json): { mask: number; family: 4 | 6 } {
  const text = String(kind === 'prefix' ? row.prefix : row.start_address);
  return { mask: Number(text.split('/')[1]), family: text.includes(':') ? 6 : 4 };
}

/** NetBox's AvailableIPRequestSerializer: an optional `prefix_length` for the new addresses. */
function checkPrefixLengths(items: Json[], shape: { mask: number; family: 4 | 6 }): void {
  const errors = items.map((item) => {
    const length = item.prefix_length;
    if (length === undefined || length === null) return {};
    if (typeof length !== 'number' || !Number.isInteger(length)) return { prefix_length: ['A valid integer is required.'] };
    if (length < shape.mask) {
      return { prefix_length: [`Prefix length must be greater than or equal to the parent mask length (${shape.mask})`] };
    }
    // NetBox's messages name the other family here
    if (shape.family === 4 && length > 32) return { prefix_length: [`Invalid prefix length (${length}) for IPv6`] };
    if (shape.family === 6 && length > 128) return { prefix_length: [`Invalid prefix length (${length}) for IPv4`] };
    return {};
  });
  if (errors.some((e) => Object.keys(e).length)) throw new ValidationError(errors);
}

function availableIps(kind: 'prefix' | 'range'): ResourceAction {
  return allocating('ipam.ipaddress', {
    name: 'available-ips',
    // DRF's name for NetBox's PrefixAvailableIPAddressesView / IPRangeAvailableIPAddressesView (title-cased class name)
    viewName: kind === 'prefix' ? 'Prefix Available Ip Addresses' : 'Ip Range Available Ip Addresses',
    summary: { get: 'List the available IP addresses', post: 'Allocate the next available IP addresses' },
    async get(ctx) {
      const row = await parentRow(ctx.db, ctx, false);
      const shape = parentShape(kind, row);
      const vrf = await briefJson(ctx.db, ResourceRegistry.byObjectType('ipam.vrf')!, row.vrf_id as number | null, ctx.env.baseUrl);
      const free = await freeAddresses(ctx.db, kind, ctx.id, resultsLimit(ctx));
      return { body: free.map((address) => ({ family: shape.family, address: `${address}/${shape.mask}`, vrf })) };
    },
    async post(ctx: ActionContext) {
      const ipAddresses = ResourceRegistry.byObjectType('ipam.ipaddress')!;
      const { items, bulk } = requestedObjects(ctx.body);
      const body = await ctx.db.transaction(async (tx) => {
        await lockAllocations(tx, 'available-ips');
        const row = await parentRow(tx, ctx, true);
        const shape = parentShape(kind, row);
        checkPrefixLengths(items, shape);
        const free = await freeAddresses(tx, kind, ctx.id, items.length);
        if (free.length < items.length) insufficient();
        const objects = items.map((item, i) => {
          const { prefix_length: length, ...rest } = item;
          return { ...rest, address: `${free[i]}/${(length as number | undefined) ?? shape.mask}`, vrf: row.vrf_id ?? null };
        });
        return ctx.create(tx, ipAddresses, bulk ? objects : objects[0]);
      });
      return { status: 201, body, json: true };
    },
  });
}

export const prefixAvailableIps = availableIps('prefix');
export const rangeAvailableIps = availableIps('range');
