import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Global, Module } from '@nestjs/common';
import type { Settings } from '../config/settings.js';
import { inventoryApp } from '../core/api/app-module.js';
import { DeliveryProcessor, WORKER_OPTIONS } from './delivery.processor.js';
import { DeliveryRetry } from './delivery-retry.service.js';
import { DELIVERY_QUEUE, queueConnections } from './queue-connection.js';
import { RetryController } from './retry.controller.js';
import { DeliveryQueue } from '../events/relay.js';
import { WebhookQueue } from './webhook-queue.service.js';
import { webhookDeliveries, webhooks } from './webhooks.resources.js';

/**
 * Webhooks: their configuration, the delivery queue (Redis or PostgreSQL), and — in the `all` and
 * `worker` roles — the worker that sends them.
 */
@Global()
@Module({})
export class WebhooksModule {
  static register(settings: Settings, databaseUrl: string, runWorker: boolean): DynamicModule {
    const connections = queueConnections(settings.redisUrl, databaseUrl, settings.queueDbPoolSize, settings.queueWorkerDbPoolSize);
    const app = inventoryApp(WebhooksModule, 'extras', [webhooks, webhookDeliveries], { controllers: [RetryController] });
    // the worker on its own connection, not the queue's fail-fast producer one
    WORKER_OPTIONS.connection = connections.worker;
    return {
      ...app,
      imports: [
        BullModule.forRoot({ connection: connections.worker }),
        BullModule.registerQueue({ name: DELIVERY_QUEUE, connection: connections.producer }),
      ],
      providers: [
        ...(app.providers ?? []),
        WebhookQueue,
        // the relay (events) hands deliveries to whatever provides this token
        { provide: DeliveryQueue, useExisting: WebhookQueue },
        DeliveryRetry,
        ...(runWorker ? [DeliveryProcessor] : []),
      ],
      exports: [WebhookQueue, DeliveryQueue, DeliveryRetry],
    };
  }
}
