import { defineResource } from '../../core/model/define-resource.js';
import { method } from '../../core/model/filter-specs.js';
import { FilterValueError } from '../../core/query/filters.js';
import { objectTypeIdFilter } from '../../core/query/object-type-filters.js';
import { currentContext } from '../../context/request-context.js';
import { featureOfGeneric } from '../object-types.js';
import { JournalEntry } from './entities/journal-entry.entity.js';

const createdBound = (op: '>=' | '<=') =>
  method((t, values, params) => {
    const value = values[values.length - 1];
    if (Number.isNaN(Date.parse(value))) throw new FilterValueError('Enter a valid date/time.');
    // as given, to the microsecond (an entry's own `created` is within its range)
    return `${t}.created ${op} ${params.add(value)}::timestamptz`;
  });

/** Journal entries (NetBox's JournalEntry): `created_by` is the writer unless given, and fixed once created. */
export const journalEntries = defineResource({
  entity: JournalEntry,
  app: 'extras',
  path: 'journal-entries',
  verboseName: 'journal entry',
  brief: ['id', 'url', 'display', 'created'],
  ordering: ['-created'],
  fieldOrder: [
    'id',
    'assigned_object_type',
    'assigned_object_id',
    'assigned_object',
    'created',
    'created_by',
    'kind',
    'comments',
    'tags',
    'custom_fields',
    'last_updated',
  ],
  display: (t) => `to_char(${t}.created AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') || ' (' || initcap(${t}.kind) || ')'`,
  search: ['comments'],
  filters: {
    assigned_object_type_id: objectTypeIdFilter('assigned_object_type'),
    // NetBox's date range on created
    created_after: createdBound('>='),
    created_before: createdBound('<='),
  },
  rules: [
    featureOfGeneric('assigned_object', 'journaling', (type) => `Journaling is not supported for this object type (${type}).`),
    {
      derive(item) {
        if (item.before) {
          // read-only once the entry exists: whatever an update says, the author stays
          item.values.created_by = item.before.created_by;
          item.given.delete('created_by');
        } else if (!item.given.has('created_by')) {
          item.values.created_by = currentContext()?.user?.id ?? null;
        }
      },
    },
  ],
});
