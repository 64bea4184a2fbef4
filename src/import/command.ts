import { loadSettings } from '../config/settings.js';
import { tokens } from '../users/users.resources.js';
import { createObjects } from '../core/write/writer.js';
import { createServer, RunningServer } from '../server.js';
import { ApiClient } from './client.js';
import { formatReport, Importer } from './importer.js';

/**
 * `node dist/main.js import --from <NetBox URL> --token <token> [--to <URL> --to-token <token>] [--plan]`:
 * copies a NetBox into this service. Without `--to` the target is this service's own configured database
 * (the environment's settings), started in this process on a free local port and written through its
 * REST API with a superuser token made for the run and deleted after it.
 */

export interface ImportArgs {
  from: string;
  token: string;
  to?: string;
  toToken?: string;
  plan: boolean;
  withChangelog: boolean;
  batchSize?: number;
  concurrency?: number;
}

export function parseImportArgs(argv: string[]): ImportArgs {
  const value = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    if (i < 0) return undefined;
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--')) throw new Error(`${name} needs a value`);
    return v;
  };
  const known = ['--from', '--token', '--to', '--to-token', '--plan', '--with-changelog', '--batch-size', '--concurrency'];
  const unknown = argv.filter((a, i) => a.startsWith('--') && !known.includes(a) && !known.slice(0, 4).includes(argv[i - 1]));
  if (unknown.length) throw new Error(`unknown option ${unknown[0]} (options: ${known.join(' ')})`);
  const from = value('--from');
  const token = value('--token');
  if (!from || !token)
    throw new Error('usage: import --from <NetBox URL> --token <token> [--to <URL> --to-token <token>] [--plan] [--with-changelog]');
  const to = value('--to');
  const toToken = value('--to-token');
  if (to && !toToken) throw new Error('--to needs --to-token (a superuser token of the target)');
  const batch = value('--batch-size');
  const concurrency = value('--concurrency');
  for (const [name, v] of [
    ['--batch-size', batch],
    ['--concurrency', concurrency],
  ])
    if (v !== undefined && !(Number.isInteger(Number(v)) && Number(v) > 0)) throw new Error(`${name} needs a positive integer`);
  return {
    from,
    token,
    to,
    toToken,
    plan: argv.includes('--plan'),
    withChangelog: argv.includes('--with-changelog'),
    batchSize: batch ? Number(batch) : undefined,
    concurrency: concurrency ? Number(concurrency) : undefined,
  };
}

/** A superuser token of the in-process service, for this run only; returns it and how to delete it. */
async function localToken(server: RunningServer): Promise<{ token: string; remove: () => Promise<void> }> {
  const name = server.settings.superuserName;
  const [user] = await server.db.query<{ id: number }>('SELECT id FROM users_user WHERE username = $1 AND is_superuser', [name]);
  if (!user) throw new Error(`the superuser ${name} does not exist in the target`);
  const { ids, reveals } = await server.db.transaction((tx) =>
    createObjects(tx, tokens, { user: user.id, description: 'import (deleted when it ends)' }),
  );
  const [row] = await server.db.query<{ key: string }>('SELECT key FROM users_token WHERE id = $1', [ids[0]]);
  return {
    token: `Bearer nbt_${row.key}.${String(reveals![0].token)}`,
    remove: async () => void (await server.db.query('DELETE FROM users_token WHERE id = $1', [ids[0]])),
  };
}

export async function runImportCommand(argv: string[]): Promise<number> {
  const args = parseImportArgs(argv);
  const source = new ApiClient(args.from, args.token);
  let server: RunningServer | null = null;
  let removeToken = async () => {};
  let target: ApiClient;
  if (args.to) target = new ApiClient(args.to, args.toToken!);
  else {
    server = await createServer(loadSettings({ ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }), {
      listen: true,
      worker: false,
      quiet: true,
      role: 'import',
    });
    const local = await localToken(server);
    removeToken = local.remove;
    target = new ApiClient(server.url!, local.token);
  }
  try {
    const report = await new Importer({
      source,
      target,
      plan: args.plan,
      batchSize: args.batchSize,
      concurrency: args.concurrency,
      withChangelog: args.withChangelog,
    }).run();
    if (!args.plan) for (const line of formatReport(report)) process.stdout.write(`${line}\n`);
    return report.models.some((m) => m.failed.length) ? 2 : 0;
  } finally {
    await removeToken();
    await server?.close();
  }
}
