import { Controller, Get, OnModuleInit, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionService } from '../auth/session.js';
import { Params } from '../database/sql.js';
import { AccessPolicy } from '../core/api/resource.service.js';
import { Db } from '../database/db.js';
import { RelayService } from '../events/relay.service.js';
import { DeliveryState } from '../webhooks/entities/webhook-delivery.entity.js';
import { WebhookQueue } from '../webhooks/webhook-queue.service.js';
import { webhookDeliveries } from '../webhooks/webhooks.resources.js';
import { AdminExceptionFilter } from './admin.filter.js';
import { AdminGuard, frame } from './admin.guard.js';
import { AdminReads } from './admin-reads.js';
import { render } from './views.js';

/** `/admin/`: where to go, and the delivery pipeline's figures (the sources of /api/status/'s `webhooks`). */
@ApiExcludeController()
@Controller('admin')
@UseGuards(AdminGuard)
@UseFilters(AdminExceptionFilter)
export class AdminHomeController implements OnModuleInit {
  private relay: RelayService;

  constructor(
    private readonly queue: WebhookQueue,
    private readonly reads: AdminReads,
    private readonly access: AccessPolicy,
    private readonly sessions: SessionService,
    private readonly db: Db,
    private readonly modules: ModuleRef,
  ) {}

  onModuleInit(): void {
    // the events app's relay (its module is not imported here: importing it again would register its routes twice)
    this.relay = this.modules.get(RelayService, { strict: false });
  }

  @Get()
  async home(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const [stats, pending] = await Promise.all([this.queue.stats().catch(() => null), this.relay.relay.pending().catch(() => null)]);
    const queue = {
      backend: this.queue.backend,
      available: stats !== null,
      depth: stats?.depth,
      workers: stats?.workers ?? 0,
      outboxKnown: pending !== null,
      outboxPending: pending,
      relayError: this.relay.relay.lastError,
    };
    reply.type('text/html; charset=utf-8');
    return render('home', { ...frame(request, this.sessions, 'Administration', 'admin'), queue, deliveries: await this.deliveryCounts() });
  }

  /** Deliveries by state, among those the user may see (none when they may see none). */
  private async deliveryCounts() {
    if (!this.reads.may(webhookDeliveries, 'view')) return null;
    const params = new Params();
    const scoped = this.access.scope(webhookDeliveries, 'view')?.('d', params);
    const rows = await this.db.query<{ state: string; n: number }>(
      `SELECT d.state, count(*)::int AS n FROM extras_webhookdelivery d${scoped ? ` WHERE ${scoped}` : ''} GROUP BY d.state`,
      params.values,
    );
    const counts = new Map(rows.map((r) => [r.state, r.n]));
    return DeliveryState.entries.map(([value, label]) => ({ value, label, count: counts.get(String(value)) ?? 0 }));
  }
}
