import { Body, Controller, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResourceService } from '../../core/api/resource.service.js';
import { acceptTextBody } from '../../core/api/text-bodies.js';
import { getObjectJson } from '../../core/query/reader.js';
import { Db } from '../../database/db.js';
import { importType, TypeKind } from './importer.js';
import { documentOf } from './parse.js';

/**
 * `POST /api/dcim/device-types/import/` and `…/module-types/import/`: one document of the community
 * device-type library (YAML as the body, or JSON `{"data": "<yaml>"}`) creates the type with its component
 * templates (201) or brings an existing one up to date (200), in one transaction; the answer is the type's
 * representation. `npm run import-device-types` sends a library checkout's files here.
 */

const DEVICE_TYPES = '/api/dcim/device-types/import/';
const MODULE_TYPES = '/api/dcim/module-types/import/';
acceptTextBody(DEVICE_TYPES);
acceptTextBody(MODULE_TYPES);

const BODY = {
  description: 'One library YAML document (application/yaml or text/plain), or JSON {"data": "<yaml>"}',
  schema: { type: 'object', properties: { data: { type: 'string' } } },
};

@ApiTags('dcim')
@Controller()
export class TypeImportController {
  constructor(
    private readonly db: Db,
    private readonly api: ResourceService,
  ) {}

  @Post(DEVICE_TYPES)
  @ApiOperation({ operationId: 'dcim_device_types_import_create', summary: 'Create or update a device type from a device-type library document' })
  @ApiBody(BODY)
  deviceType(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return this.run('device', body, request, reply);
  }

  @Post(MODULE_TYPES)
  @ApiOperation({ operationId: 'dcim_module_types_import_create', summary: 'Create or update a module type from a device-type library document' })
  @ApiBody(BODY)
  moduleType(@Body() body: unknown, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return this.run('module', body, request, reply);
  }

  private async run(kind: TypeKind, body: unknown, request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const doc = documentOf(body);
    const access = { check: this.api.check.bind(this.api) };
    const result = await this.db.transaction((tx) => importType(tx, kind, doc, access));
    const baseUrl = request.ctx.baseUrl;
    const json = await getObjectJson(this.db, result.resource, result.id, {}, { baseUrl }, this.api.scopeFor(result.resource, 'view'));
    reply.code(result.created ? 201 : 200);
    if (result.created) reply.header('Location', `${baseUrl}${result.resource.listPath}${result.id}/`);
    reply.type('application/json; charset=utf-8');
    return json;
  }
}
