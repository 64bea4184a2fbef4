import { DataSource, QueryRunner } from 'typeorm';

export interface QueryResultRows<T> {
  rows: T[];
  rowCount: number;
}

/** Something SQL can run on: the pool, or one transaction's connection. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  execute<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResultRows<T>>;
  readonly inTransaction: boolean;
}

class RunnerQueryable implements Queryable {
  constructor(
    private readonly runner: () => QueryRunner,
    readonly inTransaction: boolean,
  ) {}

  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await this.execute<T>(sql, params)).rows;
  }

  async execute<T>(sql: string, params: unknown[] = []): Promise<QueryResultRows<T>> {
    const runner = this.runner();
    try {
      const result = await runner.query(sql, params, true);
      return { rows: (result.records ?? []) as T[], rowCount: result.affected ?? 0 };
    } finally {
      if (!this.inTransaction) await runner.release();
    }
  }
}

/** SQL access for the resource framework: plain reads on the pool, writes in one transaction each. */
export class Db implements Queryable {
  readonly inTransaction = false;
  private readonly pooled: Queryable;

  constructor(readonly dataSource: DataSource) {
    this.pooled = new RunnerQueryable(() => dataSource.createQueryRunner(), false);
  }

  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]> {
    return this.pooled.query<T>(sql, params);
  }

  execute<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResultRows<T>> {
    return this.pooled.execute<T>(sql, params);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      const result = await work(new RunnerQueryable(() => runner, true));
      await runner.commitTransaction();
      return result;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }
}
