import { Controller, Get, Param, Post, Query, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionService } from '../auth/session.js';
import { ConflictError } from '../core/model/errors.js';
import { parseId } from '../core/api/resource.service.js';
import { DeliveryState } from '../webhooks/entities/webhook-delivery.entity.js';
import { DeliveryRetry } from '../webhooks/delivery-retry.service.js';
import { webhookDeliveries, webhooks } from '../webhooks/webhooks.resources.js';
import { AdminExceptionFilter } from './admin.filter.js';
import { AdminGuard, frame } from './admin.guard.js';
import { AdminReads } from './admin-reads.js';
import { render } from './views.js';

const HTML = 'text/html; charset=utf-8';
const LIST_FIELDS = ['id', 'created', 'webhook', 'event', 'object_type', 'object_id', 'state', 'attempts', 'response_status', 'error'];

/** Deliveries: the list (newest first, by state and webhook), one delivery's record, and the manual retry. */
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
  async list(@Query() query: Record<string, unknown>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const page = await this.reads.list(webhookDeliveries, request, query, LIST_FIELDS);
    const state = String(query.state ?? '');
    const webhookId = String(query.webhook_id ?? '');
    const states = DeliveryState.entries.map(([value, label]) => ({ value, label, selected: value === state }));
    // the webhook filter offers the webhooks this user may see
    const hooks = this.reads.may(webhooks, 'view') ? (await this.reads.list(webhooks, request, { limit: '1000' }, ['id', 'name'])).results : [];
    const webhookChoices = hooks.map((w) => ({ id: w.id, name: w.name, selected: String(w.id) === webhookId }));
    reply.type(HTML);
    return render('deliveryList', { ...frame(request, this.sessions, 'Webhook deliveries'), deliveries: page.results, page, states, webhookChoices });
  }

  @Get(':id')
  async detail(@Param('id') rawId: string, @Query('done') done: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    reply.type(HTML);
    return this.page(request, parseId(rawId), [], done === 'retried' ? 'The delivery is queued again.' : undefined);
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

  private async page(request: FastifyRequest, id: number, general: string[], notice?: string): Promise<string> {
    const d = await this.reads.get(webhookDeliveries, id, request);
    const canRetry = d.state?.value === 'failed' && this.reads.may(webhookDeliveries, 'change');
    return render('deliveryDetail', { ...frame(request, this.sessions, `Delivery #${id}`, notice), d, canRetry, general });
  }
}
