-- dcim.frontport: /api/dcim/front-ports/{id}/
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
      ($1::text || '/api/dcim/front-ports/' || t.id || '/'),
      'display_url',
      ($1::text || '/dcim/front-ports/' || t.id || '/'),
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
      'rear_ports',
      (
        SELECT
          COALESCE(
            json_agg(
              json_build_object(
                'position',
                m."front_port_position",
                'rear_port',
                m."rear_port_id",
                'rear_port_position',
                m."rear_port_position"
              )
              ORDER BY
                m."front_port_position"
            ),
            '[]'::json
          )
        FROM
          "dcim_portmapping" m
        WHERE
          m."front_port_id" = t.id
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
          ELSE COALESCE(
            CASE (
                SELECT
                  ct.termination_type
                FROM
                  dcim_cabletermination ct
                WHERE
                  ct.cable_id = t.cable_id
                  AND ct.cable_end <> t.cable_end
                ORDER BY
                  ct.id
                LIMIT
                  1
              )
              WHEN 'dcim.consoleport' THEN (
                SELECT
                  COALESCE(
                    json_agg(
                      json_build_object(
                        'id',
                        tlp0x.id,
                        'url',
                        ($1::text || '/api/dcim/console-ports/' || tlp0x.id || '/'),
                        'display',
                        tlp0x.name || CASE
                          WHEN tlp0x.label <> '' THEN ' (' || tlp0x.label || ')'
                          ELSE ''
                        END,
                        'device',
                        CASE
                          WHEN tlp0j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            tlp0j1.id,
                            'url',
                            ($1::text || '/api/dcim/devices/' || tlp0j1.id || '/'),
                            'display',
                            COALESCE(
                              COALESCE(
                                tlp0j1.name,
                                (
                                  SELECT
                                    vc.name || ':' || COALESCE(tlp0j1.vc_position::text, 'None')
                                  FROM
                                    dcim_virtualchassis vc
                                  WHERE
                                    vc.id = tlp0j1.virtual_chassis_id
                                )
                              ) || COALESCE(' (' || tlp0j1.asset_tag || ')', ''),
                              (
                                SELECT
                                  m.name || ' ' || dt.model
                                FROM
                                  dcim_devicetype dt
                                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                WHERE
                                  dt.id = tlp0j1.device_type_id
                              ) || ' (' || COALESCE(tlp0j1.asset_tag, tlp0j1.id::text) || ')'
                            ),
                            'name',
                            tlp0j1."name",
                            'description',
                            tlp0j1."description"
                          )
                        END,
                        'name',
                        tlp0x."name",
                        'description',
                        tlp0x."description",
                        'cable',
                        CASE
                          WHEN tlp0j2.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            tlp0j2.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || tlp0j2.id || '/'),
                            'display',
                            COALESCE(NULLIF(tlp0j2.label, ''), '#' || tlp0j2.id),
                            'label',
                            tlp0j2."label",
                            'description',
                            tlp0j2."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            tlp0x.mark_connected
                            OR tlp0x.cable_id IS NOT NULL
                          )
                        )
                      )
                      ORDER BY
                        tlp0x.id
                    ),
                    '[]'::json
                  )
                FROM
                  "dcim_consoleport" tlp0x
                  LEFT JOIN "dcim_device" tlp0j1 ON tlp0j1.id = tlp0x."device_id"
                  LEFT JOIN "dcim_cable" tlp0j2 ON tlp0j2.id = tlp0x."cable_id"
                WHERE
                  tlp0x.id = ANY (
                    ARRAY(
                      SELECT
                        ct.termination_id
                      FROM
                        dcim_cabletermination ct
                      WHERE
                        ct.cable_id = t.cable_id
                        AND ct.cable_end <> t.cable_end
                        AND ct.termination_type = 'dcim.consoleport'
                    )
                  )
              )
              WHEN 'dcim.consoleserverport' THEN (
                SELECT
                  COALESCE(
                    json_agg(
                      json_build_object(
                        'id',
                        tlp1x.id,
                        'url',
                        ($1::text || '/api/dcim/console-server-ports/' || tlp1x.id || '/'),
                        'display',
                        tlp1x.name || CASE
                          WHEN tlp1x.label <> '' THEN ' (' || tlp1x.label || ')'
                          ELSE ''
                        END,
                        'device',
                        CASE
                          WHEN tlp1j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            tlp1j1.id,
                            'url',
                            ($1::text || '/api/dcim/devices/' || tlp1j1.id || '/'),
                            'display',
                            COALESCE(
                              COALESCE(
                                tlp1j1.name,
                                (
                                  SELECT
                                    vc.name || ':' || COALESCE(tlp1j1.vc_position::text, 'None')
                                  FROM
                                    dcim_virtualchassis vc
                                  WHERE
                                    vc.id = tlp1j1.virtual_chassis_id
                                )
                              ) || COALESCE(' (' || tlp1j1.asset_tag || ')', ''),
                              (
                                SELECT
                                  m.name || ' ' || dt.model
                                FROM
                                  dcim_devicetype dt
                                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                WHERE
                                  dt.id = tlp1j1.device_type_id
                              ) || ' (' || COALESCE(tlp1j1.asset_tag, tlp1j1.id::text) || ')'
                            ),
                            'name',
                            tlp1j1."name",
                            'description',
                            tlp1j1."description"
                          )
                        END,
                        'name',
                        tlp1x."name",
                        'description',
                        tlp1x."description",
                        'cable',
                        CASE
                          WHEN tlp1j2.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            tlp1j2.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || tlp1j2.id || '/'),
                            'display',
                            COALESCE(NULLIF(tlp1j2.label, ''), '#' || tlp1j2.id),
                            'label',
                            tlp1j2."label",
                            'description',
                            tlp1j2."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            tlp1x.mark_connected
                            OR tlp1x.cable_id IS NOT NULL
                          )
                        )
                      )
                      ORDER BY
                        tlp1x.id
                    ),
                    '[]'::json
                  )
                FROM
                  "dcim_consoleserverport" tlp1x
                  LEFT JOIN "dcim_device" tlp1j1 ON tlp1j1.id = tlp1x."device_id"
                  LEFT JOIN "dcim_cable" tlp1j2 ON tlp1j2.id = tlp1x."cable_id"
                WHERE
                  tlp1x.id = ANY (
                    ARRAY(
                      SELECT
                        ct.termination_id
                      FROM
                        dcim_cabletermination ct
                      WHERE
                        ct.cable_id = t.cable_id
                        AND ct.cable_end <> t.cable_end
                        AND ct.termination_type = 'dcim.consoleserverport'
                    )
                  )
              )
              WHEN 'dcim.interface' THEN (
                SELECT
                  COALESCE(
                    json_agg(
                      json_build_object(
                        'id',
                        tlp2x.id,
                        'url',
                        ($1::text || '/api/dcim/interfaces/' || tlp2x.id || '/'),
                        'display',
                        tlp2x.name || CASE
                          WHEN tlp2x.label <> '' THEN ' (' || tlp2x.label || ')'
                          ELSE ''
                        END,
                        'device',
                        CASE
                          WHEN tlp2j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            tlp2j1.id,
                            'url',
                            ($1::text || '/api/dcim/devices/' || tlp2j1.id || '/'),
                            'display',
                            COALESCE(
                              COALESCE(
                                tlp2j1.name,
                                (
                                  SELECT
                                    vc.name || ':' || COALESCE(tlp2j1.vc_position::text, 'None')
                                  FROM
                                    dcim_virtualchassis vc
                                  WHERE
                                    vc.id = tlp2j1.virtual_chassis_id
                                )
                              ) || COALESCE(' (' || tlp2j1.asset_tag || ')', ''),
                              (
                                SELECT
                                  m.name || ' ' || dt.model
                                FROM
                                  dcim_devicetype dt
                                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                WHERE
                                  dt.id = tlp2j1.device_type_id
                              ) || ' (' || COALESCE(tlp2j1.asset_tag, tlp2j1.id::text) || ')'
                            ),
                            'name',
                            tlp2j1."name",
                            'description',
                            tlp2j1."description"
                          )
                        END,
                        'name',
                        tlp2x."name",
                        'description',
                        tlp2x."description",
                        'cable',
                        CASE
                          WHEN tlp2j2.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            tlp2j2.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || tlp2j2.id || '/'),
                            'display',
                            COALESCE(NULLIF(tlp2j2.label, ''), '#' || tlp2j2.id),
                            'label',
                            tlp2j2."label",
                            'description',
                            tlp2j2."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            tlp2x.mark_connected
                            OR tlp2x.cable_id IS NOT NULL
                            OR tlp2x.wireless_link_id IS NOT NULL
                          )
                        )
                      )
                      ORDER BY
                        tlp2x.id
                    ),
                    '[]'::json
                  )
                FROM
                  "dcim_interface" tlp2x
                  LEFT JOIN "dcim_device" tlp2j1 ON tlp2j1.id = tlp2x."device_id"
                  LEFT JOIN "dcim_cable" tlp2j2 ON tlp2j2.id = tlp2x."cable_id"
                WHERE
                  tlp2x.id = ANY (
                    ARRAY(
                      SELECT
                        ct.termination_id
                      FROM
                        dcim_cabletermination ct
                      WHERE
                        ct.cable_id = t.cable_id
                        AND ct.cable_end <> t.cable_end
                        AND ct.termination_type = 'dcim.interface'
                    )
                  )
              )
              WHEN 'dcim.frontport' THEN (
                SELECT
                  COALESCE(
                    json_agg(
                      json_build_object(
                        'id',
                        tlp3x.id,
                        'url',
                        ($1::text || '/api/dcim/front-ports/' || tlp3x.id || '/'),
                        'display',
                        tlp3x.name || CASE
                          WHEN tlp3x.label <> '' THEN ' (' || tlp3x.label || ')'
                          ELSE ''
                        END,
                        'device',
                        CASE
                          WHEN tlp3j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            tlp3j1.id,
                            'url',
                            ($1::text || '/api/dcim/devices/' || tlp3j1.id || '/'),
                            'display',
                            COALESCE(
                              COALESCE(
                                tlp3j1.name,
                                (
                                  SELECT
                                    vc.name || ':' || COALESCE(tlp3j1.vc_position::text, 'None')
                                  FROM
                                    dcim_virtualchassis vc
                                  WHERE
                                    vc.id = tlp3j1.virtual_chassis_id
                                )
                              ) || COALESCE(' (' || tlp3j1.asset_tag || ')', ''),
                              (
                                SELECT
                                  m.name || ' ' || dt.model
                                FROM
                                  dcim_devicetype dt
                                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                WHERE
                                  dt.id = tlp3j1.device_type_id
                              ) || ' (' || COALESCE(tlp3j1.asset_tag, tlp3j1.id::text) || ')'
                            ),
                            'name',
                            tlp3j1."name",
                            'description',
                            tlp3j1."description"
                          )
                        END,
                        'name',
                        tlp3x."name",
                        'description',
                        tlp3x."description",
                        'cable',
                        CASE
                          WHEN tlp3j2.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            tlp3j2.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || tlp3j2.id || '/'),
                            'display',
                            COALESCE(NULLIF(tlp3j2.label, ''), '#' || tlp3j2.id),
                            'label',
                            tlp3j2."label",
                            'description',
                            tlp3j2."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            tlp3x.mark_connected
                            OR tlp3x.cable_id IS NOT NULL
                          )
                        )
                      )
                      ORDER BY
                        tlp3x.id
                    ),
                    '[]'::json
                  )
                FROM
                  "dcim_frontport" tlp3x
                  LEFT JOIN "dcim_device" tlp3j1 ON tlp3j1.id = tlp3x."device_id"
                  LEFT JOIN "dcim_cable" tlp3j2 ON tlp3j2.id = tlp3x."cable_id"
                WHERE
                  tlp3x.id = ANY (
                    ARRAY(
                      SELECT
                        ct.termination_id
                      FROM
                        dcim_cabletermination ct
                      WHERE
                        ct.cable_id = t.cable_id
                        AND ct.cable_end <> t.cable_end
                        AND ct.termination_type = 'dcim.frontport'
                    )
                  )
              )
              WHEN 'dcim.rearport' THEN (
                SELECT
                  COALESCE(
                    json_agg(
                      json_build_object(
                        'id',
                        tlp4x.id,
                        'url',
                        ($1::text || '/api/dcim/rear-ports/' || tlp4x.id || '/'),
                        'display',
                        tlp4x.name || CASE
                          WHEN tlp4x.label <> '' THEN ' (' || tlp4x.label || ')'
                          ELSE ''
                        END,
                        'device',
                        CASE
                          WHEN tlp4j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            tlp4j1.id,
                            'url',
                            ($1::text || '/api/dcim/devices/' || tlp4j1.id || '/'),
                            'display',
                            COALESCE(
                              COALESCE(
                                tlp4j1.name,
                                (
                                  SELECT
                                    vc.name || ':' || COALESCE(tlp4j1.vc_position::text, 'None')
                                  FROM
                                    dcim_virtualchassis vc
                                  WHERE
                                    vc.id = tlp4j1.virtual_chassis_id
                                )
                              ) || COALESCE(' (' || tlp4j1.asset_tag || ')', ''),
                              (
                                SELECT
                                  m.name || ' ' || dt.model
                                FROM
                                  dcim_devicetype dt
                                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                WHERE
                                  dt.id = tlp4j1.device_type_id
                              ) || ' (' || COALESCE(tlp4j1.asset_tag, tlp4j1.id::text) || ')'
                            ),
                            'name',
                            tlp4j1."name",
                            'description',
                            tlp4j1."description"
                          )
                        END,
                        'name',
                        tlp4x."name",
                        'description',
                        tlp4x."description",
                        'cable',
                        CASE
                          WHEN tlp4j2.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            tlp4j2.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || tlp4j2.id || '/'),
                            'display',
                            COALESCE(NULLIF(tlp4j2.label, ''), '#' || tlp4j2.id),
                            'label',
                            tlp4j2."label",
                            'description',
                            tlp4j2."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            tlp4x.mark_connected
                            OR tlp4x.cable_id IS NOT NULL
                          )
                        )
                      )
                      ORDER BY
                        tlp4x.id
                    ),
                    '[]'::json
                  )
                FROM
                  "dcim_rearport" tlp4x
                  LEFT JOIN "dcim_device" tlp4j1 ON tlp4j1.id = tlp4x."device_id"
                  LEFT JOIN "dcim_cable" tlp4j2 ON tlp4j2.id = tlp4x."cable_id"
                WHERE
                  tlp4x.id = ANY (
                    ARRAY(
                      SELECT
                        ct.termination_id
                      FROM
                        dcim_cabletermination ct
                      WHERE
                        ct.cable_id = t.cable_id
                        AND ct.cable_end <> t.cable_end
                        AND ct.termination_type = 'dcim.rearport'
                    )
                  )
              )
              WHEN 'circuits.circuittermination' THEN (
                SELECT
                  COALESCE(
                    json_agg(
                      json_build_object(
                        'id',
                        tlp5x.id,
                        'url',
                        ($1::text || '/api/circuits/circuit-terminations/' || tlp5x.id || '/'),
                        'display',
                        (
                          SELECT
                            c.cid
                          FROM
                            circuits_circuit c
                          WHERE
                            c.id = tlp5x.circuit_id
                        ) || ': Termination ' || tlp5x.term_side,
                        'circuit',
                        CASE
                          WHEN tlp5j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            tlp5j1.id,
                            'url',
                            ($1::text || '/api/circuits/circuits/' || tlp5j1.id || '/'),
                            'display',
                            tlp5j1."cid"::text,
                            'cid',
                            tlp5j1."cid",
                            'provider',
                            CASE
                              WHEN tlp5j2.id IS NULL THEN NULL
                              ELSE json_build_object(
                                'id',
                                tlp5j2.id,
                                'url',
                                ($1::text || '/api/circuits/providers/' || tlp5j2.id || '/'),
                                'display',
                                tlp5j2."name"::text,
                                'name',
                                tlp5j2."name",
                                'slug',
                                tlp5j2."slug",
                                'description',
                                tlp5j2."description",
                                'circuit_count',
                                tlp5j2."circuit_count"
                              )
                            END,
                            'description',
                            tlp5j1."description"
                          )
                        END,
                        'term_side',
                        tlp5x."term_side",
                        'description',
                        tlp5x."description",
                        'cable',
                        CASE
                          WHEN tlp5j3.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            tlp5j3.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || tlp5j3.id || '/'),
                            'display',
                            COALESCE(NULLIF(tlp5j3.label, ''), '#' || tlp5j3.id),
                            'label',
                            tlp5j3."label",
                            'description',
                            tlp5j3."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            tlp5x.mark_connected
                            OR tlp5x.cable_id IS NOT NULL
                          )
                        )
                      )
                      ORDER BY
                        tlp5x.id
                    ),
                    '[]'::json
                  )
                FROM
                  "circuits_circuittermination" tlp5x
                  LEFT JOIN "circuits_circuit" tlp5j1 ON tlp5j1.id = tlp5x."circuit_id"
                  LEFT JOIN "circuits_provider" tlp5j2 ON tlp5j2.id = tlp5j1."provider_id"
                  LEFT JOIN "dcim_cable" tlp5j3 ON tlp5j3.id = tlp5x."cable_id"
                WHERE
                  tlp5x.id = ANY (
                    ARRAY(
                      SELECT
                        ct.termination_id
                      FROM
                        dcim_cabletermination ct
                      WHERE
                        ct.cable_id = t.cable_id
                        AND ct.cable_end <> t.cable_end
                        AND ct.termination_type = 'circuits.circuittermination'
                    )
                  )
              )
            END,
            '[]'::json
          )
        END
      ),
      'link_peers_type',
      (
        (
          SELECT
            ct.termination_type
          FROM
            dcim_cabletermination ct
          WHERE
            ct.cable_id = t.cable_id
            AND ct.cable_end <> t.cable_end
          ORDER BY
            ct.id
          LIMIT
            1
        )
      ),
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
      'tags',
      (
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
          ti.object_type = 'dcim.frontport'
          AND ti.object_id = t.id
      ),
      'custom_fields',
      (
        SELECT
          COALESCE(
            json_object_agg(
              t_cf.name,
              CASE
                WHEN t_cf.type IN ('object', 'multiobject') THEN inv_cf_objects (t_cf.related_object_type, t.custom_field_data -> t_cf.name, $1::text, t_cf.type = 'multiobject')
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
          t_cf.object_types ? 'dcim.frontport'
      ),
      'created',
      to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
      'last_updated',
      to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
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
  "dcim_frontport" t
  LEFT JOIN "dcim_device" j1 ON j1.id = t."device_id"
  LEFT JOIN "dcim_module" j2 ON j2.id = t."module_id"
  LEFT JOIN "dcim_device" j3 ON j3.id = j2."device_id"
  LEFT JOIN "dcim_modulebay" j4 ON j4.id = j2."module_bay_id"
  LEFT JOIN "dcim_cable" j5 ON j5.id = t."cable_id"
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
      ($1::text || '/api/dcim/front-ports/' || t.id || '/'),
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
  "dcim_frontport" t
  LEFT JOIN "dcim_device" j1 ON j1.id = t."device_id"
  LEFT JOIN "dcim_cable" j2 ON j2.id = t."cable_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_frontport($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/front-ports/' || bx.id || '/'),
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
      "dcim_frontport" bx
      LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id"
      LEFT JOIN "dcim_cable" bj2 ON bj2.id = bx."cable_id"
    WHERE
      bx.id = $2
  );
