import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { markConnectedRule } from '../dcim/cables/rules.js';
import { pathsAction } from '../dcim/cables/trace.js';
import { interfaces } from '../dcim/dcim.resources.js';
import { circuitsResources, circuitTerminations } from './circuits.resources.js';
import { circuitGroupResources } from './groups.resources.js';
import { interfaceVirtualCircuitFilters, virtualCircuitResources, virtualCircuitTerminations } from './virtual-circuits.resources.js';

@Module({})
export class CircuitsModule {
  static register() {
    // NetBox's interface filters by virtual circuit: circuits' filters on the model below it
    interfaces.contributeFilters(interfaceVirtualCircuitFilters);
    // a cabled termination cannot be marked connected too
    circuitTerminations.contributeRules(markConnectedRule);
    // the cable paths through a (virtual) circuit termination (NetBox's PassThroughPortMixin on both)
    for (const resource of [circuitTerminations, virtualCircuitTerminations]) {
      if (!resource.actions.includes(pathsAction)) resource.contributeAction(pathsAction);
    }
    return inventoryApp(CircuitsModule, 'circuits', [...circuitsResources, ...circuitGroupResources, ...virtualCircuitResources]);
  }
}
