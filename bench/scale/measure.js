'use strict';
/** Sequential requests timed with hrtime: p50/p99 of one query shape, after a short warm-up (SCALE_REQUESTS, SCALE_BUDGET_S). */
const { HttpError } = require('../lib/http');

const REQUESTS = Number(process.env.SCALE_REQUESTS ?? 300);
/** a slow query (a deep offset) stops after this many seconds, with at least MIN_REQUESTS timed */
const BUDGET_MS = Number(process.env.SCALE_BUDGET_S ?? 45) * 1000;
const MIN_REQUESTS = 30;
const WARMUP = 10;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** `paths(i)` gives the i-th request's path (rotating ids); `verify(json)` checks the first answer. */
async function timeQuery(api, { paths, verify }) {
  const get = async (path) => {
    const response = await fetch(api.baseUrl + path, { headers: api.headers });
    const text = await response.text();
    if (response.status !== 200) throw new HttpError(`GET ${path} → ${response.status}\n${text.slice(0, 2000)}`);
    return text;
  };
  const first = JSON.parse(await get(paths(0)));
  if (verify && !verify(first)) throw new HttpError(`unexpected answer to GET ${paths(0)}:\n${JSON.stringify(first).slice(0, 2000)}`);
  for (let i = 0; i < WARMUP; i++) await get(paths(i));
  const ms = [];
  const deadline = Date.now() + BUDGET_MS;
  for (let i = 0; i < REQUESTS && (i < MIN_REQUESTS || Date.now() < deadline); i++) {
    const t0 = process.hrtime.bigint();
    await get(paths(i));
    ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  ms.sort((a, b) => a - b);
  return { requests: ms.length, p50: +percentile(ms, 50).toFixed(1), p99: +percentile(ms, 99).toFixed(1) };
}

module.exports = { timeQuery, REQUESTS };
