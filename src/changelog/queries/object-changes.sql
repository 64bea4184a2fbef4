-- core.objectchange: /api/core/object-changes/{id}/
-- Generated from the declarations: `npm run sql-snapshots` rewrites this file, a test checks it.
-- $1 is the base URL of rendered links, $2 the object's id.

-- complete representation
SELECT
  t.id AS id,
  (
    json_build_object(
      'id',
      t.id,
      'url',
      ($1::text || '/api/core/object-changes/' || t.id || '/'),
      'display_url',
      ($1::text || '/core/object-changes/' || t.id || '/'),
      'display',
      inv_object_type_label (t.changed_object_type) || ' ' || t.object_repr || ' ' || CASE t.action
        WHEN 'create' THEN 'created'
        WHEN 'update' THEN 'updated'
        ELSE 'deleted'
      END || ' by ' || t.user_name,
      'time',
      replace(to_char(t."time" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'user',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/users/users/' || j1.id || '/'),
          'display',
          CASE
            WHEN j1.first_name <> ''
            OR j1.last_name <> '' THEN j1.username || ' (' || trim(j1.first_name || ' ' || j1.last_name) || ')'
            ELSE j1.username
          END,
          'username',
          j1."username"
        )
      END,
      'user_name',
      t."user_name",
      'request_id',
      t."request_id",
      'action',
      CASE
        WHEN t."action" IS NULL
        OR t."action" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."action",
          'label',
          COALESCE(
            '{"create":"Created","update":"Updated","delete":"Deleted"}'::jsonb ->> t."action"::text,
            t."action"::text
          )
        )
      END,
      'changed_object_type',
      t."changed_object_type",
      'changed_object_id',
      t."changed_object_id",
      'changed_object',
      inv_brief (t."changed_object_type", t."changed_object_id", $1::text),
      'related_object_type',
      t."related_object_type",
      'related_object_id',
      t."related_object_id",
      'related_object',
      inv_brief (t."related_object_type", t."related_object_id", $1::text),
      'object_repr',
      t."object_repr",
      'message',
      t."message",
      'prechange_data',
      (
        COALESCE(
          (
            SELECT
              jsonb_object_agg(k, v)
            FROM
              jsonb_each(t.prechange_data) AS e (k, v)
            WHERE
              k NOT IN ('created', 'last_updated')
              AND left(k, 1) <> '_'
          ),
          '{}'::jsonb
        )
      ),
      'postchange_data',
      (
        COALESCE(
          (
            SELECT
              jsonb_object_agg(k, v)
            FROM
              jsonb_each(t.postchange_data) AS e (k, v)
            WHERE
              k NOT IN ('created', 'last_updated')
              AND left(k, 1) <> '_'
          ),
          '{}'::jsonb
        )
      )
    )
  )::text AS j
FROM
  "core_objectchange" t
  LEFT JOIN "users_user" j1 ON j1.id = t."user_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- brief representation (?brief=1)
