-- vpn.l2vpntermination: /api/vpn/l2vpn-terminations/{id}/
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
      ($1::text || '/api/vpn/l2vpn-terminations/' || t.id || '/'),
      'display_url',
      ($1::text || '/vpn/l2vpn-terminations/' || t.id || '/'),
      'display',
      COALESCE(
        CASE t.assigned_object_type
          WHEN 'dcim.interface' THEN (
            SELECT
              lo.name || CASE
                WHEN lo.label <> '' THEN ' (' || lo.label || ')'
                ELSE ''
              END
            FROM
              "dcim_interface" lo
            WHERE
              lo.id = t.assigned_object_id
          )
          WHEN 'ipam.vlan' THEN (
            SELECT
              lo.name || ' (' || lo.vid || ')'
            FROM
              "ipam_vlan" lo
            WHERE
              lo.id = t.assigned_object_id
          )
          WHEN 'virtualization.vminterface' THEN (
            SELECT
              lo."name"::text
            FROM
              "virtualization_vminterface" lo
            WHERE
              lo.id = t.assigned_object_id
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
          lv.id = t.l2vpn_id
      ),
      'l2vpn',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/vpn/l2vpns/' || j1.id || '/'),
          'display',
          j1.name || CASE
            WHEN j1.identifier IS NOT NULL
            AND j1.identifier <> 0 THEN ' (' || j1.identifier || ')'
            ELSE ''
          END,
          'identifier',
          j1."identifier",
          'name',
          j1."name",
          'slug',
          j1."slug",
          'type',
          CASE
            WHEN j1."type" IS NULL
            OR j1."type" = '' THEN NULL
            ELSE json_build_object(
              'value',
              j1."type",
              'label',
              COALESCE(
                '{"vpws":"VPWS","vpls":"VPLS","vxlan":"VXLAN","vxlan-evpn":"VXLAN-EVPN","mpls-evpn":"MPLS EVPN","pbb-evpn":"PBB EVPN","evpn-vpws":"EVPN VPWS","epl":"EPL","evpl":"EVPL","ep-lan":"Ethernet Private LAN","evp-lan":"Ethernet Virtual Private LAN","ep-tree":"Ethernet Private Tree","evp-tree":"Ethernet Virtual Private Tree","spb":"SPB"}'::jsonb ->> j1."type"::text,
                j1."type"::text
              )
            )
          END,
          'description',
          j1."description"
        )
      END,
      'assigned_object_type',
      t."assigned_object_type",
      'assigned_object_id',
      t."assigned_object_id",
      'assigned_object',
      CASE t."assigned_object_type"
        WHEN 'dcim.interface' THEN (
          SELECT
            json_build_object(
              'id',
              j2_x.id,
              'url',
              ($1::text || '/api/dcim/interfaces/' || j2_x.id || '/'),
              'display',
              j2_x.name || CASE
                WHEN j2_x.label <> '' THEN ' (' || j2_x.label || ')'
                ELSE ''
              END,
              'device',
              CASE
                WHEN j2_j1.id IS NULL THEN NULL
                ELSE json_build_object(
                  'id',
                  j2_j1.id,
                  'url',
                  ($1::text || '/api/dcim/devices/' || j2_j1.id || '/'),
                  'display',
                  COALESCE(
                    COALESCE(
                      j2_j1.name,
                      (
                        SELECT
                          vc.name || ':' || COALESCE(j2_j1.vc_position::text, 'None')
                        FROM
                          dcim_virtualchassis vc
                        WHERE
                          vc.id = j2_j1.virtual_chassis_id
                      )
                    ) || COALESCE(' (' || j2_j1.asset_tag || ')', ''),
                    (
                      SELECT
                        m.name || ' ' || dt.model
                      FROM
                        dcim_devicetype dt
                        JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                      WHERE
                        dt.id = j2_j1.device_type_id
                    ) || ' (' || COALESCE(j2_j1.asset_tag, j2_j1.id::text) || ')'
                  ),
                  'name',
                  j2_j1."name",
                  'description',
                  j2_j1."description"
                )
              END,
              'name',
              j2_x."name",
              'description',
              j2_x."description",
              'cable',
              CASE
                WHEN j2_j2.id IS NULL THEN NULL
                ELSE json_build_object(
                  'id',
                  j2_j2.id,
                  'url',
                  ($1::text || '/api/dcim/cables/' || j2_j2.id || '/'),
                  'display',
                  COALESCE(NULLIF(j2_j2.label, ''), '#' || j2_j2.id),
                  'label',
                  j2_j2."label",
                  'description',
                  j2_j2."description"
                )
              END,
              '_occupied',
              (
                (
                  j2_x.mark_connected
                  OR j2_x.cable_id IS NOT NULL
                  OR j2_x.wireless_link_id IS NOT NULL
                )
              ),
              'connection_status',
              (
                SELECT
                  CASE
                    WHEN cp.is_active THEN json_build_object('value', TRUE, 'label', 'Connected')
                    ELSE json_build_object('value', FALSE, 'label', 'Planned')
                  END
                FROM
                  dcim_cablepath cp
                WHERE
                  cp.id = j2_x._path_id
              )
            )
          FROM
            "dcim_interface" j2_x
            LEFT JOIN "dcim_device" j2_j1 ON j2_j1.id = j2_x."device_id"
            LEFT JOIN "dcim_cable" j2_j2 ON j2_j2.id = j2_x."cable_id"
          WHERE
            j2_x.id = t."assigned_object_id"
        )
        WHEN 'ipam.vlan' THEN (
          SELECT
            json_build_object(
              'id',
              j3_x.id,
              'url',
              ($1::text || '/api/ipam/vlans/' || j3_x.id || '/'),
              'display',
              j3_x.name || ' (' || j3_x.vid || ')',
              'vid',
              j3_x."vid",
              'name',
              j3_x."name",
              'description',
              j3_x."description"
            )
          FROM
            "ipam_vlan" j3_x
          WHERE
            j3_x.id = t."assigned_object_id"
        )
        WHEN 'virtualization.vminterface' THEN (
          SELECT
            json_build_object(
              'id',
              j4_x.id,
              'url',
              ($1::text || '/api/virtualization/interfaces/' || j4_x.id || '/'),
              'display',
              j4_x."name"::text,
              'virtual_machine',
              CASE
                WHEN j4_j1.id IS NULL THEN NULL
                ELSE json_build_object(
                  'id',
                  j4_j1.id,
                  'url',
                  ($1::text || '/api/virtualization/virtual-machines/' || j4_j1.id || '/'),
                  'display',
                  j4_j1."name"::text,
                  'name',
                  j4_j1."name",
                  'description',
                  j4_j1."description"
                )
              END,
              'name',
              j4_x."name",
              'description',
              j4_x."description"
            )
          FROM
            "virtualization_vminterface" j4_x
            LEFT JOIN "virtualization_virtualmachine" j4_j1 ON j4_j1.id = j4_x."virtual_machine_id"
          WHERE
            j4_x.id = t."assigned_object_id"
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
              object_type = 'vpn.l2vpntermination'
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
              ti.object_type = 'vpn.l2vpntermination'
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
            object_types ? 'vpn.l2vpntermination'
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
            t_cf.object_types ? 'vpn.l2vpntermination'
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
  "vpn_l2vpntermination" t
  LEFT JOIN "vpn_l2vpn" j1 ON j1.id = t."l2vpn_id"
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
      ($1::text || '/api/vpn/l2vpn-terminations/' || t.id || '/'),
      'display',
      COALESCE(
        CASE t.assigned_object_type
          WHEN 'dcim.interface' THEN (
            SELECT
              lo.name || CASE
                WHEN lo.label <> '' THEN ' (' || lo.label || ')'
                ELSE ''
              END
            FROM
              "dcim_interface" lo
            WHERE
              lo.id = t.assigned_object_id
          )
          WHEN 'ipam.vlan' THEN (
            SELECT
              lo.name || ' (' || lo.vid || ')'
            FROM
              "ipam_vlan" lo
            WHERE
              lo.id = t.assigned_object_id
          )
          WHEN 'virtualization.vminterface' THEN (
            SELECT
              lo."name"::text
            FROM
              "virtualization_vminterface" lo
            WHERE
              lo.id = t.assigned_object_id
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
          lv.id = t.l2vpn_id
      ),
      'l2vpn',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/vpn/l2vpns/' || j1.id || '/'),
          'display',
          j1.name || CASE
            WHEN j1.identifier IS NOT NULL
            AND j1.identifier <> 0 THEN ' (' || j1.identifier || ')'
            ELSE ''
          END,
          'identifier',
          j1."identifier",
          'name',
          j1."name",
          'slug',
          j1."slug",
          'type',
          CASE
            WHEN j1."type" IS NULL
            OR j1."type" = '' THEN NULL
            ELSE json_build_object(
              'value',
              j1."type",
              'label',
              COALESCE(
                '{"vpws":"VPWS","vpls":"VPLS","vxlan":"VXLAN","vxlan-evpn":"VXLAN-EVPN","mpls-evpn":"MPLS EVPN","pbb-evpn":"PBB EVPN","evpn-vpws":"EVPN VPWS","epl":"EPL","evpl":"EVPL","ep-lan":"Ethernet Private LAN","evp-lan":"Ethernet Virtual Private LAN","ep-tree":"Ethernet Private Tree","evp-tree":"Ethernet Virtual Private Tree","spb":"SPB"}'::jsonb ->> j1."type"::text,
                j1."type"::text
              )
            )
          END,
          'description',
          j1."description"
        )
      END
    )
  )::text AS j
