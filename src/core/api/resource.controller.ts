import { Controller, HttpCode, RequestMethod, RequestMapping, Req, Res, Type } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MethodNotAllowedError, PermissionDeniedError } from '../model/errors.js';
import type { ResourceAction, ResourceListAction } from '../model/define-resource.js';
import { Resource } from '../model/define-resource.js';
import { ResourceService } from './resource.service.js';
import { acceptTextBody } from './text-bodies.js';
import { ifMatchOf } from './etag.js';
import { apiView, declareAllow } from './views.js';
import { currentContext } from '../../context/request-context.js';

const LIST_ALLOW = 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS';
const DETAIL_ALLOW = 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS';
const READ_ALLOW = 'GET, HEAD, OPTIONS';

type Handler = (this: ResourceController, request: FastifyRequest, reply: FastifyReply) => unknown;

/**
 * The shared CRUD controller: every resource's routes run these handlers. Subclasses are generated
 * per resource by `resourceController()`; none is written by hand.
 */
export abstract class ResourceController {
  abstract readonly resource: Resource;

  constructor(protected readonly api: ResourceService) {}

  private allow(reply: FastifyReply, route: 'list' | 'detail'): void {
    reply.header('Allow', this.resource.readOnly ? READ_ALLOW : route === 'list' ? LIST_ALLOW : DETAIL_ALLOW);
    reply.header('Vary', 'Accept');
  }

  private writable(request: FastifyRequest): void {
    if (this.resource.readOnly) this.notAllowed(request);
  }

  list(request: FastifyRequest, reply: FastifyReply) {
    this.allow(reply, 'list');
    return this.api.list(this.resource, request, reply);
  }

  retrieve(request: FastifyRequest, reply: FastifyReply) {
    this.allow(reply, 'detail');
    return this.api.retrieve(this.resource, (request.params as { id: string }).id, request, reply);
  }

  create(request: FastifyRequest, reply: FastifyReply) {
    this.writable(request);
    this.allow(reply, 'list');
    return this.api.create(this.resource, request.body, request, reply);
  }

  bulkUpdate(request: FastifyRequest, reply: FastifyReply) {
    this.writable(request);
    this.allow(reply, 'list');
    return this.api.update(this.resource, null, request.body, request.method === 'PATCH', request, reply);
  }

  bulkDestroy(request: FastifyRequest, reply: FastifyReply) {
    this.writable(request);
    this.allow(reply, 'list');
    return this.api.destroy(this.resource, null, request.body, reply);
  }

  update(request: FastifyRequest, reply: FastifyReply) {
    this.writable(request);
    this.allow(reply, 'detail');
    return this.api.update(this.resource, (request.params as { id: string }).id, request.body, request.method === 'PATCH', request, reply);
  }

  destroy(request: FastifyRequest, reply: FastifyReply) {
    this.writable(request);
    this.allow(reply, 'detail');
    return this.api.destroy(this.resource, (request.params as { id: string }).id, request.body, reply, ifMatchOf(request));
  }

  optionsList(_request: FastifyRequest, reply: FastifyReply) {
    this.allow(reply, 'list');
    return this.api.options(this.resource, 'list');
  }

  optionsDetail(_request: FastifyRequest, reply: FastifyReply) {
    this.allow(reply, 'detail');
    return this.api.options(this.resource, 'detail');
  }

  /** A write the view does not serve: NetBox's TokenPermissions refuses a write-disabled token first (403), then DRF 405. */
  notAllowed(request: FastifyRequest): never {
    const ctx = currentContext();
    if (!this.resource.openView && ctx && ctx.tokenId !== null && !ctx.tokenWriteEnabled) throw new PermissionDeniedError();
    throw new MethodNotAllowedError(request.method);
  }

  runAction(request: FastifyRequest, reply: FastifyReply, action: ResourceAction) {
    this.allowAction(reply, action);
    return this.api.action(this.resource, action, (request.params as { id: string }).id, request, reply);
  }

  runListAction(request: FastifyRequest, reply: FastifyReply, action: ResourceListAction) {
    this.allowAction(reply, action);
    return this.api.listAction(this.resource, action, request, reply);
  }

  private allowAction(reply: FastifyReply, action: { get?: unknown; post?: unknown }): void {
    reply.header('Allow', action.post ? ACTION_ALLOW : READ_ALLOW);
    reply.header('Vary', 'Accept');
  }
}

const ACTION_ALLOW = 'GET, POST, HEAD, OPTIONS';

const titleCase = (text: string) => text.replace(/(^|\s)([a-z])/g, (_m, space: string, c: string) => space + c.toUpperCase());

interface ActionRouteBase {
  name: string;
  method: RequestMethod;
  path: string;
  /** the handler the method runs, or null: the method answers 405 */
  verb: 'get' | 'post' | null;
}

/** `list`: under the list's URL (`import/`), `detail`: under an object's (`<id>/available-ips/`) */
export type ActionRoute = ActionRouteBase & ({ on: 'list'; action: ResourceListAction } | { on: 'detail'; action: ResourceAction });

const ACTION_METHODS: [RequestMethod, ActionRoute['verb']][] = [
  [RequestMethod.GET, 'get'],
  [RequestMethod.POST, 'post'],
  [RequestMethod.PUT, null],
  [RequestMethod.PATCH, null],
  [RequestMethod.DELETE, null],
];

/** The routes of an action: GET and POST run it, other writes answer 405. */
function routesOf(key: string, path: string): ActionRouteBase[] {
  return ACTION_METHODS.map(([method, verb]) => ({
    name: `${key}${verb ? verb.charAt(0).toUpperCase() + verb.slice(1) : RequestMethod[method]}`,
    method,
    path,
    verb,
  }));
}

