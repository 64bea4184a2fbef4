-- dcim.consoleport: /api/dcim/console-ports/{id}/
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
      ($1::text || '/api/dcim/console-ports/' || t.id || '/'),
      'display_url',
      ($1::text || '/dcim/console-ports/' || t.id || '/'),
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
            '{"de-9":"DE-9","db-25":"DB-25","rj-11":"RJ-11","rj-12":"RJ-12","rj-45":"RJ-45","mini-din-8":"Mini-DIN 8","usb-a":"USB Type A","usb-b":"USB Type B","usb-c":"USB Type C","usb-mini-a":"USB Mini A","usb-mini-b":"USB Mini B","usb-micro-a":"USB Micro A","usb-micro-b":"USB Micro B","usb-micro-ab":"USB Micro AB","other":"Other"}'::jsonb ->> t."type"::text,
            t."type"::text
          )
        )
      END,
      'speed',
      CASE
        WHEN t."speed" IS NULL THEN NULL
        ELSE json_build_object(
          'value',
          t."speed",
          'label',
          COALESCE(
            '{"1200":"1200 bps","2400":"2400 bps","4800":"4800 bps","9600":"9600 bps","19200":"19.2 kbps","38400":"38.4 kbps","57600":"57.6 kbps","115200":"115.2 kbps"}'::jsonb ->> t."speed"::text,
            t."speed"::text
          )
        )
      END,
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
              WHEN 'dcim.consoleserverport' THEN (
                SELECT
                  COALESCE(
                    json_agg(
                      json_build_object(
                        'id',
                        tlp0x.id,
                        'url',
                        ($1::text || '/api/dcim/console-server-ports/' || tlp0x.id || '/'),
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
                  "dcim_consoleserverport" tlp0x
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
                        AND ct.termination_type = 'dcim.consoleserverport'
                    )
                  )
              )
              WHEN 'dcim.frontport' THEN (
                SELECT
                  COALESCE(
                    json_agg(
                      json_build_object(
                        'id',
                        tlp1x.id,
                        'url',
                        ($1::text || '/api/dcim/front-ports/' || tlp1x.id || '/'),
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
                  "dcim_frontport" tlp1x
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
                        tlp2x.id,
                        'url',
                        ($1::text || '/api/dcim/rear-ports/' || tlp2x.id || '/'),
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
                          )
                        )
                      )
                      ORDER BY
                        tlp2x.id
                    ),
                    '[]'::json
                  )
                FROM
                  "dcim_rearport" tlp2x
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
                        AND ct.termination_type = 'dcim.rearport'
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
      'connected_endpoints',
      (
        CASE
          WHEN t._path_id IS NULL THEN NULL
          ELSE CASE (
              SELECT
                regexp_replace(cp.path -> -1 ->> 0, ':[0-9]+$', '')
              FROM
                dcim_cablepath cp
              WHERE
                cp.id = t._path_id
                AND cp.is_complete
            )
            WHEN 'dcim.consoleport' THEN (
              SELECT
                COALESCE(
                  json_agg(
                    json_build_object(
                      'id',
                      tce0x.id,
                      'url',
                      ($1::text || '/api/dcim/console-ports/' || tce0x.id || '/'),
                      'display',
                      tce0x.name || CASE
                        WHEN tce0x.label <> '' THEN ' (' || tce0x.label || ')'
                        ELSE ''
                      END,
                      'device',
                      CASE
                        WHEN tce0j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          tce0j1.id,
                          'url',
                          ($1::text || '/api/dcim/devices/' || tce0j1.id || '/'),
                          'display',
                          COALESCE(
                            COALESCE(
                              tce0j1.name,
                              (
                                SELECT
                                  vc.name || ':' || COALESCE(tce0j1.vc_position::text, 'None')
                                FROM
                                  dcim_virtualchassis vc
                                WHERE
                                  vc.id = tce0j1.virtual_chassis_id
                              )
                            ) || COALESCE(' (' || tce0j1.asset_tag || ')', ''),
                            (
                              SELECT
                                m.name || ' ' || dt.model
                              FROM
                                dcim_devicetype dt
                                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                              WHERE
                                dt.id = tce0j1.device_type_id
                            ) || ' (' || COALESCE(tce0j1.asset_tag, tce0j1.id::text) || ')'
                          ),
                          'name',
                          tce0j1."name",
                          'description',
                          tce0j1."description"
                        )
                      END,
                      'name',
                      tce0x."name",
                      'description',
                      tce0x."description",
                      'cable',
                      CASE
                        WHEN tce0j2.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          tce0j2.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || tce0j2.id || '/'),
                          'display',
                          COALESCE(NULLIF(tce0j2.label, ''), '#' || tce0j2.id),
                          'label',
                          tce0j2."label",
                          'description',
                          tce0j2."description"
                        )
                      END,
                      '_occupied',
                      (
                        (
                          tce0x.mark_connected
                          OR tce0x.cable_id IS NOT NULL
                        )
                      )
                    )
                    ORDER BY
                      tce0x.id
                  ),
                  '[]'::json
                )
              FROM
                "dcim_consoleport" tce0x
                LEFT JOIN "dcim_device" tce0j1 ON tce0j1.id = tce0x."device_id"
                LEFT JOIN "dcim_cable" tce0j2 ON tce0j2.id = tce0x."cable_id"
              WHERE
                tce0x.id = ANY (
                  ARRAY(
                    SELECT
                      split_part(n, ':', 2)::bigint
                    FROM
                      dcim_cablepath cp,
                      jsonb_array_elements_text(cp.path -> -1) n
                    WHERE
                      cp.id = t._path_id
                      AND cp.is_complete
                  )
                )
            )
            WHEN 'dcim.consoleserverport' THEN (
              SELECT
                COALESCE(
                  json_agg(
                    json_build_object(
                      'id',
                      tce1x.id,
                      'url',
                      ($1::text || '/api/dcim/console-server-ports/' || tce1x.id || '/'),
                      'display',
                      tce1x.name || CASE
                        WHEN tce1x.label <> '' THEN ' (' || tce1x.label || ')'
                        ELSE ''
                      END,
                      'device',
                      CASE
                        WHEN tce1j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          tce1j1.id,
                          'url',
                          ($1::text || '/api/dcim/devices/' || tce1j1.id || '/'),
                          'display',
                          COALESCE(
                            COALESCE(
                              tce1j1.name,
                              (
                                SELECT
                                  vc.name || ':' || COALESCE(tce1j1.vc_position::text, 'None')
                                FROM
                                  dcim_virtualchassis vc
                                WHERE
                                  vc.id = tce1j1.virtual_chassis_id
                              )
                            ) || COALESCE(' (' || tce1j1.asset_tag || ')', ''),
                            (
                              SELECT
                                m.name || ' ' || dt.model
                              FROM
                                dcim_devicetype dt
                                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                              WHERE
                                dt.id = tce1j1.device_type_id
                            ) || ' (' || COALESCE(tce1j1.asset_tag, tce1j1.id::text) || ')'
                          ),
                          'name',
                          tce1j1."name",
                          'description',
                          tce1j1."description"
                        )
                      END,
                      'name',
                      tce1x."name",
                      'description',
                      tce1x."description",
                      'cable',
                      CASE
                        WHEN tce1j2.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          tce1j2.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || tce1j2.id || '/'),
                          'display',
                          COALESCE(NULLIF(tce1j2.label, ''), '#' || tce1j2.id),
                          'label',
                          tce1j2."label",
                          'description',
                          tce1j2."description"
                        )
                      END,
                      '_occupied',
                      (
                        (
                          tce1x.mark_connected
                          OR tce1x.cable_id IS NOT NULL
                        )
                      )
                    )
                    ORDER BY
                      tce1x.id
                  ),
                  '[]'::json
                )
              FROM
                "dcim_consoleserverport" tce1x
                LEFT JOIN "dcim_device" tce1j1 ON tce1j1.id = tce1x."device_id"
                LEFT JOIN "dcim_cable" tce1j2 ON tce1j2.id = tce1x."cable_id"
              WHERE
                tce1x.id = ANY (
                  ARRAY(
                    SELECT
                      split_part(n, ':', 2)::bigint
                    FROM
                      dcim_cablepath cp,
                      jsonb_array_elements_text(cp.path -> -1) n
                    WHERE
                      cp.id = t._path_id
                      AND cp.is_complete
                  )
                )
            )
            WHEN 'dcim.interface' THEN (
              SELECT
                COALESCE(
                  json_agg(
                    json_build_object(
                      'id',
                      tce2x.id,
                      'url',
                      ($1::text || '/api/dcim/interfaces/' || tce2x.id || '/'),
                      'display',
                      tce2x.name || CASE
                        WHEN tce2x.label <> '' THEN ' (' || tce2x.label || ')'
                        ELSE ''
                      END,
                      'device',
                      CASE
                        WHEN tce2j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          tce2j1.id,
                          'url',
                          ($1::text || '/api/dcim/devices/' || tce2j1.id || '/'),
                          'display',
                          COALESCE(
                            COALESCE(
                              tce2j1.name,
                              (
                                SELECT
                                  vc.name || ':' || COALESCE(tce2j1.vc_position::text, 'None')
                                FROM
                                  dcim_virtualchassis vc
                                WHERE
                                  vc.id = tce2j1.virtual_chassis_id
                              )
                            ) || COALESCE(' (' || tce2j1.asset_tag || ')', ''),
                            (
                              SELECT
                                m.name || ' ' || dt.model
                              FROM
                                dcim_devicetype dt
                                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                              WHERE
                                dt.id = tce2j1.device_type_id
                            ) || ' (' || COALESCE(tce2j1.asset_tag, tce2j1.id::text) || ')'
                          ),
                          'name',
                          tce2j1."name",
                          'description',
                          tce2j1."description"
                        )
                      END,
                      'name',
                      tce2x."name",
                      'description',
                      tce2x."description",
                      'cable',
                      CASE
                        WHEN tce2j2.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          tce2j2.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || tce2j2.id || '/'),
                          'display',
                          COALESCE(NULLIF(tce2j2.label, ''), '#' || tce2j2.id),
                          'label',
                          tce2j2."label",
                          'description',
                          tce2j2."description"
                        )
                      END,
                      '_occupied',
                      (
                        (
                          tce2x.mark_connected
                          OR tce2x.cable_id IS NOT NULL
                          OR tce2x.wireless_link_id IS NOT NULL
                        )
                      )
                    )
                    ORDER BY
                      tce2x.id
                  ),
                  '[]'::json
                )
              FROM
                "dcim_interface" tce2x
                LEFT JOIN "dcim_device" tce2j1 ON tce2j1.id = tce2x."device_id"
                LEFT JOIN "dcim_cable" tce2j2 ON tce2j2.id = tce2x."cable_id"
              WHERE
                tce2x.id = ANY (
                  ARRAY(
                    SELECT
                      split_part(n, ':', 2)::bigint
                    FROM
                      dcim_cablepath cp,
                      jsonb_array_elements_text(cp.path -> -1) n
                    WHERE
                      cp.id = t._path_id
                      AND cp.is_complete
                  )
                )
            )
            WHEN 'dcim.powerfeed' THEN (
              SELECT
                COALESCE(
                  json_agg(
                    json_build_object(
                      'id',
                      tce3x.id,
                      'url',
                      ($1::text || '/api/dcim/power-feeds/' || tce3x.id || '/'),
                      'display',
                      tce3x."name"::text,
                      'name',
                      tce3x."name",
                      'cable',
                      CASE
                        WHEN tce3j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          tce3j1.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || tce3j1.id || '/'),
                          'display',
                          COALESCE(NULLIF(tce3j1.label, ''), '#' || tce3j1.id),
                          'label',
                          tce3j1."label",
                          'description',
                          tce3j1."description"
                        )
                      END,
                      'description',
                      tce3x."description",
                      '_occupied',
                      (
                        (
                          tce3x.mark_connected
                          OR tce3x.cable_id IS NOT NULL
                        )
                      )
                    )
                    ORDER BY
                      tce3x.id
                  ),
                  '[]'::json
                )
              FROM
                "dcim_powerfeed" tce3x
                LEFT JOIN "dcim_cable" tce3j1 ON tce3j1.id = tce3x."cable_id"
              WHERE
                tce3x.id = ANY (
                  ARRAY(
                    SELECT
                      split_part(n, ':', 2)::bigint
                    FROM
                      dcim_cablepath cp,
                      jsonb_array_elements_text(cp.path -> -1) n
                    WHERE
                      cp.id = t._path_id
                      AND cp.is_complete
                  )
                )
            )
            WHEN 'dcim.poweroutlet' THEN (
              SELECT
                COALESCE(
                  json_agg(
                    json_build_object(
                      'id',
                      tce4x.id,
                      'url',
                      ($1::text || '/api/dcim/power-outlets/' || tce4x.id || '/'),
                      'display',
                      tce4x.name || CASE
                        WHEN tce4x.label <> '' THEN ' (' || tce4x.label || ')'
                        ELSE ''
                      END,
                      'device',
                      CASE
                        WHEN tce4j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          tce4j1.id,
                          'url',
                          ($1::text || '/api/dcim/devices/' || tce4j1.id || '/'),
                          'display',
                          COALESCE(
                            COALESCE(
                              tce4j1.name,
                              (
                                SELECT
                                  vc.name || ':' || COALESCE(tce4j1.vc_position::text, 'None')
                                FROM
                                  dcim_virtualchassis vc
                                WHERE
                                  vc.id = tce4j1.virtual_chassis_id
                              )
                            ) || COALESCE(' (' || tce4j1.asset_tag || ')', ''),
                            (
                              SELECT
                                m.name || ' ' || dt.model
                              FROM
                                dcim_devicetype dt
                                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                              WHERE
                                dt.id = tce4j1.device_type_id
                            ) || ' (' || COALESCE(tce4j1.asset_tag, tce4j1.id::text) || ')'
                          ),
                          'name',
                          tce4j1."name",
                          'description',
                          tce4j1."description"
                        )
                      END,
                      'name',
                      tce4x."name",
                      'description',
                      tce4x."description",
                      'cable',
                      CASE
                        WHEN tce4j2.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          tce4j2.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || tce4j2.id || '/'),
                          'display',
                          COALESCE(NULLIF(tce4j2.label, ''), '#' || tce4j2.id),
                          'label',
                          tce4j2."label",
                          'description',
                          tce4j2."description"
                        )
                      END,
                      '_occupied',
                      (
                        (
                          tce4x.mark_connected
                          OR tce4x.cable_id IS NOT NULL
                        )
                      )
                    )
                    ORDER BY
                      tce4x.id
                  ),
                  '[]'::json
                )
              FROM
                "dcim_poweroutlet" tce4x
                LEFT JOIN "dcim_device" tce4j1 ON tce4j1.id = tce4x."device_id"
                LEFT JOIN "dcim_cable" tce4j2 ON tce4j2.id = tce4x."cable_id"
              WHERE
                tce4x.id = ANY (
                  ARRAY(
                    SELECT
                      split_part(n, ':', 2)::bigint
                    FROM
                      dcim_cablepath cp,
                      jsonb_array_elements_text(cp.path -> -1) n
                    WHERE
                      cp.id = t._path_id
                      AND cp.is_complete
                  )
                )
            )
            WHEN 'dcim.powerport' THEN (
              SELECT
                COALESCE(
                  json_agg(
                    json_build_object(
                      'id',
                      tce5x.id,
                      'url',
                      ($1::text || '/api/dcim/power-ports/' || tce5x.id || '/'),
                      'display',
                      tce5x.name || CASE
                        WHEN tce5x.label <> '' THEN ' (' || tce5x.label || ')'
                        ELSE ''
                      END,
                      'device',
                      CASE
                        WHEN tce5j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          tce5j1.id,
                          'url',
                          ($1::text || '/api/dcim/devices/' || tce5j1.id || '/'),
                          'display',
                          COALESCE(
                            COALESCE(
                              tce5j1.name,
                              (
                                SELECT
                                  vc.name || ':' || COALESCE(tce5j1.vc_position::text, 'None')
                                FROM
                                  dcim_virtualchassis vc
                                WHERE
                                  vc.id = tce5j1.virtual_chassis_id
                              )
                            ) || COALESCE(' (' || tce5j1.asset_tag || ')', ''),
                            (
                              SELECT
                                m.name || ' ' || dt.model
                              FROM
                                dcim_devicetype dt
                                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                              WHERE
                                dt.id = tce5j1.device_type_id
                            ) || ' (' || COALESCE(tce5j1.asset_tag, tce5j1.id::text) || ')'
                          ),
                          'name',
                          tce5j1."name",
                          'description',
                          tce5j1."description"
                        )
                      END,
                      'name',
                      tce5x."name",
                      'description',
                      tce5x."description",
                      'cable',
                      CASE
                        WHEN tce5j2.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          tce5j2.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || tce5j2.id || '/'),
                          'display',
                          COALESCE(NULLIF(tce5j2.label, ''), '#' || tce5j2.id),
                          'label',
                          tce5j2."label",
                          'description',
                          tce5j2."description"
                        )
                      END,
                      '_occupied',
                      (
                        (
                          tce5x.mark_connected
                          OR tce5x.cable_id IS NOT NULL
                        )
                      )
                    )
                    ORDER BY
                      tce5x.id
                  ),
                  '[]'::json
                )
              FROM
                "dcim_powerport" tce5x
                LEFT JOIN "dcim_device" tce5j1 ON tce5j1.id = tce5x."device_id"
                LEFT JOIN "dcim_cable" tce5j2 ON tce5j2.id = tce5x."cable_id"
              WHERE
                tce5x.id = ANY (
                  ARRAY(
                    SELECT
                      split_part(n, ':', 2)::bigint
                    FROM
                      dcim_cablepath cp,
                      jsonb_array_elements_text(cp.path -> -1) n
                    WHERE
                      cp.id = t._path_id
                      AND cp.is_complete
                  )
                )
            )
            WHEN 'circuits.providernetwork' THEN (
              SELECT
                COALESCE(
                  json_agg(
                    json_build_object(
                      'id',
                      tce6x.id,
                      'url',
                      ($1::text || '/api/circuits/provider-networks/' || tce6x.id || '/'),
                      'display',
                      tce6x."name"::text,
                      'name',
                      tce6x."name",
                      'description',
                      tce6x."description"
                    )
                    ORDER BY
                      tce6x.id
                  ),
                  '[]'::json
                )
              FROM
                "circuits_providernetwork" tce6x
              WHERE
                tce6x.id = ANY (
                  ARRAY(
                    SELECT
                      split_part(n, ':', 2)::bigint
                    FROM
                      dcim_cablepath cp,
                      jsonb_array_elements_text(cp.path -> -1) n
                    WHERE
                      cp.id = t._path_id
                      AND cp.is_complete
                  )
                )
            )
          END
        END
      ),
      'connected_endpoints_type',
      (
        (
          SELECT
            regexp_replace(cp.path -> -1 ->> 0, ':[0-9]+$', '')
          FROM
            dcim_cablepath cp
          WHERE
            cp.id = t._path_id
            AND cp.is_complete
        )
      ),
      'connected_endpoints_reachable',
      (
        COALESCE(
          (
            SELECT
              cp.is_active
            FROM
              dcim_cablepath cp
            WHERE
              cp.id = t._path_id
              AND cp.is_complete
          ),
          FALSE
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
          ti.object_type = 'dcim.consoleport'
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
          t_cf.object_types ? 'dcim.consoleport'
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
  "dcim_consoleport" t
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
      ($1::text || '/api/dcim/console-ports/' || t.id || '/'),
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
  "dcim_consoleport" t
  LEFT JOIN "dcim_device" j1 ON j1.id = t."device_id"
  LEFT JOIN "dcim_cable" j2 ON j2.id = t."cable_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_consoleport($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/console-ports/' || bx.id || '/'),
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
      "dcim_consoleport" bx
      LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id"
      LEFT JOIN "dcim_cable" bj2 ON bj2.id = bx."cable_id"
    WHERE
      bx.id = $2
  );
