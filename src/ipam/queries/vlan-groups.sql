-- ipam.vlangroup: /api/ipam/vlan-groups/{id}/
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
      ($1::text || '/api/ipam/vlan-groups/' || t.id || '/'),
      'display_url',
      ($1::text || '/ipam/vlan-groups/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'slug',
      t."slug",
      'scope_type',
      t."scope_type",
      'scope_id',
      t."scope_id",
      'scope',
      CASE t."scope_type"
        WHEN 'dcim.region' THEN inv_brief_dcim_region ($1::text, t."scope_id")
        WHEN 'dcim.sitegroup' THEN inv_brief_dcim_sitegroup ($1::text, t."scope_id")
        WHEN 'dcim.site' THEN inv_brief_dcim_site ($1::text, t."scope_id")
        WHEN 'dcim.location' THEN inv_brief_dcim_location ($1::text, t."scope_id")
        WHEN 'dcim.rack' THEN inv_brief_dcim_rack ($1::text, t."scope_id")
        WHEN 'virtualization.clustergroup' THEN inv_brief_virtualization_clustergroup ($1::text, t."scope_id")
        WHEN 'virtualization.cluster' THEN inv_brief_virtualization_cluster ($1::text, t."scope_id")
      END,
      'vid_ranges',
      t."vid_ranges",
      'total_vlan_ids',
      t."total_vlan_ids",
      'tenant',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/tenancy/tenants/' || j1.id || '/'),
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
      'description',
      t."description",
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
              object_type = 'ipam.vlangroup'
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
              ti.object_type = 'ipam.vlangroup'
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
            object_types ? 'ipam.vlangroup'
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
            t_cf.object_types ? 'ipam.vlangroup'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'vlan_count',
      t."vlan_count",
      'utilization',
      (
        (
          SELECT
            CASE
              WHEN u.v LIKE '%.%' THEN u.v
              ELSE u.v || '.0'
            END
          FROM
            (
              SELECT
                round(t.vlan_count * 100.0 / NULLIF(t.total_vlan_ids, 0), 2)::float8::text AS v
            ) u
        )
      )
    )
  )::text AS j
FROM
  "ipam_vlangroup" t
  LEFT JOIN "tenancy_tenant" j1 ON j1.id = t."tenant_id"
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
      ($1::text || '/api/ipam/vlan-groups/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'slug',
      t."slug",
      'description',
      t."description",
      'vlan_count',
      t."vlan_count"
    )
  )::text AS j
FROM
  "ipam_vlangroup" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_ipam_vlangroup($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/ipam/vlan-groups/' || bx.id || '/'),
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
      "ipam_vlangroup" bx
    WHERE
      bx.id = $2
  );
