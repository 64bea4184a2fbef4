import { METHODS } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { settings } from '../../config/current.js';
import { browsablePage } from './browsable/page.js';
import { wantsHtml } from './browsable/negotiate.js';
import { registerMultipart } from './multipart.js';
import { acceptsTextBody, TEXT_BODY_TYPES } from './text-bodies.js';
import { allowFromRoutesUnlessDeclared, allowOf } from './views.js';
import { RequestContext, requestContext } from '../../context/request-context.js';

/** The NetBox release this API answers as (error bodies' `netbox_version`), and its API version. */
export const NETBOX_VERSION = '4.6.0';
export const API_VERSION = '4.6';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/** Stamps the two headers every response carries; idempotent. */
export function stampHeaders(request: FastifyRequest, reply: FastifyReply): void {
  if (!reply.hasHeader('X-Request-ID')) reply.header('X-Request-ID', request.ctx?.requestId ?? request.id);
  if (request.url.startsWith('/api') && !reply.hasHeader('API-Version')) reply.header('API-Version', API_VERSION);
}

export interface RouteEntry {
  method: string;
  url: string;
}

const routeTables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** per URL template under /api/, the methods routed and one route's handler (the answer to any other method) */
const apiRoutes = new WeakMap<FastifyInstance, Map<string, { methods: Set<string>; handler: RouteHandlerMethod }>>();

/**
 * Route parameters that must name something that exists for a URL to resolve at all, per URL template: an
 * unknown app in `/api/<app>/` is a URL Django does not resolve, so a 404 before any authentication.
 */
const resolvingParams = new Map<string, { param: string; known: (value: string) => boolean }>();

/** Declares that `url` (a route's template) resolves only when its `param` is `known`. */
export function resolvesOnlyWhen(url: string, param: string, known: (value: string) => boolean): void {
  resolvingParams.set(url, { param, known });
}

/** The requests answered by another method's route (refused once they pass authentication), and the OPTIONS ones. */
const notAllowed = new WeakSet<FastifyRequest>();
const metadataRequests = new WeakSet<FastifyRequest>();
/** The requests refused before their URL resolved (no view's answer: no Allow) */
const unresolved = new WeakSet<FastifyRequest>();

/**
 * Whether the request's method is not one its URL serves. DRF authenticates and checks permissions
 * before it looks for the method's handler (and NetBox's BaseViewSet.initial refuses a method without
 * one right after), so such a request still meets the auth guard first: anonymous 403, else 405.
 */
export function methodNotAllowed(request: FastifyRequest): boolean {
  return notAllowed.has(request);
}

/**
 * Whether the request is an OPTIONS on a view that routes none of its own (every view but the resources'): DRF's
 * APIView answers it with its metadata once authentication and permissions passed (the auth guard answers it).
 */
export function wantsViewMetadata(request: FastifyRequest): boolean {
  return metadataRequests.has(request);
}

/**
 * Once every route is registered: each API URL answers the methods it does not route through one of its
 * own routes' handlers, marked so that the auth guard refuses them with DRF's 405 (`Method "TRACE" not
 * allowed.`) after authentication — not Fastify's 404, which says the URL does not exist.
 */
export function registerMethodFallbacks(app: FastifyInstance): void {
  const table = apiRoutes.get(app);
  if (!table) return;
  apiRoutes.delete(app); // routes added from here on are not the API's own
  // Django dispatches any method a client sends (PROPFIND, REPORT…); Node parses these (CONNECT it hands elsewhere).
  // Added without a body: the request is refused before any body parsing, as DRF's parsing waits for the view.
  for (const method of METHODS) if (method !== 'CONNECT' && !app.supportedMethods.includes(method)) app.addHttpMethod(method);
  for (const [url, { methods, handler }] of table) {
    allowFromRoutesUnlessDeclared(url, methods);
    // (Fastify answers HEAD with a GET route's handler)
    // every method Fastify serves (TRACE, PROPFIND… which DRF refuses the same way); OPTIONS, which DRF's views all
    // answer with their metadata, where the URL has no route of its own for it (every view but the resources')
    const missing = app.supportedMethods.filter((m) => !methods.has(m) && !(m === 'HEAD' && methods.has('GET')));
    if (!missing.length) continue;
    app.route({
      method: missing,
      url,
      exposeHeadRoute: false,
      config: { methodFallback: true },
      handler(request, reply) {
        (request.method === 'OPTIONS' ? metadataRequests : notAllowed).add(request);
        return handler.call(this, request, reply);
      },
    });
  }
}

/** Every route registered on the app (method, URL pattern): what the OpenAPI document must cover. */
export function registeredRoutes(app: FastifyInstance): RouteEntry[] {
  return routeTables.get(app) ?? [];
}

/**
 * Content negotiation for reads under /api/: every JSON answer (objects, lists, errors, the root…) says it
 * varies with Accept, and is wrapped in the browsable page when the client prefers HTML. JSON clients get
 * the very same bytes as before.
 */
async function negotiate(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
  const path = request.url.split('?', 1)[0];
  if (!(path === '/api' || path.startsWith('/api/')) || path.startsWith('/api/schema/swagger-ui')) return payload;
  if (!/^application\/json\b/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept\b/i.test(vary)) reply.header('Vary', vary ? `${vary}, Accept` : 'Accept');
  if (!wantsHtml(request)) return payload;
  // in the request's context: panels read its user and permissions
  const render = () => browsablePage(request, reply, String(payload));
  const page = await (request.ctx ? requestContext.run(request.ctx, render) : render());
  reply.header('Content-Type', 'text/html; charset=utf-8');
  reply.removeHeader('content-length');
  return page;
}

