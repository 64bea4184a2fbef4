import { Client } from 'pg';
import { createDataSource } from '../../src/database/data-source';
import { migrateUnderLock } from '../../src/database/migrate';

/**
 * The database test apps' databases are copies of (CREATE DATABASE … TEMPLATE): every migration applied
 * through the app's own migration path (what createServer runs before its settings-dependent boot
 * work), so an app started on a copy finds nothing to migrate. It holds the migrations only: the
 * superuser and whatever else an app writes at boot from its settings, each app writes on its copy.
 *
 * Made by the first test app of the run (inside Jest, so from the same code the apps run), once per
 * run's cluster: it cannot be stale. Made here rather than in global-setup, which runs outside Jest's
 * module mapping and cannot load src/.
 */
export const TEMPLATE_DATABASE = 'test_template';

/** Advisory lock key held while one Jest worker checks or makes the template; the others wait. */
const TEMPLATE_LOCK = 4_712_101;

let ready = false;

/** Makes the template unless it is complete already; returns its name. */
export async function templateDatabase(clusterUrl: string): Promise<string> {
  if (ready) return TEMPLATE_DATABASE;
  const admin = new Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rows } = await admin.query<{ complete: boolean }>('SELECT NOT datallowconn AS complete FROM pg_database WHERE datname = $1', [
      TEMPLATE_DATABASE,
    ]);
    if (!rows[0]?.complete) {
      // one left half-made by a worker that died while making it is made again
      if (rows.length) await admin.query(`DROP DATABASE ${TEMPLATE_DATABASE} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
      await migrate(clusterUrl);
      // the last step, so "refuses connections" means "complete"; a copy also needs no session on its template
      await admin.query(`ALTER DATABASE ${TEMPLATE_DATABASE} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    }
    ready = true;
    return TEMPLATE_DATABASE;
  } finally {
    await admin.end(); // releases the lock
  }
}

async function migrate(clusterUrl: string): Promise<void> {
  const url = new URL(clusterUrl);
  url.pathname = `/${TEMPLATE_DATABASE}`;
  const dataSource = createDataSource(url.toString(), { poolSize: 2 });
  await dataSource.initialize();
  try {
    await migrateUnderLock(
      dataSource,
      url.toString(),
      async () => undefined,
      () => undefined,
    );
  } finally {
    await dataSource.destroy();
  }
}
