import { ApiBody, ApiExcludeEndpoint, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import { filtersOf } from '../query/filters.js';
import { Resource, ResourceRegistry } from '../model/define-resource.js';
import { FieldMeta, UNICODE_SLUG } from '../model/fields.js';
import { TEXT_BODY_TYPES } from './text-bodies.js';
import { ActionRoute, actionRoutes, generatedControllers, RESOURCE_ROUTES } from './resource.controller.js';

/**
 * The OpenAPI document derives from the declarations: one schema per representation (complete,
 * brief, writable request, paginated list) and, per route, its filters as GET parameters.
 */

type Schema = Record<string, unknown>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function readSchema(field: FieldMeta): Schema {
  let schema: Schema;
  switch (field.kind) {
    case 'string':
      schema = { type: 'string', ...(field.maxLength ? { maxLength: field.maxLength } : {}) };
      break;
    case 'slug':
      schema = { type: 'string', pattern: field.pattern === UNICODE_SLUG ? '^[-\\w]+$' : '^[-a-zA-Z0-9_]+$', maxLength: field.maxLength };
      break;
    case 'integer':
      schema = {
        type: 'integer',
        ...(field.minValue !== undefined ? { minimum: field.minValue } : {}),
        ...(field.maxValue !== undefined ? { maximum: field.maxValue } : {}),
      };
      break;
    case 'decimal':
      schema = { type: 'number', format: 'double' };
      break;
    case 'boolean':
      schema = { type: 'boolean' };
      break;
    case 'date':
      schema = { type: 'string', format: 'date' };
      break;
    case 'datetime':
      schema = { type: 'string', format: 'date-time' };
      break;
    case 'choice': {
      if (field.plainChoice) {
        schema = { type: field.choices!.valueType === 'integer' ? 'integer' : 'string', enum: field.choices!.entries.map(([v]) => v) };
        break;
      }
      const values = field.choices!.entries.map(([v]) => v);
      const labels = field.choices!.entries.map(([, l]) => l);
      const valueType = field.choices!.valueType === 'integer' ? 'integer' : 'string';
      schema = {
        type: 'object',
        properties: { value: { type: valueType, enum: values }, label: { type: 'string', enum: labels } },
      };
      break;
    }
    case 'foreignKey': {
      const target = field.plainId ? undefined : ResourceRegistry.maybeForEntity(field.target!());
      schema = target ? { allOf: [ref(`Brief${target.className}`)] } : { type: 'integer' };
      break;
    }
    case 'computed':
      // a stored file reads as its URL (drf-spectacular's ImageField)
      if (field.file) schema = { type: 'string', format: 'uri' };
      else schema = { type: field.computedType === 'json' ? 'object' : (field.computedType ?? 'integer') };
      break;
    case 'tags':
      schema = { type: 'array', items: ref('NestedTag') };
      break;
    case 'manyToMany': {
      const target = ResourceRegistry.maybeForEntity(field.target!());
      schema = { type: 'array', items: target ? ref(`Brief${target.className}`) : { type: 'integer' } };
      break;
    }
    case 'objectType':
      schema = { type: 'string', description: '<app_label>.<model_name>', ...(field.generic?.types ? { enum: field.generic.types } : {}) };
      break;
    case 'generic':
      schema = { type: 'object', additionalProperties: {}, description: 'the related object, nested' };
      break;
    case 'uuid':
      schema = { type: 'string', format: 'uuid' };
      break;
    case 'ipNetwork':
      schema = { type: 'string', description: 'IPv4 or IPv6 network in CIDR notation' };
      break;
    case 'ipAddress':
      schema = { type: 'string', description: 'IPv4 or IPv6 address with mask' };
      break;
    case 'macAddress':
      schema = { type: 'string', description: 'MAC address, e.g. AA:BB:CC:DD:EE:FF' };
      break;
    case 'customFields':
    case 'json':
      schema = { type: 'object', additionalProperties: {} };
      break;
    default:
      schema = {};
  }
  if (field.readOnly) schema.readOnly = true;
  if (field.nullable) schema.nullable = true;
  if (field.helpText) schema.description = field.helpText;
  return schema;
}

function writeSchema(field: FieldMeta): Schema {
  let schema: Schema;
  // a file is written as a multipart file part
  if (field.file) {
    schema = { type: 'string', format: 'binary', ...(field.helpText ? { description: field.helpText } : {}) };
    if (field.nullable) schema.nullable = true;
    return schema;
  }
  switch (field.kind) {
    case 'choice':
      schema = { enum: field.choices!.entries.map(([v]) => v), type: field.choices!.valueType === 'integer' ? 'integer' : 'string' };
      break;
    case 'foreignKey':
      schema = { oneOf: [{ type: 'integer' }, { type: 'object', additionalProperties: {} }], description: 'id or attributes of the related object' };
      break;
    case 'tags':
      schema = { type: 'array', items: { oneOf: [{ type: 'integer' }, { type: 'object', additionalProperties: {} }] } };
      break;
    case 'manyToMany':
      schema = { type: 'array', items: { type: 'integer' } };
      break;
    default:
      schema = readSchema(field);
      delete schema.readOnly;
  }
  if (field.nullable) schema.nullable = true;
  return schema;
}

const META: Record<string, Schema> = {
  id: { type: 'integer', readOnly: true },
  url: { type: 'string', format: 'uri', readOnly: true },
  display_url: { type: 'string', format: 'uri', readOnly: true },
  display: { type: 'string', readOnly: true },
};

function objectSchema(resource: Resource, names: string[]): Schema {
  const properties: Record<string, Schema> = {};
  for (const name of names) {
    const field = resource.field(name);
    if (META[name]) properties[name] = META[name];
    else if (field && !field.writeOnly) properties[name] = readSchema(field);
  }
  return { type: 'object', properties };
}

function requestSchema(resource: Resource): Schema {
  const writable = resource.writableFields;
  const required = writable.filter((f) => f.required).map((f) => f.name);
  return {
    type: 'object',
    properties: {
      ...Object.fromEntries(writable.map((f) => [f.name, writeSchema(f)])),
      ...(resource.hasTags || resource.hasCustomFields ? { changelog_message: { type: 'string', maxLength: 200, writeOnly: true } } : {}),
    },
    // OpenAPI 3.0 forbids an empty list
    ...(required.length ? { required } : {}),
  };
}

export function componentSchemas(): Record<string, Schema> {
  const schemas: Record<string, Schema> = {
    NestedTag: {
      type: 'object',
      properties: {
        id: META.id,
        url: META.url,
        display_url: META.display_url,
        display: META.display,
        name: { type: 'string' },
        slug: { type: 'string' },
        color: { type: 'string' },
      },
    },
  };
  for (const resource of ResourceRegistry.all()) {
    const name = resource.className;
    schemas[name] = objectSchema(resource, resource.complete);
    schemas[`Brief${name}`] = objectSchema(resource, resource.brief);
    // read-only resources take no request body, so they have no request schema
    if (!resource.readOnly) schemas[`Writable${name}Request`] = requestSchema(resource);
    schemas[`Paginated${name}List`] = {
      type: 'object',
      required: ['count', 'results'],
      properties: {
        count: { type: 'integer', nullable: true },
        next: { type: 'string', format: 'uri', nullable: true },
        previous: { type: 'string', format: 'uri', nullable: true },
        results: { type: 'array', items: ref(name) },
      },
    };
  }
  return schemas;
}

const PAGING_PARAMS = [
  { name: 'limit', type: 'integer', description: 'Number of results to return per page.' },
  { name: 'offset', type: 'integer', description: 'The initial index from which to return the results.' },
  { name: 'start', type: 'integer', description: 'Cursor mode: the first id to return (results ordered by id).' },
  { name: 'ordering', type: 'string', description: 'Which field to use when ordering the results (- for descending).' },
  { name: 'brief', type: 'boolean', description: 'Return the brief representation.' },
  { name: 'fields', type: 'string', description: 'Comma-separated fields to include.' },
  { name: 'omit', type: 'string', description: 'Comma-separated fields to leave out.' },
  { name: 'exclude', type: 'string', description: 'Expensive fields to leave out (config_context).' },
];

function decorate(target: object, method: string, decorators: MethodDecorator[]): void {
  const descriptor = Object.getOwnPropertyDescriptor(target, method)!;
  for (const d of decorators) d(target, method, descriptor);
}

/** Applies the OpenAPI decorators to every generated controller, once all resources are declared. */
export function decorateGeneratedControllers(): void {
  for (const { resource, controller, mount } of generatedControllers) {
    if (Reflect.getMetadata('inventory:openapi', controller)) continue;
    Reflect.defineMetadata('inventory:openapi', true, controller);
    ApiTags(mount.app)(controller);
    const name = resource.className;
    const base = `${mount.app}_${mount.path.replace(/-/g, '_')}`;
    const filterParams = [...filtersOf(resource).values()].flatMap((f) =>
      f.lookups.map((lookup) => ({
        name: lookup ? `${f.name}__${lookup}` : f.name,
        type: lookup === 'empty' ? 'boolean' : f.type,
      })),
    );
    for (const route of RESOURCE_ROUTES) {
      const proto = controller.prototype as object;
      const decorators: MethodDecorator[] = [];
      // a read-only resource answers writes 405: they are no operations of it
      if (resource.readOnly && route.name !== 'list' && route.name !== 'retrieve') {
        decorate(proto, route.name, [ApiExcludeEndpoint()]);
        continue;
      }
      const op = (suffix: string, summary: string) => ApiOperation({ operationId: `${base}_${suffix}`, summary });
      switch (route.name) {
        case 'list':
          decorators.push(op('list', `List ${resource.verboseNamePlural}`), ApiResponse({ status: 200, schema: ref(`Paginated${name}List`) }));
          for (const p of [...PAGING_PARAMS, ...filterParams]) {
            decorators.push(
              ApiQuery({
                name: p.name,
                required: false,
                schema: PAGING_PARAMS.includes(p as never) ? { type: p.type } : { type: 'array', items: { type: p.type } },
                explode: true,
                style: 'form',
                description: (p as { description?: string }).description,
              } as never),
            );
          }
          break;
        case 'retrieve':
          decorators.push(op('retrieve', `Get a ${resource.verboseName}`), ApiResponse({ status: 200, schema: ref(name) }));
          break;
        case 'create':
          decorators.push(
            op('create', `Create one or more ${resource.verboseNamePlural}`),
            ApiBody({ schema: { oneOf: [ref(`Writable${name}Request`), { type: 'array', items: ref(`Writable${name}Request`) }] } }),
            ApiResponse({ status: 201, schema: ref(name) }),
          );
          break;
        case 'put':
        case 'patch':
          decorators.push(
            op(route.name === 'put' ? 'update' : 'partial_update', `${route.name === 'put' ? 'Replace' : 'Update'} a ${resource.verboseName}`),
            ApiBody({ schema: ref(`Writable${name}Request`) }),
            ApiResponse({ status: 200, schema: ref(name) }),
          );
          break;
        case 'bulkPut':
        case 'bulkPatch':
          decorators.push(
            op(route.name === 'bulkPut' ? 'bulk_update' : 'bulk_partial_update', `Update a list of ${resource.verboseNamePlural}`),
            ApiBody({ schema: { type: 'array', items: { allOf: [ref(`Writable${name}Request`)], required: ['id'] } } }),
            ApiResponse({ status: 200, schema: { type: 'array', items: ref(name) } }),
          );
          break;
        case 'delete':
          decorators.push(op('destroy', `Delete a ${resource.verboseName}`), ApiResponse({ status: 204 }));
          break;
        case 'bulkDelete':
          decorators.push(
            op('bulk_destroy', `Delete a list of ${resource.verboseNamePlural}`),
            ApiBody({ schema: { type: 'array', items: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } } }),
            ApiResponse({ status: 204 }),
          );
          break;
        default:
          // OPTIONS and the 405 answer for POST on a detail URL are not operations of the API
          decorators.push(ApiExcludeEndpoint());
      }
      decorate(proto, route.name, decorators);
    }
    for (const route of actionRoutes(resource)) {
      const decorators = route.on === 'list' ? listActionOperation(route, base, name) : detailActionOperation(route, base);
      decorate(controller.prototype as object, route.name, decorators);
    }
  }
}

