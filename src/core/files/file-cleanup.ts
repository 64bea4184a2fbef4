import { quoteIdent } from '../../database/sql.js';
import type { WriteStep } from '../write/pipeline.js';
import { removeImage } from './storage.js';

/**
 * Deleting rows with stored files (image fields) — directly, or with what they belong to (cascades,
 * generic relations) — deletes their files once the transaction committed. The paths are read before
 * the rows go; if the transaction rolls back, the rows and their files both stay.
 */
export const storedFileCleanup: WriteStep = {
  name: 'core.stored-files',
  phase: 'announce',
  async before(db, _resource, _ids, plan) {
    if (!plan) return;
    const paths: string[] = [];
    for (const [resource, ids] of plan.deleted) {
      const columns = resource.fields.filter((f) => f.file).map((f) => quoteIdent(f.name));
      if (!columns.length || !ids.length) continue;
      const rows = await db.query<{ paths: (string | null)[] }>(
        `SELECT ARRAY[${columns.join(', ')}]::text[] AS paths FROM ${quoteIdent(resource.table)} WHERE id = ANY($1::bigint[])`,
        [ids],
      );
      for (const row of rows) paths.push(...row.paths.filter((p): p is string => !!p));
    }
    if (paths.length) db.afterCommit(() => Promise.all(paths.map(removeImage)));
  },
  async after() {},
};
