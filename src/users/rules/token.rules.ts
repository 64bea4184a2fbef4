import ipaddr from 'ipaddr.js';
import { settings } from '../../config/current.js';
import { currentContext } from '../../context/request-context.js';
import { PermissionDeniedError } from '../../core/model/errors.js';
import { ModelRules } from '../../core/model/model-rules.js';
import { mayGrantToken } from '../token-grant.js';
import { KEY_LENGTH, randomToken, TOKEN_LENGTH, tokenDigest } from '../token-secrets.js';

/**
 * A network as NetBox stores it (a PostgreSQL cidr: an address alone is its /32 or /128, IPv6 compressed), or
 * null when it is none; host bits right of the mask are refused, as the cidr column refuses them.
 */
function cidrOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const host = text.split('/')[0];
  // IPv4 in dotted quads only (ipaddr.js would also read "10.1" or hexadecimal parts)
  if (ipaddr.IPv4.isValid(host) && !ipaddr.IPv4.isValidFourPartDecimal(host)) return null;
  try {
    if (!text.includes('/')) {
      if (!ipaddr.isValid(text)) return null;
      const address = ipaddr.parse(text);
      return `${address.toString()}/${address.kind() === 'ipv4' ? 32 : 128}`;
    }
    if (!ipaddr.isValidCIDR(text)) return null;
    const [address, bits] = ipaddr.parseCIDR(text);
    const network = address.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(text) : ipaddr.IPv6.networkAddressFromCIDR(text);
    return network.toString() === address.toString() ? `${address.toString()}/${bits}` : null;
  } catch {
    return null;
  }
}

function serverTime(): string {
  return new Date().toISOString().replace('T', ' ').slice(0, 19);
}

export const tokenRules: ModelRules = {
  async validate(item, ctx) {
    const user = currentContext()?.user;
    // tokens for someone else need users.grant_token, its constraints judged on that user (then the add
    // permission must cover that user too)
    const owner = item.values.user;
    if (ctx.mode === 'create' && user && typeof owner === 'number' && owner !== user.id && !(await mayGrantToken(ctx.db, owner))) {
      throw new PermissionDeniedError('This user does not have permission to create tokens for other users.');
    }
    if (ctx.mode === 'update' && item.given.has('version') && item.values.version !== item.before?.version) {
      ctx.error('version', 'The version of a token cannot be changed.');
    }
    // an expiry in the past is refused on create only: an existing token may be (or be made) expired
    const expires = item.values.expires as string | null;
    if (ctx.mode === 'create' && expires && Date.parse(expires) <= Date.now()) {
      ctx.error('expires', `Expiration time must be in the future. Current server time is ${serverTime()} (UTC).`);
    }
    const ips = item.values.allowed_ips;
    if (ips !== null && ips !== undefined) {
      const networks = Array.isArray(ips) ? ips.map(cidrOf) : [null];
      if (networks.includes(null)) ctx.error('allowed_ips', 'Enter a list of valid IPv4 or IPv6 addresses or networks.');
      else if (item.given.has('allowed_ips')) item.values.allowed_ips = networks;
    }
    const plaintext = item.raw.token;
    if (ctx.mode === 'create' && plaintext !== undefined && plaintext !== null) {
      if (typeof plaintext !== 'string' || !/^[A-Za-z0-9]{40,}$/.test(plaintext)) {
        ctx.error('token', `Ensure the token is at least ${TOKEN_LENGTH} letters and digits.`);
      }
    }
  },
  derive(item, ctx) {
    if (ctx.mode !== 'create') return;
    const peppers = settings().tokenPeppers;
    const pepperId = Math.max(...peppers.keys());
    const plaintext = typeof item.raw.token === 'string' ? item.raw.token : randomToken(TOKEN_LENGTH);
    // a v1 token is found by its digest under every pepper, so it records none (NetBox's v1 tokens have none)
    item.derived.pepper_id = item.values.version === 2 ? pepperId : null;
    item.derived.key = item.values.version === 2 ? randomToken(KEY_LENGTH) : null;
    item.derived.hmac_digest = tokenDigest(peppers.get(pepperId)!, plaintext);
    item.derived.hint = plaintext.slice(-6);
    item.reveal.token = plaintext;
  },
};
