import { Entity } from 'typeorm';
import { ImageField } from '../../core/files/image-field.js';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CountField } from '../../core/model/counts.js';
import { BooleanField, CharField, ChoiceField, DecimalField, ForeignKey, SlugField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { DeviceAirflow, SubdeviceRole, WeightUnit } from '../choices/index.js';
import { Manufacturer } from './manufacturer.entity.js';
import { Platform } from './platform.entity.js';

@Entity('dcim_devicetype')
@UniqueTogether({ fields: ['manufacturer', 'model'], message: 'Device type with this Manufacturer and Model already exists.' })
@UniqueTogether({ fields: ['manufacturer', 'slug'], message: 'Device type with this Manufacturer and Slug already exists.' })
export class DeviceType extends PrimaryModel {
  @ForeignKey(() => Manufacturer, { onDelete: 'PROTECT', required: true }) manufacturer: Manufacturer | null;
  @ForeignKey(() => Platform, { onDelete: 'SET_NULL' }) default_platform: Platform | null;
  @CharField({ maxLength: 100 }) model: string;
  @SlugField() slug: string;
  @CharField({ maxLength: 50, blank: true }) part_number: string;
  @DecimalField({ maxDigits: 4, decimalPlaces: 1, default: 1, minValue: 0, label: 'Height (U)' }) u_height: number;
  @BooleanField({ default: false }) exclude_from_utilization: boolean;
  @BooleanField({ default: true }) is_full_depth: boolean;
  @ChoiceField(SubdeviceRole, { nullable: true, choiceLookupsUnchecked: true }) subdevice_role: string | null;
  @ChoiceField(DeviceAirflow, { nullable: true, choiceLookupsUnchecked: true }) airflow: string | null;
  @DecimalField({ maxDigits: 8, decimalPlaces: 2, nullable: true, minValue: 0 }) weight: number | null;
  @ChoiceField(WeightUnit, { nullable: true, choiceLookupsUnchecked: true }) weight_unit: string | null;
  @ImageField({ dir: 'devicetype-images', nullable: true, label: 'Front image' }) front_image: string | null;
  @ImageField({ dir: 'devicetype-images', nullable: true, label: 'Rear image' }) rear_image: string | null;
  @CountField('dcim.device', 'device_type', { filter: true }) device_count: number;
  @CountField('dcim.consoleporttemplate', 'device_type', { filter: true }) console_port_template_count: number;
  @CountField('dcim.consoleserverporttemplate', 'device_type', { filter: true }) console_server_port_template_count: number;
  @CountField('dcim.powerporttemplate', 'device_type', { filter: true }) power_port_template_count: number;
  @CountField('dcim.poweroutlettemplate', 'device_type', { filter: true }) power_outlet_template_count: number;
  @CountField('dcim.interfacetemplate', 'device_type', { filter: true }) interface_template_count: number;
  @CountField('dcim.frontporttemplate', 'device_type', { filter: true }) front_port_template_count: number;
  @CountField('dcim.rearporttemplate', 'device_type', { filter: true }) rear_port_template_count: number;
  @CountField('dcim.devicebaytemplate', 'device_type', { filter: true }) device_bay_template_count: number;
  @CountField('dcim.modulebaytemplate', 'device_type', { filter: true }) module_bay_template_count: number;
  @CountField('dcim.inventoryitemtemplate', 'device_type', { filter: true }) inventory_item_template_count: number;
}
