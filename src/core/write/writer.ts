import type { Queryable } from '../../database/db.js';
import { FieldErrors, NotFoundError, ValidationError } from '../model/errors.js';
import { containsNul, NUL_MESSAGE } from '../model/nul.js';
import { Resource, ResourceRegistry } from '../model/define-resource.js';
import { currentContext } from '../../context/request-context.js';
import { EntityClass, FieldMeta } from '../model/fields.js';
import type { RowScope } from '../model/types.js';
import { PreparedShapes } from '../../database/prepared-shapes.js';
import { Params, quoteIdent } from '../../database/sql.js';
import { pushTo } from '../collections.js';
import { coerceScalar, FieldError, pythonTypeName } from './coerce.js';
import { collectDeletion, executeDeletion } from './collector.js';
import { ObjectEvent, RelationEdit, writeHooks } from './hooks.js';
import { writePipeline } from './pipeline.js';
import { RuleContext, WriteItem } from '../model/model-rules.js';
import { existingIds, parseRelatedRef, RelatedRef, resolveAttrs } from './related.js';
import { checkTreeParent, refreshTree } from './tree.js';
import { checkUniqueness } from './uniqueness.js';

/**
 * The one write path (docs/api-behaviour.md §5–6): validate each item → resolve related objects →
 * model rules → uniqueness → write → tree upkeep → to-many fields → the write pipeline's steps, phase by
 * phase (pipeline.ts: derived columns, counters, change log and outbox, what follows the commit).
 * Callers run it inside one transaction, so a failure anywhere leaves nothing written.
 */

type Json = Record<string, unknown>;
type Mode = 'create' | 'put' | 'patch';

interface Pending {
  item: WriteItem;
  errors: FieldErrors;
  refs: { field: FieldMeta; ref: RelatedRef }[];
  relations: Map<FieldMeta, unknown>;
  resolvedRelations: Map<FieldMeta, unknown>;
  customFields: unknown;
  message: string;
}

function addError(errors: FieldErrors, key: string, message: string | FieldError): void {
  if (message instanceof FieldError && message.detail !== undefined) {
    errors[key] = message.detail;
    return;
  }
  const text = message instanceof FieldError ? message.message : message;
  ((errors[key] as string[] | undefined) ??= []).push(text);
}

const hasErrors = (p: Pending) => Object.keys(p.errors).length > 0;

/** Stored values of a row, by field name. */
export function rowToValues(resource: Resource, row: Json): Json {
  const values: Json = {};
  for (const f of resource.fields) if (f.column && f.column in row) values[f.name] = row[f.column];
  return values;
}

/** A field's default for a new row: objects and lists copied (rules may change them), scalars as they are (cloning every default of every item stood out in the CPU profile of a 100-device bulk from templates). */
function defaultOf(field: FieldMeta): unknown {
  const value = field.default ?? null;
  return value !== null && typeof value === 'object' ? structuredClone(value) : value;
}

