-- dcim.modulebay: /api/dcim/module-bays/{id}/
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
      ($1::text || '/api/dcim/module-bays/' || t.id || '/'),
      'display_url',
      ($1::text || '/dcim/module-bays/' || t.id || '/'),
      'display',
      t.name || CASE
        WHEN t.label <> '' THEN ' (' || t.label || ')'
        ELSE ''
      END,
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
      'module',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/dcim/modules/' || j2.id || '/'),
          'display',
          (
            SELECT
              b.name
            FROM
              dcim_modulebay b
            WHERE
              b.id = j2.module_bay_id
          ) || ': ' || (
            SELECT
              mt.model
            FROM
              dcim_moduletype mt
            WHERE
              mt.id = j2.module_type_id
          ) || ' (' || j2.id || ')'
        )
      END,
      'name',
      t."name",
      'label',
      t."label",
      'position',
      t."position",
      'enabled',
      t."enabled",
      'description',
      t."description",
      'installed_module',
      (
        (
          SELECT
            json_build_object(
              'id',
              timx.id,
              'url',
              ($1::text || '/api/dcim/modules/' || timx.id || '/'),
              'display',
              (
                SELECT
                  b.name
                FROM
                  dcim_modulebay b
                WHERE
                  b.id = timx.module_bay_id
              ) || ': ' || (
                SELECT
                  mt.model
                FROM
                  dcim_moduletype mt
                WHERE
                  mt.id = timx.module_type_id
              ) || ' (' || timx.id || ')',
              'serial',
              timx."serial",
              'description',
              timx."description"
            )
          FROM
            "dcim_module" timx
          WHERE
            timx.id = (
              SELECT
                m.id
              FROM
                dcim_module m
              WHERE
                m.module_bay_id = t.id
            )
        )
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
      'tags',
      (
        CASE
          WHEN EXISTS (
            SELECT
              1
            FROM
              extras_taggeditem
            WHERE
              object_type = 'dcim.modulebay'
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
              ti.object_type = 'dcim.modulebay'
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
            object_types ? 'dcim.modulebay'
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
            t_cf.object_types ? 'dcim.modulebay'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      '_occupied',
      (
        (
          NOT t.enabled
          OR EXISTS (
            SELECT
              1
            FROM
              dcim_module m
            WHERE
              m.module_bay_id = t.id
          )
        )
      )
    )
  )::text AS j
FROM
  "dcim_modulebay" t
  LEFT JOIN "dcim_device" j1 ON j1.id = t."device_id"
  LEFT JOIN "dcim_module" j2 ON j2.id = t."module_id"
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
      ($1::text || '/api/dcim/module-bays/' || t.id || '/'),
      'display',
      t.name || CASE
        WHEN t.label <> '' THEN ' (' || t.label || ')'
        ELSE ''
      END,
      'name',
      t."name",
      'enabled',
      t."enabled",
      'description',
      t."description",
      'installed_module',
      (
        (
          SELECT
            json_build_object(
              'id',
              timx.id,
              'url',
              ($1::text || '/api/dcim/modules/' || timx.id || '/'),
              'display',
              (
                SELECT
                  b.name
                FROM
                  dcim_modulebay b
                WHERE
                  b.id = timx.module_bay_id
              ) || ': ' || (
                SELECT
                  mt.model
                FROM
                  dcim_moduletype mt
                WHERE
                  mt.id = timx.module_type_id
              ) || ' (' || timx.id || ')',
              'serial',
              timx."serial",
              'description',
              timx."description"
            )
          FROM
            "dcim_module" timx
          WHERE
            timx.id = (
              SELECT
                m.id
              FROM
                dcim_module m
              WHERE
                m.module_bay_id = t.id
            )
        )
      ),
      '_occupied',
      (
        (
          NOT t.enabled
          OR EXISTS (
            SELECT
              1
            FROM
              dcim_module m
            WHERE
              m.module_bay_id = t.id
          )
        )
      )
    )
  )::text AS j
FROM
  "dcim_modulebay" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_modulebay($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/module-bays/' || bx.id || '/'),
        'display',
        bx.name || CASE
          WHEN bx.label <> '' THEN ' (' || bx.label || ')'
          ELSE ''
        END,
        'name',
        bx."name",
        'enabled',
        bx."enabled",
        'description',
        bx."description",
        'installed_module',
        (
          (
            SELECT
              json_build_object(
                'id',
                bximx.id,
                'url',
                ($1::text || '/api/dcim/modules/' || bximx.id || '/'),
                'display',
                (
                  SELECT
                    b.name
                  FROM
                    dcim_modulebay b
                  WHERE
                    b.id = bximx.module_bay_id
                ) || ': ' || (
                  SELECT
                    mt.model
                  FROM
                    dcim_moduletype mt
                  WHERE
                    mt.id = bximx.module_type_id
                ) || ' (' || bximx.id || ')',
                'serial',
                bximx."serial",
                'description',
                bximx."description"
              )
            FROM
              "dcim_module" bximx
            WHERE
              bximx.id = (
                SELECT
                  m.id
                FROM
                  dcim_module m
                WHERE
                  m.module_bay_id = bx.id
              )
          )
        ),
        '_occupied',
        (
          (
            NOT bx.enabled
            OR EXISTS (
              SELECT
                1
              FROM
                dcim_module m
              WHERE
                m.module_bay_id = bx.id
            )
          )
        )
      )
    FROM
      "dcim_modulebay" bx
    WHERE
      bx.id = $2
  );
