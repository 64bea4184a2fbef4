-- dcim.rearport: /api/dcim/rear-ports/{id}/
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
      ($1::text || '/api/dcim/rear-ports/' || t.id || '/'),
      'display_url',
      ($1::text || '/dcim/rear-ports/' || t.id || '/'),
      'display',
      t.name || CASE
        WHEN t.label <> '' THEN ' (' || t.label || ')'
        ELSE ''
      END,
      'device',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/dcim/devices/' || j1.id || '/'),
          'display',
          COALESCE(
            COALESCE(
              j1.name,
              (
                SELECT
                  vc.name || ':' || COALESCE(j1.vc_position::text, 'None')
                FROM
                  dcim_virtualchassis vc
                WHERE
                  vc.id = j1.virtual_chassis_id
              )
            ) || COALESCE(' (' || j1.asset_tag || ')', ''),
            (
              SELECT
                m.name || ' ' || dt.model
              FROM
                dcim_devicetype dt
                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
              WHERE
                dt.id = j1.device_type_id
            ) || ' (' || COALESCE(j1.asset_tag, j1.id::text) || ')'
          ),
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'module',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/dcim/modules/' || j2.id || '/'),
          'display',
          (
            SELECT
              b.name
            FROM
              dcim_modulebay b
            WHERE
              b.id = j2.module_bay_id
          ) || ': ' || (
            SELECT
              mt.model
            FROM
              dcim_moduletype mt
            WHERE
              mt.id = j2.module_type_id
          ) || ' (' || j2.id || ')',
          'device',
          CASE
            WHEN j3.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j3.id,
              'url',
              ($1::text || '/api/dcim/devices/' || j3.id || '/'),
              'display',
              COALESCE(
                COALESCE(
                  j3.name,
                  (
                    SELECT
                      vc.name || ':' || COALESCE(j3.vc_position::text, 'None')
                    FROM
                      dcim_virtualchassis vc
                    WHERE
                      vc.id = j3.virtual_chassis_id
                  )
                ) || COALESCE(' (' || j3.asset_tag || ')', ''),
                (
                  SELECT
                    m.name || ' ' || dt.model
                  FROM
                    dcim_devicetype dt
                    JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                  WHERE
                    dt.id = j3.device_type_id
                ) || ' (' || COALESCE(j3.asset_tag, j3.id::text) || ')'
              ),
              'name',
              j3."name",
              'description',
              j3."description"
            )
          END,
          'module_bay',
          CASE
            WHEN j4.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j4.id,
              'url',
              ($1::text || '/api/dcim/module-bays/' || j4.id || '/'),
              'display_url',
              ($1::text || '/dcim/module-bays/' || j4.id || '/'),
              'display',
              j4.name || CASE
                WHEN j4.label <> '' THEN ' (' || j4.label || ')'
                ELSE ''
              END,
              'name',
              j4."name"
            )
          END
        )
      END,
      'name',
      t."name",
      'label',
      t."label",
      'type',
      CASE
        WHEN t."type" IS NULL
        OR t."type" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."type",
          'label',
          COALESCE(
            '{"8p8c":"8P8C","8p6c":"8P6C","8p4c":"8P4C","8p2c":"8P2C","6p6c":"6P6C","6p4c":"6P4C","6p2c":"6P2C","4p4c":"4P4C","4p2c":"4P2C","gg45":"GG45","tera-4p":"TERA 4P","tera-2p":"TERA 2P","tera-1p":"TERA 1P","110-punch":"110 Punch","bnc":"BNC","f":"F Connector","n":"N Connector","mrj21":"MRJ21","fc":"FC","fc-pc":"FC/PC","fc-upc":"FC/UPC","fc-apc":"FC/APC","lc":"LC","lc-pc":"LC/PC","lc-upc":"LC/UPC","lc-apc":"LC/APC","mu":"MU","mu-pc":"MU/PC","mu-upc":"MU/UPC","mu-apc":"MU/APC","lsh":"LSH","lsh-pc":"LSH/PC","lsh-upc":"LSH/UPC","lsh-apc":"LSH/APC","lx5":"LX.5","lx5-pc":"LX.5/PC","lx5-upc":"LX.5/UPC","lx5-apc":"LX.5/APC","mpo":"MPO","mtrj":"MTRJ","sc":"SC","sc-pc":"SC/PC","sc-upc":"SC/UPC","sc-apc":"SC/APC","st":"ST","cs":"CS","sn":"SN","mdc":"MDC","sma-905":"SMA 905","sma-906":"SMA 906","urm-p2":"URM-P2","urm-p4":"URM-P4","urm-p8":"URM-P8","splice":"Splice","usb-a":"USB Type A","usb-b":"USB Type B","usb-c":"USB Type C","usb-mini-a":"USB Mini A","usb-mini-b":"USB Mini B","usb-micro-a":"USB Micro A","usb-micro-b":"USB Micro B","usb-micro-ab":"USB Micro AB","other":"Other"}'::jsonb ->> t."type"::text,
            t."type"::text
          )
        )
      END,
      'color',
      t."color",
      'positions',
      t."positions",
      'front_ports',
      (
        SELECT
          COALESCE(
            json_agg(
              json_build_object(
                'position',
                m."rear_port_position",
                'front_port',
                m."front_port_id",
                'front_port_position',
                m."front_port_position"
              )
              ORDER BY
                m."rear_port_position"
            ),
            '[]'::json
          )
        FROM
          "dcim_portmapping" m
        WHERE
          m."rear_port_id" = t.id
      ),
      'description',
      t."description",
      'mark_connected',
      t."mark_connected",
      'cable',
      CASE
        WHEN j5.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j5.id,
          'url',
          ($1::text || '/api/dcim/cables/' || j5.id || '/'),
          'display',
          COALESCE(NULLIF(j5.label, ''), '#' || j5.id),
          'label',
          j5."label",
          'description',
          j5."description"
        )
      END,
      'cable_end',
      t."cable_end",
      'link_peers',
      (
        CASE
          WHEN t.cable_id IS NULL THEN '[]'::json
          WHEN j6.profiled THEN (
            SELECT
              COALESCE(
                json_agg(
                  inv_brief (pp.peer_type, pp.peer_id, $1::text)
                  ORDER BY
                    pp.peer_ord
                ),
                '[]'::json
              )
            FROM
              inv_cable_profile_peers ('dcim.rearport', t.id) pp
          )
          ELSE j6.peers
        END
      ),
      'link_peers_type',
      (
        CASE
          WHEN t.cable_id IS NULL THEN NULL
          WHEN j6.profiled THEN (
            SELECT
              pp.peer_type
            FROM
              inv_cable_profile_peers ('dcim.rearport', t.id) pp
            ORDER BY
              pp.peer_ord
            LIMIT
              1
          )
          ELSE j6.peer_type
        END
      ),
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
      'tags',
      (
        CASE
          WHEN EXISTS (
            SELECT
              1
            FROM
              extras_taggeditem
            WHERE
              object_type = 'dcim.rearport'
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
              ti.object_type = 'dcim.rearport'
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
            object_types ? 'dcim.rearport'
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
            t_cf.object_types ? 'dcim.rearport'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      '_occupied',
      (
        (
          t.mark_connected
          OR t.cable_id IS NOT NULL
        )
      )
    )
  )::text AS j
