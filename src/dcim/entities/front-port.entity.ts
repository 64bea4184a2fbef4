import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { ChoiceField, ColorField, IntegerField } from '../../core/model/fields.js';
import { PortType } from '../choices/index.js';
import { PortMappingsField } from '../port-mappings.js';
import { CabledComponentModel } from './component-bases.js';

@Entity('dcim_frontport')
@UniqueTogether({ fields: ['device', 'name'], message: 'Front port with this Device and Name already exists.' })
export class FrontPort extends CabledComponentModel {
  @ChoiceField(PortType, { required: true }) type: string;
  @ColorField({ blank: true, default: '' }) color: string;
  @IntegerField({ default: 1, minValue: 1, maxValue: 1024 }) positions: number;
  /** the rear port positions each of its positions passes through */
  @PortMappingsField({ table: 'dcim_portmapping', side: 'front', other: 'dcim.rearport' }) rear_ports: unknown[];
}
