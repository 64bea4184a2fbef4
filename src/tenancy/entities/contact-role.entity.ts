import { Entity } from 'typeorm';
import { OrganizationalModel } from '../../core/model/model-bases.js';

/** What a contact does for the object it is assigned to. */
@Entity('tenancy_contactrole')
export class ContactRole extends OrganizationalModel {}
