import { isISO8601 } from 'class-validator';
import { ResourceRegistry } from '../model/define-resource.js';
import { FieldMeta } from '../model/fields.js';
import { parseIpInterface } from './ip.js';
import { parseMac } from '../model/mac.js';

/**
 * Turns one JSON value into the stored value of a field, with Django REST Framework's rules and
 * messages (docs/api-behaviour.md §5.5, docs/models.md §0.7). Throws FieldError with the message.
 */
export class FieldError extends Error {
  constructor(
    message: string,
    /** a nested error body (custom fields report a dict) */
    readonly detail?: unknown,
    /** the error key when it is not the field's own (custom field rules report under `__all__`) */
    readonly key?: string,
  ) {
    super(message);
  }
}

/** Python's type names, as DRF's messages show them. */
export function pythonTypeName(value: unknown): string {
  if (value === null) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  switch (typeof value) {
    case 'string':
      return 'str';
    case 'number':
      return Number.isInteger(value) ? 'int' : 'float';
    case 'boolean':
      return 'bool';
    default:
      return 'dict';
  }
}

const TRUE = new Set([true, 1, 'true', 'True', 'TRUE', '1', 'yes', 'Yes', 'YES', 'on', 'On', 'ON', 'y', 'Y', 't', 'T']);
const FALSE = new Set([false, 0, 'false', 'False', 'FALSE', '0', 'no', 'No', 'NO', 'off', 'Off', 'OFF', 'n', 'N', 'f', 'F']);

function coerceString(field: FieldMeta, value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') throw new FieldError('Not a valid string.');
  let s = String(value).trim();
  if (field.lowercase) s = s.toLowerCase();
  if (s === '') {
    if (field.blank) return '';
    if (field.nullable) return null;
    throw new FieldError('This field may not be blank.');
  }
  if (field.maxLength && s.length > field.maxLength) {
    throw new FieldError(`Ensure this field has no more than ${field.maxLength} characters.`);
  }
  if (field.pattern && !field.pattern.regex.test(s)) throw new FieldError(field.pattern.message);
  return s;
}

function checkRange(field: FieldMeta, n: number): void {
  if (field.minValue !== undefined && n < field.minValue) {
    throw new FieldError(`Ensure this value is greater than or equal to ${field.minValue}.`);
  }
  if (field.maxValue !== undefined && n > field.maxValue) {
    throw new FieldError(`Ensure this value is less than or equal to ${field.maxValue}.`);
  }
}

function coerceInteger(field: FieldMeta, value: unknown): number {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\s*-?\d+(\.0*)?\s*$/.test(value)) n = Number(value);
  else throw new FieldError('A valid integer is required.');
  if (!Number.isInteger(n) || !Number.isSafeInteger(n)) throw new FieldError('A valid integer is required.');
  checkRange(field, n);
  return n;
}

function coerceDecimal(field: FieldMeta, value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : null;
  if (text === null || text === '' || !/^-?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i.test(text) || !Number.isFinite(Number(text))) {
    throw new FieldError('A valid number is required.');
  }
  const n = Number(text);
  const [whole, fraction = ''] = Math.abs(n).toFixed(12).replace(/0+$/, '').replace(/\.$/, '').split('.');
  const wholeDigits = whole === '0' ? 0 : whole.length;
  if (field.maxDigits !== undefined && wholeDigits + fraction.length > field.maxDigits) {
    if (field.decimalPlaces !== undefined && fraction.length > field.decimalPlaces) {
      throw new FieldError(`Ensure that there are no more than ${field.decimalPlaces} decimal places.`);
    }
    throw new FieldError(`Ensure that there are no more than ${field.maxDigits} digits in total.`);
  }
  if (field.decimalPlaces !== undefined && fraction.length > field.decimalPlaces) {
    throw new FieldError(`Ensure that there are no more than ${field.decimalPlaces} decimal places.`);
  }
  if (field.maxDigits !== undefined && field.decimalPlaces !== undefined && wholeDigits > field.maxDigits - field.decimalPlaces) {
    throw new FieldError(`Ensure that there are no more than ${field.maxDigits - field.decimalPlaces} digits before the decimal point.`);
  }
  checkRange(field, n);
  return n;
}

