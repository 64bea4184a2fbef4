-- dcim.poweroutlet: /api/dcim/power-outlets/{id}/
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
      ($1::text || '/api/dcim/power-outlets/' || t.id || '/'),
      'display_url',
      ($1::text || '/dcim/power-outlets/' || t.id || '/'),
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
            '{"iec-60320-c5":"C5","iec-60320-c7":"C7","iec-60320-c13":"C13","iec-60320-c15":"C15","iec-60320-c17":"C17","iec-60320-c19":"C19","iec-60320-c21":"C21","iec-60309-p-n-e-4h":"P+N+E 4H","iec-60309-p-n-e-6h":"P+N+E 6H","iec-60309-p-n-e-9h":"P+N+E 9H","iec-60309-2p-e-4h":"2P+E 4H","iec-60309-2p-e-6h":"2P+E 6H","iec-60309-2p-e-9h":"2P+E 9H","iec-60309-3p-e-4h":"3P+E 4H","iec-60309-3p-e-6h":"3P+E 6H","iec-60309-3p-e-9h":"3P+E 9H","iec-60309-3p-n-e-4h":"3P+N+E 4H","iec-60309-3p-n-e-6h":"3P+N+E 6H","iec-60309-3p-n-e-9h":"3P+N+E 9H","iec-60906-1":"IEC 60906-1","nbr-14136-10a":"2P+T 10A (NBR 14136)","nbr-14136-20a":"2P+T 20A (NBR 14136)","nema-1-15r":"NEMA 1-15R","nema-5-15r":"NEMA 5-15R","nema-5-20r":"NEMA 5-20R","nema-5-30r":"NEMA 5-30R","nema-5-50r":"NEMA 5-50R","nema-6-15r":"NEMA 6-15R","nema-6-20r":"NEMA 6-20R","nema-6-30r":"NEMA 6-30R","nema-6-50r":"NEMA 6-50R","nema-10-30r":"NEMA 10-30R","nema-10-50r":"NEMA 10-50R","nema-14-20r":"NEMA 14-20R","nema-14-30r":"NEMA 14-30R","nema-14-50r":"NEMA 14-50R","nema-14-60r":"NEMA 14-60R","nema-15-15r":"NEMA 15-15R","nema-15-20r":"NEMA 15-20R","nema-15-30r":"NEMA 15-30R","nema-15-50r":"NEMA 15-50R","nema-15-60r":"NEMA 15-60R","nema-l1-15r":"NEMA L1-15R","nema-l5-15r":"NEMA L5-15R","nema-l5-20r":"NEMA L5-20R","nema-l5-30r":"NEMA L5-30R","nema-l5-50r":"NEMA L5-50R","nema-l6-15r":"NEMA L6-15R","nema-l6-20r":"NEMA L6-20R","nema-l6-30r":"NEMA L6-30R","nema-l6-50r":"NEMA L6-50R","nema-l10-30r":"NEMA L10-30R","nema-l14-20r":"NEMA L14-20R","nema-l14-30r":"NEMA L14-30R","nema-l14-50r":"NEMA L14-50R","nema-l14-60r":"NEMA L14-60R","nema-l15-20r":"NEMA L15-20R","nema-l15-30r":"NEMA L15-30R","nema-l15-50r":"NEMA L15-50R","nema-l15-60r":"NEMA L15-60R","nema-l21-20r":"NEMA L21-20R","nema-l21-30r":"NEMA L21-30R","nema-l22-20r":"NEMA L22-20R","nema-l22-30r":"NEMA L22-30R","CS6360C":"CS6360C","CS6364C":"CS6364C","CS8164C":"CS8164C","CS8264C":"CS8264C","CS8364C":"CS8364C","CS8464C":"CS8464C","ita-e":"ITA Type E (CEE 7/5)","ita-f":"ITA Type F (CEE 7/3)","ita-g":"ITA Type G (BS 1363)","ita-h":"ITA Type H","ita-i":"ITA Type I","ita-j":"ITA Type J","ita-k":"ITA Type K","ita-l":"ITA Type L (CEI 23-50)","ita-m":"ITA Type M (BS 546)","ita-n":"ITA Type N","ita-o":"ITA Type O","ita-multistandard":"ITA Multistandard","usb-a":"USB Type A","usb-micro-b":"USB Micro B","usb-c":"USB Type C","molex-micro-fit-1x2":"Molex Micro-Fit 1x2","molex-micro-fit-2x2":"Molex Micro-Fit 2x2","molex-micro-fit-2x3":"Molex Micro-Fit 2x3","molex-micro-fit-2x4":"Molex Micro-Fit 2x4","dc-terminal":"DC Terminal","eaton-c39":"Eaton C39","hdot-cx":"HDOT Cx","saf-d-grid":"Saf-D-Grid","neutrik-powercon-20a":"Neutrik powerCON (20A)","neutrik-powercon-32a":"Neutrik powerCON (32A)","neutrik-powercon-true1":"Neutrik powerCON TRUE1","neutrik-powercon-true1-top":"Neutrik powerCON TRUE1 TOP","ubiquiti-smartpower":"Ubiquiti SmartPower","hardwired":"Hardwired","other":"Other"}'::jsonb ->> t."type"::text,
            t."type"::text
          )
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
            '{"enabled":"Enabled","disabled":"Disabled","faulty":"Faulty"}'::jsonb ->> t."status"::text,
            t."status"::text
          )
        )
      END,
      'color',
      t."color",
      'power_port',
      CASE
        WHEN j5.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j5.id,
          'url',
          ($1::text || '/api/dcim/power-ports/' || j5.id || '/'),
          'display',
          j5.name || CASE
            WHEN j5.label <> '' THEN ' (' || j5.label || ')'
            ELSE ''
          END,
          'device',
          CASE
            WHEN j6.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j6.id,
              'url',
              ($1::text || '/api/dcim/devices/' || j6.id || '/'),
              'display',
              COALESCE(
                COALESCE(
                  j6.name,
                  (
                    SELECT
                      vc.name || ':' || COALESCE(j6.vc_position::text, 'None')
                    FROM
                      dcim_virtualchassis vc
                    WHERE
                      vc.id = j6.virtual_chassis_id
                  )
                ) || COALESCE(' (' || j6.asset_tag || ')', ''),
                (
                  SELECT
                    m.name || ' ' || dt.model
                  FROM
                    dcim_devicetype dt
                    JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                  WHERE
                    dt.id = j6.device_type_id
                ) || ' (' || COALESCE(j6.asset_tag, j6.id::text) || ')'
              ),
              'name',
              j6."name",
              'description',
              j6."description"
            )
          END,
          'name',
          j5."name",
          'description',
          j5."description",
          'cable',
          CASE
            WHEN j7.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j7.id,
              'url',
              ($1::text || '/api/dcim/cables/' || j7.id || '/'),
              'display',
              COALESCE(NULLIF(j7.label, ''), '#' || j7.id),
              'label',
              j7."label",
              'description',
              j7."description"
            )
          END,
          '_occupied',
          (
            (
              j5.mark_connected
              OR j5.cable_id IS NOT NULL
            )
          )
        )
      END,
      'feed_leg',
      CASE
        WHEN t."feed_leg" IS NULL
        OR t."feed_leg" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."feed_leg",
          'label',
          COALESCE('{"A":"A","B":"B","C":"C"}'::jsonb ->> t."feed_leg"::text, t."feed_leg"::text)
        )
      END,
      'description',
      t."description",
      'mark_connected',
      t."mark_connected",
      'cable',
      CASE
        WHEN j8.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j8.id,
          'url',
          ($1::text || '/api/dcim/cables/' || j8.id || '/'),
          'display',
          COALESCE(NULLIF(j8.label, ''), '#' || j8.id),
          'label',
          j8."label",
          'description',
          j8."description"
        )
      END,
      'cable_end',
      t."cable_end",
      'link_peers',
      (
        CASE
          WHEN t.cable_id IS NULL THEN '[]'::json
          WHEN j9.profiled THEN (
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
              inv_cable_profile_peers ('dcim.poweroutlet', t.id) pp
          )
          ELSE j9.peers
        END
      ),
      'link_peers_type',
      (
        CASE
          WHEN t.cable_id IS NULL THEN NULL
          WHEN j9.profiled THEN (
            SELECT
              pp.peer_type
            FROM
              inv_cable_profile_peers ('dcim.poweroutlet', t.id) pp
            ORDER BY
              pp.peer_ord
            LIMIT
              1
          )
          ELSE j9.peer_type
        END
      ),
      'connected_endpoints',
      (
        CASE
          WHEN j9.ends IS NULL THEN NULL
          WHEN j9.same THEN j9.peers
          ELSE (
            SELECT
              json_agg(
                CASE split_part(n, ':', 1)
                  WHEN 'dcim.powerport' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        ce0x.id,
                        'url',
                        ($1::text || '/api/dcim/power-ports/' || ce0x.id || '/'),
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
                      "dcim_powerport" ce0x
                      LEFT JOIN "dcim_device" ce0j1 ON ce0j1.id = ce0x."device_id"
                      LEFT JOIN "dcim_cable" ce0j2 ON ce0j2.id = ce0x."cable_id"
                    WHERE
                      ce0x.id = split_part(n, ':', 2)::bigint
                  )
                  ELSE inv_brief (split_part(n, ':', 1), split_part(n, ':', 2)::bigint, $1::text)
                END
                ORDER BY
                  split_part(n, ':', 2)::bigint
              )
            FROM
              jsonb_array_elements_text(j9.ends) n
          )
        END
      ),
      'connected_endpoints_type',
      (split_part(j9.ends ->> 0, ':', 1)),
      'connected_endpoints_reachable',
      (COALESCE(j9.active, FALSE)),
      'owner',
      CASE
        WHEN j10.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j10.id,
          'url',
          ($1::text || '/api/users/owners/' || j10.id || '/'),
          'display',
          j10."name"::text,
          'name',
          j10."name",
          'description',
          j10."description"
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
              object_type = 'dcim.poweroutlet'
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
              ti.object_type = 'dcim.poweroutlet'
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
            object_types ? 'dcim.poweroutlet'
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
            t_cf.object_types ? 'dcim.poweroutlet'
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
  "dcim_poweroutlet" t
  LEFT JOIN "dcim_device" j1 ON j1.id = t."device_id"
  LEFT JOIN "dcim_module" j2 ON j2.id = t."module_id"
  LEFT JOIN "dcim_device" j3 ON j3.id = j2."device_id"
  LEFT JOIN "dcim_modulebay" j4 ON j4.id = j2."module_bay_id"
  LEFT JOIN "dcim_powerport" j5 ON j5.id = t."power_port_id"
  LEFT JOIN "dcim_device" j6 ON j6.id = j5."device_id"
  LEFT JOIN "dcim_cable" j7 ON j7.id = j5."cable_id"
  LEFT JOIN "dcim_cable" j8 ON j8.id = t."cable_id"
  LEFT JOIN LATERAL (
    SELECT
      c.profile <> '' AS profiled,
      far.peers,
      far.peer_type,
      (cp.path -> -1) AS ends,
      cp.is_active AS active,
      c.profile = ''
      AND far.peer_type = ANY ('{dcim.powerport}'::TEXT[])
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
                WHEN 'dcim.powerport' THEN (
                  SELECT
                    json_build_object(
                      'id',
                      j9p0x.id,
                      'url',
                      ($1::text || '/api/dcim/power-ports/' || j9p0x.id || '/'),
                      'display',
                      j9p0x.name || CASE
                        WHEN j9p0x.label <> '' THEN ' (' || j9p0x.label || ')'
                        ELSE ''
                      END,
                      'device',
                      CASE
                        WHEN j9p0j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j9p0j1.id,
                          'url',
                          ($1::text || '/api/dcim/devices/' || j9p0j1.id || '/'),
                          'display',
                          COALESCE(
                            COALESCE(
                              j9p0j1.name,
                              (
                                SELECT
                                  vc.name || ':' || COALESCE(j9p0j1.vc_position::text, 'None')
                                FROM
                                  dcim_virtualchassis vc
                                WHERE
                                  vc.id = j9p0j1.virtual_chassis_id
                              )
                            ) || COALESCE(' (' || j9p0j1.asset_tag || ')', ''),
                            (
                              SELECT
                                m.name || ' ' || dt.model
                              FROM
                                dcim_devicetype dt
                                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                              WHERE
                                dt.id = j9p0j1.device_type_id
                            ) || ' (' || COALESCE(j9p0j1.asset_tag, j9p0j1.id::text) || ')'
                          ),
                          'name',
                          j9p0j1."name",
                          'description',
                          j9p0j1."description"
                        )
                      END,
                      'name',
                      j9p0x."name",
                      'description',
                      j9p0x."description",
                      'cable',
                      CASE
                        WHEN j9p0j2.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j9p0j2.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || j9p0j2.id || '/'),
                          'display',
                          COALESCE(NULLIF(j9p0j2.label, ''), '#' || j9p0j2.id),
                          'label',
                          j9p0j2."label",
                          'description',
                          j9p0j2."description"
                        )
                      END,
                      '_occupied',
                      (
                        (
                          j9p0x.mark_connected
                          OR j9p0x.cable_id IS NOT NULL
                        )
                      )
                    )
                  FROM
                    "dcim_powerport" j9p0x
                    LEFT JOIN "dcim_device" j9p0j1 ON j9p0j1.id = j9p0x."device_id"
                    LEFT JOIN "dcim_cable" j9p0j2 ON j9p0j2.id = j9p0x."cable_id"
                  WHERE
                    j9p0x.id = ct.termination_id
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
  ) j9 ON TRUE
  LEFT JOIN "users_owner" j10 ON j10.id = t."owner_id"
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
      ($1::text || '/api/dcim/power-outlets/' || t.id || '/'),
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
  "dcim_poweroutlet" t
  LEFT JOIN "dcim_device" j1 ON j1.id = t."device_id"
  LEFT JOIN "dcim_cable" j2 ON j2.id = t."cable_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_poweroutlet($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/power-outlets/' || bx.id || '/'),
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
      "dcim_poweroutlet" bx
      LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id"
      LEFT JOIN "dcim_cable" bj2 ON bj2.id = bx."cable_id"
    WHERE
      bx.id = $2
  );
