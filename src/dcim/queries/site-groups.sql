-- dcim.sitegroup: /api/dcim/site-groups/{id}/
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
      ($1::text || '/api/dcim/site-groups/' || t.id || '/'),
      'display_url',
      ($1::text || '/dcim/site-groups/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'slug',
      t."slug",
      'parent',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/dcim/site-groups/' || j1.id || '/'),
          'display_url',
          ($1::text || '/dcim/site-groups/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'slug',
          j1."slug",
          '_depth',
          j1."_depth"
        )
      END,
      'description',
      t."description",
      'tags',
      (
        CASE
          WHEN EXISTS (
            SELECT
              1
            FROM
              extras_taggeditem
            WHERE
              object_type = 'dcim.sitegroup'
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
              ti.object_type = 'dcim.sitegroup'
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
            object_types ? 'dcim.sitegroup'
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
            t_cf.object_types ? 'dcim.sitegroup'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'site_count',
      t."site_count",
      'prefix_count',
      t."prefix_count",
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
      '_depth',
      t."_depth"
    )
  )::text AS j
FROM
  "dcim_sitegroup" t
  LEFT JOIN "dcim_sitegroup" j1 ON j1.id = t."parent_id"
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
      ($1::text || '/api/dcim/site-groups/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'slug',
      t."slug",
      'description',
      t."description",
      'site_count',
      t."site_count",
      '_depth',
      t."_depth"
    )
  )::text AS j
FROM
  "dcim_sitegroup" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_sitegroup($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/site-groups/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'name',
        bx."name",
        'slug',
        bx."slug",
        'description',
        bx."description",
        'site_count',
        bx."site_count",
        '_depth',
        bx."_depth"
      )
    FROM
      "dcim_sitegroup" bx
    WHERE
      bx.id = $2
  );
