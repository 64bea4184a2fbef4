import { Entity } from 'typeorm';
import { CharField, JsonField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';

/** The attributes module types of this profile may carry, as a JSON schema (NetBox 4.3+). */
@Entity('dcim_moduletypeprofile')
export class ModuleTypeProfile extends PrimaryModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  @JsonField({ nullable: true }) schema: Record<string, unknown> | null;
}
