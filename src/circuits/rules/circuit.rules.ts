import { ModelRules } from '../../core/model/model-rules.js';
import { ProviderAccount } from '../entities/provider-account.entity.js';
import { ProviderNetwork } from '../entities/provider-network.entity.js';
import { distanceRules } from './distance.rules.js';

export const circuitRules: ModelRules = {
  async validate(item, ctx) {
    distanceRules.validate(item, ctx);
    const account = await ctx.row(ProviderAccount, item.values.provider_account as number | null);
    if (account && account.provider !== item.values.provider) {
      ctx.error('provider_account', 'The assigned account must belong to the assigned provider.');
    }
  },
  derive: distanceRules.derive,
};

export const virtualCircuitRules: ModelRules = {
  async validate(item, ctx) {
    const account = await ctx.row(ProviderAccount, item.values.provider_account as number | null);
    const network = await ctx.row(ProviderNetwork, item.values.provider_network as number | null);
    if (account && network && account.provider !== network.provider) {
      ctx.error('provider_account', 'The assigned account must belong to the provider of the assigned network.');
    }
  },
};
