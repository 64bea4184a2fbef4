import { Module } from '@nestjs/common';
import { inventoryApp } from '../core/api/app-module.js';
import { writePipeline } from '../core/write/pipeline.js';
import { changeRecorder } from './change-recorder.js';
import { objectChanges } from './changelog.resources.js';
import { registerRequestFilters } from './request-filters.js';

/** The change log: records written by the change recorder, read at /api/core/object-changes/. */
@Module({})
export class ChangelogModule {
  static register() {
    registerRequestFilters();
    writePipeline.add(changeRecorder);
    return inventoryApp(ChangelogModule, 'core', [objectChanges]);
  }
}