FROM
  "dcim_rearport" t
  LEFT JOIN "dcim_device" j1 ON j1.id = t."device_id"
  LEFT JOIN "dcim_module" j2 ON j2.id = t."module_id"
  LEFT JOIN "dcim_device" j3 ON j3.id = j2."device_id"
  LEFT JOIN "dcim_modulebay" j4 ON j4.id = j2."module_bay_id"
  LEFT JOIN "dcim_cable" j5 ON j5.id = t."cable_id"
  LEFT JOIN LATERAL (
    SELECT
      c.profile <> '' AS profiled,
      far.peers,
      far.peer_type,
      NULL::jsonb AS ends,
      NULL::boolean AS active,
      FALSE AS same
    FROM
      (
        SELECT
          1
      ) one
      LEFT JOIN dcim_cable c ON c.id = t.cable_id
      LEFT JOIN LATERAL (
        SELECT
          COALESCE(
            json_agg(
              CASE ct.termination_type
                WHEN 'dcim.consoleport' THEN (
                  SELECT
                    json_build_object(
                      'id',
                      j6p0x.id,
                      'url',
                      ($1::text || '/api/dcim/console-ports/' || j6p0x.id || '/'),
                      'display',
                      j6p0x.name || CASE
                        WHEN j6p0x.label <> '' THEN ' (' || j6p0x.label || ')'
                        ELSE ''
                      END,
                      'device',
                      CASE
                        WHEN j6p0j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j6p0j1.id,
                          'url',
                          ($1::text || '/api/dcim/devices/' || j6p0j1.id || '/'),
                          'display',
                          COALESCE(
                            COALESCE(
                              j6p0j1.name,
                              (
                                SELECT
                                  vc.name || ':' || COALESCE(j6p0j1.vc_position::text, 'None')
                                FROM
                                  dcim_virtualchassis vc
                                WHERE
                                  vc.id = j6p0j1.virtual_chassis_id
                              )
                            ) || COALESCE(' (' || j6p0j1.asset_tag || ')', ''),
                            (
                              SELECT
                                m.name || ' ' || dt.model
                              FROM
                                dcim_devicetype dt
                                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                              WHERE
                                dt.id = j6p0j1.device_type_id
                            ) || ' (' || COALESCE(j6p0j1.asset_tag, j6p0j1.id::text) || ')'
                          ),
                          'name',
                          j6p0j1."name",
                          'description',
                          j6p0j1."description"
                        )
                      END,
                      'name',
                      j6p0x."name",
                      'description',
                      j6p0x."description",
                      'cable',
                      CASE
                        WHEN j6p0j2.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j6p0j2.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || j6p0j2.id || '/'),
                          'display',
                          COALESCE(NULLIF(j6p0j2.label, ''), '#' || j6p0j2.id),
                          'label',
                          j6p0j2."label",
                          'description',
                          j6p0j2."description"
                        )
                      END,
                      '_occupied',
                      (
                        (
                          j6p0x.mark_connected
                          OR j6p0x.cable_id IS NOT NULL
                        )
                      )
                    )
                  FROM
                    "dcim_consoleport" j6p0x
                    LEFT JOIN "dcim_device" j6p0j1 ON j6p0j1.id = j6p0x."device_id"
                    LEFT JOIN "dcim_cable" j6p0j2 ON j6p0j2.id = j6p0x."cable_id"
                  WHERE
                    j6p0x.id = ct.termination_id
                )
                WHEN 'dcim.consoleserverport' THEN (
                  SELECT
                    json_build_object(
                      'id',
                      j6p1x.id,
                      'url',
                      ($1::text || '/api/dcim/console-server-ports/' || j6p1x.id || '/'),
                      'display',
                      j6p1x.name || CASE
                        WHEN j6p1x.label <> '' THEN ' (' || j6p1x.label || ')'
                        ELSE ''
                      END,
                      'device',
                      CASE
                        WHEN j6p1j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j6p1j1.id,
                          'url',
                          ($1::text || '/api/dcim/devices/' || j6p1j1.id || '/'),
                          'display',
                          COALESCE(
                            COALESCE(
                              j6p1j1.name,
                              (
                                SELECT
                                  vc.name || ':' || COALESCE(j6p1j1.vc_position::text, 'None')
                                FROM
                                  dcim_virtualchassis vc
                                WHERE
                                  vc.id = j6p1j1.virtual_chassis_id
                              )
                            ) || COALESCE(' (' || j6p1j1.asset_tag || ')', ''),
                            (
                              SELECT
                                m.name || ' ' || dt.model
                              FROM
                                dcim_devicetype dt
                                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                              WHERE
                                dt.id = j6p1j1.device_type_id
                            ) || ' (' || COALESCE(j6p1j1.asset_tag, j6p1j1.id::text) || ')'
                          ),
                          'name',
                          j6p1j1."name",
                          'description',
                          j6p1j1."description"
                        )
                      END,
                      'name',
                      j6p1x."name",
                      'description',
                      j6p1x."description",
                      'cable',
                      CASE
                        WHEN j6p1j2.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j6p1j2.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || j6p1j2.id || '/'),
                          'display',
                          COALESCE(NULLIF(j6p1j2.label, ''), '#' || j6p1j2.id),
                          'label',
                          j6p1j2."label",
                          'description',
                          j6p1j2."description"
                        )
                      END,
                      '_occupied',
                      (
                        (
                          j6p1x.mark_connected
                          OR j6p1x.cable_id IS NOT NULL
                        )
                      )
                    )
                  FROM
                    "dcim_consoleserverport" j6p1x
                    LEFT JOIN "dcim_device" j6p1j1 ON j6p1j1.id = j6p1x."device_id"
                    LEFT JOIN "dcim_cable" j6p1j2 ON j6p1j2.id = j6p1x."cable_id"
                  WHERE
                    j6p1x.id = ct.termination_id
                )
                WHEN 'dcim.interface' THEN (
                  SELECT
                    json_build_object(
                      'id',
                      j6p2x.id,
                      'url',
                      ($1::text || '/api/dcim/interfaces/' || j6p2x.id || '/'),
                      'display',
                      j6p2x.name || CASE
                        WHEN j6p2x.label <> '' THEN ' (' || j6p2x.label || ')'
                        ELSE ''
                      END,
                      'device',
                      CASE
                        WHEN j6p2j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j6p2j1.id,
                          'url',
                          ($1::text || '/api/dcim/devices/' || j6p2j1.id || '/'),
                          'display',
                          COALESCE(
                            COALESCE(
                              j6p2j1.name,
                              (
                                SELECT
                                  vc.name || ':' || COALESCE(j6p2j1.vc_position::text, 'None')
                                FROM
                                  dcim_virtualchassis vc
                                WHERE
                                  vc.id = j6p2j1.virtual_chassis_id
                              )
                            ) || COALESCE(' (' || j6p2j1.asset_tag || ')', ''),
                            (
                              SELECT
                                m.name || ' ' || dt.model
                              FROM
                                dcim_devicetype dt
                                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                              WHERE
                                dt.id = j6p2j1.device_type_id
                            ) || ' (' || COALESCE(j6p2j1.asset_tag, j6p2j1.id::text) || ')'
                          ),
                          'name',
                          j6p2j1."name",
                          'description',
                          j6p2j1."description"
                        )
                      END,
                      'name',
                      j6p2x."name",
                      'description',
                      j6p2x."description",
                      'cable',
                      CASE
                        WHEN j6p2j2.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j6p2j2.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || j6p2j2.id || '/'),
                          'display',
                          COALESCE(NULLIF(j6p2j2.label, ''), '#' || j6p2j2.id),
                          'label',
                          j6p2j2."label",
                          'description',
                          j6p2j2."description"
                        )
                      END,
                      '_occupied',
                      (
                        (
                          j6p2x.mark_connected
                          OR j6p2x.cable_id IS NOT NULL
                          OR j6p2x.wireless_link_id IS NOT NULL
                        )
                      )
                    )
                  FROM
                    "dcim_interface" j6p2x
                    LEFT JOIN "dcim_device" j6p2j1 ON j6p2j1.id = j6p2x."device_id"
                    LEFT JOIN "dcim_cable" j6p2j2 ON j6p2j2.id = j6p2x."cable_id"
                  WHERE
                    j6p2x.id = ct.termination_id
                )
                WHEN 'dcim.frontport' THEN (
                  SELECT
                    json_build_object(
                      'id',
                      j6p3x.id,
                      'url',
                      ($1::text || '/api/dcim/front-ports/' || j6p3x.id || '/'),
                      'display',
                      j6p3x.name || CASE
                        WHEN j6p3x.label <> '' THEN ' (' || j6p3x.label || ')'
                        ELSE ''
                      END,
                      'device',
                      CASE
                        WHEN j6p3j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j6p3j1.id,
                          'url',
                          ($1::text || '/api/dcim/devices/' || j6p3j1.id || '/'),
                          'display',
                          COALESCE(
                            COALESCE(
                              j6p3j1.name,
                              (
                                SELECT
                                  vc.name || ':' || COALESCE(j6p3j1.vc_position::text, 'None')
                                FROM
                                  dcim_virtualchassis vc
                                WHERE
                                  vc.id = j6p3j1.virtual_chassis_id
                              )
                            ) || COALESCE(' (' || j6p3j1.asset_tag || ')', ''),
                            (
                              SELECT
                                m.name || ' ' || dt.model
                              FROM
                                dcim_devicetype dt
                                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                              WHERE
                                dt.id = j6p3j1.device_type_id
                            ) || ' (' || COALESCE(j6p3j1.asset_tag, j6p3j1.id::text) || ')'
                          ),
                          'name',
                          j6p3j1."name",
                          'description',
                          j6p3j1."description"
                        )
                      END,
                      'name',
                      j6p3x."name",
                      'description',
                      j6p3x."description",
                      'cable',
                      CASE
                        WHEN j6p3j2.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j6p3j2.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || j6p3j2.id || '/'),
                          'display',
                          COALESCE(NULLIF(j6p3j2.label, ''), '#' || j6p3j2.id),
                          'label',
                          j6p3j2."label",
                          'description',
                          j6p3j2."description"
                        )
                      END,
                      '_occupied',
                      (
                        (
                          j6p3x.mark_connected
                          OR j6p3x.cable_id IS NOT NULL
                        )
                      )
                    )
                  FROM
                    "dcim_frontport" j6p3x
                    LEFT JOIN "dcim_device" j6p3j1 ON j6p3j1.id = j6p3x."device_id"
                    LEFT JOIN "dcim_cable" j6p3j2 ON j6p3j2.id = j6p3x."cable_id"
                  WHERE
                    j6p3x.id = ct.termination_id
                )
                WHEN 'dcim.rearport' THEN (
                  SELECT
                    json_build_object(
                      'id',
                      j6p4x.id,
                      'url',
                      ($1::text || '/api/dcim/rear-ports/' || j6p4x.id || '/'),
                      'display',
                      j6p4x.name || CASE
                        WHEN j6p4x.label <> '' THEN ' (' || j6p4x.label || ')'
                        ELSE ''
                      END,
                      'device',
                      CASE
                        WHEN j6p4j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j6p4j1.id,
                          'url',
                          ($1::text || '/api/dcim/devices/' || j6p4j1.id || '/'),
                          'display',
                          COALESCE(
                            COALESCE(
                              j6p4j1.name,
                              (
                                SELECT
                                  vc.name || ':' || COALESCE(j6p4j1.vc_position::text, 'None')
                                FROM
                                  dcim_virtualchassis vc
                                WHERE
                                  vc.id = j6p4j1.virtual_chassis_id
                              )
                            ) || COALESCE(' (' || j6p4j1.asset_tag || ')', ''),
                            (
                              SELECT
                                m.name || ' ' || dt.model
                              FROM
                                dcim_devicetype dt
                                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                              WHERE
                                dt.id = j6p4j1.device_type_id
                            ) || ' (' || COALESCE(j6p4j1.asset_tag, j6p4j1.id::text) || ')'
                          ),
                          'name',
                          j6p4j1."name",
                          'description',
                          j6p4j1."description"
                        )
                      END,
                      'name',
                      j6p4x."name",
                      'description',
                      j6p4x."description",
                      'cable',
                      CASE
                        WHEN j6p4j2.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j6p4j2.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || j6p4j2.id || '/'),
                          'display',
                          COALESCE(NULLIF(j6p4j2.label, ''), '#' || j6p4j2.id),
                          'label',
                          j6p4j2."label",
                          'description',
                          j6p4j2."description"
                        )
                      END,
                      '_occupied',
                      (
                        (
                          j6p4x.mark_connected
                          OR j6p4x.cable_id IS NOT NULL
                        )
                      )
                    )
                  FROM
                    "dcim_rearport" j6p4x
                    LEFT JOIN "dcim_device" j6p4j1 ON j6p4j1.id = j6p4x."device_id"
                    LEFT JOIN "dcim_cable" j6p4j2 ON j6p4j2.id = j6p4x."cable_id"
                  WHERE
                    j6p4x.id = ct.termination_id
                )
                WHEN 'circuits.circuittermination' THEN (
                  SELECT
                    json_build_object(
                      'id',
                      j6p5x.id,
                      'url',
                      ($1::text || '/api/circuits/circuit-terminations/' || j6p5x.id || '/'),
                      'display',
                      (
                        SELECT
                          c.cid
                        FROM
                          circuits_circuit c
                        WHERE
                          c.id = j6p5x.circuit_id
                      ) || ': Termination ' || j6p5x.term_side,
                      'circuit',
                      CASE
                        WHEN j6p5j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j6p5j1.id,
                          'url',
                          ($1::text || '/api/circuits/circuits/' || j6p5j1.id || '/'),
                          'display',
                          j6p5j1."cid"::text,
                          'cid',
                          j6p5j1."cid",
                          'provider',
                          CASE
                            WHEN j6p5j2.id IS NULL THEN NULL
                            ELSE json_build_object(
                              'id',
                              j6p5j2.id,
                              'url',
                              ($1::text || '/api/circuits/providers/' || j6p5j2.id || '/'),
                              'display',
                              j6p5j2."name"::text,
                              'name',
                              j6p5j2."name",
                              'slug',
                              j6p5j2."slug",
                              'description',
                              j6p5j2."description"
                            )
                          END,
                          'description',
                          j6p5j1."description"
                        )
                      END,
                      'term_side',
                      j6p5x."term_side",
                      'description',
                      j6p5x."description",
                      'cable',
                      CASE
                        WHEN j6p5j3.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j6p5j3.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || j6p5j3.id || '/'),
                          'display',
                          COALESCE(NULLIF(j6p5j3.label, ''), '#' || j6p5j3.id),
                          'label',
                          j6p5j3."label",
                          'description',
                          j6p5j3."description"
                        )
                      END,
                      '_occupied',
                      (
                        (
                          j6p5x.mark_connected
                          OR j6p5x.cable_id IS NOT NULL
                        )
                      )
                    )
                  FROM
                    "circuits_circuittermination" j6p5x
                    LEFT JOIN "circuits_circuit" j6p5j1 ON j6p5j1.id = j6p5x."circuit_id"
                    LEFT JOIN "circuits_provider" j6p5j2 ON j6p5j2.id = j6p5j1."provider_id"
                    LEFT JOIN "dcim_cable" j6p5j3 ON j6p5j3.id = j6p5x."cable_id"
                  WHERE
                    j6p5x.id = ct.termination_id
                )
                ELSE inv_brief (ct.termination_type, ct.termination_id, $1::text)
              END
              ORDER BY
                ct.termination_id
            ),
            '[]'::json
          ) AS peers,
          jsonb_agg(
            ct.termination_type || ':' || ct.termination_id
            ORDER BY
              ct.termination_id
          ) AS nodes,
          min(ct.termination_type) AS peer_type
        FROM
          dcim_cabletermination ct
        WHERE
          ct.cable_id = c.id
          AND ct.cable_end = (
            CASE t.cable_end
              WHEN 'A' THEN 'B'
              ELSE 'A'
            END
          )
          AND c.profile = ''
      ) far ON TRUE
  ) j6 ON TRUE
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
      ($1::text || '/api/dcim/rear-ports/' || t.id || '/'),
      'display',
      t.name || CASE
        WHEN t.label <> '' THEN ' (' || t.label || ')'
        ELSE ''
      END,
      'device',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/dcim/devices/' || j1.id || '/'),
          'display',
          COALESCE(
            COALESCE(
              j1.name,
              (
                SELECT
                  vc.name || ':' || COALESCE(j1.vc_position::text, 'None')
                FROM
                  dcim_virtualchassis vc
                WHERE
                  vc.id = j1.virtual_chassis_id
              )
            ) || COALESCE(' (' || j1.asset_tag || ')', ''),
            (
              SELECT
                m.name || ' ' || dt.model
              FROM
                dcim_devicetype dt
                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
              WHERE
                dt.id = j1.device_type_id
            ) || ' (' || COALESCE(j1.asset_tag, j1.id::text) || ')'
          ),
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'name',
      t."name",
      'description',
      t."description",
      'cable',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/dcim/cables/' || j2.id || '/'),
          'display',
          COALESCE(NULLIF(j2.label, ''), '#' || j2.id),
          'label',
          j2."label",
          'description',
          j2."description"
        )
      END,
      '_occupied',
      (
        (
          t.mark_connected
          OR t.cable_id IS NOT NULL
        )
      )
    )
  )::text AS j
