import { ResourceRegistry } from '../core/model/define-resource.js';
import { recordedUpdate } from '../core/write/side-writes.js';
import type { WriteStep } from '../core/write/pipeline.js';
import { node, retraceThrough } from '../dcim/cables/paths.js';

/**
 * An interface's `wireless_link` names the link it is an end of: after links are created or changed, their
 * ends point at them and interfaces no longer an end of them are cleared (deleted links are cleared by the
 * foreign key's SET NULL, recorded by the delete). The interfaces taking a link are saved with change records, as
 * NetBox saves them; those cleared are a plain column update. Then
 * the paths through the links, and from their ends, are traced again (a deleted link's paths go with it).
 */
export const interfaceLinks: WriteStep = {
  name: 'wireless.interface-links',
  phase: 'derive',
  async after(db, events) {
    const changed = events.filter((e) => e.resource.objectType === 'wireless.wirelesslink');
    if (!changed.length) return;
    const ids = changed.filter((e) => e.action !== 'delete').map((e) => e.id);
    if (ids.length) {
      await db.query(
        `UPDATE dcim_interface i SET wireless_link_id = NULL
          WHERE i.wireless_link_id = ANY($1::bigint[])
            AND NOT EXISTS (SELECT 1 FROM wireless_wirelesslink l WHERE l.id = i.wireless_link_id AND i.id IN (l.interface_a_id, l.interface_b_id))`,
        [ids],
      );
      // the ends taking the link are saved, as NetBox's update_connected_interfaces saves them: recorded
      const ends = await db.query<{ id: number }>(
        `SELECT i.id FROM dcim_interface i JOIN wireless_wirelesslink l ON i.id IN (l.interface_a_id, l.interface_b_id)
          WHERE l.id = ANY($1::bigint[]) AND i.wireless_link_id IS DISTINCT FROM l.id ORDER BY i.id FOR UPDATE OF i`,
        [ids],
      );
      await recordedUpdate(
        db,
        ResourceRegistry.forObjectType('dcim.interface'),
        ends.map((r) => Number(r.id)),
        async () => {
          await db.query(
            `UPDATE dcim_interface i SET wireless_link_id = l.id, last_updated = now()
               FROM wireless_wirelesslink l
              WHERE l.id = ANY($1::bigint[]) AND i.id IN (l.interface_a_id, l.interface_b_id) AND i.wireless_link_id IS DISTINCT FROM l.id`,
            [ids],
          );
        },
      );
    }
    const ends = await db.query<{ a: string; b: string }>(
      `SELECT interface_a_id::text AS a, interface_b_id::text AS b FROM wireless_wirelesslink WHERE id = ANY($1::bigint[])`,
      [ids],
    );
    await retraceThrough(
      db,
      changed.map((e) => node('wireless.wirelesslink', e.id)),
      ends.flatMap((l) => [`dcim.interface:${l.a}`, `dcim.interface:${l.b}`]),
    );
  },
};
