import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CharField, ForeignKey, IntegerField } from '../../core/model/fields.js';
import { NetBoxModel } from '../../core/model/model-bases.js';
import { VLAN_VID_MAX, VLAN_VID_MIN } from '../choices.js';
import { VLANTranslationPolicy } from './vlan-translation-policy.entity.js';

/** One translation of a policy: a local VID to a remote one, each unique within the policy (docs/models.md §2.16). */
@Entity('ipam_vlantranslationrule')
@UniqueTogether({
  fields: ['policy', 'local_vid'],
  key: '__all__',
  message: 'VLAN translation rule with this Policy and Local VLAN ID already exists.',
})
@UniqueTogether({
  fields: ['policy', 'remote_vid'],
  key: '__all__',
  message: 'VLAN translation rule with this Policy and Remote VLAN ID already exists.',
})
export class VLANTranslationRule extends NetBoxModel {
  /** NetBox's serializer leaves the policy a primary-key field */
  @ForeignKey(() => VLANTranslationPolicy, { onDelete: 'CASCADE', required: true, plainId: true, filterBy: 'name' })
  policy: VLANTranslationPolicy | null;
  @IntegerField({ minValue: VLAN_VID_MIN, maxValue: VLAN_VID_MAX, label: 'Local VLAN ID', helpText: 'Numeric VLAN ID (1-4094)' }) local_vid: number;
  @IntegerField({ minValue: VLAN_VID_MIN, maxValue: VLAN_VID_MAX, label: 'Remote VLAN ID', helpText: 'Numeric VLAN ID (1-4094)' }) remote_vid: number;
  @CharField({ maxLength: 200, blank: true }) description: string;
}
