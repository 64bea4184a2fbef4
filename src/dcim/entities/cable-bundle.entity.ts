import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { CharField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';

/** A named group of cables (NetBox 4.6's CableBundle). */
@Entity('dcim_cablebundle')
export class CableBundle extends PrimaryModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  @CountField('dcim.cable', 'bundle') cable_count: number;
}
