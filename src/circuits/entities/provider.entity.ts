import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { CharField, SlugField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';

/** A circuit provider. Accounts and ASNs are not modelled. */
@Entity('circuits_provider')
export class Provider extends PrimaryModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  @SlugField({ unique: true }) slug: string;
  @CountField('circuits.circuit', 'provider') circuit_count: number;
}
