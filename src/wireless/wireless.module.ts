import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { writePipeline } from '../core/write/pipeline.js';
import { interfaces } from '../dcim/dcim.resources.js';
import { contributeLinkPeers } from '../dcim/cables/render.js';
import { registerPathLink } from '../dcim/cables/paths.js';
import { interfaceLinks } from './links.js';
import { wirelessLinkPeersSql, wirelessPathLink } from './paths.js';
import { interfaceWirelessFilters, wirelessResources } from './wireless.resources.js';

@Module({})
export class WirelessModule {
  static register() {
    interfaces.contributeFilters(interfaceWirelessFilters);
    writePipeline.add(interfaceLinks);
    registerPathLink(wirelessPathLink);
    contributeLinkPeers('dcim.interface', wirelessLinkPeersSql);
    return inventoryApp(WirelessModule, 'wireless', wirelessResources);
  }
}
