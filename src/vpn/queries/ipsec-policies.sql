-- vpn.ipsecpolicy: /api/vpn/ipsec-policies/{id}/
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
      ($1::text || '/api/vpn/ipsec-policies/' || t.id || '/'),
      'display_url',
      ($1::text || '/vpn/ipsec-policies/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description",
      'proposals',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "vpn_ipsecpolicy_proposals"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j1x.id,
                  'url',
                  ($1::text || '/api/vpn/ipsec-proposals/' || j1x.id || '/'),
                  'display',
                  j1x."name"::text,
                  'name',
                  j1x."name",
                  'description',
                  j1x."description"
                )
                ORDER BY
                  j1x.id
              ),
              '[]'::json
            )
          FROM
            "vpn_ipsecpolicy_proposals" j1
            JOIN "vpn_ipsecproposal" j1x ON j1x.id = j1."ipsecproposal_id"
          WHERE
            j1."ipsecpolicy_id" = t.id
        )
        ELSE '[]'::json
      END,
      'pfs_group',
      CASE
        WHEN t."pfs_group" IS NULL THEN NULL
        ELSE json_build_object(
          'value',
          t."pfs_group",
          'label',
          COALESCE(
            '{"1":"Group 1","2":"Group 2","5":"Group 5","14":"Group 14","15":"Group 15","16":"Group 16","17":"Group 17","18":"Group 18","19":"Group 19","20":"Group 20","21":"Group 21","22":"Group 22","23":"Group 23","24":"Group 24","25":"Group 25","26":"Group 26","27":"Group 27","28":"Group 28","29":"Group 29","30":"Group 30","31":"Group 31","32":"Group 32","33":"Group 33","34":"Group 34"}'::jsonb ->> t."pfs_group"::text,
            t."pfs_group"::text
          )
        )
      END,
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
              object_type = 'vpn.ipsecpolicy'
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
              ti.object_type = 'vpn.ipsecpolicy'
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
            object_types ? 'vpn.ipsecpolicy'
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
            t_cf.object_types ? 'vpn.ipsecpolicy'
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
  "vpn_ipsecpolicy" t
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
      ($1::text || '/api/vpn/ipsec-policies/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "vpn_ipsecpolicy" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_vpn_ipsecpolicy($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/vpn/ipsec-policies/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'name',
        bx."name",
        'description',
        bx."description"
      )
    FROM
      "vpn_ipsecpolicy" bx
    WHERE
      bx.id = $2
  );
