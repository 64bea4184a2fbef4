import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { interfaces } from '../dcim/dcim.resources.js';
import { circuitsResources } from './circuits.resources.js';
import { circuitGroupResources } from './groups.resources.js';
import { interfaceVirtualCircuitFilters, virtualCircuitResources } from './virtual-circuits.resources.js';

@Module({})
export class CircuitsModule {
  static register() {
    // NetBox's interface filters by virtual circuit: circuits' filters on the model below it
    interfaces.contributeFilters(interfaceVirtualCircuitFilters);
    return inventoryApp(CircuitsModule, 'circuits', [...circuitsResources, ...circuitGroupResources, ...virtualCircuitResources]);
  }
}
