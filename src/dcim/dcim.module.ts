import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { dcimResources } from './dcim.resources.js';

@Module({})
export class DcimModule {
  static register() {
    return inventoryApp(DcimModule, 'dcim', dcimResources);
  }
}
