import { Entity } from 'typeorm';
import { CharField, ChoiceField, IntegerField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { AuthenticationAlgorithm, EncryptionAlgorithm } from '../choices.js';

/** An IPSec (phase 2) proposal: encryption and/or authentication, and the security association's lifetime (docs/models.md §9.5). */
@Entity('vpn_ipsecproposal')
export class IPSecProposal extends PrimaryModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  @ChoiceField(EncryptionAlgorithm, { nullable: true, label: 'Encryption' }) encryption_algorithm: string | null;
  @ChoiceField(AuthenticationAlgorithm, { nullable: true, label: 'Authentication' }) authentication_algorithm: string | null;
  @IntegerField({
    nullable: true,
    minValue: 0,
    maxValue: 2147483647,
    label: 'SA lifetime (seconds)',
    helpText: 'Security association lifetime (seconds)',
  })
  sa_lifetime_seconds: number | null;
  @IntegerField({
    nullable: true,
    minValue: 0,
    maxValue: 2147483647,
    label: 'SA lifetime (KB)',
    helpText: 'Security association lifetime (in kilobytes)',
  })
  sa_lifetime_data: number | null;
}
