import { setDefaultBackendFactory } from 'bullmq';
import { redisOptions } from '../config/redis.js';
// The PostgreSQL backend lives in BullMQ's own postgres entry point.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS build has no type declarations; the cast types it
const { createPostgresBackend } = require('bullmq/dist/cjs/postgres') as { createPostgresBackend: Parameters<typeof setDefaultBackendFactory>[0] };

export const DELIVERY_QUEUE = 'webhook-deliveries';

export type QueueBackend = 'redis' | 'postgres';

export interface QueueConnections {
  backend: QueueBackend;
  /** for the worker: waits for Redis to come back */
  worker: Record<string, unknown>;
  /** for producers (the relay): fails fast while Redis is down, so the outbox keeps the events */
  producer: Record<string, unknown>;
}

/**
 * The queue behind webhook deliveries: Redis when REDIS_URL is set, otherwise BullMQ's PostgreSQL
 * backend on the service's own database (schema `bullmq`), so a default start needs nothing more.
 * The backend choice is process-wide (BullMQ's default backend factory). Every queue opens its own pool of
 * `poolSize` (QUEUE_DB_POOL_SIZE) connections there, a worker one of `workerPoolSize`
 * (QUEUE_WORKER_DB_POOL_SIZE): each job's claim and completion is a round trip of its own, so a worker with
 * many deliveries in flight needs more connections than a producer, which only adds jobs.
 */
export function queueConnections(redisUrl: string | null, databaseUrl: string, poolSize: number, workerPoolSize: number): QueueConnections {
  if (redisUrl) {
    setDefaultBackendFactory();
    const base = redisOptions(redisUrl);
    return {
      backend: 'redis',
      worker: { ...base, maxRetriesPerRequest: null },
      producer: { ...base, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 },
    };
  }
  setDefaultBackendFactory(createPostgresBackend);
  const connection = { connectionString: databaseUrl, migrate: true, application_name: 'inventory-queue' };
  return { backend: 'postgres', worker: { ...connection, max: workerPoolSize }, producer: { ...connection, max: poolSize } };
}
