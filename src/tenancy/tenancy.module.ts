import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { registerContactFilters } from './contact-filters.js';
import { tenancyResources } from './tenancy.resources.js';

@Module({})
export class TenancyModule {
  static register() {
    registerContactFilters();
    return inventoryApp(TenancyModule, 'tenancy', tenancyResources);
  }
}
