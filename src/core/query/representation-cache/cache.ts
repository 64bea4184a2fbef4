import type { Queryable } from '../../../database/db.js';
import { logger } from '../../../logging/logger.js';
import { Catalog, StatementDependencies } from './dependencies.js';
import { oldestOf, parseSnapshot, Snapshot, snapshotText, visibleIn } from './snapshot.js';

/**
 * Rendered objects (detail GETs) kept in this process, served only after a statement that began after the
 * request arrived has confirmed that no transaction writing a table they were rendered from has committed
 * since. Exact across a fleet: every process and every write path (cascades and triggers included) is
 * covered by the statement-level trigger `inv_rep_track` appending (table, transaction) to `inv_rep_log`
 * in the writing transaction itself, and an answer is what an uncached read at the confirming statement's
 * snapshot returns. Requests waiting at the same time share one confirming statement.
 *
 * An entry is valid at snapshot V when every logged writer of its tables that V sees was visible to the
 * statement that rendered it. After each confirmation every entry left is valid at its snapshot, so the
 * next one only asks for the writers committed since (`inv_rep_log` rows not visible in the oldest of that
 * snapshot and of the entries rendered since). Pruning the log raises a horizon; an entry older than the
 * horizon can no longer be judged, so a confirmation that finds its bound below the horizon empties the
 * cache (as it does when the database lost the unlogged log in a crash: no horizon row).
 * docs/representation-cache.md has the argument in full.
 */

/** What the statement rendering one object reports besides the object: its snapshot, and the custom fields' object types. */
interface RenderedRow {
  id: number;
  j: string;
  s: string;
  cf?: string[] | null;
}

export interface CachingPlan {
  /** the rendering statement with the snapshot (and custom field types) beside the object */
  sql: string;
  /** the rendering statement alone */
  plain: string;
  key: number;
  dependencies: StatementDependencies;
}

interface Entry {
  key: string;
  /** what renders it again, uncached (the equivalence test's audit): `j` of the statement's one row */
  again: { sql: string; values: unknown[] };
  body: string;
  /** a list page's statement row besides its objects (`body`, their texts joined by commas) */
  page?: PageRow;
  snapshot: Snapshot;
  tables: ReadonlySet<string>;
  bytes: number;
  /** rendered after the last confirmation: not served until one includes it */
  pending: boolean;
}

/** What a joined page statement returns besides its objects' texts (reader.ts `renderSql`). */
export interface PageRow {
  rows: number;
  max_id: number | null;
  n?: number;
}

/** A list page cached whole: the page's statement (with its parameters) names it, and it depends on every table that statement reads. */
export interface PageKey extends StatementDependencies {
  key: string;
  /** the statement's name in this cache */
  name: string;
  /** the page statement without the cache's columns and parameters */
  plain: string;
  values: unknown[];
}

/** A cache-aware list statement's row (reader.ts `renderSql`): `body` its pieces, `s` its snapshot. */
export interface ListRow {
  body: string | null;
  s: string;
  cf?: string[] | null;
}

export interface ListAsk {
  /** the statement's three extra parameters: ids left out, their bound snapshot, their tables */
  values: [number[], string | null, string[]];
  captured: Map<number, string>;
  request: string;
  plan: CachingPlan;
  baseUrl: string;
}

/** Separators of a list statement's pieces: control characters never appear raw in JSON text. */
export const RECORD_SEPARATOR = '\x1e';
export const UNIT_SEPARATOR = '\x1f';
/** How many list requests' last pages are remembered (which ids to ask the statement to leave out). */
const REMEMBERED_PAGES = 1000;
/** How many distinct page statements are cached whole (filter combinations: the values are parameters). */
const PAGE_STATEMENTS = 1000;

/** A cached page as the audit's statement renders it (`storePage`). */
function pageAuditText(page: PageRow, body: string): string {
  return [page.rows, page.max_id ?? '', page.n ?? '', body].join('\n');
}

