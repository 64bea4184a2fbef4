import type { Queryable } from '../../database/db.js';
import { Resource, ResourceRegistry } from '../../core/model/define-resource.js';
import { quoteIdent } from '../../database/sql.js';
import { FieldError } from '../../core/write/coerce.js';
import { existingIds, parseRelatedRef, pythonRepr, resolveAttrs } from '../../core/write/related.js';
import { definitionsFor } from './definitions.js';
import { CustomFieldDef, InvalidValue, validateValue } from './values.js';

/**
 * `custom_fields` on write (docs/models.md §0.3, §6.2), in NetBox's order: the body must be a
 * dictionary of known fields; object references are resolved to ids; the dictionary is merged over
 * the stored values (update) or stands alone (create, where an omitted `custom_fields` means every
 * field's default); then each value is validated, unique values checked, required fields demanded,
 * and defaults filled in for fields still missing. Model-level errors go under `__all__`.
 */

type Json = Record<string, unknown>;

/** An error NetBox raises from the model's clean(): a non-field error. */
function modelError(message: string): FieldError {
  return new FieldError(message, undefined, '__all__');
}

/** Empty for uniqueness (NetBox's CUSTOMFIELD_EMPTY_VALUES). */
function emptyForUniqueness(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Values taken by unique custom fields within one transaction (a bulk write), by type:name → JSON → object id. */
const claimedPerTransaction = new WeakMap<Queryable, Map<string, Map<string, number | null>>>();

function claims(db: Queryable, key: string): Map<string, number | null> | null {
  if (!db.inTransaction) return null;
  let byKey = claimedPerTransaction.get(db);
  if (!byKey) claimedPerTransaction.set(db, (byKey = new Map()));
  let claimed = byKey.get(key);
  if (!claimed) byKey.set(key, (claimed = new Map()));
  return claimed;
}

async function resolveObject(db: Queryable, target: Resource, value: unknown): Promise<number | null> {
  let ref;
  try {
    ref = parseRelatedRef(value);
  } catch {
    return null;
  }
  if (ref.kind === 'id') return (await existingIds(db, target, [ref.id])).has(ref.id) ? ref.id : null;
  try {
    return await resolveAttrs(db, target, ref.attrs);
  } catch (error) {
    if (error instanceof FieldError) return null;
    throw error;
  }
}

/** Object and multi-object values given as ids or attribute dictionaries, as ids. */
async function resolveObjects(db: Queryable, def: CustomFieldDef, value: unknown): Promise<unknown> {
  const target = def.related_object_type ? ResourceRegistry.byObjectType(def.related_object_type) : undefined;
  const unknown = () => new FieldError(`Unknown related object(s): ${pythonRepr(value, false)}`);
  if (!target) throw unknown();
  if (def.type === 'object') {
    const id = await resolveObject(db, target, value);
    if (id === null) throw unknown();
    return id;
  }
  if (!Array.isArray(value)) throw unknown();
  const ids: number[] = [];
  for (const entry of value) {
    const id = await resolveObject(db, target, entry);
    if (id === null) throw unknown();
    ids.push(id);
  }
  return ids;
}

async function checkUnique(db: Queryable, resource: Resource, def: CustomFieldDef, value: unknown, id: number | null): Promise<void> {
  const json = JSON.stringify(value);
  const claimed = claims(db, `${resource.objectType}:${def.name}`);
  const holder = claimed?.get(json);
  const rows = await db.query(
    `SELECT 1 FROM ${quoteIdent(resource.table)} WHERE custom_field_data -> $1::text = $2::jsonb AND ($3::bigint IS NULL OR id <> $3) LIMIT 1`,
    [def.name, json, id],
  );
  if (rows.length || (holder !== undefined && (holder === null || holder !== id))) {
    throw modelError(`Custom field '${def.name}' must have a unique value.`);
  }
  claimed?.set(json, id);
}

export async function validateCustomFields(
  db: Queryable,
  resource: Resource,
  given: unknown,
  stored: Json | null,
  isNew: boolean,
  id: number | null,
): Promise<Json> {
  if (given === null) throw new FieldError('This field may not be null.');
  const defs = await definitionsFor(db, resource.objectType);
  const byName = new Map(defs.map((d) => [d.name, d]));
  let data: Json;
  if (given === undefined) {
    data = isNew ? Object.fromEntries(defs.map((d) => [d.name, d.default ?? null])) : { ...(stored ?? {}) };
  } else {
    if (typeof given !== 'object' || Array.isArray(given)) {
      throw new FieldError('Invalid data format. Custom field data must be passed as a dictionary mapping field names to their values.');
    }
    const unknown = Object.keys(given)
      .filter((k) => !byName.has(k))
      .sort();
    if (unknown.length) {
      throw new FieldError('', Object.fromEntries(unknown.map((k) => [k, `Custom field '${k}' does not exist for this object type.`])));
    }
    const values: Json = { ...(given as Json) };
    for (const [name, value] of Object.entries(values)) {
      const def = byName.get(name)!;
      if ((def.type === 'object' || def.type === 'multiobject') && !emptyForUniqueness(value)) {
        values[name] = await resolveObjects(db, def, value);
      }
    }
    data = isNew ? values : { ...(stored ?? {}), ...values };
  }

  // the model's clean(): stale keys dropped, each value validated, then uniqueness and required fields
  const clean: Json = {};
  for (const [name, value] of Object.entries(data)) {
    const def = byName.get(name);
    if (!def) continue;
    try {
      clean[name] = validateValue(def, value);
    } catch (error) {
      if (!(error instanceof InvalidValue)) throw error;
      throw modelError(`Invalid value for custom field '${name}': ${error.message}`);
    }
    if (def.unique && !emptyForUniqueness(clean[name])) await checkUnique(db, resource, def, clean[name], id);
  }
  for (const def of defs) {
    if (def.required && !(def.name in clean)) throw modelError(`Missing required custom field '${def.name}'.`);
  }
  // save(): fields still missing take their default
  for (const def of defs) {
    if (!(def.name in clean) && def.default !== null && def.default !== undefined) clean[def.name] = def.default;
  }
  return clean;
}
