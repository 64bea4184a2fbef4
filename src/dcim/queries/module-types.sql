-- dcim.moduletype: /api/dcim/module-types/{id}/
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
      ($1::text || '/api/dcim/module-types/' || t.id || '/'),
      'display_url',
      ($1::text || '/dcim/module-types/' || t.id || '/'),
      'display',
      t."model"::text,
      'profile',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/dcim/module-type-profiles/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'manufacturer',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/dcim/manufacturers/' || j2.id || '/'),
          'display',
          j2."name"::text,
          'name',
          j2."name",
          'slug',
          j2."slug",
          'description',
          j2."description"
        )
      END,
      'model',
      t."model",
      'part_number',
      t."part_number",
      'airflow',
      CASE
        WHEN t."airflow" IS NULL
        OR t."airflow" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."airflow",
          'label',
          COALESCE(
            '{"front-to-rear":"Front to rear","rear-to-front":"Rear to front","left-to-right":"Left to right","right-to-left":"Right to left","side-to-rear":"Side to rear","passive":"Passive"}'::jsonb ->> t."airflow"::text,
            t."airflow"::text
          )
        )
      END,
      'weight',
      t."weight",
      'weight_unit',
      CASE
        WHEN t."weight_unit" IS NULL
        OR t."weight_unit" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."weight_unit",
          'label',
          COALESCE(
            '{"kg":"Kilograms","g":"Grams","lb":"Pounds","oz":"Ounces"}'::jsonb ->> t."weight_unit"::text,
            t."weight_unit"::text
          )
        )
      END,
      'description',
      t."description",
      'attributes',
      t."attribute_data",
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
              object_type = 'dcim.moduletype'
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
              ti.object_type = 'dcim.moduletype'
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
            object_types ? 'dcim.moduletype'
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
            t_cf.object_types ? 'dcim.moduletype'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'module_count',
      t."module_count",
      'console_port_template_count',
      t."console_port_template_count",
      'console_server_port_template_count',
      t."console_server_port_template_count",
      'power_port_template_count',
      t."power_port_template_count",
      'power_outlet_template_count',
      t."power_outlet_template_count",
      'interface_template_count',
      t."interface_template_count",
      'front_port_template_count',
      t."front_port_template_count",
      'rear_port_template_count',
      t."rear_port_template_count",
      'module_bay_template_count',
      t."module_bay_template_count"
    )
  )::text AS j
FROM
  "dcim_moduletype" t
  LEFT JOIN "dcim_moduletypeprofile" j1 ON j1.id = t."profile_id"
  LEFT JOIN "dcim_manufacturer" j2 ON j2.id = t."manufacturer_id"
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
      ($1::text || '/api/dcim/module-types/' || t.id || '/'),
      'display',
      t."model"::text,
      'profile',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/dcim/module-type-profiles/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'manufacturer',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/dcim/manufacturers/' || j2.id || '/'),
          'display',
          j2."name"::text,
          'name',
          j2."name",
          'slug',
          j2."slug",
          'description',
          j2."description"
        )
      END,
      'model',
      t."model",
      'description',
      t."description",
      'module_count',
      t."module_count"
    )
  )::text AS j
FROM
  "dcim_moduletype" t
  LEFT JOIN "dcim_moduletypeprofile" j1 ON j1.id = t."profile_id"
  LEFT JOIN "dcim_manufacturer" j2 ON j2.id = t."manufacturer_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_moduletype($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/module-types/' || bx.id || '/'),
        'display',
        bx."model"::text,
        'profile',
        CASE
          WHEN bj1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj1.id,
            'url',
            ($1::text || '/api/dcim/module-type-profiles/' || bj1.id || '/'),
            'display',
            bj1."name"::text,
            'name',
            bj1."name",
            'description',
            bj1."description"
          )
        END,
        'manufacturer',
        CASE
          WHEN bj2.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj2.id,
            'url',
            ($1::text || '/api/dcim/manufacturers/' || bj2.id || '/'),
            'display',
            bj2."name"::text,
            'name',
            bj2."name",
            'slug',
            bj2."slug",
            'description',
            bj2."description"
          )
        END,
        'model',
        bx."model",
        'description',
        bx."description",
        'module_count',
        bx."module_count"
      )
    FROM
      "dcim_moduletype" bx
      LEFT JOIN "dcim_moduletypeprofile" bj1 ON bj1.id = bx."profile_id"
      LEFT JOIN "dcim_manufacturer" bj2 ON bj2.id = bx."manufacturer_id"
    WHERE
      bx.id = $2
  );
