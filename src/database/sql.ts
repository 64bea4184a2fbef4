import { escapeLiteral } from 'pg';

/**
 * Small SQL-building helpers: identifiers are quoted, values go through parameters (`withLiterals` writes them
 * into a statement that must be planned for them, escaped as the driver would send them).
 */

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * A declared object type (`app.model`) as a SQL literal: for a statement that must carry no parameters
 * (one sent together with BEGIN, see Db.transaction). Anything else is refused: values go as parameters.
 */
export function objectTypeLiteral(objectType: string): string {
  if (!/^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$/.test(objectType)) throw new Error(`Not an object type: ${JSON.stringify(objectType)}`);
  return `'${objectType}'`;
}

/** Collects parameter values and hands out their placeholders ($1, $2…). */
export class Params {
  readonly values: unknown[] = [];
  private aliases = 0;

  /**
   * A table alias no other part of this statement uses, numbered within the statement: the same request
   * builds the same SQL text, so it is prepared once and its page can be cached whole.
   */
  alias(prefix: string): string {
    return `${prefix}${++this.aliases}`;
  }

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** The placeholder of a string value added before (a filter's kept count reusing its condition's), or null. */
  existing(value: string): string | null {
    const at = this.values.lastIndexOf(value);
    return at < 0 ? null : `$${at + 1}`;
  }
}

/** Escapes LIKE wildcards so user text matches literally. */
export function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Rows read from parallel array parameters (`$7::bigint[]`…), as `alias(columns…)`; with `ordinality`,
 * their position as one more column. A single row is taken by subscript instead of unnest: a prepared
 * statement's generic plan guesses ten rows for any unnest and then hash-joins the whole table (a seq scan
 * per write that grew with the table), while one row by subscript is an index probe.
 */
export function arrayRows(arrays: string[], alias: string, columns: string[], count: number, ordinality = false): string {
  if (count === 1) {
    const values = arrays.map((a, i) => `(${a})[1] AS ${columns[i]}`);
    if (ordinality) values.push(`1::bigint AS ${columns[arrays.length]}`);
    return `(SELECT ${values.join(', ')}) AS ${alias}`;
  }
  return `unnest(${arrays.join(', ')})${ordinality ? ' WITH ORDINALITY' : ''} AS ${alias}(${columns.join(', ')})`;
}

/** A value as the text PostgreSQL reads for a parameter (node-pg's conventions: arrays as array literals, objects as JSON). */
function parameterText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const item = (v: unknown): string => {
      const text = parameterText(v);
      if (text === null) return 'NULL';
      return Array.isArray(v) ? text : `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
    };
    return `{${value.map(item).join(',')}}`;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * `sql` with its placeholders ($1…) replaced by the values as literals (outside quoted literals and identifiers).
 * The connections plan every parameterized statement generically (`plan_cache_mode`), which cannot see a
 * pattern's selectivity; a statement without parameters is planned for its values.
 */
export function withLiterals(sql: string, values: unknown[]): string {
  let out = '';
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    if (c === "'" || c === '"') {
      // copy the quoted text through its closing quote (a doubled quote continues it; E'' strings escape with \\)
      const escapes = c === "'" && /[eE]/.test(sql[i - 1] ?? '') && !/\w/.test(sql[i - 2] ?? '');
      let j = i + 1;
      for (; j < sql.length; j++) {
        if (escapes && sql[j] === '\\') j++;
        else if (sql[j] === c) {
          if (sql[j + 1] === c) j++;
          else break;
        }
      }
      out += sql.slice(i, j + 1);
      i = j;
      continue;
    }
    const placeholder = c === '$' && !/[\w$]/.test(sql[i - 1] ?? '') ? /^\$(\d+)/.exec(sql.slice(i, i + 12)) : null;
    if (placeholder) {
      const text = parameterText(values[Number(placeholder[1]) - 1]);
      out += text === null ? 'NULL' : escapeLiteral(text);
      i += placeholder[0].length - 1;
      continue;
    }
    out += c;
  }
  return out;
}
