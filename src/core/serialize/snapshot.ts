import { Resource, ResourceRegistry } from '../model/define-resource.js';
import { quoteIdent } from '../../database/sql.js';
import type { FieldMeta } from '../model/fields.js';
import { sqlString } from './plan.js';

const snapshots = new WeakMap<Resource, Map<string, string>>();

/** Snapshot SQL (jsonb) of fields of a kind an app declares and stores outside the row (a port's mappings). */
type SnapshotFactory = (resource: Resource, field: FieldMeta, alias: string) => string;
const factories = new Map<string, SnapshotFactory>();

/** Registered by the module owning the kind, before the first write. */
export function registerSnapshot(kind: string, factory: SnapshotFactory): void {
  factories.set(kind, factory);
}

/**
 * The change-log snapshot of a row (docs/models.md §6.5, docs/webhooks.md §4.4), as SQL yielding jsonb:
 * the model's stored fields by name — foreign keys as ids, choices as raw values, many-to-many as id
 * lists, tags as sorted names, custom_fields, timestamps with milliseconds and `Z`, decimals as strings —
 * without id, url, display, counters, or last_updated.
 */
export function snapshotSql(resource: Resource, alias: string): string {
  // built once per resource and alias: the change recorder and the outbox ask for it on every write
  let byAlias = snapshots.get(resource);
  if (!byAlias) snapshots.set(resource, (byAlias = new Map()));
  let sql = byAlias.get(alias);
  if (sql === undefined) byAlias.set(alias, (sql = buildSnapshotSql(resource, alias)));
  return sql;
}

function buildSnapshotSql(resource: Resource, alias: string): string {
  const pairs: string[] = [];
  for (const field of resource.fields) {
    if (field.name === 'id' || field.name === 'last_updated' || field.counter || field.writeOnly || field.snapshot === false) continue;
    const column = field.column ? `${alias}.${quoteIdent(field.column)}` : '';
    let value: string | null = null;
    switch (field.kind) {
      case 'datetime':
        value = `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
        break;
      case 'macAddress':
        value = `upper(${column}::text)`;
        break;
      case 'decimal':
      case 'ipNetwork':
      case 'ipAddress':
        value = `${column}::text`;
        break;
      case 'manyToMany': {
        const { table, ownerColumn, targetColumn } = field.m2m!;
        value = `COALESCE((SELECT jsonb_agg(m.${quoteIdent(targetColumn)} ORDER BY m.${quoteIdent(targetColumn)}) FROM ${quoteIdent(table)} m WHERE m.${quoteIdent(ownerColumn)} = ${alias}.id), '[]'::jsonb)`;
        break;
      }
      case 'tags':
        value = `COALESCE((SELECT jsonb_agg(tg.name ORDER BY tg.name) FROM extras_taggeditem ti JOIN extras_tag tg ON tg.id = ti.tag_id
                  WHERE ti.object_type = ${sqlString(resource.objectType)} AND ti.object_id = ${alias}.id), '[]'::jsonb)`;
        break;
      case 'computed':
        // a stored file as its path under media/ ('' when none), as NetBox's change log records an ImageField
        if (field.file) value = `COALESCE(${alias}.${quoteIdent(field.name)}, '')`;
        break;
      case 'generic':
        break;
      default: {
        const factory = factories.get(field.kind);
        value = factory ? factory(resource, field, alias) : column || null;
      }
    }
    if (value !== null) pairs.push(`${sqlString(field.name)}, ${value}`);
  }
  // jsonb_build_object takes at most 100 arguments: build in chunks and concatenate
  const chunks: string[] = [];
  for (let i = 0; i < pairs.length; i += 45) chunks.push(`jsonb_build_object(${pairs.slice(i, i + 45).join(', ')})`);
  return chunks.length ? chunks.join(' || ') : `'{}'::jsonb`;
}

/** The object a change record names as related (a component's device), as [type SQL, id SQL]. */
export function relatedObjectSql(resource: Resource, alias: string): [string, string] {
  const field = resource.changeParent ? resource.field(resource.changeParent) : undefined;
  if (field?.kind === 'generic') {
    const g = field.generic!;
    return [`${alias}.${quoteIdent(g.typeField)}`, `${alias}.${quoteIdent(g.idField)}`];
  }
  if (!field?.column) return ['NULL::varchar', 'NULL::bigint'];
  const fields = [field, ...(resource.changeParentElse ? [resource.field(resource.changeParentElse)!] : [])];
  const columns = fields.map((f) => `${alias}.${quoteIdent(f.column!)}`);
  const types = fields.map((f, i) => `WHEN ${columns[i]} IS NOT NULL THEN ${sqlString(ResourceRegistry.forEntity(f.target!()).objectType)}`);
  return [`CASE ${types.join(' ')} ELSE NULL END`, columns.length > 1 ? `COALESCE(${columns.join(', ')})` : columns[0]];
}
