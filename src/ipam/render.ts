import { ResourceRegistry } from '../core/model/define-resource.js';
import { nestedListSql, nestedObjectSql, registerSqlProvider } from '../core/serialize/plan.js';
import { DEVICE_IP_NESTED } from '../dcim/entities/device.entity.js';
import { NESTED_IP } from './entities/ip-address.entity.js';
import { assignedAddressCountSql } from './sql.js';

const fhrpGroupCountSql = (type: string, t: string) =>
  `(SELECT count(*) FROM ipam_fhrpgroupassignment fa WHERE fa.interface_type = '${type}' AND fa.interface_id = ${t}.id)`;

/**
 * Rendered read-only fields the IPAM app provides (see Computed fields with `provider`): an address's
 * `nat_outside`, a device's `primary_ip` (its IPv6 primary, else its IPv4 one), an interface's address and
 * FHRP group counts, an FHRP group's addresses and a VLAN translation policy's rules.
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

  /** An interface's FHRP group assignments (the generic relation has an index on the pair). */
  registerSqlProvider('ipam.fhrpGroupCount', (resource, alias) => fhrpGroupCountSql(resource.objectType, alias));

  /** An FHRP group's virtual addresses, in the IP address list's order. */
  registerSqlProvider('ipam.fhrpAddresses', (_resource, alias) => {
    const target = ipAddresses();
    return nestedListSql(
      target,
      target.brief,
      (x) => `${x}.assigned_object_type = 'ipam.fhrpgroup' AND ${x}.assigned_object_id = ${alias}.id`,
      `${alias}fa`,
      {
        order: (x) => `host(${x}.address)::inet, ${x}.id`,
      },
    );
  });

  /** A VLAN translation policy's rules in full, by local VID. */
  registerSqlProvider('ipam.translationRules', (_resource, alias) => {
    const rules = ResourceRegistry.byObjectType('ipam.vlantranslationrule')!;
    return nestedListSql(rules, rules.complete, (x) => `${x}.policy_id = ${alias}.id`, `${alias}tr`, { order: (x) => `${x}.local_vid, ${x}.id` });
  });

  registerSqlProvider('ipam.primaryIp', (_resource, alias) =>
    nestedObjectSql(ipAddresses(), DEVICE_IP_NESTED, `COALESCE(${alias}.primary_ip6_id, ${alias}.primary_ip4_id)`, `${alias}pi`),
  );
}
