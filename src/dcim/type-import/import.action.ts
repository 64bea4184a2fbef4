import type { ResourceListAction } from '../../core/model/define-resource.js';
import { getObjectJson } from '../../core/query/reader.js';
import { importType, TypeKind } from './importer.js';
import { documentOf } from './parse.js';

/**
 * `POST /api/dcim/device-types/import/` and `…/module-types/import/`: one document of the community
 * device-type library (YAML as the body, or JSON `{"data": "<yaml>"}`) creates the type with its component
 * templates (201) or brings an existing one up to date (200), in one transaction; the answer is the type's
 * representation. `npm run import-device-types` sends a library checkout's files here. The importer checks
 * the add and change permissions of what it writes.
 */
function typeImportAction(kind: TypeKind): ResourceListAction {
  return {
    name: 'import',
    summary: { post: `Create or update a ${kind} type from a device-type library document` },
    body: {
      description: 'One library YAML document (application/yaml or text/plain), or JSON {"data": "<yaml>"}',
      schema: { type: 'object', properties: { data: { type: 'string' } } },
      text: true,
    },
    response: 'model',
    async post(ctx) {
      const doc = documentOf(ctx.body);
      const result = await ctx.db.transaction((tx) => importType(tx, kind, doc, ctx));
      const json = await getObjectJson(ctx.db, result.resource, result.id, {}, ctx.env, ctx.scope(result.resource, 'view'));
      if (!result.created) return { body: json, json: true };
      return { status: 201, body: json, json: true, headers: { Location: `${ctx.env.baseUrl}${result.resource.listPath}${result.id}/` } };
    },
  };
}

export const deviceTypeImport = typeImportAction('device');
export const moduleTypeImport = typeImportAction('module');
