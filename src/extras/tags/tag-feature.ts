import type { Queryable } from '../../database/db.js';
import { pushTo } from '../../core/collections.js';
import { ValidationError } from '../../core/model/errors.js';
import { Resource, ResourceRegistry } from '../../core/model/define-resource.js';
import { CompiledFilter, FilterValueError, registerFilterFactory } from '../../core/query/filters.js';
import { BASE_URL_PARAM, registerToMany, sqlString, unlessEmpty } from '../../core/serialize/plan.js';
import { FieldError } from '../../core/write/coerce.js';
import { isRelationEdit, RelationEdit, registerRelationWriter, RelationWriter } from '../../core/write/hooks.js';
import { WriteStep, writePipeline } from '../../core/write/pipeline.js';
import { existingIds, parseRelatedRef, resolveAttrs } from '../../core/write/related.js';

/**
 * Tags on every full-featured model: rendered nested, written as ids or attribute dicts (replacing the
 * set), filtered by `tag` / `tag_id` (repeats AND-ed, `__n`, `__any`), cleaned up with their objects.
 */

function tags(): Resource {
  return ResourceRegistry.byObjectType('extras.tag')!;
}

/**
 * Tags of each row as one JSON array in the row's own statement, ordered by weight then name; when no
 * object of the model is tagged, the statement finds that once instead of looking per row.
 */
function tagsSql(resource: Resource): (alias: string) => string {
  const tag = (part: string) => `${BASE_URL_PARAM}::text || '${part}' || tg.id || '/'`;
  const type = sqlString(resource.objectType);
  return (alias) =>
    unlessEmpty(
      `SELECT 1 FROM extras_taggeditem WHERE object_type = ${type}`,
      `(SELECT COALESCE(json_agg(json_build_object('id', tg.id, 'url', ${tag('/api/extras/tags/')}, 'display_url', ${tag('/extras/tags/')},
              'display', tg.name, 'name', tg.name, 'slug', tg.slug, 'color', tg.color) ORDER BY tg.weight, tg.name), '[]'::json)
       FROM extras_taggeditem ti JOIN extras_tag tg ON tg.id = ti.tag_id
      WHERE ti.object_type = ${type} AND ti.object_id = ${alias}.id)`,
      `'[]'::json`,
    );
}

async function resolveTags(db: Queryable, resource: Resource, value: unknown): Promise<number[]> {
  if (!Array.isArray(value))
    throw new FieldError(`Expected a list of items but got type "${typeof value === 'object' && value ? 'dict' : typeof value}".`);
  const ids: number[] = [];
  const byId: number[] = [];
  for (const entry of value) {
    const ref = parseRelatedRef(entry);
    if (ref.kind === 'id') byId.push(ref.id);
    else ids.push(await resolveAttrs(db, tags(), ref.attrs));
  }
  const found = await existingIds(db, tags(), byId);
  const missing = byId.find((id) => !found.has(id));
  if (missing !== undefined) throw new FieldError(`Related object not found using the provided numeric ID: ${missing}`);
  const all = [...new Set([...ids, ...byId])];
  if (all.length) {
    const restricted = await db.query<{ name: string; object_types: string[] }>(
      `SELECT name, object_types FROM extras_tag WHERE id = ANY($1::bigint[]) AND jsonb_array_length(object_types) > 0`,
      [all],
    );
    const refused = restricted.find((t) => !t.object_types.includes(resource.objectType));
    if (refused) throw ValidationError.detail(`Tag ${refused.name} cannot be assigned to ${resource.verboseName} objects.`);
  }
  return all;
}

/** Tags added to and taken from an object's set (`add_tags`, `remove_tags`), the others it holds kept. */
interface TagEdit {
  add: number[];
  remove: number[];
}

const EDIT_KEYS = ['add_tags', 'remove_tags'] as const;

function givenList(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null;
}

/**
 * NetBox's add_tags / remove_tags: `tags` with either is refused when it names tags (an empty `tags`
 * replaces the set and the others are ignored, as NetBox does), removing on create is refused, and a tag
 * may not be in both lists.
 */
async function resolveTagEdit(db: Queryable, resource: Resource, edit: RelationEdit): Promise<number[] | TagEdit> {
  const { given } = edit;
  const editing = EDIT_KEYS.some((key) => givenList(given[key]));
  if (givenList(given.tags) && editing) {
    throw new FieldError('Give either "tags" or "add_tags" / "remove_tags", not both.', undefined, 'tags');
  }
  if (edit.creating && givenList(given.remove_tags)) {
    throw new FieldError('"remove_tags" cannot be used on an object being created.', undefined, 'remove_tags');
  }
  if (Object.hasOwn(given, 'tags')) return resolveTags(db, resource, given.tags);
  const lists: Record<string, number[]> = {};
  for (const key of EDIT_KEYS) {
    const value = given[key];
    if (value === undefined || value === null) lists[key] = [];
    else {
      try {
        lists[key] = await resolveTags(db, resource, value);
      } catch (error) {
        if (error instanceof FieldError) throw new FieldError(error.message, error.detail, key);
        throw error;
      }
    }
  }
  const both = lists.add_tags.filter((id) => lists.remove_tags.includes(id));
  if (both.length) {
    const names = await db.query<{ name: string }>(`SELECT name FROM extras_tag WHERE id = ANY($1::bigint[]) ORDER BY name`, [both]);
    throw new FieldError(`A tag cannot be both added and removed: ${names.map((n) => n.name).join(', ')}`, undefined, 'remove_tags');
  }
  return { add: lists.add_tags, remove: lists.remove_tags };
}

