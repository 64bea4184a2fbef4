import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { writePipeline } from '../core/write/pipeline.js';
import { interfaces } from '../dcim/dcim.resources.js';
import { interfaceLinks } from './links.js';
import { interfaceWirelessFilters, wirelessResources } from './wireless.resources.js';

@Module({})
export class WirelessModule {
  static register() {
    interfaces.contributeFilters(interfaceWirelessFilters);
    writePipeline.add(interfaceLinks);
    return inventoryApp(WirelessModule, 'wireless', wirelessResources);
  }
}
