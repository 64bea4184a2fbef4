import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { writePipeline } from '../core/write/pipeline.js';
import { dcimResources } from './dcim.resources.js';
import { infraResources } from './infra.resources.js';
import { registerDcimSqlProviders } from './render.js';
import { cascadedSaves, virtualChassisDelete } from './steps.js';

@Module({})
export class DcimModule {
  static register() {
    registerDcimSqlProviders();
    writePipeline.add(virtualChassisDelete);
    writePipeline.add(cascadedSaves);
    return inventoryApp(DcimModule, 'dcim', [...dcimResources, ...infraResources]);
  }
}
