import type { Resource } from '../core/model/define-resource.js';
import type { FieldMeta } from '../core/model/fields.js';
import { ResourceRegistry } from '../core/model/define-resource.js';
import type { Json } from './client.js';
import { referencedTypes } from './order.js';

/**
 * Turns an object as the API renders it into the body that creates it: nested objects become ids of the
 * target (through the import's id map), choices their values; read-only fields are left out.
 */

/** The target's id of a source object, 'later' when it is still to be copied, 'missing' when it never will be. */
export type Resolution = number | 'later' | 'missing';
export type Resolver = (type: string, id: number) => Resolution;

/** Custom fields holding references (types object/multiobject), by name: the model they reference. */
export type ObjectCustomFields = Map<string, { type: string; multiple: boolean }>;

export interface Built {
  body: Json;
  /** fields holding a reference to an object not copied yet: written by a patch afterwards (raw values) */
  deferred: Json;
  /** references to objects that are not copied, by field, left out (nullable) or failing the object */
  missing: string[];
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as Json).id) : null;

const targetType = (field: FieldMeta): string | undefined => (field.target ? ResourceRegistry.maybeForEntity(field.target())?.objectType : undefined);

/** One field's value for the target, or 'later'/'missing' when a reference is not resolvable now. */
function convert(
  resource: Resource,
  field: FieldMeta,
  value: unknown,
  resolve: Resolver,
  missing: string[],
  objectFields: ObjectCustomFields,
): unknown {
  const kind = field.kind as string;
  if (value === null || value === undefined) return value;
  if (kind === 'foreignKey') {
    const type = targetType(field);
    const id = idOf(value);
    if (!type || id === null) return value;
    return resolve(type, id);
  }
  if (kind === 'choice') return typeof value === 'object' && 'value' in (value as Json) ? (value as Json).value : value;
  if (kind === 'manyToMany' || kind === 'tags') {
    const type = kind === 'tags' ? 'extras.tag' : targetType(field);
    if (!Array.isArray(value) || !type) return value;
    const out: number[] = [];
    for (const entry of value) {
      const r = resolve(type, idOf(entry)!);
      if (r === 'later') return 'later';
      if (r === 'missing') missing.push(`${field.name}: ${type} ${idOf(entry)}`);
      else out.push(r);
    }
    return out;
  }
  if (kind === 'cableTerminations') {
    if (!Array.isArray(value)) return value;
    const out: Json[] = [];
    for (const t of value as Json[]) {
      const r = resolve(String(t.object_type), Number(t.object_id));
      if (r === 'later' || r === 'missing') return r;
      out.push({ object_type: t.object_type, object_id: r });
    }
    return out;
  }
  if (kind === 'customFields') return convertCustomFields(value, objectFields, resolve, missing);
  if (kind === 'portMappings') {
    const other = field.m2m!.targetColumn.replace(/_id$/, '');
    const type = referencedTypes(resource, field)[0];
    if (!Array.isArray(value) || !type) return value;
    const out: Json[] = [];
    for (const m of value as Json[]) {
      const r = resolve(type, idOf(m[other])!);
      if (r === 'later' || r === 'missing') return r;
      out.push({ ...m, [other]: r });
    }
    return out;
  }
  return value;
}

/**
 * Custom field values with their references (rendered as nested objects) as the target's ids; 'later' when
 * one names an object not copied yet (all values are then written by the patch), unresolvable ones dropped.
 */
function convertCustomFields(values: Json, objectFields: ObjectCustomFields, resolve: Resolver, missing: string[]): Json | 'later' {
  if (typeof values !== 'object' || Array.isArray(values)) return values;
  const out: Json = { ...values };
  for (const [name, cf] of objectFields) {
    const value = values[name];
    if (value === null || value === undefined) continue;
    const refs = (cf.multiple && Array.isArray(value) ? value : [value]).map(idOf);
    const mapped: number[] = [];
    for (const id of refs) {
      const r = id === null ? 'missing' : resolve(cf.type, id);
      if (r === 'later') return 'later';
      if (r === 'missing') missing.push(`custom_fields.${name}: ${cf.type} ${id}`);
      else mapped.push(r);
    }
    out[name] = cf.multiple ? mapped : (mapped[0] ?? null);
  }
  return out;
}

/** The create body of `rep` (an object of `resource` as the source renders it). */
export function buildBody(resource: Resource, rep: Json, resolve: Resolver, objectFields: ObjectCustomFields = new Map()): Built {
  const body: Json = {};
  const deferred: Json = {};
  const missing: string[] = [];
  for (const field of resource.writableFields) {
    // a reverse foreign key (a provider's accounts) is copied with the rows that hold it
    if (field.writeOnly || field.kind === 'computed' || field.m2m?.reverse || !(field.name in rep)) continue;
    // a blank the API renders as null (a cable's profile) is written as the field's default
    if (rep[field.name] === null && !field.nullable) continue;
    const value = convert(resource, field, rep[field.name], resolve, missing, objectFields);
    if (value === 'later') deferred[field.name] = rep[field.name];
    else if (value === 'missing') missing.push(`${field.name}: not copied`);
    else body[field.name] = value;
  }
  // a generic relation is written as its type and id: the id is the target's
  for (const field of resource.fields) {
    if (field.kind !== 'generic') continue;
    const { typeField, idField } = field.generic!;
    const type = body[typeField];
    const id = body[idField];
    if (typeof type !== 'string' || id === null || id === undefined) continue;
    const r = resolve(type, Number(id));
    if (r === 'later') {
      deferred[typeField] = type;
      deferred[idField] = id;
      delete body[typeField];
      delete body[idField];
    } else if (r === 'missing') missing.push(`${field.name}: ${type} ${id} not copied`);
    else body[idField] = r;
  }
  return { body, deferred, missing };
}

/** A value compared in natural keys: nested objects by id, choices by value. */
function keyPart(field: FieldMeta | undefined, value: unknown): unknown {
  if (value && typeof value === 'object' && 'value' in (value as Json) && 'label' in (value as Json)) return (value as Json).value;
  const id = idOf(value);
  if (id !== null && typeof value === 'object') return id;
  return field?.caseInsensitive && typeof value === 'string' ? value.toLowerCase() : value;
}

/**
 * The natural keys of an object (one per uniqueness rule of its model), with references as target ids; a
 * rule with an empty or unresolved part gives none.
 */
export function naturalKeys(resource: Resource, obj: Json, resolve: Resolver | null): string[] {
  const keys: string[] = [];
  rules: for (const [index, rule] of resource.uniqueRules.entries()) {
    const parts: unknown[] = [index];
    for (const name of rule.fields) {
      const field = resource.field(name);
      let value = keyPart(field, obj[name]);
      if (value === null || value === undefined) continue rules;
      if (resolve && field) {
        const generic = resource.fields.find((f) => f.kind === 'generic' && f.generic!.idField === name);
        const type = generic ? obj[generic.generic!.typeField] : field.kind === 'foreignKey' ? targetType(field) : undefined;
        if (type) {
          const r = resolve(String(type), Number(value));
          if (typeof r !== 'number') continue rules;
          value = r;
        }
      }
      parts.push(value);
    }
    keys.push(JSON.stringify(parts));
  }
  return keys;
}
