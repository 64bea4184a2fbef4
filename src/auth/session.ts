import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Settings } from '../config/settings.js';
import { SETTINGS } from '../config/settings.provider.js';
import { ApiError } from '../core/model/errors.js';
import { AuthenticatedUser } from '../context/request-context.js';
import { Db } from '../database/db.js';
import { UsersCache } from './users-writes.js';

/**
 * Browser sessions for the API (docs/api-behaviour.md §9.1): `/login/` sets `sessionid`, a value
 * signed with SECRET_KEY (HMAC-SHA256): `<user id>.<expiry>.<nonce>.<signature>`. The signature also
 * covers a digest of the user's stored password hash, so a password change ends every session; nothing
 * is stored server-side. Unsafe methods with a session need `X-CSRFToken` equal to the `csrftoken`
 * cookie, itself an HMAC of the session's nonce (a token forged for another session does not match).
 * Token-authenticated requests need no CSRF token: browsers never add an Authorization header by themselves.
 */

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface UserRow {
  id: number;
  username: string;
  password: string;
  is_superuser: boolean;
  is_active: boolean;
}

export interface Session {
  user: AuthenticatedUser;
  nonce: string;
}

export function readCookies(request: FastifyRequest): Map<string, string> {
  const out = new Map<string, string>();
  const header = request.headers.cookie;
  if (!header) return out;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!out.has(name)) {
      try {
        out.set(name, decodeURIComponent(part.slice(at + 1).trim()));
      } catch {
        /* a malformed value is no cookie */
      }
    }
  }
  return out;
}

/** A form post (the admin pages, /login/): its body is parsed, and may carry the CSRF token. */
export const isForm = (request: FastifyRequest) => String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

@Injectable()
export class SessionService implements OnModuleDestroy {
  /** users of verified sessions, briefly, as verified tokens are (null: no such user) */
  private readonly users: UsersCache<number, UserRow | null>;
  /** each request's session, verified once though both the global guard and the admin guard ask */
  private readonly verified = new WeakMap<FastifyRequest, Session | null>();

  constructor(
    private readonly db: Db,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {
    this.users = new UsersCache(settings.tokenCacheSeconds * 1000);
  }

  onModuleDestroy(): void {
    this.users.close();
  }

  private sign(...parts: string[]): string {
    return createHmac('sha256', this.settings.secretKey).update(parts.join('\u0000')).digest('base64url');
  }

  private passwordTag(hash: string): string {
    return createHash('sha256').update(hash).digest('base64url').slice(0, 16);
  }

  csrfToken(nonce: string): string {
    return this.sign('csrf', nonce).slice(0, 32);
  }

  private cookie(request: FastifyRequest, name: string, value: string, maxAge: number, httpOnly: boolean): string {
    const secure = request.protocol === 'https' ? '; Secure' : '';
    return `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${httpOnly ? '; HttpOnly' : ''}${secure}`;
  }

  /** Sets the session and CSRF cookies for a user whose password was just checked. */
  start(request: FastifyRequest, reply: FastifyReply, user: { id: number; password: string }): string {
    const age = this.settings.sessionCookieAge;
    const expires = String(Math.floor(Date.now() / 1000) + age);
    const nonce = randomBytes(18).toString('base64url');
    const value = `${user.id}.${expires}.${nonce}.${this.sign('session', String(user.id), expires, nonce, this.passwordTag(user.password))}`;
    const csrf = this.csrfToken(nonce);
    reply.header('Set-Cookie', [this.cookie(request, SESSION_COOKIE, value, age, true), this.cookie(request, CSRF_COOKIE, csrf, age, false)]);
    return csrf;
  }

  end(request: FastifyRequest, reply: FastifyReply): void {
    reply.header('Set-Cookie', [this.cookie(request, SESSION_COOKIE, '', 0, true), this.cookie(request, CSRF_COOKIE, '', 0, false)]);
  }

  /** The session's user, or null for no, a forged, an expired or an outdated session (then the request is anonymous). */
  async authenticate(request: FastifyRequest): Promise<Session | null> {
    if (this.verified.has(request)) return this.verified.get(request)!;
    const session = await this.verify(request);
    this.verified.set(request, session);
    return session;
  }

  private async verify(request: FastifyRequest): Promise<Session | null> {
    const cookies = readCookies(request);
    const value = cookies.get(SESSION_COOKIE);
    if (!value) return null;
    const [id, expires, nonce, signature, ...extra] = value.split('.');
    if (extra.length || !/^\d{1,18}$/.test(id ?? '') || !/^\d{1,12}$/.test(expires ?? '') || !nonce || !signature) return null;
    if (Number(expires) * 1000 <= Date.now()) return null;
    const row = await this.user(Number(id));
    if (!row || !row.is_active) return null;
    if (!same(signature, this.sign('session', id, expires, nonce, this.passwordTag(row.password)))) return null;
    return { user: { id: row.id, username: row.username, isSuperuser: row.is_superuser, isActive: row.is_active }, nonce };
  }

  /**
   * Unsafe methods with a session need the CSRF token (Django's messages): in X-CSRFToken, or — for HTML
   * forms (the admin pages; form bodies are parsed only outside /api) — in the `csrfmiddlewaretoken` field.
   */
  checkCsrf(request: FastifyRequest, session: Session): void {
    if (!UNSAFE.has(request.method)) return;
    const header = request.headers['x-csrftoken'];
    const field = isForm(request) ? (request.body as Record<string, unknown> | undefined)?.csrfmiddlewaretoken : undefined;
    const token = typeof header === 'string' && header ? header : field;
    if (typeof token !== 'string' || !token) throw new ApiError(403, { detail: 'CSRF Failed: CSRF token missing.' });
    if (!same(token, this.csrfToken(session.nonce))) throw new ApiError(403, { detail: 'CSRF Failed: CSRF token incorrect.' });
  }

  /**
   * A browser says where an unsafe request comes from (Origin, Sec-Fetch-Site). One from another site
   * that is not token-authenticated is refused, with Django's message, whatever the route: a cross-site
   * form cannot use the session, log a user out, or log them into another account. Clients other than
   * browsers send neither header; cross-origin scripts cannot send a token without CORS, which this
   * service does not allow.
   */
  checkOrigin(request: FastifyRequest): void {
    if (!UNSAFE.has(request.method)) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const own = `${request.protocol}://${request.host}`;
    if (typeof origin === 'string' && origin !== own) {
      throw new ApiError(403, { detail: `CSRF Failed: Origin checking failed - ${origin} does not match any trusted origins.` });
    }
    if (origin === undefined && site === 'cross-site')
      throw new ApiError(403, { detail: 'CSRF Failed: Referer checking failed - the request comes from another site.' });
  }

  private async user(id: number): Promise<UserRow | null> {
    const hit = this.users.get(id);
    if (hit !== undefined) return hit;
    const rows = await this.db.query<UserRow>('SELECT id, username, password, is_superuser, is_active FROM users_user WHERE id = $1', [id], {
      prepare: true,
    });
    const row = rows[0] ?? null;
    this.users.set(id, row);
    return row;
  }
}