FROM
  "dcim_rearport" t
  LEFT JOIN "dcim_device" j1 ON j1.id = t."device_id"
  LEFT JOIN "dcim_cable" j2 ON j2.id = t."cable_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_rearport($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/rear-ports/' || bx.id || '/'),
        'display',
        bx.name || CASE
          WHEN bx.label <> '' THEN ' (' || bx.label || ')'
          ELSE ''
        END,
        'device',
        CASE
          WHEN bj1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj1.id,
            'url',
            ($1::text || '/api/dcim/devices/' || bj1.id || '/'),
            'display',
            COALESCE(
              COALESCE(
                bj1.name,
                (
                  SELECT
                    vc.name || ':' || COALESCE(bj1.vc_position::text, 'None')
                  FROM
                    dcim_virtualchassis vc
                  WHERE
                    vc.id = bj1.virtual_chassis_id
                )
              ) || COALESCE(' (' || bj1.asset_tag || ')', ''),
              (
                SELECT
                  m.name || ' ' || dt.model
                FROM
                  dcim_devicetype dt
                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                WHERE
                  dt.id = bj1.device_type_id
              ) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'
            ),
            'name',
            bj1."name",
            'description',
            bj1."description"
          )
        END,
        'name',
        bx."name",
        'description',
        bx."description",
        'cable',
        CASE
          WHEN bj2.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj2.id,
            'url',
            ($1::text || '/api/dcim/cables/' || bj2.id || '/'),
            'display',
            COALESCE(NULLIF(bj2.label, ''), '#' || bj2.id),
            'label',
            bj2."label",
            'description',
            bj2."description"
          )
        END,
        '_occupied',
        (
          (
            bx.mark_connected
            OR bx.cable_id IS NOT NULL
          )
        )
      )
    FROM
      "dcim_rearport" bx
      LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id"
      LEFT JOIN "dcim_cable" bj2 ON bj2.id = bx."cable_id"
    WHERE
      bx.id = $2
  );
