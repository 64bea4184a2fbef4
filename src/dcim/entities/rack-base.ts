import { BooleanField, ChoiceField, DecimalField, IntegerField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { RackDimensionUnit, RackWidth, WeightUnit } from '../choices/index.js';

/** Names of the physical attributes a rack type fixes for its racks (NetBox's Rack.RACKTYPE_FIELDS). */
export const RACK_TYPE_FIELDS = [
  'form_factor',
  'width',
  'u_height',
  'starting_unit',
  'desc_units',
  'outer_width',
  'outer_height',
  'outer_depth',
  'outer_unit',
  'mounting_depth',
  'weight',
  'weight_unit',
  'max_weight',
] as const;

/** What racks and rack types share (NetBox's RackBase): width, numbering, outer dimensions, weight. */
export abstract class RackBase extends PrimaryModel {
  @ChoiceField(RackWidth, { default: 19, helpText: 'Rail-to-rail width' }) width: number;
  @IntegerField({ default: 42, minValue: 1, maxValue: 100, label: 'Height (U)' }) u_height: number;
  @IntegerField({ default: 1, minValue: 1, label: 'Starting unit' }) starting_unit: number;
  @DecimalField({ maxDigits: 8, decimalPlaces: 2, nullable: true, minValue: 0 }) weight: number | null;
  @IntegerField({ nullable: true, minValue: 0 }) max_weight: number | null;
  @ChoiceField(WeightUnit, { nullable: true, choiceLookupsUnchecked: true }) weight_unit: string | null;
  @BooleanField({ default: false, label: 'Descending units' }) desc_units: boolean;
  @IntegerField({ nullable: true, minValue: 0 }) outer_width: number | null;
  @IntegerField({ nullable: true, minValue: 0 }) outer_height: number | null;
  @IntegerField({ nullable: true, minValue: 0 }) outer_depth: number | null;
  @ChoiceField(RackDimensionUnit, { nullable: true, choiceLookupsUnchecked: true }) outer_unit: string | null;
  @IntegerField({ nullable: true, minValue: 0 }) mounting_depth: number | null;
}
