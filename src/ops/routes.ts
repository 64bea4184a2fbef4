import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from '../database/availability.js';
import type { Health } from './health.js';
import type { Metrics } from './metrics.js';

export const OPS_PATHS = new Set(['/livez', '/readyz', '/metrics']);

interface Answer {
  status: number;
  type: string;
  body: string;
  headers?: Record<string, string>;
}

/** The three operations endpoints, whatever serves them (the API's Fastify, or a worker's own small server). */
async function answer(path: string, health: Health, metrics: Metrics): Promise<Answer | null> {
  switch (path) {
    case '/livez':
      return { status: 200, type: 'application/json', body: JSON.stringify({ status: 'ok' }) };
    case '/readyz': {
      const r = await health.readiness();
      return {
        status: r.ready ? 200 : 503,
        type: 'application/json',
        body: JSON.stringify({ status: r.ready ? 'ready' : 'unavailable', database: r.database, started: r.started }),
        headers: r.ready ? {} : { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
      };
    }
    case '/metrics':
      return { status: 200, type: metrics.contentType(), body: await metrics.text() };
    default:
      return null;
  }
}

/**
 * /livez, /readyz and /metrics on the API's Fastify: outside the API (no token, no rate limit, no
 * API-Version), and every answered request is counted by route template and status.
 */
export function registerOpsRoutes(app: FastifyInstance, health: Health, metrics: Metrics): void {
  for (const path of OPS_PATHS) {
    app.get(path, async (_request, reply) => {
      const a = (await answer(path, health, metrics))!;
      reply
        .code(a.status)
        .type(a.type)
        .headers(a.headers ?? {});
      return a.body;
    });
  }
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}

/** A `worker` process (which serves no API) answers the same three paths on WORKER_PORT. */
export async function startOpsServer(
  port: number,
  host: string,
  health: Health,
  metrics: Metrics,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0].replace(/\/$/, '') || '/';
    answer(req.method === 'GET' || req.method === 'HEAD' ? path : '', health, metrics).then(
      (a) => {
        const out = a ?? { status: 404, type: 'application/json', body: JSON.stringify({ detail: 'Not found.' }) };
        res.writeHead(out.status, { 'Content-Type': out.type, ...out.headers });
        res.end(req.method === 'HEAD' ? undefined : out.body);
      },
      () => {
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
