import type { Queryable } from '../database/db.js';
import { pushTo, textMemo } from '../core/collections.js';
import { currentContext } from '../context/request-context.js';
import { arrayRows, quoteIdent } from '../database/sql.js';
import { Resource } from '../core/model/define-resource.js';
import { displaySql } from '../core/serialize/plan.js';
import { relatedObjectSql, snapshotSql } from '../core/serialize/snapshot.js';
import type { DeletePlan } from '../core/write/collector.js';
import type { ObjectEvent } from '../core/write/hooks.js';
import type { WriteStep } from '../core/write/pipeline.js';
import { CoalescedWriteSplit } from '../core/write/coalesced.js';
import { OUTBOX_WRITTEN, outboxStatement, queueEvents } from '../events/outbox.js';

/**
 * Records every write inside its transaction (docs/api-behaviour.md §7, docs/webhooks.md §2): one change
 * record per object and change (none for an update that changed nothing), and one outbox row per object
 * and request. Cascaded deletes and references nulled by a delete are recorded like direct changes.
 * Snapshots are taken by SQL, before the rows change for updates and deletes.
 */

interface Actor {
  requestId: string;
  userId: number | null;
  username: string;
}

function actor(): Actor {
  const ctx = currentContext();
  return { requestId: ctx?.requestId ?? '00000000-0000-0000-0000-000000000000', userId: ctx?.user?.id ?? null, username: ctx?.user?.username ?? '' };
}

/**
 * The request each recorded event belongs to. Coalesced creates or updates (RequestContext.origins) name the
 * request of each object; an event the coalesced requests did not ask for (a component derived from a template, a
 * cascaded save) belongs to no single one of them, so the batch is written request by request instead.
 */
function requestIdsOf(events: readonly ObjectEvent[], who: Actor): string[] {
  const origins = currentContext()?.origins;
  if (!origins) return events.map(() => who.requestId);
  return events.map((e) => {
    const requestId = e.action === origins.action && e.resource.objectType === origins.objectType ? origins.requestIds.get(e.id) : undefined;
    if (requestId === undefined) throw new CoalescedWriteSplit();
    return requestId;
  });
}

/** The request of a write that coalesced writes never hold (a delete). */
function soleRequestId(who: Actor): string {
  if (currentContext()?.origins) throw new CoalescedWriteSplit();
  return who.requestId;
}

interface Captured {
  id: number;
  pre: string;
  repr: string;
  related_type: string | null;
  related_id: number | null;
}

const captureSql = textMemo((resource: Resource) => {
  const [relatedType, relatedId] = relatedObjectSql(resource, 't');
  return `SELECT t.id, (${snapshotSql(resource, 't')})::text AS pre, left(${displaySql(resource, 't')}, 200) AS repr,
            ${relatedType} AS related_type, ${relatedId} AS related_id
       FROM ${quoteIdent(resource.table)} t WHERE t.id = ANY($1::bigint[])`;
});

