import { fieldsOf, ForeignKey, ModelRef, OnDelete, registerField } from './fields.js';

/**
 * A foreign key the write path derives from other fields (the site a scope or a circuit termination
 * lies in, NetBox's `_site`, `_region`…): stored in `<name>_id`, usable by filters (`via('_site')`),
 * counters, uniqueness rules and the delete collector (its on-delete rule applies), but never rendered,
 * never written by clients and without generated filters. A rule sets it through `item.derived`.
 */
export function CachedForeignKey(target: ModelRef, options: { onDelete: OnDelete }): PropertyDecorator {
  return (proto, key) => {
    ForeignKey(target, { onDelete: options.onDelete, readOnly: true, filter: false })(proto, key);
    const declared = fieldsOf(proto.constructor).find((f) => f.name === String(key))!;
    // read-only: no client writes it; write-only: no representation, snapshot or schema shows it
    registerField(proto, { ...declared, writeOnly: true });
  };
}
