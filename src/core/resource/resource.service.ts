import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Settings } from '../../config/settings.js';
import { SETTINGS } from '../../config/settings.provider.js';
import { Db, Queryable } from '../../database/db.js';
import { NotFoundError } from '../http/errors.js';
import { optionsBody } from '../http/options.js';
import { pageRequest, representationQuery, toQueryMap } from '../query/list-request.js';
import { getObject, getObjects, getObjectsOrdered, listObjects, ListPage, RowScope } from '../query/reader.js';
import { RenderEnv } from '../serialize/plan.js';
import { createObjects, deleteObjects, updateObjects } from '../write/writer.js';
import { Resource } from './define-resource.js';

export type Action = 'view' | 'add' | 'change' | 'delete';

/** Decides who may do what; the users app provides the real one. */
export abstract class AccessPolicy {
  /** throws 403 when the request's user may not do this at all */
  abstract check(resource: Resource, action: Action): void;
  /** restricts the rows an action may touch (object permissions), or undefined for all */
  abstract scope(resource: Resource, action: Action): RowScope | undefined;
  /** whether OPTIONS shows write actions */
  abstract canWrite(resource: Resource): boolean;
}

type Json = Record<string, unknown>;

export function parseId(raw: string): number {
  if (!/^\d{1,18}$/.test(raw)) throw new NotFoundError();
  return Number(raw);
}

/** The generic behaviour behind every resource route: HTTP in, reader/writer calls, JSON out. */
@Injectable()
export class ResourceService {
  constructor(
    private readonly db: Db,
    @Inject(SETTINGS) private readonly settings: Settings,
    private readonly access: AccessPolicy,
  ) {}

  private env(request: FastifyRequest): RenderEnv {
    return { baseUrl: request.ctx.baseUrl };
  }

  private url(request: FastifyRequest): string {
    return `${request.ctx.baseUrl}${request.url}`;
  }

  async list(resource: Resource, request: FastifyRequest): Promise<ListPage> {
    this.access.check(resource, 'view');
    const query = toQueryMap(request.query);
    const page = pageRequest(query, this.settings.paginateCount, this.settings.maxPageSize);
    const rep = representationQuery(query, request.method);
    return listObjects(this.db, resource, query, rep, page, this.env(request), this.url(request), this.access.scope(resource, 'view'));
  }

  async retrieve(resource: Resource, rawId: string, request: FastifyRequest): Promise<Json> {
    this.access.check(resource, 'view');
    const id = parseId(rawId);
    const rep = representationQuery(toQueryMap(request.query), request.method);
    return getObject(this.db, resource, id, rep, this.env(request), this.access.scope(resource, 'view'));
  }

  async create(
    resource: Resource,
    body: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
    options: { trusted?: boolean } = {},
  ): Promise<Json | Json[]> {
    if (!options.trusted) this.access.check(resource, 'add');
    const rep = representationQuery(toQueryMap(request.query), request.method);
    const result = await this.db.transaction(async (tx) => {
      const { ids, bulk, reveals } = await createObjects(tx, resource, body);
      const objects = await getObjects(tx, resource, ids, rep, this.env(request));
      objects.forEach((o, i) => {
        for (const [k, v] of Object.entries(reveals?.[i] ?? {})) if (k in o) o[k] = v;
      });
      return bulk ? objects : objects[0];
    });
    if (!Array.isArray(result) && typeof result.url === 'string') reply.header('Location', result.url);
    reply.code(201);
    return result;
  }

  async update(resource: Resource, rawId: string | null, body: unknown, partial: boolean, request: FastifyRequest): Promise<Json | Json[]> {
    this.access.check(resource, 'change');
    const id = rawId === null ? null : parseId(rawId);
    const rep = representationQuery(toQueryMap(request.query), request.method);
    return this.db.transaction(async (tx: Queryable) => {
      const { ids, bulk } = await updateObjects(tx, resource, id, body, partial, this.access.scope(resource, 'change'));
      if (bulk) return getObjectsOrdered(tx, resource, ids, rep, this.env(request));
      return (await getObjects(tx, resource, ids, rep, this.env(request)))[0];
    });
  }

  async destroy(resource: Resource, rawId: string | null, body: unknown, reply: FastifyReply): Promise<void> {
    this.access.check(resource, 'delete');
    const id = rawId === null ? null : parseId(rawId);
    await this.db.transaction((tx) => deleteObjects(tx, resource, id, body, this.access.scope(resource, 'delete')));
    reply.code(204);
  }

  options(resource: Resource, route: 'list' | 'detail'): Json {
    return optionsBody(resource, route, this.access.canWrite(resource));
  }
}
