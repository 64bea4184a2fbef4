/**
 * Event rule conditions (docs/webhooks.md §3): a condition `{attr, value, op?, negate?}` or a set
 * `{"and"|"or": [...]}`, nested freely. Validation gives NetBox's messages; evaluation follows NetBox
 * 4.4+'s strict rule: a missing attribute anywhere (or walking through null, or a comparison of the wrong
 * type) makes the whole document evaluate to false — never an error, never a delivery.
 */

const OPS = ['eq', 'gt', 'gte', 'lt', 'lte', 'in', 'contains', 'regex'] as const;
type Op = (typeof OPS)[number];

const OPS_BY_TYPE: Record<string, Op[]> = {
  string: ['eq', 'contains', 'regex'],
  boolean: ['eq', 'contains'],
  number: ['eq', 'gt', 'gte', 'lt', 'lte', 'contains'],
  array: ['eq', 'in', 'contains'],
  null: ['eq'],
};

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Python type names for messages ("Unsupported value type: dict"). */
function pythonType(value: unknown): string {
  return { null: 'NoneType', array: 'list', string: 'str', boolean: 'bool', number: Number.isInteger(value) ? 'int' : 'float', object: 'dict' }[
    typeOf(value)
  ]!;
}

/** Problems with a conditions document; empty when valid. null / {} mean "no conditions". */
export function conditionProblems(doc: unknown): string[] {
  if (doc === null || doc === undefined) return [];
  if (typeof doc !== 'object' || Array.isArray(doc)) return [`Ruleset must be a dictionary, not ${pythonType(doc)}.`];
  if (!Object.keys(doc).length) return [];
  return check(doc as Record<string, unknown>);
}

function check(node: Record<string, unknown>): string[] {
  const keys = Object.keys(node);
  if (keys.length === 1 && (keys[0] === 'and' || keys[0] === 'or')) {
    const members = node[keys[0]];
    if (!Array.isArray(members)) return [`Ruleset must be a list, not ${pythonType(members)}.`];
    return members.flatMap((m) =>
      m && typeof m === 'object' && !Array.isArray(m) ? check(m as Record<string, unknown>) : [`Ruleset must be a dictionary, not ${pythonType(m)}.`],
    );
  }
  if (keys.length === 1 && /^(and|or)$/i.test(keys[0])) return ["Invalid logic type: must be 'AND' or 'OR'. Please check documentation."];
  const allowed = new Set(['attr', 'value', 'op', 'negate']);
  if (!('attr' in node) || !('value' in node) || keys.some((k) => !allowed.has(k))) return ['Incorrect key(s) informed. Please check documentation.'];
  if (typeof node.attr !== 'string' || !node.attr) return ['Incorrect key(s) informed. Please check documentation.'];
  const op = (node.op ?? 'eq') as Op;
  if (!OPS.includes(op)) return [`Unknown operator: ${String(node.op)}. Must be one of: ${OPS.join(', ')}`];
  if ('negate' in node && typeof node.negate !== 'boolean') return ['Incorrect key(s) informed. Please check documentation.'];
  const type = typeOf(node.value);
  if (!(type in OPS_BY_TYPE)) return [`Unsupported value type: ${pythonType(node.value)}`];
  if (!OPS_BY_TYPE[type].includes(op)) return [`Invalid type for ${op} operation: ${pythonType(node.value)}`];
  if (op === 'regex') {
    try {
      new RegExp(String(node.value));
    } catch {
      return [`Invalid regular expression: ${String(node.value)}`];
    }
  }
  return [];
}

class Invalid extends Error {}

/** Walks a dotted path; arrays map the rest of the path over their elements. */
function resolve(data: unknown, path: string[]): unknown {
  if (!path.length) return data;
  if (Array.isArray(data)) return data.map((item) => resolve(item, path));
  if (data === null || typeof data !== 'object' || !(path[0] in data)) throw new Invalid();
  return resolve((data as Record<string, unknown>)[path[0]], path.slice(1));
}

function deepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function compare(x: unknown, op: Op, v: unknown): boolean {
  switch (op) {
    case 'eq':
      return deepEqual(x, v);
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      if (typeof x !== 'number' || typeof v !== 'number') throw new Invalid();
      return op === 'gt' ? x > v : op === 'gte' ? x >= v : op === 'lt' ? x < v : x <= v;
    }
    case 'in':
      return (v as unknown[]).some((item) => deepEqual(item, x));
    case 'contains':
      if (Array.isArray(x)) return x.some((item) => deepEqual(item, v));
      if (typeof x === 'string' && typeof v === 'string') return x.includes(v);
      // Python's `in` over a dict tests its keys (which JSON makes strings); a list is unhashable there
      if (x !== null && typeof x === 'object' && !Array.isArray(v)) return typeof v === 'string' && Object.hasOwn(x, v);
      throw new Invalid();
    case 'regex':
      if (typeof x !== 'string') throw new Invalid();
      return new RegExp(`^(?:${String(v)})`).test(x);
  }
}

function evaluateNode(node: Record<string, unknown>, data: unknown): boolean {
  if ('and' in node) return (node.and as Record<string, unknown>[]).every((m) => evaluateNode(m, data));
  if ('or' in node) return (node.or as Record<string, unknown>[]).some((m) => evaluateNode(m, data));
  const x = resolve(data, String(node.attr).split('.'));
  const result = compare(x, (node.op ?? 'eq') as Op, node.value);
  return node.negate ? !result : result;
}

/**
 * The conditions as a test of an event's data, validated once (the relay compiles each trigger's once per
 * batch, not once per event): no conditions → always true; invalid → always false.
 */
export function compileConditions(doc: unknown): (data: unknown) => boolean {
  if (doc === null || doc === undefined || (typeof doc === 'object' && !Object.keys(doc).length)) return () => true;
  if (conditionProblems(doc).length) return () => false;
  return (data) => {
    try {
      return evaluateNode(doc as Record<string, unknown>, data);
    } catch (error) {
      if (error instanceof Invalid) return false;
      throw error;
    }
  };
}
