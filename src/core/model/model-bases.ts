import { Column } from 'typeorm';
import {
  CharField,
  CreatedField,
  CustomFieldsField,
  IdField,
  IntegerField,
  LastUpdatedField,
  OwnerField,
  SlugField,
  TagsField,
  TextField,
} from './fields.js';

/** Base classes mirroring NetBox's model bundles (docs/models.md §0). */

export abstract class ChangeLoggedModel {
  @IdField() id: number;
  @CreatedField() created: string | null;
  @LastUpdatedField() last_updated: string | null;
}

/** Full-featured: tags and custom fields. */
export abstract class NetBoxModel extends ChangeLoggedModel {
  @TagsField() tags: unknown[];
  @CustomFieldsField() custom_fields: Record<string, unknown>;
}

/** Real-world objects: description and comments. */
export abstract class PrimaryModel extends NetBoxModel {
  @CharField({ maxLength: 200, blank: true, group: 'tail', rank: 1 }) description: string;
  @OwnerField() owner: unknown;
  @TextField({ group: 'tail', rank: 2 }) comments: string;
}

/** Flat lookup tables: globally unique name and slug. */
export abstract class OrganizationalModel extends NetBoxModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  @SlugField({ unique: true }) slug: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @OwnerField() owner: unknown;
  @TextField({ group: 'tail', rank: 2 }) comments: string;
}

/**
 * Trees (regions, site groups, locations, tenant groups, device roles, platforms). Each subclass declares
 * its `parent` with @TreeParent and its own uniqueness. `_path` (ancestor ids, self last) and `_sort`
 * (ancestor names) are maintained by core/write/tree.ts: `_path` answers "include descendants" filters,
 * `_sort` gives depth-first order with siblings by name. (Their GIN/btree indexes are in the migrations.)
 */
export abstract class NestedGroupModel extends NetBoxModel {
  abstract parent: NestedGroupModel | null;
  @CharField({ maxLength: 100 }) name: string;
  @SlugField() slug: string;
  @CharField({ maxLength: 200, blank: true, group: 'tail', rank: 1 }) description: string;
  @OwnerField({ group: 'last' }) owner: unknown;
  @TextField({ group: 'last' }) comments: string;
  @IntegerField({ readOnly: true, default: 0, group: 'last', filter: false }) _depth: number;
  @Column({ type: 'bigint', array: true, default: () => "'{}'" })
  _path: number[];
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  _sort: string[];
}

/** Models declared trees with @Tree() (besides nested groups). */
const trees = new Set<Function>();

/**
 * A tree that is not a nested group (an inventory item: no slug, names unique per parent): the class
 * declares its own `parent` (a foreign key to itself); this adds `_depth` and the `_path`/`_sort`
 * columns core/write/tree.ts keeps, as for nested groups.
 */
export function Tree(): ClassDecorator {
  return (target) => {
    trees.add(target);
    IntegerField({ readOnly: true, default: 0, group: 'last', filter: false })(target.prototype, '_depth');
    Column({ type: 'bigint', array: true, default: () => "'{}'" })(target.prototype, '_path');
    Column({ type: 'text', array: true, default: () => "'{}'" })(target.prototype, '_sort');
  };
}

export function isTreeModel(cls: Function): boolean {
  return cls.prototype instanceof NestedGroupModel || trees.has(cls);
}
