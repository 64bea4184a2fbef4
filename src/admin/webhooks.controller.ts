import { Body, Controller, Get, Param, Post, Query, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionService } from '../auth/session.js';
import { ApiError, ValidationError } from '../core/model/errors.js';
import { parseId } from '../core/api/resource.service.js';
import { Db } from '../database/db.js';
import { webhooks } from '../webhooks/webhooks.resources.js';
import { AdminExceptionFilter } from './admin.filter.js';
import { AdminGuard, frame } from './admin.guard.js';
import { AdminReads } from './admin-reads.js';
import { AdminWrites } from './admin-writes.js';
import { defaultForm, FormValues, formFromBody, formFromObject, formView, toApiBody } from './webhook-form.js';
import { render } from './views.js';

const NOTICES: Record<string, string> = { created: 'The webhook was created.', updated: 'The webhook was saved.', deleted: 'The webhook was deleted.' };
const HTML = 'text/html; charset=utf-8';

/** Webhooks: list, create, edit, delete (spec §6: "Webhooks are managed in the administration user interface"). */
@ApiExcludeController()
@Controller('admin/webhooks')
@UseGuards(AdminGuard)
@UseFilters(AdminExceptionFilter)
export class AdminWebhooksController {
  constructor(
    private readonly reads: AdminReads,
    private readonly writes: AdminWrites,
    private readonly sessions: SessionService,
    private readonly db: Db,
  ) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const { done, ...filters } = query;
    const page = await this.reads.list(webhooks, request, filters);
    const rows = page.results.map((w) => ({
      ...w,
      method: w.http_method?.value ?? w.http_method,
      events: [w.type_create && 'create', w.type_update && 'update', w.type_delete && 'delete'].filter(Boolean).join(', '),
    }));
    reply.type(HTML);
    return render('webhookList', { ...frame(request, this.sessions, 'Webhooks', NOTICES[String(done)]), webhooks: rows, page, q: query.q });
  }

  @Get('new')
  create(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): string {
    reply.type(HTML);
    return this.form(request, 'Add a webhook', '/admin/webhooks/new/', null, defaultForm(), {});
  }

  @Post('new')
  async createPost(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string | void> {
    const form = formFromBody(body);
    return this.save(request, reply, form, 'Add a webhook', '/admin/webhooks/new/', null, async (data) => {
      const id = await this.writes.create(webhooks, data);
      return `/admin/webhooks/${id}/?done=created`;
    });
  }

  @Get(':id')
  async edit(@Param('id') rawId: string, @Query('done') done: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const id = parseId(rawId);
    const object = await this.reads.get(webhooks, id, request);
    reply.type(HTML);
    return this.form(request, `Webhook ${object.name}`, `/admin/webhooks/${id}/`, id, formFromObject(object), {}, NOTICES[done]);
  }

  @Post(':id')
  async editPost(@Param('id') rawId: string, @Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const id = parseId(rawId);
    const form = formFromBody(body);
    return this.save(request, reply, form, `Webhook ${String(form.name)}`, `/admin/webhooks/${id}/`, id, async (data) => {
      await this.writes.update(webhooks, id, data);
      return `/admin/webhooks/${id}/?done=updated`;
    });
  }

  @Get(':id/delete')
  async confirmDelete(@Param('id') rawId: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const id = parseId(rawId);
    reply.type(HTML);
    return this.deletePage(request, id, []);
  }

  @Post(':id/delete')
  async delete(@Param('id') rawId: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const id = parseId(rawId);
    try {
      await this.writes.delete(webhooks, id);
    } catch (error) {
      // e.g. 409: something protected still points at it
      if (!(error instanceof ApiError) || error.status !== 409) throw error;
      reply.code(409).type(HTML);
      return this.deletePage(request, id, [error.message]);
    }
    reply.redirect('/admin/webhooks/?done=deleted', 303);
  }

  private async deletePage(request: FastifyRequest, id: number, general: string[]): Promise<string> {
    const webhook = await this.reads.get(webhooks, id, request);
    const [{ n }] = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM extras_webhookdelivery WHERE webhook_id = $1', [id]);
    return render('webhookDelete', { ...frame(request, this.sessions, `Delete webhook ${webhook.name}`), webhook, deliveryCount: n, general });
  }

  private form(request: FastifyRequest, title: string, action: string, id: number | null, form: FormValues, errors: Record<string, unknown>, notice?: string): string {
    return render('webhookForm', { ...frame(request, this.sessions, title, notice), action, id, ...formView(form, errors) });
  }

  /** Converts and writes; on 400 the form comes back with the values as typed and the errors beside the fields. */
  private async save(
    request: FastifyRequest,
    reply: FastifyReply,
    form: FormValues,
    title: string,
    action: string,
    id: number | null,
    write: (data: Record<string, unknown>) => Promise<string>,
  ): Promise<string | void> {
    const { body, errors } = toApiBody(form);
    let problems: Record<string, unknown> = errors;
    if (!Object.keys(errors).length) {
      try {
        reply.redirect(await write(body), 303);
        return;
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        problems = error.body as Record<string, unknown>;
      }
    }
    reply.code(400).type(HTML);
    return this.form(request, title, action, id, form, problems);
  }
}
