import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { BooleanField, CharField } from '../../core/model/fields.js';
import { ModularComponentTemplate } from './component-bases.js';

@Entity('dcim_modulebaytemplate')
@UniqueTogether({ fields: ['device_type', 'name'], message: 'Module bay template with this Device type and Name already exists.' })
@UniqueTogether({ fields: ['module_type', 'name'], message: 'Module bay template with this Module type and Name already exists.' })
export class ModuleBayTemplate extends ModularComponentTemplate {
  @CharField({ maxLength: 30, blank: true, helpText: 'Identifier to reference when renaming installed components' }) position: string;
  @BooleanField({ default: true }) enabled: boolean;
}