function jsonError(reply: FastifyReply, status: number, body: unknown): void {
  reply.code(status).type('application/json').send(JSON.stringify(body));
}

/**
 * Fastify-level behaviour that must hold for every request, including ones no controller handles:
 * the request context (id, base URL) for all later layers, trailing-slash handling, headers on every
 * response, and body parsing (JSON, multipart) with NetBox's error shapes.
 */
export function registerHttpHooks(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  routeTables.set(app, routes);
  const api = new Map<string, { methods: Set<string>; handler: RouteHandlerMethod }>();
  apiRoutes.set(app, api);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    const own =
      apiRoutes.get(app) === api && (route.url.startsWith('/api/') || route.url === '/api') && !route.url.startsWith('/api/schema/swagger-ui');
    if (own) {
      const entry = api.get(route.url) ?? { methods: new Set<string>(), handler: route.handler };
      for (const method of methods) entry.methods.add(method);
      if (methods.includes('GET')) entry.handler = route.handler; // the GET route's guard decides who may ask
      api.set(route.url, entry);
    } else if ((route.config as { methodFallback?: boolean } | undefined)?.methodFallback) return; // no operation of its own
    for (const method of methods) routes.push({ method, url: route.url });
  });
  app.addHook('onRequest', (request, reply, done) => {
    const ctx: RequestContext = {
      requestId: request.id, // requestIdOf (request-log.ts): a well-formed X-Request-ID, else a new UUID
      baseUrl: `${request.protocol}://${request.host}`,
      user: null,
      tokenId: null,
      tokenWriteEnabled: true,
      queries: 0,
    };
    request.ctx = ctx;
    const path = request.url.split('?', 1)[0];
    if (
      (path === '/api' || path.startsWith('/api/')) &&
      !path.endsWith('/') &&
      !/\.[a-z0-9]+$/i.test(path) &&
      !path.startsWith('/api/schema/swagger-ui')
    ) {
      stampHeaders(request, reply);
      unresolved.add(request);
      if (request.method === 'GET' || request.method === 'HEAD') {
        reply.redirect(request.url.replace(path, `${path}/`), 302);
      } else {
        jsonError(reply, 404, { detail: 'Not found.' });
      }
      return;
    }
    // a parameter that names nothing: the URL does not resolve (404 before authentication, as Django's router)
    const resolving = request.routeOptions.url && resolvingParams.get(request.routeOptions.url);
    if (resolving && !resolving.known((request.params as Record<string, string>)[resolving.param] ?? '')) {
      stampHeaders(request, reply);
      unresolved.add(request);
      jsonError(reply, 404, { detail: 'Not found.' });
      return;
    }
    requestContext.run(ctx, done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    stampHeaders(request, reply);
    // DRF's APIView sends its allowed methods on every response it produces, errors (the 405 included) too
    if (!reply.hasHeader('Allow') && request.routeOptions.url && !unresolved.has(request)) {
      const allow = allowOf(request.routeOptions.url);
      if (allow) reply.header('Allow', allow);
    }
    // the statements this request ran (the query-count tests read it; background work is not counted)
    if (process.env.EXPOSE_QUERY_COUNT === 'true' && request.ctx) reply.header('X-Query-Count', String(request.ctx.queries));
    return negotiate(request, reply, payload);
  });

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 50 * 1024 * 1024 }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      const parseError = Object.assign(new Error(`JSON parse error - ${(error as Error).message}`), { statusCode: 400, jsonParse: true });
      done(parseError, undefined);
    }
  });
  // HTML forms (the session login, the admin pages) outside the API; the API answers them 415 as NetBox's does
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, body, done) => {
    if (request.url.startsWith('/api')) {
      done(
        Object.assign(new Error('Unsupported media type "application/x-www-form-urlencoded" in request.'), { statusCode: 415, mediaType: true }),
        undefined,
      );
      return;
    }
    // a repeated name (a multiple select) gives the list of its values
    const fields = new Map<string, string | string[]>();
    for (const [name, value] of new URLSearchParams(String(body))) {
      const seen = fields.get(name);
      fields.set(name, seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value]);
    }
    done(null, Object.fromEntries(fields));
  });
  // YAML / plain text for the routes that take it (imports), the raw text as the body; refused elsewhere
  app.addContentTypeParser(TEXT_BODY_TYPES, { parseAs: 'string', bodyLimit: 10 * 1024 * 1024 }, (request, body, done) => {
    if (acceptsTextBody(request.url)) return done(null, String(body));
    const type = String(request.headers['content-type'] ?? '').split(';')[0];
    done(Object.assign(new Error(`Unsupported media type "${type}" in request.`), { statusCode: 415, mediaType: true }), undefined);
  });
  registerMultipart(app, settings().maxUploadSize);
  // Anything else is refused as DRF does (multipart/form-data has its own parser, which wins over '*').
  app.addContentTypeParser('*', (request, _payload, done) => {
    const type = String(request.headers['content-type'] ?? '').split(';')[0];
    done(Object.assign(new Error(`Unsupported media type "${type}" in request.`), { statusCode: 415, mediaType: true }), undefined);
  });
}
