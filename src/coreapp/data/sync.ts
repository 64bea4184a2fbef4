import type { Queryable } from '../../database/db.js';
import { ResourceRegistry } from '../../core/model/define-resource.js';
import { updateObjects } from '../../core/write/writer.js';
import type { JobContext } from '../jobs/job-handlers.js';
import { withGitClone } from './git-backend.js';
import { LocalFile, localRoot, walkLocal } from './local-backend.js';

/**
 * A data source's sync, run as a job: the source's files are read, core_datafile brought in line (new,
 * changed and vanished files), and then every object that follows a changed file with auto-sync enabled
 * is written again through the write path (its model's synced-data rule copies the file in), so those
 * changes are change-logged and announced like any other.
 */

interface SourceRow {
  id: number;
  type: string;
  source_url: string;
  ignore_rules: string;
  parameters: Record<string, unknown> | null;
}

/** The source's files, by its backend. */
async function readSource(source: SourceRow): Promise<LocalFile[]> {
  if (source.type === 'git') return withGitClone(source.source_url, source.parameters, (dir) => walkLocal(dir, source.ignore_rules));
  if (source.type !== 'local') throw new Error(`The ${source.type} backend is not available on this server: its sources cannot be synced`);
  const { root, problem } = localRoot(source.source_url);
  if (!root) throw new Error(problem);
  return walkLocal(root, source.ignore_rules);
}

export const SYNC_HANDLER = 'core.datasource.sync';

export async function syncDataSource(ctx: JobContext): Promise<unknown> {
  const { db, job } = ctx;
  const [source] = await db.query<SourceRow>('SELECT id, type, source_url, ignore_rules, parameters FROM core_datasource WHERE id = $1', [job.object_id]);
  if (!source) throw new Error(`Data source ${job.object_id} no longer exists`);
  await db.query(`UPDATE core_datasource SET status = 'syncing' WHERE id = $1`, [source.id]);
  try {
    const files = await readSource(source);
    const result = await db.transaction((tx) => applyFiles(tx, source.id, files));
    ctx.log('success', `Synced ${files.length} files: ${result.created} new, ${result.updated} changed, ${result.deleted} removed`);
    return result;
  } catch (error) {
    await db.query(`UPDATE core_datasource SET status = 'failed' WHERE id = $1`, [source.id]);
    throw error;
  }
}

async function applyFiles(tx: Queryable, sourceId: number, files: LocalFile[]) {
  const known = await tx.query<{ id: number; path: string; hash: string }>('SELECT id, path, hash FROM core_datafile WHERE source_id = $1 FOR UPDATE', [sourceId]);
  const byPath = new Map(known.map((k) => [k.path, k]));
  const seen = new Set(files.map((f) => f.path));
  const fresh = files.filter((f) => !byPath.has(f.path));
  const changed = files.filter((f) => byPath.has(f.path) && byPath.get(f.path)!.hash !== f.hash);
  const gone = known.filter((k) => !seen.has(k.path));
  for (const f of fresh) {
    await tx.query(`INSERT INTO core_datafile (source_id, path, last_updated, size, hash, data, created) VALUES ($1, $2, now(), $3, $4, $5, now())`, [
      sourceId,
      f.path,
      f.size,
      f.hash,
      f.data,
    ]);
  }
  for (const f of changed) {
    await tx.query(`UPDATE core_datafile SET last_updated = now(), size = $2, hash = $3, data = $4 WHERE id = $1`, [byPath.get(f.path)!.id, f.size, f.hash, f.data]);
  }
  if (gone.length) await tx.query('DELETE FROM core_datafile WHERE id = ANY($1::bigint[])', [gone.map((g) => g.id)]);
  await tx.query(
    `UPDATE core_datasource SET status = 'completed', last_synced = now(),
            file_count = (SELECT count(*) FROM core_datafile WHERE source_id = $1) WHERE id = $1`,
    [sourceId],
  );
  const resynced = await autoSync(tx, changed.map((f) => byPath.get(f.path)!.id));
  return { created: fresh.length, updated: changed.length, deleted: gone.length, resynced };
}

/** Objects following a changed file with auto-sync on, written again with their file (see above). */
async function autoSync(tx: Queryable, fileIds: number[]): Promise<number> {
  if (!fileIds.length) return 0;
  let count = 0;
  for (const resource of ResourceRegistry.all()) {
    if (!resource.hasFeature('synced_data') || !resource.field('data_file')) continue;
    const rows = await tx.query<{ id: number; data_file_id: number }>(
      `SELECT id, data_file_id FROM "${resource.table}" WHERE auto_sync_enabled AND data_file_id = ANY($1::bigint[]) ORDER BY id`,
      [fileIds],
    );
    if (!rows.length) continue;
    await updateObjects(tx, resource, null, rows.map((r) => ({ id: r.id, data_file: r.data_file_id })), true);
    count += rows.length;
  }
  return count;
}
