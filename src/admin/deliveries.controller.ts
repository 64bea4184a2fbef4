import { Body, Controller, Get, Param, Post, Query, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionService } from '../auth/session.js';
import { ConflictError } from '../core/model/errors.js';
import { ResourceRegistry } from '../core/model/define-resource.js';
import { parseId } from '../core/api/resource.service.js';
import { DeliveryState } from '../webhooks/entities/webhook-delivery.entity.js';
import { DeliveryRetry } from '../webhooks/delivery-retry.service.js';
import { webhookDeliveries, webhooks } from '../webhooks/webhooks.resources.js';
import { AdminExceptionFilter } from './admin.filter.js';
import { AdminGuard, frame } from './admin.guard.js';
import { AdminReads } from './admin-reads.js';
import { HTML, type Json } from './crud.js';
import { render } from './views.js';

const LIST_FIELDS = ['id', 'created', 'webhook', 'event_rule', 'event', 'object_type', 'object_id', 'state', 'attempts', 'response_status', 'error'];
const NOTICES: Record<string, string> = { retried: 'The delivery is queued again.' };
const ID = /^\d{1,18}$/;

/** Deliveries: the list (newest first, by state, webhook and event rule), one delivery's record, and the manual retries. */
@ApiExcludeController()
@Controller('admin/deliveries')
@UseGuards(AdminGuard)
@UseFilters(AdminExceptionFilter)
export class AdminDeliveriesController {
  constructor(
    private readonly reads: AdminReads,
    private readonly retries: DeliveryRetry,
    private readonly sessions: SessionService,
  ) {}

  @Get()
  async list(
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { done, ...filters } = query;
    const page = await this.reads.list(webhookDeliveries, request, filters, LIST_FIELDS);
    const state = String(query.state ?? '');
    const webhookId = String(query.webhook_id ?? '');
    const states = DeliveryState.entries.map(([value, label]) => ({ value, label, selected: value === state }));
    // the webhook filter offers the webhooks this user may see
    const hooks = this.reads.may(webhooks, 'view') ? (await this.reads.list(webhooks, request, { limit: '1000' }, ['id', 'name'])).results : [];
    const webhookChoices = hooks.map((w) => ({ id: w.id, name: w.name, selected: String(w.id) === webhookId }));
    const notice = typeof done === 'string' && /^\d+$/.test(done) ? `${done} failed deliveries are queued again.` : null;
    reply.type(HTML);
    return render('deliveryList', {
      ...frame(request, this.sessions, 'Webhook deliveries', 'deliveries', notice),
      deliveries: page.results.map((d) => ({ ...d, webhook: d.webhook ?? null, event_rule: d.event_rule ?? null })),
      page,
      states,
      webhookChoices,
      webhookId: ID.test(webhookId) ? webhookId : null,
      eventRuleId: typeof query.event_rule_id === 'string' && ID.test(query.event_rule_id) ? query.event_rule_id : null,
      canRetryAll: this.reads.may(webhookDeliveries, 'change'),
    });
  }

  /** Every failed delivery (of the webhook the list was filtered by, if any) back to queued. */
  @Post('retry-failed')
  async retryFailed(@Body() body: Record<string, unknown> | undefined, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    const id = (name: string) => (typeof body?.[name] === 'string' && ID.test(body[name]) ? Number(body[name]) : undefined);
    const count = await this.retries.retryFailed({ webhookId: id('webhook_id'), eventRuleId: id('event_rule_id') });
    reply.redirect(`/admin/deliveries/?done=${count}`, 303);
  }

  @Get(':id')
  async detail(
    @Param('id') rawId: string,
    @Query('done') done: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    reply.type(HTML);
    return this.page(request, parseId(rawId), [], NOTICES[done] ?? null);
  }

  /** failed → queued, exactly as POST /api/extras/webhook-deliveries/<id>/retry/ does. */
  @Post(':id/retry')
  async retry(@Param('id') rawId: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const id = parseId(rawId);
    try {
      await this.retries.retry(id);
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      reply.code(409).type(HTML);
      return this.page(request, id, [error.message]);
    }
    reply.redirect(`/admin/deliveries/${id}/?done=retried`, 303);
  }

  private async page(request: FastifyRequest, id: number, general: string[], notice: string | null = null): Promise<string> {
    const d = await this.reads.get(webhookDeliveries, id, request);
    const canRetry = d.state?.value === 'failed' && this.reads.may(webhookDeliveries, 'change');
    const target = ResourceRegistry.byObjectType(String(d.object_type));
    const change = new URLSearchParams({
      request_id: String(d.request_id),
      changed_object_type: String(d.object_type),
      changed_object_id: String(d.object_id),
    });
    return render('deliveryDetail', {
      ...frame(request, this.sessions, `Delivery #${id}`, 'deliveries', notice),
      d: { ...d, webhook: d.webhook ?? null, event_rule: d.event_rule ?? null },
      attemptLog: ((d.attempt_log ?? []) as Json[]).map((a) => ({
        at: a.at ?? null,
        status: a.status ?? null,
        duration_ms: a.duration_ms ?? null,
        error: a.error ?? null,
      })),
      objectUrl: target ? `${target.listPath}${d.object_id}/` : null,
      changeUrl: `/admin/changes/?${change.toString()}`,
      canRetry,
      general,
    });
  }
}
