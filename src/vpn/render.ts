import { ResourceRegistry } from '../core/model/define-resource.js';
import { nestedObjectSql, registerSqlProvider } from '../core/serialize/plan.js';

/**
 * What the VPN app renders on models below it: the L2VPN termination of a VLAN or an interface (device or
 * VM), in its brief form (see Computed fields with `provider`).
 */
export function registerVpnSqlProviders(): void {
  registerSqlProvider('vpn.l2vpnTermination', (resource, alias) => {
    const terminations = ResourceRegistry.forObjectType('vpn.l2vpntermination');
    const id = `(SELECT x.id FROM vpn_l2vpntermination x WHERE x.assigned_object_type = '${resource.objectType}' AND x.assigned_object_id = ${alias}.id)`;
    return nestedObjectSql(terminations, terminations.brief, id, `${alias}lt`);
  });
}
