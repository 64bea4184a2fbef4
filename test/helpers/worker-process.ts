import type { TestApp } from './app';
import { ServiceProcess, startServiceProcess } from './service-process';

/**
 * `node dist/main.js worker` as a real process on a test app's database: the webhook worker (and the
 * outbox relay) without HTTP, which a test can kill.
 */
export interface WorkerProcess {
  pid: number;
  /** the last lines it printed */
  output: string[];
  exited: ServiceProcess['exited'];
  kill(signal: NodeJS.Signals): Promise<void>;
}

export async function startWorkerProcess(app: TestApp, env: Record<string, string> = {}): Promise<WorkerProcess> {
  const worker = await startServiceProcess('worker', {
    DATABASE_URL: app.databaseUrl,
    SECRET_KEY: 'secret-key-for-worker-tests-0123456789abcdef',
    ...env,
  });
  return {
    pid: worker.pid,
    output: worker.output,
    exited: worker.exited,
    async kill(signal) {
      await worker.kill(signal);
    },
  };
}
