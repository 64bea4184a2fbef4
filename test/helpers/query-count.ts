import { QueryCountingLogger } from '../../src/database/query-counter';
import type { TestApp, TestResponse } from './app';

/**
 * Number of SQL statements the database logger saw while `work` ran. Only meaningful when nothing else
 * talks to the database meanwhile (tests run in band, one request at a time).
 */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ queries: number; result: T }> {
  const before = QueryCountingLogger.total;
  const result = await work();
  // A response carries its own count (X-Query-Count, see src/core/http/hooks.ts): background work that
  // runs meanwhile (the outbox relay, the webhook worker) stays out of it.
  const own = (result as { headers?: Record<string, unknown> } | undefined)?.headers?.['x-query-count'];
  if (own !== undefined) return { queries: Number(own), result };
  return { queries: QueryCountingLogger.total - before, result };
}

/**
 * The statements of a GET itself: the smaller count of two runs, so a token lookup (the verified-token
 * cache ran out, as it does after a long write on a busy machine) or a `last_used` write (once a minute)
 * in one of them stays out. The response is the second run's.
 */
export async function getStatements(app: TestApp, url: string): Promise<{ queries: number; result: TestResponse }> {
  const first = await countQueries(() => app.inject('GET', url));
  const second = await countQueries(() => app.inject('GET', url));
  return { queries: Math.min(first.queries, second.queries), result: second.result };
}
