import type { Logger, QueryRunner } from 'typeorm';
import { currentContext } from '../context/request-context.js';
import { logger } from '../logging/logger.js';

/** Counts a statement: per request (the query-count test reads it) and in total. */
export function countStatement(sql: string, verbose: boolean): void {
  QueryCountingLogger.total++;
  const ctx = currentContext();
  if (ctx) ctx.queries++;
  if (verbose) logger.debug({ sql }, 'sql');
}

/** TypeORM's own statements (migrations at boot) are counted the same way as ours. */
export class QueryCountingLogger implements Logger {
  static total = 0;

  constructor(private readonly verbose: boolean) {}

  logQuery(query: string): void {
    countStatement(query, this.verbose);
  }

  logQueryError(error: string | Error, query: string): void {
    if (this.verbose) logger.debug({ sql: query, error: String(error) }, 'sql error');
  }

  logQuerySlow(time: number, query: string): void {
    if (this.verbose) logger.debug({ sql: query, ms: time }, 'sql slow');
  }

  logSchemaBuild(): void {}

  logMigration(message: string, _runner?: QueryRunner): void {
    if (this.verbose) logger.debug({ migration: message }, 'migration');
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') logger.warn({ source: 'typeorm' }, String(message));
  }
}
