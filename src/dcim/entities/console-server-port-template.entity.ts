import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { ChoiceField } from '../../core/model/fields.js';
import { ConsolePortType } from '../choices/index.js';
import { ModularComponentTemplate } from './component-bases.js';

@Entity('dcim_consoleserverporttemplate')
@UniqueTogether({ fields: ['device_type', 'name'], message: 'Console server port template with this Device type and Name already exists.' })
@UniqueTogether({ fields: ['module_type', 'name'], message: 'Console server port template with this Module type and Name already exists.' })
export class ConsoleServerPortTemplate extends ModularComponentTemplate {
  @ChoiceField(ConsolePortType, { nullable: true, blank: true, choiceLookupsUnchecked: true }) type: string | null;
}
