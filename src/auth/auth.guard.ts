import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Rate, Settings } from '../config/settings.js';
import { SETTINGS } from '../config/settings.provider.js';
import { ApiError, MethodNotAllowedError, PermissionDeniedError } from '../core/model/errors.js';
import { maintenanceError } from './maintenance.js';
import { PermissionStore } from './permissions.js';
import { methodNotAllowed, stampHeaders, wantsViewMetadata } from '../core/api/hooks.js';
import { viewOf } from '../core/api/views.js';
import { ViewMetadata } from '../core/api/options.js';
import { IS_PUBLIC } from '../core/api/public.decorator.js';
import { rateHeaders, RateLimits, throttled } from './rate-limit.js';
import { SessionService } from './session.js';
import { clientIp, TokenAuthenticator } from './token-authenticator.js';

export const NOT_AUTHENTICATED = 'Authentication credentials were not provided.';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every request: who is asking (a token — a bad one always fails, even on public routes — else a
 * session cookie, whose unsafe requests need the CSRF token), whether anonymous requests may pass
 * (public routes, LOGIN_REQUIRED off), maintenance mode (API writes refused), the per-client rate
 * limit, and the user's object permissions for the access policy (none to load for superusers).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: TokenAuthenticator,
    private readonly sessions: SessionService,
    private readonly permissions: PermissionStore,
    private readonly limits: RateLimits,
    @Inject(SETTINGS) private readonly settings: Settings,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const ctx = request.ctx;
    const isPublic = this.isPublic(context);
    const found = await this.authenticator.authenticate(request);
    if (found) {
      ctx.user = found.user;
      ctx.tokenId = found.tokenId;
      ctx.tokenWriteEnabled = found.writeEnabled;
    } else {
      this.sessions.checkOrigin(request);
    }
    if (!found && !isPublic && request.headers.cookie) {
      const session = await this.sessions.authenticate(request);
      if (session) {
        this.sessions.checkCsrf(request, session);
        ctx.user = session.user;
      }
    }
    if (!ctx.user && !isPublic && this.settings.loginRequired) throw new ApiError(403, { detail: NOT_AUTHENTICATED });
    if (this.settings.maintenanceMode && !SAFE.has(request.method) && request.url.startsWith('/api/')) throw maintenanceError();
    if (this.settings.rateLimit) await this.limit(request, context.switchToHttp().getResponse<FastifyReply>(), this.settings.rateLimit);
    await this.permissions.attach(ctx);
    // a method the URL does not serve: refused once the request is authenticated and the permission classes ran
    // (DRF's order) — so a write-disabled token meets NetBox's TokenPermissions' 403 first where the view uses it
    // (and OPTIONS on a view with no route of its own for it: its metadata, once the request passed)
    if (methodNotAllowed(request) || wantsViewMetadata(request)) {
      const view = viewOf(request);
      view.permission?.(ctx);
      if (wantsViewMetadata(request)) throw new ViewMetadata(view, ctx);
      if (!SAFE.has(request.method) && ctx.tokenId !== null && !ctx.tokenWriteEnabled && view.tokenPermissions !== false) {
        throw new PermissionDeniedError();
      }
      throw new MethodNotAllowedError(request.method);
    }
    // API-Version and X-Request-ID on every response a handler produces, stamped once the request has passed
    // (errors and responses no handler reaches get them from the exception filter or the onSend hook). A global
    // interceptor did this before; its rxjs chain cost about 5 % of a device detail GET's Node CPU.
    stampHeaders(request, context.switchToHttp().getResponse<FastifyReply>());
    return true;
  }

  /** Whether the route is @Public(); read once per controller and handler, not reflected on every request. */
  private readonly publicRoutes = new WeakMap<object, WeakMap<object, boolean>>();
  private isPublic(context: ExecutionContext): boolean {
    const [controller, handler] = [context.getClass(), context.getHandler()];
    let handlers = this.publicRoutes.get(controller);
    if (!handlers) this.publicRoutes.set(controller, (handlers = new WeakMap()));
    let found = handlers.get(handler);
    if (found === undefined) {
      found = Boolean(this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [handler, controller]));
      handlers.set(handler, found);
    }
    return found;
  }

  /** One request counted against the token (or session user, or client address when anonymous). */
  private async limit(request: FastifyRequest, reply: FastifyReply, rate: Rate): Promise<void> {
    const ctx = request.ctx;
    const key = ctx.tokenId !== null ? `api:t${ctx.tokenId}` : ctx.user ? `api:u${ctx.user.id}` : `api:a${clientIp(request) ?? ''}`;
    const state = await this.limits.hit(request, key, rate);
    if (!state.allowed) throw throttled(state);
    for (const [name, value] of Object.entries(rateHeaders(state))) reply.header(name, value);
  }
}
