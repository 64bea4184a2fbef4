import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { ChoiceField, IntegerField } from '../../core/model/fields.js';
import { PowerPortType } from '../choices/index.js';
import { ModularComponentTemplate } from './component-bases.js';

@Entity('dcim_powerporttemplate')
@UniqueTogether({ fields: ['device_type', 'name'], message: 'Power port template with this Device type and Name already exists.' })
@UniqueTogether({ fields: ['module_type', 'name'], message: 'Power port template with this Module type and Name already exists.' })
export class PowerPortTemplate extends ModularComponentTemplate {
  @ChoiceField(PowerPortType, { nullable: true, blank: true, choiceLookupsUnchecked: true }) type: string | null;
  @IntegerField({ nullable: true, minValue: 1, maxValue: 2147483647, helpText: 'Maximum power draw (watts)' }) maximum_draw: number | null;
  @IntegerField({ nullable: true, minValue: 1, maxValue: 2147483647, helpText: 'Allocated power draw (watts)' }) allocated_draw: number | null;
}
