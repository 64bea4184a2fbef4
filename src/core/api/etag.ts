import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../database/db.js';
import { Params, quoteIdent } from '../../database/sql.js';
import type { Resource } from '../model/define-resource.js';
import { ApiError } from '../model/errors.js';
import type { RowScope } from '../model/types.js';
import { isoTimestampSql } from '../serialize/plan.js';

/**
 * Weak entity tags, as NetBox 4.6 gives them (its ETagMixin): an object's tag is `W/"<last_updated>"` (its
 * `created` on a model without last_updated), the timestamp in Python's ISO form (`+00:00`, microseconds
 * left out when zero). A single object's GET, create and update answer with it; a detail PUT, PATCH or
 * DELETE carrying `If-Match` goes ahead only when one of the tags listed is the object's current one, else
 * 412 with the current tag.
 */

/** The stamp a resource's tags come from, or none (models without change stamps have no tags). */
function stampField(resource: Resource): string | undefined {
  return ['last_updated', 'created'].find((name) => resource.field(name)?.column);
}

/** A tag from the API's rendering of a timestamp (`2026-01-02T03:04:05.123456Z`; a whole second has no fraction). */
function tagOf(rendered: string): string {
  return `W/"${rendered.replace(/Z$/, '+00:00')}"`;
}

const QUOTE = 34;
const COLON = 58;
const BACKSLASH = 92;

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

/** Whether the quote at `at` is escaped (an odd run of backslashes before it). */
function escapedQuote(text: string, at: number): boolean {
  let n = 0;
  while (at - n - 1 >= 0 && text.charCodeAt(at - n - 1) === BACKSLASH) n++;
  return n % 2 === 1;
}

/**
 * The string value of a top-level key of a JSON object's text, or undefined (absent, null, not a string). It
 * reads from the end, where the stamps are (only counts and a few fields follow them), skipping nested values,
 * so a detail's header costs a few hundred characters' scan instead of parsing the whole object. The values of
 * the keys it reads (ISO timestamps) hold no escapes.
 */
export function topLevelString(text: string, key: string): string | undefined {
  let depth = 0;
  for (let i = text.length - 1; i >= 0; i--) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      let start = i - 1;
      while (start >= 0 && (text.charCodeAt(start) !== QUOTE || escapedQuote(text, start))) start--;
      if (depth === 1 && i - start - 1 === key.length && text.startsWith(key, start + 1)) {
        let at = i + 1;
        while (isSpace(text.charCodeAt(at))) at++;
        if (text.charCodeAt(at) === COLON) {
          at++;
          while (isSpace(text.charCodeAt(at))) at++;
          if (text.charCodeAt(at) !== QUOTE) return undefined;
          const end = text.indexOf('"', at + 1);
          return end < 0 ? undefined : text.slice(at + 1, end);
        }
      }
      i = start;
    } else if (code === 125 || code === 93) depth++;
    else if (code === 123 || code === 91) depth--;
  }
  return undefined;
}

/** An object's current tag read from the database (`lock`: the row is locked until the transaction ends). */
async function currentTag(db: Queryable, resource: Resource, id: number, scope?: RowScope, lock = false): Promise<string | undefined | null> {
  const name = stampField(resource);
  if (!name) return undefined;
  const params = new Params();
  const where = [`t.id = ${params.add(id)}`];
  const scoped = scope?.('t', params);
  if (scoped) where.push(scoped);
  const rows = await db.query<{ stamp: string | null }>(
    `SELECT ${isoTimestampSql(`t.${quoteIdent(resource.field(name)!.column!)}`)} AS stamp FROM ${quoteIdent(resource.table)} t WHERE ${where.join(' AND ')}${lock ? ' FOR UPDATE' : ''}`,
    params.values,
  );
  if (!rows.length) return null;
  return rows[0].stamp === null ? undefined : tagOf(rows[0].stamp);
}

/**
 * The tag of a single object's response, from its rendering; undefined when the rendering leaves the stamp
 * out (brief, `fields`, `exclude`) or the model has none.
 */
export function responseTag(resource: Resource, text: string): string | undefined {
  const name = stampField(resource);
  if (!name) return undefined;
  const stamp = topLevelString(text, name);
  return stamp === undefined ? undefined : tagOf(stamp);
}

/** The object's current tag read from the database, for a GET whose rendering leaves the stamp out (NetBox tags every retrieve). */
export async function storedTag(db: Queryable, resource: Resource, id: number, scope?: RowScope): Promise<string | undefined> {
  return (await currentTag(db, resource, id, scope)) ?? undefined;
}

/** The tags an `If-Match` header lists; none when it is absent or `*`. */
export function ifMatchOf(request: FastifyRequest): string[] {
  const header = request.headers['if-match'];
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value || value.trim() === '*') return [];
  return value
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/**
 * 412 unless the object's current tag is one of those given; run in the write's transaction, the row
 * locked, so no other write slips in between the check and the write. A row not found is left to the
 * write (its 404).
 */
export async function checkIfMatch(db: Queryable, resource: Resource, id: number, provided: string[], scope?: RowScope): Promise<void> {
  if (!provided.length) return;
  const current = await currentTag(db, resource, id, scope, true);
  if (current && !provided.includes(current)) throw new ApiError(412, { detail: 'Precondition failed.' }, { ETag: current });
}
