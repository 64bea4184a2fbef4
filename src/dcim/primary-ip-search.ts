import { isIPv4, isIPv6 } from 'node:net';
import { FilterSpec, method } from '../core/model/filter-specs.js';
import { likeEscape } from '../database/sql.js';

/**
 * `q` on a model with primary IPs (NetBox's DeviceFilterSet / VirtualMachineFilterSet search): the text
 * conditions `text` gives over the row alias and the `%value%` parameter, and, when the value reads as an IP
 * address or network (a prefix length allowed), the object whose primary IPv4 / IPv6 address has that host.
 * Related rows are matched as `= ANY(ARRAY(subquery))`: computed once, each arm stays an index scan of one
 * BitmapOr with the text columns' trigram index (an `IN (subquery)` arm turns the whole OR into a scan).
 */
export function primaryIpSearch(text: (t: string, pattern: string) => string[]): FilterSpec {
  return method((t, values, params) => {
    const value = values[values.length - 1]?.trim();
    if (!value) return null;
    const parts = text(t, params.add(`%${likeEscape(value)}%`));
    const slash = value.indexOf('/');
    const host = slash < 0 ? value : value.slice(0, slash);
    const length = slash < 0 ? null : value.slice(slash + 1);
    const family = isIPv4(host) ? 4 : isIPv6(host) ? 6 : null;
    if (family && (length === null || (/^\d{1,3}$/.test(length) && Number(length) <= (family === 4 ? 32 : 128)))) {
      const column = family === 4 ? 'primary_ip4_id' : 'primary_ip6_id';
      parts.push(`${t}.${column} = ANY(ARRAY(SELECT a.id FROM ipam_ipaddress a WHERE host(a.address)::inet = ${params.add(host)}::inet))`);
    }
    return `(${parts.join(' OR ')})`;
  });
}
