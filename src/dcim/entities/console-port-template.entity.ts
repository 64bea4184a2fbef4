import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { ChoiceField } from '../../core/model/fields.js';
import { ConsolePortType } from '../choices/index.js';
import { ModularComponentTemplate } from './component-bases.js';

@Entity('dcim_consoleporttemplate')
@UniqueTogether({ fields: ['device_type', 'name'], message: 'Console port template with this Device type and Name already exists.' })
@UniqueTogether({ fields: ['module_type', 'name'], message: 'Console port template with this Module type and Name already exists.' })
export class ConsolePortTemplate extends ModularComponentTemplate {
  @ChoiceField(ConsolePortType, { nullable: true, blank: true, choiceLookupsUnchecked: true }) type: string | null;
}
