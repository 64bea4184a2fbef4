import 'reflect-metadata';
import { loadSettings } from './config/settings.js';
import { createServer } from './server.js';

/** Process entry: `node dist/main.js [api|worker|all]` (all is the default). */
async function main(): Promise<void> {
  const role = process.argv[2] ?? 'all';
  if (!['api', 'worker', 'all'].includes(role)) throw new Error(`unknown role "${role}" (api, worker or all)`);
  const settings = loadSettings();
  const server = await createServer(settings, { listen: role !== 'worker', worker: role !== 'api' });
  console.log(role === 'worker' ? '[inventory] webhook worker running' : `[inventory] listening on ${server.url}`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
