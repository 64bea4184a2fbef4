-- virtualization.vminterface: /api/virtualization/interfaces/{id}/
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
      ($1::text || '/api/virtualization/interfaces/' || t.id || '/'),
      'display_url',
      ($1::text || '/virtualization/interfaces/' || t.id || '/'),
      'display',
      t."name"::text,
      'virtual_machine',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/virtualization/virtual-machines/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'name',
      t."name",
      'enabled',
      t."enabled",
      'parent',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/virtualization/interfaces/' || j2.id || '/'),
          'display_url',
          ($1::text || '/virtualization/interfaces/' || j2.id || '/'),
          'display',
          j2."name"::text,
          'virtual_machine',
          CASE
            WHEN j3.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j3.id,
              'url',
              ($1::text || '/api/virtualization/virtual-machines/' || j3.id || '/'),
              'display_url',
              ($1::text || '/virtualization/virtual-machines/' || j3.id || '/'),
              'display',
              j3."name"::text,
              'name',
              j3."name"
            )
          END,
          'name',
          j2."name"
        )
      END,
      'bridge',
      CASE
        WHEN j4.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j4.id,
          'url',
          ($1::text || '/api/virtualization/interfaces/' || j4.id || '/'),
          'display_url',
          ($1::text || '/virtualization/interfaces/' || j4.id || '/'),
          'display',
          j4."name"::text,
          'virtual_machine',
          CASE
            WHEN j5.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j5.id,
              'url',
              ($1::text || '/api/virtualization/virtual-machines/' || j5.id || '/'),
              'display_url',
              ($1::text || '/virtualization/virtual-machines/' || j5.id || '/'),
              'display',
              j5."name"::text,
              'name',
              j5."name"
            )
          END,
          'name',
          j4."name"
        )
      END,
      'mtu',
      t."mtu",
      'mac_address',
      (
        (
          SELECT
            upper(m.mac_address::text)
          FROM
            dcim_macaddress m
          WHERE
            m.id = t.primary_mac_address_id
        )
      ),
      'primary_mac_address',
      CASE
        WHEN j6.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j6.id,
          'url',
          ($1::text || '/api/dcim/mac-addresses/' || j6.id || '/'),
          'display',
          upper(j6.mac_address::text),
          'mac_address',
          upper(j6."mac_address"::text),
          'description',
          j6."description"
        )
      END,
      'mac_addresses',
      (
        (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  tmax.id,
                  'url',
                  ($1::text || '/api/dcim/mac-addresses/' || tmax.id || '/'),
                  'display',
                  upper(tmax.mac_address::text),
                  'mac_address',
                  upper(tmax."mac_address"::text),
                  'description',
                  tmax."description"
                )
                ORDER BY
                  tmax.mac_address,
                  tmax.id
              ),
              '[]'::json
            )
          FROM
            "dcim_macaddress" tmax
          WHERE
            tmax.assigned_object_type = 'virtualization.vminterface'
            AND tmax.assigned_object_id = t.id
        )
      ),
      'description',
      t."description",
      'mode',
      CASE
        WHEN t."mode" IS NULL
        OR t."mode" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."mode",
          'label',
          COALESCE(
            '{"access":"Access","tagged":"Tagged","tagged-all":"Tagged (All)","q-in-q":"Q-in-Q (802.1ad)"}'::jsonb ->> t."mode"::text,
            t."mode"::text
          )
        )
      END,
      'vlan_translation_policy',
      CASE
        WHEN j7.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j7.id,
          'url',
          ($1::text || '/api/ipam/vlan-translation-policies/' || j7.id || '/'),
          'display',
          j7."name"::text,
          'name',
          j7."name",
          'description',
          j7."description"
        )
      END,
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
                x.assigned_object_type = 'virtualization.vminterface'
                AND x.assigned_object_id = t.id
            )
        )
      ),
      'untagged_vlan',
      CASE
        WHEN j8.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j8.id,
          'url',
          ($1::text || '/api/ipam/vlans/' || j8.id || '/'),
          'display',
          j8.name || ' (' || j8.vid || ')',
          'vid',
          j8."vid",
          'name',
          j8."name",
          'description',
          j8."description"
        )
      END,
      'tagged_vlans',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "virtualization_vminterface_tagged_vlans"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j9x.id,
                  'url',
                  ($1::text || '/api/ipam/vlans/' || j9x.id || '/'),
                  'display',
                  j9x.name || ' (' || j9x.vid || ')',
                  'vid',
                  j9x."vid",
                  'name',
                  j9x."name",
                  'description',
                  j9x."description"
                )
                ORDER BY
                  j9x.id
              ),
              '[]'::json
            )
          FROM
            "virtualization_vminterface_tagged_vlans" j9
            JOIN "ipam_vlan" j9x ON j9x.id = j9."vlan_id"
          WHERE
            j9."vminterface_id" = t.id
        )
        ELSE '[]'::json
      END,
      'qinq_svlan',
      CASE
        WHEN j10.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j10.id,
          'url',
          ($1::text || '/api/ipam/vlans/' || j10.id || '/'),
          'display',
          j10.name || ' (' || j10.vid || ')',
          'vid',
          j10."vid",
          'name',
          j10."name",
          'description',
          j10."description"
        )
      END,
      'vrf',
      CASE
        WHEN j11.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j11.id,
          'url',
          ($1::text || '/api/ipam/vrfs/' || j11.id || '/'),
          'display',
          j11.name || COALESCE(' (' || j11.rd || ')', ''),
          'name',
          j11."name",
          'rd',
          j11."rd",
          'description',
          j11."description"
        )
      END,
      'owner',
      CASE
        WHEN j12.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j12.id,
          'url',
          ($1::text || '/api/users/owners/' || j12.id || '/'),
          'display',
          j12."name"::text,
          'name',
          j12."name",
          'description',
          j12."description"
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
              object_type = 'virtualization.vminterface'
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
              ti.object_type = 'virtualization.vminterface'
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
            object_types ? 'virtualization.vminterface'
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
            t_cf.object_types ? 'virtualization.vminterface'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'count_ipaddresses',
      (
        (
          SELECT
            count(*)
          FROM
            ipam_ipaddress a
          WHERE
            a.assigned_object_type = 'virtualization.vminterface'
            AND a.assigned_object_id = t.id
        )
      ),
      'count_fhrp_groups',
      (
        (
          SELECT
            count(*)
          FROM
            ipam_fhrpgroupassignment fa
          WHERE
            fa.interface_type = 'virtualization.vminterface'
            AND fa.interface_id = t.id
        )
      )
    )
  )::text AS j
