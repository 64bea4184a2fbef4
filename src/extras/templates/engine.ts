import Handlebars from 'handlebars';

/**
 * The template engine of custom links, export templates and config templates: Handlebars where NetBox
 * uses Jinja2. A missing variable renders empty, as with Jinja2's default Undefined;
 * `environment_params: {"undefined": "jinja2.StrictUndefined"}` makes it an error (as webhooks always are,
 * src/webhooks/render.ts). Prototype properties are never reachable: a template naming
 * one (`constructor`, `__proto__`…) is refused before it runs, and `lookup` refuses them at run time
 * (Handlebars itself only hides them, silently). Any failure is a TemplateError carrying Handlebars'
 * message, which the API answers with 400.
 *
 * Helpers: `json` (any value as JSON) and `objects` (objects of another model through its list filters:
 * `{{#each (objects "dcim.interface" device_id=device.id)}}…{{/each}}`; see queries.ts).
 */

export class TemplateError extends Error {}

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__']);

export const handlebars = Handlebars.create();
handlebars.unregisterHelper('log');
handlebars.registerHelper('json', (value: unknown) => new handlebars.SafeString(JSON.stringify(value ?? null)));
handlebars.registerHelper('lookup', (obj: unknown, field: unknown) => {
  if (obj === null || obj === undefined) return undefined;
  const key = String(field);
  if (FORBIDDEN.has(key) || !Object.prototype.hasOwnProperty.call(obj, key)) {
    if (FORBIDDEN.has(key)) throw new TemplateError(`Access to the property "${key}" is not allowed`);
    return undefined;
  }
  return (obj as Record<string, unknown>)[key];
});

type Node = { type: string; [key: string]: unknown };

/** Refuses templates that name a prototype property anywhere (paths, lookup arguments, hash keys). */
function checkNode(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const n of node) checkNode(n);
    return;
  }
  const n = node as Node;
  if (n.type === 'PathExpression') {
    for (const part of (n.parts as unknown[]) ?? []) {
      if (typeof part === 'string' && FORBIDDEN.has(part)) throw new TemplateError(`Access to the property "${part}" is not allowed`);
    }
  }
  if (n.type === 'StringLiteral' && FORBIDDEN.has(String(n.value))) {
    throw new TemplateError(`Access to the property "${String(n.value)}" is not allowed`);
  }
  for (const [key, value] of Object.entries(n)) if (key !== 'loc') checkNode(value);
}

export interface TemplateSettings {
  /** missing variables are errors (StrictUndefined) or render empty (the default) */
  strict: boolean;
  /** HTML-escape values (custom link text); templates of configs and exports are plain text */
  escape?: boolean;
}

export type Compiled = (context: unknown, data?: Record<string, unknown>) => string;

/**
 * Parses a template (whitespace control applied, as compiling does), refusing prototype access;
 * TemplateError on a syntax error.
 */
export function parseTemplate(source: string): hbs.AST.Program {
  let ast: hbs.AST.Program;
  try {
    ast = handlebars.parse(source);
  } catch (error) {
    throw new TemplateError(error instanceof Error ? error.message : String(error));
  }
  checkNode(ast);
  return ast;
}

const cache = new Map<string, Compiled>();

/**
 * A compiled template, run with the runtime's prototype protections: from source text, or from a part of a
 * program parseTemplate returned (whose whitespace control is done: it is not applied twice).
 */
export function compileTemplate(source: string | hbs.AST.Program, settings: TemplateSettings): Compiled {
  const key = typeof source === 'string' ? `${settings.strict ? 1 : 0}${settings.escape ? 1 : 0}${source}` : null;
  const hit = key === null ? undefined : cache.get(key);
  if (hit) return hit;
  if (typeof source === 'string') parseTemplate(source);
  let fn: HandlebarsTemplateDelegate;
  try {
    fn = handlebars.compile(source, { strict: settings.strict, noEscape: !settings.escape, ignoreStandalone: typeof source !== 'string' });
  } catch (error) {
    throw new TemplateError(error instanceof Error ? error.message : String(error));
  }
  const run: Compiled = (context, data) => {
    try {
      return fn(context, { data, allowProtoPropertiesByDefault: false, allowProtoMethodsByDefault: false });
    } catch (error) {
      if (error instanceof TemplateError) throw error;
      throw new TemplateError(error instanceof Error ? error.message : String(error));
    }
  };
  if (key !== null) {
    if (cache.size > 500) cache.clear();
    cache.set(key, run);
  }
  return run;
}

/** Jinja2 environment parameters NetBox accepts (extras/constants.py), and what `undefined` may name. */
const ENV_PARAMS = new Set([
  'auto_reload',
  'autoescape',
  'cache_size',
  'enable_async',
  'keep_trailing_newline',
  'lstrip_blocks',
  'optimized',
  'trim_blocks',
  'block_start_string',
  'block_end_string',
  'comment_start_string',
  'comment_end_string',
  'line_comment_prefix',
  'line_statement_prefix',
  'newline_sequence',
  'variable_start_string',
  'variable_end_string',
  'undefined',
]);
const UNDEFINED = ['jinja2.ChainableUndefined', 'jinja2.DebugUndefined', 'jinja2.StrictUndefined', 'jinja2.Undefined'];

/** NetBox's validation of environment_params (RenderTemplateMixin.clean): one message, or null. */
export function environmentProblem(params: unknown): string | null {
  if (params === null || params === undefined) return null;
  if (typeof params !== 'object' || Array.isArray(params)) return 'Environment parameters must be a JSON object.';
  for (const [key, value] of Object.entries(params)) {
    if (key === 'finalize') return `The "${key}" parameter is deprecated and may not be set on new or modified templates.`;
    if (!ENV_PARAMS.has(key)) return `"${key}" is not a permitted Jinja2 environment parameter.`;
    if (key === 'undefined' && !UNDEFINED.includes(String(value))) {
      return `Invalid value "${String(value)}" for parameter "${key}". Allowed values are: ${UNDEFINED.join(', ')}`;
    }
  }
  return null;
}

/** The settings a template's environment_params ask for: only `undefined` changes how Handlebars runs. */
export function settingsFrom(params: unknown, escape = false): TemplateSettings {
  const undefinedMode = params && typeof params === 'object' ? (params as Record<string, unknown>).undefined : undefined;
  return { strict: undefinedMode === 'jinja2.StrictUndefined', escape };
}
