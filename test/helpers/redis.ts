import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from '../../src/embedded/embedded-postgres';

/**
 * A private Redis for the queue tests: `redis-server` on a free port of 127.0.0.1, no persistence, one
 * per test file (so files never share a queue). CI installs redis-server (.ci/run). Without it the Redis
 * suites fail — a queue backend the service supports is never left untested silently.
 */

export const redisAvailable = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

/** `describe` when redis-server is installed; otherwise one failing test that says why. */
export function describeWithRedis(name: string, fn: () => void): void {
  if (redisAvailable) {
    describe(name, fn);
    return;
  }
  describe(name, () => {
    it('needs redis-server', () => {
      throw new Error(`redis-server is not installed: "${name}" cannot run (apt-get install redis-server; .ci/run installs it)`);
    });
  });
}

export interface RedisServer {
  port: number;
  url: string;
  readonly running: boolean;
  /** stops the server (SIGTERM, then SIGKILL); the port stays reserved for start() */
  stop(): Promise<void>;
  /** starts it again on the same port */
  start(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Resolves once the server answers PING with PONG. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      data += chunk.toString();
      if (data.includes('\r\n')) done(data.startsWith('+PONG'));
    });
  });
}

export async function startRedis(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = null;

  const start = async () => {
    if (child) return;
    // stdio ignored: a captured stdout that nobody reads fills its pipe and hangs the server
    const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    child = proc;
    running.add(proc);
    let exited = false;
    proc.once('exit', () => {
      exited = true;
      running.delete(proc);
      if (child === proc) child = null;
    });
    const deadline = Date.now() + 10_000;
    while (!(await ping(port))) {
      if (exited) throw new Error(`redis-server on port ${port} exited at start`);
      if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer PING within 10 s`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  const stop = async () => {
    const proc = child;
    if (!proc) return;
    child = null;
    const exited = new Promise<void>((resolve) =>
      proc.exitCode !== null || proc.signalCode !== null ? resolve() : proc.once('exit', () => resolve()),
    );
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };

  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    get running() {
      return child !== null;
    },
    start,
    stop,
  };
}
