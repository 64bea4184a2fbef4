import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import { Public } from './public.decorator.js';

/** Holds the built document; main.ts fills it once the app is initialised. */
export const openApiDocument: { current: OpenAPIObject | null; json: string | null } = { current: null, json: null };

/** `/api/schema/`: the OpenAPI 3 document as JSON, served without a token. */
@ApiExcludeController()
@Controller('api/schema')
export class SchemaController {
  @Get()
  @Public()
  @Header('Content-Type', 'application/json')
  schema(): string {
    openApiDocument.json ??= JSON.stringify(openApiDocument.current ?? {});
    return openApiDocument.json;
  }
}
