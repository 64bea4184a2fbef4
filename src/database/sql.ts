/** Small SQL-building helpers: identifiers are quoted, values always go through parameters. */

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
