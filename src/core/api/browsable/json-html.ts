import { escapeHtml } from '../../../html/engine.js';

/** Text content needs only these three escaped (quotes matter in attributes, which use escapeHtml). */
const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));

/**
 * JSON text → pretty-printed, highlighted HTML, from the exact text the API sent: tokens are copied
 * (numbers keep their digits, strings their escapes), only whitespace changes. Every string that is an
 * absolute http(s) URL becomes a link. Everything is escaped; the result is safe to embed.
 */

const INDENT = '  ';
const URL_VALUE = /^https?:\/\/[^\s"'<>]+$/;

class Scanner {
  i = 0;
  constructor(readonly text: string) {}

  skip(): void {
    while (this.i < this.text.length && ' \t\n\r'.includes(this.text[this.i])) this.i++;
  }

  peek(): string {
    this.skip();
    return this.text[this.i];
  }

  string(): string {
    const start = this.i++;
    while (this.i < this.text.length && this.text[this.i] !== '"') this.i += this.text[this.i] === '\\' ? 2 : 1;
    if (this.i >= this.text.length) throw new Error('unterminated string');
    this.i++;
    return this.text.slice(start, this.i);
  }

  literal(): string {
    const start = this.i;
    while (this.i < this.text.length && !',]} \t\n\r:'.includes(this.text[this.i])) this.i++;
    if (this.i === start) throw new Error(`unexpected ${this.text[this.i]}`);
    return this.text.slice(start, this.i);
  }

  expect(c: string): void {
    if (this.peek() !== c) throw new Error(`expected ${c}`);
    this.i++;
  }
}

function stringHtml(token: string, cls: string): string {
  const escaped = escapeText(token);
  let value: unknown;
  try {
    value = JSON.parse(token);
  } catch {
    return `<span class="${cls}">${escaped}</span>`;
  }
  if (cls === 's' && typeof value === 'string' && URL_VALUE.test(value)) {
    return `<span class="s">"<a href="${escapeHtml(value)}" rel="nofollow">${escapeText(token.slice(1, -1))}</a>"</span>`;
  }
  return `<span class="${cls}">${escaped}</span>`;
}

function value(s: Scanner, depth: number, out: string[]): void {
  const c = s.peek();
  const pad = INDENT.repeat(depth + 1);
  if (c === '{' || c === '[') {
    const close = c === '{' ? '}' : ']';
    s.i++;
    if (s.peek() === close) {
      s.i++;
      out.push(c + close);
      return;
    }
    out.push(`${c}\n`);
    for (;;) {
      out.push(pad);
      if (c === '{') {
        if (s.peek() !== '"') throw new Error('expected a key');
        out.push(stringHtml(s.string(), 'k'), ': ');
        s.expect(':');
      }
      value(s, depth + 1, out);
      const next = s.peek();
      s.i++;
      if (next === ',') out.push(',\n');
      else if (next === close) break;
      else throw new Error(`expected , or ${close}`);
    }
    out.push(`\n${INDENT.repeat(depth)}${close}`);
  } else if (c === '"') {
    out.push(stringHtml(s.string(), 's'));
  } else {
    const literal = s.literal();
    const cls = literal === 'null' ? 'z' : literal === 'true' || literal === 'false' ? 'b' : 'n';
    out.push(`<span class="${cls}">${escapeText(literal)}</span>`);
  }
}

export function jsonToHtml(text: string): string {
  if (!text.trim()) return '';
  try {
    const s = new Scanner(text);
    const out: string[] = [];
    value(s, 0, out);
    s.skip();
    if (s.i < text.length) throw new Error('trailing text');
    return out.join('');
  } catch {
    return escapeText(text); // not JSON after all: shown as it is
  }
}
