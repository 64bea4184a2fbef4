import { Body, Controller, Get, Param, Post, Query, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionService } from '../auth/session.js';
import { NotFoundError, ValidationError } from '../core/model/errors.js';
import { parseId } from '../core/api/resource.service.js';
import { tokens } from '../users/users.resources.js';
import { AdminExceptionFilter } from './admin.filter.js';
import { AdminGuard, frame } from './admin.guard.js';
import { AdminReads } from './admin-reads.js';
import { AdminWrites } from './admin-writes.js';
import { HTML, type Json } from './crud.js';
import { tokenForm } from './forms/token-form.js';
import type { FormValues } from './forms/model-form.js';
import { render } from './views.js';

const NOTICES: Record<string, string> = { revoked: 'The token was revoked.' };

/**
 * A user's own API tokens: list, create (the secret shown once, on the page that answers the form; never
 * in a URL), revoke. Writes go through the generic path with the user's permissions (by default everyone
 * may manage their own tokens); whatever those permissions allow, these pages touch only one's own.
 */
@ApiExcludeController()
@Controller('admin/tokens')
@UseGuards(AdminGuard)
@UseFilters(AdminExceptionFilter)
export class AdminTokensController {
  constructor(
    private readonly reads: AdminReads,
    private readonly writes: AdminWrites,
    private readonly sessions: SessionService,
  ) {}

  private me(request: FastifyRequest): { id: number; username: string } {
    return request.ctx.user!;
  }

  @Get()
  async list(
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const me = this.me(request);
    const page = await this.reads.list(tokens, request, { limit: query.limit, offset: query.offset, user_id: String(me.id) });
    reply.type(HTML);
    return render('tokenList', {
      ...frame(request, this.sessions, 'My API tokens', 'tokens', NOTICES[String(query.done)] ?? null),
      me: me.username,
      tokens: page.results.map((t) => ({ ...t, ips: ((t.allowed_ips ?? []) as string[]).join(', ') })),
      page,
    });
  }

  @Get('new')
  create(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): string {
    reply.type(HTML);
    return this.form(request, tokenForm.defaults(), {});
  }

  @Post('new')
  async createPost(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const form = tokenForm.fromBody(body);
    const { body: data, errors } = tokenForm.toApiBody(form);
    let problems: Record<string, unknown> = errors;
    if (!Object.keys(errors).length) {
      try {
        const { id, reveal } = await this.writes.createRevealing(tokens, { ...data, user: this.me(request).id });
        const t = await this.reads.get(tokens, id, request);
        // the page holds a secret: no cache may keep it
        reply.type(HTML).header('Cache-Control', 'no-store');
        const secret = t.version === 2 ? `nbt_${String(t.key)}.${String(reveal.token)}` : String(reveal.token);
        return render('tokenCreated', { ...frame(request, this.sessions, 'Token created', 'tokens'), t, secret });
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        problems = error.body as Record<string, unknown>;
      }
    }
    reply.code(400).type(HTML);
    return this.form(request, form, problems);
  }

  /** Revokes (deletes) one of the user's own tokens; anyone else's is not found. */
  @Post(':id/delete')
  async revoke(@Param('id') rawId: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const id = parseId(rawId);
    const token = await this.reads.get(tokens, id, request);
    if ((token.user as Json | null)?.id !== this.me(request).id) throw new NotFoundError();
    await this.writes.delete(tokens, id);
    reply.redirect('/admin/tokens/?done=revoked', 303);
  }

  private form(request: FastifyRequest, form: FormValues, errors: Record<string, unknown>): string {
    return render('objectForm', {
      ...frame(request, this.sessions, 'Create a token', 'tokens'),
      action: '/admin/tokens/new/',
      base: '/admin/tokens/',
      deleteUrl: null,
      related: null,
      ...tokenForm.view(form, errors),
    });
  }
}
