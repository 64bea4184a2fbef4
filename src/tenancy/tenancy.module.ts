import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { tenantGroups, tenants } from './tenancy.resources.js';

@Module({})
export class TenancyModule {
  static register() {
    return inventoryApp(TenancyModule, 'tenancy', [tenantGroups, tenants]);
  }
}
