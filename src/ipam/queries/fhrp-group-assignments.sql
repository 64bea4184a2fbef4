-- ipam.fhrpgroupassignment: /api/ipam/fhrp-group-assignments/{id}/
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
      ($1::text || '/api/ipam/fhrp-group-assignments/' || t.id || '/'),
      'display',
      COALESCE(
        CASE t.interface_type
          WHEN 'dcim.interface' THEN (
            SELECT
              fi.name || CASE
                WHEN fi.label <> '' THEN ' (' || fi.label || ')'
                ELSE ''
              END
            FROM
              "dcim_interface" fi
            WHERE
              fi.id = t.interface_id
          )
          WHEN 'virtualization.vminterface' THEN (
            SELECT
              fi."name"::text
            FROM
              "virtualization_vminterface" fi
            WHERE
              fi.id = t.interface_id
          )
        END,
        ''
      ) || ': ' || (
        SELECT
          COALESCE(NULLIF(fg.name, '') || ' ', '') || (
            '{"vrrp2":"VRRPv2","vrrp3":"VRRPv3","carp":"CARP","clusterxl":"ClusterXL","hsrp":"HSRP","glbp":"GLBP","other":"Other"}'::jsonb ->> fg.protocol::text
          ) || ': ' || fg.group_id || COALESCE(
            ' (' || (
              SELECT
                fa.address::text
              FROM
                ipam_ipaddress fa
              WHERE
                fa.assigned_object_type = 'ipam.fhrpgroup'
                AND fa.assigned_object_id = fg.id
              ORDER BY
                host(fa.address)::inet,
                fa.id
              LIMIT
                1
            ) || ')',
            ''
          )
        FROM
          ipam_fhrpgroup fg
        WHERE
          fg.id = t.group_id
      ) || ' (' || t.priority || ')',
      'group',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/ipam/fhrp-groups/' || j1.id || '/'),
          'display',
          COALESCE(NULLIF(j1.name, '') || ' ', '') || (
            '{"vrrp2":"VRRPv2","vrrp3":"VRRPv3","carp":"CARP","clusterxl":"ClusterXL","hsrp":"HSRP","glbp":"GLBP","other":"Other"}'::jsonb ->> j1.protocol::text
          ) || ': ' || j1.group_id || COALESCE(
            ' (' || (
              SELECT
                fa.address::text
              FROM
                ipam_ipaddress fa
              WHERE
                fa.assigned_object_type = 'ipam.fhrpgroup'
                AND fa.assigned_object_id = j1.id
              ORDER BY
                host(fa.address)::inet,
                fa.id
              LIMIT
                1
            ) || ')',
            ''
          ),
          'protocol',
          j1."protocol",
          'group_id',
          j1."group_id",
          'description',
          j1."description"
        )
      END,
      'interface_type',
      t."interface_type",
      'interface_id',
      t."interface_id",
      'interface',
      CASE t."interface_type"
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
            j2_x.id = t."interface_id"
        )
        WHEN 'virtualization.vminterface' THEN (
          SELECT
            json_build_object(
              'id',
              j3_x.id,
              'url',
              ($1::text || '/api/virtualization/interfaces/' || j3_x.id || '/'),
              'display',
              j3_x."name"::text,
              'virtual_machine',
              CASE
                WHEN j3_j1.id IS NULL THEN NULL
                ELSE json_build_object(
                  'id',
                  j3_j1.id,
                  'url',
                  ($1::text || '/api/virtualization/virtual-machines/' || j3_j1.id || '/'),
                  'display',
                  j3_j1."name"::text,
                  'name',
                  j3_j1."name",
                  'description',
                  j3_j1."description"
                )
              END,
              'name',
              j3_x."name",
              'description',
              j3_x."description"
            )
          FROM
            "virtualization_vminterface" j3_x
            LEFT JOIN "virtualization_virtualmachine" j3_j1 ON j3_j1.id = j3_x."virtual_machine_id"
          WHERE
            j3_x.id = t."interface_id"
        )
      END,
      'priority',
      t."priority",
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z')
    )
  )::text AS j