FROM
  "virtualization_vminterface" t
  LEFT JOIN "virtualization_virtualmachine" j1 ON j1.id = t."virtual_machine_id"
  LEFT JOIN "virtualization_vminterface" j2 ON j2.id = t."parent_id"
  LEFT JOIN "virtualization_virtualmachine" j3 ON j3.id = j2."virtual_machine_id"
  LEFT JOIN "virtualization_vminterface" j4 ON j4.id = t."bridge_id"
  LEFT JOIN "virtualization_virtualmachine" j5 ON j5.id = j4."virtual_machine_id"
  LEFT JOIN "dcim_macaddress" j6 ON j6.id = t."primary_mac_address_id"
  LEFT JOIN "ipam_vlantranslationpolicy" j7 ON j7.id = t."vlan_translation_policy_id"
  LEFT JOIN "ipam_vlan" j8 ON j8.id = t."untagged_vlan_id"
  LEFT JOIN "ipam_vlan" j10 ON j10.id = t."qinq_svlan_id"
  LEFT JOIN "ipam_vrf" j11 ON j11.id = t."vrf_id"
  LEFT JOIN "users_owner" j12 ON j12.id = t."owner_id"
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
      ($1::text || '/api/virtualization/interfaces/' || t.id || '/'),
      'display',
      t."name"::text,
      'virtual_machine',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/virtualization/virtual-machines/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'name',
      t."name",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "virtualization_vminterface" t
  LEFT JOIN "virtualization_virtualmachine" j1 ON j1.id = t."virtual_machine_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_virtualization_vminterface($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/virtualization/interfaces/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'virtual_machine',
        CASE
          WHEN bj1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj1.id,
            'url',
            ($1::text || '/api/virtualization/virtual-machines/' || bj1.id || '/'),
            'display',
            bj1."name"::text,
            'name',
            bj1."name",
            'description',
            bj1."description"
          )
        END,
        'name',
        bx."name",
        'description',
        bx."description"
      )
    FROM
      "virtualization_vminterface" bx
      LEFT JOIN "virtualization_virtualmachine" bj1 ON bj1.id = bx."virtual_machine_id"
    WHERE
      bx.id = $2
  );
