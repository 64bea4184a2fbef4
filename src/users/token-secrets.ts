import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const TOKEN_PREFIX = 'nbt_';
export const TOKEN_LENGTH = 40;
export const KEY_LENGTH = 12;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomToken(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/** Tokens are stored only as this digest: hex HMAC-SHA256 of the plaintext keyed by the pepper. */
export function tokenDigest(pepper: string, plaintext: string): string {
  return createHmac('sha256', pepper).update(plaintext, 'utf8').digest('hex');
}

export function digestsEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
