import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CharField, ChoiceField, ForeignKey } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { CircuitStatus } from '../choices.js';
import { ProviderAccount } from './provider-account.entity.js';
import { ProviderNetwork } from './provider-network.entity.js';
import { VirtualCircuitType } from './virtual-circuit-type.entity.js';

/** A virtual connection across a provider network, between terminations on virtual interfaces. */
@Entity('circuits_virtualcircuit')
@UniqueTogether({ fields: ['provider_network', 'cid'], message: 'Virtual circuit with this Provider network and Circuit ID already exists.' })
@UniqueTogether({ fields: ['provider_account', 'cid'], message: 'Virtual circuit with this Provider account and Circuit ID already exists.' })
export class VirtualCircuit extends PrimaryModel {
  @CharField({ maxLength: 100, label: 'Circuit ID', helpText: 'Unique circuit ID' }) cid: string;
  @ForeignKey(() => ProviderNetwork, { onDelete: 'PROTECT', required: true, filterBy: false }) provider_network: ProviderNetwork | null;
  @ForeignKey(() => ProviderAccount, { onDelete: 'PROTECT', filterBy: 'account' }) provider_account: ProviderAccount | null;
  @ForeignKey(() => VirtualCircuitType, { onDelete: 'PROTECT', required: true }) type: VirtualCircuitType | null;
  @ChoiceField(CircuitStatus, { default: 'active' }) status: string;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
}
