import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import { Public } from './public.decorator.js';

/** Holds the built document; main.ts fills it once the app is initialised. */
export const openApiDocument: { current: OpenAPIObject | null; json: string | null } = { current: null, json: null };

/** `/api/schema/`: the OpenAPI 3 document as JSON, served without a token. */
@ApiTags('schema')
@Controller('api/schema')
export class SchemaController {
  @Get()
  @Public()
  @ApiOperation({ operationId: 'schema_retrieve', summary: 'This OpenAPI 3 document', security: [] })
  @ApiResponse({ status: 200, schema: { type: 'object' } })
  @Header('Content-Type', 'application/json')
  schema(): string {
    openApiDocument.json ??= JSON.stringify(openApiDocument.current ?? {});
    return openApiDocument.json;
  }
}
