-- extras.notification: /api/extras/notifications/{id}/
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
      ($1::text || '/api/extras/notifications/' || t.id || '/'),
      'display',
      t.object_repr,
      'object_type',
      t."object_type",
      'object_id',
      t."object_id",
      'object',
      inv_brief (t."object_type", t."object_id", $1::text),
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
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'read',
      replace(to_char(t."read" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'event_type',
      t."event_type"
    )
  )::text AS j
FROM
  "extras_notification" t
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
      ($1::text || '/api/extras/notifications/' || t.id || '/'),
      'display',
      t.object_repr,
      'object_type',
      t."object_type",
      'object_id',
      t."object_id",
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
      'read',
      replace(to_char(t."read" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'event_type',
      t."event_type"
    )
  )::text AS j
FROM
  "extras_notification" t
  LEFT JOIN "users_user" j1 ON j1.id = t."user_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_extras_notification($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/extras/notifications/' || bx.id || '/'),
        'display',
        bx.object_repr,
        'object_type',
        bx."object_type",
        'object_id',
        bx."object_id",
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
        'read',
        replace(to_char(bx."read" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
        'event_type',
        bx."event_type"
      )
    FROM
      "extras_notification" bx
      LEFT JOIN "users_user" bj1 ON bj1.id = bx."user_id"
    WHERE
      bx.id = $2
  );
