-- users.token: /api/users/tokens/{id}/
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
      ($1::text || '/api/users/tokens/' || t.id || '/'),
      'display_url',
      ($1::text || '/users/tokens/' || t.id || '/'),
      'display',
      CASE
        WHEN t.version = 2
        AND t.key IS NOT NULL THEN t.key
        ELSE repeat('*', 34) || t.hint
      END,
      'version',
      t."version",
      'key',
      t."key",
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
      'description',
      t."description",
      'expires',
      replace(to_char(t."expires" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_used',
      replace(to_char(t."last_used" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'enabled',
      t."enabled",
      'write_enabled',
      t."write_enabled",
      'pepper_id',
      t."pepper_id",
      'allowed_ips',
      t."allowed_ips",
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'token',
      (NULL::text)
    )
  )::text AS j
FROM
  "users_token" t
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
      ($1::text || '/api/users/tokens/' || t.id || '/'),
      'display',
      CASE
        WHEN t.version = 2
        AND t.key IS NOT NULL THEN t.key
        ELSE repeat('*', 34) || t.hint
      END,
      'version',
      t."version",
      'key',
      t."key",
      'description',
      t."description",
      'enabled',
      t."enabled",
      'write_enabled',
      t."write_enabled"
    )
  )::text AS j
FROM
  "users_token" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_users_token($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/users/tokens/' || bx.id || '/'),
        'display',
        CASE
          WHEN bx.version = 2
          AND bx.key IS NOT NULL THEN bx.key
          ELSE repeat('*', 34) || bx.hint
        END,
        'version',
        bx."version",
        'key',
        bx."key",
        'description',
        bx."description",
        'enabled',
        bx."enabled",
        'write_enabled',
        bx."write_enabled"
      )
    FROM
      "users_token" bx
    WHERE
      bx.id = $2
  );