/**
 * The FROM additions and columns of a cache-aware list statement, given its placeholders for the ids left out
 * (`k`), their bound snapshot (`b`) and tables (`t`): `rc_k.id` is set for a row left out, `rc_x.stale` when
 * the statement must render every row.
 */
export function listCacheSql(k: string, b: string, t: string, customFieldObjects: boolean): { from: string; columns: string } {
  const horizon = '(SELECT r.h FROM inv_rep_horizon r WHERE r.id = 1)';
  // a count, not EXISTS: for EXISTS the generic plan expects an early match and scans the whole log, testing
  // every row (7 ms at 45,000 rows, growing with the log); counted, it reads the index from the bound on
  const stale =
    `coalesce(${b}::text IS NULL OR ${horizon} IS NULL OR pg_snapshot_xmin(${b}::pg_snapshot) < ${horizon} OR (` +
    `SELECT count(*) FROM inv_rep_log l WHERE l.tbl = ANY(${t}::text[]) AND l.xid >= pg_snapshot_xmin(${b}::pg_snapshot) ` +
    `AND NOT pg_visible_in_snapshot(l.xid, ${b}::pg_snapshot)) > 0, true)`;
  const cf = customFieldObjects ? `, ${CUSTOM_FIELD_TYPES_COLUMN}` : '';
  return {
    from: `LEFT JOIN unnest(${k}::bigint[]) AS rc_k(id) ON rc_k.id = t.id CROSS JOIN (SELECT ${stale} AS stale, ${SNAPSHOT_COLUMN}${cf}) rc_x`,
    columns: `, min(rc_x.s) AS s${customFieldObjects ? ', min(rc_x.cf) AS cf' : ''}`,
  };
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

export interface RepresentationCacheOptions {
  maxBytes: number;
  /** how often the log is pruned */
  pruneEveryMs?: number;
  /** how old a snapshot must be before the log below it is pruned: longer than any render takes */
  horizonDelayMs?: number;
}

/** Columns a caching statement adds to the rendering statement. */
const SNAPSHOT_COLUMN = 'pg_current_snapshot()::text AS s';
const CUSTOM_FIELD_TYPES_COLUMN =
  `ARRAY(SELECT DISTINCT cf.related_object_type::text FROM extras_customfield cf ` +
  `WHERE cf.type IN ('object', 'multiobject') AND cf.related_object_type IS NOT NULL ORDER BY 1) AS cf`;

const CONFIRM = `SELECT pg_current_snapshot()::text AS v, (SELECT r.h::text FROM inv_rep_horizon r WHERE r.id = 1) AS h,
  CASE WHEN $1::text IS NULL THEN '{}'::text[]
       ELSE ARRAY(SELECT l.tbl || ' ' || l.xid FROM inv_rep_log l
                   WHERE l.xid >= pg_snapshot_xmin($1::pg_snapshot) AND NOT pg_visible_in_snapshot(l.xid, $1::pg_snapshot)) END AS w`;

/** Made once per process and database (server.ts); the read path finds it with `representationCacheOf`. */
export class RepresentationCache {
  private catalog: Catalog | null = null;
  private readonly plans = new WeakMap<object, CachingPlan | null>();
  private readonly entries = new Map<string, Entry>(); // least recently used first
  /** page entries by the tables they depend on (`writtenHere`) */
  private readonly pagesByTable = new Map<string, Set<Entry>>();
  private readonly tableSets = new Map<string, ReadonlySet<string> | null>();
  private bytes = 0;
  private confirmed: Snapshot | null = null;
  private readonly pending = new Set<Entry>();
  private waiting: Waiter[] = [];
  private confirming = false;
  private pruneTimer: NodeJS.Timeout | null = null;
  private readonly observed: { at: number; xmin: string }[] = [];
  private planKeys = 0;
  /** each list request's last page of ids (request URL → ids), oldest first */
  private readonly lastPages = new Map<string, number[]>();
  /** page statements seen (plan number and shape → their name, text and what they depend on; null: not cached) */
  private readonly pageStatements = new Map<string, { name: string; plain: string; found: StatementDependencies | null }>();
  /** `hits` and `misses` count objects; `pageHits` pages served whole */
  readonly stats = { hits: 0, misses: 0, pageHits: 0, confirmations: 0, evicted: 0, cleared: 0 };

  constructor(
    private readonly db: Queryable,
    private readonly options: RepresentationCacheOptions,
  ) {}

  async start(): Promise<void> {
    this.catalog = await Catalog.load(this.db);
    await this.prune();
    this.pruneTimer = setInterval(() => void this.prune(), this.options.pruneEveryMs ?? 10_000);
    this.pruneTimer.unref();
  }

  stop(): void {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    this.pruneTimer = null;
    this.clear();
  }

  /**
   * One object's JSON text (none when no row matches): from the cache once confirmed, else rendered by
   * `statement(extraColumns)` with parameters `values` ($1 the base URL, $2 the id).
   */
  async one(renderPlan: object, statement: (extraColumns: string) => string, values: [string, number]): Promise<string[]> {
    const plan = this.plan(renderPlan, statement);
    if (!plan) return (await this.db.query<RenderedRow>(statement(''), values, { prepare: true })).map((r) => r.j);
    const key = `${plan.key}\n${values[0]}\n${values[1]}`;
    const entry = await this.confirmedEntry(key);
    if (entry) {
      this.stats.hits++;
      return [entry.body];
    }
    this.stats.misses++;
    const rows = await this.db.query<RenderedRow>(plan.sql, values, { prepare: true });
    if (rows.length) this.storeObject(key, plan, values, rows[0]);
    return rows.map((r) => r.j);
  }

  /** The entry under `key` once a confirmation sent after this call found it valid, or none. */
  private async confirmedEntry(key: string): Promise<Entry | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // a confirmation that failed (the database going away) leaves the render to fail or succeed on its own
    const confirmed = await this.confirm().then(
      () => true,
      () => false,
    );
    if (!confirmed || this.entries.get(key) !== entry || entry.pending) return undefined;
    this.entries.delete(key); // most recently used last
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * The key of a joined page statement with `values` (the cache's own parameters not among them), or null when
   * its answer is not the tables' alone. The statement is named by its objects' caching plan and `shape`: every
   * other text it is built from (conditions, order, window, count), so equal names build equal statements and
   * a hit never builds or hashes the whole text. `plain` builds the statement without the cache's columns and
   * parameters: what the dependencies are read from, and what the audit renders.
   */
  pageKey(plan: CachingPlan, shape: string, values: unknown[], plain: () => string): PageKey | null {
    const named = `${plan.key}\n${shape}`;
    let statement = this.pageStatements.get(named);
    if (!statement) {
      // a client cycling through filter combinations makes new statements: past a bound they are not cached
      if (!this.catalog || this.pageStatements.size >= PAGE_STATEMENTS) return null;
      const text = plain();
      const found = this.catalog.statement(text);
      const cacheable = !('untracked' in found) && !found.volatile;
      statement = { name: `page ${this.pageStatements.size + 1}`, plain: text, found: cacheable ? found : null };
      this.pageStatements.set(named, statement);
    }
    const { name, found } = statement;
    if (!found) return null;
    return { key: `${name}\n${JSON.stringify(values)}`, name, ...found, plain: statement.plain, values };
  }

  /** A page cached whole and confirmed valid: its statement row and its objects' texts joined by commas. */
  async page(key: PageKey): Promise<{ row: PageRow; body: string } | null> {
    const entry = await this.confirmedEntry(key.key);
    if (!entry?.page) return null;
    this.stats.pageHits++;
    this.stats.hits += entry.page.rows;
    return { row: entry.page, body: entry.body };
  }

  /** Keeps a page rendered by the cache-aware statement (`statement` its row, `texts` its objects) at that statement's snapshot. */
  storePage(key: PageKey, statement: PageRow & ListRow, texts: string[]): void {
    const body = texts.join(',');
    if (statement.s === null) return; // no rows, so no snapshot reported: rendered again next time
    if (2 * body.length > this.options.maxBytes / 8) return; // one page never crowds out the rest
    const tables = this.tablesOf(key.name, key, statement.cf ?? []);
    if (!tables) return;
    const page: PageRow = { rows: statement.rows, max_id: statement.max_id, ...('n' in statement ? { n: statement.n } : {}) };
    const again = {
      sql: `SELECT concat_ws(chr(10), p.rows::text, coalesce(p.max_id::text, ''), ${'n' in page ? "coalesce(p.n::text, '')" : "''"}, coalesce(p.body, '')) AS j FROM (${key.plain}) p`,
      values: key.values,
    };
    this.store({ key: key.key, again, body, page, snapshot: parseSnapshot(statement.s), tables });
  }

  /** Entries confirmed valid, with what rendering them again needs (for the equivalence test): `j` of `sql` must equal `body`. */
  async confirmedEntries(): Promise<{ sql: string; values: unknown[]; body: string }[]> {
    await this.confirm();
    return [...this.entries.values()]
      .filter((entry) => !entry.pending)
      .map((entry) => ({ ...entry.again, body: entry.page ? pageAuditText(entry.page, entry.body) : entry.body }));
  }

  /** The caching plan of a list's representation (`byId`: the list's rendering of one object, $1 base URL, $2 id), or null. */
  listPlan(renderPlan: object, byId: (extraColumns: string) => string): CachingPlan | null {
    return this.plan(renderPlan, byId);
  }

  /**
   * What a list statement needs to leave out the objects this process holds (reader.ts `renderSql`): the ids
   * the same request's last page held that are cached here, a snapshot seeing no more than any of them was
   * valid at, and the tables they were rendered from. The statement renders every row anyway when a writer of
   * those tables committed out of that snapshot's sight (or below the horizon): one statement either way.
   */
  askList(plan: CachingPlan, baseUrl: string, request: string): ListAsk {
    const captured = new Map<number, string>();
    const snapshots: Snapshot[] = [];
    const tableSets = new Set<ReadonlySet<string>>();
    let confirmedOnes = false;
    for (const id of this.lastPages.get(request) ?? []) {
      const entry = this.entries.get(`${plan.key}\n${baseUrl}\n${id}`);
      if (!entry) continue;
      captured.set(id, entry.body);
      if (entry.pending) snapshots.push(entry.snapshot);
      else confirmedOnes = true;
      tableSets.add(entry.tables);
    }
    if (confirmedOnes && this.confirmed) snapshots.push(this.confirmed);
    const bound = captured.size ? oldestOf(snapshots) : null;
    const tables = new Set<string>();
    for (const set of tableSets) for (const table of set) tables.add(table);
    return { values: [[...captured.keys()], bound ? snapshotText(bound) : null, [...tables]], captured, request, plan, baseUrl };
  }

  /** A list statement's pieces (`id` alone: left out, held here; `id<US>text`: rendered) as the page's texts, storing the rendered. */
  takeList(ask: ListAsk, row: ListRow): string[] {
    if (row.body === null) return [];
    const snapshot = parseSnapshot(row.s);
    const results: string[] = [];
    const ids: number[] = [];
    for (const piece of row.body.split(RECORD_SEPARATOR)) {
      const split = piece.indexOf(UNIT_SEPARATOR);
      const id = Number(split < 0 ? piece : piece.slice(0, split));
      ids.push(id);
      if (split < 0) {
        const held = ask.captured.get(id);
        if (held === undefined) throw new Error(`representation cache: the statement left out ${id}, which was not asked`);
        results.push(held);
        this.stats.hits++;
        continue;
      }
      const j = piece.slice(split + 1);
      results.push(j);
      this.stats.misses++;
      this.storeObject(`${ask.plan.key}\n${ask.baseUrl}\n${id}`, ask.plan, [ask.baseUrl, id], { id, j, s: row.s, cf: row.cf }, snapshot);
    }
    this.lastPages.delete(ask.request);
    this.lastPages.set(ask.request, ids);
    if (this.lastPages.size > REMEMBERED_PAGES) this.lastPages.delete(this.lastPages.keys().next().value!);
    return results;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private plan(renderPlan: object, statement: (extraColumns: string) => string): CachingPlan | null {
    let plan = this.plans.get(renderPlan);
    if (plan !== undefined) return plan;
    if (!this.catalog || this.options.maxBytes <= 0) return null;
    const found = this.catalog.statement(statement(''));
    if ('untracked' in found) {
      logger.warn({ tables: found.untracked.slice(0, 5) }, 'a representation reads tables without the inv_rep_track trigger: served uncached');
      plan = null;
    } else if (found.volatile) {
      plan = null;
    } else {
      const extra = [SNAPSHOT_COLUMN, ...(found.customFieldObjects ? [CUSTOM_FIELD_TYPES_COLUMN] : [])].join(', ');
      plan = { sql: statement(`, ${extra}`), plain: statement(''), key: ++this.planKeys, dependencies: found };
    }
    this.plans.set(renderPlan, plan);
    return plan;
  }

  private storeObject(key: string, plan: CachingPlan, [baseUrl, id]: [string, number], row: RenderedRow, snapshot = parseSnapshot(row.s)): void {
    const tables = this.tablesOf(String(plan.key), plan.dependencies, row.cf ?? []);
    if (!tables) return;
    this.store({ key, again: { sql: plan.plain, values: [baseUrl, id] }, body: row.j, snapshot, tables });
  }

  private store(made: Omit<Entry, 'bytes' | 'pending'>): void {
    const old = this.entries.get(made.key);
    if (old) this.drop(old);
    const entry: Entry = { ...made, bytes: 2 * (made.body.length + made.key.length) + 200, pending: true };
    this.entries.set(entry.key, entry);
    this.pending.add(entry);
    this.bytes += entry.bytes;
    if (entry.page)
      for (const table of entry.tables) {
        const set = this.pagesByTable.get(table);
        if (set) set.add(entry);
        else this.pagesByTable.set(table, new Set([entry]));
      }
    for (const oldest of this.entries.values()) {
      if (this.bytes <= this.options.maxBytes) break;
      this.drop(oldest);
      this.stats.evicted++;
    }
  }

  /** The statement's tables and, for custom fields of type object, the brief tables of the types they may hold. */
  private tablesOf(name: string, dependencies: StatementDependencies, customFieldTypes: string[]): ReadonlySet<string> | null {
    if (!dependencies.customFieldObjects || !customFieldTypes.length) return dependencies.tables;
    const key = `${name}\n${customFieldTypes.join('\n')}`;
    let tables = this.tableSets.get(key);
    if (tables === undefined) {
      const union = new Set(dependencies.tables);
      for (const type of customFieldTypes) {
        const brief = this.catalog!.briefTables(type);
        if ('untracked' in brief) {
          tables = null;
          break;
        }
        brief.forEach((t) => union.add(t));
      }
      if (tables === undefined) tables = union;
      this.tableSets.set(key, tables);
    }
    return tables;
  }

  private drop(entry: Entry): void {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    this.pending.delete(entry);
    this.bytes -= entry.bytes;
    if (entry.page) for (const table of entry.tables) this.pagesByTable.get(table)?.delete(entry);
  }

  /**
   * A transaction of this process committed writing these tables: the pages depending on them go now, so
   * the next read of one runs its statement at once instead of confirming first, and a list costs one
   * statement whatever was written before it (test/core/query-count). Only a shortcut: what the
   * transaction's triggers and cascades wrote is not named here, and confirmations still judge every entry.
   */
  writtenHere(tables: ReadonlySet<string>): void {
    for (const table of tables) {
      const set = this.pagesByTable.get(table);
      if (set) for (const entry of [...set]) this.drop(entry);
    }
  }

  private clear(): void {
    this.entries.clear();
    this.pending.clear();
    this.pagesByTable.clear();
    this.bytes = 0;
    this.stats.cleared++;
  }

  /** Resolves once a confirming statement sent after this call has judged every entry there was at the call. */
  private confirm(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      if (!this.confirming) void this.confirmNow();
    });
  }

  private async confirmNow(): Promise<void> {
    this.confirming = true;
    const waiting = this.waiting;
    this.waiting = [];
    const judged = [...this.pending];
    try {
      const bound = oldestOf([...(this.confirmed ? [this.confirmed] : []), ...judged.map((e) => e.snapshot)]);
      const [row] = await this.db.query<{ v: string; h: string | null; w: string[] }>(CONFIRM, [bound ? snapshotText(bound) : null], {
        prepare: true,
      });
      this.stats.confirmations++;
      this.judge(row, bound, judged);
      waiting.forEach((w) => w.resolve());
    } catch (error) {
      waiting.forEach((w) => w.reject(error));
    } finally {
      this.confirming = false;
      if (this.waiting.length) void this.confirmNow();
    }
  }

  private judge(row: { v: string; h: string | null; w: string[] }, bound: Snapshot | null, judged: Entry[]): void {
    const now = parseSnapshot(row.v);
    if (row.h === null || (bound && bound.xmin < BigInt(row.h))) {
      // the log below the horizon is gone (pruned, or lost with the database): nothing here can be judged
      this.clear();
      this.confirmed = row.h === null ? null : now;
      return;
    }
    if (row.w.length) {
      const writers = new Map<string, bigint[]>();
      for (const written of row.w) {
        const [table, xid] = written.split(' ');
        const list = writers.get(table);
        if (list) list.push(BigInt(xid));
        else writers.set(table, [BigInt(xid)]);
      }
      const judgedNow = new Set(judged);
      for (const entry of [...this.entries.values()]) {
        if (entry.pending && !judgedNow.has(entry)) continue; // rendered after the statement was sent: judged next time
        if (staleIn(entry, writers)) this.drop(entry);
      }
    }
    for (const entry of judged) {
      entry.pending = false;
      this.pending.delete(entry);
    }
    this.confirmed = now;
  }

  /**
   * Every tick: a horizon row where the database has none (a fresh or crashed database), and the log below a
   * snapshot seen `horizonDelayMs` ago deleted, raising the horizon to it. Every transaction below that
   * snapshot's xmin had finished when it was taken, so their rows were visible to every snapshot since.
   */
  private async prune(): Promise<void> {
    try {
      const [{ x }] = await this.db.query<{ x: string }>(
        `WITH made AS (INSERT INTO inv_rep_horizon (id, h) VALUES (1, pg_snapshot_xmin(pg_current_snapshot())) ON CONFLICT (id) DO NOTHING)
         SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS x`,
      );
      const now = Date.now();
      this.observed.push({ at: now, xmin: x });
      let ripe: string | null = null;
      while (this.observed.length && now - this.observed[0].at >= (this.options.horizonDelayMs ?? 60_000)) ripe = this.observed.shift()!.xmin;
      if (ripe !== null) {
        await this.db.query(
          `WITH raised AS (UPDATE inv_rep_horizon SET h = greatest(h, $1::xid8) WHERE id = 1 RETURNING h)
           DELETE FROM inv_rep_log WHERE xid < (SELECT h FROM raised)`,
          [ripe],
        );
      }
    } catch (error) {
      logger.debug({ err: error }, 'representation cache: pruning failed');
    }
  }
}

/** Whether a writer the entry's snapshot did not see has written one of its tables. */
function staleIn(entry: Entry, writers: Map<string, bigint[]>): boolean {
  for (const [table, xids] of writers) {
    if (!entry.tables.has(table)) continue;
    for (const xid of xids) if (!visibleIn(xid, entry.snapshot)) return true;
  }
  return false;
}

const caches = new WeakMap<object, RepresentationCache>();

export function useRepresentationCache(db: object, cache: RepresentationCache): void {
  caches.set(db, cache);
}

export function representationCacheOf(db: object): RepresentationCache | undefined {
  return caches.get(db);
}