function parseItem(resource: Resource, raw: unknown, mode: Mode, index: number, before: Json | null, id: number | null): Pending {
  const pending: Pending = {
    item: {
      index,
      id,
      values: { ...(before ?? {}) },
      before,
      given: new Set(),
      derived: {},
      raw: raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Json) : {},
      reveal: {},
    },
    errors: {},
    refs: [],
    relations: new Map(),
    resolvedRelations: new Map(),
    customFields: undefined,
    message: '',
  };
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    addError(pending.errors, 'non_field_errors', `Invalid data. Expected a dictionary, but got ${pythonTypeName(raw)}.`);
    return pending;
  }
  const body = raw as Json;
  const { item, errors } = pending;
  for (const field of resource.writableFields) {
    // read-only once the object exists: whatever an update gives is ignored, as DRF ignores read-only input
    if (mode !== 'create' && field.createOnly) continue;
    const present = Object.hasOwn(body, field.name);
    const value = body[field.name];
    if (present) item.given.add(field.name);
    // whatever the field's kind (text, JSON, custom fields, a related object's attributes), the database cannot store U+0000
    if (present && containsNul(value)) {
      addError(errors, field.name, NUL_MESSAGE);
      continue;
    }
    if (!present) {
      if (mode !== 'patch' && field.required) addError(errors, field.name, field.requiredMessage ?? 'This field is required.');
      else if (mode === 'create' && field.kind !== 'tags' && field.kind !== 'customFields') {
        item.values[field.name] = defaultOf(field);
      }
      continue;
    }
    try {
      if (field.kind === 'foreignKey') {
        if (value === null) {
          if (!field.nullable) throw new FieldError('This field may not be null.');
          item.values[field.name] = null;
        } else {
          pending.refs.push({ field, ref: parseRelatedRef(value) });
        }
      } else if (writeHooks.relationWriters.has(field.kind)) {
        pending.relations.set(field, value);
      } else if (field.kind === 'customFields') {
        pending.customFields = value;
      } else {
        item.values[field.name] = coerceScalar(field, value);
      }
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      addError(errors, field.name, error);
    }
  }
  gatherRelationEdits(resource, body, mode, pending);
  if (currentContext()?.importing) keepImported(resource, body, mode, pending);
  if (Object.hasOwn(body, 'changelog_message')) {
    const m = body.changelog_message;
    if (m !== null && typeof m !== 'string') addError(errors, 'changelog_message', 'Not a valid string.');
    else if (m && containsNul(m)) addError(errors, 'changelog_message', NUL_MESSAGE);
    else if (m && m.length > 200) addError(errors, 'changelog_message', 'Ensure this field has no more than 200 characters.');
    else pending.message = m ?? '';
  }
  return pending;
}

/** An item giving a relation writer's edit keys (`add_tags`): the writer gets them, with the field's own value if given too. */
function gatherRelationEdits(resource: Resource, body: Json, mode: Mode, pending: Pending): void {
  for (const field of resource.writableFields) {
    const keys = writeHooks.relationWriters.get(field.kind)?.editKeys;
    if (!keys?.some((key) => Object.hasOwn(body, key))) continue;
    const given: Record<string, unknown> = {};
    for (const key of [field.name, ...keys]) if (Object.hasOwn(body, key)) given[key] = body[key];
    if (pending.errors[field.name]) continue; // the field's own value was refused already
    pending.relations.set(field, { edit: true, creating: mode === 'create', given } satisfies RelationEdit);
  }
}

/**
 * What an import may give beyond the writable fields (core/api/import-mode.ts): the id, and the datetimes
 * the service stamps itself (`created`, `last_updated`, a user's `date_joined`…). An item that leaves one
 * out gets the column's default.
 */
function importedColumns(resource: Resource, mode: Mode): FieldMeta[] {
  const stamps = resource.fields.filter((f) => f.kind === 'datetime' && f.readOnly && f.column && !resource.omitted.has(f.name));
  return mode === 'create' ? stamps : stamps.filter((f) => f.name === 'last_updated');
}

function isImportedColumn(resource: Resource, column: string): boolean {
  return column === 'id' || importedColumns(resource, 'create').some((f) => f.column === column);
}

/** An import's `id` (creates) and service-stamped datetimes, kept as given: derived columns of the row. */
function keepImported(resource: Resource, body: Json, mode: Mode, pending: Pending): void {
  const { item, errors } = pending;
  if (mode === 'create' && body.id !== undefined && body.id !== null) {
    const id = body.id;
    const n = typeof id === 'string' && /^\d{1,15}$/.test(id) ? Number(id) : id;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1) addError(errors, 'id', 'A valid positive integer is required.');
    else item.derived.id = n;
  }
  for (const field of importedColumns(resource, mode)) {
    const value = body[field.name];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) addError(errors, field.name, 'Datetime has wrong format.');
    else item.derived[field.column!] = value;
  }
}

/** Ids an import gives that are taken already, or twice in the batch: refused like a uniqueness conflict. */
async function checkKeptIds(db: Queryable, resource: Resource, batch: Pending[]): Promise<void> {
  const given = batch.filter((p) => p.item.derived.id !== undefined);
  if (!given.length) return;
  const ids = given.map((p) => p.item.derived.id as number);
  const taken = await existingIds(db, resource, ids);
  const seen = new Set<number>();
  for (const p of given) {
    const id = p.item.derived.id as number;
    if (taken.has(id) || seen.has(id)) addError(p.errors, 'id', `${resource.verboseName} with this id already exists.`);
    seen.add(id);
  }
}

