import { Entity } from 'typeorm';
import { CharField, ChoiceField, ForeignKey, InputField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { ModuleStatus } from '../choices/index.js';
import { Device } from './device.entity.js';
import { ModuleBay } from './module-bay.entity.js';
import { ModuleType } from './module-type.entity.js';

/** A module installed in a bay of a device (one per bay); installing it creates its type's components. */
@Entity('dcim_module')
export class Module extends PrimaryModel {
  @ForeignKey(() => Device, { onDelete: 'CASCADE', required: true, filterBy: 'name' }) device: Device | null;
  /** NetBox's NestedModuleBaySerializer */
  @ForeignKey(() => ModuleBay, {
    onDelete: 'CASCADE',
    required: true,
    unique: 'module with this module bay already exists.',
    nested: ['id', 'url', 'display_url', 'display', 'name'],
    filterBy: false,
  })
  module_bay: ModuleBay | null;
  @ForeignKey(() => ModuleType, { onDelete: 'PROTECT', required: true, filterBy: 'model' }) module_type: ModuleType | null;
  @ChoiceField(ModuleStatus, { default: 'active' }) status: string;
  @CharField({ maxLength: 50, blank: true, caseInsensitive: true, label: 'Serial number' }) serial: string;
  @CharField({
    maxLength: 50,
    nullable: true,
    unique: 'module with this asset tag already exists.',
    helpText: 'A unique tag used to identify this device',
  })
  asset_tag: string | null;
  @InputField({
    default: true,
    label: 'Replicate components',
    helpText: 'Automatically populate components associated with this module type (default: true)',
  })
  replicate_components: boolean;
  @InputField({ default: false, label: 'Adopt components', helpText: 'Adopt already existing components' }) adopt_components: boolean;
}
