import { Entity } from 'typeorm';
import { CountField } from '../../core/resource/counts.js';
import { ColorField } from '../../core/resource/fields.js';
import { OrganizationalModel } from '../../core/resource/model-bases.js';

@Entity('dcim_rackrole')
export class RackRole extends OrganizationalModel {
  @ColorField() color: string;
  @CountField('dcim.rack', 'role') rack_count: number;
}
