import type { Queryable } from '../../database/db.js';
import { pushTo } from '../../core/collections.js';
import { ValidationError } from '../../core/model/errors.js';
import { Resource, ResourceRegistry } from '../../core/model/define-resource.js';
import { CompiledFilter, FilterValueError, registerFilterFactory } from '../../core/query/filters.js';
import { BASE_URL_PARAM, registerToMany, sqlString, unlessEmpty } from '../../core/serialize/plan.js';
import { FieldError } from '../../core/write/coerce.js';
import { registerRelationWriter, RelationWriter } from '../../core/write/hooks.js';
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

async function saveTags(db: Queryable, resource: Resource, entries: { objectId: number; value: number[] }[], isNew: boolean) {
  if (!entries.length) return;
  const objectIds = entries.map((e) => e.objectId);
  if (!isNew) {
    await db.query(`DELETE FROM extras_taggeditem WHERE object_type = $1 AND object_id = ANY($2::bigint[])`, [resource.objectType, objectIds]);
  }
  const pairs = entries.flatMap((e) => e.value.map((tagId) => [e.objectId, tagId] as const));
  if (!pairs.length) return;
  await db.query(
    `INSERT INTO extras_taggeditem (object_type, object_id, tag_id)
     SELECT $1, o, t FROM unnest($2::bigint[], $3::bigint[]) AS p(o, t) ON CONFLICT DO NOTHING`,
    [resource.objectType, pairs.map((p) => p[0]), pairs.map((p) => p[1])],
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

const tagWriter: RelationWriter<number[]> = {
  resolve: (db, resource, _field, value) => resolveTags(db, resource, value),
  save: (db, resource, _field, entries, isNew) => saveTags(db, resource, entries, isNew),
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
