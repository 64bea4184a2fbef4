/**
 * A small JSON Schema validator for profiles (NetBox validates a config context's data and a module
 * type's attributes against their profile's schema with Python's jsonschema). It covers the keywords such schemas use — type, enum,
 * const, properties, required, additionalProperties, patternProperties, items, min/maxItems,
 * uniqueItems, min/maxLength, pattern, minimum/maximum (exclusive too), multipleOf, allOf/anyOf/oneOf/not
 * and local $ref — and reports the first failure with jsonschema's wording. Unknown keywords are ignored,
 * as JSON Schema says.
 */

type Schema = Record<string, unknown> | boolean;

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Python's repr of a JSON value, as jsonschema quotes instances in its messages. */
export function pyRepr(value: unknown): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(', ')}]`;
  if (typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${pyRepr(k)}: ${pyRepr(v)}`)
      .join(', ')}}`;
  return String(value);
}

function matchesType(value: unknown, type: string): boolean {
  const actual = typeOf(value);
  return (
    actual === type || (type === 'number' && actual === 'integer') || (type === 'integer' && typeof value === 'number' && Number.isInteger(value))
  );
}

function equal(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

class Validator {
  constructor(private readonly root: Schema) {}

  private resolve(ref: string): Schema {
    if (!ref.startsWith('#')) return true; // remote references are not followed
    let node: unknown = this.root;
    for (const part of ref.slice(1).split('/').filter(Boolean)) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    }
    return (node as Schema) ?? true;
  }

  /** The first failure's message, or null. */
  check(value: unknown, schema: Schema): string | null {
    if (schema === true) return null;
    if (schema === false) return `False schema does not allow ${pyRepr(value)}`;
    const s = schema;
    if (typeof s.$ref === 'string') {
      const problem = this.check(value, this.resolve(s.$ref));
      if (problem) return problem;
    }
    if (s.type !== undefined) {
      const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
      if (!types.some((t) => matchesType(value, t))) {
        return `${pyRepr(value)} is not of type ${types.map((t) => pyRepr(t)).join(', ')}`;
      }
    }
    if (Array.isArray(s.enum) && !s.enum.some((e) => equal(e, value))) return `${pyRepr(value)} is not one of ${pyRepr(s.enum)}`;
    if ('const' in s && !equal(s.const, value)) return `${pyRepr(s.const)} was expected`;
    if (typeof value === 'number') {
      if (typeof s.minimum === 'number' && value < s.minimum) return `${value} is less than the minimum of ${s.minimum}`;
      if (typeof s.maximum === 'number' && value > s.maximum) return `${value} is greater than the maximum of ${s.maximum}`;
      if (typeof s.exclusiveMinimum === 'number' && value <= s.exclusiveMinimum)
        return `${value} is less than or equal to the minimum of ${s.exclusiveMinimum}`;
      if (typeof s.exclusiveMaximum === 'number' && value >= s.exclusiveMaximum)
        return `${value} is greater than or equal to the maximum of ${s.exclusiveMaximum}`;
      if (typeof s.multipleOf === 'number' && s.multipleOf > 0 && Math.abs(value / s.multipleOf - Math.round(value / s.multipleOf)) > 1e-9) {
        return `${value} is not a multiple of ${s.multipleOf}`;
      }
    }
    if (typeof value === 'string') {
      const length = [...value].length;
      if (typeof s.minLength === 'number' && length < s.minLength) return `${pyRepr(value)} is too short`;
      if (typeof s.maxLength === 'number' && length > s.maxLength) return `${pyRepr(value)} is too long`;
      if (typeof s.pattern === 'string') {
        let re: RegExp | null;
        try {
          re = new RegExp(s.pattern, 'u');
        } catch {
          re = null;
        }
        if (re && !re.test(value)) return `${pyRepr(value)} does not match ${pyRepr(s.pattern)}`;
      }
    }
    if (Array.isArray(value)) {
      if (typeof s.minItems === 'number' && value.length < s.minItems) return `${pyRepr(value)} is too short`;
      if (typeof s.maxItems === 'number' && value.length > s.maxItems) return `${pyRepr(value)} is too long`;
      if (s.uniqueItems === true && new Set(value.map((v) => JSON.stringify(v))).size !== value.length)
        return `${pyRepr(value)} has non-unique elements`;
      if (s.items !== undefined && !Array.isArray(s.items)) {
        for (const item of value) {
          const problem = this.check(item, s.items as Schema);
          if (problem) return problem;
        }
      }
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const obj = value as Record<string, unknown>;
      for (const name of Array.isArray(s.required) ? (s.required as string[]) : []) {
        if (!(name in obj)) return `${pyRepr(name)} is a required property`;
      }
      const properties = (s.properties ?? {}) as Record<string, Schema>;
      const patterns = Object.entries((s.patternProperties ?? {}) as Record<string, Schema>);
      const extra: string[] = [];
      for (const [key, v] of Object.entries(obj)) {
        let covered = false;
        if (key in properties) {
          covered = true;
          const problem = this.check(v, properties[key]);
          if (problem) return problem;
        }
        for (const [pattern, sub] of patterns) {
          if (!new RegExp(pattern, 'u').test(key)) continue;
          covered = true;
          const problem = this.check(v, sub);
          if (problem) return problem;
        }
        if (!covered) extra.push(key);
      }
      if (s.additionalProperties === false && extra.length) {
        return `Additional properties are not allowed (${extra.map(pyRepr).join(', ')} ${extra.length === 1 ? 'was' : 'were'} unexpected)`;
      }
      if (s.additionalProperties && typeof s.additionalProperties === 'object') {
        for (const key of extra) {
          const problem = this.check(obj[key], s.additionalProperties as Schema);
          if (problem) return problem;
        }
      }
    }
    if (Array.isArray(s.allOf)) {
      for (const sub of s.allOf as Schema[]) {
        const problem = this.check(value, sub);
        if (problem) return problem;
      }
    }
    if (Array.isArray(s.anyOf) && !(s.anyOf as Schema[]).some((sub) => this.check(value, sub) === null)) {
      return `${pyRepr(value)} is not valid under any of the given schemas`;
    }
    if (Array.isArray(s.oneOf)) {
      const passing = (s.oneOf as Schema[]).filter((sub) => this.check(value, sub) === null).length;
      if (passing === 0) return `${pyRepr(value)} is not valid under any of the given schemas`;
      if (passing > 1) return `${pyRepr(value)} is valid under each of ${passing} of the given schemas`;
    }
    if (s.not !== undefined && this.check(value, s.not as Schema) === null) return `${pyRepr(value)} should not be valid under ${pyRepr(s.not)}`;
    return null;
  }
}

/** The first way `value` fails `schema`, or null when it conforms. */
export function schemaProblem(value: unknown, schema: unknown): string | null {
  if (schema === null || schema === undefined) return null;
  if (typeof schema !== 'boolean' && (typeof schema !== 'object' || Array.isArray(schema))) return null;
  return new Validator(schema as Schema).check(value, schema as Schema);
}

/** Whether a schema is usable: an object (or boolean) whose `type`, if any, names JSON types. */
export function schemaDefinitionProblem(schema: unknown): string | null {
  if (schema === null || schema === undefined || typeof schema === 'boolean') return null;
  if (typeof schema !== 'object' || Array.isArray(schema))
    return `Invalid JSON schema definition: ${pyRepr(schema)} is not of type 'object', 'boolean'`;
  const type = (schema as Record<string, unknown>).type;
  const known = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];
  const types = type === undefined ? [] : Array.isArray(type) ? type : [type];
  const bad = types.find((t) => !known.includes(t as string));
  return bad === undefined ? null : `Invalid JSON schema definition: ${pyRepr(bad)} is not valid under any of the given schemas`;
}
