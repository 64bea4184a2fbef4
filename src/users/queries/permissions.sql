-- users.objectpermission: /api/users/permissions/{id}/
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
      ($1::text || '/api/users/permissions/' || t.id || '/'),
      'display_url',
      ($1::text || '/users/permissions/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description",
      'enabled',
      t."enabled",
      'object_types',
      t."object_types",
      'actions',
      t."actions",
      'constraints',
      t."constraints",
      'groups',
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
                  ($1::text || '/api/users/groups/' || j1x.id || '/'),
                  'display_url',
                  ($1::text || '/users/groups/' || j1x.id || '/'),
                  'display',
                  j1x."name"::text,
                  'name',
                  j1x."name"
                )
                ORDER BY
                  j1x.id
              ),
              '[]'::json
            )
          FROM
            "users_objectpermission_groups" j1
            JOIN "users_group" j1x ON j1x.id = j1."group_id"
          WHERE
            j1."objectpermission_id" = t.id
        )
        ELSE '[]'::json
      END,
      'users',
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
                  ($1::text || '/api/users/users/' || j2x.id || '/'),
                  'display_url',
                  ($1::text || '/users/users/' || j2x.id || '/'),
                  'display',
                  CASE
                    WHEN j2x.first_name <> ''
                    OR j2x.last_name <> '' THEN j2x.username || ' (' || trim(j2x.first_name || ' ' || j2x.last_name) || ')'
                    ELSE j2x.username
                  END,
                  'username',
                  j2x."username"
                )
                ORDER BY
                  j2x.id
              ),
              '[]'::json
            )
          FROM
            "users_objectpermission_users" j2
            JOIN "users_user" j2x ON j2x.id = j2."user_id"
          WHERE
            j2."objectpermission_id" = t.id
        )
        ELSE '[]'::json
      END
    )
  )::text AS j
FROM
  "users_objectpermission" t
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
      ($1::text || '/api/users/permissions/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description",
      'enabled',
      t."enabled",
      'object_types',
      t."object_types",
      'actions',
      t."actions"
    )
  )::text AS j
FROM
  "users_objectpermission" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_users_objectpermission($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/users/permissions/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'name',
        bx."name",
        'description',
        bx."description",
        'enabled',
        bx."enabled",
        'object_types',
        bx."object_types",
        'actions',
        bx."actions"
      )
    FROM
      "users_objectpermission" bx
    WHERE
      bx.id = $2
  );
