import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { CharField, Computed, ForeignKey } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';

/** NetBox's NestedDeviceSerializer: a VC's master and members. */
export const NESTED_DEVICE = ['id', 'url', 'display_url', 'display', 'name'];

/**
 * Devices sharing one control plane (a switch stack). The master is named by object type: the device
 * entity refers to this one, so importing it back would make a cycle.
 */
@Entity('dcim_virtualchassis')
export class VirtualChassis extends PrimaryModel {
  @CharField({ maxLength: 64 }) name: string;
  @CharField({ maxLength: 30, blank: true }) domain: string;
  @ForeignKey('dcim.device', {
    onDelete: 'PROTECT',
    unique: 'virtual chassis with this master already exists.',
    nested: NESTED_DEVICE,
    filterBy: 'name',
  })
  master: object | null;
  @CountField('dcim.device', 'virtual_chassis', { group: 'last', filter: true }) member_count: number;
  /** the member devices, by name (rendered by dcim/render.ts) */
  @Computed('json', () => `'[]'::json`, { group: 'last', provider: 'dcim.virtualChassisMembers' }) members: unknown[];
}
