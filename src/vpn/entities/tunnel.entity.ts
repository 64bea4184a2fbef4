import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { CharField, ChoiceField, ForeignKey, IntegerField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { TunnelEncapsulation, TunnelStatus } from '../choices.js';
import { IPSecProfile } from './ipsec-profile.entity.js';
import { TunnelGroup } from './tunnel-group.entity.js';

/** A virtual point-to-point or hub-and-spoke link; its ends are terminations on interfaces (docs/models.md §9.2). */
@Entity('vpn_tunnel')
export class Tunnel extends PrimaryModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  // NetBox's serializer declares the choice without a default: required on create
  @ChoiceField(TunnelStatus, { default: 'active', required: true }) status: string;
  @ForeignKey(() => TunnelGroup, { onDelete: 'PROTECT' }) group: TunnelGroup | null;
  @ChoiceField(TunnelEncapsulation, { required: true }) encapsulation: string;
  @ForeignKey(() => IPSecProfile, { onDelete: 'PROTECT', label: 'IPSec profile' }) ipsec_profile: IPSecProfile | null;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  @IntegerField({ nullable: true, big: true, minValue: 0, label: 'Tunnel ID' }) tunnel_id: number | null;
  @CountField('vpn.tunneltermination', 'tunnel') terminations_count: number;
}
