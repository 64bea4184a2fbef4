import type { Settings } from '../../config/settings.js';
import type { Db, Queryable } from '../../database/db.js';
import type { QueryMap } from '../query/list-request.js';
import type { RowScope } from '../query/reader.js';
import type { RenderEnv } from '../serialize/plan.js';
import type { Resource } from './define-resource.js';

/**
 * Detail actions: extra endpoints under an object's URL (`/api/ipam/prefixes/<id>/available-ips/`), declared
 * on the resource and routed by its generated controller. A handler gets the request's pieces and the
 * framework's services; what it creates goes through the generic write path (`create`), so validation,
 * change records and events apply as for a POST to the list.
 */

export type AccessAction = 'view' | 'add' | 'change' | 'delete';

export interface ActionContext {
  /** the resource whose object the URL names, and that object's id (not yet looked up) */
  resource: Resource;
  id: number;
  body: unknown;
  query: QueryMap;
  env: RenderEnv;
  settings: Settings;
  db: Db;
  /** throws 403 unless the caller may do `action` on `resource` */
  check(resource: Resource, action: AccessAction): void;
  /** the rows of `resource` the caller may touch for `action` (object permissions), if restricted */
  scope(resource: Resource, action: AccessAction): RowScope | undefined;
  /**
   * creates objects of `target` from `body` (one object or a list, all-or-none) inside `tx` through the
   * generic write path, and returns them rendered as a POST to the list would (JSON text)
   */
  create(tx: Queryable, target: Resource, body: unknown): Promise<string>;
}

export interface ActionResult {
  /** 200 unless given */
  status?: number;
  /** a value to serialize, or JSON text already rendered (`json: true`) */
  body: unknown;
  json?: boolean;
}

export type ActionHandler = (ctx: ActionContext) => Promise<ActionResult>;

export interface ResourceAction {
  /** the path segment: `available-ips` */
  name: string;
  /** what GET answers and POST does, for the OpenAPI document */
  summary?: { get?: string; post?: string };
  get?: ActionHandler;
  post?: ActionHandler;
}
