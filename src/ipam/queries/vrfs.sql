-- ipam.vrf: /api/ipam/vrfs/{id}/
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
      ($1::text || '/api/ipam/vrfs/' || t.id || '/'),
      'display_url',
      ($1::text || '/ipam/vrfs/' || t.id || '/'),
      'display',
      t.name || COALESCE(' (' || t.rd || ')', ''),
      'name',
      t."name",
      'rd',
      t."rd",
      'tenant',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/tenancy/tenants/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'slug',
          j1."slug",
          'description',
          j1."description"
        )
      END,
      'enforce_unique',
      t."enforce_unique",
      'description',
      t."description",
      'owner',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/users/owners/' || j2.id || '/'),
          'display',
          j2."name"::text,
          'name',
          j2."name",
          'description',
          j2."description"
        )
      END,
      'comments',
      t."comments",
      'import_targets',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "ipam_vrf_import_targets"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j3x.id,
                  'url',
                  ($1::text || '/api/ipam/route-targets/' || j3x.id || '/'),
                  'display',
                  j3x."name"::text,
                  'name',
                  j3x."name",
                  'description',
                  j3x."description"
                )
                ORDER BY
                  j3x.id
              ),
              '[]'::json
            )
          FROM
            "ipam_vrf_import_targets" j3
            JOIN "ipam_routetarget" j3x ON j3x.id = j3."routetarget_id"
          WHERE
            j3."vrf_id" = t.id
        )
        ELSE '[]'::json
      END,
      'export_targets',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "ipam_vrf_export_targets"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j4x.id,
                  'url',
                  ($1::text || '/api/ipam/route-targets/' || j4x.id || '/'),
                  'display',
                  j4x."name"::text,
                  'name',
                  j4x."name",
                  'description',
                  j4x."description"
                )
                ORDER BY
                  j4x.id
              ),
              '[]'::json
            )
          FROM
            "ipam_vrf_export_targets" j4
            JOIN "ipam_routetarget" j4x ON j4x.id = j4."routetarget_id"
          WHERE
            j4."vrf_id" = t.id
        )
        ELSE '[]'::json
      END,
      'tags',
      (
        CASE
          WHEN EXISTS (
            SELECT
              1
            FROM
              extras_taggeditem
            WHERE
              object_type = 'ipam.vrf'
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
              ti.object_type = 'ipam.vrf'
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
            object_types ? 'ipam.vrf'
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
            t_cf.object_types ? 'ipam.vrf'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'ipaddress_count',
      t."ipaddress_count",
      'prefix_count',
      t."prefix_count"
    )
  )::text AS j
FROM
  "ipam_vrf" t
  LEFT JOIN "tenancy_tenant" j1 ON j1.id = t."tenant_id"
  LEFT JOIN "users_owner" j2 ON j2.id = t."owner_id"
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
      ($1::text || '/api/ipam/vrfs/' || t.id || '/'),
      'display',
      t.name || COALESCE(' (' || t.rd || ')', ''),
      'name',
      t."name",
      'rd',
      t."rd",
      'description',
      t."description",
      'prefix_count',
      t."prefix_count"
    )
  )::text AS j
FROM
  "ipam_vrf" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_ipam_vrf($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/ipam/vrfs/' || bx.id || '/'),
        'display',
        bx.name || COALESCE(' (' || bx.rd || ')', ''),
        'name',
        bx."name",
        'rd',
        bx."rd",
        'description',
        bx."description"
      )
    FROM
      "ipam_vrf" bx
    WHERE
      bx.id = $2
  );
