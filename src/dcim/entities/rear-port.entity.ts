import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { ChoiceField, ColorField, IntegerField } from '../../core/model/fields.js';
import { PortType } from '../choices/index.js';
import { PortMappingsField } from '../port-mappings.js';
import { CabledComponentModel } from './component-bases.js';

@Entity('dcim_rearport')
@UniqueTogether({ fields: ['device', 'name'], message: 'Rear port with this Device and Name already exists.' })
export class RearPort extends CabledComponentModel {
  @ChoiceField(PortType, { required: true }) type: string;
  @ColorField({ blank: true, default: '' }) color: string;
  @IntegerField({ default: 1, minValue: 1, maxValue: 1024 }) positions: number;
  /** the front port positions passing through its positions */
  @PortMappingsField({ table: 'dcim_portmapping', side: 'rear', other: 'dcim.frontport' }) front_ports: unknown[];
}
