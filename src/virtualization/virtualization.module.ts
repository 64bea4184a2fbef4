import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { virtualizationResources } from './virtualization.resources.js';

@Module({})
export class VirtualizationModule {
  static register() {
    return inventoryApp(VirtualizationModule, 'virtualization', virtualizationResources);
  }
}