/** State of rows before they change: snapshot, display string, related object. */
async function capture(db: Queryable, resource: Resource, ids: number[]): Promise<Map<number, Captured>> {
  if (!ids.length) return new Map();
  const rows = await db.query<Captured>(
    captureSql(resource, null),
    [ids],
    // one text per resource: planning it costs more than running it (a site: ~0.4 ms against ~0.1)
    { prepare: true },
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/** The columns a change record is written with (also by the history import, history-import.ts). */
export const CHANGE_COLUMNS = `time, user_id, user_name, request_id, action, changed_object_type,
  changed_object_id, related_object_type, related_object_id, object_repr, message, prechange_data, postchange_data`;

/**
 * Each record's time is when it is written (clock_timestamp(), not the transaction's start), so the records
 * of one request order by time as they were made, as NetBox's do (a cascade's dependants before the parent).
 */
const INSERT_CHANGE = `INSERT INTO core_objectchange (${CHANGE_COLUMNS})`;

/**
 * Records for creates and updates: the post-change state comes from the rows as they are now. The change
 * records and the outbox rows are deferred (Queryable.defer), both reading the rows in this state: they
 * usually travel with the response's SELECT, so a single write spends no round trip of its own on them.
 */
async function recordWritten(
  db: Queryable,
  resource: Resource,
  action: 'create' | 'update',
  events: ObjectEvent[],
  pre: Map<number, Captured> | null,
  who: Actor,
) {
  const ids = events.map((e) => e.id);
  const pres = events.map((e) => pre?.get(e.id)?.pre ?? null);
  const outbox = outboxStatement({
    resource,
    event: action === 'create' ? 'created' : 'updated',
    ids,
    pre: pres,
    requestIds: requestIdsOf(events, who),
    userId: who.userId,
    username: who.username,
  });
  // the outbox row first: its INSERT then shows at the start of the statement (pg_stat_activity keeps 1 kB),
  // and the change record takes its post-change snapshot from the outbox row (rendered once, not thrice);
  // ORDER BY keeps the records' ids in the events' order, whatever join the planner picks
  await db.defer(
    [
      outbox,
      {
        sql: writtenRecordSql(resource, ids.length),
        params: [who.userId, who.username, action, resource.objectType, ids, events.map((e) => e.message), pres],
      },
    ],
    RECORD_TABLES,
  );
}

/** The same text object every time for the same shape (outbox.ts says why). */
const writtenRecordSql = textMemo((resource: Resource, count: number) => {
  const [relatedType, relatedId] = relatedObjectSql(resource, 't');
  const kept = resource.changeSnapshots?.('m.pre', 'o.postchange') ?? { pre: 'm.pre', post: 'o.postchange' };
  return `${INSERT_CHANGE}
     SELECT clock_timestamp(), $1::bigint, $2, o.request_id, $3, $4, t.id, ${relatedType}, ${relatedId}, left(${displaySql(resource, 't')}, 200),
            m.msg, ${kept.pre}, ${kept.post}
       FROM ${arrayRows(['$5::bigint[]', '$6::text[]', '$7::jsonb[]'], 'm', ['id', 'msg', 'pre', 'event_order'], count, true)}
       JOIN ${quoteIdent(resource.table)} t ON t.id = m.id
       JOIN ${OUTBOX_WRITTEN} o ON o.object_id = m.id
      WHERE m.pre IS DISTINCT FROM o.postchange
      ORDER BY m.event_order`;
});

/** What the deferred change-record statement writes (a SELECT naming them waits for it). */
const RECORD_TABLES = ['core_objectchange', 'events_outbox'];

/** Records for deletes, from the state captured before the rows went. */
async function recordDeleted(db: Queryable, resource: Resource, events: ObjectEvent[], pre: Map<number, Captured>, who: Actor) {
  const rows = events.map((e) => ({ e, c: pre.get(e.id) })).filter((x): x is { e: ObjectEvent; c: Captured } => Boolean(x.c));
  if (!rows.length) return;
  // nothing reads it back: deferred, it rides with the next read or the COMMIT
  const kept = resource.changeSnapshots?.('m.pre', 'NULL::jsonb') ?? { pre: 'm.pre', post: 'NULL' };
  const sql = `${INSERT_CHANGE}
     SELECT clock_timestamp(), $1::bigint, $2, $3::uuid, 'delete', $4, m.id, m.rtype, m.rid, m.repr, m.msg, ${kept.pre}, ${kept.post}
       FROM unnest($5::bigint[], $6::text[], $7::jsonb[], $8::text[], $9::text[], $10::bigint[]) AS m(id, msg, pre, repr, rtype, rid)`;
  const params = [
    who.userId,
    who.username,
    soleRequestId(who),
    resource.objectType,
    rows.map((r) => r.e.id),
    rows.map((r) => r.e.message),
    rows.map((r) => r.c.pre),
    rows.map((r) => r.c.repr),
    rows.map((r) => r.c.related_type),
    rows.map((r) => r.c.related_id),
  ];
  await db.defer([{ sql, params }], RECORD_TABLES);
}

interface State {
  /** updates: the rows before the change */
  pre?: Map<number, Captured>;
  /** deletes: every deleted row, and rows whose references the delete nulls, before the change */
  deleted?: Map<Resource, Map<number, Captured>>;
  nulled?: Map<Resource, Map<number, Captured>>;
}

/**
 * The change log's pipeline step. It writes the outbox rows too: both are rendered from the snapshots
 * captured here, so splitting them would capture every updated row twice.
 */
export const changeRecorder: WriteStep = {
  name: 'changelog.records',
  phase: 'record',
  async before(db, resource, ids, plan?: DeletePlan): Promise<State> {
    if (!plan) return resource.changeLogged ? { pre: await capture(db, resource, ids) } : {};
    const who = actor();
    const deleted = new Map<Resource, Map<number, Captured>>();
    for (const [r, rIds] of plan.deleted) {
      if (!r.changeLogged) continue;
      const captured = await capture(db, r, rIds);
      deleted.set(r, captured);
      // the payload of a delete event is the object as it was: render it while it still exists
      const pre = rIds.map((id) => captured.get(id)?.pre ?? null);
      const requestIds = rIds.map(() => soleRequestId(who));
      await queueEvents(db, { resource: r, event: 'deleted', ids: rIds, pre, requestIds, userId: who.userId, username: who.username });
    }
    const nulled = new Map<Resource, Map<number, Captured>>();
    for (const [r, rIds] of plan.nulled) if (r.changeLogged) nulled.set(r, await capture(db, r, [...rIds]));
    return { deleted, nulled };
  },

  async after(db, events, state) {
    const { pre, deleted, nulled } = (state ?? {}) as State;
    const who = actor();
    // one record per object and change: an object written twice in one request (a bulk update naming it
    // twice) is recorded once, from its state before the request to its state at the end
    const byResource = new Map<Resource, ObjectEvent[]>();
    const seen = new Map<string, ObjectEvent>();
    for (const e of events) {
      if (!e.resource.changeLogged) continue;
      const key = `${e.resource.objectType}:${e.id}:${e.action}`;
      const first = seen.get(key);
      if (first) {
        if (e.message) first.message = e.message;
        continue;
      }
      seen.set(key, e);
      pushTo(byResource, e.resource, e);
    }
    for (const [resource, list] of byResource) {
      const creates = list.filter((e) => e.action === 'create');
      const updates = list.filter((e) => e.action === 'update');
      const deletes = list.filter((e) => e.action === 'delete');
      if (creates.length) await recordWritten(db, resource, 'create', creates, null, who);
      if (updates.length) await recordWritten(db, resource, 'update', updates, pre ?? null, who);
      if (deletes.length && deleted?.has(resource)) await recordDeleted(db, resource, deletes, deleted.get(resource)!, who);
    }
    // rows whose foreign key the delete set to null: an update each (docs/api-behaviour.md §6)
    for (const [resource, captured] of nulled ?? []) {
      const updates = [...captured.keys()].map((id) => ({ resource, id, action: 'update' as const, message: '' }));
      await recordWritten(db, resource, 'update', updates, captured, who);
    }
  },
};
