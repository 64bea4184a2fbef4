import type { Queryable } from '../database/db.js';
import { quoteIdent } from '../database/sql.js';
import { settings } from '../config/current.js';
import type { ValidationRuleSet, ValidationRuleSets } from '../config/settings.js';
import { currentContext } from '../context/request-context.js';
import { Resource, ResourceRegistry } from '../core/model/define-resource.js';
import { ValidationError } from '../core/model/errors.js';
import type { FieldMeta } from '../core/model/fields.js';
import type { RuleContext, WriteItem } from '../core/model/model-rules.js';
import type { DeletePlan } from '../core/write/collector.js';
import type { WriteStep } from '../core/write/pipeline.js';
import { rowToValues } from '../core/write/writer.js';

/**
 * NetBox's custom validation (extras/validators.py CustomValidator, run by extras.signals.run_save_validators
 * and core.signals.handle_deleted_object): rule sets configured per model in CUSTOM_VALIDATORS are checked on
 * every save of a model with the custom_validation feature, after its own validation, and those in
 * PROTECTION_RULES on every object a delete removes (cascaded ones too). A rule names an attribute — a field,
 * a path through foreign keys (`region.name`), a many-to-many field (its list), or `request.user.username` —
 * and descriptors (eq, neq, min, max, min_length, max_length, regex, required, prohibited). The first failure
 * stops the write with NetBox's messages: 400 `{"__all__": ["Custom validation failed for <attr>: [...]"]}` on a
 * save, 400 `{"detail": "Deletion is prevented by a protection rule: [...]"}` on a delete.
 */

type Json = Record<string, unknown>;

/** Python's repr() of a string: single quotes unless the text has one and no double quote. */
function pyStrRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  const body = text
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replace(new RegExp(quote, 'g'), `\\${quote}`);
  return `${quote}${body}${quote}`;
}

/** Python's str() of a JSON value (a limit in a message). */
function pyStr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `[${value.map((v) => (typeof v === 'string' ? pyStrRepr(v) : pyStr(v))).join(', ')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value as Json)
      .map(([k, v]) => `${pyStrRepr(k)}: ${typeof v === 'string' ? pyStrRepr(v) : pyStr(v)}`)
      .join(', ')}}`;
  }
  return String(value);
}

/** str() of a Django ValidationError holding one message: the repr of a one-item list. */
const asErrorList = (message: string) => `[${pyStrRepr(message)}]`;

/** Django's EMPTY_VALUES: None, '', [], (), {} */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'string' && b.trim() !== '' && !Number.isNaN(Number(b))) return a === Number(b);
  if (typeof b === 'number' && typeof a === 'string' && a.trim() !== '' && !Number.isNaN(Number(a))) return Number(a) === b;
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** a < b as Python orders numbers (decimals may come as strings) and strings; null when they do not compare */
function below(a: unknown, b: unknown): boolean | null {
  const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : null);
  if (typeof a === 'string' && typeof b === 'string' && (num(a) === null || num(b) === null)) return a < b;
  const x = num(a);
  const y = num(b);
  return x === null || y === null ? null : x < y;
}

const length = (value: unknown) => (typeof value === 'string' || Array.isArray(value) ? value.length : pyStr(value).length);
const characters = (n: number) => (n === 1 ? 'character' : 'characters');

/** The message of one descriptor's failure, or null when the value passes (Django's and NetBox's validators). */
function failure(descriptor: string, limit: unknown, value: unknown): string | null {
  switch (descriptor) {
    case 'eq':
      return same(value, limit) ? null : `Ensure this value is equal to ${pyStr(limit)}.`;
    case 'neq':
      return same(value, limit) ? `Ensure this value does not equal ${pyStr(limit)}.` : null;
    case 'min':
      return below(value, limit) === false ? null : `Ensure this value is greater than or equal to ${pyStr(limit)}.`;
    case 'max':
      return below(limit, value) === false ? null : `Ensure this value is less than or equal to ${pyStr(limit)}.`;
    case 'min_length': {
      const n = length(value);
      return n < Number(limit) ? `Ensure this value has at least ${pyStr(limit)} ${characters(Number(limit))} (it has ${n}).` : null;
    }
    case 'max_length': {
      const n = length(value);
      return n > Number(limit) ? `Ensure this value has at most ${pyStr(limit)} ${characters(Number(limit))} (it has ${n}).` : null;
    }
    case 'regex': {
      let pattern: RegExp;
      try {
        pattern = new RegExp(String(limit));
      } catch {
        return 'Enter a valid value.';
      }
      return pattern.test(pyStr(value)) ? null : 'Enter a valid value.';
    }
    case 'required':
      return limit && isEmpty(value) ? 'This field must not be empty.' : null;
    case 'prohibited':
      return limit && !isEmpty(value) ? 'This field must be empty.' : null;
  }
  return null;
}

class InvalidAttribute extends Error {}

/** How the attributes of the object being checked are read. */
interface Subject {
  resource: Resource;
  values: Json;
  id: number | null;
  /** the value of a many-to-many field the write did not give */
  storedList(field: FieldMeta): Promise<unknown[]>;
  row(model: string, id: number): Promise<Json | null>;
}

async function storedList(db: Queryable, resource: Resource, field: FieldMeta, id: number | null): Promise<unknown[]> {
  if (id === null) return [];
  if (field.kind === 'tags') {
    const rows = await db.query<{ id: number }>(
      'SELECT tag_id AS id FROM extras_taggeditem WHERE object_type = $2 AND object_id = $1 ORDER BY tag_id',
      [id, resource.objectType],
    );
    return rows.map((r) => Number(r.id));
  }
  const { table, ownerColumn, targetColumn } = field.m2m!;
  const rows = await db.query<{ id: number }>(
    `SELECT ${quoteIdent(targetColumn)} AS id FROM ${quoteIdent(table)} WHERE ${quoteIdent(ownerColumn)} = $1 ORDER BY 1`,
    [id],
  );
  return rows.map((r) => Number(r.id));
}

