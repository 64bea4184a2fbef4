import { Column } from 'typeorm';
import { FieldGroup, humanize, ModelRef, registerField } from './fields.js';

interface CountOptions {
  label?: string;
  group?: FieldGroup;
  /** a filter on the count (NetBox filters a few, such as a device's `interface_count`); none by default */
  filter?: boolean;
  /**
   * false: left out where the model is nested in another object (a device's `rack` has no `device_count`), as
   * NetBox leaves out its RelatedObjectCountFields; shown in the model's own lists, `?brief=1` included
   */
  nested?: false;
}

function counter(source: ModelRef, foreignKey: string, tree: boolean, options: CountOptions): PropertyDecorator {
  return (target, key) => {
    const name = String(key);
    registerField(target, {
      name,
      kind: 'integer',
      column: name,
      label: options.label ?? humanize(name),
      group: options.group ?? 'counts',
      required: false,
      nullable: false,
      blank: false,
      readOnly: true,
      writeOnly: false,
      default: 0,
      filter: options.filter ?? false,
      counter: { source, foreignKey, tree },
      notNested: options.nested === false,
    });
    Column({ type: 'integer', default: 0 })(target, key);
  };
}

/**
 * Number of rows of another model pointing here through `foreignKey`. Kept in a column by the write
 * path (core/write/counters.ts), as NetBox caches its counters: reading it costs nothing, nested too.
 */
export function CountField(source: ModelRef, foreignKey: string, options: CountOptions = {}): PropertyDecorator {
  return counter(source, foreignKey, false, options);
}

/** Cumulative counter for tree models: rows pointing at this node or any of its descendants. */
export function TreeCountField(source: ModelRef, foreignKey: string, options: CountOptions = {}): PropertyDecorator {
  return counter(source, foreignKey, true, options);
}
