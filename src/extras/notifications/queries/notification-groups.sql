-- extras.notificationgroup: /api/extras/notification-groups/{id}/
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
      ($1::text || '/api/extras/notification-groups/' || t.id || '/'),
      'display_url',
      ($1::text || '/extras/notification-groups/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description",
      'groups',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "extras_notificationgroup_groups"
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
            "extras_notificationgroup_groups" j1
            JOIN "users_group" j1x ON j1x.id = j1."group_id"
          WHERE
            j1."notificationgroup_id" = t.id
        )
        ELSE '[]'::json
      END,
      'users',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "extras_notificationgroup_users"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j2x.id,
                  'url',
                  ($1::text || '/api/users/users/' || j2x.id || '/'),
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
            "extras_notificationgroup_users" j2
            JOIN "users_user" j2x ON j2x.id = j2."user_id"
          WHERE
            j2."notificationgroup_id" = t.id
        )
        ELSE '[]'::json
      END
    )
  )::text AS j
FROM
  "extras_notificationgroup" t
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
      ($1::text || '/api/extras/notification-groups/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "extras_notificationgroup" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_extras_notificationgroup($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/extras/notification-groups/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'name',
        bx."name",
        'description',
        bx."description"
      )
    FROM
      "extras_notificationgroup" bx
    WHERE
      bx.id = $2
  );
