-- circuits.provider: /api/circuits/providers/{id}/
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
      ($1::text || '/api/circuits/providers/' || t.id || '/'),
      'display_url',
      ($1::text || '/circuits/providers/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'slug',
      t."slug",
      'accounts',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "circuits_provideraccount"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j1x.id,
                  'url',
                  ($1::text || '/api/circuits/provider-accounts/' || j1x.id || '/'),
                  'display_url',
                  ($1::text || '/circuits/provider-accounts/' || j1x.id || '/'),
                  'display',
                  j1x.account || COALESCE(' (' || NULLIF(j1x.name, '') || ')', ''),
                  'name',
                  j1x."name",
                  'account',
                  j1x."account"
                )
                ORDER BY
                  j1x.account,
                  j1x.id
              ),
              '[]'::json
            )
          FROM
            "circuits_provideraccount" j1x
          WHERE
            j1x."provider_id" = t.id
        )
        ELSE '[]'::json
      END,
      'description',
      t."description",
      'comments',
      t."comments",
      'asns',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "circuits_provider_asns"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j2x.id,
                  'url',
                  ($1::text || '/api/ipam/asns/' || j2x.id || '/'),
                  'display',
                  'AS' || j2x.asn || CASE
                    WHEN j2x.asn >= 65536 THEN ' (' || (j2x.asn / 65536) || '.' || (j2x.asn % 65536) || ')'
                    ELSE ''
                  END,
                  'asn',
                  j2x."asn",
                  'description',
                  j2x."description"
                )
                ORDER BY
                  j2x.id
              ),
              '[]'::json
            )
          FROM
            "circuits_provider_asns" j2
            JOIN "ipam_asn" j2x ON j2x.id = j2."asn_id"
          WHERE
            j2."provider_id" = t.id
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
              object_type = 'circuits.provider'
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
              ti.object_type = 'circuits.provider'
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
            object_types ? 'circuits.provider'
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
            t_cf.object_types ? 'circuits.provider'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'circuit_count',
      t."circuit_count",
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
      END
    )
  )::text AS j
FROM
  "circuits_provider" t
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
      ($1::text || '/api/circuits/providers/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'slug',
      t."slug",
      'description',
      t."description",
      'circuit_count',
      t."circuit_count"
    )
  )::text AS j
FROM
  "circuits_provider" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_circuits_provider($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/circuits/providers/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'name',
        bx."name",
        'slug',
        bx."slug",
        'description',
        bx."description"
      )
    FROM
      "circuits_provider" bx
    WHERE
      bx.id = $2
  );
