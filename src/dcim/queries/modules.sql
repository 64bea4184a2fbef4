-- dcim.module: /api/dcim/modules/{id}/
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
      ($1::text || '/api/dcim/modules/' || t.id || '/'),
      'display_url',
      ($1::text || '/dcim/modules/' || t.id || '/'),
      'display',
      (
        SELECT
          b.name
        FROM
          dcim_modulebay b
        WHERE
          b.id = t.module_bay_id
      ) || ': ' || (
        SELECT
          mt.model
        FROM
          dcim_moduletype mt
        WHERE
          mt.id = t.module_type_id
      ) || ' (' || t.id || ')',
      'device',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/dcim/devices/' || j1.id || '/'),
          'display',
          COALESCE(
            COALESCE(
              j1.name,
              (
                SELECT
                  vc.name || ':' || COALESCE(j1.vc_position::text, 'None')
                FROM
                  dcim_virtualchassis vc
                WHERE
                  vc.id = j1.virtual_chassis_id
              )
            ) || COALESCE(' (' || j1.asset_tag || ')', ''),
            (
              SELECT
                m.name || ' ' || dt.model
              FROM
                dcim_devicetype dt
                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
              WHERE
                dt.id = j1.device_type_id
            ) || ' (' || COALESCE(j1.asset_tag, j1.id::text) || ')'
          ),
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'module_bay',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/dcim/module-bays/' || j2.id || '/'),
          'display_url',
          ($1::text || '/dcim/module-bays/' || j2.id || '/'),
          'display',
          j2.name || CASE
            WHEN j2.label <> '' THEN ' (' || j2.label || ')'
            ELSE ''
          END,
          'name',
          j2."name"
        )
      END,
      'module_type',
      CASE
        WHEN j3.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j3.id,
          'url',
          ($1::text || '/api/dcim/module-types/' || j3.id || '/'),
          'display',
          j3."model"::text,
          'profile',
          CASE
            WHEN j4.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j4.id,
              'url',
              ($1::text || '/api/dcim/module-type-profiles/' || j4.id || '/'),
              'display',
              j4."name"::text,
              'name',
              j4."name",
              'description',
              j4."description"
            )
          END,
          'manufacturer',
          CASE
            WHEN j5.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j5.id,
              'url',
              ($1::text || '/api/dcim/manufacturers/' || j5.id || '/'),
              'display',
              j5."name"::text,
              'name',
              j5."name",
              'slug',
              j5."slug",
              'description',
              j5."description"
            )
          END,
          'model',
          j3."model",
          'description',
          j3."description",
          'module_count',
          j3."module_count"
        )
      END,
      'status',
      CASE
        WHEN t."status" IS NULL
        OR t."status" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."status",
          'label',
          COALESCE(
            '{"offline":"Offline","active":"Active","planned":"Planned","staged":"Staged","failed":"Failed","decommissioning":"Decommissioning"}'::jsonb ->> t."status"::text,
            t."status"::text
          )
        )
      END,
      'serial',
      t."serial",
      'asset_tag',
      t."asset_tag",
      'description',
      t."description",
      'owner',
      CASE
        WHEN j6.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j6.id,
          'url',
          ($1::text || '/api/users/owners/' || j6.id || '/'),
          'display',
          j6."name"::text,
          'name',
          j6."name",
          'description',
          j6."description"
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
              object_type = 'dcim.module'
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
              ti.object_type = 'dcim.module'
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
            object_types ? 'dcim.module'
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
            t_cf.object_types ? 'dcim.module'
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
  "dcim_module" t
  LEFT JOIN "dcim_device" j1 ON j1.id = t."device_id"
  LEFT JOIN "dcim_modulebay" j2 ON j2.id = t."module_bay_id"
  LEFT JOIN "dcim_moduletype" j3 ON j3.id = t."module_type_id"
  LEFT JOIN "dcim_moduletypeprofile" j4 ON j4.id = j3."profile_id"
  LEFT JOIN "dcim_manufacturer" j5 ON j5.id = j3."manufacturer_id"
  LEFT JOIN "users_owner" j6 ON j6.id = t."owner_id"
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
      ($1::text || '/api/dcim/modules/' || t.id || '/'),
      'display',
      (
        SELECT
          b.name
        FROM
          dcim_modulebay b
        WHERE
          b.id = t.module_bay_id
      ) || ': ' || (
        SELECT
          mt.model
        FROM
          dcim_moduletype mt
        WHERE
          mt.id = t.module_type_id
      ) || ' (' || t.id || ')',
      'device',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/dcim/devices/' || j1.id || '/'),
          'display',
          COALESCE(
            COALESCE(
              j1.name,
              (
                SELECT
                  vc.name || ':' || COALESCE(j1.vc_position::text, 'None')
                FROM
                  dcim_virtualchassis vc
                WHERE
                  vc.id = j1.virtual_chassis_id
              )
            ) || COALESCE(' (' || j1.asset_tag || ')', ''),
            (
              SELECT
                m.name || ' ' || dt.model
              FROM
                dcim_devicetype dt
                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
              WHERE
                dt.id = j1.device_type_id
            ) || ' (' || COALESCE(j1.asset_tag, j1.id::text) || ')'
          ),
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'module_bay',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/dcim/module-bays/' || j2.id || '/'),
          'display_url',
          ($1::text || '/dcim/module-bays/' || j2.id || '/'),
          'display',
          j2.name || CASE
            WHEN j2.label <> '' THEN ' (' || j2.label || ')'
            ELSE ''
          END,
          'name',
          j2."name"
        )
      END,
      'module_type',
      CASE
        WHEN j3.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j3.id,
          'url',
          ($1::text || '/api/dcim/module-types/' || j3.id || '/'),
          'display',
          j3."model"::text,
          'profile',
          CASE
            WHEN j4.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j4.id,
              'url',
              ($1::text || '/api/dcim/module-type-profiles/' || j4.id || '/'),
              'display',
              j4."name"::text,
              'name',
              j4."name",
              'description',
              j4."description"
            )
          END,
          'manufacturer',
          CASE
            WHEN j5.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j5.id,
              'url',
              ($1::text || '/api/dcim/manufacturers/' || j5.id || '/'),
              'display',
              j5."name"::text,
              'name',
              j5."name",
              'slug',
              j5."slug",
              'description',
              j5."description"
            )
          END,
          'model',
          j3."model",
          'description',
          j3."description",
          'module_count',
          j3."module_count"
        )
      END,
      'description',
      t."description"
    )
  )::text AS j
