import { Controller, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../core/http/errors.js';
import { getObjectJson } from '../core/query/reader.js';
import { AccessPolicy, parseId } from '../core/resource/resource.service.js';
import { Db } from '../database/db.js';
import { WebhookQueue } from './webhook-queue.service.js';
import { webhookDeliveries } from './webhooks.resources.js';

/** `POST /api/extras/webhook-deliveries/<id>/retry/`: a failed delivery goes back to the queue. */
@ApiTags('extras')
@Controller('api/extras/webhook-deliveries/:id/retry')
export class RetryController {
  constructor(
    private readonly db: Db,
    private readonly queue: WebhookQueue,
    private readonly access: AccessPolicy,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ operationId: 'extras_webhook_deliveries_retry', summary: 'Re-queue a failed delivery' })
  async retry(@Param('id') rawId: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    this.access.check(webhookDeliveries, 'change');
    const id = parseId(rawId);
    const rows = await this.db.query<{ id: number; state: string }>(
      `UPDATE extras_webhookdelivery SET state = 'queued', next_attempt = NULL WHERE id = $1 AND state = 'failed'
        RETURNING id, state`,
      [id],
    );
    if (!rows.length) {
      await getObjectJson(this.db, webhookDeliveries, id, {}, { baseUrl: request.ctx.baseUrl }); // 404 when unknown
      throw new ApiError(409, { detail: 'Only a failed delivery can be retried.' });
    }
    await this.queue.retry(id);
    reply.type('application/json; charset=utf-8');
    return getObjectJson(this.db, webhookDeliveries, id, {}, { baseUrl: request.ctx.baseUrl });
  }
}
