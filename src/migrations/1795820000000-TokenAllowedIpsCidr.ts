import ipaddr from 'ipaddr.js';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A token's allowed_ips as NetBox stores them (a PostgreSQL cidr each: an address alone is its /32 or /128, IPv6
 * compressed). Tokens written before the rule normalized them kept each value as given ("10.0.0.1"); each is
 * rewritten as the network it was matched as. A value no address parser reads is left as it is.
 */
function cidrOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  try {
    if (!text.includes('/')) {
      if (!ipaddr.isValid(text)) return value;
      const address = ipaddr.parse(text);
      return `${address.toString()}/${address.kind() === 'ipv4' ? 32 : 128}`;
    }
    if (!ipaddr.isValidCIDR(text)) return value;
    const [address, bits] = ipaddr.parseCIDR(text);
    const network = address.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(text) : ipaddr.IPv6.networkAddressFromCIDR(text);
    return `${network.toString()}/${bits}`;
  } catch {
    return value;
  }
}

export class TokenAllowedIpsCidr1795820000000 implements MigrationInterface {
  name = 'TokenAllowedIpsCidr1795820000000';

  async up(q: QueryRunner): Promise<void> {
    const rows = (await q.query(`SELECT id, allowed_ips FROM users_token WHERE CASE WHEN jsonb_typeof(allowed_ips) = 'array' THEN jsonb_array_length(allowed_ips) > 0 ELSE false END`)) as {
      id: number;
      allowed_ips: unknown[];
    }[];
    for (const row of rows) {
      const normalized = row.allowed_ips.map(cidrOf);
      if (JSON.stringify(normalized) === JSON.stringify(row.allowed_ips)) continue;
      await q.query(`UPDATE users_token SET allowed_ips = $2::jsonb WHERE id = $1`, [row.id, JSON.stringify(normalized)]);
    }
  }

  async down(): Promise<void> {
    // the values as given are not kept; the normalized ones mean the same
  }
}
