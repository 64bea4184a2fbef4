-- vpn.tunneltermination: /api/vpn/tunnel-terminations/{id}/
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
      ($1::text || '/api/vpn/tunnel-terminations/' || t.id || '/'),
      'display_url',
      ($1::text || '/vpn/tunnel-terminations/' || t.id || '/'),
      'display',
      (
        SELECT
          tn.name
        FROM
          vpn_tunnel tn
        WHERE
          tn.id = t.tunnel_id
      ) || ': Termination ' || t.id,
      'tunnel',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/vpn/tunnels/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'description',
          j1."description"
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
          COALESCE('{"peer":"Peer","hub":"Hub","spoke":"Spoke"}'::jsonb ->> t."role"::text, t."role"::text)
        )
      END,
      'termination_type',
      t."termination_type",
      'termination_id',
      t."termination_id",
      'termination',
      CASE t."termination_type"
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
            j2_x.id = t."termination_id"
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
            j3_x.id = t."termination_id"
        )
      END,
      'outside_ip',
      CASE
        WHEN j4.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j4.id,
          'url',
          ($1::text || '/api/ipam/ip-addresses/' || j4.id || '/'),
          'display',
          j4."address"::text,
          'family',
          CASE
            WHEN (family(j4.address)) IS NULL THEN NULL
            ELSE json_build_object(
              'value',
              (family(j4.address)),
              'label',
              COALESCE('{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(j4.address))::text, (family(j4.address))::text)
            )
          END,
          'address',
          j4."address"::text,
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
              object_type = 'vpn.tunneltermination'
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
              ti.object_type = 'vpn.tunneltermination'
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
            object_types ? 'vpn.tunneltermination'
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
            t_cf.object_types ? 'vpn.tunneltermination'
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
  "vpn_tunneltermination" t
  LEFT JOIN "vpn_tunnel" j1 ON j1.id = t."tunnel_id"
  LEFT JOIN "ipam_ipaddress" j4 ON j4.id = t."outside_ip_id"
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
      ($1::text || '/api/vpn/tunnel-terminations/' || t.id || '/'),
      'display',
      (
        SELECT
          tn.name
        FROM
          vpn_tunnel tn
        WHERE
          tn.id = t.tunnel_id
      ) || ': Termination ' || t.id
    )
  )::text AS j
FROM
  "vpn_tunneltermination" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_vpn_tunneltermination($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/vpn/tunnel-terminations/' || bx.id || '/'),
        'display',
        (
          SELECT
            tn.name
          FROM
            vpn_tunnel tn
          WHERE
            tn.id = bx.tunnel_id
        ) || ': Termination ' || bx.id
      )
    FROM
      "vpn_tunneltermination" bx
    WHERE
      bx.id = $2
  );
