import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compilePage, Crumb, Frame, frameOf, registerAsset, trusted } from '../../../html/engine.js';
import { clientScript } from './client.js';
import { DetailPanel, detailPanels } from './panels.js';
import { jsonToHtml } from './json-html.js';
import { humanize, locate, Located, summaryOf } from './locate.js';

/**
 * The browsable API's page (what DRF's BrowsableAPIRenderer gives NetBox): the JSON a client would get,
 * wrapped. Built from the request, the reply's status and headers and the JSON text — never from any
 * resource's own code — so it works for every route the API has or will have.
 */

registerAsset('browsable', clientScript);

const template = `{{#> layout}}
{{#if description}}<p class="lead" id="description">{{description}}</p>{{/if}}
{{#if problem}}<div class="problem" role="alert"><strong>{{status}}</strong>{{#if problem.detail}} — {{problem.detail}}{{/if}}
{{#if anonymous}}<p><a class="button primary" id="login-link" href="{{loginUrl}}">Log in</a> to browse the API.</p>{{/if}}</div>{{/if}}
<div class="toolbar">
{{#if interactive}}<button type="button" id="options-button">OPTIONS</button>{{/if}}
<a class="button" id="json-link" href="{{jsonUrl}}">JSON</a>
{{#if isRoot}}<a class="button" id="swagger-link" href="/api/schema/swagger-ui/">Swagger UI</a> <a class="button" href="/api/schema/?format=json">OpenAPI document</a>{{/if}}
</div>
{{#if filterable}}<form class="filters" id="filter-form" method="get">
<div><label for="filter-query">Query string</label><br><input type="search" id="filter-query" name="query" value="{{query}}" size="60" placeholder="name__ic=dc&amp;status=active&amp;limit=10"></div>
<button type="submit">Filter</button>
</form>{{/if}}
{{#each panels}}<section class="card panel" id="panel-{{id}}"><h2>{{title}}</h2>
{{html}}</section>
{{/each}}
{{#if page}}{{> pager}}{{/if}}
<pre class="http" id="request-line"><span class="status">{{method}}</span> {{target}}</pre>
<pre class="http json" id="response"><span class="status" id="status">HTTP {{status}}</span>
{{#each headers}}<span class="h">{{name}}:</span> {{value}}
{{/each}}

<code id="body">{{body}}</code></pre>
{{#if methods}}<form class="card" id="raw-form" data-kind="{{kind}}">
<h2>Send a request</h2>
<div class="field"><label for="raw-method">Method</label>
<select id="raw-method">{{#each methods}}<option value="{{name}}"{{#if selected}} selected{{/if}}>{{name}}</option>{{/each}}</select></div>
<div class="field"><label for="raw-body">Body (JSON)</label>
<textarea id="raw-body" rows="10" spellcheck="false">{{formBody}}</textarea>
<p class="help">Sent with your session and its CSRF token, as <code>application/json</code>.</p></div>
<p><button type="submit" class="primary" id="raw-send">Send</button></p>
</form>{{/if}}
{{#if interactive}}<section id="result" hidden><h2>Response</h2><pre class="http json" id="result-body"></pre></section>
<script>{{asset "browsable"}}</script>{{/if}}
{{/layout}}`;

interface ApiPage extends Frame {
  description: string | null;
  problem: { detail: string | null } | null;
  status: string;
  method: string;
  target: string;
  headers: { name: string; value: string }[];
  body: ReturnType<typeof trusted>;
  page: { count: unknown; next: unknown; previous: unknown } | null;
  isRoot: boolean;
  jsonUrl: string;
  filterable: boolean;
  query: string;
  interactive: boolean;
  kind: string;
  methods: { name: string; selected: boolean }[] | null;
  formBody: string;
  panels: DetailPanel[];
}

const render = compilePage<ApiPage>(template);

const HEADER_WORDS: Record<string, string> = { api: 'API', id: 'ID', ratelimit: 'RateLimit', www: 'WWW' };
const headerName = (name: string) =>
  name
    .split('-')
    .map((w) => HEADER_WORDS[w] ?? w.charAt(0).toUpperCase() + w.slice(1))
    .join('-');

type Json = Record<string, unknown>;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Page title: what the URL names (`Sites`, `Site DC1`, `Available IPs`, `Status`). */
function titleOf(at: Located, body: unknown): string {
  const { segments, resource, kind } = at;
  const last = segments[segments.length - 1];
  if (kind === 'root') return 'API Root';
  if (resource && kind === 'list') return humanize(resource.verboseNamePlural);
  if (resource && kind === 'detail')
    return `${humanize(resource.verboseName)} ${isObject(body) && body.display !== undefined ? String(body.display) : `#${last}`}`;
  return humanize(last);
}

