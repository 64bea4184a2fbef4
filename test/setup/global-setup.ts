import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../src/embedded/embedded-postgres';

/** What global-teardown needs; Jest runs both in the same parent process. */
export interface TestCluster {
  root: string;
  stop(): Promise<void>;
}

declare global {
  var __TEST_CLUSTER__: TestCluster | undefined;
}

/**
 * One real PostgreSQL cluster for the whole run (fsync off). Each test file creates its own database
 * on it (test/helpers/app.ts), so files never see each other's rows.
 */
export default async function globalSetup(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'inventory-test-pg-'));
  let cluster;
  try {
    cluster = await startEmbeddedPostgres({ dir: join(root, 'data'), database: 'postgres', fast: true });
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  process.env.TEST_DATABASE_URL = cluster.url;
  globalThis.__TEST_CLUSTER__ = { root, stop: cluster.stop };
}
