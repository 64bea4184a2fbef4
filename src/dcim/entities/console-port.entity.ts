import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { ChoiceField } from '../../core/model/fields.js';
import { ConsolePortSpeed, ConsolePortType } from '../choices/index.js';
import { PathEndpointComponentModel } from './component-bases.js';

@Entity('dcim_consoleport')
@UniqueTogether({ fields: ['device', 'name'], message: 'Console port with this Device and Name already exists.' })
export class ConsolePort extends PathEndpointComponentModel {
  @ChoiceField(ConsolePortType, { nullable: true, blank: true, helpText: 'Physical port type' }) type: string | null;
  @ChoiceField(ConsolePortSpeed, { nullable: true, helpText: 'Port speed in bits per second', choiceLookupsUnchecked: true }) speed: number | null;
}
