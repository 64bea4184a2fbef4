import type { Logger, QueryRunner } from 'typeorm';
import { currentContext } from '../context/request-context.js';

/** Counts a statement: per request (the query-count test reads it) and in total. */
export function countStatement(sql: string, verbose: boolean): void {
  QueryCountingLogger.total++;
  const ctx = currentContext();
  if (ctx) ctx.queries++;
  if (verbose) console.log(`[sql] ${sql}`);
}

/** TypeORM's own statements (migrations at boot) are counted the same way as ours. */
export class QueryCountingLogger implements Logger {
  static total = 0;

  constructor(private readonly verbose: boolean) {}

  logQuery(query: string): void {
    countStatement(query, this.verbose);
  }

  logQueryError(error: string | Error, query: string): void {
    if (this.verbose) console.error(`[sql error] ${String(error)} in ${query}`);
  }

  logQuerySlow(time: number, query: string): void {
    if (this.verbose) console.warn(`[sql slow ${time}ms] ${query}`);
  }

  logSchemaBuild(): void {}

  logMigration(message: string, _runner?: QueryRunner): void {
    if (this.verbose) console.log(`[migration] ${message}`);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') console.warn(message);
  }
}
