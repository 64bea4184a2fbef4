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
                  tlp0x.id IN (
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
                  tlp1x.id IN (
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
                  tlp2x.id IN (
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
      (NULL::jsonb),
      'connected_endpoints_type',
      (NULL::text),
      'connected_endpoints_reachable',
      (NULL::boolean),
      'owner',
      CASE
        WHEN j3.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j3.id,
          'url',
          ($1::text || '/api/users/owners/' || j3.id || '/'),
          'display',
          j3."name"::text,
          'name',
          j3."name",
          'description',
          j3."description"
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
  LEFT JOIN "dcim_cable" j2 ON j2.id = t."cable_id"
  LEFT JOIN "users_owner" j3 ON j3.id = t."owner_id"
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
