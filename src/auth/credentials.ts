import { Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Settings } from '../config/settings.js';
import { SETTINGS } from '../config/settings.provider.js';
import { ApiError, ValidationError } from '../core/model/errors.js';
import { containsNul, NUL_MESSAGE } from '../core/model/nul.js';
import { Db } from '../database/db.js';
import { verifyPassword } from '../users/passwords.js';
import { RateLimits, throttled } from './rate-limit.js';
import { clientIp } from './token-authenticator.js';

export interface CheckedUser {
  id: number;
  username: string;
  password: string;
}

/**
 * Username + password checks for token provisioning and /login/ (docs/api-behaviour.md §10):
 * "Invalid username/password" for a wrong password, an unknown or an inactive user alike. Failures are
 * counted per username and client address (LOGIN_THROTTLE); a full window answers 429 before the
 * password is even looked at, and a success starts the count afresh.
 */
@Injectable()
export class CredentialChecker {
  constructor(
    private readonly db: Db,
    private readonly limits: RateLimits,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  /** `{username, password}` from a body, or 400 "This field is required." for what is missing. */
  static read(body: unknown): { username: string; password: string } {
    const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const errors: Record<string, string[]> = {};
    for (const field of ['username', 'password']) {
      if (typeof input[field] !== 'string' || input[field] === '') errors[field] = ['This field is required.'];
      else if (containsNul(input[field])) errors[field] = [NUL_MESSAGE];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    return { username: input.username as string, password: input.password as string };
  }

  async check(username: string, password: string, request: FastifyRequest): Promise<CheckedUser> {
    const throttle = this.settings.loginThrottle;
    const key = `login:${encodeURIComponent(username.toLowerCase())}:${clientIp(request) ?? ''}`;
    if (throttle) {
      const state = await this.limits.peek(request, key, throttle);
      if (!state.allowed) throw throttled(state);
    }
    const rows = await this.db.query<CheckedUser & { is_active: boolean }>(
      'SELECT id, username, password, is_active FROM users_user WHERE username = $1',
      [username],
    );
    const user = rows[0];
    const valid = await verifyPassword(password, user?.password ?? null);
    if (!user || !valid || !user.is_active) {
      if (throttle) await this.limits.hit(request, key, throttle);
      throw new ApiError(403, { detail: 'Invalid username/password' });
    }
    if (throttle) await this.limits.reset(key);
    // a direct column update (no change record); a read-only database in maintenance mode is left alone
    if (!this.settings.maintenanceMode) await this.db.query('UPDATE users_user SET last_login = now() WHERE id = $1', [user.id]);
    return { id: user.id, username: user.username, password: user.password };
  }
}
