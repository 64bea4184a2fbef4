import { Entity } from 'typeorm';
import { CharField, ManyToManyField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { ContactGroup } from './contact-group.entity.js';

/** Django's EmailField and URLField checks, in short. */
const EMAIL = { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Enter a valid email address.' };
const URL = { regex: /^(https?|ftps?):\/\/[^\s/?#]+\.?[^\s]*$/i, message: 'Enter a valid URL.' };

/** A person or team; since NetBox 4.3 a contact may belong to several groups. */
@Entity('tenancy_contact')
export class Contact extends PrimaryModel {
  @ManyToManyField(() => ContactGroup, { table: 'tenancy_contact_groups', targetColumn: 'contactgroup_id', filter: false }) groups: ContactGroup[];
  @CharField({ maxLength: 100, index: true }) name: string;
  @CharField({ maxLength: 100, blank: true }) title: string;
  @CharField({ maxLength: 50, blank: true }) phone: string;
  @CharField({ maxLength: 254, blank: true, pattern: EMAIL }) email: string;
  @CharField({ maxLength: 200, blank: true }) address: string;
  @CharField({ maxLength: 200, blank: true, pattern: URL }) link: string;
}
