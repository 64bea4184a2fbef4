import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Settings } from '../../config/settings.js';
import { SETTINGS } from '../../config/settings.provider.js';
import { Db, Queryable } from '../../database/db.js';
import { MethodNotAllowedError, NotFoundError } from '../model/errors.js';
import { optionsBody } from './options.js';
import { pageOf, pageRequest, representationQuery, toQueryMap } from '../query/list-request.js';
import { getObjectJson, getObjectsJson, getObjectsOrderedJson, listJson } from '../query/reader.js';
import type { QueryMap, RenderEnv, RowScope } from '../model/types.js';
import { currentContext } from '../../context/request-context.js';
import { createObjects, deleteObjects, updateObjects } from '../write/writer.js';
import type { RepresentationQuery } from '../serialize/representation.js';
import type { AccessAction, ActionResult, ListActionContext, ResourceAction, ResourceListAction } from '../model/define-resource.js';
import { Resource } from '../model/define-resource.js';
import { enterImportMode } from './import-mode.js';
import { WriteCoalescer } from './write-coalescer.js';
import { checkIfMatch, ifMatchOf, responseTag, storedTag } from './etag.js';

export type Action = AccessAction;

/** What an exporter gets: a list request with `?export=` (extras renders export templates over it). */
export interface ListExport {
  resource: Resource;
  query: QueryMap;
  db: Db;
  env: RenderEnv;
  /** the rows the caller may view */
  scope: RowScope | undefined;
  reply: FastifyReply;
  service: ResourceService;
}

/** Answers a list request carrying `export`: a body (text or stream) sent as the reply. */
export type ListExporter = (request: ListExport) => Promise<unknown>;
let listExporter: ListExporter | null = null;

/** Installed by the module owning export templates; without one, `export` is ignored like any unknown parameter. */
export function registerListExporter(exporter: ListExporter): void {
  listExporter = exporter;
}

