import { defineChoices } from '../core/model/choices.js';

/** IPAM choice sets (docs/models.md §2). */

export const IPFamily = defineChoices<number>([
  [4, 'IPv4'],
  [6, 'IPv6'],
]);

export const PrefixStatus = defineChoices({ container: 'Container', active: 'Active', reserved: 'Reserved', deprecated: 'Deprecated' });

export const IPRangeStatus = defineChoices({ active: 'Active', reserved: 'Reserved', deprecated: 'Deprecated' });

export const IPAddressStatus = defineChoices({ active: 'Active', reserved: 'Reserved', deprecated: 'Deprecated', dhcp: 'DHCP', slaac: 'SLAAC' });

export const IPAddressRole = defineChoices({
  loopback: 'Loopback',
  secondary: 'Secondary',
  anycast: 'Anycast',
  vip: 'VIP',
  vrrp: 'VRRP',
  hsrp: 'HSRP',
  glbp: 'GLBP',
  carp: 'CARP',
});

/** Roles exempt from duplicate-address checks (when every duplicate has one of them too). */
export const NONUNIQUE_IP_ROLES = ['anycast', 'vip', 'vrrp', 'hsrp', 'glbp', 'carp'];

export const VLANStatus = defineChoices({ active: 'Active', reserved: 'Reserved', deprecated: 'Deprecated' });

export const VLANQinQRole = defineChoices({ svlan: 'Service', cvlan: 'Customer' });

export const ServiceProtocol = defineChoices({ tcp: 'TCP', udp: 'UDP', sctp: 'SCTP' });

export const VLAN_VID_MIN = 1;
export const VLAN_VID_MAX = 4094;

/** NetBox's grouped FHRP protocols, flattened in NetBox's order (Standard, CheckPoint, Cisco, Other). */
export const FHRPGroupProtocol = defineChoices({
  vrrp2: 'VRRPv2',
  vrrp3: 'VRRPv3',
  carp: 'CARP',
  clusterxl: 'ClusterXL',
  hsrp: 'HSRP',
  glbp: 'GLBP',
  other: 'Other',
});

export const FHRPGroupAuthType = defineChoices({ plaintext: 'Plaintext', md5: 'MD5' });

export const FHRP_PRIORITY_MIN = 0;
export const FHRP_PRIORITY_MAX = 255;

/** 16- and 32-bit AS numbers. */
export const BGP_ASN_MIN = 1;
export const BGP_ASN_MAX = 2 ** 32 - 1;