function crumbsOf(at: Located, title: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'API Root', href: '/api/' }];
  at.segments.forEach((segment, i) => {
    const href = `/api/${at.segments.slice(0, i + 1).join('/')}/`;
    const label = /^\d+$/.test(segment) ? (i === at.segments.length - 1 && at.kind === 'detail' ? title : `#${segment}`) : humanize(segment);
    crumbs.push({ label, href });
  });
  crumbs[crumbs.length - 1] = { ...crumbs[crumbs.length - 1], href: null };
  return crumbs;
}

/** A writable value as the write path takes it back: nested objects by id, choices by value. */
function writableValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(writableValue);
  if (isObject(value)) {
    if ('id' in value) return value.id;
    if ('value' in value && 'label' in value) return value.value;
  }
  return value;
}

/** The raw-JSON form's starting body: a list's required fields, an object's writable fields as they are. */
function formBodyOf(at: Located, body: unknown): string {
  const resource = at.resource;
  if (!resource || at.kind === 'action') return '{}';
  if (at.kind === 'list')
    return JSON.stringify(Object.fromEntries(resource.writableFields.filter((f) => f.required).map((f) => [f.name, ''])), null, 2);
  if (!isObject(body)) return '{}';
  const values = resource.writableFields.filter((f) => f.name in body).map((f) => [f.name, writableValue(body[f.name])]);
  return JSON.stringify(Object.fromEntries(values), null, 2);
}

/** `?format=…` set to `format` (or removed), the rest of the query kept. */
function withFormat(url: string, format: string | null): string {
  const [path, search = ''] = url.split('?', 2);
  const params = new URLSearchParams(search);
  params.delete('format');
  if (format) params.set('format', format);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE'];

export async function browsablePage(request: FastifyRequest, reply: FastifyReply, json: string): Promise<string> {
  const path = request.url.split('?', 1)[0];
  const at = locate(path);
  const body = parse(json);
  const title = titleOf(at, body);
  const status = reply.statusCode;
  const user = request.ctx?.user ?? null;
  const session = Boolean(user) && request.ctx.tokenId === null;
  const ok = status < 400;
  // a router 404 runs no authentication: only credentials refused, or none sent, mean anonymous
  const anonymous =
    !user && (status === 401 || status === 403 || (!request.headers.authorization && !/\bsessionid=/.test(request.headers.cookie ?? '')));
  const headers = Object.entries(reply.getHeaders())
    .filter(([name]) => name !== 'set-cookie')
    .map(([name, value]) => ({ name: headerName(name), value: Array.isArray(value) ? value.join(', ') : String(value) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const allowed = String(reply.getHeader('allow') ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter((m) => UNSAFE.includes(m));
  const preferred = at.kind === 'detail' ? 'PATCH' : 'POST';
  const methods = session && ok && allowed.length ? allowed.map((name) => ({ name, selected: name === preferred })) : null;
  const list =
    isObject(body) && 'count' in body && 'results' in body ? { count: body.count, next: body.next ?? null, previous: body.previous ?? null } : null;
  const detail = isObject(body) && typeof body.detail === 'string' ? body.detail : null;
  const panels =
    ok && at.kind === 'detail' && at.resource && isObject(body)
      ? await detailPanels({ resource: at.resource, object: body, request }, (name, error) =>
          request.log.warn({ err: error, panel: name }, 'browsable detail panel failed'),
        )
      : [];
  return render({
    ...frameOf({ title, section: 'api', here: request.url, user: user ? { username: user.username } : null, anonymous, crumbs: crumbsOf(at, title) }),
    description: summaryOf(path),
    problem: ok ? null : { detail },
    status: `${status} ${STATUS_CODES[status] ?? ''}`.trim(),
    method: request.method,
    target: request.url,
    headers,
    body: trusted(jsonToHtml(json)),
    page: list,
    isRoot: at.kind === 'root',
    jsonUrl: withFormat(request.url, 'json'),
    filterable: ok && list !== null,
    query: withFormat(request.url, null).split('?', 2)[1] ?? '',
    interactive: session && ok,
    kind: at.kind,
    methods,
    formBody: methods ? formBodyOf(at, body) : '',
    panels,
  });
}
