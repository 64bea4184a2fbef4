import { FieldMeta } from '../model/fields.js';

/**
 * A list's objects written as JSON text by concatenation instead of json_build_object: the same bytes
 * (`{"key" : value, "key" : value}`), but keys and punctuation are constants pasted into the statement
 * and values whose text is known (ids, integers, timestamps, addresses, choices) skip the per-value type
 * lookups json_build_object makes — a page of 1000 sites: about a quarter of its PostgreSQL CPU
 * (bench/notes/reads-phase-2.md). Every SQL expression here yields text and is never NULL.
 */

/** A piece of an object's text: a constant, or SQL yielding text. */
export type TextPart = { text: string } | { sql: string };

function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** A JSON string as PostgreSQL's escape_json writes it (the same escapes as JSON.stringify). */
export function jsonString(value: string): string {
  return JSON.stringify(value);
}

/** `null` where the text is NULL. */
function orNull(sql: string): string {
  return `COALESCE(${sql}, 'null')`;
}

/** A bare literal has no type; json_build_object renders it as text, to_json() refuses it. */
const BARE_LITERAL = /^\(*\s*(NULL|'(?:[^']|'')*')\s*\)*$/i;

/** Any value, rendered exactly as json_build_object renders it (both call the same conversion). */
export function scalarText(sql: string): string {
  return orNull(`to_json(${BARE_LITERAL.test(sql) ? `(${sql})::text` : sql})::text`);
}

/** Text that needs no escaping (digits, hex, punctuation: timestamps, addresses) as a JSON string. */
export function quotedText(sql: string): string {
  return orNull(`'"' || ${sql} || '"'`);
}

/** A number (integer column) or a JSON value as it is. */
export function verbatimText(sql: string): string {
  return orNull(`(${sql})::text`);
}

/**
 * A choice as `{"value" : …, "label" : …}` (null when empty): each declared value's text is a constant looked
 * up by value; a value outside the declaration shows itself as its label, as choiceSql does.
 */
export function choiceText(field: FieldMeta, value: string): string {
  const choices = field.choices!;
  const integer = choices.valueType === 'integer';
  const texts = Object.fromEntries(
    choices.entries.map(([v, label]) => [String(v), `{"value" : ${integer ? String(v) : jsonString(String(v))}, "label" : ${jsonString(label)}}`]),
  );
  const empty = integer ? `${value} IS NULL` : `${value} IS NULL OR ${value} = ''`;
  const other = `'{"value" : ' || to_json(${value})::text || ', "label" : ' || to_json((${value})::text)::text || '}'`;
  return `CASE WHEN ${empty} THEN 'null' ELSE COALESCE(${literal(JSON.stringify(texts))}::jsonb ->> (${value})::text, ${other}) END`;
}

/** The base URL parameter as the start of a JSON string (escaped, no closing quote), computed once per statement. */
export function urlStartText(baseParam: string): string {
  return `(SELECT left(to_json(${baseParam}::text)::text, -1))`;
}

/**
 * The object's text from (key, parts) pairs. Adjacent constants are merged, and the concatenation is a
 * balanced tree: a left-to-right chain would copy the growing text once per part.
 */
export function objectTextOf(pairs: [string, TextPart[]][]): string {
  const parts: TextPart[] = [];
  pairs.forEach(([key, value], i) => parts.push({ text: `${i ? ', ' : '{'}${jsonString(key)} : ` }, ...value));
  parts.push({ text: pairs.length ? '}' : '{}' });
  const merged: TextPart[] = [];
  for (const part of parts) {
    const last = merged[merged.length - 1];
    if ('text' in part && last && 'text' in last) merged[merged.length - 1] = { text: last.text + part.text };
    else merged.push(part);
  }
  const sql = merged.map((part) => ('text' in part ? literal(part.text) : part.sql));
  const tree = (from: number, to: number): string => {
    if (to - from === 1) return sql[from];
    const middle = (from + to) >> 1;
    return `(${tree(from, middle)} || ${tree(middle, to)})`;
  };
  return tree(0, sql.length);
}
