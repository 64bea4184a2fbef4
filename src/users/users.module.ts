import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { UserConfigController } from './config/user-config.controller.js';
import { ownerResources, registerOwnerFeature } from './owners/owners.resources.js';
import { groups, objectPermissions, tokens, users } from './users.resources.js';

@Module({})
export class UsersModule {
  static register() {
    registerOwnerFeature();
    return inventoryApp(UsersModule, 'users', [users, groups, objectPermissions, tokens, ...ownerResources], {
      controllers: [UserConfigController],
      indexEntries: ['config'],
    });
  }
}
