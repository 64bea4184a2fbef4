/**
 * A NetBox-API client on node's fetch: paged reads, bulk writes, file downloads. Used for the source
 * (NetBox or this service) and the target (this service) of an import.
 */

/** An object of any model as the API renders it: its fields are checked where they are used. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

/** A response: its status, and its body parsed (JSON, else the text). */
export interface Reply {
  status: number;
  body: Json & Json[];
}

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} → ${status}: ${typeof body === 'string' ? body.slice(0, 300) : JSON.stringify(body).slice(0, 300)}`);
  }
}

/** `nbt_…` tokens are v2 (Bearer), anything else v1 (Token), unless the scheme is given. */
export function authorization(token: string): string {
  if (/^(Bearer|Token) /.test(token)) return token;
  return token.startsWith('nbt_') ? `Bearer ${token}` : `Token ${token}`;
}

export class ApiClient {
  readonly base: string;

  constructor(
    base: string,
    private readonly token: string,
    private readonly extraHeaders: Record<string, string> = {},
  ) {
    this.base = base.replace(/\/+$/, '');
  }

  private async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const url = path.startsWith('http') ? path : `${this.base}${path}`;
    const init: RequestInit = {
      method,
      headers: { authorization: authorization(this.token), accept: 'application/json', ...this.extraHeaders, ...headers },
    };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await fetch(url, init);
        const text = await res.text();
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          // an HTML error page or plain text: kept as text for the report
        }
        // a busy or restarting server is asked again a few times; anything else is the answer
        if ((res.status === 429 || res.status >= 502) && attempt < 4) {
          await new Promise((r) => setTimeout(r, 500 * 2 ** attempt));
          continue;
        }
        return { status: res.status, body: parsed as Reply['body'] };
      } catch (error) {
        if (attempt >= 4) throw error;
        await new Promise((r) => setTimeout(r, 500 * 2 ** attempt));
      }
    }
  }

  async get(path: string): Promise<Json> {
    const res = await this.request('GET', path);
    if (res.status !== 200) throw new ApiFailure(res.status, res.body, `GET ${path}`);
    return res.body;
  }

  /** GET answering 404 (a model the server does not have): null. */
  async getOptional(path: string): Promise<Json | null> {
    const res = await this.request('GET', path);
    if (res.status === 404) return null;
    if (res.status !== 200) throw new ApiFailure(res.status, res.body, `GET ${path}`);
    return res.body;
  }

  /** Every object of a list, page by page (by id, so pages do not shift); null when the list does not exist. */
  async listAll(listPath: string, params = '', pageSize = 1000): Promise<Json[] | null> {
    const out: Json[] = [];
    let found = false;
    for await (const page of this.pages(listPath, params, pageSize, () => (found = true))) out.push(...page);
    return found ? out : null;
  }

  /** A list's pages in id order, for lists too long to hold at once; `onFound` when the list exists. */
  async *pages(listPath: string, params = '', pageSize = 1000, onFound?: () => void): AsyncGenerator<Json[]> {
    for (let offset = 0; ;) {
      const sep = listPath.includes('?') ? '&' : '?';
      const page = await this.getOptional(`${listPath}${sep}limit=${pageSize}&offset=${offset}&ordering=id${params ? `&${params}` : ''}`);
      if (page === null) return;
      if (offset === 0) onFound?.();
      const results = (page.results ?? []) as Json[];
      if (results.length) yield results;
      offset += results.length;
      if (!page.next || !results.length) return;
    }
  }

  async count(listPath: string): Promise<number | null> {
    const page = await this.getOptional(`${listPath}?limit=1&brief=1`);
    return page === null ? null : Number(page.count);
  }

  /** A write; the status and body are the caller's to judge. */
  send(method: 'POST' | 'PATCH', path: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    return this.request(method, path, body, headers);
  }

  /** A file the server serves (an image attachment's), with the token. */
  async download(url: string): Promise<Blob> {
    const absolute = url.startsWith('http') ? url : `${this.base}${url}`;
    const res = await fetch(absolute, { headers: { authorization: authorization(this.token) } });
    if (!res.ok) throw new ApiFailure(res.status, await res.text(), `GET ${absolute}`);
    return res.blob();
  }
}