/** After rows were inserted with given ids, the id sequence moves past them so later inserts do not collide. */
export async function advanceIdSequence(db: Queryable, resource: Resource): Promise<void> {
  const table = quoteIdent(resource.table);
  await db.query(
    `SELECT setval(pg_get_serial_sequence($1, 'id'), GREATEST((SELECT max(id) FROM ${table}), 1)) WHERE pg_get_serial_sequence($1, 'id') IS NOT NULL`,
    [resource.table],
  );
}

/**
 * Rows the rules read, each loaded once per request. A miss loads, in the same query, every row of that
 * model the batch being validated refers to by a foreign key, so a rule reading each item's device costs
 * one query for a bulk of 5,000 components instead of one per device.
 */
class RowCache {
  private rows = new Map<string, Promise<Json | null>>();
  private batch: { resource: Resource; items: WriteItem[] } | null = null;
  constructor(private readonly db: Queryable) {}

  /** the items being validated now (a sequential bulk sets one at a time, so rows it creates are never read early) */
  validating(resource: Resource, items: WriteItem[]): void {
    this.batch = { resource, items };
  }

  get(model: EntityClass | string, id: number | null | undefined): Promise<Json | null> {
    if (id === null || id === undefined) return Promise.resolve(null);
    const resource = typeof model === 'string' ? ResourceRegistry.forObjectType(model) : ResourceRegistry.forEntity(model);
    const key = (rowId: unknown) => `${resource.objectType}:${rowId}`;
    const cached = this.rows.get(key(id));
    if (cached) return cached;
    const ids = [...new Set([Number(id), ...this.referenced(resource)])].filter((i) => !this.rows.has(key(i)));
    const loaded = this.db
      .query<Json>(`SELECT * FROM ${quoteIdent(resource.table)} WHERE id = ANY($1::bigint[])`, [ids])
      .then((rows) => new Map(rows.map((r) => [Number(r.id), { id: r.id, ...rowToValues(resource, r) }])));
    for (const i of ids)
      this.rows.set(
        key(i),
        loaded.then((found) => found.get(i) ?? null),
      );
    return this.rows.get(key(id))!;
  }

  /** ids of `target` rows the batch's items refer to by a foreign key */
  private referenced(target: Resource): number[] {
    if (!this.batch || this.batch.items.length < 2) return [];
    const fields = this.batch.resource.fields.filter((f) => f.kind === 'foreignKey' && f.target && ResourceRegistry.forEntity(f.target()) === target);
    return this.batch.items.flatMap((item) => fields.map((f) => item.values[f.name]).filter((v): v is number => typeof v === 'number'));
  }
}

/** Rows of a model the caller may view (object permissions), for references by attributes. */
export type ViewScope = (target: Resource) => RowScope | undefined;

/** Resolves every foreign-key reference of a batch: one query per target model for ids. */
async function resolveReferences(db: Queryable, batch: Pending[], viewScope?: ViewScope): Promise<void> {
  const byTarget = new Map<Resource, { pending: Pending; field: FieldMeta; id: number }[]>();
  for (const pending of batch) {
    for (const { field, ref } of pending.refs) {
      const target = ResourceRegistry.forEntity(field.target!());
      if (ref.kind === 'id') {
        pushTo(byTarget, target, { pending, field, id: ref.id });
        continue;
      }
      try {
        pending.item.values[field.name] = await resolveAttrs(db, target, ref.attrs, viewScope?.(target));
      } catch (error) {
        if (!(error instanceof FieldError)) throw error;
        addError(pending.errors, field.name, error);
      }
    }
  }
  for (const [target, refs] of byTarget) {
    const found = await existingIds(
      db,
      target,
      refs.map((r) => r.id),
    );
    for (const { pending, field, id } of refs) {
      if (found.has(id)) pending.item.values[field.name] = id;
      else addError(pending.errors, field.name, `Related object not found using the provided numeric ID: ${id}`);
    }
  }
}

