import { defineResource, ResourceRegistry } from '../../core/model/define-resource.js';
import { method } from '../../core/model/filter-specs.js';
import { schemaDefinitionProblem } from '../../core/model/json-schema.js';
import { objectTypeIdFilter, objectTypesIdFilter } from '../../core/query/object-type-filters.js';
import type { RuleContext, WriteItem } from '../../core/model/model-rules.js';
import { choicesOf } from './base-choices.js';
import { notAList } from './choice-sets.js';
import { CustomFieldType, CustomFieldTypeValue, NUMERIC_TYPES, OBJECT_TYPES, REGEX_TYPES, SELECTION_TYPES } from './choices.js';
import { CustomFieldChoiceSet } from './entities/custom-field-choice-set.entity.js';
import { CustomField } from './entities/custom-field.entity.js';
import { CustomFieldDef, InvalidValue, pythonStr, regexCompiles, validateValue } from './values.js';

/** Custom fields (docs/models.md §6.2); their choice sets are in choice-sets.ts. */

export { customFieldChoiceSets } from './choice-sets.js';

type Json = Record<string, unknown>;

const OBJECT_TYPE = /^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$/;

/** Errors of `object_types`: a list of `app.model` naming models with custom fields. */
function objectTypesError(value: unknown): string | null {
  if (value === null) return 'This field may not be null.';
  if (!Array.isArray(value)) return notAList(value);
  for (const t of value) {
    if (typeof t !== 'string' || !OBJECT_TYPE.test(t)) return "Invalid value. Specify a content type as '<app_label>.<model_name>'.";
    if (!ResourceRegistry.byObjectType(t)?.hasCustomFields) return `Invalid content type: ${t}`;
  }
  return null;
}

/** The definition as the value validator sees it, with the choice set's values when it has one. */
async function asDefinition(values: Json, ctx: RuleContext): Promise<CustomFieldDef> {
  const choiceSet = values.choice_set ? await ctx.row(CustomFieldChoiceSet, values.choice_set as number) : null;
  const pairs = choiceSet ? choicesOf(choiceSet.base_choices as string | null, choiceSet.extra_choices as [string, string][] | null, false) : [];
  return {
    id: 0,
    name: values.name as string,
    type: values.type as CustomFieldTypeValue,
    related_object_type: (values.related_object_type as string | null) ?? null,
    required: Boolean(values.required),
    unique: Boolean(values.unique),
    filter_logic: values.filter_logic as string,
    default: values.default,
    validation_minimum: (values.validation_minimum as number | null) ?? null,
    validation_maximum: (values.validation_maximum as number | null) ?? null,
    validation_regex: (values.validation_regex as string) ?? '',
    validation_schema: values.validation_schema ?? null,
    choice_set_name: (choiceSet?.name as string | undefined) ?? null,
    choices: pairs.map((c) => c[0]),
  };
}

/** NetBox's CustomField.clean(): the first problem found is reported. */
async function validateCustomField(item: WriteItem, ctx: RuleContext): Promise<void> {
  const v = item.values;
  const type = v.type as string;
  const typeLabel = CustomFieldType.label(type) ?? type;
  const problem = objectTypesError(v.object_types);
  if (problem) return ctx.error('object_types', problem);
  if (String(v.name).includes('__')) return ctx.error('name', 'Double underscores are not permitted in custom field names.');
  if (item.before && item.before.type !== type) return ctx.error('type', 'Changing the type of custom fields is not supported.');
  const schema = v.validation_schema;
  if (schema !== null && schema !== undefined && schema !== '') {
    // NetBox's validate_schema: a dictionary that is itself a valid schema
    const invalid = typeof schema !== 'object' || Array.isArray(schema) ? 'Invalid JSON schema definition' : schemaDefinitionProblem(schema);
    if (invalid) return ctx.error('validation_schema', invalid);
  }
  if (v.validation_regex && !regexCompiles(v.validation_regex as string)) {
    return ctx.error('validation_regex', `${v.validation_regex} is not a valid regular expression.`);
  }
  if (v.default !== null && v.default !== undefined) {
    const def = await asDefinition(v, ctx);
    const value = type === 'text' || type === 'longtext' ? pythonStr(v.default) : v.default;
    try {
      validateValue({ ...def, type: SELECTION_TYPES.includes(type) && !def.choice_set_name ? 'json' : def.type }, value);
    } catch (error) {
      if (!(error instanceof InvalidValue)) throw error;
      return ctx.error('default', `Invalid default value "${pythonStr(v.default)}": ${error.message}`);
    }
  }
  if (!NUMERIC_TYPES.includes(type)) {
    if (v.validation_minimum) return ctx.error('validation_minimum', 'A minimum value may be set only for numeric fields');
    if (v.validation_maximum) return ctx.error('validation_maximum', 'A maximum value may be set only for numeric fields');
  }
  if (v.validation_regex && !REGEX_TYPES.includes(type)) {
    return ctx.error('validation_regex', 'Regular expression validation is supported only for text and URL fields');
  }
  if (v.validation_schema && type !== 'json') return ctx.error('validation_schema', 'JSON schema validation is supported only for JSON fields');
  if (v.unique && type === 'boolean') return ctx.error('unique', 'Uniqueness cannot be enforced for boolean fields');
  if (SELECTION_TYPES.includes(type)) {
    if (!v.choice_set) return ctx.error('choice_set', 'Selection fields must specify a set of choices.');
  } else if (v.choice_set) {
    return ctx.error('choice_set', 'Choices may be set only on selection fields.');
  }
  if (OBJECT_TYPES.includes(type)) {
    if (!v.related_object_type) return ctx.error('related_object_type', 'Object fields must define an object type.');
  } else if (v.related_object_type) {
    return ctx.error('type', `${typeLabel} fields may not define an object type.`);
  }
  if (v.related_object_filter !== null && v.related_object_filter !== undefined) {
    if (!OBJECT_TYPES.includes(type)) return ctx.error('related_object_filter', 'A related object filter can be defined only for object fields.');
    if (typeof v.related_object_filter !== 'object' || Array.isArray(v.related_object_filter)) {
      return ctx.error('related_object_filter', 'Filter must be defined as a dictionary mapping attributes to values.');
    }
  }
}

const DISPLAY = (t: string) =>
  `COALESCE(NULLIF(${t}.label, ''), upper(left(replace(${t}.name, '_', ' '), 1)) || lower(substr(replace(${t}.name, '_', ' '), 2)))`;

export const customFields = defineResource({
  entity: CustomField,
  app: 'extras',
  path: 'custom-fields',
  brief: ['id', 'url', 'display', 'name', 'description'],
  ordering: ['group_name', 'weight', 'name'],
  display: DISPLAY,
  search: ['name', 'label', 'group_name', 'description'],
  filters: {
    // object_type=dcim.site: fields that apply to that model
    object_type: method((t, values, params) => `${t}.object_types ?| ${params.add(values)}::text[]`),
    object_type_id: objectTypesIdFilter(),
    related_object_type_id: objectTypeIdFilter('related_object_type'),
  },
  rules: { validate: validateCustomField },
});