FROM
  "ipam_fhrpgroupassignment" t
  LEFT JOIN "ipam_fhrpgroup" j1 ON j1.id = t."group_id"
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
      ($1::text || '/api/ipam/fhrp-group-assignments/' || t.id || '/'),
      'display',
      COALESCE(
        CASE t.interface_type
          WHEN 'dcim.interface' THEN (
            SELECT
              fi.name || CASE
                WHEN fi.label <> '' THEN ' (' || fi.label || ')'
                ELSE ''
              END
            FROM
              "dcim_interface" fi
            WHERE
              fi.id = t.interface_id
          )
          WHEN 'virtualization.vminterface' THEN (
            SELECT
              fi."name"::text
            FROM
              "virtualization_vminterface" fi
            WHERE
              fi.id = t.interface_id
          )
        END,
        ''
      ) || ': ' || (
        SELECT
          COALESCE(NULLIF(fg.name, '') || ' ', '') || (
            '{"vrrp2":"VRRPv2","vrrp3":"VRRPv3","carp":"CARP","clusterxl":"ClusterXL","hsrp":"HSRP","glbp":"GLBP","other":"Other"}'::jsonb ->> fg.protocol::text
          ) || ': ' || fg.group_id || COALESCE(
            ' (' || (
              SELECT
                fa.address::text
              FROM
                ipam_ipaddress fa
              WHERE
                fa.assigned_object_type = 'ipam.fhrpgroup'
                AND fa.assigned_object_id = fg.id
              ORDER BY
                host(fa.address)::inet,
                fa.id
              LIMIT
                1
            ) || ')',
            ''
          )
        FROM
          ipam_fhrpgroup fg
        WHERE
          fg.id = t.group_id
      ) || ' (' || t.priority || ')',
      'group',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/ipam/fhrp-groups/' || j1.id || '/'),
          'display',
          COALESCE(NULLIF(j1.name, '') || ' ', '') || (
            '{"vrrp2":"VRRPv2","vrrp3":"VRRPv3","carp":"CARP","clusterxl":"ClusterXL","hsrp":"HSRP","glbp":"GLBP","other":"Other"}'::jsonb ->> j1.protocol::text
          ) || ': ' || j1.group_id || COALESCE(
            ' (' || (
              SELECT
                fa.address::text
              FROM
                ipam_ipaddress fa
              WHERE
                fa.assigned_object_type = 'ipam.fhrpgroup'
                AND fa.assigned_object_id = j1.id
              ORDER BY
                host(fa.address)::inet,
                fa.id
              LIMIT
                1
            ) || ')',
            ''
          ),
          'protocol',
          j1."protocol",
          'group_id',
          j1."group_id",
          'description',
          j1."description"
        )
      END,
      'interface_type',
      t."interface_type",
      'interface_id',
      t."interface_id",
      'priority',
      t."priority"
    )
  )::text AS j
FROM
  "ipam_fhrpgroupassignment" t
  LEFT JOIN "ipam_fhrpgroup" j1 ON j1.id = t."group_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_ipam_fhrpgroupassignment($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/ipam/fhrp-group-assignments/' || bx.id || '/'),
        'display',
        COALESCE(
          CASE bx.interface_type
            WHEN 'dcim.interface' THEN (
              SELECT
                fi.name || CASE
                  WHEN fi.label <> '' THEN ' (' || fi.label || ')'
                  ELSE ''
                END
              FROM
                "dcim_interface" fi
              WHERE
                fi.id = bx.interface_id
            )
            WHEN 'virtualization.vminterface' THEN (
              SELECT
                fi."name"::text
              FROM
                "virtualization_vminterface" fi
              WHERE
                fi.id = bx.interface_id
            )
          END,
          ''
        ) || ': ' || (
          SELECT
            COALESCE(NULLIF(fg.name, '') || ' ', '') || (
              '{"vrrp2":"VRRPv2","vrrp3":"VRRPv3","carp":"CARP","clusterxl":"ClusterXL","hsrp":"HSRP","glbp":"GLBP","other":"Other"}'::jsonb ->> fg.protocol::text
            ) || ': ' || fg.group_id || COALESCE(
              ' (' || (
                SELECT
                  fa.address::text
                FROM
                  ipam_ipaddress fa
                WHERE
                  fa.assigned_object_type = 'ipam.fhrpgroup'
                  AND fa.assigned_object_id = fg.id
                ORDER BY
                  host(fa.address)::inet,
                  fa.id
                LIMIT
                  1
              ) || ')',
              ''
            )
          FROM
            ipam_fhrpgroup fg
          WHERE
            fg.id = bx.group_id
        ) || ' (' || bx.priority || ')',
        'group',
        CASE
          WHEN bj1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj1.id,
            'url',
            ($1::text || '/api/ipam/fhrp-groups/' || bj1.id || '/'),
            'display',
            COALESCE(NULLIF(bj1.name, '') || ' ', '') || (
              '{"vrrp2":"VRRPv2","vrrp3":"VRRPv3","carp":"CARP","clusterxl":"ClusterXL","hsrp":"HSRP","glbp":"GLBP","other":"Other"}'::jsonb ->> bj1.protocol::text
            ) || ': ' || bj1.group_id || COALESCE(
              ' (' || (
                SELECT
                  fa.address::text
                FROM
                  ipam_ipaddress fa
                WHERE
                  fa.assigned_object_type = 'ipam.fhrpgroup'
                  AND fa.assigned_object_id = bj1.id
                ORDER BY
                  host(fa.address)::inet,
                  fa.id
                LIMIT
                  1
              ) || ')',
              ''
            ),
            'protocol',
            bj1."protocol",
            'group_id',
            bj1."group_id",
            'description',
            bj1."description"
          )
        END,
        'interface_type',
        bx."interface_type",
        'interface_id',
        bx."interface_id",
        'priority',
        bx."priority"
      )
    FROM
      "ipam_fhrpgroupassignment" bx
      LEFT JOIN "ipam_fhrpgroup" bj1 ON bj1.id = bx."group_id"
    WHERE
      bx.id = $2
  );
