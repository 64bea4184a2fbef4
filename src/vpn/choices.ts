import { defineChoices } from '../core/model/choices.js';

/** VPN choice sets (NetBox's vpn/choices.py); grouped sets are flattened in NetBox's order. */

export const TunnelStatus = defineChoices({ planned: 'Planned', active: 'Active', disabled: 'Disabled' });

export const TunnelEncapsulation = defineChoices({
  'ipsec-transport': 'IPsec - Transport',
  'ipsec-tunnel': 'IPsec - Tunnel',
  'ip-ip': 'IP-in-IP',
  gre: 'GRE',
  wireguard: 'WireGuard',
  openvpn: 'OpenVPN',
  l2tp: 'L2TP',
  pptp: 'PPTP',
});

export const TunnelTerminationRole = defineChoices({ peer: 'Peer', hub: 'Hub', spoke: 'Spoke' });

export const IKEVersion = defineChoices<number>([
  [1, 'IKEv1'],
  [2, 'IKEv2'],
]);

export const IKEMode = defineChoices({ aggressive: 'Aggressive', main: 'Main' });

export const AuthenticationMethod = defineChoices({
  'preshared-keys': 'Pre-shared keys',
  certificates: 'Certificates',
  'rsa-signatures': 'RSA signatures',
  'dsa-signatures': 'DSA signatures',
});

export const IPSecMode = defineChoices({ esp: 'ESP', ah: 'AH' });

export const EncryptionAlgorithm = defineChoices({
  'aes-128-cbc': '128-bit AES (CBC)',
  'aes-128-gcm': '128-bit AES (GCM)',
  'aes-192-cbc': '192-bit AES (CBC)',
  'aes-192-gcm': '192-bit AES (GCM)',
  'aes-256-cbc': '256-bit AES (CBC)',
  'aes-256-gcm': '256-bit AES (GCM)',
  '3des-cbc': '3DES',
  'des-cbc': 'DES',
});

export const AuthenticationAlgorithm = defineChoices({
  'hmac-sha1': 'SHA-1 HMAC',
  'hmac-sha256': 'SHA-256 HMAC',
  'hmac-sha384': 'SHA-384 HMAC',
  'hmac-sha512': 'SHA-512 HMAC',
  'hmac-md5': 'MD5 HMAC',
});

/** IANA's Diffie-Hellman group numbers NetBox offers (3, 4 and 6–13 are not). */
export const DHGroup = defineChoices<number>([1, 2, 5, ...Array.from({ length: 21 }, (_, i) => i + 14)].map((n) => [n, `Group ${n}`] as const));

export const L2VPNType = defineChoices({
  vpws: 'VPWS',
  vpls: 'VPLS',
  vxlan: 'VXLAN',
  'vxlan-evpn': 'VXLAN-EVPN',
  'mpls-evpn': 'MPLS EVPN',
  'pbb-evpn': 'PBB EVPN',
  'evpn-vpws': 'EVPN VPWS',
  epl: 'EPL',
  evpl: 'EVPL',
  'ep-lan': 'Ethernet Private LAN',
  'evp-lan': 'Ethernet Virtual Private LAN',
  'ep-tree': 'Ethernet Private Tree',
  'evp-tree': 'Ethernet Virtual Private Tree',
  spb: 'SPB',
});

/** Point-to-point L2VPN types: at most two terminations. */
export const L2VPN_P2P_TYPES = ['vpws', 'epl', 'ep-lan', 'ep-tree'];

export const L2VPNStatus = defineChoices({ active: 'Active', planned: 'Planned', decommissioning: 'Decommissioning' });

/** What a tunnel may terminate on. */
export const TUNNEL_TERMINATION_TYPES = ['dcim.interface', 'virtualization.vminterface'];

/** What an L2VPN may terminate on (NetBox's L2VPN_ASSIGNMENT_MODELS). */
export const L2VPN_ASSIGNMENT_TYPES = ['dcim.interface', 'ipam.vlan', 'virtualization.vminterface'];
