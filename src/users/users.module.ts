import { Module } from '@nestjs/common';
import { ProvisionController } from '../auth/provision.controller.js';
import { inventoryApp } from '../core/resource/app-module.js';
import { groups, objectPermissions, tokens, users } from './users.resources.js';

@Module({})
export class UsersModule {
  static register() {
    return inventoryApp(UsersModule, 'users', [users, groups, objectPermissions, tokens], { controllers: [ProvisionController] });
  }
}
