-- users.user: /api/users/users/{id}/
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
      ($1::text || '/api/users/users/' || t.id || '/'),
      'display_url',
      ($1::text || '/users/users/' || t.id || '/'),
      'display',
      CASE
        WHEN t.first_name <> ''
        OR t.last_name <> '' THEN t.username || ' (' || trim(t.first_name || ' ' || t.last_name) || ')'
        ELSE t.username
      END,
      'username',
      t."username",
      'first_name',
      t."first_name",
      'last_name',
      t."last_name",
      'email',
      t."email",
      'is_active',
      t."is_active",
      'is_superuser',
      t."is_superuser",
      'date_joined',
      replace(to_char(t."date_joined" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_login',
      replace(to_char(t."last_login" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'groups',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "users_user_groups"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j1x.id,
                  'url',
                  ($1::text || '/api/users/groups/' || j1x.id || '/'),
                  'display',
                  j1x."name"::text,
                  'name',
                  j1x."name",
                  'description',
                  j1x."description"
                )
                ORDER BY
                  j1x.id
              ),
              '[]'::json
            )
          FROM
            "users_user_groups" j1
            JOIN "users_group" j1x ON j1x.id = j1."group_id"
          WHERE
            j1."user_id" = t.id
        )
        ELSE '[]'::json
      END,
      'permissions',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "users_objectpermission_users"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j2x.id,
                  'url',
                  ($1::text || '/api/users/permissions/' || j2x.id || '/'),
                  'display',
                  j2x."name"::text,
                  'name',
                  j2x."name",
                  'description',
                  j2x."description",
                  'enabled',
                  j2x."enabled",
                  'object_types',
                  j2x."object_types",
                  'actions',
                  j2x."actions"
                )
                ORDER BY
                  j2x.id
              ),
              '[]'::json
            )
          FROM
            "users_objectpermission_users" j2
            JOIN "users_objectpermission" j2x ON j2x.id = j2."objectpermission_id"
          WHERE
            j2."user_id" = t.id
        )
        ELSE '[]'::json
      END
    )
  )::text AS j
FROM
  "users_user" t
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
      ($1::text || '/api/users/users/' || t.id || '/'),
      'display',
      CASE
        WHEN t.first_name <> ''
        OR t.last_name <> '' THEN t.username || ' (' || trim(t.first_name || ' ' || t.last_name) || ')'
        ELSE t.username
      END,
      'username',
      t."username"
    )
  )::text AS j
FROM
  "users_user" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_users_user($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/users/users/' || bx.id || '/'),
        'display',
        CASE
          WHEN bx.first_name <> ''
          OR bx.last_name <> '' THEN bx.username || ' (' || trim(bx.first_name || ' ' || bx.last_name) || ')'
          ELSE bx.username
        END,
        'username',
        bx."username"
      )
    FROM
      "users_user" bx
    WHERE
      bx.id = $2
  );
