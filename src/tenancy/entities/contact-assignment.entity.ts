import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { ChoiceField, ForeignKey, GenericForeignKey } from '../../core/model/fields.js';
import { NetBoxModel } from '../../core/model/model-bases.js';
import { ContactPriority } from '../choices.js';
import { ContactRole } from './contact-role.entity.js';
import { Contact } from './contact.entity.js';

/**
 * A contact in a role for one object of any model declared with the `contacts` feature; the assignment
 * goes with its object. The role is optional in the API's schema but required by the model, as in NetBox.
 */
@Entity('tenancy_contactassignment')
@UniqueTogether({
  fields: ['object_type', 'object_id', 'contact', 'role'],
  message: 'Contact assignment with this Object type, Object id, Contact and Role already exists.',
})
export class ContactAssignment extends NetBoxModel {
  @GenericForeignKey({
    types: { feature: 'contacts' },
    onDelete: 'CASCADE',
    required: true,
    typeMessage: 'Contacts cannot be assigned to this object type ({type}).',
  })
  object: unknown;
  /** declared by the generic relation */
  object_type: string;
  object_id: number;
  @ForeignKey(() => Contact, { onDelete: 'PROTECT', required: true, filterBy: false }) contact: Contact | null;
  @ForeignKey(() => ContactRole, { onDelete: 'PROTECT', nullable: false }) role: ContactRole | null;
  @ChoiceField(ContactPriority, { blank: true, nullable: true, choiceLookupsUnchecked: true }) priority: string | null;
}
