import { ModelRules } from '../../core/model/model-rules.js';
import { scopeCache, setCached, touchesRelation } from '../../dcim/cached-scope.js';

export const circuitTerminationRules: ModelRules = {
  validate(item, ctx) {
    const v = item.values;
    if (!v.termination_type && (v.termination_id === null || v.termination_id === undefined)) {
      ctx.error('__all__', 'A circuit termination must attach to a terminating object.');
    }
  },
  async derive(item, ctx) {
    if (!touchesRelation(item, 'termination')) return;
    const type = item.values.termination_type;
    const id = item.values.termination_id;
    const providerNetwork = type === 'circuits.providernetwork' ? Number(id) : null;
    setCached(item, { ...(await scopeCache(type, id, ctx)), _provider_network: providerNetwork });
  },
};
