import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AddressInfo, createServer as createNetServer } from 'node:net';
import { Client } from 'pg';
import { loadSettings } from '../../src/config/settings';
import { createServer, RunningServer } from '../../src/server';
import { templateDatabase } from './template-database';

/**
 * The application under test: the real Nest + Fastify app on its own PostgreSQL database (created on
 * the cluster of test/setup/global-setup.ts, as a copy of template-database.ts unless `emptyDatabase`),
 * driven through Fastify's inject().
 */

export const SUPERUSER = { username: 'admin', password: 'Adm1nPassword-for-tests' };

export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** parsed JSON when the body is JSON, else undefined */
  body: any;
  text: string;
}

export interface InjectOptions {
  /** serialized as JSON unless it is already a string */
  body?: unknown;
  headers?: Record<string, string>;
  /** the Authorization header value; defaults to the superuser's v2 token, null sends none */
  token?: string | null;
}

export interface TestApp {
  server: RunningServer;
  /** the database this app runs on (its own, or the one of the app it joined) */
  databaseUrl: string;
  /** `Bearer nbt_<key>.<token>` of a token provisioned for the superuser */
  token: string;
  inject(method: string, url: string, options?: InjectOptions): Promise<TestResponse>;
  close(): Promise<void>;
}

function clusterUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (globalSetup starts PostgreSQL)');
  return url;
}

async function adminQuery(sql: string): Promise<void> {
  const url = clusterUrl();
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface StartOptions {
  /** run the in-process webhook worker (default true, as createServer does) */
  worker?: boolean;
  /** a second app on the database of `join` (another api/worker process of the same service); closing it keeps the database */
  join?: TestApp;
  /** also listen on a free port of 127.0.0.1 (for a real browser); the URL is `server.url` */
  listen?: boolean;
  /**
   * start on an empty database, so the app's boot applies every migration itself (tests of the
   * migrations or of a first boot); otherwise the database is a copy of the migrated template and the
   * boot finds no migration to run (everything else it does, superuser included, it still does)
   */
  emptyDatabase?: boolean;
}

/** A port of 127.0.0.1 free right now. */
export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// Responses carry their own statement count (X-Query-Count), read by test/helpers/query-count.ts.
process.env.EXPOSE_QUERY_COUNT = 'true';

/** Starts the app on a new database (see `emptyDatabase`). `env` overrides settings (e.g. `{ MAX_PAGE_SIZE: '5' }`). */
export async function startApp(env: Record<string, string> = {}, options: StartOptions = {}): Promise<TestApp> {
  const joined = options.join;
  const database = joined ? new URL(joined.databaseUrl).pathname.slice(1) : `test_${randomBytes(6).toString('hex')}`;
  if (!joined) {
    const template = options.emptyDatabase ? '' : ` TEMPLATE ${await templateDatabase(clusterUrl())}`;
    await adminQuery(`CREATE DATABASE ${database}${template}`);
  }
  const dropDatabase = () => (joined ? Promise.resolve() : adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  const dataDir = mkdtempSync(join(tmpdir(), 'inventory-test-data-'));
  const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
  databaseUrl.pathname = `/${database}`;
  const settings = loadSettings({
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: dataDir,
    SUPERUSER_NAME: SUPERUSER.username,
    SUPERUSER_PASSWORD: SUPERUSER.password,
    API_TOKEN_PEPPERS: `1:${'pepper-for-tests-'.repeat(4)}`,
    SECRET_KEY: 'secret-key-for-tests-only-0123456789abcdef',
    LOG_LEVEL: 'error',
    ...(options.listen ? { HOST: '127.0.0.1', PORT: String(await freePort()) } : {}),
    ...env,
  });

  let server: RunningServer;
  try {
    server = await createServer(settings, { quiet: true, worker: options.worker ?? true, listen: options.listen ?? false });
  } catch (error) {
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const fastify = server.app.getHttpAdapter().getInstance();

  const app: TestApp = {
    server,
    databaseUrl: databaseUrl.toString(),
    token: '',
    async inject(method, url, options = {}) {
      const headers: Record<string, string> = {};
      const token = options.token === undefined ? app.token : options.token;
      if (token) headers.authorization = token;
      let payload: string | undefined;
      if (options.body !== undefined) {
        payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
        headers['content-type'] = 'application/json';
      }
      Object.assign(headers, options.headers);
      const res = await fastify.inject({ method: method as never, url, headers, payload });
      let body: unknown;
      const type = String(res.headers['content-type'] ?? '');
      if (type.includes('json') && res.body !== '') body = JSON.parse(res.body);
      return { status: res.statusCode, headers: res.headers, body, text: res.body };
    },
    async close() {
      try {
        await server.close();
      } finally {
        await dropDatabase();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };

  if (joined) {
    app.token = joined.token;
    return app;
  }
  const provisioned = await app.inject('POST', '/api/users/tokens/provision/', { token: null, body: SUPERUSER });
  if (provisioned.status !== 201) {
    await app.close();
    throw new Error(`token provisioning failed: ${provisioned.status} ${provisioned.text}`);
  }
  app.token = `Bearer nbt_${provisioned.body.key}.${provisioned.body.token}`;
  return app;
}
