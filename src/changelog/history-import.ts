import type { Resource } from '../core/model/define-resource.js';
import type { Queryable } from '../database/db.js';
import { ValidationError, type FieldErrors } from '../core/model/errors.js';
import { advanceIdSequence } from '../core/write/writer.js';
import { CHANGE_COLUMNS } from './change-recorder.js';

/**
 * Another inventory's change records written into this change log as history (the importer's
 * `--with-changelog`): inserted as given, in the order given, never through the write path, so no webhook
 * fires and no change record is made for them. A record already present (same request, object, action and
 * time) is skipped, so a rerun adds nothing twice. Ids are kept where free; the user is this service's
 * user of the record's user name, if there is one.
 */

export interface HistoryRecord {
  id?: number;
  time: string;
  user_name: string;
  request_id: string;
  action: 'create' | 'update' | 'delete';
  changed_object_type: string;
  changed_object_id: number;
  related_object_type?: string | null;
  related_object_id?: number | null;
  object_repr: string;
  message?: string;
  prechange_data?: Record<string, unknown> | null;
  postchange_data?: Record<string, unknown> | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OBJECT_TYPE = /^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/;
const isId = (v: unknown) => Number.isSafeInteger(v) && (v as number) > 0;
const isSnapshot = (v: unknown) => v === null || v === undefined || (typeof v === 'object' && !Array.isArray(v));

/** The errors of one record, by field (empty when it is valid). */
function recordErrors(r: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => (errors[field] = [message]);
  if (r.id !== undefined && r.id !== null && !isId(r.id)) fail('id', 'A valid positive integer is required.');
  if (typeof r.time !== 'string' || Number.isNaN(Date.parse(r.time))) fail('time', 'A valid date and time is required.');
  if (typeof r.user_name !== 'string' || r.user_name.length > 150) fail('user_name', 'A string of at most 150 characters is required.');
  if (typeof r.request_id !== 'string' || !UUID.test(r.request_id)) fail('request_id', 'A valid UUID is required.');
  if (!['create', 'update', 'delete'].includes(r.action as string)) fail('action', 'One of create, update, delete is required.');
  if (typeof r.changed_object_type !== 'string' || !OBJECT_TYPE.test(r.changed_object_type))
    fail('changed_object_type', 'An object type (app_label.model) is required.');
  if (!isId(r.changed_object_id)) fail('changed_object_id', 'A valid positive integer is required.');
  const related = r.related_object_type ?? null;
  if (related !== null && (typeof related !== 'string' || !OBJECT_TYPE.test(related))) fail('related_object_type', 'An object type or null.');
  if (related !== null && !isId(r.related_object_id)) fail('related_object_id', 'A valid positive integer is required with a related type.');
  if (typeof r.object_repr !== 'string') fail('object_repr', 'A string is required.');
  if (r.message !== undefined && typeof r.message !== 'string') fail('message', 'A string is required.');
  if (!isSnapshot(r.prechange_data)) fail('prechange_data', 'An object or null is required.');
  if (!isSnapshot(r.postchange_data)) fail('postchange_data', 'An object or null is required.');
  return errors;
}

/** The records of a request body, checked: a list of records, each valid, else a 400 naming each fault. */
export function historyRecords(body: unknown): HistoryRecord[] {
  if (!Array.isArray(body)) throw ValidationError.detail('A list of change records is required.');
  const errors = body.map((r) =>
    r && typeof r === 'object' && !Array.isArray(r) ? recordErrors(r as Record<string, unknown>) : { detail: ['An object is required.'] },
  );
  if (errors.some((e) => Object.keys(e).length)) throw new ValidationError(errors);
  return body as HistoryRecord[];
}

/** The records as rows of a recordset, in their given order (`ord`, added to each). */
const ROWS = `jsonb_to_recordset($1::jsonb) AS r(id bigint, time timestamptz, user_name text, request_id uuid, action text,
  changed_object_type text, changed_object_id bigint, related_object_type text, related_object_id bigint, object_repr text, message text,
  prechange_data jsonb, postchange_data jsonb, ord bigint)`;

const COLUMNS = CHANGE_COLUMNS;

const VALUES = `r.time, (SELECT u.id FROM users_user u WHERE u.username = r.user_name), r.user_name, r.request_id, r.action,
  r.changed_object_type, r.changed_object_id, r.related_object_type, r.related_object_id, left(r.object_repr, 200),
  left(COALESCE(r.message, ''), 200), r.prechange_data, r.postchange_data`;

/** Not in the log yet: the same change of the same object in the same request at the same time is one record. */
const NEW = `NOT EXISTS (SELECT 1 FROM core_objectchange c WHERE c.request_id = r.request_id AND c.changed_object_type = r.changed_object_type
  AND c.changed_object_id = r.changed_object_id AND c.action = r.action AND c.time = r.time)`;

/**
 * Inserts the records not yet present (their own ids where free first, then the others); returns how many.
 * `changeLog`: the change log's resource (its id sequence moves past the ids kept).
 */
export async function importHistory(db: Queryable, changeLog: Resource, records: HistoryRecord[]): Promise<{ created: number; skipped: number }> {
  if (!records.length) return { created: 0, skipped: 0 };
  // an id given twice is kept for the first record only
  const seen = new Set<number>();
  const rows = records.map((r, ord) => {
    const id = r.id !== undefined && r.id !== null && !seen.has(r.id) ? r.id : null;
    if (id !== null) seen.add(id);
    return { ...r, id, ord };
  });
  const json = JSON.stringify(rows);
  const kept = await db.query<{ id: number }>(
    `INSERT INTO core_objectchange (id, ${COLUMNS})
     SELECT r.id, ${VALUES} FROM ${ROWS}
      WHERE r.id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM core_objectchange c WHERE c.id = r.id) AND ${NEW}
      ORDER BY r.ord RETURNING id`,
    [json],
  );
  if (kept.length) await advanceIdSequence(db, changeLog);
  const others = await db.query<{ id: number }>(
    `INSERT INTO core_objectchange (${COLUMNS}) SELECT ${VALUES} FROM ${ROWS} WHERE ${NEW} ORDER BY r.ord RETURNING id`,
    [json],
  );
  const created = kept.length + others.length;
  return { created, skipped: records.length - created };
}
