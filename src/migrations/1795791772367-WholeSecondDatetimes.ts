import { MigrationInterface, QueryRunner } from 'typeorm';

export class WholeSecondDatetimes1795791772367 implements MigrationInterface {
  name = 'WholeSecondDatetimes1795791772367';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_core_job(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('url', ($1::text || '/api/core/jobs/' || bx.id || '/'), 'created', replace(to_char(bx."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'), 'completed', replace(to_char(bx."completed" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'), 'user', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/users/users/' || bj1.id || '/'), 'display', CASE WHEN bj1.first_name <> '' OR bj1.last_name <> '' THEN bj1.username || ' (' || trim(bj1.first_name || ' ' || bj1.last_name) || ')' ELSE bj1.username END, 'username', bj1."username") END, 'status', CASE WHEN bx."status" IS NULL OR bx."status" = '' THEN NULL ELSE json_build_object('value', bx."status", 'label', COALESCE('{"pending":"Pending","scheduled":"Scheduled","running":"Running","completed":"Completed","errored":"Errored","failed":"Failed"}'::jsonb ->> bx."status"::text, bx."status"::text)) END) FROM "core_job" bx LEFT JOIN "users_user" bj1 ON bj1.id = bx."user_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_core_objectchange(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/core/object-changes/' || bx.id || '/'), 'display_url', ($1::text || '/core/object-changes/' || bx.id || '/'), 'display', inv_object_type_label(bx.changed_object_type) || ' ' || bx.object_repr || ' ' || CASE bx.action WHEN 'create' THEN 'created' WHEN 'update' THEN 'updated' ELSE 'deleted' END || ' by ' || bx.user_name, 'time', replace(to_char(bx."time" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'), 'user', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/users/users/' || bj1.id || '/'), 'display', CASE WHEN bj1.first_name <> '' OR bj1.last_name <> '' THEN bj1.username || ' (' || trim(bj1.first_name || ' ' || bj1.last_name) || ')' ELSE bj1.username END, 'username', bj1."username") END, 'user_name', bx."user_name", 'request_id', bx."request_id", 'action', CASE WHEN bx."action" IS NULL OR bx."action" = '' THEN NULL ELSE json_build_object('value', bx."action", 'label', COALESCE('{"create":"Created","update":"Updated","delete":"Deleted"}'::jsonb ->> bx."action"::text, bx."action"::text)) END, 'changed_object_type', bx."changed_object_type", 'changed_object_id', bx."changed_object_id", 'changed_object', NULL::json, 'related_object_type', bx."related_object_type", 'related_object_id', bx."related_object_id", 'related_object', NULL::json, 'object_repr', bx."object_repr", 'message', bx."message", 'prechange_data', (COALESCE((SELECT jsonb_object_agg(k, v) FROM jsonb_each(bx.prechange_data) AS e(k, v)
             WHERE k NOT IN ('created', 'last_updated') AND left(k, 1) <> '_'), '{}'::jsonb)), 'postchange_data', (COALESCE((SELECT jsonb_object_agg(k, v) FROM jsonb_each(bx.postchange_data) AS e(k, v)
             WHERE k NOT IN ('created', 'last_updated') AND left(k, 1) <> '_'), '{}'::jsonb))) FROM "core_objectchange" bx LEFT JOIN "users_user" bj1 ON bj1.id = bx."user_id" WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_journalentry(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/journal-entries/' || bx.id || '/'), 'display', to_char(bx.created AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') || ' (' || initcap(bx.kind) || ')', 'created', replace(to_char(bx."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z')) FROM "extras_journalentry" bx  WHERE bx.id = $2);
END
$derived$`);
    await q.query(`CREATE OR REPLACE FUNCTION inv_brief_extras_notification(text, bigint) RETURNS json LANGUAGE plpgsql STABLE PARALLEL SAFE AS $derived$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/notifications/' || bx.id || '/'), 'display', bx.object_repr, 'object_type', bx."object_type", 'object_id', bx."object_id", 'user', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/users/users/' || bj1.id || '/'), 'display', CASE WHEN bj1.first_name <> '' OR bj1.last_name <> '' THEN bj1.username || ' (' || trim(bj1.first_name || ' ' || bj1.last_name) || ')' ELSE bj1.username END, 'username', bj1."username") END, 'read', replace(to_char(bx."read" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'), 'event_type', bx."event_type") FROM "extras_notification" bx LEFT JOIN "users_user" bj1 ON bj1.id = bx."user_id" WHERE bx.id = $2);
END
$derived$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_extras_notification(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/notifications/' || bx.id || '/'), 'display', bx.object_repr, 'object_type', bx."object_type", 'object_id', bx."object_id", 'user', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/users/users/' || bj1.id || '/'), 'display', CASE WHEN bj1.first_name <> '' OR bj1.last_name <> '' THEN bj1.username || ' (' || trim(bj1.first_name || ' ' || bj1.last_name) || ')' ELSE bj1.username END, 'username', bj1."username") END, 'read', to_char(bx."read" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'event_type', bx."event_type") FROM "extras_notification" bx LEFT JOIN "users_user" bj1 ON bj1.id = bx."user_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_extras_journalentry(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/extras/journal-entries/' || bx.id || '/'), 'display', to_char(bx.created AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') || ' (' || initcap(bx.kind) || ')', 'created', to_char(bx."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')) FROM "extras_journalentry" bx  WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_core_objectchange(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('id', bx.id, 'url', ($1::text || '/api/core/object-changes/' || bx.id || '/'), 'display_url', ($1::text || '/core/object-changes/' || bx.id || '/'), 'display', inv_object_type_label(bx.changed_object_type) || ' ' || bx.object_repr || ' ' || CASE bx.action WHEN 'create' THEN 'created' WHEN 'update' THEN 'updated' ELSE 'deleted' END || ' by ' || bx.user_name, 'time', to_char(bx."time" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'user', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/users/users/' || bj1.id || '/'), 'display', CASE WHEN bj1.first_name <> '' OR bj1.last_name <> '' THEN bj1.username || ' (' || trim(bj1.first_name || ' ' || bj1.last_name) || ')' ELSE bj1.username END, 'username', bj1."username") END, 'user_name', bx."user_name", 'request_id', bx."request_id", 'action', CASE WHEN bx."action" IS NULL OR bx."action" = '' THEN NULL ELSE json_build_object('value', bx."action", 'label', COALESCE('{"create":"Created","update":"Updated","delete":"Deleted"}'::jsonb ->> bx."action"::text, bx."action"::text)) END, 'changed_object_type', bx."changed_object_type", 'changed_object_id', bx."changed_object_id", 'changed_object', NULL::json, 'related_object_type', bx."related_object_type", 'related_object_id', bx."related_object_id", 'related_object', NULL::json, 'object_repr', bx."object_repr", 'message', bx."message", 'prechange_data', (COALESCE((SELECT jsonb_object_agg(k, v) FROM jsonb_each(bx.prechange_data) AS e(k, v)
             WHERE k NOT IN ('created', 'last_updated') AND left(k, 1) <> '_'), '{}'::jsonb)), 'postchange_data', (COALESCE((SELECT jsonb_object_agg(k, v) FROM jsonb_each(bx.postchange_data) AS e(k, v)
             WHERE k NOT IN ('created', 'last_updated') AND left(k, 1) <> '_'), '{}'::jsonb))) FROM "core_objectchange" bx LEFT JOIN "users_user" bj1 ON bj1.id = bx."user_id" WHERE bx.id = $2);
