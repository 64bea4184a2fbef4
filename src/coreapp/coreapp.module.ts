import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Global, Module, OnApplicationBootstrap } from '@nestjs/common';
import type { Settings } from '../config/settings.js';
import { inventoryApp } from '../core/api/app-module.js';
import { Db } from '../database/db.js';
import { queueConnections } from '../webhooks/queue-connection.js';
import { BackgroundController } from './background/background.controller.js';
import { dataResources } from './data/data.resources.js';
import { SYNC_HANDLER, syncDataSource } from './data/sync.js';
import { registerJobHandler } from './jobs/job-handlers.js';
import { JOB_QUEUE, JobQueue } from './jobs/job-queue.js';
import { JobRunner } from './jobs/job-runner.js';
import { jobs } from './jobs/jobs.resource.js';
import { objectTypes } from './object-types/object-types.resource.js';
import { syncObjectTypes } from './object-types/sync.js';

/** Brings core_objecttype in line with the declarations once every module is loaded. */
class ObjectTypeSync implements OnApplicationBootstrap {
  constructor(private readonly db: Db) {}

  async onApplicationBootstrap(): Promise<void> {
    await syncObjectTypes(this.db);
  }
}
Reflect.defineMetadata('design:paramtypes', [Db], ObjectTypeSync);

/**
 * NetBox's `core` app beyond the change log (src/changelog): object types, jobs and their queue and
 * worker, data sources and files, and the background queue views.
 */
@Global()
@Module({})
export class CoreAppModule {
  static register(settings: Settings, databaseUrl: string, runWorker: boolean): DynamicModule {
    registerJobHandler(SYNC_HANDLER, syncDataSource);
    const connections = queueConnections(settings.redisUrl, databaseUrl, settings.queueDbPoolSize, settings.queueWorkerDbPoolSize);
    const app = inventoryApp(CoreAppModule, 'core', [objectTypes, jobs, ...dataResources], {
      controllers: [BackgroundController],
      indexEntries: ['background-queues', 'background-tasks', 'background-workers'],
    });
    return {
      ...app,
      imports: [BullModule.registerQueue({ name: JOB_QUEUE, connection: connections.producer })],
      providers: [...(app.providers ?? []), JobQueue, ObjectTypeSync, ...(runWorker ? [JobRunner] : [])],
      exports: [JobQueue],
    };
  }
}