/** `{model}`: the type's model name ("site"); `{Title}`: its verbose name, each word capitalised ("Provider Network") */
function missingIdFor(message: string, type: string): string {
  const verbose = ResourceRegistry.byObjectType(type)?.verboseName ?? type.slice(type.indexOf('.') + 1);
  const title = verbose.replace(/(^|\s)(\S)/g, (_, space: string, first: string) => space + first.toUpperCase());
  return message.replace('{model}', type.slice(type.indexOf('.') + 1)).replace('{Title}', title);
}

/** Generic relations: both halves or neither, and the object must exist (docs/api-behaviour.md §5.4). */
async function checkGenericRelations(db: Queryable, resource: Resource, batch: Pending[]): Promise<void> {
  const relations = resource.fields.filter((f) => f.kind === 'generic');
  for (const relation of relations) {
    const { typeField, idField, missingIdMessage } = relation.generic!;
    const lookups = new Map<string, { pending: Pending; id: number }[]>();
    for (const pending of batch) {
      const { values, given } = pending.item;
      if (pending.errors[typeField] || pending.errors[idField]) continue;
      if (!given.has(typeField) && !given.has(idField) && pending.item.before) continue;
      const type = values[typeField] as string | null;
      const id = values[idField] as number | null;
      if (id !== null && id !== undefined && !type) addError(pending.errors, typeField, 'This field cannot be null.');
      else if (type && (id === null || id === undefined)) {
        if (!missingIdMessage) addError(pending.errors, idField, 'This field cannot be null.');
        else addError(pending.errors, '__all__', missingIdFor(missingIdMessage, type));
      } else if (type && id !== null && id !== undefined) pushTo(lookups, type, { pending, id });
    }
    for (const [type, refs] of lookups) {
      // allowed types are declared (checkDeclarations, at boot)
      const found = await existingIds(
        db,
        ResourceRegistry.forObjectType(type),
        refs.map((r) => r.id),
      );
      for (const { pending, id } of refs) {
        if (!found.has(id)) addError(pending.errors, idField, `Related object not found using the provided value: ${id}.`);
      }
    }
  }
}

/** Relation fields whose writer resolves a batch at once (resolveMany), before the others, as fields come first. */
async function resolveManyRelations(db: Queryable, resource: Resource, batch: Pending[]): Promise<void> {
  const byField = new Map<FieldMeta, Pending[]>();
  for (const pending of batch) {
    for (const field of pending.relations.keys()) if (writeHooks.relationWriters.get(field.kind)!.resolveMany) pushTo(byField, field, pending);
  }
  for (const [field, pendings] of byField) {
    const results = await writeHooks.relationWriters.get(field.kind)!.resolveMany!(
      db,
      resource,
      field,
      pendings.map((p) => p.relations.get(field)),
    );
    results.forEach((result, i) => {
      const pending = pendings[i];
      if (result instanceof FieldError) return addError(pending.errors, field.name, result);
      pending.resolvedRelations.set(field, result);
      pending.item.values[field.name] = result;
    });
  }
}

