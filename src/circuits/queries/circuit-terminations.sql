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
              WHEN 'dcim.interface' THEN (
                SELECT
                  COALESCE(
                    json_agg(
                      json_build_object(
                        'id',
                        tlp0x.id,
                        'url',
                        ($1::text || '/api/dcim/interfaces/' || tlp0x.id || '/'),
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
                            OR tlp0x.wireless_link_id IS NOT NULL
                          )
                        )
                      )
                      ORDER BY
                        tlp0x.id
                    ),
                    '[]'::json
                  )
                FROM
                  "dcim_interface" tlp0x
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
              WHEN 'circuits.circuittermination' THEN (
                SELECT
                  COALESCE(
                    json_agg(
                      json_build_object(
                        'id',
                        tlp3x.id,
                        'url',
                        ($1::text || '/api/circuits/circuit-terminations/' || tlp3x.id || '/'),
                        'display',
                        (
                          SELECT
                            c.cid
                          FROM
                            circuits_circuit c
                          WHERE
                            c.id = tlp3x.circuit_id
                        ) || ': Termination ' || tlp3x.term_side,
                        'circuit',
                        CASE
                          WHEN tlp3j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            tlp3j1.id,
                            'url',
                            ($1::text || '/api/circuits/circuits/' || tlp3j1.id || '/'),
                            'display',
                            tlp3j1."cid"::text,
                            'cid',
                            tlp3j1."cid",
                            'provider',
                            CASE
                              WHEN tlp3j2.id IS NULL THEN NULL
                              ELSE json_build_object(
                                'id',
                                tlp3j2.id,
                                'url',
                                ($1::text || '/api/circuits/providers/' || tlp3j2.id || '/'),
                                'display',
                                tlp3j2."name"::text,
                                'name',
                                tlp3j2."name",
                                'slug',
                                tlp3j2."slug",
                                'description',
                                tlp3j2."description",
                                'circuit_count',
                                tlp3j2."circuit_count"
                              )
                            END,
                            'description',
                            tlp3j1."description"
                          )
                        END,
                        'term_side',
                        tlp3x."term_side",
                        'description',
                        tlp3x."description",
                        'cable',
                        CASE
                          WHEN tlp3j3.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            tlp3j3.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || tlp3j3.id || '/'),
                            'display',
                            COALESCE(NULLIF(tlp3j3.label, ''), '#' || tlp3j3.id),
                            'label',
                            tlp3j3."label",
                            'description',
                            tlp3j3."description"
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
                  "circuits_circuittermination" tlp3x
                  LEFT JOIN "circuits_circuit" tlp3j1 ON tlp3j1.id = tlp3x."circuit_id"
                  LEFT JOIN "circuits_provider" tlp3j2 ON tlp3j2.id = tlp3j1."provider_id"
                  LEFT JOIN "dcim_cable" tlp3j3 ON tlp3j3.id = tlp3x."cable_id"
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
          ti.object_type = 'circuits.circuittermination'
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
          t_cf.object_types ? 'circuits.circuittermination'
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
