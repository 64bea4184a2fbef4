import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_AUTHENTICATED } from '../auth/auth.guard.js';
import { PermissionStore } from '../auth/permissions.js';
import { SessionService } from '../auth/session.js';
import { ApiError } from '../core/model/errors.js';
import { AccessPolicy } from '../core/api/resource.service.js';
import { WebhookQueue } from '../webhooks/webhook-queue.service.js';
import { webhookDeliveries } from '../webhooks/webhooks.resources.js';

export const QUEUE_BOARD_PATH = '/admin/queues';
const SAFE = new Set(['GET', 'HEAD']);

/**
 * bull-board at /admin/queues/ showing the webhook-deliveries queue, on either backend (Redis, or
 * BullMQ's PostgreSQL backend). Behind the admin session: no session → the login form; the user needs
 * `view` on webhook deliveries. Read-only: a job retried or removed there would bypass the delivery
 * records, so retries go through the deliveries page (failed → queued), and unsafe methods are refused
 * here before bull-board sees them (its XHRs carry no CSRF token).
 */
@Injectable()
export class QueueBoard implements OnModuleInit {
  constructor(
    private readonly host: HttpAdapterHost,
    private readonly queue: WebhookQueue,
    private readonly sessions: SessionService,
    private readonly permissions: PermissionStore,
    private readonly access: AccessPolicy,
  ) {}

  onModuleInit(): void {
    const board = new FastifyAdapter();
    board.setBasePath(QUEUE_BOARD_PATH);
    createBullBoard({
      queues: [new BullMQAdapter(this.queue.queue as never, { readOnlyMode: true })],
      serverAdapter: board,
      options: { uiConfig: { boardTitle: 'Webhook queue', miscLinks: [{ text: 'Admin', url: '/admin/' }] } },
    });
    const fastify = this.host.httpAdapter.getInstance<FastifyInstance>();
    // an encapsulated scope: the gate applies to bull-board's routes only
    void fastify.register(
      async (scope) => {
        scope.addHook('onRequest', (request, reply) => this.gate(request, reply));
        await scope.register(board.registerPlugin());
      },
      { prefix: QUEUE_BOARD_PATH },
    );
  }

  private async gate(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
    const api = request.url.startsWith(`${QUEUE_BOARD_PATH}/api/`);
    if (!SAFE.has(request.method)) return reply.code(405).send({ detail: 'The queue view is read-only; retry deliveries from /admin/deliveries/.' });
    const session = await this.sessions.authenticate(request);
    if (!session) {
      if (api) return reply.code(403).send({ detail: NOT_AUTHENTICATED });
      return reply.redirect(`/login/?next=${encodeURIComponent(`${QUEUE_BOARD_PATH}/`)}`, 302);
    }
    request.ctx.user = session.user;
    await this.permissions.attach(request.ctx);
    try {
      this.access.check(webhookDeliveries, 'view');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return reply.code(error.status).send(error.body);
    }
  }
}
