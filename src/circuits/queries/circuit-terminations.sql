-- circuits.circuittermination: /api/circuits/circuit-terminations/{id}/
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
      ($1::text || '/api/circuits/circuit-terminations/' || t.id || '/'),
      'display_url',
      ($1::text || '/circuits/circuit-terminations/' || t.id || '/'),
      'display',
      (
        SELECT
          c.cid
        FROM
          circuits_circuit c
        WHERE
          c.id = t.circuit_id
      ) || ': Termination ' || t.term_side,
      'circuit',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/circuits/circuits/' || j1.id || '/'),
          'display',
          j1."cid"::text,
          'cid',
          j1."cid",
          'provider',
          CASE
            WHEN j2.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j2.id,
              'url',
              ($1::text || '/api/circuits/providers/' || j2.id || '/'),
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
          'description',
          j1."description"
        )
      END,
      'term_side',
      t."term_side",
      'termination_type',
      t."termination_type",
      'termination_id',
      t."termination_id",
      'termination',
      CASE t."termination_type"
        WHEN 'dcim.region' THEN inv_brief_dcim_region ($1::text, t."termination_id")
        WHEN 'dcim.sitegroup' THEN inv_brief_dcim_sitegroup ($1::text, t."termination_id")
        WHEN 'dcim.site' THEN inv_brief_dcim_site ($1::text, t."termination_id")
        WHEN 'dcim.location' THEN inv_brief_dcim_location ($1::text, t."termination_id")
        WHEN 'circuits.providernetwork' THEN inv_brief_circuits_providernetwork ($1::text, t."termination_id")
      END,
      'port_speed',
      t."port_speed",
      'upstream_speed',
      t."upstream_speed",
      'xconnect_id',
      t."xconnect_id",
      'pp_info',
      t."pp_info",
      'description',
      t."description",
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
              inv_cable_profile_peers ('circuits.circuittermination', t.id) pp
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
              inv_cable_profile_peers ('circuits.circuittermination', t.id) pp
            ORDER BY
              pp.peer_ord
            LIMIT
              1
          )
          ELSE j4.peer_type
        END
      ),
      'tags',
      (
        CASE
          WHEN EXISTS (
            SELECT
              1
            FROM
              extras_taggeditem
            WHERE
              object_type = 'circuits.circuittermination'
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
              ti.object_type = 'circuits.circuittermination'
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
            object_types ? 'circuits.circuittermination'
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
            t_cf.object_types ? 'circuits.circuittermination'
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
  "circuits_circuittermination" t
  LEFT JOIN "circuits_circuit" j1 ON j1.id = t."circuit_id"
  LEFT JOIN "circuits_provider" j2 ON j2.id = j1."provider_id"
  LEFT JOIN "dcim_cable" j3 ON j3.id = t."cable_id"
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
                WHEN 'dcim.interface' THEN (
                  SELECT
                    json_build_object(
                      'id',
                      j4p0x.id,
                      'url',
                      ($1::text || '/api/dcim/interfaces/' || j4p0x.id || '/'),
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
                          OR j4p0x.wireless_link_id IS NOT NULL
                        )
                      )
                    )
                  FROM
                    "dcim_interface" j4p0x
                    LEFT JOIN "dcim_device" j4p0j1 ON j4p0j1.id = j4p0x."device_id"
                    LEFT JOIN "dcim_cable" j4p0j2 ON j4p0j2.id = j4p0x."cable_id"
                  WHERE
                    j4p0x.id = ct.termination_id
                )
                WHEN 'dcim.frontport' THEN (
                  SELECT
                    json_build_object(
                      'id',
                      j4p1x.id,
                      'url',
                      ($1::text || '/api/dcim/front-ports/' || j4p1x.id || '/'),
                      'display',
                      j4p1x.name || CASE
                        WHEN j4p1x.label <> '' THEN ' (' || j4p1x.label || ')'
                        ELSE ''
                      END,
                      'device',
                      CASE
                        WHEN j4p1j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j4p1j1.id,
                          'url',
                          ($1::text || '/api/dcim/devices/' || j4p1j1.id || '/'),
                          'display',
                          COALESCE(
                            COALESCE(
                              j4p1j1.name,
                              (
                                SELECT
                                  vc.name || ':' || COALESCE(j4p1j1.vc_position::text, 'None')
                                FROM
                                  dcim_virtualchassis vc
                                WHERE
                                  vc.id = j4p1j1.virtual_chassis_id
                              )
                            ) || COALESCE(' (' || j4p1j1.asset_tag || ')', ''),
                            (
                              SELECT
                                m.name || ' ' || dt.model
                              FROM
                                dcim_devicetype dt
                                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                              WHERE
                                dt.id = j4p1j1.device_type_id
                            ) || ' (' || COALESCE(j4p1j1.asset_tag, j4p1j1.id::text) || ')'
                          ),
                          'name',
                          j4p1j1."name",
                          'description',
                          j4p1j1."description"
                        )
                      END,
                      'name',
                      j4p1x."name",
                      'description',
                      j4p1x."description",
                      'cable',
                      CASE
                        WHEN j4p1j2.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j4p1j2.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || j4p1j2.id || '/'),
                          'display',
                          COALESCE(NULLIF(j4p1j2.label, ''), '#' || j4p1j2.id),
                          'label',
                          j4p1j2."label",
                          'description',
                          j4p1j2."description"
                        )
                      END,
                      '_occupied',
                      (
                        (
                          j4p1x.mark_connected
                          OR j4p1x.cable_id IS NOT NULL
                        )
                      )
                    )
                  FROM
                    "dcim_frontport" j4p1x
                    LEFT JOIN "dcim_device" j4p1j1 ON j4p1j1.id = j4p1x."device_id"
                    LEFT JOIN "dcim_cable" j4p1j2 ON j4p1j2.id = j4p1x."cable_id"
                  WHERE
                    j4p1x.id = ct.termination_id
                )
                WHEN 'dcim.rearport' THEN (
                  SELECT
                    json_build_object(
                      'id',
                      j4p2x.id,
                      'url',
                      ($1::text || '/api/dcim/rear-ports/' || j4p2x.id || '/'),
                      'display',
                      j4p2x.name || CASE
                        WHEN j4p2x.label <> '' THEN ' (' || j4p2x.label || ')'
                        ELSE ''
                      END,
                      'device',
                      CASE
                        WHEN j4p2j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j4p2j1.id,
                          'url',
                          ($1::text || '/api/dcim/devices/' || j4p2j1.id || '/'),
                          'display',
                          COALESCE(
                            COALESCE(
                              j4p2j1.name,
                              (
                                SELECT
                                  vc.name || ':' || COALESCE(j4p2j1.vc_position::text, 'None')
                                FROM
                                  dcim_virtualchassis vc
                                WHERE
                                  vc.id = j4p2j1.virtual_chassis_id
                              )
                            ) || COALESCE(' (' || j4p2j1.asset_tag || ')', ''),
                            (
                              SELECT
                                m.name || ' ' || dt.model
                              FROM
                                dcim_devicetype dt
                                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                              WHERE
                                dt.id = j4p2j1.device_type_id
                            ) || ' (' || COALESCE(j4p2j1.asset_tag, j4p2j1.id::text) || ')'
                          ),
                          'name',
                          j4p2j1."name",
                          'description',
                          j4p2j1."description"
                        )
                      END,
                      'name',
                      j4p2x."name",
                      'description',
                      j4p2x."description",
                      'cable',
                      CASE
                        WHEN j4p2j2.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j4p2j2.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || j4p2j2.id || '/'),
                          'display',
                          COALESCE(NULLIF(j4p2j2.label, ''), '#' || j4p2j2.id),
                          'label',
                          j4p2j2."label",
                          'description',
                          j4p2j2."description"
                        )
                      END,
                      '_occupied',
                      (
                        (
                          j4p2x.mark_connected
                          OR j4p2x.cable_id IS NOT NULL
                        )
                      )
                    )
                  FROM
                    "dcim_rearport" j4p2x
                    LEFT JOIN "dcim_device" j4p2j1 ON j4p2j1.id = j4p2x."device_id"
                    LEFT JOIN "dcim_cable" j4p2j2 ON j4p2j2.id = j4p2x."cable_id"
                  WHERE
                    j4p2x.id = ct.termination_id
                )
                WHEN 'circuits.circuittermination' THEN (
                  SELECT
                    json_build_object(
                      'id',
                      j4p3x.id,
                      'url',
                      ($1::text || '/api/circuits/circuit-terminations/' || j4p3x.id || '/'),
                      'display',
                      (
                        SELECT
                          c.cid
                        FROM
                          circuits_circuit c
                        WHERE
                          c.id = j4p3x.circuit_id
                      ) || ': Termination ' || j4p3x.term_side,
                      'circuit',
                      CASE
                        WHEN j4p3j1.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j4p3j1.id,
                          'url',
                          ($1::text || '/api/circuits/circuits/' || j4p3j1.id || '/'),
                          'display',
                          j4p3j1."cid"::text,
                          'cid',
                          j4p3j1."cid",
                          'provider',
                          CASE
                            WHEN j4p3j2.id IS NULL THEN NULL
                            ELSE json_build_object(
                              'id',
                              j4p3j2.id,
                              'url',
                              ($1::text || '/api/circuits/providers/' || j4p3j2.id || '/'),
                              'display',
                              j4p3j2."name"::text,
                              'name',
                              j4p3j2."name",
                              'slug',
                              j4p3j2."slug",
                              'description',
                              j4p3j2."description"
                            )
                          END,
                          'description',
                          j4p3j1."description"
                        )
                      END,
                      'term_side',
                      j4p3x."term_side",
                      'description',
                      j4p3x."description",
                      'cable',
                      CASE
                        WHEN j4p3j3.id IS NULL THEN NULL
                        ELSE json_build_object(
                          'id',
                          j4p3j3.id,
                          'url',
                          ($1::text || '/api/dcim/cables/' || j4p3j3.id || '/'),
                          'display',
                          COALESCE(NULLIF(j4p3j3.label, ''), '#' || j4p3j3.id),
                          'label',
                          j4p3j3."label",
                          'description',
                          j4p3j3."description"
                        )
                      END,
                      '_occupied',
                      (
                        (
                          j4p3x.mark_connected
                          OR j4p3x.cable_id IS NOT NULL
                        )
                      )
                    )
                  FROM
                    "circuits_circuittermination" j4p3x
                    LEFT JOIN "circuits_circuit" j4p3j1 ON j4p3j1.id = j4p3x."circuit_id"
                    LEFT JOIN "circuits_provider" j4p3j2 ON j4p3j2.id = j4p3j1."provider_id"
                    LEFT JOIN "dcim_cable" j4p3j3 ON j4p3j3.id = j4p3x."cable_id"
                  WHERE
                    j4p3x.id = ct.termination_id
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
      ($1::text || '/api/circuits/circuit-terminations/' || t.id || '/'),
      'display',
      (
        SELECT
          c.cid
        FROM
          circuits_circuit c
        WHERE
          c.id = t.circuit_id
      ) || ': Termination ' || t.term_side,
      'circuit',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/circuits/circuits/' || j1.id || '/'),
          'display',
          j1."cid"::text,
          'cid',
          j1."cid",
          'provider',
          CASE
            WHEN j2.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j2.id,
              'url',
              ($1::text || '/api/circuits/providers/' || j2.id || '/'),
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
          'description',
          j1."description"
        )
      END,
      'term_side',
      t."term_side",
      'description',
      t."description",
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
  "circuits_circuittermination" t
  LEFT JOIN "circuits_circuit" j1 ON j1.id = t."circuit_id"
  LEFT JOIN "circuits_provider" j2 ON j2.id = j1."provider_id"
  LEFT JOIN "dcim_cable" j3 ON j3.id = t."cable_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_circuits_circuittermination($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/circuits/circuit-terminations/' || bx.id || '/'),
        'display',
        (
          SELECT
            c.cid
          FROM
            circuits_circuit c
          WHERE
            c.id = bx.circuit_id
        ) || ': Termination ' || bx.term_side,
        'circuit',
        CASE
          WHEN bj1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj1.id,
            'url',
            ($1::text || '/api/circuits/circuits/' || bj1.id || '/'),
            'display',
            bj1."cid"::text,
            'cid',
            bj1."cid",
            'provider',
            CASE
              WHEN bj2.id IS NULL THEN NULL
              ELSE json_build_object(
                'id',
                bj2.id,
                'url',
                ($1::text || '/api/circuits/providers/' || bj2.id || '/'),
                'display',
                bj2."name"::text,
                'name',
                bj2."name",
                'slug',
                bj2."slug",
                'description',
                bj2."description"
              )
            END,
            'description',
            bj1."description"
          )
        END,
        'term_side',
        bx."term_side",
        'description',
        bx."description",
        'cable',
        CASE
          WHEN bj3.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj3.id,
            'url',
            ($1::text || '/api/dcim/cables/' || bj3.id || '/'),
            'display',
            COALESCE(NULLIF(bj3.label, ''), '#' || bj3.id),
            'label',
            bj3."label",
            'description',
            bj3."description"
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
      "circuits_circuittermination" bx
      LEFT JOIN "circuits_circuit" bj1 ON bj1.id = bx."circuit_id"
      LEFT JOIN "circuits_provider" bj2 ON bj2.id = bj1."provider_id"
      LEFT JOIN "dcim_cable" bj3 ON bj3.id = bx."cable_id"
    WHERE
      bx.id = $2
  );
