import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryConfig } from 'pg';
import { DataSource, QueryFailedError } from 'typeorm';
import { countStatement } from './query-counter.js';

export interface QueryResultRows<T> {
  rows: T[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Run as a named prepared statement, planned once per connection. Only for SQL built from fixed
   * templates (a resource's detail or unfiltered list), so the number of names stays bounded.
   */
  prepare?: boolean;
}

/** Something SQL can run on: the pool, or one transaction's connection. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  execute<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResultRows<T>>;
  readonly inTransaction: boolean;
  /**
   * Work outside the database that must follow the transaction's fate (files stored for its rows):
   * `afterCommit` runs once it committed, `afterRollback` once it rolled back. Outside a transaction
   * every statement commits by itself, so `afterCommit` runs at once and `afterRollback` never.
   * Callbacks run in order; their errors are logged, never thrown (the outcome is already decided).
   */
  afterCommit(fn: () => unknown): void;
  afterRollback(fn: () => unknown): void;
}

const names = new Map<string, string>();
function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `s${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    if (names.size < 10_000) names.set(sql, name);
  }
  return name;
}

type Runner = Pool | PoolClient;

async function run<T>(runner: Runner, sql: string, params: unknown[], options: QueryOptions | undefined, verbose: boolean): Promise<QueryResultRows<T>> {
  countStatement(sql, verbose);
  const config: QueryConfig = { text: sql, values: params };
  if (options?.prepare) config.name = statementName(sql);
  try {
    const result = await runner.query(config);
    return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
  } catch (error) {
    // one error type for callers, whichever path ran the statement
    throw new QueryFailedError(sql, params, error as Error);
  }
}

/** Runs the callbacks one after the other; a failing one is reported and the others still run. */
async function runCallbacks(callbacks: (() => unknown)[]): Promise<void> {
  for (const fn of callbacks) {
    try {
      await fn();
    } catch (error) {
      console.error('[inventory] a transaction callback failed:', error);
    }
  }
}

class TransactionQueryable implements Queryable {
  readonly inTransaction = true;
  readonly committed: (() => unknown)[] = [];
  readonly rolledBack: (() => unknown)[] = [];
  constructor(
    private readonly client: PoolClient,
    private readonly verbose: boolean,
  ) {}

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<T[]> {
    return (await this.execute<T>(sql, params, options)).rows;
  }

  execute<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<QueryResultRows<T>> {
    return run<T>(this.client, sql, params, options, this.verbose);
  }

  afterCommit(fn: () => unknown): void {
    this.committed.push(fn);
  }

  afterRollback(fn: () => unknown): void {
    this.rolledBack.push(fn);
  }
}

/**
 * SQL access for the resource framework, straight on the driver's pool that TypeORM opened: reads on
 * the pool, writes in one transaction each. (TypeORM's query runner adds per-statement events and
 * wrapping we do not need on the hot path; entities, metadata and migrations stay TypeORM's.)
 */
export class Db implements Queryable {
  readonly inTransaction = false;
  private readonly pool: Pool;

  constructor(
    readonly dataSource: DataSource,
    private readonly verbose = false,
  ) {
    this.pool = (dataSource.driver as unknown as { master: Pool }).master;
  }

  async query<T = Record<string, unknown>>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<T[]> {
    return (await run<T>(this.pool, sql, params, options, this.verbose)).rows;
  }

  execute<T = Record<string, unknown>>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<QueryResultRows<T>> {
    return run<T>(this.pool, sql, params, options, this.verbose);
  }

  afterCommit(fn: () => unknown): void {
    void runCallbacks([fn]);
  }

  afterRollback(): void {}

  /**
   * Work on one dedicated connection, outside any transaction the pool would manage (session-level
   * advisory locks, or several transactions in a row on purpose). The work issues BEGIN/COMMIT itself.
   */
  async session<T>(work: (conn: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const conn = new TransactionQueryable(client, this.verbose);
    let broken = false;
    try {
      return await work(conn);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => (broken = true));
      throw error;
    } finally {
      client.release(broken);
    }
  }

  /**
   * LISTEN on a channel with a connection of its own; `handler` runs for every notification (NOTIFY is
   * delivered at commit, to every listening process). Returns the function that stops listening.
   */
  async listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    const client = await this.pool.connect();
    client.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    let stopped = false;
    return async () => {
      if (stopped) return;
      stopped = true;
      await client.query(`UNLISTEN "${channel.replace(/"/g, '')}"`).catch(() => undefined);
      client.release();
    };
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const tx = new TransactionQueryable(client, this.verbose);
    let broken = false;
    try {
      await tx.query('BEGIN');
      const result = await work(tx);
      await tx.query('COMMIT');
      await runCallbacks(tx.committed);
      return result;
    } catch (error) {
      try {
        await tx.query('ROLLBACK');
      } catch {
        broken = true; // the connection is unusable: drop it rather than return it to the pool
      }
      await runCallbacks(tx.rolledBack);
      throw error;
    } finally {
      client.release(broken);
    }
  }
}
