import { createHash } from 'node:crypto';
import type { Pool, PoolClient, QueryConfig } from 'pg';
import { DataSource, QueryFailedError } from 'typeorm';
import { logger } from '../logging/logger.js';
import { PipelinedQuery } from './pipelined-query.js';
import { countStatement } from './query-counter.js';
import { withLiterals } from './sql.js';

export interface QueryResultRows<T> {
  rows: T[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Run as a named prepared statement, planned once per connection. Only for SQL built from fixed
   * templates (a resource's detail or unfiltered list) or capped in number (filtered lists, query/reader.ts), so the number of names stays bounded.
   */
  prepare?: boolean;
  /**
   * Plan for the values (a pattern's selectivity decides the plan): sent with the values written in as literals,
   * since the connections plan parameterized statements generically (`plan_cache_mode`, data-source.ts).
   */
  planForValues?: boolean;
  /**
   * The transaction's last statement: its COMMIT travels with it (one round trip for both), and the statement
   * fails if the COMMIT does. Nothing may run in the transaction after it. Outside a transaction it means nothing.
   */
  closes?: boolean;
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
  /**
   * Writes whose results nobody reads back in this transaction (change records, outbox rows): inside a
   * transaction they travel with the next plain SELECT as data-modifying CTEs, saving a round trip;
   * before any other statement, or the COMMIT, they run by themselves (as one statement). Each part is a
   * plain INSERT/UPDATE/DELETE with parameters from $1. `tables`: what they write — a SELECT naming one
   * of them runs after them, since a statement does not see its own CTEs' rows. Outside a transaction
   * they run at once.
   */
  defer(parts: SqlPart[], tables: readonly string[]): Promise<void>;
}

export interface SqlPart {
  sql: string;
  params: unknown[];
  /** the CTE's name when it rides with another statement: a later part may read its RETURNING rows by it */
  name?: string;
}

interface Deferred {
  parts: SqlPart[];
  tables: readonly string[];
}

/** A part's text with its parameters moved up by `offset`; the same texts recur (one per resource and shape), so kept. */
const renumberings = new Map<string, Map<number, string>>();
function renumbered(sql: string, offset: number): string {
  let byOffset = renumberings.get(sql);
  let text = byOffset?.get(offset);
  if (text !== undefined) return text;
  // only our own templates are deferred: every $n in them is a parameter
  text = sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
  if (renumberings.size < 512) {
    if (!byOffset) renumberings.set(sql, (byOffset = new Map()));
    byOffset.set(offset, text);
  }
  return text;
}

/**
 * Whether two deferred batches may run as one statement: neither writes a table the other names. A statement's
 * CTEs all see the database as it was before it, so a part reading what another writes must run after it.
 */
function independent(a: Deferred, b: Deferred): boolean {
  // a substring is enough: a false match only keeps the batches apart
  const names = (batch: Deferred, table: string) => batch.parts.some((p) => p.sql.includes(table));
  return !a.tables.some((t) => names(b, t)) && !b.tables.some((t) => names(a, t));
}

/** Parts as CTEs before `main` (a SELECT, or one starting WITH), their parameters numbered after main's. */
function withDeferred(main: string, mainParams: unknown[], parts: SqlPart[]): SqlPart {
  const params = [...mainParams];
  const ctes = parts.map((part, i) => {
    const offset = params.length;
    params.push(...part.params);
    return `${part.name ?? `_deferred${i}`} AS (${renumbered(part.sql, offset)})`;
  });
  const leadingWith = /^\s*WITH\s+(RECURSIVE\s+)?/i.exec(main);
  if (leadingWith) return { sql: `WITH ${leadingWith[1] ?? ''}${ctes.join(', ')}, ${main.slice(leadingWith[0].length)}`, params };
  return { sql: `WITH ${ctes.join(', ')} ${main}`, params };
}

/** Deferred parts as one statement of their own. */
function deferredAlone(parts: SqlPart[]): SqlPart {
  const last = parts[parts.length - 1];
  return parts.length === 1 ? last : withDeferred(last.sql, last.params, parts.slice(0, -1));
}

const PLAIN_READ = /^\s*(SELECT|WITH)\b/i;
/** A table a statement writes, as this code base spells it (upper-case keywords). */
const WRITTEN_TABLE = /\b(?:INSERT INTO|UPDATE|DELETE FROM) "?([a-z_][a-z0-9_]*)/g;
const ROLLBACK = /^\s*ROLLBACK\b/i;
const END = /^\s*(COMMIT|ROLLBACK)\b/i;
const COMMIT = /^\s*COMMIT\s*$/i;

function aroundOf(before: string | null, commit: boolean): Around | undefined {
  return before || commit ? { before, after: commit ? 'COMMIT' : null } : undefined;
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

/**
 * A connection taken from the pool for a while. The pool listens for errors only on its idle
 * connections; a checked-out one whose server goes away (PostgreSQL stopped or restarted) emits an
 * 'error' event that would otherwise end the process. The statement in progress fails on its own;
 * the connection is marked broken so that it is dropped, not returned to the pool.
 */
async function checkout(pool: Pool): Promise<{ client: PoolClient; isBroken: () => boolean; release: (broken?: boolean) => void }> {
  const client = await pool.connect();
  let broken = false;
  const onError = () => (broken = true);
  client.on('error', onError);
  return {
    client,
    isBroken: () => broken,
    release(fail = false) {
      client.removeListener('error', onError);
      client.release(fail || broken);
    },
  };
}

/** Parameterless statements sent in the same round trip as a statement, before and after it (PipelinedQuery). */
interface Around {
  before: string | null;
  after: string | null;
}

type Answer = { rows: unknown[]; rowCount: number | null } | { rows: unknown[]; rowCount: number | null }[];

function pipelined(client: PoolClient, config: QueryConfig, around: Around): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const query = new PipelinedQuery(
      { text: config.text, values: config.values ?? [], name: config.name },
      around.before,
      around.after,
      (error, results) => (error ? reject(error) : resolve((results as Answer[])[query.mainResult])),
    );
    void client.query(query as never);
  });
}