async function validateBatch(db: Queryable, resource: Resource, batch: Pending[], mode: 'create' | 'update', rows: RowCache, viewScope?: ViewScope) {
  const row = (model: EntityClass | string, id: number | null | undefined) => rows.get(model, id);
  rows.validating(
    resource,
    batch.map((p) => p.item),
  );
  const ruleContext = (pending: Pending): RuleContext => ({ db, mode, error: (key, message) => addError(pending.errors, key, message), row });
  await resolveReferences(db, batch, viewScope);
  await checkGenericRelations(db, resource, batch);
  await resolveManyRelations(db, resource, batch);
  for (const pending of batch) {
    for (const [field, value] of pending.relations) {
      if (writeHooks.relationWriters.get(field.kind)!.resolveMany) continue;
      try {
        const resolved = await writeHooks.relationWriters.get(field.kind)!.resolve(db, resource, field, value);
        pending.resolvedRelations.set(field, resolved);
        pending.item.values[field.name] = resolved; // rules see the resolved value (an interface's tagged VLAN ids)
      } catch (error) {
        if (!(error instanceof FieldError)) throw error;
        addError(pending.errors, error.key ?? field.name, error);
      }
    }
    // on every write, as NetBox's full_clean() checks the stored values too (a required field added since); the
    // values are written only when given or on create
    if (resource.hasCustomFields && writeHooks.customFields) {
      try {
        const stored = (pending.item.before?.custom_fields as Json | undefined) ?? null;
        pending.item.values.custom_fields = await writeHooks.customFields(
          db,
          resource,
          pending.customFields,
          stored,
          mode === 'create',
          pending.item.id,
        );
        if (pending.customFields !== undefined) pending.item.given.add('custom_fields');
      } catch (error) {
        if (!(error instanceof FieldError)) throw error;
        addError(pending.errors, error.key ?? 'custom_fields', error);
      }
    }
  }
  for (const pending of batch) {
    if (hasErrors(pending)) continue;
    const ctx = ruleContext(pending);
    if (resource.isTree) await checkTreeParent(resource, pending.item, ctx);
    for (const [i, rules] of resource.rules.entries()) {
      if (i > 0 && hasErrors(pending)) break; // contributed rules check what the model's own accepted
      await rules.validate?.(pending.item, ctx);
    }
    if (writeHooks.postClean && !hasErrors(pending)) await writeHooks.postClean(resource, pending.item, ctx);
  }
  for (const rules of resource.rules) {
    const checked = rules.validateAll ? batch.filter((p) => !hasErrors(p)) : [];
    if (!checked.length) continue;
    await rules.validateAll!(
      checked.map((p) => p.item),
      {
        db,
        mode,
        error: (item, key, message) => addError(checked.find((p) => p.item === item)!.errors, key, message),
        row,
      },
    );
  }
  const valid = batch.filter((p) => !hasErrors(p));
  await checkUniqueness(
    db,
    resource,
    valid.map((p) => p.item),
    (item, key, message) => addError(batch.find((p) => p.item === item)!.errors, key, message),
  );
  for (const pending of batch) {
    if (hasErrors(pending)) continue;
    for (const rules of resource.rules) await rules.derive?.(pending.item, ruleContext(pending));
  }
}

/** A value as a SQL parameter: JSON columns are sent as JSON text (pg would send arrays as SQL arrays). */
function sqlValue(field: FieldMeta, value: unknown): unknown {
  if (field.kind === 'json' || field.kind === 'customFields') return value === null || value === undefined ? null : JSON.stringify(value);
  return value ?? null;
}

function storedColumns(resource: Resource): FieldMeta[] {
  return resource.fields.filter((f) => f.column && !f.readOnly && f.kind !== 'computed');
}

/** Some row leaves an imported column (id, stamped datetimes) to the table's default, which a recordset cannot say. */
function needsDefault(resource: Resource, items: WriteItem[], derivedColumns: string[]): boolean {
  return derivedColumns.some((c) => isImportedColumn(resource, c) && items.some((i) => i.derived[c] === undefined));
}

/**
 * A bulk insert as one JSON parameter read by json_populate_recordset: PostgreSQL parses and plans one
 * small statement instead of a VALUES list of up to 30,000 parameters (a device's 48 interfaces × 100
 * devices took five such statements, ~1 s). Values convert by the table's own column types; ids come back
 * in the given order (rows are inserted by ordinality).
 */
