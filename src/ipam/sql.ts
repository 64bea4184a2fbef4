import type { ChoiceSet } from '../core/model/choices.js';
import { sqlString } from '../core/serialize/plan.js';
import { FHRPGroupProtocol } from './choices.js';

/** SQL shared by the IPAM declarations and rules (display strings NetBox builds in Python). */

/** A VRF: `name`, or `name (rd)`. */
export const vrfDisplaySql = (t: string) => `${t}.name || COALESCE(' (' || ${t}.rd || ')', '')`;

/**
 * An IP range the way NetBox prints it: the address chunks both ends share, then the differing rest,
 * `192.0.2.10-20/24`; a single-address range shows both ends.
 */
export const rangeDisplaySql = (t: string) => `(SELECT CASE WHEN rd_r.s = rd_r.e THEN rd_r.s || '-' || rd_r.e
     ELSE array_to_string(ARRAY(SELECT a FROM unnest(rd_r.sa, rd_r.ea) WITH ORDINALITY AS rd_u(a, b, i) WHERE a = b ORDER BY i), rd_r.sep)
          || rd_r.sep || array_to_string(rd_r.sa[rd_r.n + 1:], rd_r.sep) || '-' || array_to_string(rd_r.ea[rd_r.n + 1:], rd_r.sep) END
     || '/' || masklen(${t}.start_address)
   FROM (SELECT rd_x.*, (SELECT count(*) FROM unnest(rd_x.sa, rd_x.ea) AS rd_v(a, b) WHERE a = b)::int AS n
           FROM (SELECT host(${t}.start_address) AS s, host(${t}.end_address) AS e,
                        string_to_array(host(${t}.start_address), rd_y.sep) AS sa, string_to_array(host(${t}.end_address), rd_y.sep) AS ea, rd_y.sep
                   FROM (SELECT CASE family(${t}.start_address) WHEN 6 THEN ':' ELSE '.' END AS sep) rd_y) rd_x) rd_r)`;

/** Ports as NetBox's array_to_string prints them: sorted, runs collapsed, `22, 80-82`. */
export const portsDisplaySql = (
  ports: string,
) => `(SELECT string_agg(CASE WHEN g.lo = g.hi THEN g.lo::text ELSE g.lo || '-' || g.hi END, ', ' ORDER BY g.lo)
   FROM (SELECT min(p) AS lo, max(p) AS hi FROM (SELECT p, p - row_number() OVER (ORDER BY p) AS grp
           FROM (SELECT DISTINCT (jsonb_array_elements_text(${ports}))::int AS p) d) s GROUP BY grp) g)`;

/** How many IP addresses are assigned to the interface `t` of object type `type` (the generic relation has no counter column). */
export const assignedAddressCountSql = (type: string) => (t: string) =>
  `(SELECT count(*) FROM ipam_ipaddress a WHERE a.assigned_object_type = '${type}' AND a.assigned_object_id = ${t}.id)`;

/** The label of a choice column's value, from the choice set (NULL for no value). */
export const choiceLabelSql = (choices: ChoiceSet, expr: string) =>
  `(${sqlString(JSON.stringify(Object.fromEntries(choices.entries)))}::jsonb ->> ${expr}::text)`;

/** `AS65000`, and for 32-bit numbers the asdot form too: `AS4200000000 (64086.59904)`. */
export const asnDisplaySql = (t: string) =>
  `'AS' || ${t}.asn || CASE WHEN ${t}.asn >= 65536 THEN ' (' || (${t}.asn / 65536) || '.' || (${t}.asn % 65536) || ')' ELSE '' END`;

/** The first address assigned to an FHRP group (`t`), in address order, with its mask. */
const firstGroupAddressSql = (t: string) =>
  `(SELECT fa.address::text FROM ipam_ipaddress fa WHERE fa.assigned_object_type = 'ipam.fhrpgroup' AND fa.assigned_object_id = ${t}.id
     ORDER BY host(fa.address)::inet, fa.id LIMIT 1)`;

/** An FHRP group as NetBox prints it: `[name ]Protocol: group_id[ (first address)]`. */
export const fhrpGroupDisplaySql = (t: string) =>
  `COALESCE(NULLIF(${t}.name, '') || ' ', '') || ${choiceLabelSql(FHRPGroupProtocol, `${t}.protocol`)} || ': ' || ${t}.group_id
   || COALESCE(' (' || ${firstGroupAddressSql(t)} || ')', '')`;
