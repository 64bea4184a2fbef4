import { Controller, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getObjectJson } from '../core/query/reader.js';
import { parseId } from '../core/api/resource.service.js';
import { Db } from '../database/db.js';
import { DeliveryRetry } from './delivery-retry.service.js';
import { webhookDeliveries } from './webhooks.resources.js';

/** `POST /api/extras/webhook-deliveries/<id>/retry/`: a failed delivery goes back to the queue. */
@ApiTags('extras')
@Controller('api/extras/webhook-deliveries/:id/retry')
export class RetryController {
  constructor(
    private readonly db: Db,
    private readonly retries: DeliveryRetry,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ operationId: 'extras_webhook_deliveries_retry', summary: 'Re-queue a failed delivery' })
  async retry(@Param('id') rawId: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const id = parseId(rawId);
    await this.retries.retry(id);
    reply.type('application/json; charset=utf-8');
    return getObjectJson(this.db, webhookDeliveries, id, {}, { baseUrl: request.ctx.baseUrl });
  }
}