const ANY_JSON = { oneOf: [{ type: 'object' }, { type: 'array', items: { type: 'object' } }] };

function detailActionOperation(route: ActionRoute & { on: 'detail' }, base: string): MethodDecorator[] {
  const segment = route.action.name.replace(/-/g, '_');
  const summary = route.verb ? route.action.summary?.[route.verb] : undefined;
  if (route.verb === 'get' && route.action.get)
    return [
      ApiOperation({ operationId: `${base}_${segment}_list`, summary }),
      ApiResponse({ status: 200, schema: { type: 'array', items: { type: 'object' } } }),
    ];
  if (route.verb === 'post' && route.action.post)
    return [
      ApiOperation({ operationId: `${base}_${segment}_create`, summary }),
      ApiBody({ schema: ANY_JSON }),
      ApiResponse({ status: 201, schema: ANY_JSON }),
    ];
  return [ApiExcludeEndpoint()];
}

/** A list action's operation: its query parameters (GET), its body (POST) and its answer, as declared. */
function listActionOperation(route: ActionRoute & { on: 'list' }, base: string, model: string): MethodDecorator[] {
  const action = route.action;
  const segment = action.name.replace(/-/g, '_');
  const summary = route.verb ? action.summary?.[route.verb] : undefined;
  const response = action.response === 'model' ? ref(model) : (action.response ?? ANY_JSON);
  if (route.verb === 'get' && action.get)
    return [
      ApiOperation({ operationId: `${base}_${segment}_list`, summary }),
      ...(action.query ?? []).map((q) => ApiQuery({ name: q.name, required: q.required ?? false, schema: { type: q.type } })),
      ApiResponse({ status: 200, schema: response }),
    ];
  if (route.verb === 'post' && action.post)
    return [
      ApiOperation({ operationId: `${base}_${segment}_create`, summary }),
      ApiBody({ description: action.body?.description, schema: action.body?.schema ?? ANY_JSON }),
      ApiResponse({ status: 201, schema: response }),
    ];
  return [ApiExcludeEndpoint()];
}

