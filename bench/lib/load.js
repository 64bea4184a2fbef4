'use strict';
/** autocannon wrapper: a short warm-up, then the measured run. */
const autocannon = require('autocannon');

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const WARMUP = Number(process.env.BENCH_WARMUP || 2);

/**
 * `target`: { url (origin), path?, method?, headers?, body?, setupRequest?, connections? } where setupRequest(req) may
 * change path/body per request; `connections` overrides the default (1 measures a single client's latency). Returns { rps, p50, p99, requests, non2xx, errors, timeouts, statusCodes }.
 */
async function measure(target, { duration = DURATION, warmup = WARMUP, connections = target.connections ?? CONNECTIONS } = {}) {
  const options = (seconds) => {
    const request = { method: target.method || 'GET', path: target.path || '/', headers: target.headers, body: target.body };
    if (target.setupRequest) request.setupRequest = target.setupRequest;
    return { url: target.url, connections, duration: seconds, requests: [request], timeout: 30 };
  };
  if (warmup > 0) await autocannon(options(warmup));
  const r = await autocannon(options(duration));
  const statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats || {}).map(([code, s]) => [code, s.count]));
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes,
  };
}

module.exports = { measure, CONNECTIONS, DURATION, WARMUP };
