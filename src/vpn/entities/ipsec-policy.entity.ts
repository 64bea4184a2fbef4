import { Entity } from 'typeorm';
import { CharField, ChoiceField, ManyToManyField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { DHGroup } from '../choices.js';
import { IPSecProposal } from './ipsec-proposal.entity.js';

/** An IPSec policy: its proposals and the Diffie-Hellman group for perfect forward secrecy (docs/models.md §9.5). */
@Entity('vpn_ipsecpolicy')
export class IPSecPolicy extends PrimaryModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  @ManyToManyField(() => IPSecProposal, { table: 'vpn_ipsecpolicy_proposals', targetColumn: 'ipsecproposal_id', filter: false })
  proposals: IPSecProposal[];
  @ChoiceField(DHGroup, { nullable: true, label: 'PFS group', helpText: 'Diffie-Hellman group for Perfect Forward Secrecy' }) pfs_group:
    number | null;
}
