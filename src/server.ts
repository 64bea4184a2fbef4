import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { ensureSuperuser } from './auth/superuser.js';
import { useSettings } from './config/current.js';
import type { Settings } from './config/settings.js';
import { checkDeclarations } from './core/api/check-declarations.js';
import { API_VERSION, registeredRoutes, registerHttpHooks, registerMethodFallbacks } from './core/api/hooks.js';
import { decorateGeneratedControllers, finishDocument } from './core/api/openapi.js';
import { RequestLog, requestIdOf } from './core/api/request-log.js';
import { openApiDocument } from './core/api/schema.controller.js';
import { registerSecurityHeaders } from './core/api/security-headers.js';
import { derivedFunctionChanges } from './core/serialize/derived-functions.js';
import { writePipeline } from './core/write/pipeline.js';
import { createDataSource } from './database/data-source.js';
import { RepresentationCache, useRepresentationCache } from './core/query/representation-cache/cache.js';
import { Db } from './database/db.js';
import { migrateUnderLock } from './database/migrate.js';
import { EmbeddedDatabase, startEmbeddedPostgres } from './embedded/embedded-postgres.js';
import { bootLogger, configureLogger, logger } from './logging/logger.js';
import { NestPinoLogger } from './logging/nest-logger.js';
import { Health } from './ops/health.js';
import { Metrics } from './ops/metrics.js';
import { registerOpsRoutes, startOpsServer } from './ops/routes.js';

export interface RunningServer {
  app: NestFastifyApplication;
  db: Db;
  dataSource: DataSource;
  settings: Settings;
  metrics: Metrics;
  health: Health;
  /** base URL when listening */
  url: string | null;
  /** the port of a worker's /livez, /readyz and /metrics (WORKER_PORT), when it serves them */
  opsPort: number | null;
  /** every route served (method, URL template): the tests derive their route-wide checks from it */
  routes: { method: string; url: string }[];
  /** Graceful stop: stops accepting, lets in-flight requests and deliveries finish (SHUTDOWN_GRACE_MS), then closes. */
  close(): Promise<void>;
}

export interface ServerOptions {
  listen?: boolean;
  quiet?: boolean;
  worker?: boolean;
  /** the process's role, on every log line */
  role?: string;
}

/** Resolves with `work`'s outcome, or with 'timeout' once `ms` passed. */
function within<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout;
  return Promise.race([work, new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)))]).finally(() =>
    clearTimeout(timer),
  );
}

