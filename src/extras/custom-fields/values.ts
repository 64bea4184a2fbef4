import { schemaProblem } from '../../core/model/json-schema.js';
import { pythonTypeName } from '../../core/write/coerce.js';
import { pythonRepr } from '../../core/write/related.js';
import type { CustomFieldTypeValue } from './choices.js';

/**
 * One custom field value checked against its definition, with NetBox's messages (docs/models.md
 * §6.2, CustomField.validate). Callers wrap the message as "Invalid value for custom field '<name>': …".
 */

/** What validating a value needs to know about its custom field. */
export interface CustomFieldDef {
  id: number;
  name: string;
  type: CustomFieldTypeValue;
  related_object_type: string | null;
  required: boolean;
  unique: boolean;
  filter_logic: string;
  default: unknown;
  validation_minimum: number | null;
  validation_maximum: number | null;
  validation_regex: string;
  /** a JSON schema the value of a json field must conform to */
  validation_schema: unknown;
  /** the choice set's name and values (selection fields) */
  choice_set_name: string | null;
  choices: string[];
}

export class InvalidValue extends Error {}

/** Values that count as "no value": they pass every check unless the field is required. */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** NetBox prints min/max from a decimal(16,4) column, e.g. "10.0000". */
function decimalText(n: number): string {
  return Number(n).toFixed(4);
}

/** Python's `str()` of a JSON value, as NetBox's messages show it. */
export function pythonStr(value: unknown): string {
  return pythonRepr(value, false);
}

/** A Python regular expression as a JavaScript one matching at the start only (re.match). */
export function pythonRegex(source: string): RegExp {
  const js = source.replace(/\(\?P<([A-Za-z_]\w*)>/g, '(?<$1>').replace(/\(\?P=([A-Za-z_]\w*)\)/g, '\\k<$1>');
  return new RegExp(js, 'y');
}

export function regexCompiles(source: string): boolean {
  try {
    pythonRegex(source);
    return true;
  } catch {
    return false;
  }
}

const DECIMAL_TEXT = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?\s*$/i;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}(:\d{2}(:\d{2}([.,]\d{1,6})?)?)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

function validDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function validDateTime(text: string): boolean {
  if (!ISO_DATETIME.test(text) || !validDate(text.slice(0, 10))) return false;
  const time = text.slice(11).match(/^(\d{2})(?::(\d{2}))?(?::(\d{2}))?/);
  return !time || (Number(time[1]) < 24 && Number(time[2] ?? 0) < 60 && Number(time[3] ?? 0) < 60);
}

function checkRange(def: CustomFieldDef, n: number): void {
  if (def.validation_minimum !== null && n < def.validation_minimum) {
    throw new InvalidValue(`Value must be at least ${decimalText(def.validation_minimum)}`);
  }
  if (def.validation_maximum !== null && n > def.validation_maximum) {
    throw new InvalidValue(`Value must not exceed ${decimalText(def.validation_maximum)}`);
  }
}

function checkRegex(def: CustomFieldDef, value: string): void {
  if (!def.validation_regex) return;
  const re = pythonRegex(def.validation_regex);
  re.lastIndex = 0;
  if (!re.test(value)) throw new InvalidValue(`Value must match regex '${def.validation_regex}'`);
}

/**
 * The value to store for `value`, or InvalidValue with NetBox's message. Decimals given as numeric
 * strings are stored as numbers and booleans given as 1/0 as true/false, so filters compare like with like.
 */
export function validateValue(def: CustomFieldDef, value: unknown): unknown {
  if (isEmptyValue(value)) {
    if (def.required) throw new InvalidValue('Required field cannot be empty.');
    return value ?? null;
  }
  switch (def.type) {
    case 'text':
    case 'longtext':
    case 'url':
      if (typeof value !== 'string') throw new InvalidValue('Value must be a string.');
      checkRegex(def, value);
      return value;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value)) throw new InvalidValue('Value must be an integer.');
      checkRange(def, value);
      return value;
    case 'decimal': {
      const n =
        typeof value === 'number'
          ? value
          : typeof value === 'boolean'
            ? Number(value)
            : typeof value === 'string' && DECIMAL_TEXT.test(value)
              ? Number(value)
              : NaN;
      if (!Number.isFinite(n)) throw new InvalidValue('Value must be a decimal.');
      checkRange(def, n);
      return n;
    }
    case 'boolean':
      if (value === true || value === 1) return true;
      if (value === false || value === 0) return false;
      throw new InvalidValue('Value must be true or false.');
    case 'date':
      if (typeof value !== 'string' || !validDate(value)) throw new InvalidValue('Date values must be in ISO 8601 format (YYYY-MM-DD).');
      return value;
    case 'datetime':
      if (typeof value !== 'string' || !validDateTime(value)) {
        throw new InvalidValue('Date and time values must be in ISO 8601 format (YYYY-MM-DD HH:MM:SS).');
      }
      return value;
    case 'select':
      if (typeof value !== 'string' || !def.choices.includes(value)) {
        throw new InvalidValue(`Invalid choice (${pythonStr(value)}) for choice set ${def.choice_set_name}.`);
      }
      return value;
    case 'multiselect':
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && def.choices.includes(v))) {
        throw new InvalidValue(`Invalid choice(s) (${pythonStr(value)}) for choice set ${def.choice_set_name}.`);
      }
      return value;
    case 'object':
      if (typeof value !== 'number' || !Number.isInteger(value)) throw new InvalidValue(`Value must be an object ID, not ${pythonTypeName(value)}`);
      return value;
    case 'multiobject': {
      if (!Array.isArray(value)) throw new InvalidValue(`Value must be a list of object IDs, not ${pythonTypeName(value)}`);
      const bad = value.find((v) => typeof v !== 'number' || !Number.isInteger(v));
      if (bad !== undefined) throw new InvalidValue(`Found invalid object ID: ${pythonStr(bad)}`);
      return value;
    }
    default: {
      // json: any value, conforming to the field's schema when it has one
      const problem = def.validation_schema ? schemaProblem(value, def.validation_schema) : null;
      if (problem) throw new InvalidValue(`Value does not conform to the assigned schema: ${problem}`);
      return value;
    }
  }
}
