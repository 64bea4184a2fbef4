import type { Queryable } from '../../database/db.js';
import { Resource, ResourceRegistry } from '../model/define-resource.js';
import { FieldMeta } from '../model/fields.js';
import { quoteIdent } from '../../database/sql.js';
import { FieldError, pythonTypeName } from './coerce.js';
import type { RelationWriter } from './hooks.js';
import { existingIds } from './related.js';

/**
 * Many-to-many fields on write: a list of ids (DRF's messages), replacing the whole set
 * (docs/api-behaviour.md §5.3); a reverse foreign key's list points the rows named at the object.
 */
async function resolveIds(db: Queryable, _resource: Resource, field: FieldMeta, value: unknown): Promise<number[]> {
  if (!Array.isArray(value)) throw new FieldError(`Expected a list of items but got type "${pythonTypeName(value)}".`);
  const ids: number[] = [];
  for (const entry of value) {
    if (typeof entry === 'number' && Number.isInteger(entry)) ids.push(entry);
    else if (typeof entry === 'string' && /^\d+$/.test(entry)) ids.push(Number(entry));
    else throw new FieldError(`Incorrect type. Expected pk value, received ${pythonTypeName(entry)}.`);
  }
  const target = ResourceRegistry.forEntity(field.target!());
  const found = await existingIds(db, target, ids);
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw new FieldError(`Invalid pk "${missing}" - object does not exist.`);
  return [...new Set(ids)];
}

async function saveIds(db: Queryable, field: FieldMeta, entries: { objectId: number; value: number[] }[], isNew: boolean) {
  const { table, ownerColumn, targetColumn, reverse } = field.m2m!;
  if (reverse) return pointAt(db, table, ownerColumn, entries);
  const owners = entries.map((e) => e.objectId);
  if (!isNew) await db.query(`DELETE FROM ${quoteIdent(table)} WHERE ${quoteIdent(ownerColumn)} = ANY($1::bigint[])`, [owners]);
  const pairs = entries.flatMap((e) => e.value.map((id) => [e.objectId, id] as const));
  if (!pairs.length) return;
  await db.query(
    `INSERT INTO ${quoteIdent(table)} (${quoteIdent(ownerColumn)}, ${quoteIdent(targetColumn)})
     SELECT o, t FROM unnest($1::bigint[], $2::bigint[]) AS p(o, t) ON CONFLICT DO NOTHING`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
}

/**
 * A reverse foreign key's list (ReverseForeignKeysField): the rows named point at their owner; the others
 * are left as they are (their key cannot be null).
 */
async function pointAt(db: Queryable, table: string, column: string, entries: { objectId: number; value: number[] }[]) {
  const pairs = entries.flatMap((e) => e.value.map((id) => [e.objectId, id] as const));
  if (!pairs.length) return;
  await db.query(
    `UPDATE ${quoteIdent(table)} t SET ${quoteIdent(column)} = p.o FROM unnest($1::bigint[], $2::bigint[]) AS p(o, t)
      WHERE t.id = p.t AND t.${quoteIdent(column)} IS DISTINCT FROM p.o`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
}

/** The writer of `manyToMany` fields (registered by CoreModule). */
export const manyToManyWriter: RelationWriter<number[]> = {
  resolve: (db, resource, field, value) => resolveIds(db, resource, field, value),
  save: (db, _resource, field, entries, isNew) => saveIds(db, field, entries, isNew),
};