function coerceChoice(field: FieldMeta, value: unknown): string | number | null {
  if (value !== null && typeof value === 'object') {
    throw new FieldError('Value must be passed directly (e.g. "foo": 123); do not use a dictionary or list.');
  }
  if (value === '') {
    if (field.blank || field.nullable) return field.nullable ? null : '';
    throw new FieldError('This field may not be blank.');
  }
  const matched = field.choices!.match(value);
  if (matched === undefined) throw new FieldError(`${String(value)} is not a valid choice.`);
  return matched;
}

/** `app.model` naming a model this generic relation may point at (docs/api-behaviour.md §5.4). */
function coerceObjectType(field: FieldMeta, value: unknown): string {
  if (typeof value !== 'string' || !/^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$/.test(value)) {
    throw new FieldError("Invalid value. Specify a content type as '<app_label>.<model_name>'.");
  }
  const allowed = field.generic?.types;
  // no such model: NetBox's content-type field refuses it before the model's own rule names the type
  if (!ResourceRegistry.byObjectType(value)) throw new FieldError(`Invalid content type: ${value}`);
  if (allowed && !allowed.includes(value)) {
    throw new FieldError(field.generic?.typeMessage?.replace('{type}', value) ?? `Invalid content type: ${value}`);
  }
  return value;
}

/** The stored value for a plain (non-relation) field. `null` handling happens here too. */
export function coerceScalar(field: FieldMeta, value: unknown): unknown {
  // a content type is a relational field to DRF, which reads an empty string as null (go-swagger clients
  // send "" for an unset `assigned_object_type`)
  if (value === '' && field.kind === 'objectType') value = null;
  if (value === null) {
    if (field.nullable) return null;
    if (field.kind === 'json' && !field.objectOnly) return null;
    throw new FieldError('This field may not be null.');
  }
  switch (field.kind) {
    case 'string':
    case 'slug':
      return coerceString(field, value);
    case 'integer':
      return coerceInteger(field, value);
    case 'decimal':
      return coerceDecimal(field, value);
    case 'boolean':
      if (TRUE.has(value as never)) return true;
      if (FALSE.has(value as never)) return false;
      throw new FieldError('Must be a valid boolean.');
    case 'date':
      if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) {
        throw new FieldError('Date has wrong format. Use one of these formats instead: YYYY-MM-DD.');
      }
      return value;
    case 'datetime':
      if (typeof value !== 'string' || !isISO8601(value, { strict: true }) || Number.isNaN(Date.parse(value))) {
        throw new FieldError('Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].');
      }
      // A time without zone is UTC (the server's zone), never the host's local time.
      return new Date(/T.*([zZ]|[+-]\d{2}:?\d{2})$/.test(value) || !value.includes('T') ? value : `${value}Z`).toISOString();
    case 'json':
      if (field.objectOnly && (typeof value !== 'object' || Array.isArray(value))) {
        throw new FieldError('JSON data must be in object form. Example: {"foo": 123}');
      }
      return value;
    case 'choice':
      return coerceChoice(field, value);
    case 'objectType':
      return coerceObjectType(field, value);
    case 'ipNetwork':
    case 'ipAddress': {
      const kind = field.kind === 'ipNetwork' ? 'prefix' : 'address';
      if (typeof value === 'string' && value.trim() === '') throw new FieldError('This field may not be blank.');
      const parsed = typeof value === 'string' ? parseIpInterface(value.trim()) : null;
      if (!parsed) throw new FieldError(`Invalid IP ${kind} format: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
      if (parsed.length === 0 && field.zeroMaskMessage) throw new FieldError(field.zeroMaskMessage);
      return field.kind === 'ipNetwork' ? parsed.network : parsed.text;
    }
    case 'macAddress': {
      const mac = typeof value === 'string' ? parseMac(value) : null;
      if (!mac) throw new FieldError(`Invalid MAC address format: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
      return mac;
    }
    case 'uuid':
      if (typeof value !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) {
        throw new FieldError('Must be a valid UUID.');
      }
      return value.toLowerCase();
    default:
      return value;
  }
}
