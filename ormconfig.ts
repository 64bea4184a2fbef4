import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './src/database/data-source';

/**
 * DataSource for the TypeORM CLI (`typeorm -d ormconfig.ts …`). The service itself builds the same
 * options in src/database/data-source.ts; `npm run migration:generate` writes new migrations.
 */
export default new DataSource(dataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/inventory'));
