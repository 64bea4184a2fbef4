import { Entity } from 'typeorm';
import { CharField, ChoiceField, JsonField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { ServiceProtocol } from '../choices.js';

/** A reusable definition of a service (protocol and ports), to be applied to devices and virtual machines (docs/models.md §2.17). */
@Entity('ipam_servicetemplate')
export class ServiceTemplate extends PrimaryModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  @ChoiceField(ServiceProtocol, { required: true, choiceLookupsUnchecked: true }) protocol: string;
  /** port numbers 1…65535, checked by the rules */
  @JsonField({ label: 'Port numbers' }) ports: number[];
}
