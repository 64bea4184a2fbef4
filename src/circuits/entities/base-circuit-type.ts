import { CharField } from '../../core/model/fields.js';
import { OrganizationalModel } from '../../core/model/model-bases.js';

/** A circuit type's color may be empty (unlike most colors, which default to 9e9e9e). */
const HEX_COLOR = { regex: /^[0-9a-f]{6}$/, message: 'Enter a valid hexadecimal RGB color code.' };

/** What circuit types and virtual circuit types share (NetBox's BaseCircuitType). */
export abstract class BaseCircuitType extends OrganizationalModel {
  @CharField({ maxLength: 6, blank: true, lowercase: true, pattern: HEX_COLOR }) color: string;
}