/** Adds the component schemas and the token security scheme to a built document. */
export function finishDocument(document: OpenAPIObject): OpenAPIObject {
  document.components = {
    ...document.components,
    schemas: { ...(document.components?.schemas ?? {}), ...(componentSchemas() as Record<string, object>) },
    securitySchemes: {
      tokenAuth: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`Bearer nbt_<key>.<token>` (v2) or `Token <token>` (v1)' },
    },
  };
  document.security = [{ tokenAuth: [] }];
  // Every route ends with a slash (anything else is redirected), so the document says so.
  document.paths = Object.fromEntries(Object.entries(document.paths).map(([path, item]) => [path.endsWith('/') ? path : `${path}/`, item]));
  describeTextBodies(document);
  return document;
}

/** A list action taking YAML or plain text says so: its request body lists those media types, as a string. */
function describeTextBodies(document: OpenAPIObject): void {
  for (const { resource, mount } of generatedControllers) {
    for (const action of resource.listActions.filter((a) => a.body?.text)) {
      const body = document.paths[`/api/${mount.app}/${mount.path}/${action.name}/`]?.post?.requestBody;
      if (!body || !('content' in body)) continue;
      for (const type of TEXT_BODY_TYPES) body.content[type] = { schema: { type: 'string' } };
    }
  }
}
