'use strict';
/** Minimal REST client for seeding and checks (Node's global fetch). */

class HttpError extends Error {}

function client(baseUrl, token) {
  const headers = { 'content-type': 'application/json', accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;

  async function request(method, path, body) {
    const response = await fetch(baseUrl + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    if (response.status < 200 || response.status >= 300) {
      throw new HttpError(`${method} ${path} → ${response.status}\n${text.slice(0, 2000)}`);
    }
    return text ? JSON.parse(text) : null;
  }

  return {
    baseUrl,
    headers,
    request,
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
  };
}

/** Wall time of an async call, in ms, with its result. */
async function timed(fn) {
  const t0 = process.hrtime.bigint();
  const result = await fn();
  return { ms: Number(process.hrtime.bigint() - t0) / 1e6, result };
}

module.exports = { client, timed, HttpError };
