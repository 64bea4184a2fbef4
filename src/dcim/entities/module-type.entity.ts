import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CountField } from '../../core/model/counts.js';
import { CharField, ChoiceField, DecimalField, ForeignKey, JsonField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { ModuleAirflow, WeightUnit } from '../choices/index.js';
import { Manufacturer } from './manufacturer.entity.js';
import { ModuleTypeProfile } from './module-type-profile.entity.js';

/** A kind of module (a line card): its templates become a module's components when it is installed. */
@Entity('dcim_moduletype')
@UniqueTogether({ fields: ['manufacturer', 'model'], message: 'Module type with this Manufacturer and Model already exists.' })
export class ModuleType extends PrimaryModel {
  @ForeignKey(() => ModuleTypeProfile, { onDelete: 'PROTECT', filterBy: 'name' }) profile: ModuleTypeProfile | null;
  @ForeignKey(() => Manufacturer, { onDelete: 'PROTECT', required: true, filterBy: 'slug' }) manufacturer: Manufacturer | null;
  @CharField({ maxLength: 100 }) model: string;
  @CharField({ maxLength: 50, blank: true, helpText: 'Discrete part number (optional)' }) part_number: string;
  @ChoiceField(ModuleAirflow, { nullable: true, blank: true, choiceLookupsUnchecked: true }) airflow: string | null;
  @DecimalField({ maxDigits: 8, decimalPlaces: 2, nullable: true, minValue: 0 }) weight: number | null;
  @ChoiceField(WeightUnit, { nullable: true, blank: true, choiceLookupsUnchecked: true }) weight_unit: string | null;
  /** stored as NetBox's attribute_data; checked against the profile's schema (module-type.rules.ts) */
  @JsonField({ nullable: true, column: 'attribute_data' }) attributes: Record<string, unknown> | null;
  @CountField('dcim.module', 'module_type', { filter: true }) module_count: number;
  @CountField('dcim.consoleporttemplate', 'module_type', { filter: true }) console_port_template_count: number;
  @CountField('dcim.consoleserverporttemplate', 'module_type', { filter: true }) console_server_port_template_count: number;
  @CountField('dcim.powerporttemplate', 'module_type', { filter: true }) power_port_template_count: number;
  @CountField('dcim.poweroutlettemplate', 'module_type', { filter: true }) power_outlet_template_count: number;
  @CountField('dcim.interfacetemplate', 'module_type', { filter: true }) interface_template_count: number;
  @CountField('dcim.frontporttemplate', 'module_type', { filter: true }) front_port_template_count: number;
  @CountField('dcim.rearporttemplate', 'module_type', { filter: true }) rear_port_template_count: number;
  @CountField('dcim.modulebaytemplate', 'module_type', { filter: true }) module_bay_template_count: number;
}
