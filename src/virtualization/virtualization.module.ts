import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { writePipeline } from '../core/write/pipeline.js';
import { clusterMachineSites } from './cluster-sites.js';
import { virtualDiskSum } from './disks.js';
import { virtualizationResources } from './virtualization.resources.js';

@Module({})
export class VirtualizationModule {
  static register() {
    writePipeline.add(virtualDiskSum);
    writePipeline.add(clusterMachineSites);
    return inventoryApp(VirtualizationModule, 'virtualization', virtualizationResources);
  }
}
