import type { Queryable } from '../../database/db.js';
import { ResourceRegistry } from '../../core/model/define-resource.js';
import { allocating, briefJson, insufficient, lockAllocations, parentRow, requestedObjects, resultsLimit } from './common.js';

/**
 * `GET/POST /api/ipam/asn-ranges/<id>/available-asns/` (NetBox's AvailableASNsView): the numbers of the range
 * that no ASN uses (whatever its RIR), in order; POST creates ASNs with the next ones, in the range's RIR.
 * A range may span 2^32 numbers, so the free ones are read from the gaps between the ASNs in use (the
 * unique index on ipam_asn.asn), each gap expanded only as far as the limit needs.
 */

const FREE_ASNS = `
  WITH r AS (SELECT start, "end" FROM ipam_asnrange WHERE id = $1),
  marks AS (
    SELECT r.start - 1 AS asn FROM r
    UNION ALL SELECT a.asn FROM ipam_asn a, r WHERE a.asn BETWEEN r.start AND r."end"
    UNION ALL SELECT r."end" + 1 FROM r),
  gaps AS (SELECT asn + 1 AS lo, lead(asn) OVER (ORDER BY asn) - 1 AS hi FROM marks),
  sized AS (SELECT lo, least(hi - lo + 1, $2::bigint) AS n FROM gaps WHERE hi >= lo),
  counted AS (SELECT lo, n, sum(n) OVER (ORDER BY lo) - n AS before FROM sized)
  SELECT c.lo + k AS asn FROM counted c CROSS JOIN LATERAL generate_series(0::bigint, c.n - 1) AS k
   WHERE c.before < $2::bigint ORDER BY c.lo, k LIMIT $2::bigint`;

async function freeAsns(db: Queryable, range: number, limit: number): Promise<number[]> {
  return (await db.query<{ asn: number }>(FREE_ASNS, [range, limit])).map((r) => Number(r.asn));
}

export const availableAsns = allocating('ipam.asn', {
  name: 'available-asns',
  viewName: 'Available As Ns', // DRF's title-cased words of NetBox's view class name
  summary: { get: 'List the available AS numbers of the range', post: 'Create ASNs with the next available numbers' },
  async get(ctx) {
    const row = await parentRow(ctx.db, ctx, false);
    const rir = await briefJson(ctx.db, ResourceRegistry.byObjectType('ipam.rir')!, row.rir_id as number, ctx.env.baseUrl);
    const asns = await freeAsns(ctx.db, ctx.id, resultsLimit(ctx));
    return { body: asns.map((asn) => ({ rir, asn })) };
  },
  async post(ctx) {
    const asns = ResourceRegistry.byObjectType('ipam.asn')!;
    const { items, bulk } = requestedObjects(ctx.body);
    const body = await ctx.db.transaction(async (tx) => {
      await lockAllocations(tx, 'available-asns');
      const row = await parentRow(tx, ctx, true);
      const free = await freeAsns(tx, ctx.id, items.length);
      if (free.length < items.length) insufficient();
      const objects = items.map((item, i) => ({ ...item, asn: free[i], rir: row.rir_id }));
      return ctx.create(tx, asns, bulk ? objects : objects[0]);
    });
    return { status: 201, body, json: true };
  },
});
