import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { Session, SessionService } from '../auth/session.js';
import { Frame, frameOf, Section } from '../html/engine.js';

/** No session: the page answers with a redirect to the login form. */
export class LoginRequired extends Error {
  constructor() {
    super('login required');
  }
}

const sessions = new WeakMap<FastifyRequest, Session>();

/**
 * Admin pages are for logged-in browsers: they need the session cookie of /login/ (the global AuthGuard
 * has already verified it and, for unsafe methods, its CSRF token). A token is not enough: requests made
 * with one skip the CSRF check, and the forms here post with the session.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const ctx = request.ctx;
    const session = ctx.tokenId === null && ctx.user ? await this.sessions.authenticate(request) : null;
    if (!session || session.user.id !== ctx.user!.id) throw new LoginRequired();
    sessions.set(request, session);
    return true;
  }
}

/** The frame of a page for this request: title, user, the CSRF token its forms post, a notice. */
export function frame(request: FastifyRequest, sessionService: SessionService, title: string, section: Section, notice: string | null = null): Frame {
  const session = sessions.get(request);
  if (!session) throw new LoginRequired();
  return frameOf({
    title,
    section,
    here: request.url,
    user: { username: session.user.username },
    csrf: sessionService.csrfToken(session.nonce),
    notice,
  });
}
