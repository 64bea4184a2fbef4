import { StreamableFile } from '@nestjs/common';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { ListExport } from '../../core/api/resource.service.js';
import { ApiError, NotFoundError } from '../../core/model/errors.js';
import { streamObjects } from '../../core/query/reader.js';
import { Params } from '../../database/sql.js';
import { compileTemplate, Compiled, handlebars, parseTemplate, settingsFrom, TemplateError } from '../templates/engine.js';
import { objectFetcher } from '../templates/fetch.js';
import { ObjectFetcher, QueryRounds } from '../templates/queries.js';
import { exportTemplates } from './export-templates.resource.js';

/**
 * `?export=<name>` on any list (NetBox's ExportTemplatesMixin): the export template of that name for the
 * list's object type renders every object the request's filters select (all pages, the list's order),
 * sent with the template's MIME type and, when it says so, as an attachment named after its file name
 * (else `netbox_<objects>`) and extension.
 *
 * Templates iterate `queryset`. One whose top level has a single `{{#each queryset}}…{{/each}}` (and does
 * not name `queryset` elsewhere) is streamed: what comes before the loop, then the loop's body object by
 * object as a database cursor hands them over 500 at a time, then what follows — memory stays flat
 * whatever the number of objects. `@index`, `@first`, `@last`, `{{else}}` and block parameters work as
 * in Handlebars' own `each`. Other templates get the whole list at once.
 *
 * A template that fails while the head and the first batch are rendered is a 400 with the template
 * error; once the response has started, a failure ends the response early (the client sees an
 * incomplete transfer). Strict templates fail on the first object lacking what they name, so failures
 * almost always come early.
 */

type Json = Record<string, unknown>;

const BATCH = 500;

interface ExportTemplateRow {
  id: number;
  template_code: string;
  environment_params: Json | null;
  mime_type: string;
  file_name: string;
  file_extension: string;
  as_attachment: boolean;
}

/** Data the streaming loop's helper reads: where this batch starts, and whether it is the last. */
interface LoopData {
  offset: number;
  final: boolean;
}

// `{{#each queryset}}` of a streamed template, rewritten to this: Handlebars' `each` with the index and
// `@last` of the whole export rather than of one batch
handlebars.registerHelper('__exportEach', function (this: unknown, items: unknown, options: Handlebars.HelperOptions) {
  const loop = (options.data as { exportLoop?: LoopData }).exportLoop!;
  const list = Array.isArray(items) ? items : [];
  if (!list.length) return loop.offset === 0 && loop.final ? options.inverse(this) : '';
  let out = '';
  list.forEach((item, i) => {
    const index = loop.offset + i;
    const data = handlebars.createFrame(options.data) as Record<string, unknown>;
    data.index = index;
    data.key = index;
    data.first = index === 0;
    data.last = loop.final && i === list.length - 1;
    out += options.fn(item, { data, blockParams: [item, index] });
  });
  return out;
});

type Statement = hbs.AST.Statement & { path?: hbs.AST.PathExpression; params?: hbs.AST.Expression[] };

function isQuerysetLoop(s: Statement): boolean {
  return (
    s.type === 'BlockStatement' &&
    s.path?.original === 'each' &&
    s.params?.length === 1 &&
    s.params[0].type === 'PathExpression' &&
    (s.params[0] as hbs.AST.PathExpression).original === 'queryset'
  );
}

/** Whether any path in these statements starts with `queryset`. */
function namesQueryset(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(namesQueryset);
  const n = node as { type?: string; parts?: unknown[] };
  if (n.type === 'PathExpression' && n.parts?.[0] === 'queryset') return true;
  return Object.entries(n).some(([k, v]) => k !== 'loc' && namesQueryset(v));
}

interface Streamed {
  head: Compiled;
  loop: Compiled;
  tail: Compiled;
}

const program = (body: hbs.AST.Statement[]): hbs.AST.Program => ({ type: 'Program', body, strip: {}, blockParams: [] }) as unknown as hbs.AST.Program;

/** The three parts of a streamable template, or null. */
function splitTemplate(source: string, strict: boolean): Streamed | null {
  const ast = parseTemplate(source);
  const body = ast.body as Statement[];
  const loops = body.map((s, i) => (isQuerysetLoop(s) ? i : -1)).filter((i) => i >= 0);
  if (loops.length !== 1) return null;
  const at = loops[0];
  if (namesQueryset(body.slice(0, at)) || namesQueryset(body.slice(at + 1))) return null;
  const block = body[at] as hbs.AST.BlockStatement;
  const rewritten: hbs.AST.BlockStatement = { ...block, path: { ...block.path, original: '__exportEach', parts: ['__exportEach'] } };
  const settings = { strict };
  return {
    head: compileTemplate(program(body.slice(0, at)), settings),
    loop: compileTemplate(program([rewritten]), settings),
    tail: compileTemplate(program(body.slice(at + 1)), settings),
  };
}

