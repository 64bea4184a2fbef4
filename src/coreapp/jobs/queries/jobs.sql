-- core.job: /api/core/jobs/{id}/
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
      ($1::text || '/api/core/jobs/' || t.id || '/'),
      'display_url',
      ($1::text || '/core/jobs/' || t.id || '/'),
      'display',
      t."name"::text,
      'object_type',
      t."object_type",
      'object_id',
      t."object_id",
      'object',
      inv_brief (t."object_type", t."object_id", $1::text),
      'name',
      t."name",
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'scheduled',
      replace(to_char(t."scheduled" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'interval',
      t."interval",
      'started',
      replace(to_char(t."started" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'completed',
      replace(to_char(t."completed" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
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
      'status',
      CASE
        WHEN t."status" IS NULL
        OR t."status" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."status",
          'label',
          COALESCE(
            '{"pending":"Pending","scheduled":"Scheduled","running":"Running","completed":"Completed","errored":"Errored","failed":"Failed"}'::jsonb ->> t."status"::text,
            t."status"::text
          )
        )
      END,
      'data',
      t."data",
      'error',
      t."error",
      'job_id',
      t."job_id",
      'queue_name',
      t."queue_name",
      'notifications',
      CASE
        WHEN t."notifications" IS NULL
        OR t."notifications" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."notifications",
          'label',
          COALESCE(
            '{"always":"Always","on_failure":"On failure","never":"Never"}'::jsonb ->> t."notifications"::text,
            t."notifications"::text
          )
        )
      END,
      'log_entries',
      t."log_entries"
    )
  )::text AS j
FROM
  "core_job" t
  LEFT JOIN "users_user" j1 ON j1.id = t."user_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- brief representation (?brief=1)
SELECT
  t.id AS id,
  (
    json_build_object(
      'url',
      ($1::text || '/api/core/jobs/' || t.id || '/'),
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'completed',
      replace(to_char(t."completed" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
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
      'status',
      CASE
        WHEN t."status" IS NULL
        OR t."status" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."status",
          'label',
          COALESCE(
            '{"pending":"Pending","scheduled":"Scheduled","running":"Running","completed":"Completed","errored":"Errored","failed":"Failed"}'::jsonb ->> t."status"::text,
            t."status"::text
          )
        )
      END
    )
  )::text AS j
FROM
  "core_job" t
  LEFT JOIN "users_user" j1 ON j1.id = t."user_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_core_job($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'url',
        ($1::text || '/api/core/jobs/' || bx.id || '/'),
        'created',
        replace(to_char(bx."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
        'completed',
        replace(to_char(bx."completed" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
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
        'status',
        CASE
          WHEN bx."status" IS NULL
          OR bx."status" = '' THEN NULL
          ELSE json_build_object(
            'value',
            bx."status",
            'label',
            COALESCE(
              '{"pending":"Pending","scheduled":"Scheduled","running":"Running","completed":"Completed","errored":"Errored","failed":"Failed"}'::jsonb ->> bx."status"::text,
              bx."status"::text
            )
          )
        END
      )
    FROM
      "core_job" bx
      LEFT JOIN "users_user" bj1 ON bj1.id = bx."user_id"
    WHERE
      bx.id = $2
  );