async function run<T>(
  runner: Runner,
  sql: string,
  params: unknown[],
  options: QueryOptions | undefined,
  verbose: boolean,
  around?: Around,
): Promise<QueryResultRows<T>> {
  if (around?.before) countStatement(around.before, verbose);
  countStatement(sql, verbose);
  if (around?.after) countStatement(around.after, verbose);
  const literal = options?.planForValues && !options.prepare && params.length > 0;
  const config: QueryConfig = literal ? { text: withLiterals(sql, params), values: [] } : { text: sql, values: params };
  if (options?.prepare) config.name = statementName(sql);
  try {
    const results = (around ? await pipelined(runner as PoolClient, config, around) : await runner.query(config)) as unknown as Answer;
    // `BEGIN; <statement>` answers with both results: the statement's is the last
    const result = Array.isArray(results) ? results[results.length - 1] : results;
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
      logger.error({ err: error }, 'a transaction callback failed');
    }
  }
}

class TransactionQueryable implements Queryable {
  readonly inTransaction = true;
  readonly committed: (() => unknown)[] = [];
  readonly rolledBack: (() => unknown)[] = [];
  private deferred: Deferred | null = null;
  /** BEGIN not sent yet: it goes with the first statement */
  private beginPending = false;
  /** opened by Db.transaction, which leaves the COMMIT to a statement sent with `closes` */
  private closable = false;
  /** the COMMIT has been sent */
  closed = false;
  /** tables the statements sent name as written (when `Db.onCommitted` has listeners): a hint, not a full list */
  readonly written: Set<string> | null;
  constructor(
    private readonly client: PoolClient,
    private readonly verbose: boolean,
    noteWrites = false,
  ) {
    this.written = noteWrites ? new Set() : null;
  }

  private send<T>(sql: string, params: unknown[], options?: QueryOptions, around?: Around): Promise<QueryResultRows<T>> {
    if (this.closed && !ROLLBACK.test(sql)) return Promise.reject(new Error('a statement was sent after its transaction closed'));
    if (this.written) for (const m of sql.matchAll(WRITTEN_TABLE)) this.written.add(m[1]);
    // a session (Db.session) may open another transaction after its COMMIT; a managed one may not
    if (around?.after && this.closable) this.closed = true;
    return run<T>(this.client, sql, params, options, this.verbose, around);
  }

