import type { Queryable } from '../../database/db.js';
import type { Resource } from '../model/define-resource.js';
import type { FieldMeta } from '../model/fields.js';
import type { RuleContext, WriteItem } from '../model/model-rules.js';
import type { DeletePlan } from './collector.js';
import { FieldError } from './coerce.js';

/**
 * Extension points of the write path, filled by the modules that own them when they register (tags and
 * custom fields by extras), so core knows none of them by name. Observers are steps of pipeline.ts.
 */

/** A field stored outside the row (tags): validated first, saved after the row exists. */
export interface RelationWriter<T = unknown> {
  /** turns the request value into what `save` needs, or throws FieldError */
  resolve(db: Queryable, resource: Resource, field: FieldMeta, value: unknown): Promise<T>;
  /**
   * like `resolve`, for the values of a whole batch at once (a few statements whatever its size): each
   * value's result or its FieldError, in order; when given, `resolve` is not called
   */
  resolveMany?(db: Queryable, resource: Resource, field: FieldMeta, values: unknown[]): Promise<(T | FieldError)[]>;
  /** saves the values of a whole batch at once */
  save(db: Queryable, resource: Resource, field: FieldMeta, entries: { objectId: number; value: T }[], isNew: boolean): Promise<void>;
  /**
   * request keys beside the field's own that change it (tags: `add_tags`, `remove_tags`); when an item
   * gives one, `resolve` gets a RelationEdit instead of the field's value
   */
  editKeys?: readonly string[];
}

/** What `resolve` gets when an item gives one of the writer's edit keys: those keys' values and the field's own, as given. */
export interface RelationEdit {
  edit: true;
  /** the item creates its object */
  creating: boolean;
  given: Record<string, unknown>;
}

export function isRelationEdit(value: unknown): value is RelationEdit {
  return typeof value === 'object' && value !== null && (value as RelationEdit).edit === true && 'given' in value;
}

/** Validates the `custom_fields` of a write, returning the full stored object. */
export type CustomFieldValidator = (
  db: Queryable,
  resource: Resource,
  given: unknown,
  stored: Record<string, unknown> | null,
  isNew: boolean,
  /** the object's id (updates; null on create), so uniqueness checks can leave the object itself out */
  id: number | null,
) => Promise<Record<string, unknown>>;

export interface ObjectEvent {
  resource: Resource;
  id: number;
  action: 'create' | 'update' | 'delete';
  /** changelog_message of the request item */
  message: string;
  /** values of the request's input-only fields (InputField), on create */
  input?: Record<string, unknown>;
  /** creates and updates of the write path: the values the row now holds, by field (counters need not read them back) */
  written?: Record<string, unknown>;
}

/** Sees every write inside its transaction: before rows change (snapshots) and after (records). Named and placed as a WriteStep (pipeline.ts). */
export interface WriteObserver {
  /**
   * before updates and deletes touch the rows; returns state handed back to `after`. `stored`: the rows'
   * values by field, when the caller read them already (an update locks and reads its rows first)
   */
  before?(
    db: Queryable,
    resource: Resource,
    ids: number[],
    plan?: DeletePlan,
    stored?: ReadonlyMap<number, Record<string, unknown>>,
  ): Promise<unknown>;
  after(db: Queryable, events: ObjectEvent[], state: unknown, plan?: DeletePlan): Promise<void>;
}

/** Until custom fields are defined (extras), any key is unknown. */
const noCustomFields: CustomFieldValidator = async (_db, _resource, given, stored) => {
  if (given === undefined || given === null) return stored ?? {};
  if (typeof given !== 'object' || Array.isArray(given)) throw new FieldError('Expected a dictionary of custom field values.');
  const keys = Object.keys(given);
  if (keys.length) {
    throw new FieldError('', Object.fromEntries(keys.map((k) => [k, `Custom field '${k}' does not exist for this object type.`])));
  }
  return stored ?? {};
};

/**
 * Checks every save of a model makes after the model's own validation passed (NetBox's post_clean signal:
 * CUSTOM_VALIDATORS, extras/custom-validation.ts).
 */
export type PostCleanCheck = (resource: Resource, item: WriteItem, ctx: RuleContext) => Promise<void>;

export const writeHooks = {
  relationWriters: new Map<string, RelationWriter>(),
  customFields: noCustomFields as CustomFieldValidator | null,
  postClean: null as PostCleanCheck | null,
};

/** Makes `kind` fields a relation written by `writer`; called by the module owning the kind. */
export function registerRelationWriter(kind: string, writer: RelationWriter): void {
  const taken = writeHooks.relationWriters.get(kind);
  if (taken === writer) return; // a second app in one process
  if (taken) throw new Error(`A relation writer for ${kind} fields is registered twice`);
  writeHooks.relationWriters.set(kind, writer);
}
