import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/resource/app-module.js';
import { tags } from './extras.resources.js';
import { registerTagFeature } from './tags/tag-feature.js';

@Module({})
export class ExtrasModule {
  static register() {
    registerTagFeature();
    return inventoryApp(ExtrasModule, 'extras', [tags]);
  }
}
