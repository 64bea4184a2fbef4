import { ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestApp } from './app';

/**
 * `node dist/main.js worker` as a real process on a test app's database: the webhook worker (and the
 * outbox relay) without HTTP, which a test can kill. `npm test` builds dist/ first (pretest).
 */

const ROOT = join(__dirname, '..', '..');
const MAIN = join(ROOT, 'dist', 'main.js');

function newest(dir: string): number {
  return Math.max(0, ...readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? newest(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs)));
}

/** The worker must run the code under test: dist/ built after the last change under src/ (scripts/ensure-built.js). */
function checkBuilt(): void {
  const marker = join(ROOT, 'dist', '.built');
  if (!existsSync(MAIN) || !existsSync(marker)) throw new Error(`${MAIN} is missing: run the tests with npm test (its pretest builds dist/)`);
  if (newest(join(ROOT, 'src')) > statSync(marker).mtimeMs) throw new Error('dist/ is older than src/: run npm test (its pretest rebuilds dist/) or node scripts/ensure-built.js');
}

export interface WorkerProcess {
  pid: number;
  /** the last lines it printed */
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

const alive = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of alive) child.kill('SIGKILL');
});

export async function startWorkerProcess(app: TestApp, env: Record<string, string> = {}): Promise<WorkerProcess> {
  checkBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'inventory-test-worker-'));
  const child = spawn(process.execPath, [MAIN, 'worker'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: app.databaseUrl,
      DATA_DIR: dataDir,
      SECRET_KEY: 'secret-key-for-worker-tests-0123456789abcdef',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  alive.add(child);
  const output: string[] = [];
  let ready: () => void;
  const started = new Promise<void>((resolve) => (ready = resolve));
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      output.push(line);
      if (line.includes('webhook worker running')) ready();
    }
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      alive.delete(child);
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  const failed = exited.then(({ code, signal }) => {
    throw new Error(`worker exited (${code ?? signal}) before it was ready:\n  ${output.slice(-30).join('\n  ')}`);
  });
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`worker not ready in 30 s:\n  ${output.join('\n  ')}`)), 30_000).unref());
  try {
    await Promise.race([started, failed, timeout]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  failed.catch(() => undefined);
  return {
    pid: child.pid!,
    output,
    exited,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
