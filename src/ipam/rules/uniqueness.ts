import { settings } from '../../config/current.js';
import { BatchRuleContext, WriteItem } from '../../core/model/model-rules.js';
import { NONUNIQUE_IP_ROLES } from '../choices.js';
import { vrfDisplaySql } from '../sql.js';

/**
 * Unique IP space (docs/models.md §2): duplicate prefixes / host addresses are refused in the global
 * table when ENFORCE_GLOBAL_UNIQUE is on and in VRFs with enforce_unique, against the table and within the
 * batch. One statement per batch.
 */

interface Duplicate {
  i: number;
  dup: string | null;
  dup_role_ok: boolean | null;
  vrf_name: string | null;
}

/** Items whose (vrf, value) is taken: the holder's text and the table it was found in. */
async function findDuplicates(
  items: WriteItem[],
  ctx: BatchRuleContext,
  field: string,
  match: (row: string, key: string) => string,
  table: string,
  extra: string,
): Promise<Map<WriteItem, Duplicate>> {
  const rows = await ctx.db.query<Duplicate>(
    `SELECT k.i, d.dup, d.dup_role_ok, CASE WHEN k.vrf IS NULL THEN NULL ELSE ${vrfDisplaySql('v')} END AS vrf_name
       FROM unnest($1::int[], $2::bigint[], $3::text[], $4::bigint[]) AS k(i, vrf, value, self)
       LEFT JOIN ipam_vrf v ON v.id = k.vrf
       LEFT JOIN LATERAL (
         SELECT (array_agg(x.${field}::text ORDER BY x.id))[1] AS dup, ${extra} AS dup_role_ok
           FROM ${table} x
          WHERE ${match(`x.${field}`, 'k.value')} AND COALESCE(x.vrf_id, 0) = COALESCE(k.vrf, 0) AND x.id IS DISTINCT FROM k.self
       ) d ON true
      WHERE (k.vrf IS NULL AND $5::boolean) OR v.enforce_unique`,
    [
      items.map((_, i) => i),
      items.map((item) => item.values.vrf ?? null),
      items.map((item) => item.values[field]),
      items.map((item) => item.id),
      settings().enforceGlobalUnique,
    ],
  );
  return new Map(rows.map((r) => [items[r.i], r]));
}

const tableName = (vrfName: string | null) => (vrfName === null ? 'global table' : `VRF ${vrfName}`);

/** Prefixes: the same network in the same VRF. */
export async function checkDuplicatePrefixes(items: WriteItem[], ctx: BatchRuleContext): Promise<void> {
  const found = await findDuplicates(items, ctx, 'prefix', (row, key) => `${row} = ${key}::cidr`, 'ipam_prefix', 'NULL::boolean');
  const seen = new Map<string, WriteItem>();
  for (const item of items) {
    const row = found.get(item);
    if (!row) continue; // not enforced here
    const key = `${item.values.vrf ?? ''}|${item.values.prefix}`;
    if (row.dup) ctx.error(item, 'prefix', `Duplicate prefix found in ${tableName(row.vrf_name)}: ${row.dup}`);
    else if (seen.has(key)) ctx.error(item, 'prefix', `Duplicate prefix found in ${tableName(row.vrf_name)}: ${item.values.prefix}`);
    seen.set(key, item);
  }
}

/**
 * IP addresses: the same host (any mask) in the same VRF, unless the new address and every duplicate have a
 * role exempt from the check (anycast, VIP, VRRP…).
 */
export async function checkDuplicateAddresses(items: WriteItem[], ctx: BatchRuleContext): Promise<void> {
  const exempt = `bool_and(x.role = ANY(ARRAY[${NONUNIQUE_IP_ROLES.map((r) => `'${r}'`).join(', ')}]))`;
  const found = await findDuplicates(items, ctx, 'address', (row, key) => `host(${row})::inet = host(${key}::inet)::inet`, 'ipam_ipaddress', exempt);
  const isExempt = (item: WriteItem) => NONUNIQUE_IP_ROLES.includes(item.values.role as string);
  const seen = new Map<string, WriteItem[]>();
  for (const item of items) {
    const row = found.get(item);
    if (!row) continue;
    const host = String(item.values.address).replace(/\/\d+$/, '');
    const key = `${item.values.vrf ?? ''}|${host.toLowerCase()}`;
    const earlier = seen.get(key) ?? [];
    const clash = (row.dup !== null && !(isExempt(item) && row.dup_role_ok)) || earlier.some((other) => !(isExempt(item) && isExempt(other)));
    if (clash) ctx.error(item, 'address', `Duplicate IP address found in ${tableName(row.vrf_name)}: ${row.dup ?? earlier[0].values.address}`);
    seen.set(key, [...earlier, item]);
  }
}
