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
              j2."description",
              'circuit_count',
              j2."circuit_count"
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
              inv_cable_profile_peers ('circuits.circuittermination', t.id) pp
          )
          ELSE (
            SELECT
              COALESCE(
                json_agg(
                  CASE ct.termination_type
                    WHEN 'dcim.interface' THEN (
                      SELECT
                        json_build_object(
                          'id',
                          lp0x.id,
                          'url',
                          ($1::text || '/api/dcim/interfaces/' || lp0x.id || '/'),
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
                              OR lp0x.wireless_link_id IS NOT NULL
                            )
                          )
                        )
                      FROM
                        "dcim_interface" lp0x
                        LEFT JOIN "dcim_device" lp0j1 ON lp0j1.id = lp0x."device_id"
                        LEFT JOIN "dcim_cable" lp0j2 ON lp0j2.id = lp0x."cable_id"
                      WHERE
                        lp0x.id = ct.termination_id
                    )
                    WHEN 'dcim.frontport' THEN (
                      SELECT
                        json_build_object(
                          'id',
                          lp1x.id,
                          'url',
                          ($1::text || '/api/dcim/front-ports/' || lp1x.id || '/'),
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
                        "dcim_frontport" lp1x
                        LEFT JOIN "dcim_device" lp1j1 ON lp1j1.id = lp1x."device_id"
                        LEFT JOIN "dcim_cable" lp1j2 ON lp1j2.id = lp1x."cable_id"
                      WHERE
                        lp1x.id = ct.termination_id
                    )
                    WHEN 'dcim.rearport' THEN (
                      SELECT
                        json_build_object(
                          'id',
                          lp2x.id,
                          'url',
                          ($1::text || '/api/dcim/rear-ports/' || lp2x.id || '/'),
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
                            )
                          )
                        )
                      FROM
                        "dcim_rearport" lp2x
                        LEFT JOIN "dcim_device" lp2j1 ON lp2j1.id = lp2x."device_id"
                        LEFT JOIN "dcim_cable" lp2j2 ON lp2j2.id = lp2x."cable_id"
                      WHERE
                        lp2x.id = ct.termination_id
                    )
                    WHEN 'circuits.circuittermination' THEN (
                      SELECT
                        json_build_object(
                          'id',
                          lp3x.id,
                          'url',
                          ($1::text || '/api/circuits/circuit-terminations/' || lp3x.id || '/'),
                          'display',
                          (
                            SELECT
                              c.cid
                            FROM
                              circuits_circuit c
                            WHERE
                              c.id = lp3x.circuit_id
                          ) || ': Termination ' || lp3x.term_side,
                          'circuit',
                          CASE
                            WHEN lp3j1.id IS NULL THEN NULL
                            ELSE json_build_object(
                              'id',
                              lp3j1.id,
                              'url',
                              ($1::text || '/api/circuits/circuits/' || lp3j1.id || '/'),
                              'display',
                              lp3j1."cid"::text,
                              'cid',
                              lp3j1."cid",
                              'provider',
                              CASE
                                WHEN lp3j2.id IS NULL THEN NULL
                                ELSE json_build_object(
                                  'id',
                                  lp3j2.id,
                                  'url',
                                  ($1::text || '/api/circuits/providers/' || lp3j2.id || '/'),
                                  'display',
                                  lp3j2."name"::text,
                                  'name',
                                  lp3j2."name",
                                  'slug',
                                  lp3j2."slug",
                                  'description',
                                  lp3j2."description",
                                  'circuit_count',
                                  lp3j2."circuit_count"
                                )
                              END,
                              'description',
                              lp3j1."description"
                            )
                          END,
                          'term_side',
                          lp3x."term_side",
                          'description',
                          lp3x."description",
                          'cable',
                          CASE
                            WHEN lp3j3.id IS NULL THEN NULL
                            ELSE json_build_object(
                              'id',
                              lp3j3.id,
                              'url',
                              ($1::text || '/api/dcim/cables/' || lp3j3.id || '/'),
                              'display',
                              COALESCE(NULLIF(lp3j3.label, ''), '#' || lp3j3.id),
                              'label',
                              lp3j3."label",
                              'description',
                              lp3j3."description"
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
                        "circuits_circuittermination" lp3x
                        LEFT JOIN "circuits_circuit" lp3j1 ON lp3j1.id = lp3x."circuit_id"
                        LEFT JOIN "circuits_provider" lp3j2 ON lp3j2.id = lp3j1."provider_id"
                        LEFT JOIN "dcim_cable" lp3j3 ON lp3j3.id = lp3x."cable_id"
                      WHERE
                        lp3x.id = ct.termination_id
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
              inv_cable_profile_peers ('circuits.circuittermination', t.id) pp
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
            t_cf.object_types ? 'circuits.circuittermination'
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
  "circuits_circuittermination" t
  LEFT JOIN "circuits_circuit" j1 ON j1.id = t."circuit_id"
  LEFT JOIN "circuits_provider" j2 ON j2.id = j1."provider_id"
  LEFT JOIN "dcim_cable" j3 ON j3.id = t."cable_id"
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
              j2."description",
              'circuit_count',
              j2."circuit_count"
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
                bj2."description",
                'circuit_count',
                bj2."circuit_count"
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
