import { DynamicModule, Global, Module, Type } from '@nestjs/common';
import type { Settings } from '../../config/settings.js';
import { SETTINGS, settingsProvider } from '../../config/settings.provider.js';
import { Db } from '../../database/db.js';
import { storedFileCleanup } from '../files/file-cleanup.js';
import { counterStep } from '../write/counters.js';
import { registerRelationWriter } from '../write/hooks.js';
import { manyToManyWriter } from '../write/many-to-many.js';
import { writePipeline } from '../write/pipeline.js';
import { AccessPolicy, ResourceService } from './resource.service.js';

/** What every app module uses: settings, the database, the generic resource service; core's own write steps. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(settings: Settings, db: Db, accessPolicy: Type<AccessPolicy>): DynamicModule {
    registerRelationWriter('manyToMany', manyToManyWriter);
    writePipeline.add(counterStep);
    writePipeline.add(storedFileCleanup);
    return {
      module: CoreModule,
      providers: [settingsProvider(settings), { provide: Db, useValue: db }, { provide: AccessPolicy, useClass: accessPolicy }, ResourceService],
      exports: [SETTINGS, Db, AccessPolicy, ResourceService],
    };
  }
}
