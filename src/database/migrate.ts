import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { bootLogger } from '../logging/logger.js';

/** Advisory lock key held while one process of the fleet migrates; the others wait for it. */
const MIGRATION_LOCK = 4_712_002;

/**
 * Runs the pending migrations, and `then` (first-start work such as creating the superuser), while
 * holding a session advisory lock on a connection of its own: when several processes start at once,
 * one migrates and the others wait, then find nothing left to do. The lock goes with the connection,
 * so a process that dies mid-migration does not block the others (its transaction rolls back).
 */
export async function migrateUnderLock(
  dataSource: DataSource,
  url: string,
  then: () => Promise<void>,
  say: (line: string, fields?: object) => void = (line, fields) => bootLogger.info(fields ?? {}, line),
): Promise<void> {
  const client = new Client({ connectionString: url });
  client.on('error', () => undefined); // a broken lock connection fails the queries below
  await client.connect();
  try {
    const [{ locked }] = (await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [MIGRATION_LOCK])).rows;
    if (!locked) {
      say('another process is migrating the database: waiting for it');
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    }
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (applied.length) say(`applied ${applied.length} migrations`, { migrations: applied.map((m) => m.name) });
    await then();
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  } finally {
    await client.end().catch(() => undefined);
  }
}
