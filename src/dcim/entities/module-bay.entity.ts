import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { BooleanField, CharField, Computed } from '../../core/model/fields.js';
import { ComponentModel } from './component-bases.js';

/** A bay a module is installed in. Modules (and so `installed_module`, `module`) come with the modules work. */
@Entity('dcim_modulebay')
@UniqueTogether({ fields: ['device', 'name'], message: 'Module bay with this Device and Name already exists.' })
export class ModuleBay extends ComponentModel {
  @CharField({ maxLength: 30, blank: true, helpText: 'Identifier to reference when renaming installed components' }) position: string;
  @BooleanField({ default: true }) enabled: boolean;
  /** a disabled bay counts as occupied (an installed module will too) */
  @Computed('boolean', (t) => `NOT ${t}.enabled`, { group: 'last' }) _occupied: boolean;
}
