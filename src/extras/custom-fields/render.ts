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
 * out of a list (the stored ids stay, as in NetBox). A stored list none of whose objects exist (or an
 * empty one) renders as NetBox's serializers do: `[]` for an object rendered alone (a detail GET, a
 * single write's response), null for one of many (a list, a bulk write's response).
 *
 * Date-and-time values are stored as given and rendered as NetBox renders the datetime it parses them
 * into, by `inv_cf_datetime` (migration CustomFieldDatetimeRendering): `YYYY-MM-DDTHH:MM:SS`, microseconds
 * only when not zero, the offset as `+HH:MM` and UTC as `Z`.
 */

export function customFieldsSql(resource: Resource, alias: string, many: boolean): string {
  const cf = `${alias}_cf`;
  const value = `${alias}.custom_field_data -> ${cf}.name`;
  let objects = `inv_cf_objects(${cf}.related_object_type, ${value}, ${BASE_URL_PARAM}::text, ${cf}.type = 'multiobject')`;
  if (!many) objects = `COALESCE(${objects}, CASE WHEN ${cf}.type = 'multiobject' AND jsonb_typeof(${value}) = 'array' THEN '[]'::json END)`;
  const rendered =
    `CASE WHEN ${cf}.type IN ('object', 'multiobject') THEN ${objects}` +
    ` WHEN ${cf}.type = 'datetime' AND jsonb_typeof(${value}) = 'string' THEN inv_cf_datetime(${value} #>> '{}')` +
    ` ELSE (${value})::json END`;
  const type = sqlString(resource.objectType);
  const object =
    `(SELECT COALESCE(json_object_agg(${cf}.name, ${rendered} ORDER BY ${cf}.group_name, ${cf}.weight, ${cf}.name), '{}'::json)` +
    ` FROM extras_customfield ${cf} WHERE ${cf}.object_types ? ${type})`;
  // most models have no custom field: then the statement checks that once, not once per object
  return unlessEmpty(`SELECT 1 FROM extras_customfield WHERE object_types ? ${type}`, object, `'{}'::json`);
}
