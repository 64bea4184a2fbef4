'use strict';
/** The service under test: `node dist/main.js api` on an embedded PostgreSQL in a fresh temp DATA_DIR. */
const { mkdtempSync } = require('node:fs');
const os = require('node:os');
const { join } = require('node:path');
const { client } = require('./http');
const proc = require('./proc');

const ROOT = join(__dirname, '..', '..');
const SUPERUSER = { username: 'bench', password: 'Bench-Passw0rd-2024!' };

async function startService(extraEnv = {}) {
  const dataDir = proc.trackTempDir(mkdtempSync(join(os.tmpdir(), 'inventory-bench-')));
  const port = await proc.freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SUPERUSER_NAME: SUPERUSER.username,
    SUPERUSER_PASSWORD: SUPERUSER.password,
    LOG_LEVEL: 'warn',
    MAX_PAGE_SIZE: '1000',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  if (!extraEnv.REDIS_URL) delete env.REDIS_URL;
  const child = proc.start('service', [join(ROOT, 'dist', 'main.js'), 'api'], { cwd: ROOT, env });
  child.pgDir = join(dataDir, 'pg');
  const baseUrl = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  // 403 without a token means the API is up
  await proc.waitUntil(child, async () => (await fetch(baseUrl + '/api/status/')).status < 500, 120000);
  console.log(`[bench] service up in ${Date.now() - t0} ms at ${baseUrl} (DATA_DIR ${dataDir})`);
  const provisioned = await client(baseUrl).post('/api/users/tokens/provision/', SUPERUSER);
  return { child, dataDir, api: client(baseUrl, `nbt_${provisioned.key}.${provisioned.token}`), startMs: Date.now() - t0 };
}

module.exports = { startService, SUPERUSER };
