import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Inline scripts, their contents; `type="application/json"` and other data blocks never run, so they need no hash. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The Content-Security-Policy of an HTML page: only this site's own scripts, plus the page's own inline
 * scripts by their hash (so a page keeps working unchanged, while a script an attacker injects —
 * different text — does not run); no framing (clickjacking), no plugins, forms only to this site.
 */
export function contentSecurityPolicy(html: string | null): string {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html ? html.matchAll(INLINE_SCRIPT) : []) {
    if (/\btype\s*=\s*["']?(application\/(ld\+)?json|text\/template)/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [
    "default-src 'self'",
    `script-src 'self'${[...hashes].map((h) => ` ${h}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers for what a browser renders: every response says its type is the one to trust
 * (X-Content-Type-Options); HTML pages — login, admin, API docs, the queue board, whatever page comes
 * later — get a Content-Security-Policy, refuse to be framed and keep the referrer to this site. A page
 * that sets its own policy keeps it.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const html = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
      if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', contentSecurityPolicy(html));
      if (!reply.hasHeader('X-Frame-Options')) reply.header('X-Frame-Options', 'DENY');
      if (!reply.hasHeader('Referrer-Policy')) reply.header('Referrer-Policy', 'same-origin');
    }
    done(null, payload);
  });
}