FROM
  "vpn_l2vpntermination" t
  LEFT JOIN "vpn_l2vpn" j1 ON j1.id = t."l2vpn_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_vpn_l2vpntermination($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/vpn/l2vpn-terminations/' || bx.id || '/'),
        'display',
        COALESCE(
          CASE bx.assigned_object_type
            WHEN 'dcim.interface' THEN (
              SELECT
                lo.name || CASE
                  WHEN lo.label <> '' THEN ' (' || lo.label || ')'
                  ELSE ''
                END
              FROM
                "dcim_interface" lo
              WHERE
                lo.id = bx.assigned_object_id
            )
            WHEN 'ipam.vlan' THEN (
              SELECT
                lo.name || ' (' || lo.vid || ')'
              FROM
                "ipam_vlan" lo
              WHERE
                lo.id = bx.assigned_object_id
            )
            WHEN 'virtualization.vminterface' THEN (
              SELECT
                lo."name"::text
              FROM
                "virtualization_vminterface" lo
              WHERE
                lo.id = bx.assigned_object_id
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
            lv.id = bx.l2vpn_id
        ),
        'l2vpn',
        CASE
          WHEN bj1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj1.id,
            'url',
            ($1::text || '/api/vpn/l2vpns/' || bj1.id || '/'),
            'display',
            bj1.name || CASE
              WHEN bj1.identifier IS NOT NULL
              AND bj1.identifier <> 0 THEN ' (' || bj1.identifier || ')'
              ELSE ''
            END,
            'identifier',
            bj1."identifier",
            'name',
            bj1."name",
            'slug',
            bj1."slug",
            'type',
            CASE
              WHEN bj1."type" IS NULL
              OR bj1."type" = '' THEN NULL
              ELSE json_build_object(
                'value',
                bj1."type",
                'label',
                COALESCE(
                  '{"vpws":"VPWS","vpls":"VPLS","vxlan":"VXLAN","vxlan-evpn":"VXLAN-EVPN","mpls-evpn":"MPLS EVPN","pbb-evpn":"PBB EVPN","evpn-vpws":"EVPN VPWS","epl":"EPL","evpl":"EVPL","ep-lan":"Ethernet Private LAN","evp-lan":"Ethernet Virtual Private LAN","ep-tree":"Ethernet Private Tree","evp-tree":"Ethernet Virtual Private Tree","spb":"SPB"}'::jsonb ->> bj1."type"::text,
                  bj1."type"::text
                )
              )
            END,
            'description',
            bj1."description"
          )
        END
      )
    FROM
      "vpn_l2vpntermination" bx
      LEFT JOIN "vpn_l2vpn" bj1 ON bj1.id = bx."l2vpn_id"
    WHERE
      bx.id = $2
  );
