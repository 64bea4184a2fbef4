import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { hash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import { settings } from '../config/current.js';
import type { Settings } from '../config/settings.js';
import { SETTINGS } from '../config/settings.provider.js';
import { ApiError } from '../core/model/errors.js';
import { AuthenticatedUser } from '../context/request-context.js';
import { Db } from '../database/db.js';
import { digestsEqual, TOKEN_PREFIX, tokenDigest } from '../users/token-secrets.js';
import { UsersCache } from './users-writes.js';

interface TokenRow {
  id: number;
  version: number;
  pepper_id: number | null;
  hmac_digest: string;
  enabled: boolean;
  write_enabled: boolean;
  expires: string | null;
  last_used: string | null;
  allowed_ips: string[] | null;
  user_id: number;
  username: string;
  is_superuser: boolean;
  is_active: boolean;
}

export interface Authenticated {
  user: AuthenticatedUser;
  tokenId: number;
  writeEnabled: boolean;
}

const denied = (detail: string) => new ApiError(403, { detail });
const LAST_USED_INTERVAL_MS = 60_000;

/**
 * Client address (reference §9.2): behind a trusted proxy (TRUSTED_PROXIES) its X-Real-IP, else the
 * address X-Forwarded-For names through trusted proxies (Fastify's trustProxy); from any other peer the
 * socket's address — a client cannot pick its own address to escape the login throttle, the rate
 * limit or a token's allowed IPs.
 */
export function clientIp(request: FastifyRequest): string | null {
  const peer = request.socket?.remoteAddress ?? null;
  if (peer && proxyTrusted(peer)) {
    const real = request.headers['x-real-ip'];
    if (typeof real === 'string' && real.trim()) return bareAddress(real.split(',')[0]);
  }
  const ip = request.ip ?? peer;
  return ip === null ? null : bareAddress(ip);
}

/**
 * An address as a proxy may write it in X-Real-IP or X-Forwarded-For — with a port (`192.0.2.1:8080`), in
 * brackets (`[2001:db8::1]`, `[2001:db8::1]:8080`) — reduced to the address alone, as NetBox reads those
 * headers (docs/api-behaviour.md §9.2). Anything else is returned as given (no allowed network matches it).
 */
export function bareAddress(raw: string): string {
  const value = raw.trim();
  if (ipaddr.isValid(value)) return value;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1];
  const withPort = /^([^:]+):\d+$/.exec(value);
  return withPort ? withPort[1] : value;
}

function proxyTrusted(peer: string): boolean {
  const trusted = settings().trustedProxies;
  return trusted === true || (trusted.length > 0 && ipAllowed(peer, trusted));
}

/** Whether an address falls in one of the token's allowed networks (addresses or CIDR prefixes). */
export function ipAllowed(ip: string, networks: string[]): boolean {
  if (!ipaddr.isValid(ip)) return false;
  let client = ipaddr.parse(ip);
  if (client.kind() === 'ipv6' && (client as ipaddr.IPv6).isIPv4MappedAddress()) client = (client as ipaddr.IPv6).toIPv4Address();
  return networks.some((network) => {
    try {
      const [address, length] = network.includes('/') ? ipaddr.parseCIDR(network) : [ipaddr.parse(network), client.kind() === 'ipv4' ? 32 : 128];
      return address.kind() === client.kind() && client.match(address, length);
    } catch {
      return false;
    }
  });
}

/**
 * Reads `Authorization` and answers who is asking, with NetBox's failure messages (reference §9.1–9.3).
 * Verified tokens are remembered for a few seconds (TOKEN_CACHE_SECONDS) so most requests skip the
 * lookup, keyed by a digest of the header, never the plaintext. Any write to the users app in this
 * process empties the cache; other processes see a revocation within the TTL. Enabled, expiry, allowed
 * IPs and is_active are still checked on every request.
 */
@Injectable()
export class TokenAuthenticator implements OnModuleDestroy {
  private readonly verified: UsersCache<string, TokenRow>;

