import { createHmac } from 'node:crypto';
import Handlebars from 'handlebars';

/**
 * A webhook request from its configuration and an event context (spec §6.2–6.4, docs/webhooks.md §4–5).
 * Templates (URL, headers, body) are Handlebars in strict mode: a missing variable is an error, not an
 * empty string, and prototype properties are never reachable. Output is not HTML-escaped (bodies are
 * JSON or text). `{{json data}}` renders any value as JSON.
 */

const handlebars = Handlebars.create();
handlebars.registerHelper('json', (value: unknown) => new handlebars.SafeString(JSON.stringify(value ?? null)));

const compiled = new Map<string, HandlebarsTemplateDelegate>();
function template(source: string): HandlebarsTemplateDelegate {
  let fn = compiled.get(source);
  if (!fn) {
    fn = handlebars.compile(source, { strict: true, noEscape: true });
    if (compiled.size > 1000) compiled.clear();
    compiled.set(source, fn);
  }
  return fn;
}

function render(source: string, context: Record<string, unknown>): string {
  return template(source)(context, { allowProtoPropertiesByDefault: false, allowProtoMethodsByDefault: false });
}

export class TemplateError extends Error {}

export interface WebhookConfig {
  payload_url: string;
  http_method: string;
  http_content_type: string;
  additional_headers: string;
  body_template: string;
  secret: string;
}

export interface OutgoingRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Buffer;
}

function wrap<T>(what: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw new TemplateError(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** X-Hook-Signature: hex HMAC-SHA512 of the exact body bytes, keyed by the secret. */
export function signature(secret: string, body: Buffer): string {
  return createHmac('sha512', Buffer.from(secret, 'utf8')).update(body).digest('hex');
}

export function buildRequest(webhook: WebhookConfig, context: Record<string, unknown>): OutgoingRequest {
  const url = webhook.payload_url.includes('{{') ? wrap('URL template', () => render(webhook.payload_url, context)) : webhook.payload_url;
  const headers: Record<string, string> = { 'Content-Type': webhook.http_content_type || 'application/json' };
  if (webhook.additional_headers.trim()) {
    const text = wrap('additional headers template', () => render(webhook.additional_headers, context));
    for (const line of text.split(/\r?\n/)) {
      const at = line.indexOf(':');
      if (at <= 0) continue; // lines without a colon are skipped, as NetBox 4 does
      headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  const text = webhook.body_template.trim() ? wrap('body template', () => render(webhook.body_template, context)) : JSON.stringify(context);
  const body = Buffer.from(text, 'utf8');
  if (webhook.secret) headers['X-Hook-Signature'] = signature(webhook.secret, body);
  return { url, method: webhook.http_method, headers, body };
}
