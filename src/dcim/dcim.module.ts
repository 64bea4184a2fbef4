import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { writePipeline } from '../core/write/pipeline.js';
import { registerCableSqlProviders } from './cables/render.js';
import { markConnectedRule } from './cables/rules.js';
import { cablePaths } from './cables/paths.js';
import { cableEndsRecorded } from './cables/held-records.js';
import { cableEndsCleared } from './cables/steps.js';
import { ConnectedDeviceController, pathsAction, traceAction } from './cables/trace.js';
import { deviceTypeImport, moduleTypeImport } from './type-import/import.action.js';
import { registerCableTerminations } from './cables/terminations-field.js';
import { cableResources } from './cables.resources.js';
import { childDevicesStep } from './child-devices.js';
import { dcimResources, deviceTypes } from './dcim.resources.js';
import { infraResources } from './infra.resources.js';
import { deviceComponentsStep } from './instantiate.js';
import { moduleComponentsStep } from './module-components.js';
import { moduleResources, moduleTypes } from './modules.resources.js';
import { primaryMacAssignmentStep } from './mac-assignment.js';
import { registerPortMappings } from './port-mappings.js';
import { registerDcimSqlProviders } from './render.js';
import { cascadedSaves, virtualChassisDelete } from './steps.js';
import { portMappingRecords, portMappingsCascaded } from './port-mapping-records.js';

@Module({})
export class DcimModule {
  static register() {
    registerPortMappings();
    registerDcimSqlProviders();
    registerCableTerminations();
    registerCableSqlProviders();
    writePipeline.add(deviceComponentsStep);
    writePipeline.add(moduleComponentsStep);
    writePipeline.add(virtualChassisDelete);
    writePipeline.add(cascadedSaves);
    writePipeline.add(portMappingsCascaded);
    writePipeline.add(portMappingRecords);
    writePipeline.add(childDevicesStep);
    writePipeline.add(primaryMacAssignmentStep);
    writePipeline.add(cableEndsCleared);
    writePipeline.add(cablePaths);
    writePipeline.add(cableEndsRecorded);
    // a cabled object cannot be marked connected too
    for (const r of [...dcimResources, ...infraResources].filter((x) => x.field('cable') && x.field('mark_connected')))
      r.contributeRules(markConnectedRule);
    // traces of path endpoints, the paths through pass-through ports (NetBox's PathEndpointMixin, PassThroughPortMixin)
    for (const r of [...dcimResources, ...infraResources]) {
      if (r.field('connected_endpoints') && !r.actions.includes(traceAction)) r.contributeAction(traceAction);
      if ((r.objectType === 'dcim.frontport' || r.objectType === 'dcim.rearport') && !r.actions.includes(pathsAction))
        r.contributeAction(pathsAction);
    }
    // the device-type library import (its importer writes through these resources, so it is added here)
    if (!deviceTypes.listActions.includes(deviceTypeImport)) deviceTypes.contributeListAction(deviceTypeImport);
    if (!moduleTypes.listActions.includes(moduleTypeImport)) moduleTypes.contributeListAction(moduleTypeImport);
    return inventoryApp(DcimModule, 'dcim', [...dcimResources, ...infraResources, ...cableResources, ...moduleResources], {
      controllers: [ConnectedDeviceController],
    });
  }
}