  /** Opens the transaction with the first statement (Db.transaction); `closes` may then end it with the last. */
  beginLazily(): void {
    this.beginPending = true;
    this.closable = true;
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<T[]> {
    return (await this.execute<T>(sql, params, options)).rows;
  }

  async execute<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<QueryResultRows<T>> {
    const commit = COMMIT.test(sql);
    const closes = this.closable && options?.closes === true && !END.test(sql);
    // BEGIN rides with the first statement sent; a COMMIT with the statement the caller says is the last
    let before: string | null = null;
    if (this.beginPending) {
      this.beginPending = false;
      // a transaction that ran nothing has nothing to end
      if (END.test(sql) && !this.deferred) return { rows: [], rowCount: 0 };
      // a statement without parameters is a simple query, which may hold two statements
      if (!params.length && !options?.prepare && !this.deferred && !closes) return this.send<T>(`BEGIN; ${sql}`, []);
      before = 'BEGIN';
    }
    const deferred = this.deferred;
    if (deferred) {
      this.deferred = null;
      if (ROLLBACK.test(sql)) return before ? { rows: [], rowCount: 0 } : run<T>(this.client, sql, params, options, this.verbose);
      if (PLAIN_READ.test(sql) && !deferred.tables.some((t) => sql.includes(t))) {
        const merged = withDeferred(sql, params, deferred.parts);
        return this.send<T>(merged.sql, merged.params, options, aroundOf(before, closes));
      }
      const alone = deferredAlone(deferred.parts);
      // before the COMMIT, the deferred write carries it
      const sent = await this.send<T>(alone.sql, alone.params, undefined, aroundOf(before, commit));
      if (commit) return sent;
      before = null;
    }
    return this.send<T>(sql, params, options, aroundOf(before, closes));
  }

  async defer(parts: SqlPart[], tables: readonly string[]): Promise<void> {
    const pending = this.deferred;
    if (pending && independent(pending, { parts, tables })) {
      this.deferred = { parts: [...pending.parts, ...parts], tables: [...pending.tables, ...tables] };
      return;
    }
    await this.flush(); // otherwise one batch at a time: two writes of one row in one statement would not see each other
    this.deferred = { parts, tables };
  }

  /** Runs the deferred write, if any (before COMMIT). */
  async flush(): Promise<void> {
    const deferred = this.deferred;
    this.deferred = null;
    if (!deferred) return;
    const alone = deferredAlone(deferred.parts);
    // it may be the transaction's first statement: then it carries the BEGIN
    const before = this.beginPending ? 'BEGIN' : null;
    this.beginPending = false;
    await this.send(alone.sql, alone.params, undefined, aroundOf(before, false));
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
  private readonly committedListeners: ((tables: ReadonlySet<string>) => void)[] = [];

  constructor(
    readonly dataSource: DataSource,
    private readonly verbose = false,
  ) {}

  /** the driver's pool, there once the DataSource is initialized */
  private get pool(): Pool {
    return (this.dataSource.driver as unknown as { master: Pool }).master;
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

  async defer(parts: SqlPart[]): Promise<void> {
    const alone = deferredAlone(parts);
    await this.query(alone.sql, alone.params);
  }

  /**
   * Work on one dedicated connection, outside any transaction the pool would manage (session-level
   * advisory locks, or several transactions in a row on purpose). The work issues BEGIN/COMMIT itself.
   */
  async session<T>(work: (conn: Queryable) => Promise<T>): Promise<T> {
    const { client, release } = await checkout(this.pool);
    const conn = new TransactionQueryable(client, this.verbose);
    let broken = false;
    try {
      const result = await work(conn);
      await conn.flush();
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => (broken = true));
      throw error;
    } finally {
      release(broken);
    }
  }

  /** Connections of the pool: open, idle, and requests waiting for one (for /metrics). */
  poolStats(): { total: number; idle: number; waiting: number } {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount };
  }

  /**
   * LISTEN on a channel with a connection of its own; `handler` runs for every notification (NOTIFY is
   * delivered at commit, to every listening process). Returns the function that stops listening.
   */
  async listen(
    channel: string,
    handler: (payload: string) => void,
    options: { retryMs?: number; onReconnect?: () => void } = {},
  ): Promise<() => Promise<void>> {
    const quoted = `"${channel.replace(/"/g, '')}"`;
    const retryMs = options.retryMs ?? 1000;
    let stopped = false;
    let current: Awaited<ReturnType<typeof checkout>> | null = null;
    let timer: NodeJS.Timeout | null = null;
    // a lost connection (the database restarted) is replaced as soon as the database answers again
    const connect = async (): Promise<void> => {
      const taken = await checkout(this.pool);
      taken.client.on('notification', (message) => {
        if (message.channel === channel) handler(message.payload ?? '');
      });
      taken.client.on('error', () => {
        if (current !== taken) return;
        current = null;
        taken.release(true);
        retry();
      });
      try {
        await taken.client.query(`LISTEN ${quoted}`);
      } catch (error) {
        taken.release(true);
        throw error;
      }
      if (stopped) return taken.release();
      current = taken;
    };
    const retry = () => {
      if (stopped || timer) return;
      timer = setTimeout(() => {
        timer = null;
        connect().then(
          () => options.onReconnect?.(),
          () => retry(),
        );
      }, retryMs);
      timer.unref();
    };
    await connect();
    return async () => {
      if (stopped) return;
      stopped = true;
      if (timer) clearTimeout(timer);
      const taken = current;
      current = null;
      if (!taken) return;
      await taken.client.query(`UNLISTEN ${quoted}`).catch(() => undefined);
      taken.release();
    };
  }

  /**
   * `listener` runs after each transaction of `transaction()` commits, with the tables its statements named as
   * written (INSERT INTO, UPDATE, DELETE FROM): what triggers and cascades wrote besides is not in it.
   */
  onCommitted(listener: (tables: ReadonlySet<string>) => void): void {
    this.committedListeners.push(listener);
  }

  /** The transaction has committed: a listener failing must not make it look failed. */
  private tellCommitted(tables: ReadonlySet<string>): void {
    for (const listener of this.committedListeners) {
      try {
        listener(tables);
      } catch {
        // a hint only (see onCommitted's listeners)
      }
    }
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const { client, release } = await checkout(this.pool);
    const tx = new TransactionQueryable(client, this.verbose, this.committedListeners.length > 0);
    let broken = false;
    try {
      tx.beginLazily();
      const result = await work(tx);
      if (!tx.closed) await tx.query('COMMIT'); // runs a deferred write first
      if (tx.written?.size) this.tellCommitted(tx.written);
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
      release(broken);
    }
  }
}