END
$function$
`);
    await q.query(`CREATE OR REPLACE FUNCTION public.inv_brief_core_job(text, bigint)
 RETURNS json
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE
AS $function$
BEGIN
  RETURN (SELECT json_build_object('url', ($1::text || '/api/core/jobs/' || bx.id || '/'), 'created', to_char(bx."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'completed', to_char(bx."completed" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'user', CASE WHEN bj1.id IS NULL THEN NULL ELSE json_build_object('id', bj1.id, 'url', ($1::text || '/api/users/users/' || bj1.id || '/'), 'display', CASE WHEN bj1.first_name <> '' OR bj1.last_name <> '' THEN bj1.username || ' (' || trim(bj1.first_name || ' ' || bj1.last_name) || ')' ELSE bj1.username END, 'username', bj1."username") END, 'status', CASE WHEN bx."status" IS NULL OR bx."status" = '' THEN NULL ELSE json_build_object('value', bx."status", 'label', COALESCE('{"pending":"Pending","scheduled":"Scheduled","running":"Running","completed":"Completed","errored":"Errored","failed":"Failed"}'::jsonb ->> bx."status"::text, bx."status"::text)) END) FROM "core_job" bx LEFT JOIN "users_user" bj1 ON bj1.id = bx."user_id" WHERE bx.id = $2);
END
$function$
`);
  }
}
