-- dcim.rack: /api/dcim/racks/{id}/
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
      ($1::text || '/api/dcim/racks/' || t.id || '/'),
      'display_url',
      ($1::text || '/dcim/racks/' || t.id || '/'),
      'display',
      t.name || COALESCE(' (' || t.facility_id || ')', ''),
      'name',
      t."name",
      'facility_id',
      t."facility_id",
      'site',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/dcim/sites/' || j1.id || '/'),
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
      'location',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/dcim/locations/' || j2.id || '/'),
          'display',
          j2."name"::text,
          'name',
          j2."name",
          'slug',
          j2."slug",
          'description',
          j2."description",
          'rack_count',
          j2."rack_count",
          '_depth',
          j2."_depth"
        )
      END,
      'group',
      CASE
        WHEN j3.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j3.id,
          'url',
          ($1::text || '/api/dcim/rack-groups/' || j3.id || '/'),
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
      'tenant',
      CASE
        WHEN j4.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j4.id,
          'url',
          ($1::text || '/api/tenancy/tenants/' || j4.id || '/'),
          'display',
          j4."name"::text,
          'name',
          j4."name",
          'slug',
          j4."slug",
          'description',
          j4."description"
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
            '{"reserved":"Reserved","available":"Available","planned":"Planned","active":"Active","deprecated":"Deprecated"}'::jsonb ->> t."status"::text,
            t."status"::text
          )
        )
      END,
      'role',
      CASE
        WHEN j5.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j5.id,
          'url',
          ($1::text || '/api/dcim/rack-roles/' || j5.id || '/'),
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
      'serial',
      t."serial",
      'asset_tag',
      t."asset_tag",
      'rack_type',
      CASE
        WHEN j6.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j6.id,
          'url',
          ($1::text || '/api/dcim/rack-types/' || j6.id || '/'),
          'display',
          j6."model"::text,
          'manufacturer',
          CASE
            WHEN j7.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j7.id,
              'url',
              ($1::text || '/api/dcim/manufacturers/' || j7.id || '/'),
              'display',
              j7."name"::text,
              'name',
              j7."name",
              'slug',
              j7."slug",
              'description',
              j7."description"
            )
          END,
          'model',
          j6."model",
          'slug',
          j6."slug",
          'description',
          j6."description",
          'rack_count',
          j6."rack_count"
        )
      END,
      'form_factor',
      CASE
        WHEN t."form_factor" IS NULL
        OR t."form_factor" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."form_factor",
          'label',
          COALESCE(
            '{"2-post-frame":"2-post frame","4-post-frame":"4-post frame","4-post-cabinet":"4-post cabinet","wall-frame":"Wall-mounted frame","wall-frame-vertical":"Wall-mounted frame (vertical)","wall-cabinet":"Wall-mounted cabinet","wall-cabinet-vertical":"Wall-mounted cabinet (vertical)"}'::jsonb ->> t."form_factor"::text,
            t."form_factor"::text
          )
        )
      END,
      'width',
      CASE
        WHEN t."width" IS NULL THEN NULL
        ELSE json_build_object(
          'value',
          t."width",
          'label',
          COALESCE(
            '{"10":"10 inches","19":"19 inches","21":"21 inches","23":"23 inches"}'::jsonb ->> t."width"::text,
            t."width"::text
          )
        )
      END,
      'u_height',
      t."u_height",
      'starting_unit',
      t."starting_unit",
      'weight',
      t."weight",
      'max_weight',
      t."max_weight",
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
      'desc_units',
      t."desc_units",
      'outer_width',
      t."outer_width",
      'outer_height',
      t."outer_height",
      'outer_depth',
      t."outer_depth",
      'outer_unit',
      CASE
        WHEN t."outer_unit" IS NULL
        OR t."outer_unit" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."outer_unit",
          'label',
          COALESCE('{"mm":"Millimeters","in":"Inches"}'::jsonb ->> t."outer_unit"::text, t."outer_unit"::text)
        )
      END,
      'mounting_depth',
      t."mounting_depth",
      'airflow',
      CASE
        WHEN t."airflow" IS NULL
        OR t."airflow" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."airflow",
          'label',
          COALESCE(
            '{"front-to-rear":"Front to rear","rear-to-front":"Rear to front"}'::jsonb ->> t."airflow"::text,
            t."airflow"::text
          )
        )
      END,
      'description',
      t."description",
      'owner',
      CASE
        WHEN j8.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j8.id,
          'url',
          ($1::text || '/api/users/owners/' || j8.id || '/'),
          'display',
          j8."name"::text,
          'name',
          j8."name",
          'description',
          j8."description"
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
              object_type = 'dcim.rack'
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
              ti.object_type = 'dcim.rack'
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
            object_types ? 'dcim.rack'
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
            t_cf.object_types ? 'dcim.rack'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'device_count',
      t."device_count",
      'powerfeed_count',
      t."powerfeed_count"
    )
  )::text AS j
FROM
  "dcim_rack" t
  LEFT JOIN "dcim_site" j1 ON j1.id = t."site_id"
  LEFT JOIN "dcim_location" j2 ON j2.id = t."location_id"
  LEFT JOIN "dcim_rackgroup" j3 ON j3.id = t."group_id"
  LEFT JOIN "tenancy_tenant" j4 ON j4.id = t."tenant_id"
  LEFT JOIN "dcim_rackrole" j5 ON j5.id = t."role_id"
  LEFT JOIN "dcim_racktype" j6 ON j6.id = t."rack_type_id"
  LEFT JOIN "dcim_manufacturer" j7 ON j7.id = j6."manufacturer_id"
  LEFT JOIN "users_owner" j8 ON j8.id = t."owner_id"
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
      ($1::text || '/api/dcim/racks/' || t.id || '/'),
      'display',
      t.name || COALESCE(' (' || t.facility_id || ')', ''),
      'name',
      t."name",
      'description',
      t."description",
      'device_count',
      t."device_count"
    )
  )::text AS j
FROM
  "dcim_rack" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_rack($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/racks/' || bx.id || '/'),
        'display',
        bx.name || COALESCE(' (' || bx.facility_id || ')', ''),
        'name',
        bx."name",
        'description',
        bx."description"
      )
    FROM
      "dcim_rack" bx
    WHERE
      bx.id = $2
  );
