import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { configContextResources, registerConfigContextFeature } from './config-contexts/index.js';
import { customFieldResources, registerCustomFieldFeature } from './custom-fields/index.js';
import { tags } from './extras.resources.js';
import { imageAttachmentControllers, imageAttachmentResources, registerImageAttachmentFeature } from './image-attachments/index.js';
import { registerTagFeature } from './tags/tag-feature.js';

@Module({})
export class ExtrasModule {
  static register() {
    registerTagFeature();
    registerCustomFieldFeature();
    registerConfigContextFeature();
    registerImageAttachmentFeature();
    return inventoryApp(ExtrasModule, 'extras', [tags, ...customFieldResources, ...configContextResources, ...imageAttachmentResources], {
      controllers: imageAttachmentControllers,
    });
  }
}
