import type { WriteStep } from '../core/write/pipeline.js';
import { node, retraceThrough } from '../dcim/cables/paths.js';

/**
 * An interface's `wireless_link` names the link it is an end of: after links are created or changed, their
 * ends point at them and interfaces no longer an end of them are cleared (deleted links are cleared by the
 * foreign key's SET NULL). A plain column update of the interfaces, without change records for them. Then
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
      await db.query(
        `UPDATE dcim_interface i SET wireless_link_id = l.id
           FROM wireless_wirelesslink l
          WHERE l.id = ANY($1::bigint[]) AND i.id IN (l.interface_a_id, l.interface_b_id) AND i.wireless_link_id IS DISTINCT FROM l.id`,
        [ids],
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
