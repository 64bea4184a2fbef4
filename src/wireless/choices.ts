import { defineChoices } from '../core/model/choices.js';

/** Wireless choice sets (NetBox's wireless/choices.py, and dcim's link status). */

export const WirelessLANStatus = defineChoices({ active: 'Active', reserved: 'Reserved', disabled: 'Disabled', deprecated: 'Deprecated' });

export const WirelessAuthType = defineChoices({
  open: 'Open',
  wep: 'WEP',
  'wpa-personal': 'WPA Personal (PSK)',
  'wpa-enterprise': 'WPA Enterprise',
});

export const WirelessAuthCipher = defineChoices({ auto: 'Auto', tkip: 'TKIP', aes: 'AES' });

/** NetBox's dcim LinkStatusChoices (cables will share it once they are served). */
export const LinkStatus = defineChoices({ connected: 'Connected', planned: 'Planned', decommissioning: 'Decommissioning' });

/** IEEE 802.11's longest SSID, and the longest pre-shared key. */
export const SSID_MAX_LENGTH = 32;
export const PSK_MAX_LENGTH = 64;
