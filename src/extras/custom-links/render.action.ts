import { currentContext } from '../../context/request-context.js';
import type { ListActionContext, ResourceListAction } from '../../core/model/define-resource.js';
import { ResourceRegistry } from '../../core/model/define-resource.js';
import { ValidationError } from '../../core/model/errors.js';
import { getObject } from '../../core/query/reader.js';
import { renderCustomLinks } from './render.js';

/** A query parameter given once (a repeated one counts as missing), else undefined. */
function single(ctx: ListActionContext, name: string): string | undefined {
  const values = ctx.query.get(name);
  return values?.length === 1 ? values[0] : undefined;
}

/**
 * `GET /api/extras/custom-links/render/?object_type=<app.model>&object_id=<id>`: the custom links of one
 * object, rendered (render.ts). The caller must be allowed to view custom links (the declared permission)
 * and the object.
 */
export const renderLinksAction: ResourceListAction = {
  name: 'render',
  summary: { get: 'The custom links of one object, rendered' },
  query: [
    { name: 'object_type', type: 'string', required: true },
    { name: 'object_id', type: 'integer', required: true },
  ],
  response: {
    type: 'array',
    items: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        group_name: { type: 'string' },
        weight: { type: 'integer' },
        button_class: { type: 'string' },
        new_window: { type: 'boolean' },
        text: { type: 'string', nullable: true },
        link: { type: 'string', nullable: true },
        error: { type: 'string', description: "the template's error, when text and link could not be rendered" },
      },
    },
  },
  async get(ctx) {
    const objectType = single(ctx, 'object_type');
    const objectId = single(ctx, 'object_id');
    const errors: Record<string, string[]> = {};
    const resource = objectType !== undefined ? ResourceRegistry.byObjectType(objectType) : undefined;
    if (!resource) errors.object_type = [objectType !== undefined ? `Invalid content type: ${objectType}` : 'This field is required.'];
    if (objectId === undefined || !/^\d{1,18}$/.test(objectId)) errors.object_id = ['A valid integer is required.'];
    if (!resource || Object.keys(errors).length) throw new ValidationError(errors);
    ctx.check(resource, 'view');
    const object = await getObject(ctx.db, resource, Number(objectId), {}, ctx.env, ctx.scope(resource, 'view'));
    const user = currentContext()?.user;
    const links = await renderCustomLinks(ctx.db, ctx, ctx.env, resource.objectType, object, user ? { id: user.id, username: user.username } : null);
    return { body: links };
  },
};
