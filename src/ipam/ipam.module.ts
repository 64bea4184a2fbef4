import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { writePipeline } from '../core/write/pipeline.js';
import { providers } from '../circuits/circuits.resources.js';
import { viaMany } from '../core/model/filter-specs.js';
import { devices, sites } from '../dcim/dcim.resources.js';
import { virtualMachines } from '../virtualization/virtualization.resources.js';
import { ipamResources, prefixHierarchy } from './ipam.resources.js';
import { registerIpamSqlProviders } from './render.js';
import { devicePrimaryIpRules, virtualMachinePrimaryIpRules } from './rules/primary-ip.js';

/** the ASNs of sites and providers (their `asns`), by id or number; made once, so a second app in the process contributes the same specs */
const asnFilters = { asn_id: viaMany('asns'), asn: viaMany('asns', 'asn') };

@Module({})
export class IpamModule {
  static register() {
    // a device's or VM's primary IPs must be its own: IPAM's rule on the models below it
    devices.contributeRules(devicePrimaryIpRules);
    virtualMachines.contributeRules(virtualMachinePrimaryIpRules);
    for (const resource of [sites, providers]) resource.contributeFilters(asnFilters);
    registerIpamSqlProviders();
    writePipeline.add(prefixHierarchy);
    return inventoryApp(IpamModule, 'ipam', ipamResources);
  }
}