/** Connects the database (embedded when DATABASE_URL is unset), applies migrations, builds the app. */
export async function createServer(settings: Settings, options: ServerOptions = {}): Promise<RunningServer> {
  useSettings(settings);
  configureLogger(settings.logLevel, options.role);
  const say = (line: string, fields: object = {}) => (options.quiet ? undefined : bootLogger.info(fields, line));
  checkDeclarations(); // every module is imported: all declarations are made
  let embedded: EmbeddedDatabase | null = null;
  let url = settings.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dir: join(settings.dataDir, 'pg'), sharedBuffersMb: settings.embeddedSharedBuffersMb });
    url = embedded.socketUrl ?? embedded.url;
    say(`embedded PostgreSQL started in ${join(settings.dataDir, 'pg')}`);
  }
  const dataSource = createDataSource(url, { verbose: settings.logLevel === 'debug', poolSize: settings.dbPoolSize });
  const db = new Db(dataSource, settings.logLevel === 'debug');
  // rendered objects kept to answer detail GETs, each confirmed current by the database (docs/representation-cache.md)
  const representations = settings.representationCacheBytes > 0 ? new RepresentationCache(db, { maxBytes: settings.representationCacheBytes }) : null;
  try {
    await dataSource.initialize();
    await migrateUnderLock(
      dataSource,
      url,
      async () => {
        await ensureSuperuser(db, settings, say);
      },
      say,
    );
    if (representations) {
      await representations.start();
      useRepresentationCache(db, representations);
      db.onCommitted((tables) => representations.writtenHere(tables));
    }
  } catch (error) {
    representations?.stop();
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }

  const adapter = new FastifyAdapter({
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 50 * 1024 * 1024,
    loggerInstance: logger,
    // request lines are ours (request-log.ts, one per request); every line finds the request id itself
    logController: new RequestLog(),
    childLoggerFactory: ((parent: unknown) => parent) as never,
    genReqId: requestIdOf,
    trustProxy: settings.trustedProxies,
  });
  const fastify = adapter.getInstance<FastifyInstance>();
  const metrics = new Metrics(db);
  const health = new Health(db);
  registerHttpHooks(fastify);
  registerSecurityHeaders(fastify);
  registerOpsRoutes(fastify, health, metrics);
  let draining = false;
  // while stopping, answers end their connection: a kept-alive connection would hold the close until it idles out
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('Connection', 'close');
    done(null, payload);
  });
  const runtime = { databaseUrl: url, runWorker: options.worker ?? true, metrics, health };
  const root = AppModule.forRoot(settings, db, runtime);
  try {
    writePipeline.assertComplete(); // the modules registered their write steps in forRoot
    // relations to any model render through derived SQL functions that migrations install; compared once the
    // modules registered what renders inside them (SQL providers, in forRoot)
    const stale = (await derivedFunctionChanges(db)).differing;
    if (stale.length) {
      say(
        `WARNING: ${stale.length} derived SQL functions differ from the declarations (${stale.slice(0, 3).join(', ')}…): run npm run migration:generate`,
      );
    }
  } catch (error) {
    representations?.stop();
    await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }
  const app = await NestFactory.create<NestFastifyApplication>(root, adapter, {
    bodyParser: false,
    logger: new NestPinoLogger(),
  });
  decorateGeneratedControllers();
  await app.init();

  const config = new DocumentBuilder()
    .setTitle('Inventory Service REST API')
    .setDescription('A NetBox-compatible REST API for infrastructure inventory.')
    .setVersion(API_VERSION)
    .build();
  openApiDocument.current = finishDocument(SwaggerModule.createDocument(app, config));
  openApiDocument.json = null;
  SwaggerModule.setup('api/schema/swagger-ui', app, openApiDocument.current, {
    raw: false,
    customSiteTitle: 'Inventory Service API',
    swaggerOptions: { url: '/api/schema/', persistAuthorization: true },
  });
  registerMethodFallbacks(fastify);
  health.markStarted();

  let listening: string | null = null;
  if (options.listen) {
    await app.listen(settings.port, settings.host);
    const address = fastify.server.address();
    listening = `http://${settings.host}:${typeof address === 'object' && address ? address.port : settings.port}`;
  }
  const ops = !options.listen && settings.workerPort !== null ? await startOpsServer(settings.workerPort, settings.host, health, metrics) : null;
  let closing: Promise<void> | null = null;

  const close = async () => {
    health.markStopping(); // /readyz answers 503 at once: a load balancer stops sending
    draining = true;
    const deadline = Date.now() + settings.shutdownGraceMs;
    const left = () => Math.max(0, deadline - Date.now());
    if (listening) {
      // no new connections; requests in flight finish; later requests on kept-alive connections get 503 + Connection: close
      if ((await within(fastify.close(), left())) === 'timeout') {
        logger.warn({ graceMs: settings.shutdownGraceMs }, 'requests still in flight at the end of the grace period: closing their connections');
        fastify.server.closeAllConnections();
      }
    }
    // the relay stops, the worker finishes its current deliveries (one it cannot finish goes back to the
    // queue once its lock expires), the queue and Redis connections close
    if ((await within(app.close(), left() + 1000)) === 'timeout') logger.warn('shutdown hooks did not finish within the grace period');
    await ops?.close();
    representations?.stop();
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
  };

  return {
    app,
    db,
    dataSource,
    settings,
    metrics,
    health,
    url: listening,
    routes: registeredRoutes(fastify),
    opsPort: ops?.port ?? null,
    close() {
      closing ??= close();
      return closing;
    },
  };
}
