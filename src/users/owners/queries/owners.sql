-- users.owner: /api/users/owners/{id}/
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
      ($1::text || '/api/users/owners/' || t.id || '/'),
      'display_url',
      ($1::text || '/users/owners/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'group',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/users/owner-groups/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'description',
      t."description",
      'user_groups',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "users_owner_user_groups"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j2x.id,
                  'url',
                  ($1::text || '/api/users/groups/' || j2x.id || '/'),
                  'display',
                  j2x."name"::text,
                  'name',
                  j2x."name",
                  'description',
                  j2x."description"
                )
                ORDER BY
                  j2x.id
              ),
              '[]'::json
            )
          FROM
            "users_owner_user_groups" j2
            JOIN "users_group" j2x ON j2x.id = j2."group_id"
          WHERE
            j2."owner_id" = t.id
        )
        ELSE '[]'::json
      END,
      'users',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "users_owner_users"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j3x.id,
                  'url',
                  ($1::text || '/api/users/users/' || j3x.id || '/'),
                  'display',
                  CASE
                    WHEN j3x.first_name <> ''
                    OR j3x.last_name <> '' THEN j3x.username || ' (' || trim(j3x.first_name || ' ' || j3x.last_name) || ')'
                    ELSE j3x.username
                  END,
                  'username',
                  j3x."username"
                )
                ORDER BY
                  j3x.id
              ),
              '[]'::json
            )
          FROM
            "users_owner_users" j3
            JOIN "users_user" j3x ON j3x.id = j3."user_id"
          WHERE
            j3."owner_id" = t.id
        )
        ELSE '[]'::json
      END
    )
  )::text AS j
FROM
  "users_owner" t
  LEFT JOIN "users_ownergroup" j1 ON j1.id = t."group_id"
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
      ($1::text || '/api/users/owners/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "users_owner" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_users_owner($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/users/owners/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'name',
        bx."name",
        'description',
        bx."description"
      )
    FROM
      "users_owner" bx
    WHERE
      bx.id = $2
  );
