-- dcim.powerfeed: /api/dcim/power-feeds/{id}/
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
      ($1::text || '/api/dcim/power-feeds/' || t.id || '/'),
      'display_url',
      ($1::text || '/dcim/power-feeds/' || t.id || '/'),
      'display',
      t."name"::text,
      'power_panel',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/dcim/power-panels/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'rack',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/dcim/racks/' || j2.id || '/'),
          'display',
          j2.name || COALESCE(' (' || j2.facility_id || ')', ''),
          'name',
          j2."name",
          'description',
          j2."description"
        )
      END,
      'name',
      t."name",
      'status',
      CASE
        WHEN t."status" IS NULL
        OR t."status" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."status",
          'label',
          COALESCE(
            '{"offline":"Offline","active":"Active","planned":"Planned","failed":"Failed"}'::jsonb ->> t."status"::text,
            t."status"::text
          )
        )
      END,
      'type',
      CASE
        WHEN t."type" IS NULL
        OR t."type" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."type",
          'label',
          COALESCE('{"primary":"Primary","redundant":"Redundant"}'::jsonb ->> t."type"::text, t."type"::text)
        )
      END,
      'supply',
      CASE
        WHEN t."supply" IS NULL
        OR t."supply" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."supply",
          'label',
          COALESCE('{"ac":"AC","dc":"DC"}'::jsonb ->> t."supply"::text, t."supply"::text)
        )
      END,
      'phase',
      CASE
        WHEN t."phase" IS NULL
        OR t."phase" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."phase",
          'label',
          COALESCE(
            '{"single-phase":"Single phase","three-phase":"Three-phase"}'::jsonb ->> t."phase"::text,
            t."phase"::text
          )
        )
      END,
      'voltage',
      t."voltage",
      'amperage',
      t."amperage",
      'max_utilization',
      t."max_utilization",
      'mark_connected',
      t."mark_connected",
      'cable',
      CASE
        WHEN j3.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j3.id,
          'url',
          ($1::text || '/api/dcim/cables/' || j3.id || '/'),
          'display',
          COALESCE(NULLIF(j3.label, ''), '#' || j3.id),
          'label',
          j3."label",
          'description',
          j3."description"
        )
      END,
      'cable_end',
      t."cable_end",
      'link_peers',
      (
        CASE
          WHEN t.cable_id IS NULL THEN '[]'::json
          WHEN j4.profiled THEN (
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
              inv_cable_profile_peers ('dcim.powerfeed', t.id) pp
          )
          ELSE j4.peers
        END
      ),
      'link_peers_type',
      (
        CASE
          WHEN t.cable_id IS NULL THEN NULL
          WHEN j4.profiled THEN (
            SELECT
              pp.peer_type
            FROM
              inv_cable_profile_peers ('dcim.powerfeed', t.id) pp
            ORDER BY
              pp.peer_ord
            LIMIT
              1
          )
          ELSE j4.peer_type
        END
      ),
      'connected_endpoints',
      (
        CASE
          WHEN j4.ends IS NULL THEN NULL
          WHEN j4.same THEN j4.peers
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
              jsonb_array_elements_text(j4.ends) n
          )
        END
      ),
      'connected_endpoints_type',
      (split_part(j4.ends ->> 0, ':', 1)),
      'connected_endpoints_reachable',
      (COALESCE(j4.active, FALSE)),
      'description',
      t."description",
      'tenant',
      CASE
        WHEN j5.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j5.id,
          'url',
          ($1::text || '/api/tenancy/tenants/' || j5.id || '/'),
          'display',
          j5."name"::text,
          'name',
          j5."name",
          'slug',
          j5."slug",
          'description',
          j5."description"
        )
      END,
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
              object_type = 'dcim.powerfeed'
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
              ti.object_type = 'dcim.powerfeed'
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
            object_types ? 'dcim.powerfeed'
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
            t_cf.object_types ? 'dcim.powerfeed'
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
  "dcim_powerfeed" t
  LEFT JOIN "dcim_powerpanel" j1 ON j1.id = t."power_panel_id"
  LEFT JOIN "dcim_rack" j2 ON j2.id = t."rack_id"
  LEFT JOIN "dcim_cable" j3 ON j3.id = t."cable_id"
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
                      j4p0x.id,
                      'url',
                      ($1::text || '/api/dcim/power-ports/' || j4p0x.id || '/'),
                      'display',
                      j4p0x.name || CASE
                        WHEN j4p0x.label <> '' THEN ' (' || j4p0x.label || ')'
                        ELSE ''
                      END,
                      'device',
                      CASE
                        WHEN j4p0j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j4p0j1.id,
                          'url',
                          ($1::text || '/api/dcim/devices/' || j4p0j1.id || '/'),
                          'display',
                          COALESCE(
                            COALESCE(
                              j4p0j1.name,
                              (
                                SELECT
                                  vc.name || ':' || COALESCE(j4p0j1.vc_position::text, 'None')
                                FROM
                                  dcim_virtualchassis vc
                                WHERE
                                  vc.id = j4p0j1.virtual_chassis_id
                              )
                            ) || COALESCE(' (' || j4p0j1.asset_tag || ')', ''),
                            (
                              SELECT
                                m.name || ' ' || dt.model
                              FROM
                                dcim_devicetype dt
                                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                              WHERE
                                dt.id = j4p0j1.device_type_id
                            ) || ' (' || COALESCE(j4p0j1.asset_tag, j4p0j1.id::text) || ')'
                          ),
                          'name',
                          j4p0j1."name",
                          'description',
                          j4p0j1."description"
                        )
                      END,
                      'name',
                      j4p0x."name",
                      'description',
                      j4p0x."description",
                      'cable',
                      CASE
                        WHEN j4p0j2.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j4p0j2.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || j4p0j2.id || '/'),
                          'display',
                          COALESCE(NULLIF(j4p0j2.label, ''), '#' || j4p0j2.id),
                          'label',
                          j4p0j2."label",
                          'description',
                          j4p0j2."description"
                        )
                      END,
                      '_occupied',
                      (
                        (
                          j4p0x.mark_connected
                          OR j4p0x.cable_id IS NOT NULL
                        )
                      )
                    )
                  FROM
                    "dcim_powerport" j4p0x
                    LEFT JOIN "dcim_device" j4p0j1 ON j4p0j1.id = j4p0x."device_id"
                    LEFT JOIN "dcim_cable" j4p0j2 ON j4p0j2.id = j4p0x."cable_id"
                  WHERE
                    j4p0x.id = ct.termination_id
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
  ) j4 ON TRUE
  LEFT JOIN "tenancy_tenant" j5 ON j5.id = t."tenant_id"
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
      ($1::text || '/api/dcim/power-feeds/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'cable',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/dcim/cables/' || j1.id || '/'),
          'display',
          COALESCE(NULLIF(j1.label, ''), '#' || j1.id),
          'label',
          j1."label",
          'description',
          j1."description"
        )
      END,
      'description',
      t."description",
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
  "dcim_powerfeed" t
  LEFT JOIN "dcim_cable" j1 ON j1.id = t."cable_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_powerfeed($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/power-feeds/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'name',
        bx."name",
        'cable',
        CASE
          WHEN bj1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj1.id,
            'url',
            ($1::text || '/api/dcim/cables/' || bj1.id || '/'),
            'display',
            COALESCE(NULLIF(bj1.label, ''), '#' || bj1.id),
            'label',
            bj1."label",
            'description',
            bj1."description"
          )
        END,
        'description',
        bx."description",
        '_occupied',
        (
          (
            bx.mark_connected
            OR bx.cable_id IS NOT NULL
          )
        )
      )
    FROM
      "dcim_powerfeed" bx
      LEFT JOIN "dcim_cable" bj1 ON bj1.id = bx."cable_id"
    WHERE
      bx.id = $2
  );
