import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { logger } from '../../logging/logger.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request id (Fastify's genReqId): a well-formed inbound X-Request-ID, else a new UUID. */
export function requestIdOf(raw: IncomingMessage): string {
  const inbound = raw.headers['x-request-id'];
  return typeof inbound === 'string' && UUID.test(inbound) ? inbound.toLowerCase() : randomUUID();
}

/**
 * Fastify's request lines, ours: one line per finished request (not one more when it starts), with its
 * id, route template, status, duration and user.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const level = error ? 'error' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    logger[level](
      {
        reqId: request.id,
        method: request.method,
        url: request.url,
        route: request.routeOptions?.url ?? null,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        user: request.ctx?.user?.username,
        err: error ?? undefined,
      },
      'request',
    );
  }
}
