import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP receiver for webhook tests, on a free port of 127.0.0.1. It records every request (method,
 * path, headers, the raw body bytes, arrival time) and answers as the test programs it per path: a status
 * sequence (then a default), a delay, or holding requests until the test releases them.
 */

export interface Arrival {
  method: string;
  /** path and query as sent */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** the exact bytes received */
  body: Buffer;
  /** Date.now() when the request's headers arrived */
  at: number;
  /** the body parsed as JSON (throws when it is not JSON) */
  json(): any;
}

export interface PathPlan {
  /** answered in turn to the path's requests; once used up, `status` */
  statuses?: number[];
  /** the status after `statuses` (default 204) */
  status?: number;
  /** answer after this many ms */
  delayMs?: number;
  /** keep requests unanswered until release() */
  hold?: boolean;
  /** answer this many requests of the path, then hold the others until release() */
  holdAfter?: number;
}

interface Held {
  arrival: Arrival;
  answer(status?: number): void;
}

export interface Receiver {
  url: string;
  arrivals: Arrival[];
  /** requests being held right now */
  held: Held[];
  /** how requests to `path` are answered (replaces any earlier plan for it) */
  plan(path: string, plan: PathPlan): void;
  /** answers held requests (of one path, or all) with `status` (default 204) and stops holding them */
  release(path?: string, status?: number): void;
  /** arrivals to a path (exact path, query ignored) */
  at(path: string): Arrival[];
  /** polls until `check` holds for the arrivals to `path`; returns them */
  waitFor(path: string, check: (arrivals: Arrival[]) => boolean, timeoutMs?: number, what?: string): Promise<Arrival[]>;
  /** polls until `path` has at least `count` arrivals */
  waitForCount(path: string, count: number, timeoutMs?: number): Promise<Arrival[]>;
  close(): Promise<void>;
}

const pathOf = (url: string) => url.split('?')[0];
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 25 ms until it returns a truthy value; throws with `what` after `timeoutMs`. */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 20_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(25);
  }
}

export async function startReceiver(): Promise<Receiver> {
  const arrivals: Arrival[] = [];
  const held: Held[] = [];
  const plans = new Map<string, PathPlan & { used: number; seen: number }>();

  const server = http.createServer((req, res) => {
    const at = Date.now();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const arrival: Arrival = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body,
        at,
        json: () => JSON.parse(body.toString('utf8')),
      };
      arrivals.push(arrival);
      const plan = plans.get(pathOf(arrival.path));
      if (plan) plan.seen++;
      let status = plan?.status ?? 204;
      if (plan?.statuses && plan.used < plan.statuses.length) status = plan.statuses[plan.used++];
      const answer = (s = status) => {
        if (res.writableEnded || res.destroyed) return;
        res.writeHead(s, { 'content-type': 'text/plain' });
        res.end(s >= 200 && s < 300 ? '' : `status ${s}`);
      };
      if (plan?.hold || (plan?.holdAfter !== undefined && plan.seen > plan.holdAfter)) held.push({ arrival, answer });
      else if (plan?.delayMs) setTimeout(answer, plan.delayMs);
      else answer();
    });
    // a sender that dies mid-request (the fault tests kill it) must not take the receiver down
    req.on('error', () => undefined);
    res.on('error', () => undefined);
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const receiver: Receiver = {
    url: `http://127.0.0.1:${port}`,
    arrivals,
    held,
    plan(path, plan) {
      plans.set(path, { ...plan, used: 0, seen: 0 });
    },
    release(path, status) {
      for (const [p, value] of plans) if (!path || p === path) Object.assign(value, { hold: false, holdAfter: undefined });
      for (const h of [...held]) {
        if (path && pathOf(h.arrival.path) !== path) continue;
        held.splice(held.indexOf(h), 1);
        h.answer(status);
      }
    },
    at: (path) => arrivals.filter((a) => pathOf(a.path) === path),
    waitFor: (path, check, timeoutMs = 20_000, what) =>
      eventually(
        () => {
          const list = receiver.at(path);
          return check(list) ? list : null;
        },
        timeoutMs,
        what ?? `arrivals at ${path}`,
      ) as Promise<Arrival[]>,
    waitForCount: (path, count, timeoutMs) => receiver.waitFor(path, (list) => list.length >= count, timeoutMs, `${count} arrivals at ${path}`),
    async close() {
      receiver.release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return receiver;
}
