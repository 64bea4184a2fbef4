import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { ForeignKey, GenericForeignKey } from '../../core/model/fields.js';
import { NetBoxModel } from '../../core/model/model-bases.js';
import { L2VPN_ASSIGNMENT_TYPES } from '../choices.js';
import { L2VPN } from './l2vpn.entity.js';

/** An L2VPN's attachment to a VLAN or an interface (one L2VPN per object); it goes with either (docs/models.md §9.6). */
@Entity('vpn_l2vpntermination')
@UniqueTogether({
  fields: ['assigned_object_type', 'assigned_object_id'],
  key: '__all__',
  indexName: 'vpn_l2vpntermination_assigned_object',
  message: 'L2VPN termination with this Assigned object type and Assigned object id already exists.',
})
export class L2VPNTermination extends NetBoxModel {
  @ForeignKey(() => L2VPN, { onDelete: 'CASCADE', required: true, label: 'L2VPN' }) l2vpn: L2VPN | null;
  @GenericForeignKey({ types: L2VPN_ASSIGNMENT_TYPES, onDelete: 'CASCADE', required: true }) assigned_object: unknown;
}
