import type { FastifyRequest } from 'fastify';
import { PermissionDeniedError } from '../model/errors.js';

/**
 * The import mode of the write path, for copying another inventory's objects as they are (src/import/):
 * with `X-Import-Keep-Id: 1` a superuser's POST may give each object's `id`, `created` and `last_updated`,
 * and PUT/PATCH its `last_updated`; the write steps listed in IMPORT_SKIPPED_STEPS (pipeline.ts) do not run.
 */
export const IMPORT_HEADER = 'x-import-keep-id';

/** Marks the request's context as an import when it asks for one; anyone but a superuser is refused. */
export function enterImportMode(request: FastifyRequest): void {
  const asked = request.headers[IMPORT_HEADER];
  if (asked === undefined || asked === '0' || asked === '') return;
  if (asked !== '1') throw new PermissionDeniedError('X-Import-Keep-Id must be 1 or 0.');
  if (!request.ctx.user?.isSuperuser) throw new PermissionDeniedError('Only a superuser may import with X-Import-Keep-Id.');
  request.ctx.importing = true;
}
