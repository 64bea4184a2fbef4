import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { currentContext } from '../context/request-context.js';
import { PermissionDeniedError } from '../core/model/errors.js';
import { Db } from '../database/db.js';
import { historyRecords, importHistory } from './history-import.js';

/**
 * `POST /api/core/object-changes/import/`: a list of another inventory's change records (the fields
 * the change log renders, object ids as this service's) added to the change log as history, in one
 * transaction; answers how many were added and how many were present already. The change log is otherwise
 * read-only: a superuser's write-enabled token only (the importer's `--with-changelog`).
 */

@ApiTags('core')
@Controller()
export class HistoryImportController {
  constructor(private readonly db: Db) {}

  @Post('/api/core/object-changes/import/')
  @HttpCode(201)
  @ApiOperation({ operationId: 'core_object_changes_import_create', summary: 'Add change records of another inventory as history (superusers)' })
  @ApiBody({ description: 'A list of change records', schema: { type: 'array', items: { type: 'object' } } })
  async create(@Body() body: unknown): Promise<{ created: number; skipped: number }> {
    const ctx = currentContext();
    if (!ctx?.user?.isSuperuser || !ctx.tokenWriteEnabled) throw new PermissionDeniedError('Only a superuser may import change records.');
    const records = historyRecords(body);
    return this.db.transaction((tx) => importHistory(tx, records));
  }
}
