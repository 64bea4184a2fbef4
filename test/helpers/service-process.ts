import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `node dist/main.js <role>` as a real process — an API, a worker, or both — that a test can signal,
 * kill and restart. `npm test` builds dist/ first (pretest). Readiness is read from the process's own
 * start-up lines (pino JSON on stdout).
 */

const ROOT = join(__dirname, '..', '..');
const MAIN = join(ROOT, 'dist', 'main.js');

function newest(dir: string): number {
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? newest(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs)),
  );
}

/** The process must run the code under test: dist/ built after the last change under src/ (scripts/ensure-built.js). */
function checkBuilt(): void {
  const marker = join(ROOT, 'dist', '.built');
  if (!existsSync(MAIN) || !existsSync(marker)) throw new Error(`${MAIN} is missing: run the tests with npm test (its pretest builds dist/)`);
  if (newest(join(ROOT, 'src')) > statSync(marker).mtimeMs)
    throw new Error('dist/ is older than src/: run npm test (its pretest rebuilds dist/) or node scripts/ensure-built.js');
}

export type Role = 'api' | 'worker' | 'all';

export interface ServiceProcess {
  pid: number;
  role: Role;
  /** http://127.0.0.1:<port> for api/all, else null */
  url: string | null;
  /** DATA_DIR: generated secrets, and the embedded PostgreSQL when DATABASE_URL is unset */
  dataDir: string;
  /** every line it printed (the last 2000) */
  output: string[];
  /** ms from spawn to ready */
  startMs: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** sends the signal (if still running) and waits for the exit */
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface ServiceOptions {
  /** reuse a DATA_DIR (a restart); otherwise a fresh one, removed at exit unless `keepDataDir` */
  dataDir?: string;
  keepDataDir?: boolean;
  readyTimeoutMs?: number;
}

const alive = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of alive) child.kill('SIGKILL');
});

export const SERVICE_ENV = {
  SECRET_KEY: 'secret-key-for-process-tests-0123456789abcdef',
  API_TOKEN_PEPPERS: `1:${'pepper-for-process-tests-'.repeat(3)}`,
  SUPERUSER_NAME: 'admin',
  SUPERUSER_PASSWORD: 'Adm1nPassword-for-process-tests',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: '0',
};

export async function startServiceProcess(role: Role, env: Record<string, string>, options: ServiceOptions = {}): Promise<ServiceProcess> {
  checkBuilt();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), `inventory-test-${role}-`));
  const started = Date.now();
  const child = spawn(process.execPath, [MAIN, role], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...SERVICE_ENV, ...env },
  });
  alive.add(child);
  const output: string[] = [];
  let url: string | null = null;
  let ready: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  let partial = '';
  const keep = (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      output.push(line);
      const listening = /listening on (http:\/\/[^"\s]+)/.exec(line);
      if (listening) {
        url = listening[1];
        ready();
      }
      if (line.includes('webhook worker running')) ready();
    }
    if (output.length > 2000) output.splice(0, output.length - 2000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      alive.delete(child);
      if (!options.dataDir && !options.keepDataDir) rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  const failed = exited.then(({ code, signal }) => {
    throw new Error(`${role} exited (${code ?? signal}) before it was ready:\n  ${output.slice(-30).join('\n  ')}`);
  });
  const limit = options.readyTimeoutMs ?? 60_000;
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`${role} not ready in ${limit} ms:\n  ${output.slice(-30).join('\n  ')}`)), limit).unref(),
  );
  try {
    await Promise.race([isReady, failed, timeout]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  failed.catch(() => undefined);
  return {
    pid: child.pid!,
    role,
    url,
    dataDir,
    output,
    startMs: Date.now() - started,
    exited,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface HttpResult {
  status: number;
  headers: Headers;
  body: any;
  text: string;
  ms: number;
}

/** One HTTP request to a service process (fetch), JSON in and out; a network failure rejects. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<HttpResult> {
  const started = performance.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, body, text, ms: performance.now() - started };
}

/** A superuser token from a service process (SERVICE_ENV's superuser). */
export async function provisionToken(base: string): Promise<string> {
  const res = await call(base, 'POST', '/api/users/tokens/provision/', {
    body: { username: SERVICE_ENV.SUPERUSER_NAME, password: SERVICE_ENV.SUPERUSER_PASSWORD },
  });
  if (res.status !== 201) throw new Error(`provisioning → ${res.status}: ${res.text}`);
  return `Bearer nbt_${res.body.key}.${res.body.token}`;
}
