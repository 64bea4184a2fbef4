import type { Queryable } from '../../database/db.js';
import type { EntityClass } from './entity-class.js';

/** One object being written: its merged values by field name (foreign keys as ids). */
export interface WriteItem {
  /** position in the request body */
  index: number;
  /** the row's id (updates; creates once inserted) */
  id: number | null;
  values: Record<string, unknown>;
  /** stored values before this request (updates) */
  before: Record<string, unknown> | null;
  /** fields the request supplied */
  given: Set<string>;
  /** hidden columns a rule derives (column → value), e.g. a naturalized sort key */
  derived: Record<string, unknown>;
  /** the request's object as sent (for inputs that are not fields, like a token's plaintext) */
  raw: Record<string, unknown>;
  /** values shown once in the creating response and never stored (a new token's plaintext) */
  reveal: Record<string, unknown>;
}

export interface RuleContext {
  db: Queryable;
  mode: 'create' | 'update';
  /** records a validation error under a field name or `__all__` */
  error(key: string, message: string): void;
  /** stored values (by field name) of a related row, cached for the request; the model by class or object type */
  row(model: EntityClass | string, id: number | null | undefined): Promise<Record<string, unknown> | null>;
}

/** A rule over a whole batch reports errors per item. */
export interface BatchRuleContext extends Omit<RuleContext, 'error'> {
  error(item: WriteItem, key: string, message: string): void;
}

/** What a model adds to the generic write path (NetBox's clean() and save() overrides). */
export interface ModelRules {
  /** cross-field validation, after each field was validated on its own */
  validate?(item: WriteItem, ctx: RuleContext): void | Promise<void>;
  /**
   * checks over the items of a batch that passed `validate`, in a few statements whatever the batch
   * size (duplicate prefixes against the table and each other)
   */
  validateAll?(items: WriteItem[], ctx: BatchRuleContext): void | Promise<void>;
  /** sets derived or defaulted values just before saving */
  derive?(item: WriteItem, ctx: RuleContext): void | Promise<void>;
}