/** NetBox's file name: the template's, else `netbox_<verbose name plural>`, plus the extension. */
function fileName(row: ExportTemplateRow, plural: string): string {
  const base = row.file_name || `netbox_${plural.toLowerCase().replace(/ /g, '_')}`;
  return row.file_extension ? `${base}.${row.file_extension}` : base;
}

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

async function findTemplate(request: ListExport, name: string): Promise<ExportTemplateRow> {
  // NetBox looks among the export templates the user may view; none (or no permission) is a 404
  try {
    request.service.check(exportTemplates, 'view');
  } catch {
    throw new NotFoundError();
  }
  const params = new Params();
  const where = [`t.object_types ? ${params.add(request.resource.objectType)}`, `t.name = ${params.add(name)}`];
  const scoped = request.service.scopeFor(exportTemplates, 'view')?.('t', params);
  if (scoped) where.push(scoped);
  const [row] = await request.db.query<ExportTemplateRow>(
    `SELECT t.id, t.template_code, t.environment_params, t.mime_type, t.file_name, t.file_extension, t.as_attachment
       FROM extras_exporttemplate t WHERE ${where.join(' AND ')} ORDER BY t.name, t.id LIMIT 1`,
    params.values,
  );
  if (!row) throw new NotFoundError();
  return row;
}

/** Renders one part, answering its `objects` calls (queries.ts). */
function renderPart(fetch: ObjectFetcher, part: Compiled, context: unknown, extra: Json = {}): Promise<string> {
  return new QueryRounds(fetch).render((data) => part(context, { ...data, ...extra }));
}

function asTemplateError(error: unknown): never {
  if (error instanceof TemplateError) throw new ApiError(400, { detail: `TemplateError: ${error.message}` });
  throw error;
}

export async function exportList(request: ListExport): Promise<StreamableFile | string> {
  const name = request.query.get('export')!.at(-1) ?? '';
  const row = await findTemplate(request, name);
  const { resource, reply } = request;
  const query = new Map(request.query);
  query.delete('export');
  const settings = settingsFrom(row.environment_params);
  const fetch = objectFetcher(
    request.db,
    { check: (r, a) => request.service.check(r, a), scope: (r, a) => request.service.scopeFor(r, a) },
    request.env,
  );
  // set once the answer is known to be the file (errors are JSON)
  const fileHeaders = () => {
    reply.header('Content-Type', row.mime_type || 'text/plain; charset=utf-8');
    if (row.as_attachment) reply.header('Content-Disposition', contentDisposition(fileName(row, resource.verboseNamePlural)));
  };
  const objectsOf = (batch: string[]) => batch.map((text) => JSON.parse(text) as unknown);

  let parts: Streamed | null;
  try {
    parts = splitTemplate(row.template_code, settings.strict);
  } catch (error) {
    asTemplateError(error);
  }
  if (!parts) {
    // not streamable: the whole list at once
    const all: unknown[] = [];
    await streamObjects(request.db, resource, query, {}, request.env, request.scope, async (batch) => void all.push(...objectsOf(batch)), BATCH);
    try {
      const whole = compileTemplate(row.template_code, settings);
      const text = (await renderPart(fetch, whole, { queryset: all })).replace(/\r\n/g, '\n');
      fileHeaders();
      return text;
    } catch (error) {
      asTemplateError(error);
    }
  }

  const { head, loop, tail } = parts;
  const out = new PassThrough();
  let started = false;
  let begin!: () => void;
  let fail!: (error: unknown) => void;
  const ready = new Promise<void>((resolve, reject) => {
    begin = resolve;
    fail = reject;
  });
  const write = async (text: string) => {
    if (!text) return;
    // before the response starts nobody reads yet: the first batch is buffered
    if (!out.write(text.replace(/\r\n/g, '\n')) && started) await once(out, 'drain');
  };
  const renderLoop = (batch: unknown[], offset: number, final: boolean) =>
    renderPart(fetch, loop, { queryset: batch }, { exportLoop: { offset, final } satisfies LoopData });

  void (async () => {
    let pending: unknown[] | null = null;
    let offset = 0;
    await write(await renderPart(fetch, head, {}));
    await streamObjects(
      request.db,
      resource,
      query,
      {},
      request.env,
      request.scope,
      async (batch) => {
        // one batch behind, so the last object is known to be the last
        if (pending) {
          await write(await renderLoop(pending, offset, false));
          offset += pending.length;
          if (!started) {
            started = true;
            begin();
          }
        }
        pending = objectsOf(batch);
      },
      BATCH,
    );
    await write(await renderLoop(pending ?? [], offset, true));
    await write(await renderPart(fetch, tail, {}));
    out.end();
    if (!started) {
      started = true;
      begin();
    }
  })().catch((error: unknown) => {
    if (!started) fail(error);
    else out.destroy(error instanceof Error ? error : new Error(String(error)));
  });

  try {
    await ready;
  } catch (error) {
    out.destroy();
    asTemplateError(error);
  }
  fileHeaders();
  return new StreamableFile(out);
}
