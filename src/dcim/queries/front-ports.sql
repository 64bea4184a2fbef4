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
          WHEN (
            SELECT
              c.profile <> ''
            FROM
              dcim_cable c
            WHERE
              c.id = t.cable_id
          ) THEN (
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
              inv_cable_profile_peers ('dcim.frontport', t.id) pp
          )
          ELSE (
            SELECT
              COALESCE(
                json_agg(
                  CASE ct.termination_type
                    WHEN 'dcim.consoleport' THEN (
                      SELECT
                        json_build_object(
                          'id',
                          lp0x.id,
                          'url',
                          ($1::text || '/api/dcim/console-ports/' || lp0x.id || '/'),
                          'display',
                          lp0x.name || CASE
                            WHEN lp0x.label <> '' THEN ' (' || lp0x.label || ')'
                            ELSE ''
                          END,
                          'device',
                          CASE
                            WHEN lp0j1.id IS NULL THEN NULL
                            ELSE json_build_object(
                              'id',
                              lp0j1.id,
                              'url',
                              ($1::text || '/api/dcim/devices/' || lp0j1.id || '/'),
                              'display',
                              COALESCE(
                                COALESCE(
                                  lp0j1.name,
                                  (
                                    SELECT
                                      vc.name || ':' || COALESCE(lp0j1.vc_position::text, 'None')
                                    FROM
                                      dcim_virtualchassis vc
                                    WHERE
                                      vc.id = lp0j1.virtual_chassis_id
                                  )
                                ) || COALESCE(' (' || lp0j1.asset_tag || ')', ''),
                                (
                                  SELECT
                                    m.name || ' ' || dt.model
                                  FROM
                                    dcim_devicetype dt
                                    JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                  WHERE
                                    dt.id = lp0j1.device_type_id
                                ) || ' (' || COALESCE(lp0j1.asset_tag, lp0j1.id::text) || ')'
                              ),
                              'name',
                              lp0j1."name",
                              'description',
                              lp0j1."description"
                            )
                          END,
                          'name',
                          lp0x."name",
                          'description',
                          lp0x."description",
                          'cable',
                          CASE
                            WHEN lp0j2.id IS NULL THEN NULL
                            ELSE json_build_object(
                              'id',
                              lp0j2.id,
                              'url',
                              ($1::text || '/api/dcim/cables/' || lp0j2.id || '/'),
                              'display',
                              COALESCE(NULLIF(lp0j2.label, ''), '#' || lp0j2.id),
                              'label',
                              lp0j2."label",
                              'description',
                              lp0j2."description"
                            )
                          END,
                          '_occupied',
                          (
                            (
                              lp0x.mark_connected
                              OR lp0x.cable_id IS NOT NULL
                            )
                          )
                        )
                      FROM
                        "dcim_consoleport" lp0x
                        LEFT JOIN "dcim_device" lp0j1 ON lp0j1.id = lp0x."device_id"
                        LEFT JOIN "dcim_cable" lp0j2 ON lp0j2.id = lp0x."cable_id"
                      WHERE
                        lp0x.id = ct.termination_id
                    )
                    WHEN 'dcim.consoleserverport' THEN (
                      SELECT
                        json_build_object(
                          'id',
                          lp1x.id,
                          'url',
                          ($1::text || '/api/dcim/console-server-ports/' || lp1x.id || '/'),
                          'display',
                          lp1x.name || CASE
                            WHEN lp1x.label <> '' THEN ' (' || lp1x.label || ')'
                            ELSE ''
                          END,
                          'device',
                          CASE
                            WHEN lp1j1.id IS NULL THEN NULL
                            ELSE json_build_object(
                              'id',
                              lp1j1.id,
                              'url',
                              ($1::text || '/api/dcim/devices/' || lp1j1.id || '/'),
                              'display',
                              COALESCE(
                                COALESCE(
                                  lp1j1.name,
                                  (
                                    SELECT
                                      vc.name || ':' || COALESCE(lp1j1.vc_position::text, 'None')
                                    FROM
                                      dcim_virtualchassis vc
                                    WHERE
                                      vc.id = lp1j1.virtual_chassis_id
                                  )
                                ) || COALESCE(' (' || lp1j1.asset_tag || ')', ''),
                                (
                                  SELECT
                                    m.name || ' ' || dt.model
                                  FROM
                                    dcim_devicetype dt
                                    JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                  WHERE
                                    dt.id = lp1j1.device_type_id
                                ) || ' (' || COALESCE(lp1j1.asset_tag, lp1j1.id::text) || ')'
                              ),
                              'name',
                              lp1j1."name",
                              'description',
                              lp1j1."description"
                            )
                          END,
                          'name',
                          lp1x."name",
                          'description',
                          lp1x."description",
                          'cable',
                          CASE
                            WHEN lp1j2.id IS NULL THEN NULL
                            ELSE json_build_object(
                              'id',
                              lp1j2.id,
                              'url',
                              ($1::text || '/api/dcim/cables/' || lp1j2.id || '/'),
                              'display',
                              COALESCE(NULLIF(lp1j2.label, ''), '#' || lp1j2.id),
                              'label',
                              lp1j2."label",
                              'description',
                              lp1j2."description"
                            )
                          END,
                          '_occupied',
                          (
                            (
                              lp1x.mark_connected
                              OR lp1x.cable_id IS NOT NULL
                            )
                          )
                        )
                      FROM
                        "dcim_consoleserverport" lp1x
                        LEFT JOIN "dcim_device" lp1j1 ON lp1j1.id = lp1x."device_id"
                        LEFT JOIN "dcim_cable" lp1j2 ON lp1j2.id = lp1x."cable_id"
                      WHERE
                        lp1x.id = ct.termination_id
                    )
                    WHEN 'dcim.interface' THEN (
                      SELECT
                        json_build_object(
                          'id',
                          lp2x.id,
                          'url',
                          ($1::text || '/api/dcim/interfaces/' || lp2x.id || '/'),
                          'display',
                          lp2x.name || CASE
                            WHEN lp2x.label <> '' THEN ' (' || lp2x.label || ')'
                            ELSE ''
                          END,
                          'device',
                          CASE
                            WHEN lp2j1.id IS NULL THEN NULL
                            ELSE json_build_object(
                              'id',
                              lp2j1.id,
                              'url',
                              ($1::text || '/api/dcim/devices/' || lp2j1.id || '/'),
                              'display',
                              COALESCE(
                                COALESCE(
                                  lp2j1.name,
                                  (
                                    SELECT
                                      vc.name || ':' || COALESCE(lp2j1.vc_position::text, 'None')
                                    FROM
                                      dcim_virtualchassis vc
                                    WHERE
                                      vc.id = lp2j1.virtual_chassis_id
                                  )
                                ) || COALESCE(' (' || lp2j1.asset_tag || ')', ''),
                                (
                                  SELECT
                                    m.name || ' ' || dt.model
                                  FROM
                                    dcim_devicetype dt
                                    JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                  WHERE
                                    dt.id = lp2j1.device_type_id
                                ) || ' (' || COALESCE(lp2j1.asset_tag, lp2j1.id::text) || ')'
                              ),
                              'name',
                              lp2j1."name",
                              'description',
                              lp2j1."description"
                            )
                          END,
                          'name',
                          lp2x."name",
                          'description',
                          lp2x."description",
                          'cable',
                          CASE
                            WHEN lp2j2.id IS NULL THEN NULL
                            ELSE json_build_object(
                              'id',
                              lp2j2.id,
                              'url',
                              ($1::text || '/api/dcim/cables/' || lp2j2.id || '/'),
                              'display',
                              COALESCE(NULLIF(lp2j2.label, ''), '#' || lp2j2.id),
                              'label',
                              lp2j2."label",
                              'description',
                              lp2j2."description"
                            )
                          END,
                          '_occupied',
                          (
                            (
                              lp2x.mark_connected
                              OR lp2x.cable_id IS NOT NULL
                              OR lp2x.wireless_link_id IS NOT NULL
                            )
                          )
                        )
                      FROM
                        "dcim_interface" lp2x
                        LEFT JOIN "dcim_device" lp2j1 ON lp2j1.id = lp2x."device_id"
                        LEFT JOIN "dcim_cable" lp2j2 ON lp2j2.id = lp2x."cable_id"
                      WHERE
                        lp2x.id = ct.termination_id
                    )
                    WHEN 'dcim.frontport' THEN (
                      SELECT
                        json_build_object(
                          'id',
                          lp3x.id,
                          'url',
                          ($1::text || '/api/dcim/front-ports/' || lp3x.id || '/'),
                          'display',
                          lp3x.name || CASE
                            WHEN lp3x.label <> '' THEN ' (' || lp3x.label || ')'
                            ELSE ''
                          END,
                          'device',
                          CASE
                            WHEN lp3j1.id IS NULL THEN NULL
                            ELSE json_build_object(
                              'id',
                              lp3j1.id,
                              'url',
                              ($1::text || '/api/dcim/devices/' || lp3j1.id || '/'),
                              'display',
                              COALESCE(
                                COALESCE(
                                  lp3j1.name,
                                  (
                                    SELECT
                                      vc.name || ':' || COALESCE(lp3j1.vc_position::text, 'None')
                                    FROM
                                      dcim_virtualchassis vc
                                    WHERE
                                      vc.id = lp3j1.virtual_chassis_id
                                  )
                                ) || COALESCE(' (' || lp3j1.asset_tag || ')', ''),
                                (
                                  SELECT
                                    m.name || ' ' || dt.model
                                  FROM
                                    dcim_devicetype dt
                                    JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                  WHERE
                                    dt.id = lp3j1.device_type_id
                                ) || ' (' || COALESCE(lp3j1.asset_tag, lp3j1.id::text) || ')'
                              ),
                              'name',
                              lp3j1."name",
                              'description',
                              lp3j1."description"
                            )
                          END,
                          'name',
                          lp3x."name",
                          'description',
                          lp3x."description",
                          'cable',
                          CASE
                            WHEN lp3j2.id IS NULL THEN NULL
                            ELSE json_build_object(
                              'id',
                              lp3j2.id,
                              'url',
                              ($1::text || '/api/dcim/cables/' || lp3j2.id || '/'),
                              'display',
                              COALESCE(NULLIF(lp3j2.label, ''), '#' || lp3j2.id),
                              'label',
                              lp3j2."label",
                              'description',
                              lp3j2."description"
                            )
                          END,
                          '_occupied',
                          (
                            (
                              lp3x.mark_connected
                              OR lp3x.cable_id IS NOT NULL
                            )
                          )
                        )
                      FROM
                        "dcim_frontport" lp3x
                        LEFT JOIN "dcim_device" lp3j1 ON lp3j1.id = lp3x."device_id"
                        LEFT JOIN "dcim_cable" lp3j2 ON lp3j2.id = lp3x."cable_id"
                      WHERE
                        lp3x.id = ct.termination_id
                    )
                    WHEN 'dcim.rearport' THEN (
                      SELECT
                        json_build_object(
                          'id',
                          lp4x.id,
                          'url',
                          ($1::text || '/api/dcim/rear-ports/' || lp4x.id || '/'),
                          'display',
                          lp4x.name || CASE
                            WHEN lp4x.label <> '' THEN ' (' || lp4x.label || ')'
                            ELSE ''
                          END,
                          'device',
                          CASE
                            WHEN lp4j1.id IS NULL THEN NULL
                            ELSE json_build_object(
                              'id',
                              lp4j1.id,
                              'url',
                              ($1::text || '/api/dcim/devices/' || lp4j1.id || '/'),
                              'display',
                              COALESCE(
                                COALESCE(
                                  lp4j1.name,
                                  (
                                    SELECT
                                      vc.name || ':' || COALESCE(lp4j1.vc_position::text, 'None')
                                    FROM
                                      dcim_virtualchassis vc
                                    WHERE
                                      vc.id = lp4j1.virtual_chassis_id
                                  )
                                ) || COALESCE(' (' || lp4j1.asset_tag || ')', ''),
                                (
                                  SELECT
                                    m.name || ' ' || dt.model
                                  FROM
                                    dcim_devicetype dt
                                    JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                  WHERE
                                    dt.id = lp4j1.device_type_id
                                ) || ' (' || COALESCE(lp4j1.asset_tag, lp4j1.id::text) || ')'
                              ),
                              'name',
                              lp4j1."name",
                              'description',
                              lp4j1."description"
                            )
                          END,
                          'name',
                          lp4x."name",
                          'description',
                          lp4x."description",
                          'cable',
                          CASE
                            WHEN lp4j2.id IS NULL THEN NULL
                            ELSE json_build_object(
                              'id',
                              lp4j2.id,
                              'url',
                              ($1::text || '/api/dcim/cables/' || lp4j2.id || '/'),
                              'display',
                              COALESCE(NULLIF(lp4j2.label, ''), '#' || lp4j2.id),
                              'label',
                              lp4j2."label",
                              'description',
                              lp4j2."description"
                            )
                          END,
                          '_occupied',
                          (
                            (
                              lp4x.mark_connected
                              OR lp4x.cable_id IS NOT NULL
                            )
                          )
                        )
                      FROM
                        "dcim_rearport" lp4x
                        LEFT JOIN "dcim_device" lp4j1 ON lp4j1.id = lp4x."device_id"
                        LEFT JOIN "dcim_cable" lp4j2 ON lp4j2.id = lp4x."cable_id"
                      WHERE
                        lp4x.id = ct.termination_id
                    )
                    WHEN 'circuits.circuittermination' THEN (
                      SELECT
                        json_build_object(
                          'id',
                          lp5x.id,
                          'url',
                          ($1::text || '/api/circuits/circuit-terminations/' || lp5x.id || '/'),
                          'display',
                          (
                            SELECT
                              c.cid
                            FROM
                              circuits_circuit c
                            WHERE
                              c.id = lp5x.circuit_id
                          ) || ': Termination ' || lp5x.term_side,
                          'circuit',
                          CASE
                            WHEN lp5j1.id IS NULL THEN NULL
                            ELSE json_build_object(
                              'id',
                              lp5j1.id,
                              'url',
                              ($1::text || '/api/circuits/circuits/' || lp5j1.id || '/'),
                              'display',
                              lp5j1."cid"::text,
                              'cid',
                              lp5j1."cid",
                              'provider',
                              CASE
                                WHEN lp5j2.id IS NULL THEN NULL
                                ELSE json_build_object(
                                  'id',
                                  lp5j2.id,
                                  'url',
                                  ($1::text || '/api/circuits/providers/' || lp5j2.id || '/'),
                                  'display',
                                  lp5j2."name"::text,
                                  'name',
                                  lp5j2."name",
                                  'slug',
                                  lp5j2."slug",
                                  'description',
                                  lp5j2."description",
                                  'circuit_count',
                                  lp5j2."circuit_count"
                                )
                              END,
                              'description',
                              lp5j1."description"
                            )
                          END,
                          'term_side',
                          lp5x."term_side",
                          'description',
                          lp5x."description",
                          'cable',
                          CASE
                            WHEN lp5j3.id IS NULL THEN NULL
                            ELSE json_build_object(
                              'id',
                              lp5j3.id,
                              'url',
                              ($1::text || '/api/dcim/cables/' || lp5j3.id || '/'),
                              'display',
                              COALESCE(NULLIF(lp5j3.label, ''), '#' || lp5j3.id),
                              'label',
                              lp5j3."label",
                              'description',
                              lp5j3."description"
                            )
                          END,
                          '_occupied',
                          (
                            (
                              lp5x.mark_connected
                              OR lp5x.cable_id IS NOT NULL
                            )
                          )
                        )
                      FROM
                        "circuits_circuittermination" lp5x
                        LEFT JOIN "circuits_circuit" lp5j1 ON lp5j1.id = lp5x."circuit_id"
                        LEFT JOIN "circuits_provider" lp5j2 ON lp5j2.id = lp5j1."provider_id"
                        LEFT JOIN "dcim_cable" lp5j3 ON lp5j3.id = lp5x."cable_id"
                      WHERE
                        lp5x.id = ct.termination_id
                    )
                    ELSE inv_brief (ct.termination_type, ct.termination_id, $1::text)
                  END
                  ORDER BY
                    ct.termination_id
                ),
                '[]'::json
              )
            FROM
              dcim_cabletermination ct
            WHERE
              ct.cable_id = t.cable_id
              AND ct.cable_end <> t.cable_end
          )
        END
      ),
      'link_peers_type',
      (
        CASE
          WHEN t.cable_id IS NULL THEN NULL
          WHEN (
            SELECT
              c.profile <> ''
            FROM
              dcim_cable c
            WHERE
              c.id = t.cable_id
          ) THEN (
            SELECT
              pp.peer_type
            FROM
              inv_cable_profile_peers ('dcim.frontport', t.id) pp
            ORDER BY
              pp.peer_ord
            LIMIT
              1
          )
          ELSE (
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
        END
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
        CASE
          WHEN EXISTS (
            SELECT
              1
            FROM
              extras_taggeditem
            WHERE
              object_type = 'dcim.frontport'
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
              ti.object_type = 'dcim.frontport'
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
            object_types ? 'dcim.frontport'
        ) THEN (
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
        )
        ELSE '{}'::json
      END,
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
