import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { OrganizationalModel } from '../../core/model/model-bases.js';

/** Racks grouped by physical placement (a row, a cage). */
@Entity('dcim_rackgroup')
export class RackGroup extends OrganizationalModel {
  @CountField('dcim.rack', 'group', { nested: false }) rack_count: number;
}
