import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { CharField } from '../../core/model/fields.js';
import { OrganizationalModel } from '../../core/model/model-bases.js';

/** A circuit type's color may be empty (unlike most colors, which default to 9e9e9e). */
const HEX_COLOR = { regex: /^[0-9a-f]{6}$/, message: 'Enter a valid hexadecimal RGB color code.' };

@Entity('circuits_circuittype')
export class CircuitType extends OrganizationalModel {
  @CharField({ maxLength: 6, blank: true, lowercase: true, pattern: HEX_COLOR }) color: string;
  @CountField('circuits.circuit', 'type') circuit_count: number;
}
