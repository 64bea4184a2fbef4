import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { ColorField } from '../../core/model/fields.js';
import { OrganizationalModel } from '../../core/model/model-bases.js';

@Entity('dcim_rackrole')
export class RackRole extends OrganizationalModel {
  @ColorField() color: string;
  @CountField('dcim.rack', 'role', { nested: false }) rack_count: number;
}
