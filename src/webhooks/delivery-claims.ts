import type { Db } from '../database/db.js';
import type { SendResult } from './sender.js';
import type { WebhookConfig } from './render.js';

/** A delivery as the job that claimed it sends it. */
export interface DeliveryRow extends WebhookConfig {
  id: number;
  /** the request whose write caused the event: the attempt's log line carries it */
  request_id: string;
  /** attempts recorded before this one */
  attempts: number;
  webhook_id: number;
  object_type: string;
  object_id: number;
  context: Record<string, unknown>;
  ssl_verification: boolean;
  ca_file_path: string | null;
}

/**
 * The answer to a claim: the row when this job now owns it; otherwise `waitMs` null when there is nothing
 * left to send (succeeded, finally failed, unknown), or how long to wait before claiming again (another job
 * holds it, its retry is not due yet, or an earlier delivery for the same object and webhook is unfinished).
 */
export interface Claim {
  id: number;
  attempts: number;
  row: DeliveryRow | null;
  waitMs: number | null;
}

/** An attempt's outcome, as recorded on its delivery. */
export interface Attempt {
  id: number;
  state: 'succeeded' | 'failed';
  retry: boolean;
  backoffSeconds: number;
  result: SendResult;
}

const PREPARED = { prepare: true };

/**
 * Claims deliveries for jobs, in one statement per batch: a delivery still to be sent (queued, or failed with
 * its retry due), not held by another job's unexpired lease, and with no unfinished predecessor (per object
 * and webhook order) gets a lease of `leaseSeconds` owned by the job. Only the owner sends it; the same job
 * run again (after a crash or a database error) may take its own lease back at once. The row lock of the
 * UPDATE makes two claims of one delivery take turns, and the second sees the first's lease.
 * `leaseSeconds` null (Redis queue: a job per delivery, keyed by it, so never two at once): no lease is
 * written, the same rules are only read — which keeps a commit off the single delivery's path.
 */
export async function claimDeliveries(db: Db, requests: { id: number; owner: string }[], leaseSeconds: number | null): Promise<Claim[]> {
  const rows = await db.query<DeliveryRow & { claimed: boolean; wait_ms: number | null; owner: string }>(
    `WITH req AS (SELECT * FROM unnest($1::bigint[], $2::text[]) AS r(id, owner)),
     target AS (
       SELECT d.id, r.owner, d.state, d.attempts, d.next_attempt, d.claimed_until, d.claimed_by, d.request_id, d.webhook_id,
              d.object_type, d.object_id, d.context,
              EXISTS (SELECT 1 FROM extras_webhookdelivery e
                       WHERE e.webhook_id = d.webhook_id AND e.object_type = d.object_type AND e.object_id = d.object_id
                         AND e.id < d.id AND (e.state = 'queued' OR (e.state = 'failed' AND e.next_attempt IS NOT NULL))) AS blocked
         FROM req r JOIN extras_webhookdelivery d ON d.id = r.id),
     claimed AS (
       UPDATE extras_webhookdelivery d SET claimed_until = now() + make_interval(secs => $3), claimed_by = t.owner
         FROM target t
        WHERE $4::boolean AND d.id = t.id AND NOT t.blocked
          AND (d.state = 'queued' OR d.next_attempt IS NOT NULL)
          AND (d.next_attempt IS NULL OR d.next_attempt <= now())
          AND (d.claimed_until IS NULL OR d.claimed_until <= now() OR d.claimed_by = t.owner)
       RETURNING d.id, d.claimed_by)
     SELECT t.id, t.owner, t.attempts, t.request_id, t.webhook_id, t.object_type, t.object_id, t.context,
            w.payload_url, w.http_method, w.http_content_type, w.additional_headers, w.body_template, w.secret,
            w.ssl_verification, w.ca_file_path,
            CASE WHEN $4 THEN c.id IS NOT NULL
                 ELSE NOT t.blocked AND (t.state = 'queued' OR t.next_attempt IS NOT NULL) AND (t.next_attempt IS NULL OR t.next_attempt <= now())
                 END AS claimed,
            CASE WHEN c.id IS NOT NULL OR NOT (t.state = 'queued' OR t.next_attempt IS NOT NULL) THEN NULL
                 WHEN t.claimed_until > now() AND t.claimed_by IS DISTINCT FROM t.owner THEN extract(epoch FROM t.claimed_until - now()) * 1000
                 WHEN t.next_attempt > now() THEN extract(epoch FROM t.next_attempt - now()) * 1000
                 ELSE 0 END::float8 AS wait_ms
       FROM target t JOIN extras_webhook w ON w.id = t.webhook_id
       -- by owner too: two claims of one delivery in a batch match one updated row, owned by one of them
       LEFT JOIN claimed c ON c.id = t.id AND c.claimed_by = t.owner`,
    [requests.map((r) => r.id), requests.map((r) => r.owner), leaseSeconds ?? 0, leaseSeconds !== null],
    PREPARED,
  );
  const byRequest = new Map(rows.map((r) => [`${r.id}:${r.owner}`, r]));
  return requests.map(({ id, owner }) => {
    const found = byRequest.get(`${id}:${owner}`);
    if (!found) return { id, attempts: 0, row: null, waitMs: null };
    const { claimed, wait_ms, owner: _, ...row } = found;
    return { id, attempts: Number(row.attempts), row: claimed ? { ...row, id: Number(row.id) } : null, waitMs: claimed ? null : wait_ms };
  });
}

/** Records attempts (one statement per batch) and ends their leases. */
export async function recordAttempts(db: Db, attempts: Attempt[]): Promise<void[]> {
  const column = <T>(pick: (a: Attempt) => T) => attempts.map(pick);
  await db.query(
    `UPDATE extras_webhookdelivery d SET state = a.state, attempts = d.attempts + 1, last_attempt = now(),
            next_attempt = CASE WHEN a.retry THEN now() + make_interval(secs => a.backoff) ELSE NULL END,
            response_status = a.status, response_body = a.body, duration_ms = a.duration, error = a.error,
            attempt_log = d.attempt_log || jsonb_build_array(jsonb_build_object('at', now(), 'status', a.status, 'duration_ms', a.duration, 'error', a.error)),
            claimed_until = NULL, claimed_by = NULL
       FROM unnest($1::bigint[], $2::text[], $3::boolean[], $4::float8[], $5::int[], $6::text[], $7::int[], $8::text[])
            AS a(id, state, retry, backoff, status, body, duration, error)
      WHERE d.id = a.id`,
    [
      column((a) => a.id),
      column((a) => a.state),
      column((a) => a.retry),
      column((a) => a.backoffSeconds),
      column((a) => a.result.status),
      column((a) => a.result.body),
      column((a) => a.result.durationMs),
      column((a) => a.result.error),
    ],
    PREPARED,
  );
  return attempts.map(() => undefined);
}
