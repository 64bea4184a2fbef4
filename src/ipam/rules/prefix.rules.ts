import { ModelRules } from '../../core/model/model-rules.js';
import { scopeCache, setCached, touchesRelation } from '../../dcim/cached-scope.js';
import { checkDuplicatePrefixes } from './uniqueness.js';

/** Prefix (docs/models.md §2.6): unique space, and the scope's place cached for the filters. */
export const prefixRules: ModelRules = {
  validateAll: checkDuplicatePrefixes,
  async derive(item, ctx) {
    if (!touchesRelation(item, 'scope')) return;
    setCached(item, await scopeCache(item.values.scope_type, item.values.scope_id, ctx));
  },
};
