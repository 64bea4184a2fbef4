import type { Queryable } from '../../database/db.js';
import { ResourceRegistry } from '../../core/model/define-resource.js';
import { allocating, briefJson, insufficient, lockAllocations, parentRow, requestedObjects, resultsLimit } from './common.js';

/**
 * `GET/POST /api/ipam/vlan-groups/<id>/available-vlans/` (NetBox's AvailableVLANsView): the IDs within the
 * group's ranges that no VLAN of the group uses, in order; POST creates VLANs with the next ones.
 */

async function freeVids(db: Queryable, group: number, limit: number): Promise<number[]> {
  const rows = await db.query<{ vid: number }>(
    `SELECT v AS vid FROM ipam_vlangroup g, jsonb_array_elements(g.vid_ranges) AS r, generate_series((r->>0)::int, (r->>1)::int) AS v
      WHERE g.id = $1 AND NOT EXISTS (SELECT 1 FROM ipam_vlan x WHERE x.group_id = g.id AND x.vid = v)
      ORDER BY v LIMIT $2`,
    [group, limit],
  );
  return rows.map((r) => r.vid);
}

export const availableVlans = allocating('ipam.vlan', {
  name: 'available-vlans',
  viewName: 'Available Vla Ns', // DRF's title-cased words of NetBox's view class name
  summary: { get: 'List the available VLAN IDs', post: 'Create VLANs with the next available IDs' },
  async get(ctx) {
    await parentRow(ctx.db, ctx, false);
    const group = await briefJson(ctx.db, ctx.resource, ctx.id, ctx.env.baseUrl);
    const vids = await freeVids(ctx.db, ctx.id, resultsLimit(ctx));
    return { body: vids.map((vid) => ({ vid, group })) };
  },
  async post(ctx) {
    const vlans = ResourceRegistry.byObjectType('ipam.vlan')!;
    const { items, bulk } = requestedObjects(ctx.body);
    const body = await ctx.db.transaction(async (tx) => {
      await lockAllocations(tx, 'available-vlans');
      await parentRow(tx, ctx, true);
      const vids = await freeVids(tx, ctx.id, items.length);
      if (vids.length < items.length) insufficient();
      const objects = items.map((item, i) => ({ ...item, vid: vids[i], group: ctx.id }));
      return ctx.create(tx, vlans, bulk ? objects : objects[0]);
    });
    return { status: 201, body, json: true };
  },
});
