import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { ChoiceField, ForeignKey, GenericForeignKey } from '../../core/model/fields.js';
import { NetBoxModel } from '../../core/model/model-bases.js';
import { IPAddress } from '../../ipam/entities/ip-address.entity.js';
import { TUNNEL_TERMINATION_TYPES, TunnelTerminationRole } from '../choices.js';
import { Tunnel } from './tunnel.entity.js';

/** One end of a tunnel: an interface of a device or VM (at most one tunnel per interface), with its outside address (docs/models.md §9.3). */
@Entity('vpn_tunneltermination')
@UniqueTogether({
  fields: ['termination_type', 'termination_id'],
  key: '__all__',
  indexName: 'vpn_tunneltermination_termination',
  message: 'An object may be terminated to only one tunnel at a time.',
})
export class TunnelTermination extends NetBoxModel {
  @ForeignKey(() => Tunnel, { onDelete: 'CASCADE', required: true }) tunnel: Tunnel | null;
  // NetBox's serializer declares the choice without a default: required on create
  @ChoiceField(TunnelTerminationRole, { default: 'peer', required: true }) role: string;
  @GenericForeignKey({ types: TUNNEL_TERMINATION_TYPES, onDelete: 'CASCADE', required: true }) termination: unknown;
  @ForeignKey(() => IPAddress, { onDelete: 'PROTECT', label: 'Outside IP' }) outside_ip: IPAddress | null;
}
