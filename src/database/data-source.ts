import { join } from 'node:path';
import { DataSource, DataSourceOptions } from 'typeorm';
import { installTypeParsers } from './pg-types.js';
import { QueryCountingLogger } from './query-counter.js';

/**
 * The one DataSource definition, shared by the service and the TypeORM CLI (ormconfig.ts).
 * Entities are found by glob so that adding a model needs no registration here.
 */
export function dataSourceOptions(url: string, options: { poolSize?: number; verbose?: boolean } = {}): DataSourceOptions {
  installTypeParsers();
  const root = join(__dirname, '..');
  const ext = __filename.endsWith('.ts') ? 'ts' : 'js';
  return {
    type: 'postgres',
    url,
    entities: [join(root, `**/entities/*.entity.${ext}`)],
    migrations: [join(root, `migrations/*.${ext}`)],
    migrationsTableName: 'typeorm_migrations',
    synchronize: false,
    migrationsRun: false,
    logger: new QueryCountingLogger(options.verbose ?? false),
    extra: {
      max: options.poolSize ?? 20,
      // names the service's backends in pg_stat_activity (the soak groups PostgreSQL's memory by it)
      application_name: 'inventory',
      // while the database is away a request fails fast (503) instead of waiting for a connection forever
      connectionTimeoutMillis: 5000,
      // UTC so the timestamp parser can rely on "+00". Prepared statements (details, unfiltered lists,
      // token lookups) are planned once per connection, and our generated joins — written in a good
      // order, all to-one — are not re-ordered: planning a device list otherwise costs more than running it.
      options: '-c TimeZone=UTC -c plan_cache_mode=force_generic_plan -c join_collapse_limit=1',
    },
  };
}

export function createDataSource(url: string, options: { poolSize?: number; verbose?: boolean } = {}): DataSource {
  return new DataSource(dataSourceOptions(url, options));
}