/** The routes of a resource's actions, list actions first. */
export function actionRoutes(resource: Resource): ActionRoute[] {
  return [
    ...resource.listActions.flatMap((action, i) =>
      routesOf(`listAction${i}`, `/${action.name}/`).map((r) => ({ ...r, on: 'list' as const, action })),
    ),
    ...resource.actions.flatMap((action, i) => routesOf(`action${i}`, `/:id/${action.name}/`).map((r) => ({ ...r, on: 'detail' as const, action }))),
  ];
}

/** Route table of a resource: method, path suffix, handler, success status. */
export const RESOURCE_ROUTES: { name: string; method: RequestMethod; path: string; handler: keyof ResourceController; status?: number }[] = [
  { name: 'list', method: RequestMethod.GET, path: '/', handler: 'list' },
  { name: 'create', method: RequestMethod.POST, path: '/', handler: 'create', status: 201 },
  { name: 'bulkPut', method: RequestMethod.PUT, path: '/', handler: 'bulkUpdate' },
  { name: 'bulkPatch', method: RequestMethod.PATCH, path: '/', handler: 'bulkUpdate' },
  { name: 'bulkDelete', method: RequestMethod.DELETE, path: '/', handler: 'bulkDestroy', status: 204 },
  { name: 'optionsList', method: RequestMethod.OPTIONS, path: '/', handler: 'optionsList' },
  { name: 'retrieve', method: RequestMethod.GET, path: '/:id/', handler: 'retrieve' },
  { name: 'put', method: RequestMethod.PUT, path: '/:id/', handler: 'update' },
  { name: 'patch', method: RequestMethod.PATCH, path: '/:id/', handler: 'update' },
  { name: 'delete', method: RequestMethod.DELETE, path: '/:id/', handler: 'destroy', status: 204 },
  { name: 'optionsDetail', method: RequestMethod.OPTIONS, path: '/:id/', handler: 'optionsDetail' },
  { name: 'postDetail', method: RequestMethod.POST, path: '/:id/', handler: 'notAllowed' },
];

/** Generated controllers, so the OpenAPI document can describe each one's routes. */
export const generatedControllers: { resource: Resource; controller: Type<ResourceController>; mount: { app: string; path: string } }[] = [];

/** Builds the controller class of one resource from the route table. */
export function resourceController(resource: Resource, mount: { app: string; path: string } = resource): Type<ResourceController> {
  resource.routed = true;
  class Generated extends ResourceController {
    readonly resource = resource;
  }
  const alias = mount.app !== resource.app || mount.path !== resource.path;
  Object.defineProperty(Generated, 'name', { value: `${resource.className}${alias ? `_${mount.app}` : ''}Controller` });
  // the base class is not decorated, so TypeScript emitted no constructor types for the injector
  Reflect.defineMetadata('design:paramtypes', [ResourceService], Generated);
  const proto = Generated.prototype as unknown as Record<string, Handler>;
  const defineRoute = (name: string, path: string, requestMethod: RequestMethod, method: Handler, status?: number) => {
    Object.defineProperty(method, 'name', { value: name });
    Object.defineProperty(proto, name, { value: method, writable: true, configurable: true });
    const descriptor = Object.getOwnPropertyDescriptor(proto, name)!;
    RequestMapping({ path, method: requestMethod })(proto, name, descriptor);
    if (status) HttpCode(status)(proto, name, descriptor);
    Req()(proto, name, 0);
    Res({ passthrough: true })(proto, name, 1);
  };
  for (const r of RESOURCE_ROUTES) {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the controller as `this` below
    const handler = ResourceController.prototype[r.handler] as unknown as Handler;
    const method: Handler = function (this: ResourceController, request, reply) {
      return handler.call(this, request, reply);
    };
    defineRoute(r.name, r.path, r.method, method, r.status);
  }
  for (const r of actionRoutes(resource)) {
    const method: Handler = function (this: ResourceController, request, reply) {
      if (!r.verb) return this.notAllowed(request);
      return r.on === 'list' ? this.runListAction(request, reply, r.action) : this.runAction(request, reply, r.action);
    };
    defineRoute(r.name, r.path, r.method, method);
  }
  for (const action of resource.listActions) if (action.body?.text) acceptTextBody(`/api/${mount.app}/${mount.path}/${action.name}/`);
  // what each URL serves (its Allow, the 405s included), and its actions' views (their OPTIONS)
  const base = `/api/${mount.app}/${mount.path}`;
  declareAllow(`${base}/`, resource.readOnly ? READ_ALLOW : LIST_ALLOW);
  declareAllow(`${base}/:id/`, resource.readOnly ? READ_ALLOW : DETAIL_ALLOW);
  // an open view (object types) has NetBox's IsAuthenticatedOrLoginNotRequired in place of TokenPermissions
  const permissions = { description: '', tokenPermissions: !resource.openView };
  apiView(`${base}/`, { name: `${titleCase(resource.verboseName)} List`, ...permissions });
  apiView(`${base}/:id/`, { name: `${titleCase(resource.verboseName)} Instance`, ...permissions });
  for (const r of actionRoutes(resource)) {
    const url = `${base}${r.path}`;
    declareAllow(url, r.action.post ? ACTION_ALLOW : READ_ALLOW);
    apiView(url, {
      name: ('viewName' in r.action && r.action.viewName) || titleCase(r.action.name.replace(/-/g, ' ')),
      description: r.action.summary?.get ?? r.action.summary?.post ?? '',
    });
  }
  Controller(`api/${mount.app}/${mount.path}`)(Generated);
  generatedControllers.push({ resource, controller: Generated, mount });
  return Generated;
}
