-- dcim.powerport: /api/dcim/power-ports/{id}/
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
      ($1::text || '/api/dcim/power-ports/' || t.id || '/'),
      'display_url',
      ($1::text || '/dcim/power-ports/' || t.id || '/'),
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
            '{"iec-60320-c6":"C6","iec-60320-c8":"C8","iec-60320-c14":"C14","iec-60320-c16":"C16","iec-60320-c18":"C18","iec-60320-c20":"C20","iec-60320-c22":"C22","iec-60309-p-n-e-4h":"P+N+E 4H","iec-60309-p-n-e-6h":"P+N+E 6H","iec-60309-p-n-e-9h":"P+N+E 9H","iec-60309-2p-e-4h":"2P+E 4H","iec-60309-2p-e-6h":"2P+E 6H","iec-60309-2p-e-9h":"2P+E 9H","iec-60309-3p-e-4h":"3P+E 4H","iec-60309-3p-e-6h":"3P+E 6H","iec-60309-3p-e-9h":"3P+E 9H","iec-60309-3p-n-e-4h":"3P+N+E 4H","iec-60309-3p-n-e-6h":"3P+N+E 6H","iec-60309-3p-n-e-9h":"3P+N+E 9H","iec-60906-1":"IEC 60906-1","nbr-14136-10a":"2P+T 10A (NBR 14136)","nbr-14136-20a":"2P+T 20A (NBR 14136)","nema-1-15p":"NEMA 1-15P","nema-5-15p":"NEMA 5-15P","nema-5-20p":"NEMA 5-20P","nema-5-30p":"NEMA 5-30P","nema-5-50p":"NEMA 5-50P","nema-6-15p":"NEMA 6-15P","nema-6-20p":"NEMA 6-20P","nema-6-30p":"NEMA 6-30P","nema-6-50p":"NEMA 6-50P","nema-10-30p":"NEMA 10-30P","nema-10-50p":"NEMA 10-50P","nema-14-20p":"NEMA 14-20P","nema-14-30p":"NEMA 14-30P","nema-14-50p":"NEMA 14-50P","nema-14-60p":"NEMA 14-60P","nema-15-15p":"NEMA 15-15P","nema-15-20p":"NEMA 15-20P","nema-15-30p":"NEMA 15-30P","nema-15-50p":"NEMA 15-50P","nema-15-60p":"NEMA 15-60P","nema-l1-15p":"NEMA L1-15P","nema-l5-15p":"NEMA L5-15P","nema-l5-20p":"NEMA L5-20P","nema-l5-30p":"NEMA L5-30P","nema-l5-50p":"NEMA L5-50P","nema-l6-15p":"NEMA L6-15P","nema-l6-20p":"NEMA L6-20P","nema-l6-30p":"NEMA L6-30P","nema-l6-50p":"NEMA L6-50P","nema-l10-30p":"NEMA L10-30P","nema-l14-20p":"NEMA L14-20P","nema-l14-30p":"NEMA L14-30P","nema-l14-50p":"NEMA L14-50P","nema-l14-60p":"NEMA L14-60P","nema-l15-20p":"NEMA L15-20P","nema-l15-30p":"NEMA L15-30P","nema-l15-50p":"NEMA L15-50P","nema-l15-60p":"NEMA L15-60P","nema-l21-20p":"NEMA L21-20P","nema-l21-30p":"NEMA L21-30P","nema-l22-20p":"NEMA L22-20P","nema-l22-30p":"NEMA L22-30P","cs6361c":"CS6361C","cs6365c":"CS6365C","cs8165c":"CS8165C","cs8265c":"CS8265C","cs8365c":"CS8365C","cs8465c":"CS8465C","ita-c":"ITA Type C (CEE 7/16)","ita-e":"ITA Type E (CEE 7/6)","ita-f":"ITA Type F (CEE 7/4)","ita-ef":"ITA Type E/F (CEE 7/7)","ita-g":"ITA Type G (BS 1363)","ita-h":"ITA Type H","ita-i":"ITA Type I","ita-j":"ITA Type J","ita-k":"ITA Type K","ita-l":"ITA Type L (CEI 23-50)","ita-m":"ITA Type M (BS 546)","ita-n":"ITA Type N","ita-o":"ITA Type O","usb-a":"USB Type A","usb-b":"USB Type B","usb-c":"USB Type C","usb-mini-a":"USB Mini A","usb-mini-b":"USB Mini B","usb-micro-a":"USB Micro A","usb-micro-b":"USB Micro B","usb-micro-ab":"USB Micro AB","usb-3-b":"USB 3.0 Type B","usb-3-micro-b":"USB 3.0 Micro B","molex-micro-fit-1x2":"Molex Micro-Fit 1x2","molex-micro-fit-2x2":"Molex Micro-Fit 2x2","molex-micro-fit-2x3":"Molex Micro-Fit 2x3","molex-micro-fit-2x4":"Molex Micro-Fit 2x4","dc-terminal":"DC Terminal","saf-d-grid":"Saf-D-Grid","neutrik-powercon-20":"Neutrik powerCON (20A)","neutrik-powercon-32":"Neutrik powerCON (32A)","neutrik-powercon-true1":"Neutrik powerCON TRUE1","neutrik-powercon-true1-top":"Neutrik powerCON TRUE1 TOP","ubiquiti-smartpower":"Ubiquiti SmartPower","hardwired":"Hardwired","other":"Other"}'::jsonb ->> t."type"::text,
            t."type"::text
          )
        )
      END,
      'maximum_draw',
      t."maximum_draw",
      'allocated_draw',
      t."allocated_draw",
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
              inv_cable_profile_peers ('dcim.powerport', t.id) pp
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
              inv_cable_profile_peers ('dcim.powerport', t.id) pp
            ORDER BY
              pp.peer_ord
            LIMIT
              1
          )
          ELSE j6.peer_type
        END
      ),
      'connected_endpoints',
      (
        CASE
          WHEN j6.ends IS NULL THEN NULL
          WHEN j6.same THEN j6.peers
          ELSE (
            SELECT
              json_agg(
                CASE split_part(n, ':', 1)
                  WHEN 'dcim.poweroutlet' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        ce0x.id,
                        'url',
                        ($1::text || '/api/dcim/power-outlets/' || ce0x.id || '/'),
                        'display',
                        ce0x.name || CASE
                          WHEN ce0x.label <> '' THEN ' (' || ce0x.label || ')'
                          ELSE ''
                        END,
                        'device',
                        CASE
                          WHEN ce0j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            ce0j1.id,
                            'url',
                            ($1::text || '/api/dcim/devices/' || ce0j1.id || '/'),
                            'display',
                            COALESCE(
                              COALESCE(
                                ce0j1.name,
                                (
                                  SELECT
                                    vc.name || ':' || COALESCE(ce0j1.vc_position::text, 'None')
                                  FROM
                                    dcim_virtualchassis vc
                                  WHERE
                                    vc.id = ce0j1.virtual_chassis_id
                                )
                              ) || COALESCE(' (' || ce0j1.asset_tag || ')', ''),
                              (
                                SELECT
                                  m.name || ' ' || dt.model
                                FROM
                                  dcim_devicetype dt
                                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                WHERE
                                  dt.id = ce0j1.device_type_id
                              ) || ' (' || COALESCE(ce0j1.asset_tag, ce0j1.id::text) || ')'
                            ),
                            'name',
                            ce0j1."name",
                            'description',
                            ce0j1."description"
                          )
                        END,
                        'name',
                        ce0x."name",
                        'description',
                        ce0x."description",
                        'cable',
                        CASE
                          WHEN ce0j2.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            ce0j2.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || ce0j2.id || '/'),
                            'display',
                            COALESCE(NULLIF(ce0j2.label, ''), '#' || ce0j2.id),
                            'label',
                            ce0j2."label",
                            'description',
                            ce0j2."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            ce0x.mark_connected
                            OR ce0x.cable_id IS NOT NULL
                          )
                        )
                      )
                    FROM
                      "dcim_poweroutlet" ce0x
                      LEFT JOIN "dcim_device" ce0j1 ON ce0j1.id = ce0x."device_id"
                      LEFT JOIN "dcim_cable" ce0j2 ON ce0j2.id = ce0x."cable_id"
                    WHERE
                      ce0x.id = split_part(n, ':', 2)::bigint
                  )
                  WHEN 'dcim.powerfeed' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        ce1x.id,
                        'url',
                        ($1::text || '/api/dcim/power-feeds/' || ce1x.id || '/'),
                        'display',
                        ce1x."name"::text,
                        'name',
                        ce1x."name",
                        'cable',
                        CASE
                          WHEN ce1j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            ce1j1.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || ce1j1.id || '/'),
                            'display',
                            COALESCE(NULLIF(ce1j1.label, ''), '#' || ce1j1.id),
                            'label',
                            ce1j1."label",
                            'description',
                            ce1j1."description"
                          )
                        END,
                        'description',
                        ce1x."description",
                        '_occupied',
                        (
                          (
                            ce1x.mark_connected
                            OR ce1x.cable_id IS NOT NULL
                          )
                        )
                      )
                    FROM
                      "dcim_powerfeed" ce1x
                      LEFT JOIN "dcim_cable" ce1j1 ON ce1j1.id = ce1x."cable_id"
                    WHERE
                      ce1x.id = split_part(n, ':', 2)::bigint
                  )
                  ELSE inv_brief (split_part(n, ':', 1), split_part(n, ':', 2)::bigint, $1::text)
                END
                ORDER BY
                  split_part(n, ':', 2)::bigint
              )
            FROM
              jsonb_array_elements_text(j6.ends) n
          )
        END
      ),
      'connected_endpoints_type',
      (split_part(j6.ends ->> 0, ':', 1)),
      'connected_endpoints_reachable',
      (COALESCE(j6.active, FALSE)),
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
              object_type = 'dcim.powerport'
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
              ti.object_type = 'dcim.powerport'
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
            object_types ? 'dcim.powerport'
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
            t_cf.object_types ? 'dcim.powerport'
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
  "dcim_powerport" t
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
      (cp.path -> -1) AS ends,
      cp.is_active AS active,
      c.profile = ''
      AND far.peer_type = ANY ('{dcim.poweroutlet,dcim.powerfeed}'::TEXT[])
      AND (cp.path -> -1) @> far.nodes
      AND far.nodes @> (cp.path -> -1) AS same
    FROM
      (
        SELECT
          1
      ) one
      LEFT JOIN dcim_cable c ON c.id = t.cable_id
      LEFT JOIN dcim_cablepath cp ON cp.id = t._path_id
      AND cp.is_complete
      LEFT JOIN LATERAL (
        SELECT
          COALESCE(
            json_agg(
              CASE ct.termination_type
                WHEN 'dcim.poweroutlet' THEN (
                  SELECT
                    json_build_object(
                      'id',
                      j6p0x.id,
                      'url',
                      ($1::text || '/api/dcim/power-outlets/' || j6p0x.id || '/'),
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
                    "dcim_poweroutlet" j6p0x
                    LEFT JOIN "dcim_device" j6p0j1 ON j6p0j1.id = j6p0x."device_id"
                    LEFT JOIN "dcim_cable" j6p0j2 ON j6p0j2.id = j6p0x."cable_id"
                  WHERE
                    j6p0x.id = ct.termination_id
                )
                WHEN 'dcim.powerfeed' THEN (
                  SELECT
                    json_build_object(
                      'id',
                      j6p1x.id,
                      'url',
                      ($1::text || '/api/dcim/power-feeds/' || j6p1x.id || '/'),
                      'display',
                      j6p1x."name"::text,
                      'name',
                      j6p1x."name",
                      'cable',
                      CASE
                        WHEN j6p1j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j6p1j1.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || j6p1j1.id || '/'),
                          'display',
                          COALESCE(NULLIF(j6p1j1.label, ''), '#' || j6p1j1.id),
                          'label',
                          j6p1j1."label",
                          'description',
                          j6p1j1."description"
                        )
                      END,
                      'description',
                      j6p1x."description",
                      '_occupied',
                      (
                        (
                          j6p1x.mark_connected
                          OR j6p1x.cable_id IS NOT NULL
                        )
                      )
                    )
                  FROM
                    "dcim_powerfeed" j6p1x
                    LEFT JOIN "dcim_cable" j6p1j1 ON j6p1j1.id = j6p1x."cable_id"
                  WHERE
                    j6p1x.id = ct.termination_id
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
      ($1::text || '/api/dcim/power-ports/' || t.id || '/'),
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
  "dcim_powerport" t
  LEFT JOIN "dcim_device" j1 ON j1.id = t."device_id"
  LEFT JOIN "dcim_cable" j2 ON j2.id = t."cable_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_powerport($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/power-ports/' || bx.id || '/'),
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
      "dcim_powerport" bx
      LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id"
      LEFT JOIN "dcim_cable" bj2 ON bj2.id = bx."cable_id"
    WHERE
      bx.id = $2
  );
