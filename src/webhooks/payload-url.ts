/**
 * NetBox's check of a webhook's payload_url (Webhook.clean): a literal URL must be http(s) with a host
 * (single-label and underscore hosts are fine); a value holding template markup (`{{`, `{%`, `{#`) may
 * not name a literal scheme other than http(s), and its markup must be well formed, with only known
 * filters (Jinja2's built-in ones and NetBox's `env`). Returns the field's message, or null.
 */

const MESSAGE = 'Enter a valid URL, beginning with http:// or https://.';
const TEMPLATE_MARK = /\{[{%#]/;
const LITERAL_SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;

/** Jinja2's built-in filters, and the one NetBox registers by default. */
const FILTERS = new Set(
  (
    'abs attr batch capitalize center count d default dictsort e escape filesizeformat first float forceescape format ' +
    'groupby indent int items join last length list lower map max min pprint random reject rejectattr replace reverse ' +
    'round safe select selectattr slice sort string striptags sum title tojson trim truncate unique upper urlencode ' +
    'urlize wordcount wordwrap xmlattr env'
  ).split(' '),
);

const CLOSERS: Record<string, string> = { '{': '}}', '%': '%}', '#': '#}' };

/** The problem with a template's markup (unclosed tags, a filter that is not registered), or null. */
export function jinjaSyntaxProblem(source: string): string | null {
  let at = 0;
  for (;;) {
    const open = source.slice(at).search(TEMPLATE_MARK);
    if (open < 0) return null;
    const kind = source[at + open + 1];
    const closer = CLOSERS[kind];
    let i = at + open + 2;
    let quote: string | null = null;
    let end = -1;
    const pipes: number[] = [];
    for (; i < source.length; i++) {
      const c = source[i];
      if (quote) {
        if (c === '\\') i++;
        else if (c === quote) quote = null;
        continue;
      }
      if (kind !== '#' && (c === '"' || c === "'")) quote = c;
      else if (source.startsWith(closer, i)) {
        end = i;
        break;
      } else if (kind !== '#' && c === '|') pipes.push(i);
    }
    if (end < 0)
      return kind === '#'
        ? 'Missing end of comment tag'
        : `unexpected end of template, expected '${closer === '}}' ? 'end of print statement' : 'end of statement block'}'`;
    for (const p of pipes) {
      const name = /^\s*([A-Za-z_][A-Za-z0-9_]*)/.exec(source.slice(p + 1, end));
      if (!name) return "expected token 'name'";
      if (!FILTERS.has(name[1])) return `No filter named '${name[1]}'.`;
    }
    at = end + closer.length;
  }
}

/** Python's urlsplit() scheme and netloc, or null where it would refuse the value (an unbalanced IPv6 bracket). */
function splitUrl(url: string): { scheme: string; netloc: string } | null {
  const m = LITERAL_SCHEME.exec(url);
  const scheme = m ? m[1].toLowerCase() : '';
  const rest = m ? url.slice(m[0].length) : url;
  let netloc = '';
  if (rest.startsWith('//')) {
    const stop = rest.slice(2).search(/[/?#]/);
    netloc = stop < 0 ? rest.slice(2) : rest.slice(2, 2 + stop);
  }
  if (netloc.includes('[') !== netloc.includes(']')) return null;
  return { scheme, netloc };
}

export function payloadUrlProblem(url: unknown): string | null {
  if (typeof url !== 'string' || url === '') return null; // blank and null are the field's own errors
  if (TEMPLATE_MARK.test(url)) {
    const scheme = LITERAL_SCHEME.exec(url);
    if (scheme && !['http', 'https'].includes(scheme[1].toLowerCase())) return MESSAGE;
    const problem = jinjaSyntaxProblem(url);
    return problem ? `Invalid template: ${problem}` : null;
  }
  const parts = splitUrl(url);
  if (!parts || !['http', 'https'].includes(parts.scheme) || !parts.netloc) return MESSAGE;
  return null;
}
