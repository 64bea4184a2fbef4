import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NOT_AUTHENTICATED } from '../auth/auth.guard.js';
import { ApiError } from '../core/model/errors.js';
import { clientFault } from '../core/api/exception.filter.js';
import { stampHeaders } from '../core/api/hooks.js';
import { LoginRequired } from './admin.guard.js';
import { frameOf } from '../html/engine.js';
import { render } from './views.js';

function describe(body: unknown): string {
  if (body && typeof body === 'object' && 'detail' in body) return String(body.detail);
  return JSON.stringify(body);
}

/**
 * Errors of the admin pages as HTML: no session → the login form (coming back here after it); anything
 * else → a page with the status and the message (403 for permissions and CSRF, 404, 409…).
 */
@Catch()
export class AdminExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('admin');

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    stampHeaders(request, reply);
    if (
      exception instanceof LoginRequired ||
      (exception instanceof ApiError && exception.status === 403 && exception.message === NOT_AUTHENTICATED)
    ) {
      // after logging in the browser GETs `next`: a form's own URL for GETs, the admin home after a POST
      const next = request.method === 'GET' ? request.url : '/admin/';
      reply.redirect(`/login/?next=${encodeURIComponent(next)}`, 302);
      return;
    }
    let status = 500;
    let message = 'Server error.';
    const fault = clientFault(exception); // the API's answer for bad input or a database away (503), as a page
    if (fault) {
      status = fault.status;
      message = describe(fault.body);
      for (const [k, v] of Object.entries(fault.headers)) reply.header(k, v);
    } else if (exception instanceof HttpException) {
      status = exception.getStatus();
      message = status === 404 ? 'Not found.' : exception.message;
    } else {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    }
    const user = request.ctx?.user ? { username: request.ctx.user.username } : null;
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(render('error', { ...frameOf({ title: `Error ${status}`, section: 'admin', here: request.url, user }), message }));
  }
}
