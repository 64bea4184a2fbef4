import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { circuitsResources } from './circuits.resources.js';

@Module({})
export class CircuitsModule {
  static register() {
    return inventoryApp(CircuitsModule, 'circuits', circuitsResources);
  }
}
