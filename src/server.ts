import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { ensureSuperuser } from './auth/superuser.js';
import { useSettings } from './config/current.js';
import type { Settings } from './config/settings.js';
import { checkDeclarations } from './core/api/check-declarations.js';
import { API_VERSION, registerHttpHooks } from './core/api/hooks.js';
import { decorateGeneratedControllers, finishDocument } from './core/api/openapi.js';
import { openApiDocument } from './core/api/schema.controller.js';
import { derivedFunctionChanges } from './core/serialize/derived-functions.js';
import { writePipeline } from './core/write/pipeline.js';
import { createDataSource } from './database/data-source.js';
import { Db } from './database/db.js';
import { EmbeddedDatabase, startEmbeddedPostgres } from './embedded/embedded-postgres.js';

export interface RunningServer {
  app: NestFastifyApplication;
  db: Db;
  dataSource: DataSource;
  settings: Settings;
  /** base URL when listening */
  url: string | null;
  close(): Promise<void>;
}

/** Our own start-up lines go to stdout whatever Nest's log level (the generated password must be seen). */
const log = { log: (line: string) => console.log(`[inventory] ${line}`) };

/** Connects the database (embedded when DATABASE_URL is unset), applies migrations, builds the app. */
export async function createServer(
  settings: Settings,
  options: { listen?: boolean; quiet?: boolean; worker?: boolean } = {},
): Promise<RunningServer> {
  useSettings(settings);
  checkDeclarations(); // every module is imported: all declarations are made
  let embedded: EmbeddedDatabase | null = null;
  let url = settings.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dir: join(settings.dataDir, 'pg') });
    url = embedded.url;
    if (!options.quiet) log.log(`embedded PostgreSQL started in ${join(settings.dataDir, 'pg')}`);
  }
  const dataSource = createDataSource(url, { verbose: settings.logLevel === 'debug' });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const db = new Db(dataSource, settings.logLevel === 'debug');

  const adapter = new FastifyAdapter({ routerOptions: { ignoreTrailingSlash: true }, bodyLimit: 50 * 1024 * 1024 });
  registerHttpHooks(adapter.getInstance());
  const runtime = { databaseUrl: url, runWorker: options.worker ?? true };
  const root = AppModule.forRoot(settings, db, runtime);
  try {
    writePipeline.assertComplete(); // the modules registered their write steps in forRoot
  } catch (error) {
    await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }
  const app = await NestFactory.create<NestFastifyApplication>(root, adapter, {
    bodyParser: false,
    logger: ['error', 'warn'],
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

  await ensureSuperuser(db, settings, (line) => (options.quiet ? undefined : log.log(line)));
  // relations to any model render through derived SQL functions that migrations install
  const stale = (await derivedFunctionChanges(db)).differing;
  if (stale.length && !options.quiet) {
    log.log(`WARNING: ${stale.length} derived SQL functions differ from the declarations (${stale.slice(0, 3).join(', ')}…): run npm run migration:generate`);
  }

  let listening: string | null = null;
  if (options.listen) {
    await app.listen(settings.port, settings.host);
    listening = `http://${settings.host}:${settings.port}`;
  }
  let closed = false;
  return {
    app,
    db,
    dataSource,
    settings,
    url: listening,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
