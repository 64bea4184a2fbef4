-- extras.configtemplate: /api/extras/config-templates/{id}/
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
      ($1::text || '/api/extras/config-templates/' || t.id || '/'),
      'display_url',
      ($1::text || '/extras/config-templates/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description",
      'environment_params',
      t."environment_params",
      'template_code',
      t."template_code",
      'mime_type',
      t."mime_type",
      'file_name',
      t."file_name",
      'file_extension',
      t."file_extension",
      'as_attachment',
      t."as_attachment",
      'debug',
      t."debug",
      'data_source',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/core/data-sources/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'data_path',
      t."data_path",
      'data_file',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/core/data-files/' || j2.id || '/'),
          'display',
          j2."path"::text,
          'path',
          j2."path"
        )
      END,
      'auto_sync_enabled',
      t."auto_sync_enabled",
      'data_synced',
      replace(to_char(t."data_synced" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
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
              object_type = 'extras.configtemplate'
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
              ti.object_type = 'extras.configtemplate'
              AND ti.object_id = t.id
          )
          ELSE '[]'::json
        END
      ),
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z')
    )
  )::text AS j
FROM
  "extras_configtemplate" t
  LEFT JOIN "core_datasource" j1 ON j1.id = t."data_source_id"
  LEFT JOIN "core_datafile" j2 ON j2.id = t."data_file_id"
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
      ($1::text || '/api/extras/config-templates/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "extras_configtemplate" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_extras_configtemplate($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/extras/config-templates/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'name',
        bx."name",
        'description',
        bx."description"
      )
    FROM
      "extras_configtemplate" bx
    WHERE
      bx.id = $2
  );
