import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getObjectJson } from '../core/query/reader.js';
import { Db } from '../database/db.js';
import { users } from '../users/users.resources.js';
import { CredentialChecker } from './credentials.js';
import { Public } from '../core/api/public.decorator.js';
import { ApiError, ValidationError } from '../core/model/errors.js';
import { loginPage } from './login-page.js';
import { isForm, SessionService } from './session.js';

const HTML = 'text/html; charset=utf-8';

/** Only paths of this site: `/x`, never `//host` or `/\\host`. */
function safeNext(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/api/';
}

/**
 * Session login for using the API from a browser (docs/api-behaviour.md §9.1): a form or JSON
 * `{username, password}` sets the session and CSRF cookies; /logout/ clears them. Passwords are
 * checked (and failures throttled) as for token provisioning.
 */
@ApiExcludeController()
@Controller()
export class LoginController {
  constructor(
    private readonly credentials: CredentialChecker,
    private readonly sessions: SessionService,
    private readonly db: Db,
  ) {}

  @Get('login')
  @Public()
  async form(
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const session = request.headers.cookie ? await this.sessions.authenticate(request) : null;
    reply.type(HTML);
    return loginPage({
      next: safeNext(query.next),
      notice: query.logged_out !== undefined ? 'You are logged out.' : session ? `You are logged in as ${session.user.username}.` : null,
      user: session ? { username: session.user.username } : null,
    });
  }

  @Post('login')
  @Public()
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string | void> {
    if (isForm(request)) return this.formLogin(body as Record<string, unknown>, request, reply);
    const { username, password } = CredentialChecker.read(body);
    const user = await this.credentials.check(username, password, request);
    this.sessions.start(request, reply, user);
    reply.type('application/json; charset=utf-8');
    return getObjectJson(this.db, users, user.id, {}, { baseUrl: request.ctx.baseUrl });
  }

  @Post('logout')
  @Public()
  @HttpCode(204)
  logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): void {
    this.sessions.end(request, reply);
    if (isForm(request)) reply.redirect('/login/?logged_out=1', 302);
  }

  /** The HTML form: on success back to `next`, else the form again with the reason (and the status). */
  private async formLogin(body: Record<string, unknown>, request: FastifyRequest, reply: FastifyReply): Promise<string | void> {
    const next = safeNext(body.next);
    try {
      const { username, password } = CredentialChecker.read(body);
      const user = await this.credentials.check(username, password, request);
      this.sessions.start(request, reply, user);
      reply.redirect(next, 302);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const message =
        error instanceof ValidationError ? 'Enter your username and password.' : String((error.body as { detail?: unknown }).detail ?? error.message);
      for (const [k, v] of Object.entries(error.headers)) reply.header(k, v);
      reply.code(error.status).type(HTML);
      return loginPage({ next, message, username: typeof body.username === 'string' ? body.username : '' });
    }
  }
}
