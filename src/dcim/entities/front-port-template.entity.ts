import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { ChoiceField, ColorField, IntegerField } from '../../core/model/fields.js';
import { PortType } from '../choices/index.js';
import { PortMappingsField } from '../port-mappings.js';
import { ModularComponentTemplate } from './component-bases.js';

@Entity('dcim_frontporttemplate')
@UniqueTogether({ fields: ['device_type', 'name'], message: 'Front port template with this Device type and Name already exists.' })
@UniqueTogether({ fields: ['module_type', 'name'], message: 'Front port template with this Module type and Name already exists.' })
export class FrontPortTemplate extends ModularComponentTemplate {
  @ChoiceField(PortType, { required: true }) type: string;
  @ColorField({ blank: true, default: '' }) color: string;
  @IntegerField({ default: 1, minValue: 1, maxValue: 1024 }) positions: number;
  /** the rear port template positions each of its positions maps to */
  @PortMappingsField({ table: 'dcim_porttemplatemapping', side: 'front', other: 'dcim.rearporttemplate' }) rear_ports: unknown[];
}
