import type { Logger, QueryRunner } from 'typeorm';
import { currentContext } from '../core/http/request-context.js';

/**
 * TypeORM calls the logger for every statement, so it is where statements are counted:
 * per request (for the query-count test) and in total.
 */
export class QueryCountingLogger implements Logger {
  static total = 0;

  constructor(private readonly verbose: boolean) {}

  logQuery(query: string): void {
    QueryCountingLogger.total++;
    const ctx = currentContext();
    if (ctx) ctx.queries++;
    if (this.verbose) console.log(`[sql] ${query}`);
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
