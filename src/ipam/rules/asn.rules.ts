import { ModelRules } from '../../core/model/model-rules.js';

/**
 * ASN range (NetBox's ASNRange.clean()): the end lies above the start. Each bound is checked against
 * 1…2^32−1 by its field; NetBox does not require an ASN to lie in a range of its RIR, so neither do we.
 */
/** ASN: the serializer lets the RIR out, the model does not (Django's full_clean message). */
export const asnRules: ModelRules = {
  validate(item, ctx) {
    if (item.values.rir === null || item.values.rir === undefined) ctx.error('rir', 'This field cannot be null.');
  },
};

export const asnRangeRules: ModelRules = {
  validate(item, ctx) {
    const { start, end } = item.values;
    if (typeof start !== 'number' || typeof end !== 'number') return;
    if (end <= start) ctx.error('__all__', `Starting ASN (${start}) must be lower than ending ASN (${end}).`);
  },
};
