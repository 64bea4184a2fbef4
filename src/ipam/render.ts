import { ResourceRegistry } from '../core/model/define-resource.js';
import { nestedListSql, nestedObjectSql, registerSqlProvider } from '../core/serialize/plan.js';
import { DEVICE_IP_NESTED } from '../dcim/entities/device.entity.js';
import { NESTED_IP } from './entities/ip-address.entity.js';
import { assignedAddressCountSql } from './sql.js';

/**
 * Rendered read-only fields the IPAM app provides (see Computed fields with `provider`): an address's
 * `nat_outside` and a device's `primary_ip` (its IPv6 primary, else its IPv4 one).
 */

const ipAddresses = () => ResourceRegistry.byObjectType('ipam.ipaddress')!;

/** Registered by IpamModule. */
export function registerIpamSqlProviders(): void {
  registerSqlProvider('ipam.natOutside', (_resource, alias) =>
    nestedListSql(ipAddresses(), NESTED_IP, (x) => `${x}.nat_inside_id = ${alias}.id`, `${alias}no`, {
      plainChoices: true,
      order: (x) => `host(${x}.address)::inet, ${x}.id`,
    }),
  );

  /** Addresses assigned to an interface (device or VM; the generic relation has an index on the pair, no counter column). */
  registerSqlProvider('ipam.assignedAddressCount', (resource, alias) => assignedAddressCountSql(resource.objectType)(alias));

  registerSqlProvider('ipam.primaryIp', (_resource, alias) =>
    nestedObjectSql(ipAddresses(), DEVICE_IP_NESTED, `COALESCE(${alias}.primary_ip6_id, ${alias}.primary_ip4_id)`, `${alias}pi`),
  );
}
