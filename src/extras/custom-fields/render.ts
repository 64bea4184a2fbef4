import { Resource } from '../../core/model/define-resource.js';
import { BASE_URL_PARAM, sqlString, unlessEmpty } from '../../core/serialize/plan.js';

/**
 * `custom_fields` on read (docs/models.md §0.3): every custom field of the model's type, in
 * custom-field order, `null` when unset. The SQL reads the definitions when it runs (a correlated
 * subquery over extras_customfield), so cached plans stay right while fields come and go and several
 * API processes serve.
 *
 * Object and multi-object values are rendered as nested brief objects of the field's related type by
 * `inv_cf_objects(type, value, base, many)` (migration RepresentationFunctions), which calls each model's
 * brief function through `inv_brief`, only for values that are set: the statement names no model, so it
 * stays small whatever the number of models. A reference to a deleted object renders null, or is left
 * out of a list; an empty list renders null, as NetBox does.
 */
export function customFieldsSql(resource: Resource, alias: string): string {
  const cf = `${alias}_cf`;
  const value = `${alias}.custom_field_data -> ${cf}.name`;
  const objects = `inv_cf_objects(${cf}.related_object_type, ${value}, ${BASE_URL_PARAM}::text, ${cf}.type = 'multiobject')`;
  const rendered = `CASE WHEN ${cf}.type IN ('object', 'multiobject') THEN ${objects} ELSE (${value})::json END`;
  const type = sqlString(resource.objectType);
  const object =
    `(SELECT COALESCE(json_object_agg(${cf}.name, ${rendered} ORDER BY ${cf}.group_name, ${cf}.weight, ${cf}.name), '{}'::json)` +
    ` FROM extras_customfield ${cf} WHERE ${cf}.object_types ? ${type})`;
  // most models have no custom field: then the statement checks that once, not once per object
  return unlessEmpty(`SELECT 1 FROM extras_customfield WHERE object_types ? ${type}`, object, `'{}'::json`);
}
