import { createRequire } from 'node:module';
import type { Logger } from 'pino';
import type pinoModule from 'pino';
import { currentContext } from '../context/request-context.js';

// Fastify's own pino, resolved from where Fastify resolves it: one logger library, the one it ships with
const pino = createRequire(require.resolve('fastify'))('pino') as typeof pinoModule;

/**
 * The one structured logger: one JSON object per line on stdout. Fastify logs through it, and so do
 * requests, worker attempts, errors and start-up. A line written while a request is handled carries
 * its id (`reqId`, the X-Request-ID) even when the code that logs knows nothing of the request; a line
 * that names its own `reqId` (a webhook attempt names the request that caused the event) keeps it.
 */
export const logger: Logger = pino({
  level: 'info',
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  // an error's type, message, code and stack — not the statement and parameters a database error carries
  serializers: {
    err: (error: unknown) => {
      if (!(error instanceof Error)) return error;
      const e = error as Error & { code?: unknown; driverError?: { code?: unknown } };
      return { type: e.constructor.name, message: e.message, code: e.code ?? e.driverError?.code, stack: e.stack };
    },
  },
  mixin(object: object) {
    if ('reqId' in object) return {};
    const ctx = currentContext();
    return ctx ? { reqId: ctx.requestId } : {};
  },
});

/** Start-up lines (listening, a generated superuser password) show whatever LOG_LEVEL says: a child keeps its own level. */
export const bootLogger: Logger = logger.child({}, { level: 'info' });

/** LOG_LEVEL, and which role this process plays (api, worker, all) on every line. */
export function configureLogger(level: string, role?: string): void {
  logger.level = level;
  bootLogger.level = 'info'; // a parent's level change reaches its children: set the child's again
  if (role) {
    logger.setBindings({ role });
    bootLogger.setBindings({ role });
  }
}
