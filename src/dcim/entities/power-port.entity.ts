import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { ChoiceField, IntegerField } from '../../core/model/fields.js';
import { PowerPortType } from '../choices/index.js';
import { PathEndpointComponentModel } from './component-bases.js';

@Entity('dcim_powerport')
@UniqueTogether({ fields: ['device', 'name'], message: 'Power port with this Device and Name already exists.' })
export class PowerPort extends PathEndpointComponentModel {
  @ChoiceField(PowerPortType, { nullable: true, blank: true, helpText: 'Physical port type' }) type: string | null;
  @IntegerField({ nullable: true, minValue: 1, maxValue: 2147483647, helpText: 'Maximum power draw (watts)' }) maximum_draw: number | null;
  @IntegerField({ nullable: true, minValue: 1, maxValue: 2147483647, helpText: 'Allocated power draw (watts)' }) allocated_draw: number | null;
}
