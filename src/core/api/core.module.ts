import { DynamicModule, Global, Module, Type } from '@nestjs/common';
import type { Settings } from '../../config/settings.js';
import { SETTINGS, settingsProvider } from '../../config/settings.provider.js';
import { Db } from '../../database/db.js';
import { AccessPolicy, ResourceService } from './resource.service.js';

/** What every app module uses: settings, the database, the generic resource service. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(settings: Settings, db: Db, accessPolicy: Type<AccessPolicy>): DynamicModule {
    return {
      module: CoreModule,
      providers: [settingsProvider(settings), { provide: Db, useValue: db }, { provide: AccessPolicy, useClass: accessPolicy }, ResourceService],
      exports: [SETTINGS, Db, AccessPolicy, ResourceService],
    };
  }
}
