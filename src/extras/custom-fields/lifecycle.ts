import type { Queryable } from '../../database/db.js';
import { Resource, ResourceRegistry } from '../../core/model/define-resource.js';
import { quoteIdent } from '../../database/sql.js';
import type { ObjectEvent } from '../../core/write/hooks.js';
import type { WriteStep } from '../../core/write/pipeline.js';
import { forgetDefinitions } from './definitions.js';

/**
 * Stored values follow their custom field, inside the transaction that changes it (as NetBox's
 * signal handlers do): a new field writes its non-null default into every object of its types; a
 * renamed field moves the key; a type taken off the field loses the key (a type added gets the
 * default); a deleted field's key is removed everywhere. An absent key reads as null, so nothing is
 * written for fields without a default.
 */

interface FieldState {
  name: string;
  object_types: string[];
  default: unknown;
}

type Snapshot = Map<number, FieldState>;

async function fieldStates(db: Queryable, ids: number[]): Promise<Snapshot> {
  const rows = await db.query<FieldState & { id: number }>(
    `SELECT id, name, object_types, "default" FROM extras_customfield WHERE id = ANY($1::bigint[])`,
    [ids],
  );
  return new Map(rows.map(({ id, ...state }) => [id, state]));
}

function tablesOf(types: string[]): Resource[] {
  return types.map((t) => ResourceRegistry.byObjectType(t)).filter((r): r is Resource => Boolean(r?.hasCustomFields));
}

async function setDefault(db: Queryable, types: string[], name: string, value: unknown): Promise<void> {
  if (value === null || value === undefined) return;
  for (const r of tablesOf(types)) {
    await db.query(`UPDATE ${quoteIdent(r.table)} SET custom_field_data = jsonb_set(custom_field_data, ARRAY[$1::text], $2::jsonb)`, [
      name,
      JSON.stringify(value),
    ]);
  }
}

async function removeKey(db: Queryable, types: string[], name: string): Promise<void> {
  for (const r of tablesOf(types)) {
    await db.query(`UPDATE ${quoteIdent(r.table)} SET custom_field_data = custom_field_data - $1::text WHERE custom_field_data ? $1::text`, [name]);
  }
}

async function renameKey(db: Queryable, types: string[], from: string, to: string): Promise<void> {
  for (const r of tablesOf(types)) {
    await db.query(
      `UPDATE ${quoteIdent(r.table)} SET custom_field_data = jsonb_set(custom_field_data - $1::text, ARRAY[$2::text], custom_field_data -> $1::text)
        WHERE custom_field_data ? $1::text`,
      [from, to],
    );
  }
}

/** The step keeping stored values in step with `fields` (the custom-field resource). */
export function customFieldValues(fields: Resource): WriteStep {
  const isCustomField = (resource: Resource) => resource === fields;
  return {
    name: 'extras.custom-field-values',
    phase: 'derive',
    async before(db, resource, ids) {
      return isCustomField(resource) ? fieldStates(db, ids) : undefined;
    },
    async after(db, events: ObjectEvent[], state) {
      const mine = events.filter((e) => isCustomField(e.resource));
      if (!mine.length) return;
      forgetDefinitions(db);
      const before = (state as Snapshot | undefined) ?? new Map<number, FieldState>();
      const changed = mine.filter((e) => e.action !== 'delete').map((e) => e.id);
      const now = changed.length ? await fieldStates(db, changed) : new Map<number, FieldState>();
      for (const event of mine) {
        const old = before.get(event.id);
        const cur = now.get(event.id);
        if (event.action === 'create' && cur) await setDefault(db, cur.object_types, cur.name, cur.default);
        if (event.action === 'delete' && old) await removeKey(db, old.object_types, old.name);
        if (event.action !== 'update' || !old || !cur) continue;
        const removed = old.object_types.filter((t) => !cur.object_types.includes(t));
        const added = cur.object_types.filter((t) => !old.object_types.includes(t));
        await removeKey(db, removed, old.name);
        if (old.name !== cur.name)
          await renameKey(
            db,
            cur.object_types.filter((t) => !added.includes(t)),
            old.name,
            cur.name,
          );
        await setDefault(db, added, cur.name, cur.default);
      }
    },
  };
}
