import { defineResource } from '../../core/model/define-resource.js';
import { flag } from '../../core/model/filter-specs.js';
import { currentContext } from '../../context/request-context.js';
import { objectTypesFilter, objectTypesIdFilter } from '../../core/query/object-type-filters.js';
import { checkObjectTypeList } from '../object-types.js';
import { SavedFilter } from './entities/saved-filter.entity.js';

/** Shared objects (NetBox's SharedObjectQuerySet): a user sees the shared ones and their own. */
export function sharedOrOwn(alias: string, params: { add(value: unknown): string }, userId: number | null): string {
  return userId === null ? `${alias}.shared` : `(${alias}.shared OR ${alias}.user_id = ${params.add(userId)})`;
}

/** `usable`: enabled and shared (or the caller's own); false: the others. */
export const usable = flag((t) => {
  const userId = currentContext()?.user?.id;
  const own = userId ? `COALESCE(${t}.user_id = ${Number(userId)}, false)` : 'false';
  return `${t}.enabled AND (${t}.shared OR ${own})`;
});

export const savedFilters = defineResource({
  entity: SavedFilter,
  app: 'extras',
  path: 'saved-filters',
  brief: ['id', 'url', 'display', 'name', 'slug', 'description'],
  ordering: ['weight', 'name'],
  search: ['name', 'description'],
  features: ['cloning', 'export_templates'],
  visibility: sharedOrOwn,
  filters: { object_type_id: objectTypesIdFilter(), object_type: objectTypesFilter(), usable },
  rules: {
    validate(item, ctx) {
      checkObjectTypeList(ctx, 'object_types', item.values.object_types);
      const p = item.values.parameters;
      if (!p || typeof p !== 'object' || Array.isArray(p))
        ctx.error('parameters', 'Filter parameters must be stored as a dictionary of keyword arguments.');
    },
  },
});
