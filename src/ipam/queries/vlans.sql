-- ipam.vlan: /api/ipam/vlans/{id}/
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
      ($1::text || '/api/ipam/vlans/' || t.id || '/'),
      'display_url',
      ($1::text || '/ipam/vlans/' || t.id || '/'),
      'display',
      t.name || ' (' || t.vid || ')',
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
      'group',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/ipam/vlan-groups/' || j2.id || '/'),
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
      'vid',
      t."vid",
      'name',
      t."name",
      'tenant',
      CASE
        WHEN j3.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j3.id,
          'url',
          ($1::text || '/api/tenancy/tenants/' || j3.id || '/'),
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
      'status',
      CASE
        WHEN t."status" IS NULL
        OR t."status" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."status",
          'label',
          COALESCE(
            '{"active":"Active","reserved":"Reserved","deprecated":"Deprecated"}'::jsonb ->> t."status"::text,
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
      'description',
      t."description",
      'qinq_role',
      CASE
        WHEN t."qinq_role" IS NULL
        OR t."qinq_role" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."qinq_role",
          'label',
          COALESCE('{"svlan":"Service","cvlan":"Customer"}'::jsonb ->> t."qinq_role"::text, t."qinq_role"::text)
        )
      END,
      'qinq_svlan',
      CASE
        WHEN j5.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j5.id,
          'url',
          ($1::text || '/api/ipam/vlans/' || j5.id || '/'),
          'display',
          j5.name || ' (' || j5.vid || ')',
          'vid',
          j5."vid",
          'name',
          j5."name",
          'description',
          j5."description"
        )
      END,
      'owner',
      CASE
        WHEN j6.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j6.id,
          'url',
          ($1::text || '/api/users/owners/' || j6.id || '/'),
          'display',
          j6."name"::text,
          'name',
          j6."name",
          'description',
          j6."description"
        )
      END,
      'comments',
      t."comments",
      'l2vpn_termination',
      (
        (
          SELECT
            json_build_object(
              'id',
              tltx.id,
              'url',
              ($1::text || '/api/vpn/l2vpn-terminations/' || tltx.id || '/'),
              'display',
              COALESCE(
                CASE tltx.assigned_object_type
                  WHEN 'dcim.interface' THEN (
                    SELECT
                      lo.name || CASE
                        WHEN lo.label <> '' THEN ' (' || lo.label || ')'
                        ELSE ''
                      END
                    FROM
                      "dcim_interface" lo
                    WHERE
                      lo.id = tltx.assigned_object_id
                  )
                  WHEN 'ipam.vlan' THEN (
                    SELECT
                      lo.name || ' (' || lo.vid || ')'
                    FROM
                      "ipam_vlan" lo
                    WHERE
                      lo.id = tltx.assigned_object_id
                  )
                  WHEN 'virtualization.vminterface' THEN (
                    SELECT
                      lo."name"::text
                    FROM
                      "virtualization_vminterface" lo
                    WHERE
                      lo.id = tltx.assigned_object_id
                  )
                END,
                ''
              ) || ' <> ' || (
                SELECT
                  lv.name || CASE
                    WHEN lv.identifier IS NOT NULL
                    AND lv.identifier <> 0 THEN ' (' || lv.identifier || ')'
                    ELSE ''
                  END
                FROM
                  vpn_l2vpn lv
                WHERE
                  lv.id = tltx.l2vpn_id
              ),
              'l2vpn',
              CASE
                WHEN tltj1.id IS NULL THEN NULL
                ELSE json_build_object(
                  'id',
                  tltj1.id,
                  'url',
                  ($1::text || '/api/vpn/l2vpns/' || tltj1.id || '/'),
                  'display',
                  tltj1.name || CASE
                    WHEN tltj1.identifier IS NOT NULL
                    AND tltj1.identifier <> 0 THEN ' (' || tltj1.identifier || ')'
                    ELSE ''
                  END,
                  'identifier',
                  tltj1."identifier",
                  'name',
                  tltj1."name",
                  'slug',
                  tltj1."slug",
                  'type',
                  CASE
                    WHEN tltj1."type" IS NULL
                    OR tltj1."type" = '' THEN NULL
                    ELSE json_build_object(
                      'value',
                      tltj1."type",
                      'label',
                      COALESCE(
                        '{"vpws":"VPWS","vpls":"VPLS","vxlan":"VXLAN","vxlan-evpn":"VXLAN-EVPN","mpls-evpn":"MPLS EVPN","pbb-evpn":"PBB EVPN","evpn-vpws":"EVPN VPWS","epl":"EPL","evpl":"EVPL","ep-lan":"Ethernet Private LAN","evp-lan":"Ethernet Virtual Private LAN","ep-tree":"Ethernet Private Tree","evp-tree":"Ethernet Virtual Private Tree","spb":"SPB"}'::jsonb ->> tltj1."type"::text,
                        tltj1."type"::text
                      )
                    )
                  END,
                  'description',
                  tltj1."description"
                )
              END
            )
          FROM
            "vpn_l2vpntermination" tltx
            LEFT JOIN "vpn_l2vpn" tltj1 ON tltj1.id = tltx."l2vpn_id"
          WHERE
            tltx.id = (
              SELECT
                x.id
              FROM
                vpn_l2vpntermination x
              WHERE
                x.assigned_object_type = 'ipam.vlan'
                AND x.assigned_object_id = t.id
            )
        )
      ),
      'tags',
      (
        CASE
          WHEN EXISTS (
            SELECT
              1
            FROM
              extras_taggeditem
            WHERE
              object_type = 'ipam.vlan'
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
              ti.object_type = 'ipam.vlan'
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
            object_types ? 'ipam.vlan'
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
            t_cf.object_types ? 'ipam.vlan'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'prefix_count',
      t."prefix_count"
    )
  )::text AS j
FROM
  "ipam_vlan" t
  LEFT JOIN "dcim_site" j1 ON j1.id = t."site_id"
  LEFT JOIN "ipam_vlangroup" j2 ON j2.id = t."group_id"
  LEFT JOIN "tenancy_tenant" j3 ON j3.id = t."tenant_id"
  LEFT JOIN "ipam_role" j4 ON j4.id = t."role_id"
  LEFT JOIN "ipam_vlan" j5 ON j5.id = t."qinq_svlan_id"
  LEFT JOIN "users_owner" j6 ON j6.id = t."owner_id"
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
      ($1::text || '/api/ipam/vlans/' || t.id || '/'),
      'display',
      t.name || ' (' || t.vid || ')',
      'vid',
      t."vid",
      'name',
      t."name",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "ipam_vlan" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_ipam_vlan($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/ipam/vlans/' || bx.id || '/'),
        'display',
        bx.name || ' (' || bx.vid || ')',
        'vid',
        bx."vid",
        'name',
        bx."name",
        'description',
        bx."description"
      )
    FROM
      "ipam_vlan" bx
    WHERE
      bx.id = $2
  );