FROM
  "dcim_module" t
  LEFT JOIN "dcim_device" j1 ON j1.id = t."device_id"
  LEFT JOIN "dcim_modulebay" j2 ON j2.id = t."module_bay_id"
  LEFT JOIN "dcim_moduletype" j3 ON j3.id = t."module_type_id"
  LEFT JOIN "dcim_moduletypeprofile" j4 ON j4.id = j3."profile_id"
  LEFT JOIN "dcim_manufacturer" j5 ON j5.id = j3."manufacturer_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_module($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/modules/' || bx.id || '/'),
        'display',
        (
          SELECT
            b.name
          FROM
            dcim_modulebay b
          WHERE
            b.id = bx.module_bay_id
        ) || ': ' || (
          SELECT
            mt.model
          FROM
            dcim_moduletype mt
          WHERE
            mt.id = bx.module_type_id
        ) || ' (' || bx.id || ')',
        'device',
        CASE
          WHEN bj1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj1.id,
            'url',
            ($1::text || '/api/dcim/devices/' || bj1.id || '/'),
            'display',
            COALESCE(
              COALESCE(
                bj1.name,
                (
                  SELECT
                    vc.name || ':' || COALESCE(bj1.vc_position::text, 'None')
                  FROM
                    dcim_virtualchassis vc
                  WHERE
                    vc.id = bj1.virtual_chassis_id
                )
              ) || COALESCE(' (' || bj1.asset_tag || ')', ''),
              (
                SELECT
                  m.name || ' ' || dt.model
                FROM
                  dcim_devicetype dt
                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                WHERE
                  dt.id = bj1.device_type_id
              ) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'
            ),
            'name',
            bj1."name",
            'description',
            bj1."description"
          )
        END,
        'module_bay',
        CASE
          WHEN bj2.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj2.id,
            'url',
            ($1::text || '/api/dcim/module-bays/' || bj2.id || '/'),
            'display_url',
            ($1::text || '/dcim/module-bays/' || bj2.id || '/'),
            'display',
            bj2.name || CASE
              WHEN bj2.label <> '' THEN ' (' || bj2.label || ')'
              ELSE ''
            END,
            'name',
            bj2."name"
          )
        END,
        'module_type',
        CASE
          WHEN bj3.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj3.id,
            'url',
            ($1::text || '/api/dcim/module-types/' || bj3.id || '/'),
            'display',
            bj3."model"::text,
            'profile',
            CASE
              WHEN bj4.id IS NULL THEN NULL
              ELSE json_build_object(
                'id',
                bj4.id,
                'url',
                ($1::text || '/api/dcim/module-type-profiles/' || bj4.id || '/'),
                'display',
                bj4."name"::text,
                'name',
                bj4."name",
                'description',
                bj4."description"
              )
            END,
            'manufacturer',
            CASE
              WHEN bj5.id IS NULL THEN NULL
              ELSE json_build_object(
                'id',
                bj5.id,
                'url',
                ($1::text || '/api/dcim/manufacturers/' || bj5.id || '/'),
                'display',
                bj5."name"::text,
                'name',
                bj5."name",
                'slug',
                bj5."slug",
                'description',
                bj5."description"
              )
            END,
            'model',
            bj3."model",
            'description',
            bj3."description",
            'module_count',
            bj3."module_count"
          )
        END,
        'description',
        bx."description"
      )
    FROM
      "dcim_module" bx
      LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id"
      LEFT JOIN "dcim_modulebay" bj2 ON bj2.id = bx."module_bay_id"
      LEFT JOIN "dcim_moduletype" bj3 ON bj3.id = bx."module_type_id"
      LEFT JOIN "dcim_moduletypeprofile" bj4 ON bj4.id = bj3."profile_id"
      LEFT JOIN "dcim_manufacturer" bj5 ON bj5.id = bj3."manufacturer_id"
    WHERE
      bx.id = $2
  );
