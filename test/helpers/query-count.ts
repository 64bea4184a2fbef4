import { QueryCountingLogger } from '../../src/database/query-counter';

/**
 * Number of SQL statements the database logger saw while `work` ran. Only meaningful when nothing else
 * talks to the database meanwhile (tests run in band, one request at a time).
 */
export async function countQueries<T>(work: () => Promise<T>): Promise<{ queries: number; result: T }> {
  const before = QueryCountingLogger.total;
  const result = await work();
  return { queries: QueryCountingLogger.total - before, result };
}
