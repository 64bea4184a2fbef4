import type { TestApp, TestResponse } from './app';

/** A browser session through /login/ (JSON login): the Cookie header to send and the CSRF token. */
export interface BrowserSession {
  cookie: string;
  csrf: string;
}

/** name → value of a response's Set-Cookie headers */
export function setCookies(res: TestResponse): Map<string, string> {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return new Map(
    list.map((c) => {
      const pair = c.split(';', 1)[0];
      return [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)] as const;
    }),
  );
}

export async function sessionLogin(app: TestApp, username: string, password: string): Promise<BrowserSession> {
  const res = await app.inject('POST', '/login/', { token: null, body: { username, password } });
  if (res.status !== 200) throw new Error(`login ${username} → ${res.status}: ${res.text}`);
  const set = setCookies(res);
  return { cookie: `sessionid=${set.get('sessionid')}; csrftoken=${set.get('csrftoken')}`, csrf: set.get('csrftoken') ?? '' };
}
