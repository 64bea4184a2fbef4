import type { Queryable } from '../../../database/db.js';

/**
 * Which tables a representation statement reads, found in the database's own catalog: every table named in
 * the statement and, recursively, in the views and functions it names. A function running dynamic SQL adds
 * the functions whose names start with its string literals (`inv_brief` → every `inv_brief_*`), or every
 * table when none does. A superset, never a guess: a table missed here would be a stale answer.
 *
 * One function is left for the statement to answer: custom fields of type object render another model's
 * brief form through `inv_cf_objects`, and which models those are lies in the custom field definitions, not
 * in the SQL. Following it statically would reach every table (every write would invalidate every object
 * with custom fields), so a statement reaching it reports the definitions' object types with its row
 * (see cache.ts) and depends on their brief tables as its own snapshot saw the definitions.
 */

/** The trigger migrations put on every table a representation may read (migrations: RepresentationCache). */
export const TRACKING_TRIGGER = 'inv_rep_track';
/** Where custom fields of type object render other models: answered per render, not followed. */
export const CUSTOM_FIELD_DISPATCHER = 'inv_cf_objects';
/** Tables every entry depends on: the schema's version (a migration may change a function a statement calls). */
const ALWAYS = ['typeorm_migrations'];

export interface StatementDependencies {
  tables: ReadonlySet<string>;
  /** the statement (or a function it calls) reads the clock, the session or a random source: its answer is not the tables' alone */
  volatile: boolean;
  /** the statement renders custom fields of type object: its rows report the object types they may hold */
  customFieldObjects: boolean;
}

/** What following a statement finds besides its tables. */
type Dispatch = Omit<StatementDependencies, 'tables'>;

interface CatalogRow {
  name: string;
  kind: 'table' | 'view' | 'function';
  tracked: boolean;
  body: string | null;
}

const WORD = /[a-z_][a-z0-9_$]*/g;
/** Functions whose answer depends on more than the tables (`current_setting` is left out: functions use it as a flag, not for data). */
const VOLATILE = new Set([
  'now',
  'current_timestamp',
  'current_date',
  'current_time',
  'localtime',
  'localtimestamp',
  'clock_timestamp',
  'statement_timestamp',
  'transaction_timestamp',
  'timeofday',
  'random',
  'current_user',
  'session_user',
  'nextval',
]);
const LITERAL = /'([a-z_][a-z0-9_]{2,})'/g;

export class Catalog {
  private readonly tables = new Map<string, boolean>();
  private readonly bodies = new Map<string, string>();
  private readonly dynamic = new Set<string>();

  private constructor(rows: CatalogRow[]) {
    for (const row of rows) {
      if (row.kind === 'table') this.tables.set(row.name, row.tracked);
      else {
        const body = (row.body ?? '').toLowerCase();
        this.bodies.set(row.name, `${this.bodies.get(row.name) ?? ''}\n${body}`);
        if (row.kind === 'function' && /\bexecute\b/.test(body)) this.dynamic.add(row.name);
      }
    }
  }

  static async load(db: Queryable): Promise<Catalog> {
    const rows = await db.query<CatalogRow>(
      `SELECT c.relname AS name, CASE WHEN c.relkind IN ('r', 'p') THEN 'table' ELSE 'view' END AS kind,
              EXISTS (SELECT 1 FROM pg_trigger tg WHERE tg.tgrelid = c.oid AND tg.tgname = '${TRACKING_TRIGGER}') AS tracked,
              CASE WHEN c.relkind IN ('v', 'm') THEN pg_get_viewdef(c.oid) END AS body
         FROM pg_class c
        WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm')
       UNION ALL
       SELECT p.proname, 'function', false, pg_get_functiondef(p.oid)
         FROM pg_proc p JOIN pg_language l ON l.oid = p.prolang
        WHERE p.pronamespace = current_schema()::regnamespace AND p.prokind = 'f' AND l.lanname IN ('sql', 'plpgsql')
       UNION ALL
       SELECT p.proname, 'function', false, concat_ws(' ', a.aggtransfn::text, nullif(a.aggfinalfn::oid, 0)::regproc::text)
         FROM pg_proc p JOIN pg_aggregate a ON a.aggfnoid = p.oid
        WHERE p.pronamespace = current_schema()::regnamespace`,
    );
    return new Catalog(rows);
  }

  /** The tables a statement reads, or the untracked ones among them (then it cannot be cached). */
  statement(sql: string): StatementDependencies | { untracked: string[] } {
    const tables = new Set<string>(ALWAYS);
    const dispatch: Dispatch = { customFieldObjects: false, volatile: false };
    this.follow(sql.toLowerCase(), new Set(), tables, dispatch);
    if (dispatch.customFieldObjects) tables.add('extras_customfield');
    const untracked = [...tables].filter((t) => !this.tables.get(t));
    return untracked.length ? { untracked } : { tables, ...dispatch };
  }

  /** The tables an object type's brief form reads (what a custom field of type object renders). */
  briefTables(objectType: string): string[] | { untracked: string[] } {
    const fn = `inv_brief_${objectType.replace('.', '_')}`;
    if (!this.bodies.has(fn)) return []; // a type without a brief function renders null
    const found = this.statement(fn);
    return 'untracked' in found ? found : [...found.tables];
  }

  private follow(text: string, seen: Set<string>, tables: Set<string>, dispatch: Dispatch): void {
    for (const word of text.match(WORD) ?? []) {
      if (seen.has(word)) continue;
      seen.add(word);
      if (this.tables.has(word)) tables.add(word);
      if (VOLATILE.has(word)) dispatch.volatile = true;
      if (word === CUSTOM_FIELD_DISPATCHER) {
        dispatch.customFieldObjects = true;
        continue;
      }
      const body = this.bodies.get(word);
      if (body === undefined) continue;
      this.follow(body, seen, tables, dispatch);
      if (this.dynamic.has(word)) this.followDynamic(body, seen, tables, dispatch);
    }
  }

  private followDynamic(body: string, seen: Set<string>, tables: Set<string>, dispatch: Dispatch): void {
    const prefixes = [...body.matchAll(LITERAL)].map((m) => m[1]);
    const reached = [...this.bodies.keys()].filter((name) => prefixes.some((p) => name.startsWith(p)));
    if (!reached.length) {
      for (const table of this.tables.keys()) tables.add(table);
      return;
    }
    this.follow(reached.join(' '), seen, tables, dispatch);
  }
}