async function insertRowsAsJson(
  db: Queryable,
  resource: Resource,
  fields: FieldMeta[],
  derivedColumns: string[],
  items: WriteItem[],
): Promise<number[]> {
  const jsonColumns = new Set(resource.fields.filter((f) => f.column && (f.kind === 'json' || f.kind === 'customFields')).map((f) => f.column!));
  const rows = items.map((item) => {
    const row: Record<string, unknown> = {};
    for (const f of fields) row[f.column!] = item.values[f.name] ?? null;
    for (const c of derivedColumns) {
      const value = item.derived[c] ?? null;
      // a derived JSON column given as text is JSON text (as the VALUES path passes it), not a JSON string
      row[c] = jsonColumns.has(c) && typeof value === 'string' ? JSON.parse(value) : value;
    }
    return row;
  });
  const columns = [...fields.map((f) => quoteIdent(f.column!)), ...derivedColumns.map(quoteIdent)];
  const table = quoteIdent(resource.table);
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO ${table} (${columns.join(', ')})
     SELECT ${columns.map((c) => `r.${c}`).join(', ')} FROM json_populate_recordset(NULL::${table}, $1::json) WITH ORDINALITY AS r ORDER BY r.ordinality
     RETURNING id`,
    [JSON.stringify(rows)],
    // the text depends on the columns alone, not on the number of rows: coalesced creates reuse it
    { prepare: true },
  );
  if (derivedColumns.includes('id')) await advanceIdSequence(db, resource);
  return inserted.map((r) => r.id);
}

async function insertRows(db: Queryable, resource: Resource, items: WriteItem[]): Promise<number[]> {
  const fields = storedColumns(resource);
  const derivedColumns = [...new Set(items.flatMap((i) => Object.keys(i.derived)))];
  if (items.length > 1 && !needsDefault(resource, items, derivedColumns)) {
    return insertRowsAsJson(db, resource, fields, derivedColumns, items);
  }
  const columns = [...fields.map((f) => quoteIdent(f.column!)), ...derivedColumns.map(quoteIdent)];
  const perRow = columns.length;
  const chunkSize = Math.max(1, Math.floor(30000 / Math.max(perRow, 1)));
  const ids: number[] = [];
  for (let start = 0; start < items.length; start += chunkSize) {
    const chunk = items.slice(start, start + chunkSize);
    const params: unknown[] = [];
    const tuples = chunk.map((item) => {
      const placeholders = [
        ...fields.map((f) => {
          params.push(sqlValue(f, item.values[f.name]));
          return `$${params.length}`;
        }),
        ...derivedColumns.map((c) => {
          if (item.derived[c] === undefined && isImportedColumn(resource, c)) return 'DEFAULT';
          params.push(item.derived[c] ?? null);
          return `$${params.length}`;
        }),
      ];
      return `(${placeholders.join(', ')})`;
    });
    const rows = await db.query<{ id: number }>(
      `INSERT INTO ${quoteIdent(resource.table)} (${columns.join(', ')}) VALUES ${tuples.join(', ')} RETURNING id`,
      params,
      // a one-row insert is planned once per connection (a few forms per resource); bulk texts vary with their size
      { prepare: chunk.length === 1 },
    );
    ids.push(...rows.map((r) => r.id));
  }
  if (derivedColumns.includes('id')) await advanceIdSequence(db, resource);
  return ids;
}

/** UPDATE texts by the columns set: the few a client's PATCHes set are prepared, planned once per connection. */
const updateShapes = new PreparedShapes(256);
async function updateRow(db: Queryable, resource: Resource, stored: FieldMeta[], item: WriteItem): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [];
  for (const f of stored) {
    if (!item.given.has(f.name) && !(f.name in item.derived)) continue;
    params.push(sqlValue(f, item.values[f.name]));
    sets.push(`${quoteIdent(f.column!)} = $${params.length}`);
  }
  for (const [column, value] of Object.entries(item.derived)) {
    if (stored.some((f) => f.column === column)) continue; // set above; derived read-only columns are set here
    params.push(value);
    sets.push(`${quoteIdent(column)} = $${params.length}`);
  }
  if (resource.fieldMap.has('last_updated') && !('last_updated' in item.derived)) sets.push('last_updated = now()');
  if (!sets.length) return;
  params.push(item.id);
  const sql = `UPDATE ${quoteIdent(resource.table)} SET ${sets.join(', ')} WHERE id = $${params.length}`;
  await db.query(sql, params, { prepare: updateShapes.allows(sql) });
}

/** The stored values of an updated row: what updateRow wrote over what the row held. */
function writtenBy(stored: FieldMeta[], item: WriteItem): Json {
  const values: Json = { ...item.before };
  for (const f of stored) if (item.given.has(f.name) || f.name in item.derived) values[f.name] = item.values[f.name];
  return values;
}

async function saveRelations(db: Queryable, resource: Resource, batch: Pending[], isNew: boolean): Promise<void> {
  const byField = new Map<FieldMeta, { objectId: number; value: unknown }[]>();
  for (const pending of batch) {
    for (const [field, value] of pending.resolvedRelations) pushTo(byField, field, { objectId: pending.item.id!, value });
  }
  for (const [field, entries] of byField) await writeHooks.relationWriters.get(field.kind)!.save(db, resource, field, entries, isNew);
}

function throwErrors(batch: Pending[], shape: 'aligned' | 'first' | 'single'): void {
  const failed = batch.filter(hasErrors);
  if (!failed.length) return;
  if (shape === 'aligned') throw new ValidationError(batch.map((p) => p.errors));
  throw new ValidationError(failed[0].errors);
}

export interface WriteResult {
  ids: number[];
  bulk: boolean;
  /** per object, values shown only in this response */
  reveals?: Json[];
}

/**
 * POST: one object, or a list of objects created all-or-none. `inserted` learns the new ids (in the order
 * given) before the write steps run: the create coalescer names each object's request with them.
 */
export async function createObjects(
  db: Queryable,
  resource: Resource,
  body: unknown,
  viewScope?: ViewScope,
  inserted?: (ids: number[]) => void,
): Promise<WriteResult> {
  const result = await insertObjects(db, resource, body, viewScope);
  inserted?.(result.ids);
  await writePipeline.after(db, result.events);
  return result;
}

/**
 * Validates and inserts like a POST, without running the write pipeline: for a pipeline step that
 * creates rows as part of another write (a device's components from its type's templates). The step
 * appends the returned events to the write's own, so the steps after it count, record and announce them.
 */
export async function insertObjects(
  db: Queryable,
  resource: Resource,
  body: unknown,
  viewScope?: ViewScope,
): Promise<WriteResult & { events: ObjectEvent[] }> {
  const bulk = Array.isArray(body);
  const raws = bulk ? (body as unknown[]) : [body];
  const rows = new RowCache(db);
  const batch = raws.map((raw, index) => parseItem(resource, raw, 'create', index, null, null));
  const groups = resource.sequentialBulkCreate ? batch.map((p) => [p]) : [batch];
  for (const group of groups) {
    await checkKeptIds(db, resource, group);
    await validateBatch(db, resource, group, 'create', rows, viewScope);
    if (batch.some(hasErrors)) continue; // keep validating, but never write once anything failed
    const ids = await insertRows(
      db,
      resource,
      group.map((p) => p.item),
    );
    group.forEach((p, i) => (p.item.id = ids[i]));
    if (resource.isTree) await refreshTree(db, resource, ids);
  }
  throwErrors(batch, bulk ? 'aligned' : 'single');
  await saveRelations(db, resource, batch, true);
  const ids = batch.map((p) => p.item.id!);
  const inputs = resource.fields.filter((f) => f.writeOnly && !f.column);
  const events = batch.map((p) => ({
    resource,
    id: p.item.id!,
    action: 'create' as const,
    message: p.message,
    written: p.item.values,
    ...(inputs.length ? { input: Object.fromEntries(inputs.map((f) => [f.name, p.item.values[f.name]])) } : {}),
  }));
  return { ids, bulk, reveals: batch.map((p) => p.item.reveal), events };
}

function listBody(body: unknown): unknown[] {
  if (!Array.isArray(body)) {
    throw new ValidationError({ non_field_errors: [`Expected a list of items but got type "${pythonTypeName(body)}".`] });
  }
  return body;
}

function idsOf(items: unknown[]): number[] {
  const errors = items.map((raw): unknown => {
    // each item goes through NetBox's BulkOperationSerializer: null and non-objects fail before their id is read
    if (raw === null) return ['This field may not be null.'];
    if (typeof raw !== 'object' || Array.isArray(raw))
      return { non_field_errors: [`Invalid data. Expected a dictionary, but got ${pythonTypeName(raw)}.`] };
    const id = (raw as Json).id;
    if (id === undefined || id === null) return { id: ['This field is required.'] };
    if (!(typeof id === 'number' && Number.isInteger(id)) && !(typeof id === 'string' && /^\d+$/.test(id))) {
      return { id: ['A valid integer is required.'] };
    }
    return {};
  });
  if (errors.some((e) => Object.keys(e as object).length)) throw new ValidationError(errors as FieldErrors[]);
  return items.map((raw) => Number((raw as Json).id));
}

const scopedLocks = new PreparedShapes(128);
/** Loads and locks the rows a request changes; rows outside the caller's scope count as missing. */
async function lockRows(db: Queryable, resource: Resource, ids: number[], scope?: RowScope): Promise<Map<number, Json>> {
  const params = new Params();
  const where = [`t.id = ANY(${params.add([...new Set(ids)])}::bigint[])`];
  const scoped = scope?.('t', params);
  if (scoped) where.push(scoped);
  const sql = `SELECT * FROM ${quoteIdent(resource.table)} t WHERE ${where.join(' AND ')} ORDER BY t.id FOR UPDATE`;
  // one text per resource, or per permission constraint when the caller is scoped
  const rows = await db.query<Json>(sql, params.values, { prepare: !scoped || scopedLocks.allows(sql) });
  return new Map(rows.map((r) => [r.id as number, rowToValues(resource, r)]));
}

/** PUT/PATCH of one object (`id` given) or of a list of `{id, …}` (all-or-none; unknown ids skipped). */
export async function updateObjects(
  db: Queryable,
  resource: Resource,
  id: number | null,
  body: unknown,
  partial: boolean,
  scope?: RowScope,
  viewScope?: ViewScope,
): Promise<WriteResult> {
  const bulk = id === null;
  const raws = bulk ? listBody(body) : [body];
  const ids = bulk ? idsOf(raws) : [id];
  const existing = await lockRows(db, resource, ids, scope);
  if (!bulk && !existing.has(id)) throw new NotFoundError(`No ${resource.className} matches the given query.`);
  const batch: Pending[] = [];
  raws.forEach((raw, index) => {
    const before = existing.get(ids[index]);
    if (before) batch.push(parseItem(resource, raw, partial ? 'patch' : 'put', index, before, ids[index]));
  });
  const touched = batch.map((p) => p.item.id!);
  const states = await writePipeline.before(db, resource, touched, undefined, existing);
  await validateBatch(db, resource, batch, 'update', new RowCache(db), viewScope);
  throwErrors(batch, bulk ? 'first' : 'single');
  const stored = storedColumns(resource);
  for (const pending of batch) await updateRow(db, resource, stored, pending.item);
  if (resource.isTree) {
    const moved = batch.filter((p) => p.item.given.has('parent') || p.item.given.has('name')).map((p) => p.item.id!);
    await refreshTree(db, resource, moved);
  }
  await saveRelations(db, resource, batch, false);
  await writePipeline.after(
    db,
    batch.map((p) => ({ resource, id: p.item.id!, action: 'update' as const, message: p.message, written: writtenBy(stored, p.item) })),
    states,
  );
  return { ids: touched, bulk };
}

/** DELETE of one object or of a list of `{id}`: dependants as the on-delete rules say, 409 when protected. */
export async function deleteObjects(db: Queryable, resource: Resource, id: number | null, body: unknown, scope?: RowScope): Promise<void> {
  const bulk = id === null;
  const raws = bulk ? listBody(body) : [body ?? {}];
  const ids = bulk ? idsOf(raws) : [id];
  const existing = await lockRows(db, resource, ids, scope);
  if (!bulk && !existing.has(id)) throw new NotFoundError(`No ${resource.className} matches the given query.`);
  const messages = new Map<number, string>();
  raws.forEach((raw, i) => {
    const m = raw && typeof raw === 'object' ? (raw as Json).changelog_message : undefined;
    if (typeof m === 'string' && containsNul(m)) throw new ValidationError({ changelog_message: [NUL_MESSAGE] });
    if (typeof m === 'string') messages.set(ids[i], m);
  });
  const targets = ids.filter((i) => existing.has(i));
  if (!targets.length) return;
  const plan = await collectDeletion(db, resource, targets);
  const states = await writePipeline.before(db, resource, targets, plan);
  await executeDeletion(db, plan);
  // in the order the rows went, dependants first (NetBox records a cascade's objects before their parent)
  const events: ObjectEvent[] = [];
  for (const [r, rIds] of [...plan.deleted].reverse()) {
    for (const i of rIds) events.push({ resource: r, id: i, action: 'delete', message: r === resource ? (messages.get(i) ?? '') : '' });
  }
  await writePipeline.after(db, events, states, plan);
}
