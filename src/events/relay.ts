import type { Db, Queryable } from '../database/db.js';
import { compileTriggers, matchEvent, matchNotifications, OutboxRow, TRIGGER_COLUMNS, TRIGGERED_TYPES, TriggerRows, Triggers } from './matching.js';

/**
 * Where matched deliveries go. The webhooks module provides the real queue under this token
 * (src/webhooks/webhook-queue.service.ts); the relay knows only this.
 */
export abstract class DeliveryQueue {
  /** Accepts jobs for these deliveries; resolves once the queue has them, rejects if it cannot. */
  abstract enqueue(deliveryIds: number[]): Promise<void>;
  /** The same, a job per delivery keyed by its id: a job the queue still holds for one is not doubled. */
  abstract requeue(deliveryIds: number[]): Promise<void>;
}

export const OUTBOX_CHANNEL = 'inventory_outbox';
const RELAY_LOCK = 4_712_001; // advisory lock key: one relay at a time across all processes
const BATCH = 500;
/** how long a notified relay waits for more commits before it runs */
const RELAY_PAUSE_MS = 5;
/** The relay's statements have fixed texts and run after every few writes: planned once per connection, not per run. */
const PREPARED = { prepare: true };

/** ISO timestamp with +00:00, as NetBox 3.6.6+ sends it. */
function dispatchTimestamp(): string {
  return new Date().toISOString().replace('Z', '000+00:00');
}

/**
 * Moves committed outbox rows to the queue, at least once:
 * 1. claim a batch of unrelayed rows, match them against webhooks and event rules, and record a
 *    delivery per match in one statement (idempotent: one per outbox row and webhook; one transaction
 *    with the notifications when rules notify groups);
 * 2. hand the queued deliveries to the queue;
 * 3. only then mark the rows relayed.
 * A crash or a queue outage between 1 and 3 leaves the rows unrelayed: the next run (woken by NOTIFY
 * after each write, and by a periodic sweep) repeats 2 and 3 for them. Jobs are keyed by their deliveries
 * and the worker sends only deliveries it has claimed and not yet done, so a repeat sends nothing twice.
 * A queue can also lose jobs it had accepted (a Redis restarted without persistence, flushed or failed
 * over): deliveries still queued, or due for a retry, `staleMs` after they should have run get their
 * job again — under the same job id, so a job the queue still holds is not doubled.
 */
export class OutboxRelay {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private soon: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private lastCleanup = 0;
  private lastRequeue = 0;
  private stopped = false;
  lastError: string | null = null;

  constructor(
    private readonly db: Db,
    private readonly queue: DeliveryQueue,
    private readonly options: { sweepMs: number; retentionMs: number; staleMs: number },
  ) {}

  async start(): Promise<void> {
    // after the database comes back, the new LISTEN connection may have missed notifications: relay at once
    this.unlisten = await this.db.listen(OUTBOX_CHANNEL, () => this.kickSoon(), { onReconnect: () => this.kick() });
    this.timer = setInterval(() => this.kick(), this.options.sweepMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.soon) clearTimeout(this.soon);
    await this.unlisten?.();
    await this.running;
  }

  /** Relay now (coalesced: a run in progress runs once more when it ends). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        this.kick();
      }
    });
  }

  /**
   * A write committed: relay after a short pause, so that the writes committing in that moment share one run
   * (a run is four statements, and under a write load it ran after nearly every commit).
   */
  private kickSoon(): void {
    if (this.soon || this.stopped) return;
    this.soon = setTimeout(() => {
      this.soon = null;
      this.kick();
    }, RELAY_PAUSE_MS);
  }

  /** Outbox rows not yet handed to the queue. */
  async pending(): Promise<number> {
    const [{ n }] = await this.db.query<{ n: number }>('SELECT count(*) AS n FROM events_outbox WHERE relayed_at IS NULL');
    return n;
  }

