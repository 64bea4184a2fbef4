import { ModelRules } from '../../core/model/model-rules.js';

/** IKE policy (NetBox's IKEPolicy.clean()): IKEv1 needs a mode, IKEv2 takes none. */
export const ikePolicyRules: ModelRules = {
  validate(item, ctx) {
    const { version, mode } = item.values;
    if (version === 1 && !mode) ctx.error('__all__', 'Mode is required for selected IKE version');
    if (version === 2 && mode) ctx.error('__all__', 'Mode cannot be used for selected IKE version');
  },
};

/** IPSec proposal (NetBox's IPSecProposal.clean()): an encryption or an authentication algorithm, or both. */
export const ipsecProposalRules: ModelRules = {
  validate(item, ctx) {
    const { encryption_algorithm: encryption, authentication_algorithm: authentication } = item.values;
    if (!encryption && !authentication) ctx.error('__all__', 'Encryption and/or authentication algorithm must be defined');
  },
};
