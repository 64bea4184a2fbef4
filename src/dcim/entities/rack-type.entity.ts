import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CountField } from '../../core/model/counts.js';
import { CharField, ChoiceField, ForeignKey, SlugField } from '../../core/model/fields.js';
import { RackFormFactor } from '../choices/index.js';
import { Manufacturer } from './manufacturer.entity.js';
import { RackBase } from './rack-base.js';

/** A model of rack; racks of this type take its physical attributes. */
@Entity('dcim_racktype')
@UniqueTogether({ fields: ['manufacturer', 'model'], message: 'Rack type with this Manufacturer and Model already exists.' })
@UniqueTogether({ fields: ['manufacturer', 'slug'], message: 'Rack type with this Manufacturer and Slug already exists.' })
export class RackType extends RackBase {
  @ForeignKey(() => Manufacturer, { onDelete: 'PROTECT', required: true }) manufacturer: Manufacturer | null;
  @CharField({ maxLength: 100 }) model: string;
  @SlugField({ unique: true }) slug: string;
  @ChoiceField(RackFormFactor, { required: true }) form_factor: string;
  @CountField('dcim.rack', 'rack_type') rack_count: number;
}
