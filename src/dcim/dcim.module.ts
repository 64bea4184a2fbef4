import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { writePipeline } from '../core/write/pipeline.js';
import { childDevicesStep } from './child-devices.js';
import { dcimResources } from './dcim.resources.js';
import { infraResources } from './infra.resources.js';
import { deviceComponentsStep } from './instantiate.js';
import { moduleComponentsStep } from './module-components.js';
import { moduleResources } from './modules.resources.js';
import { primaryMacAssignmentStep } from './mac-assignment.js';
import { registerPortMappings } from './port-mappings.js';
import { registerDcimSqlProviders } from './render.js';
import { cascadedSaves, virtualChassisDelete } from './steps.js';

@Module({})
export class DcimModule {
  static register() {
    registerPortMappings();
    registerDcimSqlProviders();
    writePipeline.add(deviceComponentsStep);
    writePipeline.add(moduleComponentsStep);
    writePipeline.add(virtualChassisDelete);
    writePipeline.add(cascadedSaves);
    writePipeline.add(childDevicesStep);
    writePipeline.add(primaryMacAssignmentStep);
    return inventoryApp(DcimModule, 'dcim', [...dcimResources, ...infraResources, ...moduleResources]);
  }
}
