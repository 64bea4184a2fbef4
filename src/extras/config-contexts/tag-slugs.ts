import { JoinTable, ManyToMany } from 'typeorm';
import type { Queryable } from '../../database/db.js';
import { FieldKind, humanize, registerField } from '../../core/model/fields.js';
import { registerToMany } from '../../core/serialize/plan.js';
import { FieldError, pythonTypeName } from '../../core/write/coerce.js';
import { registerRelationWriter, RelationWriter } from '../../core/write/hooks.js';
import { manyToManyWriter } from '../../core/write/many-to-many.js';
import { Tag } from '../entities/tag.entity.js';

/**
 * A list of tags named by slug (DRF's SlugRelatedField, many=True): a config context's `tags` criterion.
 * Kept in a plain join table to extras_tag — not in extras_taggeditem, which holds the tags objects
 * carry (so a tag's tagged_items does not count config contexts, as in NetBox). Read and written as
 * slugs, in the tags' own order (weight, name); the write replaces the set.
 */
const KIND = 'tagSlugs' as FieldKind;

export function TagSlugsField(options: { table: string; label?: string }): PropertyDecorator {
  return (proto, key) => {
    const name = String(key);
    const ownerColumn = `${proto.constructor.name.toLowerCase()}_id`;
    registerField(proto, {
      name,
      kind: KIND,
      label: options.label ?? humanize(name),
      group: 'body',
      required: false,
      nullable: false,
      blank: false,
      readOnly: false,
      writeOnly: false,
      default: [],
      target: () => Tag,
      m2m: { table: options.table, ownerColumn, targetColumn: 'tag_id' },
      // the `tag` / `tag_id` filters over this table are the feature's own (criteria.ts)
      filter: false,
    });
    ManyToMany(() => Tag)(proto, key);
    JoinTable({
      name: options.table,
      joinColumn: { name: ownerColumn, referencedColumnName: 'id' },
      inverseJoinColumn: { name: 'tag_id', referencedColumnName: 'id' },
    })(proto, key);
  };
}

async function resolveSlugs(db: Queryable, value: unknown): Promise<number[]> {
  if (!Array.isArray(value)) throw new FieldError(`Expected a list of items but got type "${pythonTypeName(value)}".`);
  for (const entry of value) {
    if (entry === null || typeof entry === 'object' || typeof entry === 'boolean') throw new FieldError('Invalid value.');
  }
  const slugs = value.map(String);
  const rows = await db.query<{ id: number; slug: string }>('SELECT id, slug FROM extras_tag WHERE slug = ANY($1::text[])', [slugs]);
  const bySlug = new Map(rows.map((r) => [r.slug, r.id]));
  const missing = slugs.find((s) => !bySlug.has(s));
  if (missing !== undefined) throw new FieldError(`Object with slug=${missing} does not exist.`);
  return [...new Set(slugs.map((s) => bySlug.get(s)!))];
}

// stored exactly like a many-to-many field; only the input differs (slugs instead of ids)
const tagSlugsWriter: RelationWriter<number[]> = {
  resolve: (db, _resource, _field, value) => resolveSlugs(db, value),
  save: (db, resource, field, entries, isNew) => manyToManyWriter.save(db, resource, field, entries, isNew),
};

let registered = false;

export function registerTagSlugs(): void {
  if (registered) return;
  registered = true;
  registerToMany(KIND, (_resource, field) => {
    const { table, ownerColumn } = field.m2m!;
    return (alias) =>
      `SELECT COALESCE(json_agg(tg.slug ORDER BY tg.weight, tg.name), '[]'::json) FROM "${table}" ts
         JOIN extras_tag tg ON tg.id = ts.tag_id WHERE ts."${ownerColumn}" = ${alias}.id`;
  });
  registerRelationWriter(KIND, tagSlugsWriter);
}
