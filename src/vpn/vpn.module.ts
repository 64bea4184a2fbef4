import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { interfaces } from '../dcim/dcim.resources.js';
import { routeTargets, vlans } from '../ipam/ipam.resources.js';
import { vmInterfaces } from '../virtualization/virtualization.resources.js';
import { routeTargetL2vpnFilters, terminatedOn } from './filters.js';
import { registerVpnSqlProviders } from './render.js';
import { vpnResources } from './vpn.resources.js';

@Module({})
export class VpnModule {
  static register() {
    // what VPN adds to the models it terminates on and to route targets (NetBox's l2vpn filters)
    for (const resource of [vlans, interfaces, vmInterfaces]) {
      resource.contributeFilters({ l2vpn_id: terminatedOn(resource.objectType, 'id'), l2vpn: terminatedOn(resource.objectType, 'identifier') });
    }
    routeTargets.contributeFilters(routeTargetL2vpnFilters);
    registerVpnSqlProviders();
    return inventoryApp(VpnModule, 'vpn', vpnResources);
  }
}
