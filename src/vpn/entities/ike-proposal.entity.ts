import { Entity } from 'typeorm';
import { CharField, ChoiceField, IntegerField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { AuthenticationAlgorithm, AuthenticationMethod, DHGroup, EncryptionAlgorithm } from '../choices.js';

/** An IKE (phase 1) proposal: how peers authenticate and encrypt their key exchange (docs/models.md §9.4). */
@Entity('vpn_ikeproposal')
export class IKEProposal extends PrimaryModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  @ChoiceField(AuthenticationMethod, { required: true }) authentication_method: string;
  @ChoiceField(EncryptionAlgorithm, { required: true }) encryption_algorithm: string;
  @ChoiceField(AuthenticationAlgorithm, { nullable: true }) authentication_algorithm: string | null;
  @ChoiceField(DHGroup, { required: true, helpText: 'Diffie-Hellman group ID' }) group: number;
  @IntegerField({ nullable: true, minValue: 0, maxValue: 2147483647, label: 'SA lifetime', helpText: 'Security association lifetime (in seconds)' })
  sa_lifetime: number | null;
}