SELECT
  t.id AS id,
  (
    json_build_object(
      'id',
      t.id,
      'url',
      ($1::text || '/api/core/object-changes/' || t.id || '/'),
      'display_url',
      ($1::text || '/core/object-changes/' || t.id || '/'),
      'display',
      inv_object_type_label (t.changed_object_type) || ' ' || t.object_repr || ' ' || CASE t.action
        WHEN 'create' THEN 'created'
        WHEN 'update' THEN 'updated'
        ELSE 'deleted'
      END || ' by ' || t.user_name,
      'time',
      replace(to_char(t."time" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'user',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/users/users/' || j1.id || '/'),
          'display',
          CASE
            WHEN j1.first_name <> ''
            OR j1.last_name <> '' THEN j1.username || ' (' || trim(j1.first_name || ' ' || j1.last_name) || ')'
            ELSE j1.username
          END,
          'username',
          j1."username"
        )
      END,
      'user_name',
      t."user_name",
      'request_id',
      t."request_id",
      'action',
      CASE
        WHEN t."action" IS NULL
        OR t."action" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."action",
          'label',
          COALESCE(
            '{"create":"Created","update":"Updated","delete":"Deleted"}'::jsonb ->> t."action"::text,
            t."action"::text
          )
        )
      END,
      'changed_object_type',
      t."changed_object_type",
      'changed_object_id',
      t."changed_object_id",
      'changed_object',
      inv_brief (t."changed_object_type", t."changed_object_id", $1::text),
      'related_object_type',
      t."related_object_type",
      'related_object_id',
      t."related_object_id",
      'related_object',
      inv_brief (t."related_object_type", t."related_object_id", $1::text),
      'object_repr',
      t."object_repr",
      'message',
      t."message",
      'prechange_data',
      (
        COALESCE(
          (
            SELECT
              jsonb_object_agg(k, v)
            FROM
              jsonb_each(t.prechange_data) AS e (k, v)
            WHERE
              k NOT IN ('created', 'last_updated')
              AND left(k, 1) <> '_'
          ),
          '{}'::jsonb
        )
      ),
      'postchange_data',
      (
        COALESCE(
          (
            SELECT
              jsonb_object_agg(k, v)
            FROM
              jsonb_each(t.postchange_data) AS e (k, v)
            WHERE
              k NOT IN ('created', 'last_updated')
              AND left(k, 1) <> '_'
          ),
          '{}'::jsonb
        )
      )
    )
  )::text AS j
FROM
  "core_objectchange" t
  LEFT JOIN "users_user" j1 ON j1.id = t."user_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_core_objectchange($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/core/object-changes/' || bx.id || '/'),
        'display_url',
        ($1::text || '/core/object-changes/' || bx.id || '/'),
        'display',
        inv_object_type_label (bx.changed_object_type) || ' ' || bx.object_repr || ' ' || CASE bx.action
          WHEN 'create' THEN 'created'
          WHEN 'update' THEN 'updated'
          ELSE 'deleted'
        END || ' by ' || bx.user_name,
        'time',
        replace(to_char(bx."time" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
        'user',
        CASE
          WHEN bj1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj1.id,
            'url',
            ($1::text || '/api/users/users/' || bj1.id || '/'),
            'display',
            CASE
              WHEN bj1.first_name <> ''
              OR bj1.last_name <> '' THEN bj1.username || ' (' || trim(bj1.first_name || ' ' || bj1.last_name) || ')'
              ELSE bj1.username
            END,
            'username',
            bj1."username"
          )
        END,
        'user_name',
        bx."user_name",
        'request_id',
        bx."request_id",
        'action',
        CASE
          WHEN bx."action" IS NULL
          OR bx."action" = '' THEN NULL
          ELSE json_build_object(
            'value',
            bx."action",
            'label',
            COALESCE(
              '{"create":"Created","update":"Updated","delete":"Deleted"}'::jsonb ->> bx."action"::text,
              bx."action"::text
            )
          )
        END,
        'changed_object_type',
        bx."changed_object_type",
        'changed_object_id',
        bx."changed_object_id",
        'changed_object',
        NULL::json,
        'related_object_type',
        bx."related_object_type",
        'related_object_id',
        bx."related_object_id",
        'related_object',
        NULL::json,
        'object_repr',
        bx."object_repr",
        'message',
        bx."message",
        'prechange_data',
        (
          COALESCE(
            (
              SELECT
                jsonb_object_agg(k, v)
              FROM
                jsonb_each(bx.prechange_data) AS e (k, v)
              WHERE
                k NOT IN ('created', 'last_updated')
                AND left(k, 1) <> '_'
            ),
            '{}'::jsonb
          )
        ),
        'postchange_data',
        (
          COALESCE(
            (
              SELECT
                jsonb_object_agg(k, v)
              FROM
                jsonb_each(bx.postchange_data) AS e (k, v)
              WHERE
                k NOT IN ('created', 'last_updated')
                AND left(k, 1) <> '_'
            ),
            '{}'::jsonb
          )
        )
      )
    FROM
      "core_objectchange" bx
      LEFT JOIN "users_user" bj1 ON bj1.id = bx."user_id"
    WHERE
      bx.id = $2
  );
