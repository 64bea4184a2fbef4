import { Column, Entity, Index } from 'typeorm';
import {
  BooleanField,
  CharField,
  ChoiceField,
  Computed,
  DecimalField,
  ForeignKey,
  IntegerField,
  JsonField,
  OwnerField,
  TextField,
  registerField,
} from '../../../core/model/fields.js';
import { ChangeLoggedModel } from '../../../core/model/model-bases.js';
import { CustomFieldFilterLogic, CustomFieldType, CustomFieldUIEditable, CustomFieldUIVisible } from '../choices.js';
import { CustomFieldChoiceSet } from './custom-field-choice-set.entity.js';

/**
 * `related_object_type`: an `app.model` string naming any declared model, validated like the type half
 * of a generic relation (core's objectType kind) but without an id beside it.
 */
function ObjectTypeField(): PropertyDecorator {
  return (target, key) => {
    registerField(target, {
      name: String(key),
      kind: 'objectType',
      column: String(key),
      label: 'Related object type',
      group: 'body',
      required: false,
      nullable: true,
      blank: false,
      readOnly: false,
      writeOnly: false,
      default: null,
      maxLength: 100,
      filter: true,
      helpText: 'The type of object this field maps to (for object fields)',
    });
    Column({ type: 'varchar', length: 100, nullable: true })(target, key);
  };
}

const DATA_TYPE = (t: string) =>
  `CASE ${t}.type WHEN 'integer' THEN 'integer' WHEN 'decimal' THEN 'decimal' WHEN 'boolean' THEN 'boolean'
     WHEN 'json' THEN 'object' WHEN 'object' THEN 'object' WHEN 'multiselect' THEN 'array' WHEN 'multiobject' THEN 'array'
     ELSE 'string' END`;

const NAME = { regex: /^[a-z0-9_]+$/i, message: 'Only alphanumeric characters and underscores are allowed.' };

/** A custom field: a typed value every object of the given models carries in `custom_fields`. */
@Entity('extras_customfield')
@Index(['group_name', 'weight', 'name'])
export class CustomField extends ChangeLoggedModel {
  @JsonField({ helpText: 'The object(s) to which this field applies.' }) object_types: string[];
  @ChoiceField(CustomFieldType, { default: 'text', required: true, helpText: 'The type of data this custom field holds' }) type: string;
  @ObjectTypeField() related_object_type: string | null;
  @Computed('string', DATA_TYPE, { group: 'body' }) data_type: string;
  @CharField({ maxLength: 50, unique: true, pattern: NAME, helpText: 'Internal field name' }) name: string;
  @CharField({ maxLength: 50, blank: true }) label: string;
  @CharField({ maxLength: 50, blank: true }) group_name: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @BooleanField({ default: false }) required: boolean;
  @BooleanField({ default: false, label: 'Must be unique' }) unique: boolean;
  @IntegerField({ default: 1000, minValue: 0, maxValue: 32767 }) search_weight: number;
  @ChoiceField(CustomFieldFilterLogic, { default: 'loose', choiceLookupsUnchecked: true }) filter_logic: string;
  @ChoiceField(CustomFieldUIVisible, { default: 'always', label: 'UI visible', choiceLookupsUnchecked: true }) ui_visible: string;
  @ChoiceField(CustomFieldUIEditable, { default: 'yes', label: 'UI editable', choiceLookupsUnchecked: true }) ui_editable: string;
  @BooleanField({ default: false }) is_cloneable: boolean;
  @JsonField({ nullable: true, helpText: 'Default value for the field (must be a JSON value).' }) default: unknown;
  @JsonField({ nullable: true }) related_object_filter: Record<string, unknown> | null;
  @IntegerField({ default: 100, minValue: 0, maxValue: 32767, label: 'Display weight' }) weight: number;
  @DecimalField({ maxDigits: 16, decimalPlaces: 4, nullable: true, label: 'Minimum value' }) validation_minimum: number | null;
  @DecimalField({ maxDigits: 16, decimalPlaces: 4, nullable: true, label: 'Maximum value' }) validation_maximum: number | null;
  @CharField({ maxLength: 500, blank: true, label: 'Validation regex' }) validation_regex: string;
  @JsonField({ nullable: true }) validation_schema: Record<string, unknown> | null;
  @ForeignKey(() => CustomFieldChoiceSet, { onDelete: 'PROTECT', nullable: true }) choice_set: CustomFieldChoiceSet | null;
  @OwnerField({ group: 'body' }) owner: unknown;
  @TextField() comments: string;
}