/** Decides who may do what; the users app provides the real one. */
export abstract class AccessPolicy {
  /** throws 403 when the request's user may not do this at all */
  abstract check(resource: Resource, action: Action): void;
  /** restricts the rows an action may touch (object permissions), or undefined for all */
  abstract scope(resource: Resource, action: Action): RowScope | undefined;
  /** whether OPTIONS shows write actions */
  abstract canWrite(resource: Resource): boolean;
  /**
   * After a create or update, inside its transaction: throws (403) when a written row lies outside
   * `scope(resource, action)`, so the transaction rolls back. Nothing to check by default.
   */
  async verify(_db: Queryable, _resource: Resource, _action: 'add' | 'change', _ids: number[]): Promise<void> {}
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
  ) {
    this.creates = new WriteCoalescer(settings.createBatchMax);
    this.updates = new WriteCoalescer(settings.updateBatchMax);
  }

  private readonly creates: WriteCoalescer;
  private readonly updates: WriteCoalescer;

  /** 403 unless the caller may do `action` on the resource (for features serving other routes). */
  check(resource: Resource, action: Action): void {
    if (action === 'view') this.checkView(resource);
    else this.access.check(resource, action);
  }

  /** 403 unless the caller may view the resource; open resources (object types) need only a user. */
  private checkView(resource: Resource): void {
    if (resource.openView && currentContext()?.user) return;
    this.access.check(resource, 'view');
  }

  /**
   * The rows an action may touch: the object permissions' constraints, and the resource's own visibility
   * rule for non-superusers (a saved filter is seen by its owner or when shared).
   */
  scopeFor(resource: Resource, action: Action): RowScope | undefined {
    const user = currentContext()?.user ?? null;
    const permitted = resource.openView && action === 'view' && user ? undefined : this.access.scope(resource, action);
    const visibility = resource.visibility;
    if (!visibility || user?.isSuperuser) return permitted;
    return (alias, params) => {
      const own = visibility(alias, params, user?.id ?? null);
      const base = permitted?.(alias, params);
      return base ? `(${base}) AND (${own})` : own;
    };
  }

  private env(request: FastifyRequest): RenderEnv {
    return { baseUrl: request.ctx.baseUrl };
  }

  private url(request: FastifyRequest): string {
    return `${request.ctx.baseUrl}${request.url}`;
  }

  /** Responses are JSON text rendered by the database; they are sent as they are. */
  private json<Body extends string | Buffer>(reply: FastifyReply, body: Body): Body {
    reply.type('application/json; charset=utf-8');
    return body;
  }

  async list(resource: Resource, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    this.checkView(resource);
    const query = toQueryMap(request.query);
    if (query.has('export') && listExporter) {
      return listExporter({ resource, query, db: this.db, env: this.env(request), scope: this.scopeFor(resource, 'view'), reply, service: this });
    }
    const page = () => pageRequest(query, this.settings.paginateCount, this.settings.maxPageSize);
    const rep = representationQuery(query, request.method);
    return this.json(
      reply,
      await listJson(this.db, resource, query, rep, page, this.env(request), this.url(request), this.scopeFor(resource, 'view')),
    );
  }

  async retrieve(resource: Resource, rawId: string, request: FastifyRequest, reply: FastifyReply): Promise<string> {
    this.checkView(resource);
    const id = parseId(rawId);
    const rep = representationQuery(toQueryMap(request.query), request.method);
    const scope = this.scopeFor(resource, 'view');
    const text = await getObjectJson(this.db, resource, id, rep, this.env(request), scope);
    // brief, `fields` and `omit` renderings may leave the stamp out: one more statement reads it
    const etag = responseTag(resource, text) ?? (rep.brief || rep.fields || rep.omit ? await storedTag(this.db, resource, id, scope) : undefined);
    if (etag) reply.header('ETag', etag);
    return this.json(reply, text);
  }

  /** The ETag header of a single object's response (etag.ts). */
  private tag(reply: FastifyReply, resource: Resource, text: string): void {
    const etag = responseTag(resource, text);
    if (etag) reply.header('ETag', etag);
  }

  async create(
    resource: Resource,
    body: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
    options: { trusted?: boolean } = {},
  ): Promise<string> {
    if (!options.trusted) this.access.check(resource, 'add');
    enterImportMode(request);
    const rep = representationQuery(toQueryMap(request.query), request.method);
    const env = this.env(request);
    const checked = !options.trusted;
    const write = (given: unknown, inserted?: (ids: number[]) => void, alone = false) =>
      this.db.transaction((tx) => this.createRendered(tx, resource, given, rep, env, checked, inserted, true, alone));
    let created: { text: string; bulk: boolean; id: number };
    if (this.coalescible(body, request, options)) {
      const one = await this.creates.write(this.writeKind('create', resource, request), { objectType: resource.objectType, action: 'create' }, body, {
        one: async (given) => {
          const { texts, ids } = await write(given);
          return { text: texts[0], id: ids[0] };
        },
        many: async (bodies, inserted) => {
          // single creates written together: each rendered as the response of its own request
          const { texts, ids } = await write(bodies, inserted, true);
          return texts.map((text, i) => ({ text, id: ids[i] }));
        },
      });
      created = { ...one, bulk: false };
    } else {
      const { text, bulk, ids } = await write(body);
      created = { text, bulk, id: ids[0] };
    }
    if (!created.bulk) {
      reply.header('Location', `${request.ctx.baseUrl}${resource.listPath}${created.id}/`);
      this.tag(reply, resource, created.text);
    }
    reply.code(201);
    return this.json(reply, created.text);
  }

  /** Writes done together must be alike in everything but their bodies and request ids (see WriteCoalescer). */
  private writeKind(action: string, resource: Resource, request: FastifyRequest): string {
    const ctx = request.ctx;
    const query = request.url.indexOf('?');
    return [action, resource.objectType, ctx.baseUrl, ctx.user?.id, ctx.tokenId, query < 0 ? '' : request.url.slice(query)].join('\n');
  }

  /** A single object's POST on the resource's own route, as a caller's ordinary write (see WriteCoalescer). */
  private coalescible(body: unknown, request: FastifyRequest, options: { trusted?: boolean }): boolean {
    return !options.trusted && !request.ctx.importing && body !== null && typeof body === 'object' && !Array.isArray(body);
  }

  /** Related objects named by attributes are looked up among the rows the caller may view. */
  private readonly viewScope = (target: Resource) => this.scopeFor(target, 'view');

  /** Creates objects inside a transaction (checked against the caller's permissions) and renders the POST response body. */
  private async createRendered(
    tx: Queryable,
    resource: Resource,
    body: unknown,
    rep: RepresentationQuery,
    env: RenderEnv,
    checked = true,
    inserted?: (ids: number[]) => void,
    /** the render ends the transaction (its COMMIT rides with it): nothing runs in `tx` after this */
    last = false,
    /** a list body of single creates written together (WriteCoalescer): each object rendered as created alone */
    alone = false,
  ) {
    const { ids, bulk, reveals } = await createObjects(tx, resource, body, checked ? this.viewScope : undefined, inserted);
    if (checked) await this.access.verify(tx, resource, 'add', ids);
    const rendered = await getObjectsJson(tx, resource, ids, rep, env, undefined, last, bulk && !alone);
    // values shown once (a new token's plaintext) are laid over the rendered objects
    const texts = rendered.map((text, i) => {
      const reveal = Object.entries(reveals?.[i] ?? {});
      if (!reveal.length) return text;
      const obj = JSON.parse(text) as Json;
      for (const [k, v] of reveal) if (k in obj) obj[k] = v;
      return JSON.stringify(obj);
    });
    return { text: bulk ? `[${texts.join(',')}]` : texts[0], texts, bulk, ids };
  }

  /**
   * A detail action (`<id>/available-ips/`): the caller must see the resource (unless the action declares
   * `access: 'handler'`); the handler does the rest.
   */
  async action(resource: Resource, action: ResourceAction, rawId: string, request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const handler = request.method === 'POST' ? action.post : action.get;
    if (!handler) throw new MethodNotAllowedError(request.method);
    if (action.access !== 'handler') this.checkView(resource);
    return this.answer(reply, await handler({ ...this.actionContext(resource, request), id: parseId(rawId) }));
  }

  /**
   * A list action (`device-types/import/`): the caller must be allowed the action's permission on the
   * resource (view unless declared); the handler checks whatever more it touches.
   */
  async listAction(resource: Resource, action: ResourceListAction, request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const handler = request.method === 'POST' ? action.post : action.get;
    if (!handler) throw new MethodNotAllowedError(request.method);
    this.check(resource, action.permission ?? 'view');
    return this.answer(reply, await handler(this.actionContext(resource, request)));
  }

  private actionContext(resource: Resource, request: FastifyRequest): ListActionContext {
    const query = toQueryMap(request.query);
    const env = this.env(request);
    return {
      resource,
      body: request.body,
      query,
      headers: request.headers,
      env,
      settings: this.settings,
      db: this.db,
      requestUrl: this.url(request),
      paginate: (items) => pageOf(items, pageRequest(query, this.settings.paginateCount, this.settings.maxPageSize), this.url(request)),
      check: (r, a) => this.check(r, a),
      scope: (r, a) => this.scopeFor(r, a),
      create: async (tx, target, body) => (await this.createRendered(tx, target, body, representationQuery(query, request.method), env)).text,
    };
  }

  private answer(reply: FastifyReply, result: ActionResult): string {
    reply.code(result.status ?? 200);
    for (const [name, value] of Object.entries(result.headers ?? {})) reply.header(name, value);
    if (result.contentType) {
      reply.type(result.contentType);
      return String(result.body);
    }
    return this.json(reply, result.json ? String(result.body) : JSON.stringify(result.body));
  }

  async update(
    resource: Resource,
    rawId: string | null,
    body: unknown,
    partial: boolean,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<string> {
    this.access.check(resource, 'change');
    enterImportMode(request);
    const id = rawId === null ? null : parseId(rawId);
    const rep = representationQuery(toQueryMap(request.query), request.method);
    const env = this.env(request);
    const scope = this.scopeFor(resource, 'change');
    const ifMatch = id === null ? [] : ifMatchOf(request);
    if (id !== null && !ifMatch.length && !request.ctx.importing && coalescibleUpdate(resource, body)) {
      const kind = this.writeKind(partial ? 'patch' : 'put', resource, request);
      const written = await this.updates.write(kind, { objectType: resource.objectType, action: 'update' }, { id, body } satisfies Edit, {
        one: async (edit) => ({ text: await this.updateRendered(resource, (edit as Edit).id, (edit as Edit).body, partial, rep, env, scope), id }),
        many: (edits, owned) => this.updateMany(resource, edits as Edit[], owned, partial, rep, env, scope),
      });
      this.tag(reply, resource, written.text);
      return this.json(reply, written.text);
    }
    const text = await this.updateRendered(resource, id, body, partial, rep, env, scope, ifMatch);
    if (id !== null) this.tag(reply, resource, text);
    return this.json(reply, text);
  }

  private updateRendered(
    resource: Resource,
    id: number | null,
    body: unknown,
    partial: boolean,
    rep: RepresentationQuery,
    env: RenderEnv,
    scope?: RowScope,
    ifMatch: string[] = [],
  ) {
    return this.db.transaction(async (tx: Queryable) => {
      if (id !== null) await checkIfMatch(tx, resource, id, ifMatch, scope);
      const { ids, bulk } = await updateObjects(tx, resource, id, body, partial, scope, this.viewScope);
      await this.access.verify(tx, resource, 'change', ids);
      // the render is the transaction's last statement: its COMMIT rides with it
      if (bulk) return `[${(await getObjectsOrderedJson(tx, resource, ids, rep, env, true)).join(',')}]`;
      return (await getObjectsJson(tx, resource, ids, rep, env, undefined, true))[0];
    });
  }

  /** Single-object updates of several requests as one bulk update; any difference from doing them alone fails it (they are then). */
  private async updateMany(
    resource: Resource,
    edits: Edit[],
    owned: (ids: number[]) => void,
    partial: boolean,
    rep: RepresentationQuery,
    env: RenderEnv,
    scope?: RowScope,
  ) {
    const ids = edits.map((e) => e.id);
    if (new Set(ids).size !== ids.length) throw new Error('one object in two coalesced updates');
    owned(ids);
    return this.db.transaction(async (tx: Queryable) => {
      const items = edits.map((e) => ({ ...(e.body as Json), id: e.id }));
      const updated = await updateObjects(tx, resource, null, items, partial, scope, this.viewScope);
      // a bulk update skips what it cannot find, where a single one answers 404
      if (updated.ids.length !== ids.length) throw new Error('a coalesced update misses its object');
      await this.access.verify(tx, resource, 'change', ids);
      // in the edits' order, one per id (every id was updated, so every one is rendered)
      const texts = await getObjectsJson(tx, resource, ids, rep, env, undefined, true);
      return texts.map((text, i) => ({ text, id: ids[i] }));
    });
  }

  async destroy(resource: Resource, rawId: string | null, body: unknown, reply: FastifyReply, ifMatch: string[] = []): Promise<void> {
    this.access.check(resource, 'delete');
    const id = rawId === null ? null : parseId(rawId);
    const scope = this.scopeFor(resource, 'delete');
    await this.db.transaction(async (tx) => {
      if (id !== null) await checkIfMatch(tx, resource, id, ifMatch, scope);
      await deleteObjects(tx, resource, id, body, scope);
    });
    reply.code(204);
  }

  options(resource: Resource, route: 'list' | 'detail'): Json {
    return optionsBody(resource, route, this.access.canWrite(resource));
  }
}

/** A single object's update (PUT or PATCH) waiting to be done with others of its kind. */
interface Edit {
  id: number;
  body: unknown;
}

const SCALAR_KINDS = new Set(['string', 'slug', 'integer', 'decimal', 'boolean', 'date', 'datetime', 'choice']);

/**
 * Updates are done together only when each body sets plain values of the object's own columns: a relation, a tag
 * or a custom field may point at an object another update of the batch changes, and a bulk update validates every
 * item against the rows as they were, where updates done one after the other would each see the one before.
 */
function coalescibleUpdate(resource: Resource, body: unknown): boolean {
  if (resource.isTree || body === null || typeof body !== 'object' || Array.isArray(body)) return false;
  for (const key of Object.keys(body)) {
    const field = resource.fieldMap.get(key);
    if (!field || !SCALAR_KINDS.has(field.kind) || !field.column || field.readOnly) return false;
  }
  return true;
}
