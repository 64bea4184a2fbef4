import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { groups, objectPermissions, tokens, users } from './users.resources.js';

@Module({})
export class UsersModule {
  static register() {
    return inventoryApp(UsersModule, 'users', [users, groups, objectPermissions, tokens]);
  }
}
