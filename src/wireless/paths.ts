import type { PathLink } from '../dcim/cables/paths.js';
import { BASE_URL_PARAM } from '../core/serialize/plan.js';

/**
 * A wireless link is a path segment (NetBox's CablePath.from_origin follows an interface's cable or else
 * its wireless link): interface A, the link, interface B. Registered with the dcim tracer from here, since
 * dcim sits below wireless.
 */
export const wirelessPathLink: PathLink = {
  objectType: 'wireless.wirelesslink',
  ends: ['dcim.interface'],
  async linksOf(db, _type, ids) {
    return db.query<{ id: number; link: number; status: string }>(
      `SELECT i.id::int, l.id::int AS link, l.status FROM dcim_interface i JOIN wireless_wirelesslink l ON l.id = i.wireless_link_id
        WHERE i.id = ANY($1::bigint[])`,
      [ids],
    );
  },
  async farEnds(db, _type, ids, links) {
    // both directions: the two ends of one link may both be traced in one batch
    const rows = await db.query<{ near: number; link: number; id: number }>(
      `SELECT e.near::int, l.id::int AS link, e.far::int AS id
         FROM wireless_wirelesslink l
        CROSS JOIN LATERAL (VALUES (l.interface_a_id, l.interface_b_id, 0), (l.interface_b_id, l.interface_a_id, 1)) AS e(near, far, k)
        WHERE l.id = ANY($2::bigint[]) AND e.near = ANY($1::bigint[]) ORDER BY l.id, e.k`,
      [ids, links],
    );
    return rows.map((r) => ({ near: r.near, link: r.link, type: 'dcim.interface', id: r.id }));
  },
};

/** SQL: an uncabled interface's link peer, the other end of its wireless link (NetBox's Interface.link_peers). */
export const wirelessLinkPeersSql = (alias: string) =>
  `(SELECT json_build_array(inv_brief('dcim.interface', CASE WHEN l.interface_a_id = ${alias}.id THEN l.interface_b_id ELSE l.interface_a_id END,
                                      ${BASE_URL_PARAM}::text))
      FROM wireless_wirelesslink l WHERE l.id = ${alias}.wireless_link_id)`;
