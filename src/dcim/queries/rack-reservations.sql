-- dcim.rackreservation: /api/dcim/rack-reservations/{id}/
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
      ($1::text || '/api/dcim/rack-reservations/' || t.id || '/'),
      'display_url',
      ($1::text || '/dcim/rack-reservations/' || t.id || '/'),
      'display',
      'Reservation for rack ' || (
        SELECT
          r.name || COALESCE(' (' || r.facility_id || ')', '')
        FROM
          dcim_rack r
        WHERE
          r.id = t.rack_id
      ),
      'rack',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/dcim/racks/' || j1.id || '/'),
          'display',
          j1.name || COALESCE(' (' || j1.facility_id || ')', ''),
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'units',
      t."units",
      'unit_count',
      (jsonb_array_length(t.units)),
      'status',
      CASE
        WHEN t."status" IS NULL
        OR t."status" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."status",
          'label',
          COALESCE(
            '{"pending":"Pending","active":"Active","stale":"Stale"}'::jsonb ->> t."status"::text,
            t."status"::text
          )
        )
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'user',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/users/users/' || j2.id || '/'),
          'display',
          CASE
            WHEN j2.first_name <> ''
            OR j2.last_name <> '' THEN j2.username || ' (' || trim(j2.first_name || ' ' || j2.last_name) || ')'
            ELSE j2.username
          END,
          'username',
          j2."username"
        )
      END,
      'tenant',
      CASE
        WHEN j3.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j3.id,
          'url',
          ($1::text || '/api/tenancy/tenants/' || j3.id || '/'),
          'display',
          j3."name"::text,
          'name',
          j3."name",
          'slug',
          j3."slug",
          'description',
          j3."description"
        )
      END,
      'description',
      t."description",
      'owner',
      CASE
        WHEN j4.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j4.id,
          'url',
          ($1::text || '/api/users/owners/' || j4.id || '/'),
          'display',
          j4."name"::text,
          'name',
          j4."name",
          'description',
          j4."description"
        )
      END,
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
              object_type = 'dcim.rackreservation'
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
              ti.object_type = 'dcim.rackreservation'
              AND ti.object_id = t.id
          )
          ELSE '[]'::json
        END
      ),
      'custom_fields',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            extras_customfield
          WHERE
            object_types ? 'dcim.rackreservation'
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
            t_cf.object_types ? 'dcim.rackreservation'
        )
        ELSE '{}'::json
      END
    )
  )::text AS j
FROM
  "dcim_rackreservation" t
  LEFT JOIN "dcim_rack" j1 ON j1.id = t."rack_id"
  LEFT JOIN "users_user" j2 ON j2.id = t."user_id"
  LEFT JOIN "tenancy_tenant" j3 ON j3.id = t."tenant_id"
  LEFT JOIN "users_owner" j4 ON j4.id = t."owner_id"
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
      ($1::text || '/api/dcim/rack-reservations/' || t.id || '/'),
      'display',
      'Reservation for rack ' || (
        SELECT
          r.name || COALESCE(' (' || r.facility_id || ')', '')
        FROM
          dcim_rack r
        WHERE
          r.id = t.rack_id
      ),
      'units',
      t."units",
      'status',
      CASE
        WHEN t."status" IS NULL
        OR t."status" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."status",
          'label',
          COALESCE(
            '{"pending":"Pending","active":"Active","stale":"Stale"}'::jsonb ->> t."status"::text,
            t."status"::text
          )
        )
      END,
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
      t."description"
    )
  )::text AS j
FROM
  "dcim_rackreservation" t
  LEFT JOIN "users_user" j1 ON j1.id = t."user_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_rackreservation($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/rack-reservations/' || bx.id || '/'),
        'display',
        'Reservation for rack ' || (
          SELECT
            r.name || COALESCE(' (' || r.facility_id || ')', '')
          FROM
            dcim_rack r
          WHERE
            r.id = bx.rack_id
        ),
        'units',
        bx."units",
        'status',
        CASE
          WHEN bx."status" IS NULL
          OR bx."status" = '' THEN NULL
          ELSE json_build_object(
            'value',
            bx."status",
            'label',
            COALESCE(
              '{"pending":"Pending","active":"Active","stale":"Stale"}'::jsonb ->> bx."status"::text,
              bx."status"::text
            )
          )
        END,
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
        'description',
        bx."description"
      )
    FROM
      "dcim_rackreservation" bx
      LEFT JOIN "users_user" bj1 ON bj1.id = bx."user_id"
    WHERE
      bx.id = $2
  );
