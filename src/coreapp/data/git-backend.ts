import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * NetBox's `git` data backend: a shallow clone of the source (its `branch` parameter, or the remote's default)
 * into a temporary directory, read like a local source and removed afterwards. `username` / `password`
 * parameters go into an http(s) URL; git never prompts (a job has no terminal).
 */
export async function withGitClone<T>(sourceUrl: string, parameters: Record<string, unknown> | null, read: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'inventory-git-'));
  const password = typeof parameters?.password === 'string' ? parameters.password : '';
  try {
    const args = ['clone', '--quiet', '--depth', '1'];
    if (typeof parameters?.branch === 'string' && parameters.branch) args.push('--branch', parameters.branch);
    // `--` so that a URL can never be read as an option
    args.push('--', withCredentials(sourceUrl, parameters), join(dir, 'repo'));
    try {
      await run('git', args, { env: { ...process.env, GIT_TERMINAL_PROMPT: '0' }, timeout: 300_000, maxBuffer: 1 << 20 });
    } catch (error) {
      const detail = String((error as { stderr?: string }).stderr || (error as Error).message).trim();
      // as given, and as the URL carries it (percent-encoded)
      const redacted = password ? detail.split(password).join('********').split(encodeURIComponent(password)).join('********') : detail;
      // eslint-disable-next-line preserve-caught-error -- git's error carries the command line, credentials included
      throw new Error(`Cloning ${sourceUrl} failed: ${redacted.split('\n').pop()}`);
    }
    return await read(join(dir, 'repo'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function withCredentials(sourceUrl: string, parameters: Record<string, unknown> | null): string {
  const username = parameters?.username;
  if (typeof username !== 'string' || !username || !/^https?:\/\//i.test(sourceUrl)) return sourceUrl;
  const url = new URL(sourceUrl);
  url.username = username;
  if (typeof parameters?.password === 'string') url.password = parameters.password;
  return url.toString();
}
