import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Observable } from 'rxjs';
import { stampHeaders } from './hooks.js';

/**
 * Adds API-Version and X-Request-ID to every response a controller produces. Responses that never
 * reach a controller (router 404s, body parse errors, redirects) get them from the onSend hook.
 */
@Injectable()
export class ApiHeadersInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    stampHeaders(http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
    return next.handle();
  }
}
