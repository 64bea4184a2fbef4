import { QueryCountingLogger } from '../../src/database/query-counter';

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
