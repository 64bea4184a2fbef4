import { ResourceRegistry } from './define-resource.js';
import { Computed, EntityRef, FieldGroup, tableOf } from './fields.js';

/** A model named by class (same app) or by object type (`dcim.device`, another app: no import cycle). */
export type ModelRef = EntityRef | string;

function tableFor(source: ModelRef): string {
  if (typeof source === 'string') {
    const resource = ResourceRegistry.byObjectType(source);
    if (!resource) throw new Error(`count over unknown model ${source}`);
    return resource.table;
  }
  return tableOf(source());
}

interface CountOptions {
  label?: string;
  group?: FieldGroup;
}

/** Number of rows of another model pointing here through `foreignKey`. */
export function CountField(source: ModelRef, foreignKey: string, options: CountOptions = {}): PropertyDecorator {
  return Computed('integer', (t) => `SELECT count(*) FROM "${tableFor(source)}" x WHERE x."${foreignKey}_id" = ${t}.id`, options);
}

/** Cumulative count for tree models: rows pointing at this node or any of its descendants. */
export function TreeCountField(source: ModelRef, foreignKey: string, options: CountOptions = {}): PropertyDecorator {
  return (target, key) =>
    Computed(
      'integer',
      (t) =>
        `SELECT count(*) FROM "${tableFor(source)}" x JOIN "${tableOf(target.constructor)}" g ON g.id = x."${foreignKey}_id" WHERE ${t}.id = ANY(g._path)`,
      options,
    )(target, key);
}
