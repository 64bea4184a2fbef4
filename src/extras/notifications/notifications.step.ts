import type { Queryable } from '../../database/db.js';
import type { Resource } from '../../core/model/define-resource.js';
import { pushTo, textMemo } from '../../core/collections.js';
import { displaySql } from '../../core/serialize/plan.js';
import type { WriteStep } from '../../core/write/pipeline.js';
import { quoteIdent } from '../../database/sql.js';

/**
 * Subscriptions at work (NetBox's notify_object_changed): when an object that users subscribe to is
 * updated or deleted, each subscriber gets a notification (replacing an earlier one about the same
 * object), written in the change's own transaction — a rolled-back change notifies no one. Creates
 * notify nobody (nobody can have subscribed yet). A deleted object's subscribers are found before the
 * delete, since its subscriptions go with it; an updated object's are written by one deferred
 * INSERT … SELECT, which rides with the write's next statement (no round trip of its own).
 */

interface Notice {
  type: string;
  id: number;
  user: number;
  repr: string;
}

/** Subscribers of these objects, with each object's display. */
async function subscribers(db: Queryable, resource: Resource, ids: number[]): Promise<Notice[]> {
  if (!ids.length || !resource.hasFeature('notifications')) return [];
  const rows = await db.query<{ id: number; user: number; repr: string }>(
    `SELECT s.object_id AS id, s.user_id AS user, left(${displaySql(resource, 't')}, 200) AS repr
       FROM extras_subscription s JOIN ${quoteIdent(resource.table)} t ON t.id = s.object_id
      WHERE s.object_type = $1 AND s.object_id = ANY($2::bigint[])`,
    [resource.objectType, ids],
    // fixed per resource; the change records of the objects it deletes ride with it
    { prepare: true },
  );
  return rows.map((r) => ({ type: resource.objectType, id: r.id, user: r.user, repr: r.repr ?? '' }));
}

async function notify(db: Queryable, notices: Notice[], event: 'object_deleted'): Promise<void> {
  if (!notices.length) return;
  await db.query(
    `INSERT INTO extras_notification (created, read, user_id, object_type, object_id, object_repr, event_type)
     SELECT now(), NULL, n.u, n.t, n.o, n.r, $5 FROM unnest($1::bigint[], $2::text[], $3::bigint[], $4::text[]) AS n(u, t, o, r)
     ON CONFLICT (object_type, object_id, user_id) DO UPDATE
       SET created = now(), read = NULL, object_repr = EXCLUDED.object_repr, event_type = EXCLUDED.event_type`,
    [notices.map((n) => n.user), notices.map((n) => n.type), notices.map((n) => n.id), notices.map((n) => n.repr), event],
  );
}

const NOTIFICATION_TABLES = ['extras_notification'];

/** The subscribers of updated objects notified in one statement ($1 object type, $2 ids); one text per resource. */
const notifyUpdatedSql = textMemo(
  (resource: Resource) => `INSERT INTO extras_notification (created, read, user_id, object_type, object_id, object_repr, event_type)
     SELECT now(), NULL, s.user_id, $1::text, s.object_id, COALESCE(left(${displaySql(resource, 't')}, 200), ''), 'object_updated'
       FROM extras_subscription s JOIN ${quoteIdent(resource.table)} t ON t.id = s.object_id
      WHERE s.object_type = $1::text AND s.object_id = ANY($2::bigint[])
     ON CONFLICT (object_type, object_id, user_id) DO UPDATE
       SET created = now(), read = NULL, object_repr = EXCLUDED.object_repr, event_type = EXCLUDED.event_type`,
);

export const notificationStep: WriteStep = {
  name: 'extras.notifications',
  phase: 'record',
  async before(db, _resource, _ids, plan) {
    if (!plan) return undefined;
    const notices: Notice[] = [];
    for (const [resource, ids] of plan.deleted) notices.push(...(await subscribers(db, resource, ids)));
    return notices;
  },
  async after(db, events, state) {
    const deleted = state as Notice[] | undefined;
    if (deleted) return notify(db, deleted, 'object_deleted');
    const updated = new Map<Resource, number[]>();
    for (const e of events) if (e.action === 'update' && e.resource.hasFeature('notifications')) pushTo(updated, e.resource, e.id);
    if (!updated.size) return;
    const parts = [...updated].map(([resource, ids]) => ({
      sql: notifyUpdatedSql(resource, null),
      params: [resource.objectType, [...new Set(ids)]],
    }));
    await db.defer(parts, NOTIFICATION_TABLES);
  },
};
