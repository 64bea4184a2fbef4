import 'reflect-metadata';
import { setFlagsFromString } from 'node:v8';
import { loadSettings } from './config/settings.js';
import { bootLogger, logger } from './logging/logger.js';
import { createServer } from './server.js';

/** Process entry: `node dist/main.js [api|worker|all]` (all is the default), or `import …` (src/import/command.ts). */
async function main(): Promise<void> {
  const role = process.argv[2] ?? 'all';
  if (role === 'import') {
    const { runImportCommand } = await import('./import/command.js');
    process.exit(await runImportCommand(process.argv.slice(3)));
  }
  if (!['api', 'worker', 'all'].includes(role)) throw new Error(`unknown role "${role}" (api, worker, all or import)`);
  const settings = loadSettings();
  // read by V8 at every full collection, so setting it after start works (NODE_OPTIONS does not accept it)
  if (settings.heapGrowingPercent > 0) setFlagsFromString(`--heap-growing-percent=${settings.heapGrowingPercent}`);
  // Under load V8 pretenured allocation sites on the request path (--trace-pretenuring-statistics: survival 100 %):
  // their objects, old from birth, held what they point to through scavenges — a page of 50 devices promoted its
  // whole 130 kB text every request, and a full collection of the ~100 MB heap followed every few hundred pages.
  // A request's objects are garbage once it is answered; without pretenuring they die young (promoted: ~0).
  setFlagsFromString('--no-allocation-site-pretenuring');
  const server = await createServer(settings, { listen: role !== 'worker', worker: role !== 'api', role });
  if (role === 'worker')
    bootLogger.info(server.opsPort !== null ? `webhook worker running (health and metrics on port ${server.opsPort})` : 'webhook worker running');
  else bootLogger.info({ url: server.url }, `listening on ${server.url}`);
  // SIGTERM (orchestrators) and SIGINT (Ctrl-C): drain, then exit 0; a second signal exits at once
  const stop = (signal: NodeJS.Signals) => {
    bootLogger.info({ signal }, 'stopping: finishing requests and deliveries in progress');
    process.once(signal, () => process.exit(1));
    server.close().then(
      () => {
        bootLogger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'failed to start');
  process.exit(1);
});
