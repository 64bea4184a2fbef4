import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Settings } from '../config/settings.js';
import { SETTINGS } from '../config/settings.provider.js';
import { ApiError } from '../core/http/errors.js';
import { IS_PUBLIC } from './public.decorator.js';
import { TokenAuthenticator } from './token-authenticator.js';

export const NOT_AUTHENTICATED = 'Authentication credentials were not provided.';

/**
 * Authenticates every request that carries a token (a bad one always fails, even on public routes)
 * and refuses anonymous requests unless the route is public or LOGIN_REQUIRED is off.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: TokenAuthenticator,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const found = await this.authenticator.authenticate(request);
    if (found) {
      request.ctx.user = found.user;
      request.ctx.tokenId = found.tokenId;
      request.ctx.tokenWriteEnabled = found.writeEnabled;
      return true;
    }
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic || !this.settings.loginRequired) return true;
    throw new ApiError(403, { detail: NOT_AUTHENTICATED });
  }
}
