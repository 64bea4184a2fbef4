import type { Queryable, SqlPart } from '../database/db.js';
import { arrayRows, quoteIdent } from '../database/sql.js';
import { Resource } from '../core/model/define-resource.js';
import { textMemo } from '../core/collections.js';
import { planRepresentation } from '../core/serialize/plan.js';
import { completeFields } from '../core/serialize/representation.js';
import { snapshotSql } from '../core/serialize/snapshot.js';

/**
 * Outbox rows for a batch of objects of one resource, rendered by PostgreSQL in the statement that
 * inserts them: `data` is the REST representation with relative URLs (no config_context), the snapshots
 * as in the change log. Coalescing per object and request: created stays created, deleted wins.
 */

export interface OutboxBatch {
  resource: Resource;
  event: 'created' | 'updated' | 'deleted';
  ids: number[];
  /** prechange snapshots (jsonb text) by position in `ids`; null on create */
  pre: (string | null)[];
  /** the request of each object, by position in `ids` (several when creates of several requests were coalesced) */
  requestIds: string[];
  userId: number | null;
  username: string;
}

const dataPlans = new WeakMap<Resource, ReturnType<typeof planRepresentation>>();
function dataPlan(resource: Resource) {
  let plan = dataPlans.get(resource);
  if (!plan) {
    const names = completeFields(resource).filter((n) => !resource.excludable.includes(n));
    dataPlans.set(resource, (plan = planRepresentation(resource, names)));
  }
  return plan;
}

/**
 * The name under which the outbox rows of a deferred batch can be read by the statements deferred after
 * it (their `object_id` and `postchange`, as written): the change record reuses the snapshot rendered here.
 */
export const OUTBOX_WRITTEN = 'outbox_written';

/** The statement inserting a batch's outbox rows (its parameters numbered from $1). */
export function outboxStatement(batch: OutboxBatch): SqlPart {
  return {
    sql: outboxSql(batch.resource, batch.event === 'deleted', batch.ids.length),
    // $1, the base URL of the rendered links, empty: payloads carry relative URLs
    params: ['', batch.event, batch.resource.objectType, batch.userId, batch.username, batch.ids, batch.pre, batch.requestIds],
    name: OUTBOX_WRITTEN,
  };
}

/** The same text object every time for the same shape: it rides in statements whose names are looked up by their text. */
const outboxTexts = textMemo((resource: Resource, shape: string) => {
  const [event, count] = shape.split(':');
  return buildOutboxSql(resource, event === 'deleted', Number(count));
});
const outboxSql = (resource: Resource, deleted: boolean, count: number) => outboxTexts(resource, `${deleted ? 'deleted' : 'kept'}:${count}`);

function buildOutboxSql(resource: Resource, deleted: boolean, count: number): string {
  const plan = dataPlan(resource);
  const post = deleted ? 'NULL::jsonb' : snapshotSql(resource, 't');
  return `INSERT INTO events_outbox (request_id, event, object_type, object_id, user_id, username, data, prechange, postchange)
     SELECT m.request_id, $2, $3, t.id, $4::bigint, $5, (${plan.json})::json, m.pre, ${post}
       FROM ${arrayRows(['$6::bigint[]', '$7::jsonb[]', '$8::uuid[]'], 'm', ['id', 'pre', 'request_id', 'event_order'], count, true)}
       JOIN ${quoteIdent(resource.table)} t ON t.id = m.id ${plan.joins.join(' ')}
      ORDER BY m.event_order
     ON CONFLICT (request_id, object_type, object_id) DO UPDATE SET
       event = CASE WHEN EXCLUDED.event = 'deleted' THEN 'deleted' WHEN events_outbox.event = 'created' THEN 'created' ELSE EXCLUDED.event END,
       data = EXCLUDED.data,
       postchange = EXCLUDED.postchange
     RETURNING object_id, request_id, postchange`;
}

export async function queueEvents(db: Queryable, batch: OutboxBatch): Promise<void> {
  if (!batch.ids.length) return;
  const { sql, params } = outboxStatement(batch);
  await db.query(sql, params);
}

/**
 * NetBox's job events (core/events.py, extras/signals.py): a job started (`job_started`), and a job ended —
 * NetBox's job_end signal fires the rules for `job_completed` whatever the job's final status (completed,
 * failed or errored), and names the event `job_completed`; rules for `job_failed` / `job_errored` never fire.
 */
export type JobEvent = 'job_started' | 'job_completed';

export interface JobEventRow {
  event: JobEvent;
  /** the job's object type and id (a data source's sync: core.datasource) */
  objectType: string;
  objectId: number;
  userId: number | null;
  username: string;
  /** the job's data; the event's `data` is it when it is an object, else empty */
  data: unknown;
}

/** An outbox row for a job event, in the caller's transaction (the relay matches it against event rules). */
export async function queueJobEvent(db: Queryable, e: JobEventRow): Promise<void> {
  const data = e.data && typeof e.data === 'object' && !Array.isArray(e.data) ? e.data : {};
  await db.query(
    `INSERT INTO events_outbox (request_id, event, object_type, object_id, user_id, username, data, prechange, postchange)
     VALUES (gen_random_uuid(), $1, $2, $3, $4::bigint, $5, $6::json, NULL, NULL)`,
    [e.event, e.objectType, e.objectId, e.userId, e.username, JSON.stringify(data)],
  );
}
