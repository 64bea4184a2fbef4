import { Entity } from 'typeorm';
import { CharField, ChoiceField, ForeignKey } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { IPSecMode } from '../choices.js';
import { IKEPolicy } from './ike-policy.entity.js';
import { IPSecPolicy } from './ipsec-policy.entity.js';

/** What a tunnel's IPSec uses: a mode (ESP or AH), an IKE policy and an IPSec policy (docs/models.md §9.5). */
@Entity('vpn_ipsecprofile')
export class IPSecProfile extends PrimaryModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  @ChoiceField(IPSecMode, { required: true }) mode: string;
  @ForeignKey(() => IKEPolicy, { onDelete: 'PROTECT', required: true, label: 'IKE policy' }) ike_policy: IKEPolicy | null;
  @ForeignKey(() => IPSecPolicy, { onDelete: 'PROTECT', required: true, label: 'IPSec policy' }) ipsec_policy: IPSecPolicy | null;
}
