import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';

export interface TlsOptions {
  verify: boolean;
  caFile: string | null;
}

export interface SendResult {
  status: number | null;
  /** the first characters of the response body */
  body: string;
  durationMs: number;
  error: string;
}

const EXCERPT = 1000;

/** Keep-alive agents per TLS setting: deliveries to one receiver reuse their connections. */
const agents = new Map<string, http.Agent>();
function agentFor(protocol: string, tls: TlsOptions): http.Agent {
  const key = `${protocol}|${tls.verify}|${tls.caFile ?? ''}`;
  let agent = agents.get(key);
  if (!agent) {
    agent =
      protocol === 'https:'
        ? new https.Agent({
            keepAlive: true,
            maxSockets: 64,
            rejectUnauthorized: tls.verify,
            ca: tls.verify && tls.caFile ? readFileSync(tls.caFile) : undefined,
          })
        : new http.Agent({ keepAlive: true, maxSockets: 64 });
    agents.set(key, agent);
  }
  return agent;
}

/** One HTTP request; never throws: failures (timeout, TLS, connection) come back as `error`. */
export function send(
  request: { url: string; method: string; headers: Record<string, string>; body: Buffer },
  tls: TlsOptions,
  timeoutMs: number,
): Promise<SendResult> {
  const started = performance.now();
  const done = (status: number | null, body: string, error: string): SendResult => ({
    status,
    body: body.slice(0, EXCERPT),
    durationMs: Math.round(performance.now() - started),
    error,
  });
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(request.url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`unsupported scheme ${url.protocol}`);
    } catch (error) {
      resolve(done(null, '', `Invalid URL: ${error instanceof Error ? error.message : String(error)}`));
      return;
    }
    let agent: http.Agent;
    try {
      agent = agentFor(url.protocol, tls);
    } catch (error) {
      resolve(done(null, '', `CA file: ${error instanceof Error ? error.message : String(error)}`));
      return;
    }
    const lib = url.protocol === 'https:' ? https : http;
    const req = lib.request(
      url,
      { method: request.method, headers: { ...request.headers, 'Content-Length': String(request.body.length) }, agent },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < EXCERPT * 4) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () => resolve(done(res.statusCode ?? null, Buffer.concat(chunks).toString('utf8'), '')));
        res.on('error', (error) => resolve(done(res.statusCode ?? null, '', error.message)));
      },
    );
    // one limit for the whole exchange (connect, answer, body); a socket idle timeout would never fire first
    const timer = setTimeout(() => req.destroy(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
    req.on('error', (error) => resolve(done(null, '', error.message)));
    req.on('close', () => clearTimeout(timer));
    req.end(request.body);
  });
}
