import { CharField, ChoiceField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { PSK_MAX_LENGTH, WirelessAuthCipher, WirelessAuthType } from '../choices.js';

/** What wireless LANs and links share (NetBox's WirelessAuthenticationBase). */
export abstract class WirelessAuthenticated extends PrimaryModel {
  @ChoiceField(WirelessAuthType, { blank: true, nullable: true, label: 'Authentication type' }) auth_type: string | null;
  @ChoiceField(WirelessAuthCipher, { blank: true, nullable: true, label: 'Authentication cipher' }) auth_cipher: string | null;
  @CharField({ maxLength: PSK_MAX_LENGTH, blank: true, label: 'Pre-shared key' }) auth_psk: string;
}
