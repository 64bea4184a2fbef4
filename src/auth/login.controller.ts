import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getObjectJson } from '../core/query/reader.js';
import { Db } from '../database/db.js';
import { users } from '../users/users.resources.js';
import { CredentialChecker } from './credentials.js';
import { Public } from '../core/api/public.decorator.js';
import { isForm, SessionService } from './session.js';

const FORM = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Log in</title></head>
<body><form method="post" action="/login/">
<input type="hidden" name="next" value="">
<p><label>Username <input name="username" autocomplete="username" required></label></p>
<p><label>Password <input name="password" type="password" autocomplete="current-password" required></label></p>
<p><button type="submit">Log in</button></p>
</form>
<script>document.querySelector('[name=next]').value = new URLSearchParams(location.search).get('next') || '';</script>
</body></html>`;

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
  form(@Res({ passthrough: true }) reply: FastifyReply): string {
    reply.type('text/html; charset=utf-8');
    return FORM;
  }

  @Post('login')
  @Public()
  @HttpCode(200)
  async login(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string | void> {
    const { username, password } = CredentialChecker.read(body);
    const user = await this.credentials.check(username, password, request);
    this.sessions.start(request, reply, user);
    if (isForm(request)) {
      reply.redirect(safeNext((body as Record<string, unknown>).next), 302);
      return;
    }
    reply.type('application/json; charset=utf-8');
    return getObjectJson(this.db, users, user.id, {}, { baseUrl: request.ctx.baseUrl });
  }

  @Post('logout')
  @Public()
  @HttpCode(204)
  logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): void {
    this.sessions.end(request, reply);
    if (isForm(request)) reply.redirect('/login/', 302);
  }
}
