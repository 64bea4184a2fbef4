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
}

/** Escapes LIKE wildcards so user text matches literally. */
export function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
