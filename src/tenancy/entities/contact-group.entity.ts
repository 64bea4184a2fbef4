import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { Computed, TreeParent } from '../../core/model/fields.js';
import { NestedGroupModel } from '../../core/model/model-bases.js';

/** Contacts in the group or any group below it, each once (a contact may be in several of them). */
const contactCount = (t: string) =>
  `SELECT count(DISTINCT m.contact_id) FROM tenancy_contact_groups m JOIN tenancy_contactgroup g ON g.id = m.contactgroup_id
    WHERE g._path @> ARRAY[${t}.id]::bigint[]`;

/** Names are unique under one parent only; top-level groups may share a name (NetBox's one constraint). */
@Entity('tenancy_contactgroup')
@UniqueTogether({ fields: ['parent', 'name'], message: 'Contact group with this Parent and Name already exists.' })
export class ContactGroup extends NestedGroupModel {
  @TreeParent() parent: ContactGroup | null;

  @Computed('integer', contactCount) contact_count: number;
}
