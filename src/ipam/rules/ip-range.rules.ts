import { ModelRules } from '../../core/model/model-rules.js';
import { parseIpInterface } from '../../core/write/ip.js';
import { rangeDisplaySql, vrfDisplaySql } from '../sql.js';

const MAX_SIZE = 2 ** 32 - 1;

/** IP range (docs/models.md §2.7; NetBox's IPRange.clean()); the size is computed by PostgreSQL. */
export const ipRangeRules: ModelRules = {
  async validate(item, ctx) {
    const v = item.values;
    const start = parseIpInterface(String(v.start_address));
    const end = parseIpInterface(String(v.end_address));
    if (!start || !end) return;
    if (start.family !== end.family) return ctx.error('end_address', 'Starting and ending IP address versions must match');
    if (start.length !== end.length) return ctx.error('end_address', 'Starting and ending IP address masks must match');
    // the size without overflowing bigint: exact when the difference provably fits, else "too large"
    const [row] = await ctx.db.query<{ reversed: boolean; size: number | null; overlap: string | null; vrf: string | null }>(
      `WITH a AS (SELECT host($1::inet)::inet AS s, host($2::inet)::inet AS e)
       SELECT a.e < a.s AS reversed,
              CASE WHEN a.e < a.s THEN NULL
                   WHEN family(a.s) = 4 THEN a.e - a.s + 1
                   WHEN network(set_masklen(a.s, 65)) = network(set_masklen(a.e, 65)) THEN a.e - a.s + 1
                   WHEN a.s > a.e - ${MAX_SIZE} THEN a.e - a.s + 1 END AS size,
              (SELECT ${rangeDisplaySql('r')} FROM ipam_iprange r
                WHERE r.id IS DISTINCT FROM $3::bigint AND COALESCE(r.vrf_id, 0) = COALESCE($4::bigint, 0)
                  AND ((host(r.start_address)::inet BETWEEN a.s AND a.e) OR (host(r.end_address)::inet BETWEEN a.s AND a.e)
                       OR (host(r.start_address)::inet <= a.s AND host(r.end_address)::inet >= a.e))
                ORDER BY r.vrf_id NULLS FIRST, r.start_address, r.id LIMIT 1) AS overlap,
              (SELECT ${vrfDisplaySql('x')} FROM ipam_vrf x WHERE x.id = $4::bigint) AS vrf
         FROM a`,
      [start.text, end.text, item.id, v.vrf ?? null],
    );
    if (row.reversed) {
      return ctx.error('end_address', `Ending address must be greater than or equal to the starting address (${start.text})`);
    }
    if (row.overlap) return ctx.error('__all__', `Defined addresses overlap with range ${row.overlap} in VRF ${row.vrf ?? 'None'}`);
    if (row.size === null || row.size > MAX_SIZE) return ctx.error('__all__', `Defined range exceeds maximum supported size (${MAX_SIZE})`);
    item.derived.size = row.size;
  },
};
