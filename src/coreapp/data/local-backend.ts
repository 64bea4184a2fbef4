import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The `local` data backend: a directory on the server, named by a `file://` URL or a plain path. Files
 * and directories whose names start with a dot are skipped, as are paths matching an ignore rule
 * (fnmatch patterns, one per line, against the relative path or the file name).
 */

/** The directory of a source URL, or a message why it is not one. */
export function localRoot(sourceUrl: string): { root?: string; problem?: string } {
  let path = sourceUrl.trim();
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(path)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'file') return { problem: 'URLs for local sources must start with file:// (or specify no scheme)' };
  if (scheme === 'file') {
    try {
      path = fileURLToPath(path);
    } catch {
      return { problem: 'Enter a valid file:// URL.' };
    }
  }
  if (!isAbsolute(path)) return { problem: 'A local source must name an absolute path.' };
  return { root: path };
}

/** fnmatch: `*` any run (slashes included, as Python's fnmatch), `?` one character, `[…]` a set. */
export function fnmatch(pattern: string): RegExp {
  let re = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*') re += '.*';
    else if (c === '?') re += '.';
    else if (c === '[') {
      const end = pattern.indexOf(']', i + 2);
      if (end < 0) re += '\\[';
      else {
        let set = pattern.slice(i + 1, end).replace(/\\/g, '\\\\');
        if (set.startsWith('!')) set = `^${set.slice(1)}`;
        re += `[${set}]`;
        i = end;
      }
    } else re += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${re}$`, 's');
}

export interface LocalFile {
  path: string;
  size: number;
  hash: string;
  data: Buffer;
}

/** Every file under `root` not ignored, with its bytes and SHA-256. */
export async function walkLocal(root: string, ignoreRules: string): Promise<LocalFile[]> {
  const rules = ignoreRules
    .split(/\r?\n/)
    .map((r) => r.trim())
    .filter(Boolean)
    .map(fnmatch);
  const info = await stat(root).catch(() => null);
  if (!info?.isDirectory()) throw new Error(`${root} is not a directory this service can read`);
  const files: LocalFile[] = [];
  const visit = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await visit(full);
      else if (entry.isFile()) {
        const path = relative(root, full).split(sep).join('/');
        if (rules.some((rule) => rule.test(path) || rule.test(entry.name))) continue;
        const data = await readFile(full);
        files.push({ path, size: data.length, hash: createHash('sha256').update(data).digest('hex'), data });
      }
    }
  };
  await visit(root);
  return files.sort((a, b) => (a.path < b.path ? -1 : 1));
}
