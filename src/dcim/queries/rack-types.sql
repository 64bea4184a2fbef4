-- dcim.racktype: /api/dcim/rack-types/{id}/
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
      ($1::text || '/api/dcim/rack-types/' || t.id || '/'),
      'display_url',
      ($1::text || '/dcim/rack-types/' || t.id || '/'),
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
      'mounting_depth',
      t."mounting_depth",
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
      'tags',
      (
        CASE
          WHEN EXISTS (
            SELECT
              1
            FROM
              extras_taggeditem
            WHERE
              object_type = 'dcim.racktype'
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
              ti.object_type = 'dcim.racktype'
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
            object_types ? 'dcim.racktype'
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
            t_cf.object_types ? 'dcim.racktype'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'rack_count',
      t."rack_count"
    )
  )::text AS j
FROM
  "dcim_racktype" t
  LEFT JOIN "dcim_manufacturer" j1 ON j1.id = t."manufacturer_id"
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
      ($1::text || '/api/dcim/rack-types/' || t.id || '/'),
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
      'rack_count',
      t."rack_count"
    )
  )::text AS j
FROM
  "dcim_racktype" t
  LEFT JOIN "dcim_manufacturer" j1 ON j1.id = t."manufacturer_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_racktype($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/rack-types/' || bx.id || '/'),
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
        'rack_count',
        bx."rack_count"
      )
    FROM
      "dcim_racktype" bx
      LEFT JOIN "dcim_manufacturer" bj1 ON bj1.id = bx."manufacturer_id"
    WHERE
      bx.id = $2
  );
