#!/usr/bin/env node
/**
 * Writes a TypeORM migration for the difference between the entities and the migrated schema:
 * starts a throwaway embedded PostgreSQL, applies the committed migrations, asks TypeORM's schema
 * builder for the remaining SQL, and writes src/migrations/<timestamp>-<Name>.ts.
 * Hand-written indexes are named XI_…; statements about them are left out (TypeORM cannot model them).
 * Then it boots the service on that database and adds what the models' derived SQL functions need
 * (src/core/serialize/derived-functions.ts): created, replaced or dropped to match the declarations, and
 * the representation cache's tracking trigger on every table it creates (src/core/query/representation-cache).
 * Usage: npm run migration:generate -- <Name>
 */
require('reflect-metadata');
const { mkdtempSync, writeFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

/** The derived-function statements the declarations need on this database, from the service booted on it. */
async function derivedFunctionChanges(url, dir) {
  const { loadSettings } = require('../dist/config/settings.js');
  const { createServer } = require('../dist/server.js');
  const { derivedFunctionChanges: changes } = require('../dist/core/serialize/derived-functions.js');
  const settings = loadSettings({ DATABASE_URL: url, DATA_DIR: join(dir, 'data'), SUPERUSER_PASSWORD: 'generate-migration-0', LOG_LEVEL: 'error' });
  const server = await createServer(settings, { quiet: true, worker: false });
  try {
    return await changes(server.db);
  } finally {
    await server.close();
  }
}

async function main() {
  const name = (process.argv[2] || '').replace(/[^A-Za-z0-9]/g, '');
  if (!name) throw new Error('usage: npm run migration:generate -- <Name>');
  const { startEmbeddedPostgres } = require('../dist/embedded/embedded-postgres.js');
  const { createDataSource } = require('../dist/database/data-source.js');
  const dir = mkdtempSync(join(tmpdir(), 'inventory-migrate-'));
  const pg = await startEmbeddedPostgres({ dir: join(dir, 'pg'), fast: true });
  const ds = createDataSource(pg.url);
  try {
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
    const sql = await ds.driver.createSchemaBuilder().log();
    const keep = (q) => !q.query.includes('"XI_');
    const up = sql.upQueries.filter(keep);
    const down = sql.downQueries.filter(keep).reverse();
    // a new table logs its writers for the representation cache (dropping the table drops its trigger)
    const { UNTRACKED_TABLES, trackingTriggerSql } = require('../dist/core/query/representation-cache/tracking.js');
    for (const { query } of [...up]) {
      const created = /^CREATE TABLE "([^"]+)"/.exec(query)?.[1];
      if (created && !UNTRACKED_TABLES.includes(created)) up.push({ query: trackingTriggerSql(created) });
    }
    // derived functions read the tables: created after the schema changes, undone before them
    const functions = await derivedFunctionChanges(pg.url, dir);
    up.push(...functions.up.map((query) => ({ query })));
    down.unshift(...functions.down.map((query) => ({ query })).reverse());
    if (!up.length) {
      console.log('No changes: the schema matches the entities.');
      return;
    }
    const stamp = Date.now();
    const literal = (text) => '`' + text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';
    const lines = (qs) =>
      qs.map((q) => `    await q.query(${literal(q.query)}${q.parameters?.length ? `, ${JSON.stringify(q.parameters)}` : ''});`).join('\n');
    const file = join(__dirname, '..', 'src', 'migrations', `${stamp}-${name}.ts`);
    writeFileSync(
      file,
      `import { MigrationInterface, QueryRunner } from 'typeorm';\n\n` +
        `export class ${name}${stamp} implements MigrationInterface {\n  name = '${name}${stamp}';\n\n` +
        `  async up(q: QueryRunner): Promise<void> {\n${lines(up)}\n  }\n\n` +
        `  async down(q: QueryRunner): Promise<void> {\n${lines(down)}\n  }\n}\n`,
    );
    console.log(`wrote ${file} (${up.length} statements)`);
  } finally {
    if (ds.isInitialized) await ds.destroy();
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
