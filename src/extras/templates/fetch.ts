import type { AccessAction, Resource } from '../../core/model/define-resource.js';
import { ResourceRegistry } from '../../core/model/define-resource.js';
import type { RenderEnv, RowScope } from '../../core/model/types.js';
import { listObjects } from '../../core/query/reader.js';
import type { Queryable } from '../../database/db.js';
import { TemplateError } from './engine.js';
import type { ObjectFetcher } from './queries.js';

/** How a template's caller may read: the access checks of its request. */
export interface TemplateAccess {
  check(resource: Resource, action: AccessAction): void;
  scope(resource: Resource, action: AccessAction): RowScope | undefined;
}

const LIMIT = 1000;

/**
 * Answers a template's `objects` calls through the read path of the API's lists: the caller must be allowed
 * to view the model, sees only the rows it may view, and gets at most 1000 objects (complete form, as a
 * list shows them) per call.
 */
export function objectFetcher(db: Queryable, access: TemplateAccess, env: RenderEnv): ObjectFetcher {
  return async (type, query) => {
    const resource = ResourceRegistry.byObjectType(type);
    if (!resource) throw new TemplateError(`objects: unknown object type "${type}"`);
    access.check(resource, 'view');
    const page = await listObjects(
      db,
      resource,
      query,
      {},
      { limit: LIMIT, offset: 0, start: null },
      env,
      'http://localhost/',
      access.scope(resource, 'view'),
    );
    return page.results.map((text) => JSON.parse(text) as unknown);
  };
}
