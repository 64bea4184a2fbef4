import type { Queryable } from '../../database/db.js';
import type { RenderEnv } from '../../core/model/types.js';
import { compileTemplate, settingsFrom, TemplateError } from '../templates/engine.js';
import { objectFetcher, TemplateAccess } from '../templates/fetch.js';
import { QueryRounds } from '../templates/queries.js';

/**
 * The custom links of one object (NetBox's custom_links template tag): every enabled link of its object
 * type, in order (group, weight, name), its text and URL rendered with the object (`object`, its API form)
 * and the requesting user (`user`). Values are HTML-escaped in the text; the URL is percent-encoded as
 * NetBox does and dropped unless its scheme is allowed. A link whose text renders empty is left out; one
 * whose template fails carries the error instead of text and link, so one bad link spoils no other.
 */

export interface RenderedLink {
  id: number;
  name: string;
  group_name: string;
  weight: number;
  button_class: string;
  new_window: boolean;
  text: string | null;
  link: string | null;
  error?: string;
}

interface LinkRow {
  id: number;
  name: string;
  group_name: string;
  weight: number;
  button_class: string;
  new_window: boolean;
  link_text: string;
  link_url: string;
}

/** NetBox's ALLOWED_URL_SCHEMES default. */
const ALLOWED_SCHEMES = new Set(['file', 'ftp', 'ftps', 'http', 'https', 'irc', 'mailto', 'sftp', 'ssh', 'tel', 'telnet', 'tftp', 'vnc', 'xmpp']);

/** Python's urllib.parse.quote(link, safe='/:?&=%+[]@#,;!'). */
export function quoteUrl(link: string): string {
  const safe = /[A-Za-z0-9_.\-~/:?&=%+[\]@#,;!]/;
  let out = '';
  for (const char of link) {
    if (safe.test(char)) out += char;
    else for (const byte of Buffer.from(char, 'utf8')) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

export async function renderCustomLinks(
  db: Queryable,
  access: TemplateAccess,
  env: RenderEnv,
  objectType: string,
  object: Record<string, unknown>,
  user: { id: number; username: string } | null,
): Promise<RenderedLink[]> {
  const links = await db.query<LinkRow>(
    `SELECT id, name, group_name, weight, button_class, new_window, link_text, link_url FROM extras_customlink
      WHERE enabled AND object_types ? $1 ORDER BY group_name, weight, name, id`,
    [objectType],
  );
  const context = { object, user, debug: false };
  const fetch = objectFetcher(db, access, env);
  const out: RenderedLink[] = [];
  for (const l of links) {
    const base = { id: l.id, name: l.name, group_name: l.group_name, weight: l.weight, button_class: l.button_class, new_window: l.new_window };
    try {
      const text = (await new QueryRounds(fetch).render((data) => compileTemplate(l.link_text, settingsFrom(null, true))(context, data))).trim();
      if (!text) continue;
      let link = quoteUrl((await new QueryRounds(fetch).render((data) => compileTemplate(l.link_url, settingsFrom(null))(context, data))).trim());
      const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(link)?.[1]?.toLowerCase();
      if (scheme && !ALLOWED_SCHEMES.has(scheme)) link = '';
      out.push({ ...base, text, link });
    } catch (error) {
      if (!(error instanceof TemplateError)) throw error;
      out.push({ ...base, text: null, link: null, error: error.message });
    }
  }
  return out;
}
