import { currentContext } from '../context/request-context.js';
import type { ResourceListAction } from '../core/model/define-resource.js';
import { PermissionDeniedError } from '../core/model/errors.js';
import { historyRecords, importHistory } from './history-import.js';

/**
 * `POST /api/core/object-changes/import/`: a list of another inventory's change records (the fields
 * the change log renders, object ids as this service's) added to the change log as history, in one
 * transaction; answers how many were added and how many were present already. The change log is otherwise
 * read-only: a superuser's write-enabled token only (the importer's `--with-changelog`).
 */
export const historyImportAction: ResourceListAction = {
  name: 'import',
  summary: { post: 'Add change records of another inventory as history (superusers)' },
  body: { schema: { type: 'array', items: { type: 'object' } }, description: 'A list of change records' },
  response: { type: 'object', properties: { created: { type: 'integer' }, skipped: { type: 'integer' } } },
  async post(ctx) {
    const request = currentContext();
    if (!request?.user?.isSuperuser || !request.tokenWriteEnabled) throw new PermissionDeniedError('Only a superuser may import change records.');
    const records = historyRecords(ctx.body);
    return { status: 201, body: await ctx.db.transaction((tx) => importHistory(tx, ctx.resource, records)) };
  },
};
