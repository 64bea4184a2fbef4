-- vpn.l2vpn: /api/vpn/l2vpns/{id}/
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
      ($1::text || '/api/vpn/l2vpns/' || t.id || '/'),
      'display_url',
      ($1::text || '/vpn/l2vpns/' || t.id || '/'),
      'display',
      t.name || CASE
        WHEN t.identifier IS NOT NULL
        AND t.identifier <> 0 THEN ' (' || t.identifier || ')'
        ELSE ''
      END,
      'identifier',
      t."identifier",
      'name',
      t."name",
      'slug',
      t."slug",
      'type',
      CASE
        WHEN t."type" IS NULL
        OR t."type" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."type",
          'label',
          COALESCE(
            '{"vpws":"VPWS","vpls":"VPLS","vxlan":"VXLAN","vxlan-evpn":"VXLAN-EVPN","mpls-evpn":"MPLS EVPN","pbb-evpn":"PBB EVPN","evpn-vpws":"EVPN VPWS","epl":"EPL","evpl":"EVPL","ep-lan":"Ethernet Private LAN","evp-lan":"Ethernet Virtual Private LAN","ep-tree":"Ethernet Private Tree","evp-tree":"Ethernet Virtual Private Tree","spb":"SPB"}'::jsonb ->> t."type"::text,
            t."type"::text
          )
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
            '{"active":"Active","planned":"Planned","decommissioning":"Decommissioning"}'::jsonb ->> t."status"::text,
            t."status"::text
          )
        )
      END,
      'import_targets',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "vpn_l2vpn_import_targets"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j1x.id,
                  'url',
                  ($1::text || '/api/ipam/route-targets/' || j1x.id || '/'),
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
            "vpn_l2vpn_import_targets" j1
            JOIN "ipam_routetarget" j1x ON j1x.id = j1."routetarget_id"
          WHERE
            j1."l2vpn_id" = t.id
        )
        ELSE '[]'::json
      END,
      'export_targets',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "vpn_l2vpn_export_targets"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j2x.id,
                  'url',
                  ($1::text || '/api/ipam/route-targets/' || j2x.id || '/'),
                  'display',
                  j2x."name"::text,
                  'name',
                  j2x."name",
                  'description',
                  j2x."description"
                )
                ORDER BY
                  j2x.id
              ),
              '[]'::json
            )
          FROM
            "vpn_l2vpn_export_targets" j2
            JOIN "ipam_routetarget" j2x ON j2x.id = j2."routetarget_id"
          WHERE
            j2."l2vpn_id" = t.id
        )
        ELSE '[]'::json
      END,
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
      'tags',
      (
        CASE
          WHEN EXISTS (
            SELECT
              1
            FROM
              extras_taggeditem
            WHERE
              object_type = 'vpn.l2vpn'
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
              ti.object_type = 'vpn.l2vpn'
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
            object_types ? 'vpn.l2vpn'
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
            t_cf.object_types ? 'vpn.l2vpn'
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
  "vpn_l2vpn" t
  LEFT JOIN "users_owner" j3 ON j3.id = t."owner_id"
  LEFT JOIN "tenancy_tenant" j4 ON j4.id = t."tenant_id"
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
      ($1::text || '/api/vpn/l2vpns/' || t.id || '/'),
      'display',
      t.name || CASE
        WHEN t.identifier IS NOT NULL
        AND t.identifier <> 0 THEN ' (' || t.identifier || ')'
        ELSE ''
      END,
      'identifier',
      t."identifier",
      'name',
      t."name",
      'slug',
      t."slug",
      'type',
      CASE
        WHEN t."type" IS NULL
        OR t."type" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."type",
          'label',
          COALESCE(
            '{"vpws":"VPWS","vpls":"VPLS","vxlan":"VXLAN","vxlan-evpn":"VXLAN-EVPN","mpls-evpn":"MPLS EVPN","pbb-evpn":"PBB EVPN","evpn-vpws":"EVPN VPWS","epl":"EPL","evpl":"EVPL","ep-lan":"Ethernet Private LAN","evp-lan":"Ethernet Virtual Private LAN","ep-tree":"Ethernet Private Tree","evp-tree":"Ethernet Virtual Private Tree","spb":"SPB"}'::jsonb ->> t."type"::text,
            t."type"::text
          )
        )
      END,
      'description',
      t."description"
    )
  )::text AS j
FROM
  "vpn_l2vpn" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_vpn_l2vpn($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/vpn/l2vpns/' || bx.id || '/'),
        'display',
        bx.name || CASE
          WHEN bx.identifier IS NOT NULL
          AND bx.identifier <> 0 THEN ' (' || bx.identifier || ')'
          ELSE ''
        END,
        'identifier',
        bx."identifier",
        'name',
        bx."name",
        'slug',
        bx."slug",
        'type',
        CASE
          WHEN bx."type" IS NULL
          OR bx."type" = '' THEN NULL
          ELSE json_build_object(
            'value',
            bx."type",
            'label',
            COALESCE(
              '{"vpws":"VPWS","vpls":"VPLS","vxlan":"VXLAN","vxlan-evpn":"VXLAN-EVPN","mpls-evpn":"MPLS EVPN","pbb-evpn":"PBB EVPN","evpn-vpws":"EVPN VPWS","epl":"EPL","evpl":"EVPL","ep-lan":"Ethernet Private LAN","evp-lan":"Ethernet Virtual Private LAN","ep-tree":"Ethernet Private Tree","evp-tree":"Ethernet Virtual Private Tree","spb":"SPB"}'::jsonb ->> bx."type"::text,
              bx."type"::text
            )
          )
        END,
        'description',
        bx."description"
      )
    FROM
      "vpn_l2vpn" bx
    WHERE
      bx.id = $2
  );