async function saveTagEdits(db: Queryable, resource: Resource, entries: { objectId: number; value: TagEdit }[]) {
  const removed = entries.flatMap((e) => e.value.remove.map((tagId) => [e.objectId, tagId] as const));
  if (removed.length) {
    await db.query(
      `DELETE FROM extras_taggeditem ti USING unnest($2::bigint[], $3::bigint[]) AS p(o, t)
        WHERE ti.object_type = $1 AND ti.object_id = p.o AND ti.tag_id = p.t`,
      [resource.objectType, removed.map((p) => p[0]), removed.map((p) => p[1])],
    );
  }
  await insertTags(
    db,
    resource,
    entries.flatMap((e) => e.value.add.map((tagId) => [e.objectId, tagId] as const)),
  );
}

async function insertTags(db: Queryable, resource: Resource, pairs: (readonly [number, number])[]) {
  if (!pairs.length) return;
  await db.query(
    `INSERT INTO extras_taggeditem (object_type, object_id, tag_id)
     SELECT $1, o, t FROM unnest($2::bigint[], $3::bigint[]) AS p(o, t) ON CONFLICT DO NOTHING`,
    [resource.objectType, pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
}

async function saveTags(db: Queryable, resource: Resource, all: { objectId: number; value: number[] | TagEdit }[], isNew: boolean) {
  const edits = all.filter((e): e is { objectId: number; value: TagEdit } => !Array.isArray(e.value));
  if (edits.length) await saveTagEdits(db, resource, edits);
  const entries = all.filter((e): e is { objectId: number; value: number[] } => Array.isArray(e.value));
  if (!entries.length) return;
  const objectIds = entries.map((e) => e.objectId);
  if (!isNew) {
    await db.query(`DELETE FROM extras_taggeditem WHERE object_type = $1 AND object_id = ANY($2::bigint[])`, [resource.objectType, objectIds]);
  }
  await insertTags(
    db,
    resource,
    entries.flatMap((e) => e.value.map((tagId) => [e.objectId, tagId] as const)),
  );
}

function tagFilter(resource: Resource, name: 'tag' | 'tag_id'): CompiledFilter {
  const byId = name === 'tag_id';
  const column = byId ? 'tg.id::text' : 'tg.slug';
  return {
    name,
    lookups: ['', 'n', 'any'],
    type: byId ? 'integer' : 'string',
    async condition(values, lookup, ctx) {
      if (byId) {
        const bad = values.find((v) => !/^\d+$/.test(v));
        if (bad) throw new FilterValueError(`Select a valid choice. ${bad} is not one of the available choices.`);
      }
      const found = await ctx.db.query<{ v: string }>(`SELECT ${column} AS v FROM extras_tag tg WHERE ${column} = ANY($1::text[])`, [values]);
      const known = new Set(found.map((r) => r.v));
      const missing = values.find((v) => !known.has(byId ? String(Number(v)) : v));
      if (missing) throw new FilterValueError(`Select a valid choice. ${missing} is not one of the available choices.`);
      const type = ctx.params.add(resource.objectType);
      const has = (placeholder: string) =>
        `EXISTS (SELECT 1 FROM extras_taggeditem ti JOIN extras_tag tg ON tg.id = ti.tag_id
                  WHERE ti.object_type = ${type} AND ti.object_id = ${ctx.alias}.id AND ${column} = ANY(${placeholder}::text[]))`;
      const normalized = values.map((v) => (byId ? String(Number(v)) : v));
      if (lookup === 'n') return `NOT ${has(ctx.params.add(normalized))}`;
      if (lookup === 'any') return has(ctx.params.add(normalized));
      return normalized.map((v) => has(ctx.params.add([v]))).join(' AND ');
    },
  };
}

const tagWriter: RelationWriter<number[] | TagEdit> = {
  resolve: (db, resource, _field, value) => (isRelationEdit(value) ? resolveTagEdit(db, resource, value) : resolveTags(db, resource, value)),
  save: (db, resource, _field, entries, isNew) => saveTags(db, resource, entries, isNew),
  editKeys: EDIT_KEYS,
};

/** Deleted objects lose their tag assignments (a generic relation: no foreign key cascades). */
const tagsOfDeleted: WriteStep = {
  name: 'extras.tags-of-deleted',
  phase: 'derive',
  async after(db, events) {
    const deleted = new Map<string, number[]>();
    for (const e of events) {
      if (e.action === 'delete' && e.resource.hasTags) pushTo(deleted, e.resource.objectType, e.id);
    }
    for (const [type, ids] of deleted) {
      await db.query('DELETE FROM extras_taggeditem WHERE object_type = $1 AND object_id = ANY($2::bigint[])', [type, ids]);
    }
  },
};

let registered = false;

export function registerTagFeature(): void {
  if (registered) return;
  registered = true;
  registerToMany('tags', (resource) => tagsSql(resource));
  registerRelationWriter('tags', tagWriter);
  registerFilterFactory((resource) => (resource.hasTags ? [tagFilter(resource, 'tag'), tagFilter(resource, 'tag_id')] : []));
  writePipeline.add(tagsOfDeleted);
}
