import { Entity } from 'typeorm';
import { CharField, ChoiceField, Computed, IntegerField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { FHRPGroupAuthType, FHRPGroupProtocol } from '../choices.js';

/** A first-hop redundancy group (VRRP, HSRP…): interfaces join it by assignments, its virtual addresses are assigned to it (docs/models.md §2.14). */
@Entity('ipam_fhrpgroup')
export class FHRPGroup extends PrimaryModel {
  @CharField({ maxLength: 100, blank: true }) name: string;
  @ChoiceField(FHRPGroupProtocol, { required: true, plain: true }) protocol: string;
  @IntegerField({ minValue: 0, maxValue: 32767, label: 'Group ID' }) group_id: number;
  @ChoiceField(FHRPGroupAuthType, { nullable: true, blank: true, label: 'Authentication type', plain: true }) auth_type: string | null;
  @CharField({ maxLength: 255, blank: true, label: 'Authentication key' }) auth_key: string;
  /** the addresses assigned to the group (rendered by ipam/render.ts) */
  @Computed('json', () => `'[]'::json`, { label: 'IP addresses', provider: 'ipam.fhrpAddresses' }) ip_addresses: unknown[];
}
