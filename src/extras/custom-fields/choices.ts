import { defineChoices } from '../../core/model/choices.js';

/** Choice sets of custom fields and their choice sets (docs/models.md §6.2). */

export const CustomFieldType = defineChoices({
  text: 'Text',
  longtext: 'Text (long)',
  integer: 'Integer',
  decimal: 'Decimal',
  boolean: 'Boolean (true/false)',
  date: 'Date',
  datetime: 'Date & time',
  url: 'URL',
  json: 'JSON',
  select: 'Selection',
  multiselect: 'Multiple selection',
  object: 'Object',
  multiobject: 'Multiple objects',
});

export type CustomFieldTypeValue =
  | 'text'
  | 'longtext'
  | 'integer'
  | 'decimal'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'url'
  | 'json'
  | 'select'
  | 'multiselect'
  | 'object'
  | 'multiobject';

export const SELECTION_TYPES: readonly string[] = ['select', 'multiselect'];
export const OBJECT_TYPES: readonly string[] = ['object', 'multiobject'];
export const NUMERIC_TYPES: readonly string[] = ['integer', 'decimal'];
export const REGEX_TYPES: readonly string[] = ['text', 'longtext', 'url'];

export const CustomFieldFilterLogic = defineChoices({ disabled: 'Disabled', loose: 'Loose', exact: 'Exact' });
export const CustomFieldUIVisible = defineChoices({ always: 'Always', 'if-set': 'If set', hidden: 'Hidden' });
export const CustomFieldUIEditable = defineChoices({ yes: 'Yes', no: 'No', hidden: 'Hidden' });

export const ChoiceSetBaseChoices = defineChoices({
  IATA: 'IATA (Airport codes)',
  ISO_3166: 'ISO 3166 (Country codes)',
  UN_LOCODE: 'UN/LOCODE (Location codes)',
});

export const CHOICE_COLORS: readonly string[] = [
  'blue',
  'indigo',
  'purple',
  'pink',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'cyan',
  'gray',
  'black',
  'white',
];
