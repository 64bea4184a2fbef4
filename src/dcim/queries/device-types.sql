-- dcim.devicetype: /api/dcim/device-types/{id}/
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
      ($1::text || '/api/dcim/device-types/' || t.id || '/'),
      'display_url',
      ($1::text || '/dcim/device-types/' || t.id || '/'),
      'display',
      t."model"::text,
      'manufacturer',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/dcim/manufacturers/' || j1.id || '/'),
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
      'default_platform',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/dcim/platforms/' || j2.id || '/'),
          'display',
          j2."name"::text,
          'name',
          j2."name",
          'slug',
          j2."slug",
          'description',
          j2."description",
          'device_count',
          j2."device_count",
          'virtualmachine_count',
          j2."virtualmachine_count",
          '_depth',
          j2."_depth"
        )
      END,
      'model',
      t."model",
      'slug',
      t."slug",
      'part_number',
      t."part_number",
      'u_height',
      t."u_height",
      'exclude_from_utilization',
      t."exclude_from_utilization",
      'is_full_depth',
      t."is_full_depth",
      'subdevice_role',
      CASE
        WHEN t."subdevice_role" IS NULL
        OR t."subdevice_role" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."subdevice_role",
          'label',
          COALESCE('{"parent":"Parent","child":"Child"}'::jsonb ->> t."subdevice_role"::text, t."subdevice_role"::text)
        )
      END,
      'airflow',
      CASE
        WHEN t."airflow" IS NULL
        OR t."airflow" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."airflow",
          'label',
          COALESCE(
            '{"front-to-rear":"Front to rear","rear-to-front":"Rear to front","left-to-right":"Left to right","right-to-left":"Right to left","side-to-rear":"Side to rear","rear-to-side":"Rear to side","bottom-to-top":"Bottom to top","top-to-bottom":"Top to bottom","passive":"Passive","mixed":"Mixed"}'::jsonb ->> t."airflow"::text,
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
      'front_image',
      (($1::text || '/media/' || t.front_image)),
      'rear_image',
      (($1::text || '/media/' || t.rear_image)),
      'description',
      t."description",
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
              object_type = 'dcim.devicetype'
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
              ti.object_type = 'dcim.devicetype'
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
            object_types ? 'dcim.devicetype'
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
            t_cf.object_types ? 'dcim.devicetype'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'device_count',
      t."device_count",
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
      'device_bay_template_count',
      t."device_bay_template_count",
      'module_bay_template_count',
      t."module_bay_template_count",
      'inventory_item_template_count',
      t."inventory_item_template_count"
    )
  )::text AS j
FROM
  "dcim_devicetype" t
  LEFT JOIN "dcim_manufacturer" j1 ON j1.id = t."manufacturer_id"
  LEFT JOIN "dcim_platform" j2 ON j2.id = t."default_platform_id"
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
      ($1::text || '/api/dcim/device-types/' || t.id || '/'),
      'display',
      t."model"::text,
      'manufacturer',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/dcim/manufacturers/' || j1.id || '/'),
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
      'model',
      t."model",
      'slug',
      t."slug",
      'description',
      t."description",
      'device_count',
      t."device_count"
    )
  )::text AS j
FROM
  "dcim_devicetype" t
  LEFT JOIN "dcim_manufacturer" j1 ON j1.id = t."manufacturer_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_devicetype($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/device-types/' || bx.id || '/'),
        'display',
        bx."model"::text,
        'manufacturer',
        CASE
          WHEN bj1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj1.id,
            'url',
            ($1::text || '/api/dcim/manufacturers/' || bj1.id || '/'),
            'display',
            bj1."name"::text,
            'name',
            bj1."name",
            'slug',
            bj1."slug",
            'description',
            bj1."description"
          )
        END,
        'model',
        bx."model",
        'slug',
        bx."slug",
        'description',
        bx."description",
        'device_count',
        bx."device_count"
      )
    FROM
      "dcim_devicetype" bx
      LEFT JOIN "dcim_manufacturer" bj1 ON bj1.id = bx."manufacturer_id"
    WHERE
      bx.id = $2
  );
