-- ipam.ipaddress: /api/ipam/ip-addresses/{id}/
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
      ($1::text || '/api/ipam/ip-addresses/' || t.id || '/'),
      'display_url',
      ($1::text || '/ipam/ip-addresses/' || t.id || '/'),
      'display',
      t."address"::text,
      'family',
      CASE
        WHEN (family(t.address)) IS NULL THEN NULL
        ELSE json_build_object(
          'value',
          (family(t.address)),
          'label',
          COALESCE('{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(t.address))::text, (family(t.address))::text)
        )
      END,
      'address',
      t."address"::text,
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
      'status',
      CASE
        WHEN t."status" IS NULL
        OR t."status" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."status",
          'label',
          COALESCE(
            '{"active":"Active","reserved":"Reserved","deprecated":"Deprecated","dhcp":"DHCP","slaac":"SLAAC"}'::jsonb ->> t."status"::text,
            t."status"::text
          )
        )
      END,
      'role',
      CASE
        WHEN t."role" IS NULL
        OR t."role" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."role",
          'label',
          COALESCE(
            '{"loopback":"Loopback","secondary":"Secondary","anycast":"Anycast","vip":"VIP","vrrp":"VRRP","hsrp":"HSRP","glbp":"GLBP","carp":"CARP"}'::jsonb ->> t."role"::text,
            t."role"::text
          )
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
              j3_x.id,
              'url',
              ($1::text || '/api/dcim/interfaces/' || j3_x.id || '/'),
              'display',
              j3_x.name || CASE
                WHEN j3_x.label <> '' THEN ' (' || j3_x.label || ')'
                ELSE ''
              END,
              'device',
              CASE
                WHEN j3_j1.id IS NULL THEN NULL
                ELSE json_build_object(
                  'id',
                  j3_j1.id,
                  'url',
                  ($1::text || '/api/dcim/devices/' || j3_j1.id || '/'),
                  'display',
                  COALESCE(
                    COALESCE(
                      j3_j1.name,
                      (
                        SELECT
                          vc.name || ':' || COALESCE(j3_j1.vc_position::text, 'None')
                        FROM
                          dcim_virtualchassis vc
                        WHERE
                          vc.id = j3_j1.virtual_chassis_id
                      )
                    ) || COALESCE(' (' || j3_j1.asset_tag || ')', ''),
                    (
                      SELECT
                        m.name || ' ' || dt.model
                      FROM
                        dcim_devicetype dt
                        JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                      WHERE
                        dt.id = j3_j1.device_type_id
                    ) || ' (' || COALESCE(j3_j1.asset_tag, j3_j1.id::text) || ')'
                  ),
                  'name',
                  j3_j1."name",
                  'description',
                  j3_j1."description"
                )
              END,
              'name',
              j3_x."name",
              'description',
              j3_x."description",
              'cable',
              CASE
                WHEN j3_j2.id IS NULL THEN NULL
                ELSE json_build_object(
                  'id',
                  j3_j2.id,
                  'url',
                  ($1::text || '/api/dcim/cables/' || j3_j2.id || '/'),
                  'display',
                  COALESCE(NULLIF(j3_j2.label, ''), '#' || j3_j2.id),
                  'label',
                  j3_j2."label",
                  'description',
                  j3_j2."description"
                )
              END,
              '_occupied',
              (
                (
                  j3_x.mark_connected
                  OR j3_x.cable_id IS NOT NULL
                  OR j3_x.wireless_link_id IS NOT NULL
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
                  cp.id = j3_x._path_id
              )
            )
          FROM
            "dcim_interface" j3_x
            LEFT JOIN "dcim_device" j3_j1 ON j3_j1.id = j3_x."device_id"
            LEFT JOIN "dcim_cable" j3_j2 ON j3_j2.id = j3_x."cable_id"
          WHERE
            j3_x.id = t."assigned_object_id"
        )
        WHEN 'ipam.fhrpgroup' THEN (
          SELECT
            json_build_object(
              'id',
              j4_x.id,
              'url',
              ($1::text || '/api/ipam/fhrp-groups/' || j4_x.id || '/'),
              'display',
              COALESCE(NULLIF(j4_x.name, '') || ' ', '') || (
                '{"vrrp2":"VRRPv2","vrrp3":"VRRPv3","carp":"CARP","clusterxl":"ClusterXL","hsrp":"HSRP","glbp":"GLBP","other":"Other"}'::jsonb ->> j4_x.protocol::text
              ) || ': ' || j4_x.group_id || COALESCE(
                ' (' || (
                  SELECT
                    fa.address::text
                  FROM
                    ipam_ipaddress fa
                  WHERE
                    fa.assigned_object_type = 'ipam.fhrpgroup'
                    AND fa.assigned_object_id = j4_x.id
                  ORDER BY
                    host(fa.address)::inet,
                    fa.id
                  LIMIT
                    1
                ) || ')',
                ''
              ),
              'protocol',
              j4_x."protocol",
              'group_id',
              j4_x."group_id",
              'description',
              j4_x."description"
            )
          FROM
            "ipam_fhrpgroup" j4_x
          WHERE
            j4_x.id = t."assigned_object_id"
        )
        WHEN 'virtualization.vminterface' THEN (
          SELECT
            json_build_object(
              'id',
              j5_x.id,
              'url',
              ($1::text || '/api/virtualization/interfaces/' || j5_x.id || '/'),
              'display',
              j5_x."name"::text,
              'virtual_machine',
              CASE
                WHEN j5_j1.id IS NULL THEN NULL
                ELSE json_build_object(
                  'id',
                  j5_j1.id,
                  'url',
                  ($1::text || '/api/virtualization/virtual-machines/' || j5_j1.id || '/'),
                  'display',
                  j5_j1."name"::text,
                  'name',
                  j5_j1."name",
                  'description',
                  j5_j1."description"
                )
              END,
              'name',
              j5_x."name",
              'description',
              j5_x."description"
            )
          FROM
            "virtualization_vminterface" j5_x
            LEFT JOIN "virtualization_virtualmachine" j5_j1 ON j5_j1.id = j5_x."virtual_machine_id"
          WHERE
            j5_x.id = t."assigned_object_id"
        )
      END,
      'nat_inside',
      CASE
        WHEN j6.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j6.id,
          'url',
          ($1::text || '/api/ipam/ip-addresses/' || j6.id || '/'),
          'display_url',
          ($1::text || '/ipam/ip-addresses/' || j6.id || '/'),
          'display',
          j6."address"::text,
          'family',
          (family(j6.address)),
          'address',
          j6."address"::text
        )
      END,
      'nat_outside',
      (
        (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  tnox.id,
                  'url',
                  ($1::text || '/api/ipam/ip-addresses/' || tnox.id || '/'),
                  'display_url',
                  ($1::text || '/ipam/ip-addresses/' || tnox.id || '/'),
                  'display',
                  tnox."address"::text,
                  'family',
                  (family(tnox.address)),
                  'address',
                  tnox."address"::text
                )
                ORDER BY
                  host(tnox.address)::inet,
                  tnox.id
              ),
              '[]'::json
            )
          FROM
            "ipam_ipaddress" tnox
          WHERE
            tnox.nat_inside_id = t.id
        )
      ),
      'dns_name',
      t."dns_name",
      'description',
      t."description",
      'owner',
      CASE
        WHEN j7.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j7.id,
          'url',
          ($1::text || '/api/users/owners/' || j7.id || '/'),
          'display',
          j7."name"::text,
          'name',
          j7."name",
          'description',
          j7."description"
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
              object_type = 'ipam.ipaddress'
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
              ti.object_type = 'ipam.ipaddress'
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
            object_types ? 'ipam.ipaddress'
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
            t_cf.object_types ? 'ipam.ipaddress'
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
  "ipam_ipaddress" t
  LEFT JOIN "ipam_vrf" j1 ON j1.id = t."vrf_id"
  LEFT JOIN "tenancy_tenant" j2 ON j2.id = t."tenant_id"
  LEFT JOIN "ipam_ipaddress" j6 ON j6.id = t."nat_inside_id"
  LEFT JOIN "users_owner" j7 ON j7.id = t."owner_id"
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
      ($1::text || '/api/ipam/ip-addresses/' || t.id || '/'),
      'display',
      t."address"::text,
      'family',
      CASE
        WHEN (family(t.address)) IS NULL THEN NULL
        ELSE json_build_object(
          'value',
          (family(t.address)),
          'label',
          COALESCE('{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(t.address))::text, (family(t.address))::text)
        )
      END,
      'address',
      t."address"::text,
      'description',
      t."description"
    )
  )::text AS j
FROM
  "ipam_ipaddress" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_ipam_ipaddress($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/ipam/ip-addresses/' || bx.id || '/'),
        'display',
        bx."address"::text,
        'family',
        CASE
          WHEN (family(bx.address)) IS NULL THEN NULL
          ELSE json_build_object(
            'value',
            (family(bx.address)),
            'label',
            COALESCE('{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(bx.address))::text, (family(bx.address))::text)
          )
        END,
        'address',
        bx."address"::text,
        'description',
        bx."description"
      )
    FROM
      "ipam_ipaddress" bx
    WHERE
      bx.id = $2
  );
