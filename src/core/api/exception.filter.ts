import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import {
  CONFLICT_RETRY_AFTER_SECONDS,
  DATABASE_RETRY_AFTER_SECONDS,
  isConcurrencyAbort,
  isDatabaseUnavailable,
} from '../../database/availability.js';
import { logger } from '../../logging/logger.js';
import { uniqueRuleOfIndex } from '../model/constraints.js';
import { ApiError } from '../model/errors.js';
import { NETBOX_VERSION, stampHeaders } from './hooks.js';

interface DriverError {
  code?: string;
  detail?: string;
  constraint?: string;
}

export interface ErrorAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * The answer for an error that is not our fault — the client's input, or a database that is away for
 * now — or null. Shared by the API's filter and the admin pages' (which render it as HTML).
 */
export function clientFault(exception: unknown): ErrorAnswer | null {
  if (exception instanceof ApiError) return { status: exception.status, body: exception.body, headers: exception.headers };
  if (isDatabaseUnavailable(exception)) {
    return {
      status: 503,
      body: { detail: 'The database is unavailable. Please try again shortly.' },
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    };
  }
  if (isConcurrencyAbort(exception)) {
    return {
      status: 503,
      body: { detail: 'The request met a concurrent write and was rolled back. Please try again.' },
      headers: { 'Retry-After': String(CONFLICT_RETRY_AFTER_SECONDS) },
    };
  }
  if (exception instanceof QueryFailedError) {
    const mapped = fromDatabase(exception.driverError as DriverError);
    if (mapped) return { ...mapped, headers: {} };
  }
  return null;
}

/** Database refusals that the client's data caused. */
function fromDatabase(error: DriverError | undefined): { status: number; body: unknown } | null {
  switch (error?.code) {
    case '23505': {
      // a named rule (a deferred one fails at COMMIT, past every check) answers as the rule does
      const rule = uniqueRuleOfIndex(error.constraint);
      if (rule) return { status: 400, body: { [rule.key ?? '__all__']: [rule.message] } };
      // a write raced past the uniqueness check: say which values collide, not how the index is named
      const [, columns, values] = /Key \((.*)\)=\((.*)\) already exists/.exec(error.detail ?? '') ?? [];
      return {
        status: 400,
        body: { __all__: [columns ? `An object with ${columns} ${values} already exists.` : 'An object with these values already exists.'] },
      };
    }
    case '23503':
      return { status: 409, body: { detail: `Unable to complete the request: a related object is in use or missing. ${error.detail ?? ''}`.trim() } };
    case '23502':
    case '23514':
    case '22001':
    case '22003':
    case '22007':
    case '22008':
    case '22P02':
      return { status: 400, body: { detail: `Invalid value: ${error.detail ?? 'the data does not fit the field.'}` } };
    case '22021': // invalid byte sequence (a NUL byte in text) — input checks refuse it first; this is the last resort
    case '22P05': // a \u0000 escape in jsonb
      return { status: 400, body: { detail: 'Invalid value: text cannot contain null characters (\\u0000).' } };
    case '2201B':
      return { status: 400, body: { detail: 'Invalid regular expression.' } };
    default:
      return null;
  }
}

/**
 * Every error leaves as JSON in NetBox's shapes. Bad input is always a 4xx; a database error caused
 * by the client's data (a race past our checks) is too; a database that is away is a 503 with
 * Retry-After. Only our own faults are 500.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  /** while the database is away every request fails alike: say so now and then (each request's own line shows its 503) */
  private lastUnavailableLog = 0;

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { status, body, headers } = this.describe(exception, request);
    stampHeaders(request, reply);
    for (const [k, v] of Object.entries(headers)) reply.header(k, v);
    reply.code(status).type('application/json').send(JSON.stringify(body));
  }

  private describe(exception: unknown, request: FastifyRequest): ErrorAnswer {
    const fault = clientFault(exception);
    if (fault) {
      if (fault.status === 503 && !(exception instanceof ApiError) && Date.now() - this.lastUnavailableLog > 5000) {
        this.lastUnavailableLog = Date.now();
        logger.warn({ err: exception, reqId: request.ctx?.requestId }, 'database unavailable');
      }
      return fault;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === 404) return { status, body: { detail: 'Not found.' }, headers: {} };
      if (status === 405) return { status, body: { detail: `Method "${request.method}" not allowed.` }, headers: {} };
      const response = exception.getResponse();
      const message = typeof response === 'string' ? response : ((response as { message?: unknown }).message ?? exception.message);
      return { status, body: { detail: Array.isArray(message) ? message.join(' ') : String(message) }, headers: {} };
    }
    const status = (exception as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return { status, body: { detail: (exception as Error).message }, headers: {} };
    }
    logger.error({ err: exception, reqId: request.ctx?.requestId }, 'unhandled error');
    return {
      status: 500,
      body: {
        error: exception instanceof Error ? exception.message : String(exception),
        exception: exception instanceof Error ? exception.constructor.name : 'Error',
        netbox_version: NETBOX_VERSION,
        // NetBox's key, but this service does not run on Python; the runtime is named by its own key
        python_version: null,
        node_version: process.versions.node,
      },
      headers: {},
    };
  }
}
