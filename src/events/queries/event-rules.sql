-- extras.eventrule: /api/extras/event-rules/{id}/
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
      ($1::text || '/api/extras/event-rules/' || t.id || '/'),
      'display_url',
      ($1::text || '/extras/event-rules/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description",
      'object_types',
      t."object_types",
      'event_types',
      t."event_types",
      'enabled',
      t."enabled",
      'conditions',
      t."conditions",
      'action_type',
      CASE
        WHEN t."action_type" IS NULL
        OR t."action_type" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."action_type",
          'label',
          COALESCE(
            '{"webhook":"Webhook","script":"Script","notification":"Notification"}'::jsonb ->> t."action_type"::text,
            t."action_type"::text
          )
        )
      END,
      'action_object_type',
      t."action_object_type",
      'action_object_id',
      t."action_object_id",
      'action_object',
      CASE t."action_object_type"
        WHEN 'extras.webhook' THEN (
          SELECT
            json_build_object(
              'id',
              j1_x.id,
              'url',
              ($1::text || '/api/extras/webhooks/' || j1_x.id || '/'),
              'display',
              j1_x."name"::text,
              'name',
              j1_x."name",
              'description',
              j1_x."description"
            )
          FROM
            "extras_webhook" j1_x
          WHERE
            j1_x.id = t."action_object_id"
        )
        WHEN 'extras.notificationgroup' THEN (
          SELECT
            json_build_object(
              'id',
              j2_x.id,
              'url',
              ($1::text || '/api/extras/notification-groups/' || j2_x.id || '/'),
              'display',
              j2_x."name"::text,
              'name',
              j2_x."name",
              'description',
              j2_x."description"
            )
          FROM
            "extras_notificationgroup" j2_x
          WHERE
            j2_x.id = t."action_object_id"
        )
      END,
      'action_data',
      t."action_data",
      'comments',
      t."comments",
      'tags',
      (
        CASE
          WHEN EXISTS (
            SELECT
              1
            FROM
              extras_taggeditem
            WHERE
              object_type = 'extras.eventrule'
          ) THEN (
            SELECT
              COALESCE(
                json_agg(
                  json_build_object(
                    'id',
                    tg.id,
                    'url',
                    $1::text || '/api/extras/tags/' || tg.id || '/',
                    'display_url',
                    $1::text || '/extras/tags/' || tg.id || '/',
                    'display',
                    tg.name,
                    'name',
                    tg.name,
                    'slug',
                    tg.slug,
                    'color',
                    tg.color
                  )
                  ORDER BY
                    tg.weight,
                    tg.name
                ),
                '[]'::json
              )
            FROM
              extras_taggeditem ti
              JOIN extras_tag tg ON tg.id = ti.tag_id
            WHERE
              ti.object_type = 'extras.eventrule'
              AND ti.object_id = t.id
          )
          ELSE '[]'::json
        END
      ),
      'owner',
      CASE
        WHEN j3.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j3.id,
          'url',
          ($1::text || '/api/users/owners/' || j3.id || '/'),
          'display',
          j3."name"::text,
          'name',
          j3."name",
          'description',
          j3."description"
        )
      END,
      'custom_fields',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            extras_customfield
          WHERE
            object_types ? 'extras.eventrule'
        ) THEN (
          SELECT
            COALESCE(
              json_object_agg(
                t_cf.name,
                CASE
                  WHEN t_cf.type IN ('object', 'multiobject') THEN COALESCE(
                    inv_cf_objects (t_cf.related_object_type, t.custom_field_data -> t_cf.name, $1::text, t_cf.type = 'multiobject'),
                    CASE
                      WHEN t_cf.type = 'multiobject'
                      AND jsonb_typeof(t.custom_field_data -> t_cf.name) = 'array' THEN '[]'::json
                    END
                  )
                  WHEN t_cf.type = 'datetime'
                  AND jsonb_typeof(t.custom_field_data -> t_cf.name) = 'string' THEN inv_cf_datetime (t.custom_field_data -> t_cf.name #>> '{}')
                  ELSE (t.custom_field_data -> t_cf.name)::json
                END
                ORDER BY
                  t_cf.group_name,
                  t_cf.weight,
                  t_cf.name
              ),
              '{}'::json
            )
          FROM
            extras_customfield t_cf
          WHERE
            t_cf.object_types ? 'extras.eventrule'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z')
    )
  )::text AS j
FROM
  "extras_eventrule" t
  LEFT JOIN "users_owner" j3 ON j3.id = t."owner_id"
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
      ($1::text || '/api/extras/event-rules/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "extras_eventrule" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_extras_eventrule($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/extras/event-rules/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'name',
        bx."name",
        'description',
        bx."description"
      )
    FROM
      "extras_eventrule" bx
    WHERE
      bx.id = $2
  );