  /** Runs until the outbox is empty (or the queue refuses); resolves when idle. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.relayBatch()) === BATCH);
      if (Date.now() - this.lastRequeue >= this.options.staleMs) {
        await this.requeueLost();
        this.lastRequeue = Date.now();
      }
      this.lastError = null;
      if (Date.now() - this.lastCleanup > 60_000) {
        this.lastCleanup = Date.now();
        await this.db.query(`DELETE FROM events_outbox WHERE relayed_at < now() - make_interval(secs => $1)`, [this.options.retentionMs / 1000]);
      }
    } catch (error) {
      // the rows stay unrelayed; the next kick or sweep tries again
      this.lastError = error instanceof Error ? error.message : String(error);
    }
  }

  /** Jobs again for deliveries the queue should have run by now (see above); the oldest first. */
  private async requeueLost(): Promise<void> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT id FROM extras_webhookdelivery
        WHERE (state = 'queued' AND created < now() - make_interval(secs => $1))
           OR (state = 'failed' AND next_attempt < now() - make_interval(secs => $1))
        ORDER BY id LIMIT ${BATCH}`,
      [this.options.staleMs / 1000],
    );
    if (rows.length) await this.queue.requeue(rows.map((r) => r.id));
  }

  /**
   * One batch; returns how many outbox rows it relayed. Round trips are few, as every write wakes it: the
   * lock is taken with the read of the batch, of the triggers and of the batch's deliveries already recorded
   * (a run that crashed before marking its rows), and released with the marking of the rows; new deliveries
   * are recorded in one statement (a transaction only when notifications are written too). An event whose
   * object type no trigger names is read without its data: it matches nothing.
   */
  private relayBatch(): Promise<number> {
    return this.db.session(async (conn) => {
      // the lock is taken whatever the batch holds (the CTE runs once, before the outbox is read); the triggers
      // come with the first row only, read on the same snapshot as the types that decide which data is read
      const claimed = await conn.query<OutboxRow & Partial<TriggerRows> & { locked: boolean; queued: number[] | null }>(
        `WITH lock AS MATERIALIZED (SELECT pg_try_advisory_lock($1) AS locked),
              triggered AS MATERIALIZED (${TRIGGERED_TYPES})
         SELECT lock.locked, t.*, o.id, o.created, o.request_id, o.event, o.object_type, o.object_id, o.username,
                CASE WHEN o.wanted THEN o.data END AS data, CASE WHEN o.wanted THEN o.prechange END AS prechange,
                CASE WHEN o.wanted THEN o.postchange END AS postchange, o.queued
           FROM lock
           LEFT JOIN LATERAL (
             SELECT e.*, e.object_type IN (SELECT triggered.t FROM triggered) AS wanted,
                    ARRAY(SELECT d.id FROM extras_webhookdelivery d WHERE d.outbox_id = e.id AND d.state = 'queued' ORDER BY d.id) AS queued,
                    row_number() OVER (ORDER BY e.id) AS n
               FROM (SELECT id, created, request_id, event, object_type, object_id, username, data, prechange, postchange
                       FROM events_outbox WHERE lock.locked AND relayed_at IS NULL ORDER BY id LIMIT ${BATCH}) e) o ON true
           LEFT JOIN LATERAL (SELECT ${TRIGGER_COLUMNS}) t ON o.n = 1
          ORDER BY o.id`,
        [RELAY_LOCK],
        PREPARED,
      );
      if (!claimed[0]?.locked) return 0; // another process is relaying; it will see these rows
      let unlocked = false;
      try {
        const first = claimed[0];
        const rows: OutboxRow[] = claimed
          .filter((r) => r.id !== null)
          .map(({ locked: _l, webhooks: _w, rules: _r, notifying: _n, queued: _q, ...row }) => row);
        if (!rows.length) return 0;
        const triggers = compileTriggers({ webhooks: first.webhooks ?? [], rules: first.rules ?? [], notifying: first.notifying ?? [] });
        const recorded = claimed.flatMap((r) => r.queued ?? []).sort((a, b) => a - b);
        const deliveryIds = await this.recordDeliveries(conn, triggers, rows, recorded);
        if (deliveryIds.length) await this.queue.enqueue(deliveryIds);
        await conn.query(
          `WITH relayed AS (UPDATE events_outbox SET relayed_at = now() WHERE id = ANY($1::bigint[])) SELECT pg_advisory_unlock($2)`,
          [rows.map((r) => r.id), RELAY_LOCK],
          PREPARED,
        );
        unlocked = true;
        return rows.length;
      } finally {
        if (!unlocked) await conn.query('SELECT pg_advisory_unlock($1)', [RELAY_LOCK]);
      }
    });
  }

  /**
   * Event rules notifying a group (NetBox's NotificationGroup.notify): a notification for each member (its
   * users and the users of its groups) per object, made or brought up to date, in the relay's transaction.
   */
  private async notifyGroups(conn: Queryable, triggers: Triggers, rows: OutboxRow[]): Promise<void> {
    if (!triggers.notifying.length) return;
    const groups: number[] = [];
    const types: string[] = [];
    const ids: number[] = [];
    const reprs: string[] = [];
    const events: string[] = [];
    for (const row of rows) {
      for (const match of matchNotifications(triggers, row)) {
        groups.push(match.groupId);
        types.push(row.object_type);
        ids.push(row.object_id);
        reprs.push(String((row.data as { display?: unknown }).display ?? '').slice(0, 200));
        events.push(match.eventType);
      }
    }
    if (!groups.length) return;
    await conn.query(
      `INSERT INTO extras_notification (created, read, user_id, object_type, object_id, object_repr, event_type)
       SELECT DISTINCT ON (m.user_id, n.t, n.o) now(), NULL, m.user_id, n.t, n.o, n.r, n.e
         FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::text[], $5::text[]) WITH ORDINALITY AS n(g, t, o, r, e, k)
         JOIN LATERAL (SELECT gu.user_id FROM extras_notificationgroup_users gu WHERE gu.notificationgroup_id = n.g
                       UNION SELECT ug.user_id FROM extras_notificationgroup_groups gg
                               JOIN users_user_groups ug ON ug.group_id = gg.group_id WHERE gg.notificationgroup_id = n.g) m ON true
        ORDER BY m.user_id, n.t, n.o, n.k DESC
       ON CONFLICT (object_type, object_id, user_id) DO UPDATE SET object_repr = EXCLUDED.object_repr, event_type = EXCLUDED.event_type`,
      [groups, types, ids, reprs, events],
    );
  }

  /**
   * Deliveries for the batch (new ones recorded, and `recorded`: those an earlier run that crashed recorded and
   * left queued), in event order.
   */
  private async recordDeliveries(conn: Queryable, triggers: Triggers, rows: OutboxRow[], recorded: number[]): Promise<number[]> {
    if (!triggers.notifying.length) return this.insertDeliveries(conn, triggers, rows, recorded);
    // notifications and deliveries: both or neither
    await conn.query('BEGIN');
    try {
      await this.notifyGroups(conn, triggers, rows);
      const ids = await this.insertDeliveries(conn, triggers, rows, recorded);
      await conn.query('COMMIT');
      return ids;
    } catch (error) {
      // end the failed transaction (e.g. a webhook deleted meanwhile: foreign key) before unlocking: in an
      // aborted transaction the unlock fails too, and this pooled connection would keep the lock, stalling
      // the relay of every process
      await conn.query('ROLLBACK');
      throw error;
    }
  }

  private async insertDeliveries(conn: Queryable, triggers: Triggers, rows: OutboxRow[], recorded: number[]): Promise<number[]> {
    const timestamp = dispatchTimestamp();
    const values: { outbox: number; webhook: number; rule: number | null; row: OutboxRow; context: string }[] = [];
    for (const row of rows) {
      for (const match of matchEvent(triggers, row, timestamp)) {
        values.push({ outbox: row.id, webhook: match.webhookId, rule: match.eventRuleId, row, context: JSON.stringify(match.context) });
      }
    }
    // no INSERT when nothing matched: even an empty one counts as a write of the table for the
    // representation cache (a statement-level trigger), which would drop what any brief form reaches
    if (!values.length) return recorded;
    // one statement: the deliveries recorded now, and those of an earlier run that crashed before marking
    // the rows relayed (the second SELECT runs on the statement's snapshot, so it does not see the first's rows)
    const queued = await conn.query<{ id: number }>(
      `WITH recorded AS (
         INSERT INTO extras_webhookdelivery (created, outbox_id, webhook_id, event_rule_id, state, event, object_type, object_id,
                                            request_id, attempts, response_body, error, attempt_log, context)
         SELECT now(), v.outbox, v.webhook, v.rule, 'queued', v.event, v.type, v.oid, v.req, 0, '', '', '[]'::jsonb, v.context
           FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::bigint[], $7::uuid[], $8::json[])
                AS v(outbox, webhook, rule, event, type, oid, req, context)
         ON CONFLICT (outbox_id, webhook_id) DO NOTHING
         RETURNING id)
       SELECT id FROM recorded
       UNION ALL
       SELECT id FROM extras_webhookdelivery WHERE outbox_id = ANY($9::bigint[]) AND state = 'queued'
       ORDER BY id`,
      [
        values.map((v) => v.outbox),
        values.map((v) => v.webhook),
        values.map((v) => v.rule),
        values.map((v) => v.row.event),
        values.map((v) => v.row.object_type),
        values.map((v) => v.row.object_id),
        values.map((v) => v.row.request_id),
        values.map((v) => v.context),
        rows.map((r) => r.id),
      ],
      PREPARED,
    );
    return queued.map((d) => d.id);
  }
}
