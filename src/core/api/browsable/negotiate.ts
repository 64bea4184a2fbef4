import type { FastifyRequest } from 'fastify';

/**
 * Which representation a GET under /api/ gets: `?format=json` and `?format=api` decide; otherwise the
 * Accept header, by RFC 9110 rules (each type's quality comes from the most specific range that matches
 * it). HTML only when the client prefers it strictly: `*\/*` (curl), no Accept, `application/json`
 * (pynetbox) all get JSON, exactly as before; a browser's `text/html,…,*\/*;q=0.8` gets the page.
 */

interface Range {
  type: string;
  subtype: string;
  q: number;
}

function parseAccept(header: string): Range[] {
  const ranges: Range[] = [];
  for (const part of header.split(',')) {
    const [media, ...params] = part.split(';').map((s) => s.trim());
    const [type, subtype] = media.toLowerCase().split('/');
    if (!type || !subtype) continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split('=').map((s) => s.trim());
      if (name.toLowerCase() === 'q') q = Number.isFinite(Number(value)) ? Math.min(1, Math.max(0, Number(value))) : 0;
    }
    ranges.push({ type, subtype, q });
  }
  return ranges;
}

/** The quality the client gives `type/subtype` (0 when no range matches). */
export function quality(accept: string, media: string): number {
  const [type, subtype] = media.split('/');
  let best: { specificity: number; q: number } = { specificity: -1, q: 0 };
  for (const range of parseAccept(accept)) {
    const specificity =
      range.type === type && range.subtype === subtype
        ? 2
        : range.type === type && range.subtype === '*'
          ? 1
          : range.type === '*' && range.subtype === '*'
            ? 0
            : -1;
    if (specificity > best.specificity) best = { specificity, q: range.q };
  }
  return best.q;
}

function lastQueryValue(url: string, name: string): string | null {
  const at = url.indexOf('?');
  // most requests name no format: their query string is not parsed for it
  if (at < 0 || !url.includes(`${name}=`, at)) return null;
  return new URLSearchParams(url.slice(at + 1)).getAll(name).pop() ?? null;
}

/** Clients send a handful of distinct Accept headers: each is judged once (bounded, so any number of them is safe). */
const judged = new Map<string, boolean>();
function prefersHtml(accept: string): boolean {
  let html = judged.get(accept);
  if (html === undefined) {
    html = Math.max(quality(accept, 'text/html'), quality(accept, 'application/xhtml+xml')) > quality(accept, 'application/json');
    if (judged.size >= 256) judged.clear();
    judged.set(accept, html);
  }
  return html;
}

export function wantsHtml(request: FastifyRequest): boolean {
  const format = lastQueryValue(request.url, 'format');
  if (format === 'json') return false;
  if (format === 'api') return true;
  const accept = request.headers.accept;
  return accept ? prefersHtml(accept) : false;
}
