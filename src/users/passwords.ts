import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

/** scrypt, a deliberately slow KDF; parameters are stored with the hash so they can be raised later. */
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEM = 64 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEM });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time on unknown users so timing does not reveal which usernames exist.
    await scrypt(password, Buffer.alloc(16), KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEM });
    return false;
  }
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEM,
  });
  return timingSafeEqual(actual, expected);
}

/** NetBox's default validators: at least 12 characters, letters and digits mixed. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < 12) problems.push('This password is too short. It must contain at least 12 characters.');
  if (!/[0-9]/.test(password)) problems.push('Password must have at least one numeral.');
  if (!/[A-Z]/.test(password)) problems.push('Password must have at least one uppercase letter.');
  if (!/[a-z]/.test(password)) problems.push('Password must have at least one lowercase letter.');
  return problems;
}