/** operator.attrgetter(path) over the object: foreign keys are followed to their rows' fields */
async function attribute(subject: Subject, path: string): Promise<unknown> {
  const [first, ...rest] = path.split('.');
  let resource = subject.resource;
  let values = subject.values;
  const invalid = () => new InvalidAttribute(`Invalid attribute "${path}" for ${subject.resource.className}`);
  const field = resource.field(first);
  if (!field) throw invalid();
  if (field.kind === 'manyToMany' || field.kind === 'tags') {
    if (rest.length) throw invalid();
    return Array.isArray(values[first]) ? values[first] : subject.storedList(field);
  }
  let value = values[first];
  // walk foreign keys: each step's value is a row id of the field's target
  let step = field;
  for (const name of rest) {
    if (step.kind !== 'foreignKey' || !step.target) throw invalid();
    if (value === null || value === undefined) throw invalid();
    const target = ResourceRegistry.forEntity(step.target());
    const row = await subject.row(target.objectType, Number(value));
    if (!row) throw invalid();
    resource = target;
    values = row;
    const next = resource.field(name);
    if (!next || next.kind === 'manyToMany' || next.kind === 'tags') throw invalid();
    step = next;
    value = values[name];
  }
  return value ?? null;
}

/** request.<path>: what this service knows of the request (its user) */
function requestAttribute(path: string): unknown {
  const name = path.split('.').slice(1).join('.');
  const user = currentContext()?.user ?? null;
  const fields: Record<string, unknown> = {
    'user.username': user?.username ?? '',
    'user.id': user?.id ?? null,
    'user.pk': user?.id ?? null,
    'user.is_superuser': user?.isSuperuser ?? false,
    'user.is_active': user?.isActive ?? false,
    'user.is_authenticated': !!user,
    'user.is_anonymous': !user,
    id: currentContext()?.requestId ?? null,
  };
  if (!(name in fields)) throw new InvalidAttribute(`Invalid attribute "${name}" for request`);
  return fields[name];
}

/** The first failure of the rule sets, as NetBox's message, or null. */
async function firstFailure(ruleSets: ValidationRuleSet[], subject: Subject): Promise<string | null> {
  for (const ruleSet of ruleSets) {
    for (const [path, rules] of Object.entries(ruleSet)) {
      let value: unknown;
      try {
        if (path.split('.')[0] === 'request') {
          // no request (a background job): request rules cannot be checked and are skipped, as NetBox's
          if (!currentContext()?.user) continue;
          value = requestAttribute(path);
        } else {
          value = await attribute(subject, path);
        }
      } catch (error) {
        if (error instanceof InvalidAttribute) return error.message;
        throw error;
      }
      for (const [descriptor, limit] of Object.entries(rules)) {
        const message = failure(descriptor, limit, value);
        if (message) return `Custom validation failed for ${path}: ${asErrorList(message)}`;
      }
    }
  }
  return null;
}

function rulesFor(sets: ValidationRuleSets, resource: Resource): ValidationRuleSet[] {
  if (!resource.hasFeature('custom_validation')) return [];
  return sets[resource.objectType] ?? [];
}

/** CUSTOM_VALIDATORS (the write path's post-clean hook): checks what the model's own validation accepted. */
export async function runCustomValidators(resource: Resource, item: WriteItem, ctx: RuleContext): Promise<void> {
  const ruleSets = rulesFor(settings().customValidators, resource);
  if (!ruleSets.length) return;
  const message = await firstFailure(ruleSets, {
    resource,
    values: item.values,
    id: item.id,
    storedList: (field) => (item.given.has(field.name) ? Promise.resolve([]) : storedList(ctx.db, resource, field, item.id)),
    row: (model, id) => ctx.row(model, id),
  });
  if (message) ctx.error('__all__', message);
}

/** PROTECTION_RULES: checked on every row a delete removes, before anything is touched. */
export const protectionRulesStep: WriteStep = {
  name: 'extras.protection-rules',
  phase: 'validate',
  async before(db: Queryable, _resource: Resource, _ids: number[], plan?: DeletePlan) {
    if (!plan) return;
    const configured = settings().protectionRules;
    if (!Object.keys(configured).length) return;
    const rows = new Map<string, Json | null>();
    const row = async (model: string, id: number) => {
      const key = `${model}:${id}`;
      if (!rows.has(key)) {
        const target = ResourceRegistry.forObjectType(model);
        const [found] = await db.query<Json>(`SELECT * FROM ${quoteIdent(target.table)} WHERE id = $1`, [id]);
        rows.set(key, found ? rowToValues(target, found) : null);
      }
      return rows.get(key)!;
    };
    for (const [resource, ids] of plan.deleted) {
      const ruleSets = rulesFor(configured, resource);
      if (!ruleSets.length) continue;
      const found = await db.query<Json>(`SELECT * FROM ${quoteIdent(resource.table)} WHERE id = ANY($1::bigint[]) ORDER BY id`, [ids]);
      for (const stored of found) {
        const id = Number(stored.id);
        const message = await firstFailure(ruleSets, {
          resource,
          values: rowToValues(resource, stored),
          id,
          storedList: (field) => storedList(db, resource, field, id),
          row,
        });
        if (message) throw ValidationError.detail(`Deletion is prevented by a protection rule: ${asErrorList(message)}`);
      }
    }
  },
  async after() {},
};
