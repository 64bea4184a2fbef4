import type { Queryable } from '../../database/db.js';
import { objectTypeLiteral } from '../../database/sql.js';
import { choicesOf } from './base-choices.js';
import type { CustomFieldDef } from './values.js';

/**
 * Custom field definitions are data: they are read when needed, never baked into cached plans. Within
 * one write transaction they are read once per object type (a bulk write costs one query), and
 * forgotten as soon as that transaction writes a custom field itself.
 */

const perTransaction = new WeakMap<Queryable, Map<string, Promise<CustomFieldDef[]>>>();

/** The custom fields of an object type, in custom-field order (group_name, weight, name). */
export function definitionsFor(db: Queryable, objectType: string): Promise<CustomFieldDef[]> {
  if (!db.inTransaction) return loadDefinitions(db, objectType);
  let byType = perTransaction.get(db);
  if (!byType) perTransaction.set(db, (byType = new Map()));
  let defs = byType.get(objectType);
  if (!defs) byType.set(objectType, (defs = loadDefinitions(db, objectType)));
  return defs;
}

export function forgetDefinitions(db: Queryable): void {
  perTransaction.delete(db);
}

async function loadDefinitions(db: Queryable, objectType: string): Promise<CustomFieldDef[]> {
  // no parameters: often a write's first statement, it then travels with the BEGIN; the function's own
  // query is planned once per connection (migration CustomFieldDefinitionsFunction)
  const rows = await db.query<CustomFieldDef & { extra_choices: [string, string][] | null; base_choices: string | null }>(
    `SELECT * FROM inv_custom_field_definitions(${objectTypeLiteral(objectType)})`,
  );
  return rows.map(({ extra_choices, base_choices, ...def }) => ({ ...def, choices: choicesOf(base_choices, extra_choices, false).map((c) => c[0]) }));
}

const perRequest = new WeakMap<object, Map<string, Promise<CustomFieldDef[]>>>();

/** One custom field of an object type by name, for the filters of one request (`request`: any object of that request). */
export async function definitionNamed(db: Queryable, objectType: string, name: string, request: object): Promise<CustomFieldDef | undefined> {
  // by type too: one request may filter two models (a filter through a relation) with the same parameters
  let byType = perRequest.get(request);
  if (!byType) perRequest.set(request, (byType = new Map()));
  let defs = byType.get(objectType);
  if (!defs) byType.set(objectType, (defs = definitionsFor(db, objectType)));
  return (await defs).find((d) => d.name === name);
}