  constructor(
    private readonly db: Db,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {
    this.verified = new UsersCache(settings.tokenCacheSeconds * 1000);
  }

  onModuleDestroy(): void {
    this.verified.close();
  }

  /** null when the request carries no token at all (anonymous). */
  async authenticate(request: FastifyRequest): Promise<Authenticated | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    const [keyword, ...parts] = header.trim().split(/\s+/);
    if (!/^(bearer|token)$/i.test(keyword)) return null;
    if (parts.length !== 1) {
      throw denied('Invalid authorization header: Must be in the form "Bearer <key>.<token>" or "Token <token>"');
    }
    const value = parts[0];
    if (!/^[\x21-\x7e]+$/.test(value)) throw denied('Invalid authorization header: Token contains invalid characters');
    const cacheKey = hash('sha256', value, 'base64'); // one-shot: a third of createHash's cost, the same digest
    let row = this.verified.get(cacheKey);
    if (!row) {
      row = value.startsWith(TOKEN_PREFIX) ? await this.findV2(value.slice(TOKEN_PREFIX.length)) : await this.findV1(value);
      this.verified.set(cacheKey, row);
    }
    if (row.allowed_ips?.length) {
      const ip = clientIp(request);
      if (!ip) {
        throw denied(
          'Client IP address could not be determined for validation. Check that the HTTP server is correctly configured to pass the required header(s).',
        );
      }
      if (!ipAllowed(ip, row.allowed_ips)) throw denied(`Source IP ${ip} is not permitted to authenticate using this token.`);
    }
    if (!row.enabled) throw denied('Token disabled');
    if (row.expires && Date.parse(row.expires) <= Date.now()) throw denied('Token expired');
    if (!this.settings.maintenanceMode && (!row.last_used || Date.now() - Date.parse(row.last_used) > LAST_USED_INTERVAL_MS)) {
      // A direct column update: no change record, no last_updated bump; none in maintenance mode (§9.3).
      row.last_used = new Date().toISOString();
      await this.db.query('UPDATE users_token SET last_used = now() WHERE id = $1', [row.id], { prepare: true });
    }
    if (!row.is_active) throw denied('User inactive');
    return {
      user: { id: row.user_id, username: row.username, isSuperuser: row.is_superuser, isActive: row.is_active },
      tokenId: row.id,
      writeEnabled: row.write_enabled,
    };
  }

  private readonly columns = `t.id, t.version, t.pepper_id, t.hmac_digest, t.enabled, t.write_enabled, t.expires, t.last_used,
    t.allowed_ips, t.user_id, u.username, u.is_superuser, u.is_active`;

  private async findV2(body: string): Promise<TokenRow> {
    const dot = body.indexOf('.');
    if (dot < 0) {
      throw denied("Invalid authorization header: Could not parse key from v2 token. Did you mean to use 'Token' instead of 'Bearer'?");
    }
    const key = body.slice(0, dot);
    const plaintext = body.slice(dot + 1);
    const rows = await this.db.query<TokenRow>(
      `SELECT ${this.columns} FROM users_token t JOIN users_user u ON u.id = t.user_id WHERE t.key = $1 AND t.version = 2`,
      [key],
      { prepare: true },
    );
    const row = rows[0];
    const pepper = row && row.pepper_id !== null ? this.settings.tokenPeppers.get(row.pepper_id) : undefined;
    if (!row || !pepper || !digestsEqual(tokenDigest(pepper, plaintext), row.hmac_digest)) throw denied('Invalid v2 token');
    return row;
  }

  private async findV1(plaintext: string): Promise<TokenRow> {
    const candidates = [...this.settings.tokenPeppers.values()].map((pepper) => tokenDigest(pepper, plaintext));
    const rows = await this.db.query<TokenRow>(
      `SELECT ${this.columns} FROM users_token t JOIN users_user u ON u.id = t.user_id
        WHERE t.version = 1 AND t.hmac_digest = ANY($1::text[])`,
      [candidates],
      { prepare: true },
    );
    const row = rows[0];
    if (!row || !candidates.some((d) => digestsEqual(d, row.hmac_digest))) throw denied('Invalid v1 token');
    return row;
  }
}
