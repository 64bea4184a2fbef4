import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { ChoiceField, ColorField, IntegerField } from '../../core/model/fields.js';
import { PortType } from '../choices/index.js';
import { PortMappingsField } from '../port-mappings.js';
import { ModularComponentTemplate } from './component-bases.js';

@Entity('dcim_rearporttemplate')
@UniqueTogether({ fields: ['device_type', 'name'], message: 'Rear port template with this Device type and Name already exists.' })
@UniqueTogether({ fields: ['module_type', 'name'], message: 'Rear port template with this Module type and Name already exists.' })
export class RearPortTemplate extends ModularComponentTemplate {
  @ChoiceField(PortType, { required: true }) type: string;
  @ColorField({ blank: true, default: '' }) color: string;
  @IntegerField({ default: 1, minValue: 1, maxValue: 1024 }) positions: number;
  /** the front port template positions mapped onto its positions */
  @PortMappingsField({ table: 'dcim_porttemplatemapping', side: 'rear', other: 'dcim.frontporttemplate' }) front_ports: unknown[];
}
