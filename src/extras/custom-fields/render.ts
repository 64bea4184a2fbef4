import { Resource, ResourceRegistry } from '../../core/model/define-resource.js';
import { BASE_URL_PARAM, nestedObjectSql, sqlString } from '../../core/serialize/plan.js';

/**
 * `custom_fields` on read (docs/models.md §0.3): every custom field of the model's type, in
 * custom-field order, `null` when unset. The SQL reads the definitions when it runs (a correlated
 * subquery over extras_customfield), so cached plans stay right while fields come and go and several
 * API processes serve.
 *
 * Object and multi-object values are rendered as nested brief objects of the field's related type,
 * still in the same statement: the brief SQL of every model travels as one text[] constant (picked by
 * the field's related type), and extras_cf_objects() (see the CustomFields migration) runs it for each
 * stored id, only for values that are set (a primary-key lookup each, prepared once per connection).
 * Inlining a branch per model instead made every full-featured list plan dozens of subqueries,
 * several times slower to plan and start even with no custom field defined. A reference to a deleted
 * object renders null, or is left out of a list; an empty list renders null, as NetBox does.
 */

/** Per model: a query for the brief form (as nested elsewhere) of the object with id $2 (bigint); $1 is the base URL. */
function briefQuery(target: Resource): string {
  return `SELECT ${nestedObjectSql(target, target.brief.filter((n) => n !== 'custom_fields'), '$2', 'b')}`;
}

/** A text[] constant: one literal, so planning a statement does not analyse one expression per model. */
function textArray(items: string[]): string {
  return `${sqlString(`{${items.map((i) => `"${i.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`)}::text[]`;
}

let briefs: { types: string; queries: string } | null = null;

/** The brief query of the model a field names (built for the first plan, when every model is declared). */
function briefQueryOf(typeExpr: string): string {
  if (!briefs) {
    const all = ResourceRegistry.all();
    briefs = { types: textArray(all.map((r) => r.objectType)), queries: textArray(all.map(briefQuery)) };
  }
  return `(${briefs.queries})[array_position(${briefs.types}, ${typeExpr})]`;
}

let seq = 0;

export function customFieldsSql(resource: Resource, alias: string): string {
  const cf = `cf${++seq}`;
  const value = `${alias}.custom_field_data -> ${cf}.name`;
  const objects = `extras_cf_objects(${briefQueryOf(`${cf}.related_object_type`)}, ${value}, ${BASE_URL_PARAM}::text, ${cf}.type = 'multiobject')`;
  const rendered = `CASE WHEN ${cf}.type IN ('object', 'multiobject') THEN ${objects} ELSE (${value})::json END`;
  return (
    `(SELECT COALESCE(json_object_agg(${cf}.name, ${rendered} ORDER BY ${cf}.group_name, ${cf}.weight, ${cf}.name), '{}'::json)` +
    ` FROM extras_customfield ${cf} WHERE ${cf}.object_types ? ${sqlString(resource.objectType)})`
  );
}
