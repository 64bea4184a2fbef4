import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { BooleanField, CharField, Computed, ForeignKey } from '../../core/model/fields.js';
import { ComponentModel } from './component-bases.js';

/** A bay a module is installed in; a bay may itself belong to a module (nested bays). */
@Entity('dcim_modulebay')
@UniqueTogether({ fields: ['device', 'name'], message: 'Module bay with this Device and Name already exists.' })
export class ModuleBay extends ComponentModel {
  @ForeignKey('dcim.module', { onDelete: 'CASCADE', filterBy: false, nested: ['id', 'url', 'display'] }) module: unknown;
  @CharField({ maxLength: 30, blank: true, helpText: 'Identifier to reference when renaming installed components' }) position: string;
  @BooleanField({ default: true }) enabled: boolean;
  /** NetBox's ModuleSerializer(nested, fields=id, url, display, serial, description) of the module in this bay */
  @Computed('json', () => 'NULL::jsonb', { group: 'body', provider: 'dcim.installedModule' }) installed_module: unknown;
  /** a disabled bay counts as occupied, and so does one holding a module */
  @Computed('boolean', (t) => `(NOT ${t}.enabled OR EXISTS (SELECT 1 FROM dcim_module m WHERE m.module_bay_id = ${t}.id))`, { group: 'last' })
  _occupied: boolean;
}
