import type { Queryable } from '../../database/db.js';
import { ModelRules, RuleContext, WriteItem } from '../../core/model/model-rules.js';
import { networkOrBroadcast, parseIpInterface } from '../../core/write/ip.js';
import { rangeDisplaySql } from '../sql.js';
import { parentObject } from './parents.js';
import { checkDuplicateAddresses } from './uniqueness.js';

/** IP address (docs/models.md §2.8; NetBox's IPAddress.clean()). */

/** An address that is some device's or VM's primary (or OOB) IP stays with that parent. */
async function checkReassignment(item: WriteItem, ctx: RuleContext): Promise<void> {
  const before = item.before;
  if (!before?.assigned_object_type || before.assigned_object_id === null || before.assigned_object_id === undefined) return;
  const original = await parentObject(ctx, before.assigned_object_type, before.assigned_object_id);
  if (!original) return;
  const current = await parentObject(ctx, item.values.assigned_object_type, item.values.assigned_object_id);
  const moved = !current || current.type !== original.type || current.id !== original.id;
  if (!moved) return;
  const family = String(item.values.address).includes(':') ? 6 : 4;
  if (Number(original.row[`primary_ip${family}`]) === item.id) {
    ctx.error('__all__', 'Cannot reassign IP address while it is designated as the primary IP for the parent object');
  } else if ('oob_ip' in original.row && Number(original.row.oob_ip) === item.id) {
    ctx.error('__all__', 'Cannot reassign IP address while it is designated as the OOB IP for the parent object');
  }
}

/** New addresses may not be created inside a range marked populated (same VRF). */
async function checkPopulatedRanges(db: Queryable, items: WriteItem[], error: (item: WriteItem, message: string) => void): Promise<void> {
  if (!items.length) return;
  const rows = await db.query<{ i: number; range: string }>(
    `SELECT k.i, r.display AS range FROM unnest($1::int[], $2::bigint[], $3::inet[]) AS k(i, vrf, address)
       JOIN LATERAL (SELECT ${rangeDisplaySql('x')} AS display FROM ipam_iprange x
                      WHERE x.mark_populated AND COALESCE(x.vrf_id, 0) = COALESCE(k.vrf, 0)
                        AND host(x.start_address)::inet <= host(k.address)::inet AND host(x.end_address)::inet >= host(k.address)::inet
                      ORDER BY x.vrf_id NULLS FIRST, x.start_address, x.id LIMIT 1) r ON true`,
    [items.map((_, i) => i), items.map((item) => item.values.vrf ?? null), items.map((item) => item.values.address)],
  );
  for (const row of rows) {
    const item = items[row.i];
    error(item, `Cannot create IP address ${String(item.values.address)} inside range ${row.range}.`);
  }
}

export const ipAddressRules: ModelRules = {
  async validate(item, ctx) {
    const v = item.values;
    const parsed = parseIpInterface(String(v.address));
    if (!parsed) return;
    const host = parsed.text.replace(/\/\d+$/, '');
    if (v.assigned_object_type && v.assigned_object_id !== null && v.assigned_object_id !== undefined) {
      const kind = networkOrBroadcast(parsed.text);
      const short = parsed.family === 4 ? parsed.length >= 31 : parsed.length >= 127;
      if (kind === 'network' && !short) ctx.error('__all__', `${host} is a network ID, which may not be assigned to an interface.`);
      if (kind === 'broadcast' && !short) ctx.error('__all__', `${host} is a broadcast address, which may not be assigned to an interface.`);
    }
    if (v.status === 'slaac' && parsed.family !== 6) ctx.error('status', 'Only IPv6 addresses can be assigned SLAAC status');
    await checkReassignment(item, ctx);
  },
  async validateAll(items, ctx) {
    await checkDuplicateAddresses(items, ctx);
    const created = items.filter((item) => !item.before);
    await checkPopulatedRanges(ctx.db, created, (item, message) => ctx.error(item, 'address', message));
  },
};
