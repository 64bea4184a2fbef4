import type { AccessAction, ActionContext, ActionResult, Resource, ResourceAction } from '../../core/model/define-resource.js';
import { ResourceRegistry } from '../../core/model/define-resource.js';
import { ApiError, PermissionDeniedError } from '../../core/model/errors.js';
import { getObject, getObjectJson } from '../../core/query/reader.js';
import { currentContext } from '../../context/request-context.js';
import { Params, quoteIdent } from '../../database/sql.js';
import type { RowScope } from '../../core/model/types.js';
import { userHasPermission } from '../../users/grants.js';
import { compileTemplate, settingsFrom, TemplateError } from '../templates/engine.js';
import { objectFetcher } from '../templates/fetch.js';
import { QueryRounds } from '../templates/queries.js';

/**
 * Rendering config templates (NetBox's RenderConfigMixin and ConfigTemplate.render):
 * - `POST /api/dcim/devices/<id>/render-config/` and `…/virtual-machines/<id>/render-config/`: the
 *   object's template (its own, else its role's, else its platform's; `config_template_id` in the body
 *   picks another) rendered with the object's config context, the rest of the body laid over it, and the
 *   object itself under its model name (`device`, `virtualmachine`) in its API form;
 * - `POST /api/extras/config-templates/<id>/render/`: the template with the body as context.
 * The answer is `{configtemplate, content}`, or the text alone with `?format=txt` or `Accept: text/plain`.
 * A template that fails is a 400 carrying the template error (NetBox answers 500).
 */

type Json = Record<string, unknown>;

interface TemplateRow {
  id: number;
  template_code: string;
  environment_params: Json | null;
}

function configTemplates(): Resource {
  return ResourceRegistry.forObjectType('extras.configtemplate');
}

/** NetBox renders with token write permission (not a model permission) plus the action's own permission. */
function checkRenderPermission(objectType: string, action: string): void {
  const ctx = currentContext();
  if (!ctx?.tokenWriteEnabled) throw new PermissionDeniedError();
  if (!userHasPermission(objectType, action)) throw new PermissionDeniedError();
}

function bodyObject(body: unknown): Json {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, { non_field_errors: ['Invalid data. Expected a dictionary.'] });
  return body as Json;
}

function wantsText(ctx: ActionContext): boolean {
  const format = ctx.query.get('format')?.at(-1);
  if (format) return format === 'txt';
  const accept = String(ctx.headers.accept ?? '');
  return accept.includes('text/plain') && !accept.includes('application/json');
}

/** A template by id; `restricted`: only one the caller may view (a template asked for by id, not the object's own). */
async function loadTemplate(ctx: ActionContext, id: number, restricted = true): Promise<TemplateRow | null> {
  const params = new Params();
  const where = [`t.id = ${params.add(id)}`];
  const scoped = restricted ? ctx.scope(configTemplates(), 'view')?.('t', params) : undefined;
  if (scoped) where.push(scoped);
  const rows = await ctx.db.query<TemplateRow>(
    `SELECT t.id, t.template_code, t.environment_params FROM extras_configtemplate t WHERE ${where.join(' AND ')}`,
    params.values,
  );
  return rows[0] ?? null;
}

async function render(ctx: ActionContext, template: TemplateRow, context: Json): Promise<ActionResult> {
  const fetch = objectFetcher(ctx.db, { check: (...a) => ctx.check(...a), scope: (...a) => ctx.scope(...a) }, ctx.env);
  let output: string;
  try {
    const run = compileTemplate(template.template_code, settingsFrom(template.environment_params));
    output = (await new QueryRounds(fetch).render((data) => run(context, data))).replace(/\r\n/g, '\n');
  } catch (error) {
    if (!(error instanceof TemplateError)) throw error;
    const detail = `TemplateError: ${error.message}`;
    if (wantsText(ctx)) return { status: 400, body: detail, contentType: 'text/plain; charset=utf-8' };
    return { status: 400, body: { detail } };
  }
  if (wantsText(ctx)) return { body: output, contentType: 'text/plain; charset=utf-8' };
  const brief = await getObjectJson(ctx.db, configTemplates(), template.id, { brief: true }, ctx.env);
  return { body: `{"configtemplate":${brief},"content":${JSON.stringify(output)}}`, json: true };
}

/** The rows the caller may both view and render: both permissions' constraints (NetBox restricts to both). */
function renderScope(ctx: ActionContext): RowScope | undefined {
  // render_config is a permission action of its own, scoped like the CRUD ones
  const scopes = [ctx.scope(ctx.resource, 'view'), ctx.scope(ctx.resource, 'render_config' as AccessAction)].filter((s): s is RowScope => !!s);
  if (!scopes.length) return undefined;
  return (alias, params) => scopes.map((scope) => `(${scope(alias, params)})`).join(' AND ');
}

/**
 * The render-config action of a model with a config template, its role's and its platform's (devices, VMs).
 * As NetBox's: a token that may write is needed (else 403); an object the caller may not both view and
 * render is not found (404); the object's own template renders whatever the caller may view of templates.
 */
export function renderConfigAction(objectKey: string): ResourceAction {
  return {
    name: 'render-config',
    summary: { post: 'Render the configuration of this object from its config template' },
    ownAccess: true,
    async post(ctx) {
      const resource = ctx.resource;
      if (!currentContext()?.tokenWriteEnabled) throw new PermissionDeniedError();
      const body = bodyObject(ctx.body);
      const object = await getObject(ctx.db, resource, ctx.id, {}, ctx.env, renderScope(ctx));
      let template: TemplateRow | null;
      const requested = body.config_template_id;
      if (requested !== undefined && requested !== null && requested !== '') {
        template = /^\d+$/.test(String(requested)) ? await loadTemplate(ctx, Number(requested)) : null;
        if (!template) return { status: 400, body: { error: `Config template with ID ${String(requested)} not found.` } };
      } else {
        // the object's own template, else its role's, else its platform's
        const via = ['role', 'platform'].filter((name) => resource.field(name)?.kind === 'foreignKey');
        const joins = via.map(
          (name) => `LEFT JOIN ${quoteIdent(ResourceRegistry.forEntity(resource.field(name)!.target!()).table)} ${name} ON ${name}.id = o.${name}_id`,
        );
        const candidates = ['o.config_template_id', ...via.map((name) => `${name}.config_template_id`)];
        const [row] = await ctx.db.query<{ id: number | null }>(
          `SELECT COALESCE(${candidates.join(', ')}) AS id FROM ${quoteIdent(resource.table)} o ${joins.join(' ')} WHERE o.id = $1`,
          [ctx.id],
        );
        template = row?.id ? await loadTemplate(ctx, row.id, false) : null;
        if (!template) return { status: 400, body: { error: `No config template found for this ${resource.modelName}.` } };
      }
      const { config_template_id: _picked, ...extra } = body;
      const context: Json = { ...((object.config_context as Json | undefined) ?? {}), ...extra, [objectKey]: object };
      return render(ctx, template, context);
    },
  };
}

/** `POST /api/extras/config-templates/<id>/render/`: the body is the context. */
export const renderTemplateAction: ResourceAction = {
  name: 'render',
  summary: { post: 'Render this config template with the context given' },
  async post(ctx) {
    checkRenderPermission('extras.configtemplate', 'render');
    const body = bodyObject(ctx.body);
    const template = await loadTemplate(ctx, ctx.id);
    if (!template) throw new ApiError(404, { detail: 'No ConfigTemplate matches the given query.' });
    return render(ctx, template, body);
  },
};
