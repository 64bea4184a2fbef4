import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/resource/app-module.js';
import { ipamResources } from './ipam.resources.js';

@Module({})
export class IpamModule {
  static register() {
    return inventoryApp(IpamModule, 'ipam', ipamResources);
  }
}
