/**
 * Errors that mean "the database cannot be reached right now" rather than "this statement is wrong":
 * no connection (refused, reset, timed out, DNS), a connection the server ended (shutdown, restart,
 * crash recovery) and a server that refuses sessions for now (starting up, too many connections).
 * Requests that meet one answer 503 with Retry-After; the worker puts its job back without spending an attempt.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
]);
/** SQLSTATE: class 08 (connection exception), 57P01–57P03 (shutdown, crash, cannot connect now), 53300 (too many connections) */
const SERVER_CODES = /^(08...|57P0[123]|53300)$/;
const MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Connection terminated due to connection timeout|the database system is (starting up|shutting down|in recovery mode)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SERVER_CODES.test(e.code))) return true;
    // a Unix socket whose server is gone: its file is removed with it
    if (e.code === 'ENOENT' && (e as { syscall?: unknown }).syscall === 'connect') return true;
    if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
    e = (e.driverError ?? e.cause) as typeof e;
  }
  return false;
}

/** How long clients are told to wait (Retry-After, seconds) while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * A transaction PostgreSQL aborted for what a concurrent one did (deadlock detected, serialization failure):
 * nothing was written, and the same request is expected to succeed when sent again.
 */
export function isConcurrencyAbort(error: unknown): boolean {
  for (let e = error as { code?: unknown; driverError?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '40P01' || e.code === '40001') return true;
    e = (e.driverError ?? e.cause) as typeof e;
  }
  return false;
}

/** How long clients are told to wait (Retry-After, seconds) before sending an aborted write again. */
export const CONFLICT_RETRY_AFTER_SECONDS = 1;
