import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { interfaces } from '../dcim/dcim.resources.js';
import { routeTargets, vlans } from '../ipam/ipam.resources.js';
import { vmInterfaces } from '../virtualization/virtualization.resources.js';
import { routeTargetL2vpnFilters, terminatedOn } from './filters.js';
import { registerVpnSqlProviders } from './render.js';
import { vpnResources } from './vpn.resources.js';

/** what VPN adds to the models it terminates on (NetBox's l2vpn filters); made once, so a second app in the process contributes the same specs */
const l2vpnFilters = [vlans, interfaces, vmInterfaces].map(
  (resource) => [resource, { l2vpn_id: terminatedOn(resource.objectType, 'id'), l2vpn: terminatedOn(resource.objectType, 'identifier') }] as const,
);

@Module({})
export class VpnModule {
  static register() {
    for (const [resource, filters] of l2vpnFilters) resource.contributeFilters(filters);
    // and to route targets
    routeTargets.contributeFilters(routeTargetL2vpnFilters);
    registerVpnSqlProviders();
    return inventoryApp(VpnModule, 'vpn', vpnResources);
  }
}
