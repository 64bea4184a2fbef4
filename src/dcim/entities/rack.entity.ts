import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CountField } from '../../core/model/counts.js';
import { BooleanField, CharField, ChoiceField, DecimalField, ForeignKey, IntegerField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { RackAirflow, RackDimensionUnit, RackFormFactor, RackStatus, RackWidth, WeightUnit } from '../choices/index.js';
import { Location } from './location.entity.js';
import { RackRole } from './rack-role.entity.js';
import { Site } from './site.entity.js';

@Entity('dcim_rack')
@UniqueTogether({ fields: ['location', 'name'], message: 'A rack with this name already exists in this location.' })
@UniqueTogether({ fields: ['location', 'facility_id'], message: 'A rack with this facility ID already exists in this location.' })
export class Rack extends PrimaryModel {
  @CharField({ maxLength: 100 }) name: string;
  @CharField({ maxLength: 50, nullable: true, label: 'Facility ID' }) facility_id: string | null;
  @ForeignKey(() => Site, { onDelete: 'PROTECT', required: true }) site: Site | null;
  @ForeignKey(() => Location, { onDelete: 'SET_NULL' }) location: Location | null;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  @ChoiceField(RackStatus, { default: 'active' }) status: string;
  @ForeignKey(() => RackRole, { onDelete: 'PROTECT' }) role: RackRole | null;
  @CharField({ maxLength: 50, blank: true, label: 'Serial number' }) serial: string;
  @CharField({ maxLength: 50, nullable: true, unique: 'rack with this asset tag already exists.' }) asset_tag: string | null;
  @ChoiceField(RackFormFactor, { nullable: true }) form_factor: string | null;
  @ChoiceField(RackWidth, { default: 19 }) width: number;
  @IntegerField({ default: 42, minValue: 1, maxValue: 100, label: 'Height (U)' }) u_height: number;
  @IntegerField({ default: 1, minValue: 1, label: 'Starting unit' }) starting_unit: number;
  @DecimalField({ maxDigits: 8, decimalPlaces: 2, nullable: true, minValue: 0 }) weight: number | null;
  @IntegerField({ nullable: true, minValue: 0 }) max_weight: number | null;
  @ChoiceField(WeightUnit, { nullable: true }) weight_unit: string | null;
  @BooleanField({ default: false, label: 'Descending units' }) desc_units: boolean;
  @IntegerField({ nullable: true, minValue: 0 }) outer_width: number | null;
  @IntegerField({ nullable: true, minValue: 0 }) outer_height: number | null;
  @IntegerField({ nullable: true, minValue: 0 }) outer_depth: number | null;
  @ChoiceField(RackDimensionUnit, { nullable: true }) outer_unit: string | null;
  @IntegerField({ nullable: true, minValue: 0 }) mounting_depth: number | null;
  @ChoiceField(RackAirflow, { nullable: true }) airflow: string | null;
  @CountField('dcim.device', 'rack') device_count: number;
}
