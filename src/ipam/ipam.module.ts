import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { writePipeline } from '../core/write/pipeline.js';
import { providers } from '../circuits/circuits.resources.js';
import { viaMany } from '../core/model/filter-specs.js';
import { virtualDeviceContexts } from '../dcim/components.resources.js';
import { devices, sites } from '../dcim/dcim.resources.js';
import { virtualMachines } from '../virtualization/virtualization.resources.js';
import { ipamResources, prefixHierarchy } from './ipam.resources.js';
import { searchWithAsn } from './filters.js';
import { registerIpamSqlProviders } from './render.js';
import { devicePrimaryIpRules, virtualDeviceContextPrimaryIpRules, virtualMachinePrimaryIpRules } from './rules/primary-ip.js';

/*
 * Made once, so that a second app started in the same process contributes the very same filters (a new
 * spec under a taken name is refused). The ASNs of sites and providers (their `asns`), by id or number
 * (NetBox's names; no generated `asns_id`); a site's search also finds it by the number of one of its ASNs.
 */
const asnFilters = { asn_id: viaMany('asns'), asn: viaMany('asns', 'asn') };
const siteSearch = { q: searchWithAsn(sites, 'dcim_site_asns', 'site_id') };

@Module({})
export class IpamModule {
  static register() {
    // a device's or VM's primary IPs must be its own: IPAM's rule on the models below it
    devices.contributeRules(devicePrimaryIpRules);
    virtualMachines.contributeRules(virtualMachinePrimaryIpRules);
    virtualDeviceContexts.contributeRules(virtualDeviceContextPrimaryIpRules);
    for (const resource of [sites, providers]) resource.contributeFilters(asnFilters);
    sites.contributeFilters(siteSearch);
    registerIpamSqlProviders();
    writePipeline.add(prefixHierarchy);
    return inventoryApp(IpamModule, 'ipam', ipamResources);
  }
}
