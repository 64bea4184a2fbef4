import ipaddr from 'ipaddr.js';

/**
 * IP address parsing for the IP field types, with ipaddr.js (the arithmetic on stored values is
 * PostgreSQL's: `cidr`/`inet` operators and functions). Accepts what NetBox's netaddr.IPNetwork takes
 * from API clients: dotted-quad IPv4 or IPv6, with an optional `/mask` (none means /32 or /128): a length,
 * a netmask or a hostmask.
 */
export interface ParsedIp {
  family: 4 | 6;
  /** the mask length */
  length: number;
  /** the address with its mask, host bits kept: `10.1.1.5/24` */
  text: string;
  /** the network with host bits cleared: `10.1.1.0/24` */
  network: string;
}

/**
 * The length a mask names, as netaddr reads it: a number, or an address of the same family that is a netmask
 * (`255.255.255.0`) or else a hostmask (`0.0.0.255`); null when it is none of these or too long.
 */
function maskLength(mask: string, family: 4 | 6): number | null {
  const max = family === 4 ? 32 : 128;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= max ? Number(mask) : null;
  const valid = family === 4 ? ipaddr.IPv4.isValidFourPartDecimal(mask) : ipaddr.IPv6.isValid(mask) && !mask.includes('%');
  if (!valid) return null;
  const bits = ipaddr
    .parse(mask)
    .toByteArray()
    .map((b) => b.toString(2).padStart(8, '0'))
    .join('');
  const netmask = /^1*0*$/.test(bits) ? bits.indexOf('0') : /^0*1*$/.test(bits) ? bits.indexOf('1') : null;
  return netmask === null ? null : netmask < 0 ? max : netmask;
}

export function parseIpInterface(raw: string): ParsedIp | null {
  const slash = raw.indexOf('/');
  const host = slash >= 0 ? raw.slice(0, slash) : raw;
  const mask = slash >= 0 ? raw.slice(slash + 1) : null;
  let family: 4 | 6;
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) family = 4;
  else if (ipaddr.IPv6.isValid(host) && !host.includes('%')) family = 6;
  else return null;
  const length = mask === null ? (family === 4 ? 32 : 128) : maskLength(mask, family);
  if (length === null) return null;
  const address = ipaddr.parse(host);
  const cidr = `${address.toString()}/${length}`;
  const network = family === 4 ? ipaddr.IPv4.networkAddressFromCIDR(cidr) : ipaddr.IPv6.networkAddressFromCIDR(cidr);
  return { family, length, text: cidr, network: `${network.toString()}/${length}` };
}

/** The network (`10.1.1.0/24`) a prefix-like value names, or null when it is not one. */
export function parseNetwork(raw: string): string | null {
  return parseIpInterface(raw.trim())?.network ?? null;
}

/** A bare address (no mask) in canonical form, or null. */
export function parseHost(raw: string): string | null {
  const value = raw.trim();
  if (value.includes('/')) return null;
  return parseIpInterface(value)?.text.replace(/\/\d+$/, '') ?? null;
}

/** Whether the address is its network's first (network ID) or, for IPv4, last (broadcast) address. */
export function networkOrBroadcast(text: string): 'network' | 'broadcast' | null {
  const parsed = parseIpInterface(text);
  if (!parsed) return null;
  const [address] = ipaddr.parseCIDR(parsed.text);
  const v4 = parsed.family === 4;
  const network = v4 ? ipaddr.IPv4.networkAddressFromCIDR(parsed.text) : ipaddr.IPv6.networkAddressFromCIDR(parsed.text);
  if (address.toString() === network.toString()) return 'network';
  if (v4 && address.toString() === ipaddr.IPv4.broadcastAddressFromCIDR(parsed.text).toString()) return 'broadcast';
  return null;
}
