import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { currentContext } from '../../context/request-context.js';
import { ResourceService } from '../../core/api/resource.service.js';
import { ResourceRegistry } from '../../core/model/define-resource.js';
import { ValidationError } from '../../core/model/errors.js';
import { getObject } from '../../core/query/reader.js';
import { Db } from '../../database/db.js';
import { customLinks } from './custom-links.resource.js';
import { RenderedLink, renderCustomLinks } from './render.js';

/**
 * `GET /api/extras/custom-links/render/?object_type=<app.model>&object_id=<id>`: the custom links of one
 * object, rendered (render.ts). The caller must be allowed to view custom links and the object.
 */
@ApiTags('extras')
@Controller('api/extras/custom-links/render')
export class CustomLinksController {
  constructor(
    private readonly db: Db,
    private readonly api: ResourceService,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'extras_custom_links_render', summary: 'The custom links of one object, rendered' })
  @ApiQuery({ name: 'object_type', type: String })
  @ApiQuery({ name: 'object_id', type: Number })
  async render(
    @Query('object_type') objectType: unknown,
    @Query('object_id') objectId: unknown,
    @Req() request: FastifyRequest,
  ): Promise<RenderedLink[]> {
    const errors: Record<string, string[]> = {};
    const resource = typeof objectType === 'string' ? ResourceRegistry.byObjectType(objectType) : undefined;
    if (!resource) errors.object_type = [typeof objectType === 'string' ? `Invalid content type: ${objectType}` : 'This field is required.'];
    if (typeof objectId !== 'string' || !/^\d{1,18}$/.test(objectId)) errors.object_id = ['A valid integer is required.'];
    if (Object.keys(errors).length) throw new ValidationError(errors);
    this.api.check(customLinks, 'view');
    this.api.check(resource!, 'view');
    const env = { baseUrl: request.ctx.baseUrl };
    const object = await getObject(this.db, resource!, Number(objectId), {}, env, this.api.scopeFor(resource!, 'view'));
    const user = currentContext()?.user;
    const access = { check: this.api.check.bind(this.api), scope: this.api.scopeFor.bind(this.api) };
    return renderCustomLinks(this.db, access, env, resource!.objectType, object, user ? { id: user.id, username: user.username } : null);
  }
}
