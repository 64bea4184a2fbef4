-- users.group: /api/users/groups/{id}/
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
      ($1::text || '/api/users/groups/' || t.id || '/'),
      'display_url',
      ($1::text || '/users/groups/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description",
      'permissions',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "users_objectpermission_groups"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j1x.id,
                  'url',
                  ($1::text || '/api/users/permissions/' || j1x.id || '/'),
                  'display',
                  j1x."name"::text,
                  'name',
                  j1x."name",
                  'description',
                  j1x."description",
                  'enabled',
                  j1x."enabled",
                  'object_types',
                  j1x."object_types",
                  'actions',
                  j1x."actions"
                )
                ORDER BY
                  j1x.id
              ),
              '[]'::json
            )
          FROM
            "users_objectpermission_groups" j1
            JOIN "users_objectpermission" j1x ON j1x.id = j1."objectpermission_id"
          WHERE
            j1."group_id" = t.id
        )
        ELSE '[]'::json
      END,
      'user_count',
      (
        (
          SELECT
            count(*)
          FROM
            users_user_groups ug
          WHERE
            ug.group_id = t.id
        )::int
      )
    )
  )::text AS j
FROM
  "users_group" t
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
      ($1::text || '/api/users/groups/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "users_group" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_users_group($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/users/groups/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'name',
        bx."name",
        'description',
        bx."description"
      )
    FROM
      "users_group" bx
    WHERE
      bx.id = $2
  );
