import type { Queryable } from '../../database/db.js';
import { ValidationError } from '../../core/model/errors.js';
import { ResourceRegistry } from '../../core/model/define-resource.js';
import { allocating, briefJson, insufficient, lockAllocations, parentRow, requestedObjects } from './common.js';

/**
 * `GET/POST /api/ipam/prefixes/<id>/available-prefixes/` (NetBox's AvailablePrefixesView). The free space
 * is the parent minus the prefixes strictly inside it in its VRF, as the largest aligned CIDR blocks in
 * address order (netaddr's IPSet.iter_cidrs()): PostgreSQL splits the parent in halves (set_masklen /
 * broadcast) as long as a half overlaps a child without lying inside one, using the GiST index for the
 * overlap tests. An allocation takes the start of the first free block large enough, as NetBox does.
 */

type Json = Record<string, unknown>;

/** Free blocks of prefix `$1` when the networks `$2` are taken as well (earlier allocations of the same request). */
const FREE_BLOCKS = `
  WITH RECURSIVE parent AS (SELECT prefix, vrf_id FROM ipam_prefix WHERE id = $1),
  free(block) AS (
    SELECT prefix FROM parent
    UNION ALL
    SELECT half.block FROM free f CROSS JOIN parent p
      CROSS JOIN LATERAL (VALUES (set_masklen(f.block, masklen(f.block) + 1)),
                                 (network(set_masklen(broadcast(f.block), masklen(f.block) + 1))::cidr)) AS half(block)
     WHERE (EXISTS (SELECT 1 FROM ipam_prefix c WHERE c.prefix && f.block AND c.prefix << p.prefix AND COALESCE(c.vrf_id, 0) = COALESCE(p.vrf_id, 0))
            OR EXISTS (SELECT 1 FROM unnest($2::cidr[]) AS x(taken) WHERE x.taken && f.block))
       AND NOT EXISTS (SELECT 1 FROM ipam_prefix c WHERE c.prefix >>= f.block AND c.prefix << p.prefix AND COALESCE(c.vrf_id, 0) = COALESCE(p.vrf_id, 0))
       AND NOT EXISTS (SELECT 1 FROM unnest($2::cidr[]) AS x(taken) WHERE x.taken >>= f.block))
  SELECT f.block::text AS block FROM free f CROSS JOIN parent p
   WHERE NOT EXISTS (SELECT 1 FROM ipam_prefix c WHERE c.prefix && f.block AND c.prefix << p.prefix AND COALESCE(c.vrf_id, 0) = COALESCE(p.vrf_id, 0))
     AND NOT EXISTS (SELECT 1 FROM unnest($2::cidr[]) AS x(taken) WHERE x.taken && f.block)
   ORDER BY f.block`;

async function freeBlocks(db: Queryable, id: number, taken: string[] = []): Promise<string[]> {
  return (await db.query<{ block: string }>(FREE_BLOCKS, [id, taken])).map((r) => r.block);
}

/** NetBox's PrefixLengthSerializer. */
function checkLengths(items: Json[], family: 4 | 6): void {
  const errors = items.map((item) => {
    const length = item.prefix_length;
    if (length === undefined || length === null) return { prefix_length: ['this field can not be missing'] };
    if (typeof length !== 'number' || !Number.isInteger(length)) return { prefix_length: ['this field must be int type'] };
    if (family === 4 && length > 32) return { prefix_length: [`Invalid prefix length (${length}) for IPv4`] };
    if (family === 6 && length > 128) return { prefix_length: [`Invalid prefix length (${length}) for IPv6`] };
    return {};
  });
  if (errors.some((e) => Object.keys(e).length)) throw new ValidationError(errors);
}

export const availablePrefixes = allocating('ipam.prefix', {
  name: 'available-prefixes',
  summary: { get: 'List the available child prefixes', post: 'Allocate child prefixes of the requested sizes' },
  async get(ctx) {
    const row = await parentRow(ctx.db, ctx, false);
    const vrf = await briefJson(ctx.db, ResourceRegistry.byObjectType('ipam.vrf')!, row.vrf_id as number | null, ctx.env.baseUrl);
    const blocks = await freeBlocks(ctx.db, ctx.id);
    return { body: blocks.map((prefix) => ({ family: prefix.includes(':') ? 6 : 4, prefix, vrf })) };
  },
  async post(ctx) {
    const prefixes = ResourceRegistry.byObjectType('ipam.prefix')!;
    const { items, bulk } = requestedObjects(ctx.body);
    const body = await ctx.db.transaction(async (tx) => {
      await lockAllocations(tx, 'available-prefixes');
      const row = await parentRow(tx, ctx, true);
      checkLengths(items, String(row.prefix).includes(':') ? 6 : 4);
      // get_next_available_prefix(): the first free block at least as large, its start taken
      const taken: string[] = [];
      for (const item of items) {
        const length = item.prefix_length as number;
        const block = (await freeBlocks(tx, ctx.id, taken)).find((b) => Number(b.split('/')[1]) <= length);
        if (!block) insufficient();
        taken.push(`${block.split('/')[0]}/${length}`);
      }
      const objects = items.map((item, i) => {
        const { prefix_length: _length, ...rest } = item;
        return { ...rest, prefix: taken[i], vrf: row.vrf_id ?? null };
      });
      return ctx.create(tx, prefixes, bulk ? objects : objects[0]);
    });
    return { status: 201, body, json: true };
  },
});
