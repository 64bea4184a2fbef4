import { Entity } from 'typeorm';
import { CharField, ChoiceField, ManyToManyField, TextField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { IKEMode, IKEVersion } from '../choices.js';
import { IKEProposal } from './ike-proposal.entity.js';

/** An IKE policy: the version (v1 needs a mode, v2 takes none), its proposals and a pre-shared key (docs/models.md §9.4). */
@Entity('vpn_ikepolicy')
export class IKEPolicy extends PrimaryModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  // NetBox's serializer declares the choice without a default: required on create
  @ChoiceField(IKEVersion, { default: 2, required: true }) version: number;
  @ChoiceField(IKEMode, { nullable: true }) mode: string | null;
  @ManyToManyField(() => IKEProposal, { table: 'vpn_ikepolicy_proposals', targetColumn: 'ikeproposal_id' }) proposals: IKEProposal[];
  @TextField({ label: 'Pre-shared key', filter: true }) preshared_key: string;
}
