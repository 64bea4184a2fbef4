-- ipam.prefix: /api/ipam/prefixes/{id}/
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
      ($1::text || '/api/ipam/prefixes/' || t.id || '/'),
      'display_url',
      ($1::text || '/ipam/prefixes/' || t.id || '/'),
      'display',
      t."prefix"::text,
      'family',
      CASE
        WHEN (family(t.prefix)) IS NULL THEN NULL
        ELSE json_build_object(
          'value',
          (family(t.prefix)),
          'label',
          COALESCE('{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(t.prefix))::text, (family(t.prefix))::text)
        )
      END,
      'prefix',
      t."prefix"::text,
      'vrf',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/ipam/vrfs/' || j1.id || '/'),
          'display',
          j1.name || COALESCE(' (' || j1.rd || ')', ''),
          'name',
          j1."name",
          'rd',
          j1."rd",
          'description',
          j1."description"
        )
      END,
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
      END,
      'tenant',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/tenancy/tenants/' || j2.id || '/'),
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
      'vlan',
      CASE
        WHEN j3.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j3.id,
          'url',
          ($1::text || '/api/ipam/vlans/' || j3.id || '/'),
          'display',
          j3.name || ' (' || j3.vid || ')',
          'vid',
          j3."vid",
          'name',
          j3."name",
          'description',
          j3."description"
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
            '{"container":"Container","active":"Active","reserved":"Reserved","deprecated":"Deprecated"}'::jsonb ->> t."status"::text,
            t."status"::text
          )
        )
      END,
      'role',
      CASE
        WHEN j4.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j4.id,
          'url',
          ($1::text || '/api/ipam/roles/' || j4.id || '/'),
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
      'is_pool',
      t."is_pool",
      'mark_utilized',
      t."mark_utilized",
      'description',
      t."description",
      'owner',
      CASE
        WHEN j5.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j5.id,
          'url',
          ($1::text || '/api/users/owners/' || j5.id || '/'),
          'display',
          j5."name"::text,
          'name',
          j5."name",
          'description',
          j5."description"
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
              object_type = 'ipam.prefix'
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
              ti.object_type = 'ipam.prefix'
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
            object_types ? 'ipam.prefix'
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
            t_cf.object_types ? 'ipam.prefix'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'children',
      t."_children",
      '_depth',
      t."_depth"
    )
  )::text AS j
FROM
  "ipam_prefix" t
  LEFT JOIN "ipam_vrf" j1 ON j1.id = t."vrf_id"
  LEFT JOIN "tenancy_tenant" j2 ON j2.id = t."tenant_id"
  LEFT JOIN "ipam_vlan" j3 ON j3.id = t."vlan_id"
  LEFT JOIN "ipam_role" j4 ON j4.id = t."role_id"
  LEFT JOIN "users_owner" j5 ON j5.id = t."owner_id"
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
      ($1::text || '/api/ipam/prefixes/' || t.id || '/'),
      'display',
      t."prefix"::text,
      'family',
      CASE
        WHEN (family(t.prefix)) IS NULL THEN NULL
        ELSE json_build_object(
          'value',
          (family(t.prefix)),
          'label',
          COALESCE('{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(t.prefix))::text, (family(t.prefix))::text)
        )
      END,
      'prefix',
      t."prefix"::text,
      'description',
      t."description",
      '_depth',
      t."_depth"
    )
  )::text AS j
FROM
  "ipam_prefix" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_ipam_prefix($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/ipam/prefixes/' || bx.id || '/'),
        'display',
        bx."prefix"::text,
        'family',
        CASE
          WHEN (family(bx.prefix)) IS NULL THEN NULL
          ELSE json_build_object(
            'value',
            (family(bx.prefix)),
            'label',
            COALESCE('{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(bx.prefix))::text, (family(bx.prefix))::text)
          )
        END,
        'prefix',
        bx."prefix"::text,
        'description',
        bx."description",
        '_depth',
        bx."_depth"
      )
    FROM
      "ipam_prefix" bx
    WHERE
      bx.id = $2
  );
