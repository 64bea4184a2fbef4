-- dcim.cable: /api/dcim/cables/{id}/
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
      ($1::text || '/api/dcim/cables/' || t.id || '/'),
      'display_url',
      ($1::text || '/dcim/cables/' || t.id || '/'),
      'display',
      COALESCE(NULLIF(t.label, ''), '#' || t.id),
      'type',
      t."type",
      'a_terminations',
      (
        SELECT
          COALESCE(
            json_agg(
              json_build_object(
                'object_type',
                ct.termination_type,
                'object_id',
                ct.termination_id,
                'object',
                CASE ct.termination_type
                  WHEN 'circuits.circuittermination' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        at0x.id,
                        'url',
                        ($1::text || '/api/circuits/circuit-terminations/' || at0x.id || '/'),
                        'display',
                        (
                          SELECT
                            c.cid
                          FROM
                            circuits_circuit c
                          WHERE
                            c.id = at0x.circuit_id
                        ) || ': Termination ' || at0x.term_side,
                        'circuit',
                        CASE
                          WHEN at0j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            at0j1.id,
                            'url',
                            ($1::text || '/api/circuits/circuits/' || at0j1.id || '/'),
                            'display',
                            at0j1."cid"::text,
                            'cid',
                            at0j1."cid",
                            'provider',
                            CASE
                              WHEN at0j2.id IS NULL THEN NULL
                              ELSE json_build_object(
                                'id',
                                at0j2.id,
                                'url',
                                ($1::text || '/api/circuits/providers/' || at0j2.id || '/'),
                                'display',
                                at0j2."name"::text,
                                'name',
                                at0j2."name",
                                'slug',
                                at0j2."slug",
                                'description',
                                at0j2."description"
                              )
                            END,
                            'description',
                            at0j1."description"
                          )
                        END,
                        'term_side',
                        at0x."term_side",
                        'description',
                        at0x."description",
                        'cable',
                        CASE
                          WHEN at0j3.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            at0j3.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || at0j3.id || '/'),
                            'display',
                            COALESCE(NULLIF(at0j3.label, ''), '#' || at0j3.id),
                            'label',
                            at0j3."label",
                            'description',
                            at0j3."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            at0x.mark_connected
                            OR at0x.cable_id IS NOT NULL
                          )
                        )
                      )
                    FROM
                      "circuits_circuittermination" at0x
                      LEFT JOIN "circuits_circuit" at0j1 ON at0j1.id = at0x."circuit_id"
                      LEFT JOIN "circuits_provider" at0j2 ON at0j2.id = at0j1."provider_id"
                      LEFT JOIN "dcim_cable" at0j3 ON at0j3.id = at0x."cable_id"
                    WHERE
                      at0x.id = ct.termination_id
                  )
                  WHEN 'dcim.consoleport' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        at1x.id,
                        'url',
                        ($1::text || '/api/dcim/console-ports/' || at1x.id || '/'),
                        'display',
                        at1x.name || CASE
                          WHEN at1x.label <> '' THEN ' (' || at1x.label || ')'
                          ELSE ''
                        END,
                        'device',
                        CASE
                          WHEN at1j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            at1j1.id,
                            'url',
                            ($1::text || '/api/dcim/devices/' || at1j1.id || '/'),
                            'display',
                            COALESCE(
                              COALESCE(
                                at1j1.name,
                                (
                                  SELECT
                                    vc.name || ':' || COALESCE(at1j1.vc_position::text, 'None')
                                  FROM
                                    dcim_virtualchassis vc
                                  WHERE
                                    vc.id = at1j1.virtual_chassis_id
                                )
                              ) || COALESCE(' (' || at1j1.asset_tag || ')', ''),
                              (
                                SELECT
                                  m.name || ' ' || dt.model
                                FROM
                                  dcim_devicetype dt
                                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                WHERE
                                  dt.id = at1j1.device_type_id
                              ) || ' (' || COALESCE(at1j1.asset_tag, at1j1.id::text) || ')'
                            ),
                            'name',
                            at1j1."name",
                            'description',
                            at1j1."description"
                          )
                        END,
                        'name',
                        at1x."name",
                        'description',
                        at1x."description",
                        'cable',
                        CASE
                          WHEN at1j2.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            at1j2.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || at1j2.id || '/'),
                            'display',
                            COALESCE(NULLIF(at1j2.label, ''), '#' || at1j2.id),
                            'label',
                            at1j2."label",
                            'description',
                            at1j2."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            at1x.mark_connected
                            OR at1x.cable_id IS NOT NULL
                          )
                        )
                      )
                    FROM
                      "dcim_consoleport" at1x
                      LEFT JOIN "dcim_device" at1j1 ON at1j1.id = at1x."device_id"
                      LEFT JOIN "dcim_cable" at1j2 ON at1j2.id = at1x."cable_id"
                    WHERE
                      at1x.id = ct.termination_id
                  )
                  WHEN 'dcim.consoleserverport' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        at2x.id,
                        'url',
                        ($1::text || '/api/dcim/console-server-ports/' || at2x.id || '/'),
                        'display',
                        at2x.name || CASE
                          WHEN at2x.label <> '' THEN ' (' || at2x.label || ')'
                          ELSE ''
                        END,
                        'device',
                        CASE
                          WHEN at2j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            at2j1.id,
                            'url',
                            ($1::text || '/api/dcim/devices/' || at2j1.id || '/'),
                            'display',
                            COALESCE(
                              COALESCE(
                                at2j1.name,
                                (
                                  SELECT
                                    vc.name || ':' || COALESCE(at2j1.vc_position::text, 'None')
                                  FROM
                                    dcim_virtualchassis vc
                                  WHERE
                                    vc.id = at2j1.virtual_chassis_id
                                )
                              ) || COALESCE(' (' || at2j1.asset_tag || ')', ''),
                              (
                                SELECT
                                  m.name || ' ' || dt.model
                                FROM
                                  dcim_devicetype dt
                                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                WHERE
                                  dt.id = at2j1.device_type_id
                              ) || ' (' || COALESCE(at2j1.asset_tag, at2j1.id::text) || ')'
                            ),
                            'name',
                            at2j1."name",
                            'description',
                            at2j1."description"
                          )
                        END,
                        'name',
                        at2x."name",
                        'description',
                        at2x."description",
                        'cable',
                        CASE
                          WHEN at2j2.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            at2j2.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || at2j2.id || '/'),
                            'display',
                            COALESCE(NULLIF(at2j2.label, ''), '#' || at2j2.id),
                            'label',
                            at2j2."label",
                            'description',
                            at2j2."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            at2x.mark_connected
                            OR at2x.cable_id IS NOT NULL
                          )
                        )
                      )
                    FROM
                      "dcim_consoleserverport" at2x
                      LEFT JOIN "dcim_device" at2j1 ON at2j1.id = at2x."device_id"
                      LEFT JOIN "dcim_cable" at2j2 ON at2j2.id = at2x."cable_id"
                    WHERE
                      at2x.id = ct.termination_id
                  )
                  WHEN 'dcim.frontport' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        at3x.id,
                        'url',
                        ($1::text || '/api/dcim/front-ports/' || at3x.id || '/'),
                        'display',
                        at3x.name || CASE
                          WHEN at3x.label <> '' THEN ' (' || at3x.label || ')'
                          ELSE ''
                        END,
                        'device',
                        CASE
                          WHEN at3j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            at3j1.id,
                            'url',
                            ($1::text || '/api/dcim/devices/' || at3j1.id || '/'),
                            'display',
                            COALESCE(
                              COALESCE(
                                at3j1.name,
                                (
                                  SELECT
                                    vc.name || ':' || COALESCE(at3j1.vc_position::text, 'None')
                                  FROM
                                    dcim_virtualchassis vc
                                  WHERE
                                    vc.id = at3j1.virtual_chassis_id
                                )
                              ) || COALESCE(' (' || at3j1.asset_tag || ')', ''),
                              (
                                SELECT
                                  m.name || ' ' || dt.model
                                FROM
                                  dcim_devicetype dt
                                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                WHERE
                                  dt.id = at3j1.device_type_id
                              ) || ' (' || COALESCE(at3j1.asset_tag, at3j1.id::text) || ')'
                            ),
                            'name',
                            at3j1."name",
                            'description',
                            at3j1."description"
                          )
                        END,
                        'name',
                        at3x."name",
                        'description',
                        at3x."description",
                        'cable',
                        CASE
                          WHEN at3j2.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            at3j2.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || at3j2.id || '/'),
                            'display',
                            COALESCE(NULLIF(at3j2.label, ''), '#' || at3j2.id),
                            'label',
                            at3j2."label",
                            'description',
                            at3j2."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            at3x.mark_connected
                            OR at3x.cable_id IS NOT NULL
                          )
                        )
                      )
                    FROM
                      "dcim_frontport" at3x
                      LEFT JOIN "dcim_device" at3j1 ON at3j1.id = at3x."device_id"
                      LEFT JOIN "dcim_cable" at3j2 ON at3j2.id = at3x."cable_id"
                    WHERE
                      at3x.id = ct.termination_id
                  )
                  WHEN 'dcim.interface' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        at4x.id,
                        'url',
                        ($1::text || '/api/dcim/interfaces/' || at4x.id || '/'),
                        'display',
                        at4x.name || CASE
                          WHEN at4x.label <> '' THEN ' (' || at4x.label || ')'
                          ELSE ''
                        END,
                        'device',
                        CASE
                          WHEN at4j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            at4j1.id,
                            'url',
                            ($1::text || '/api/dcim/devices/' || at4j1.id || '/'),
                            'display',
                            COALESCE(
                              COALESCE(
                                at4j1.name,
                                (
                                  SELECT
                                    vc.name || ':' || COALESCE(at4j1.vc_position::text, 'None')
                                  FROM
                                    dcim_virtualchassis vc
                                  WHERE
                                    vc.id = at4j1.virtual_chassis_id
                                )
                              ) || COALESCE(' (' || at4j1.asset_tag || ')', ''),
                              (
                                SELECT
                                  m.name || ' ' || dt.model
                                FROM
                                  dcim_devicetype dt
                                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                WHERE
                                  dt.id = at4j1.device_type_id
                              ) || ' (' || COALESCE(at4j1.asset_tag, at4j1.id::text) || ')'
                            ),
                            'name',
                            at4j1."name",
                            'description',
                            at4j1."description"
                          )
                        END,
                        'name',
                        at4x."name",
                        'description',
                        at4x."description",
                        'cable',
                        CASE
                          WHEN at4j2.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            at4j2.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || at4j2.id || '/'),
                            'display',
                            COALESCE(NULLIF(at4j2.label, ''), '#' || at4j2.id),
                            'label',
                            at4j2."label",
                            'description',
                            at4j2."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            at4x.mark_connected
                            OR at4x.cable_id IS NOT NULL
                            OR at4x.wireless_link_id IS NOT NULL
                          )
                        )
                      )
                    FROM
                      "dcim_interface" at4x
                      LEFT JOIN "dcim_device" at4j1 ON at4j1.id = at4x."device_id"
                      LEFT JOIN "dcim_cable" at4j2 ON at4j2.id = at4x."cable_id"
                    WHERE
                      at4x.id = ct.termination_id
                  )
                  WHEN 'dcim.powerfeed' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        at5x.id,
                        'url',
                        ($1::text || '/api/dcim/power-feeds/' || at5x.id || '/'),
                        'display',
                        at5x."name"::text,
                        'name',
                        at5x."name",
                        'cable',
                        CASE
                          WHEN at5j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            at5j1.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || at5j1.id || '/'),
                            'display',
                            COALESCE(NULLIF(at5j1.label, ''), '#' || at5j1.id),
                            'label',
                            at5j1."label",
                            'description',
                            at5j1."description"
                          )
                        END,
                        'description',
                        at5x."description",
                        '_occupied',
                        (
                          (
                            at5x.mark_connected
                            OR at5x.cable_id IS NOT NULL
                          )
                        )
                      )
                    FROM
                      "dcim_powerfeed" at5x
                      LEFT JOIN "dcim_cable" at5j1 ON at5j1.id = at5x."cable_id"
                    WHERE
                      at5x.id = ct.termination_id
                  )
                  WHEN 'dcim.poweroutlet' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        at6x.id,
                        'url',
                        ($1::text || '/api/dcim/power-outlets/' || at6x.id || '/'),
                        'display',
                        at6x.name || CASE
                          WHEN at6x.label <> '' THEN ' (' || at6x.label || ')'
                          ELSE ''
                        END,
                        'device',
                        CASE
                          WHEN at6j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            at6j1.id,
                            'url',
                            ($1::text || '/api/dcim/devices/' || at6j1.id || '/'),
                            'display',
                            COALESCE(
                              COALESCE(
                                at6j1.name,
                                (
                                  SELECT
                                    vc.name || ':' || COALESCE(at6j1.vc_position::text, 'None')
                                  FROM
                                    dcim_virtualchassis vc
                                  WHERE
                                    vc.id = at6j1.virtual_chassis_id
                                )
                              ) || COALESCE(' (' || at6j1.asset_tag || ')', ''),
                              (
                                SELECT
                                  m.name || ' ' || dt.model
                                FROM
                                  dcim_devicetype dt
                                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                WHERE
                                  dt.id = at6j1.device_type_id
                              ) || ' (' || COALESCE(at6j1.asset_tag, at6j1.id::text) || ')'
                            ),
                            'name',
                            at6j1."name",
                            'description',
                            at6j1."description"
                          )
                        END,
                        'name',
                        at6x."name",
                        'description',
                        at6x."description",
                        'cable',
                        CASE
                          WHEN at6j2.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            at6j2.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || at6j2.id || '/'),
                            'display',
                            COALESCE(NULLIF(at6j2.label, ''), '#' || at6j2.id),
                            'label',
                            at6j2."label",
                            'description',
                            at6j2."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            at6x.mark_connected
                            OR at6x.cable_id IS NOT NULL
                          )
                        )
                      )
                    FROM
                      "dcim_poweroutlet" at6x
                      LEFT JOIN "dcim_device" at6j1 ON at6j1.id = at6x."device_id"
                      LEFT JOIN "dcim_cable" at6j2 ON at6j2.id = at6x."cable_id"
                    WHERE
                      at6x.id = ct.termination_id
                  )
                  WHEN 'dcim.powerport' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        at7x.id,
                        'url',
                        ($1::text || '/api/dcim/power-ports/' || at7x.id || '/'),
                        'display',
                        at7x.name || CASE
                          WHEN at7x.label <> '' THEN ' (' || at7x.label || ')'
                          ELSE ''
                        END,
                        'device',
                        CASE
                          WHEN at7j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            at7j1.id,
                            'url',
                            ($1::text || '/api/dcim/devices/' || at7j1.id || '/'),
                            'display',
                            COALESCE(
                              COALESCE(
                                at7j1.name,
                                (
                                  SELECT
                                    vc.name || ':' || COALESCE(at7j1.vc_position::text, 'None')
                                  FROM
                                    dcim_virtualchassis vc
                                  WHERE
                                    vc.id = at7j1.virtual_chassis_id
                                )
                              ) || COALESCE(' (' || at7j1.asset_tag || ')', ''),
                              (
                                SELECT
                                  m.name || ' ' || dt.model
                                FROM
                                  dcim_devicetype dt
                                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                WHERE
                                  dt.id = at7j1.device_type_id
                              ) || ' (' || COALESCE(at7j1.asset_tag, at7j1.id::text) || ')'
                            ),
                            'name',
                            at7j1."name",
                            'description',
                            at7j1."description"
                          )
                        END,
                        'name',
                        at7x."name",
                        'description',
                        at7x."description",
                        'cable',
                        CASE
                          WHEN at7j2.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            at7j2.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || at7j2.id || '/'),
                            'display',
                            COALESCE(NULLIF(at7j2.label, ''), '#' || at7j2.id),
                            'label',
                            at7j2."label",
                            'description',
                            at7j2."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            at7x.mark_connected
                            OR at7x.cable_id IS NOT NULL
                          )
                        )
                      )
                    FROM
                      "dcim_powerport" at7x
                      LEFT JOIN "dcim_device" at7j1 ON at7j1.id = at7x."device_id"
                      LEFT JOIN "dcim_cable" at7j2 ON at7j2.id = at7x."cable_id"
                    WHERE
                      at7x.id = ct.termination_id
                  )
                  WHEN 'dcim.rearport' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        at8x.id,
                        'url',
                        ($1::text || '/api/dcim/rear-ports/' || at8x.id || '/'),
                        'display',
                        at8x.name || CASE
                          WHEN at8x.label <> '' THEN ' (' || at8x.label || ')'
                          ELSE ''
                        END,
                        'device',
                        CASE
                          WHEN at8j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            at8j1.id,
                            'url',
                            ($1::text || '/api/dcim/devices/' || at8j1.id || '/'),
                            'display',
                            COALESCE(
                              COALESCE(
                                at8j1.name,
                                (
                                  SELECT
                                    vc.name || ':' || COALESCE(at8j1.vc_position::text, 'None')
                                  FROM
                                    dcim_virtualchassis vc
                                  WHERE
                                    vc.id = at8j1.virtual_chassis_id
                                )
                              ) || COALESCE(' (' || at8j1.asset_tag || ')', ''),
                              (
                                SELECT
                                  m.name || ' ' || dt.model
                                FROM
                                  dcim_devicetype dt
                                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                WHERE
                                  dt.id = at8j1.device_type_id
                              ) || ' (' || COALESCE(at8j1.asset_tag, at8j1.id::text) || ')'
                            ),
                            'name',
                            at8j1."name",
                            'description',
                            at8j1."description"
                          )
                        END,
                        'name',
                        at8x."name",
                        'description',
                        at8x."description",
                        'cable',
                        CASE
                          WHEN at8j2.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            at8j2.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || at8j2.id || '/'),
                            'display',
                            COALESCE(NULLIF(at8j2.label, ''), '#' || at8j2.id),
                            'label',
                            at8j2."label",
                            'description',
                            at8j2."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            at8x.mark_connected
                            OR at8x.cable_id IS NOT NULL
                          )
                        )
                      )
                    FROM
                      "dcim_rearport" at8x
                      LEFT JOIN "dcim_device" at8j1 ON at8j1.id = at8x."device_id"
                      LEFT JOIN "dcim_cable" at8j2 ON at8j2.id = at8x."cable_id"
                    WHERE
                      at8x.id = ct.termination_id
                  )
                END
              )
              ORDER BY
                ct.connector,
                ct.id
            ),
            '[]'::json
          )
        FROM
          dcim_cabletermination ct
        WHERE
          ct.cable_id = t.id
          AND ct.cable_end = 'A'
      ),
      'b_terminations',
      (
        SELECT
          COALESCE(
            json_agg(
              json_build_object(
                'object_type',
                ct.termination_type,
                'object_id',
                ct.termination_id,
                'object',
                CASE ct.termination_type
                  WHEN 'circuits.circuittermination' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        bt0x.id,
                        'url',
                        ($1::text || '/api/circuits/circuit-terminations/' || bt0x.id || '/'),
                        'display',
                        (
                          SELECT
                            c.cid
                          FROM
                            circuits_circuit c
                          WHERE
                            c.id = bt0x.circuit_id
                        ) || ': Termination ' || bt0x.term_side,
                        'circuit',
                        CASE
                          WHEN bt0j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            bt0j1.id,
                            'url',
                            ($1::text || '/api/circuits/circuits/' || bt0j1.id || '/'),
                            'display',
                            bt0j1."cid"::text,
                            'cid',
                            bt0j1."cid",
                            'provider',
                            CASE
                              WHEN bt0j2.id IS NULL THEN NULL
                              ELSE json_build_object(
                                'id',
                                bt0j2.id,
                                'url',
                                ($1::text || '/api/circuits/providers/' || bt0j2.id || '/'),
                                'display',
                                bt0j2."name"::text,
                                'name',
                                bt0j2."name",
                                'slug',
                                bt0j2."slug",
                                'description',
                                bt0j2."description"
                              )
                            END,
                            'description',
                            bt0j1."description"
                          )
                        END,
                        'term_side',
                        bt0x."term_side",
                        'description',
                        bt0x."description",
                        'cable',
                        CASE
                          WHEN bt0j3.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            bt0j3.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || bt0j3.id || '/'),
                            'display',
                            COALESCE(NULLIF(bt0j3.label, ''), '#' || bt0j3.id),
                            'label',
                            bt0j3."label",
                            'description',
                            bt0j3."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            bt0x.mark_connected
                            OR bt0x.cable_id IS NOT NULL
                          )
                        )
                      )
                    FROM
                      "circuits_circuittermination" bt0x
                      LEFT JOIN "circuits_circuit" bt0j1 ON bt0j1.id = bt0x."circuit_id"
                      LEFT JOIN "circuits_provider" bt0j2 ON bt0j2.id = bt0j1."provider_id"
                      LEFT JOIN "dcim_cable" bt0j3 ON bt0j3.id = bt0x."cable_id"
                    WHERE
                      bt0x.id = ct.termination_id
                  )
                  WHEN 'dcim.consoleport' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        bt1x.id,
                        'url',
                        ($1::text || '/api/dcim/console-ports/' || bt1x.id || '/'),
                        'display',
                        bt1x.name || CASE
                          WHEN bt1x.label <> '' THEN ' (' || bt1x.label || ')'
                          ELSE ''
                        END,
                        'device',
                        CASE
                          WHEN bt1j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            bt1j1.id,
                            'url',
                            ($1::text || '/api/dcim/devices/' || bt1j1.id || '/'),
                            'display',
                            COALESCE(
                              COALESCE(
                                bt1j1.name,
                                (
                                  SELECT
                                    vc.name || ':' || COALESCE(bt1j1.vc_position::text, 'None')
                                  FROM
                                    dcim_virtualchassis vc
                                  WHERE
                                    vc.id = bt1j1.virtual_chassis_id
                                )
                              ) || COALESCE(' (' || bt1j1.asset_tag || ')', ''),
                              (
                                SELECT
                                  m.name || ' ' || dt.model
                                FROM
                                  dcim_devicetype dt
                                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                WHERE
                                  dt.id = bt1j1.device_type_id
                              ) || ' (' || COALESCE(bt1j1.asset_tag, bt1j1.id::text) || ')'
                            ),
                            'name',
                            bt1j1."name",
                            'description',
                            bt1j1."description"
                          )
                        END,
                        'name',
                        bt1x."name",
                        'description',
                        bt1x."description",
                        'cable',
                        CASE
                          WHEN bt1j2.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            bt1j2.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || bt1j2.id || '/'),
                            'display',
                            COALESCE(NULLIF(bt1j2.label, ''), '#' || bt1j2.id),
                            'label',
                            bt1j2."label",
                            'description',
                            bt1j2."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            bt1x.mark_connected
                            OR bt1x.cable_id IS NOT NULL
                          )
                        )
                      )
                    FROM
                      "dcim_consoleport" bt1x
                      LEFT JOIN "dcim_device" bt1j1 ON bt1j1.id = bt1x."device_id"
                      LEFT JOIN "dcim_cable" bt1j2 ON bt1j2.id = bt1x."cable_id"
                    WHERE
                      bt1x.id = ct.termination_id
                  )
                  WHEN 'dcim.consoleserverport' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        bt2x.id,
                        'url',
                        ($1::text || '/api/dcim/console-server-ports/' || bt2x.id || '/'),
                        'display',
                        bt2x.name || CASE
                          WHEN bt2x.label <> '' THEN ' (' || bt2x.label || ')'
                          ELSE ''
                        END,
                        'device',
                        CASE
                          WHEN bt2j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            bt2j1.id,
                            'url',
                            ($1::text || '/api/dcim/devices/' || bt2j1.id || '/'),
                            'display',
                            COALESCE(
                              COALESCE(
                                bt2j1.name,
                                (
                                  SELECT
                                    vc.name || ':' || COALESCE(bt2j1.vc_position::text, 'None')
                                  FROM
                                    dcim_virtualchassis vc
                                  WHERE
                                    vc.id = bt2j1.virtual_chassis_id
                                )
                              ) || COALESCE(' (' || bt2j1.asset_tag || ')', ''),
                              (
                                SELECT
                                  m.name || ' ' || dt.model
                                FROM
                                  dcim_devicetype dt
                                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                WHERE
                                  dt.id = bt2j1.device_type_id
                              ) || ' (' || COALESCE(bt2j1.asset_tag, bt2j1.id::text) || ')'
                            ),
                            'name',
                            bt2j1."name",
                            'description',
                            bt2j1."description"
                          )
                        END,
                        'name',
                        bt2x."name",
                        'description',
                        bt2x."description",
                        'cable',
                        CASE
                          WHEN bt2j2.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            bt2j2.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || bt2j2.id || '/'),
                            'display',
                            COALESCE(NULLIF(bt2j2.label, ''), '#' || bt2j2.id),
                            'label',
                            bt2j2."label",
                            'description',
                            bt2j2."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            bt2x.mark_connected
                            OR bt2x.cable_id IS NOT NULL
                          )
                        )
                      )
                    FROM
                      "dcim_consoleserverport" bt2x
                      LEFT JOIN "dcim_device" bt2j1 ON bt2j1.id = bt2x."device_id"
                      LEFT JOIN "dcim_cable" bt2j2 ON bt2j2.id = bt2x."cable_id"
                    WHERE
                      bt2x.id = ct.termination_id
                  )
                  WHEN 'dcim.frontport' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        bt3x.id,
                        'url',
                        ($1::text || '/api/dcim/front-ports/' || bt3x.id || '/'),
                        'display',
                        bt3x.name || CASE
                          WHEN bt3x.label <> '' THEN ' (' || bt3x.label || ')'
                          ELSE ''
                        END,
                        'device',
                        CASE
                          WHEN bt3j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            bt3j1.id,
                            'url',
                            ($1::text || '/api/dcim/devices/' || bt3j1.id || '/'),
                            'display',
                            COALESCE(
                              COALESCE(
                                bt3j1.name,
                                (
                                  SELECT
                                    vc.name || ':' || COALESCE(bt3j1.vc_position::text, 'None')
                                  FROM
                                    dcim_virtualchassis vc
                                  WHERE
                                    vc.id = bt3j1.virtual_chassis_id
                                )
                              ) || COALESCE(' (' || bt3j1.asset_tag || ')', ''),
                              (
                                SELECT
                                  m.name || ' ' || dt.model
                                FROM
                                  dcim_devicetype dt
                                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                WHERE
                                  dt.id = bt3j1.device_type_id
                              ) || ' (' || COALESCE(bt3j1.asset_tag, bt3j1.id::text) || ')'
                            ),
                            'name',
                            bt3j1."name",
                            'description',
                            bt3j1."description"
                          )
                        END,
                        'name',
                        bt3x."name",
                        'description',
                        bt3x."description",
                        'cable',
                        CASE
                          WHEN bt3j2.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            bt3j2.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || bt3j2.id || '/'),
                            'display',
                            COALESCE(NULLIF(bt3j2.label, ''), '#' || bt3j2.id),
                            'label',
                            bt3j2."label",
                            'description',
                            bt3j2."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            bt3x.mark_connected
                            OR bt3x.cable_id IS NOT NULL
                          )
                        )
                      )
                    FROM
                      "dcim_frontport" bt3x
                      LEFT JOIN "dcim_device" bt3j1 ON bt3j1.id = bt3x."device_id"
                      LEFT JOIN "dcim_cable" bt3j2 ON bt3j2.id = bt3x."cable_id"
                    WHERE
                      bt3x.id = ct.termination_id
                  )
                  WHEN 'dcim.interface' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        bt4x.id,
                        'url',
                        ($1::text || '/api/dcim/interfaces/' || bt4x.id || '/'),
                        'display',
                        bt4x.name || CASE
                          WHEN bt4x.label <> '' THEN ' (' || bt4x.label || ')'
                          ELSE ''
                        END,
                        'device',
                        CASE
                          WHEN bt4j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            bt4j1.id,
                            'url',
                            ($1::text || '/api/dcim/devices/' || bt4j1.id || '/'),
                            'display',
                            COALESCE(
                              COALESCE(
                                bt4j1.name,
                                (
                                  SELECT
                                    vc.name || ':' || COALESCE(bt4j1.vc_position::text, 'None')
                                  FROM
                                    dcim_virtualchassis vc
                                  WHERE
                                    vc.id = bt4j1.virtual_chassis_id
                                )
                              ) || COALESCE(' (' || bt4j1.asset_tag || ')', ''),
                              (
                                SELECT
                                  m.name || ' ' || dt.model
                                FROM
                                  dcim_devicetype dt
                                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                WHERE
                                  dt.id = bt4j1.device_type_id
                              ) || ' (' || COALESCE(bt4j1.asset_tag, bt4j1.id::text) || ')'
                            ),
                            'name',
                            bt4j1."name",
                            'description',
                            bt4j1."description"
                          )
                        END,
                        'name',
                        bt4x."name",
                        'description',
                        bt4x."description",
                        'cable',
                        CASE
                          WHEN bt4j2.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            bt4j2.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || bt4j2.id || '/'),
                            'display',
                            COALESCE(NULLIF(bt4j2.label, ''), '#' || bt4j2.id),
                            'label',
                            bt4j2."label",
                            'description',
                            bt4j2."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            bt4x.mark_connected
                            OR bt4x.cable_id IS NOT NULL
                            OR bt4x.wireless_link_id IS NOT NULL
                          )
                        )
                      )
                    FROM
                      "dcim_interface" bt4x
                      LEFT JOIN "dcim_device" bt4j1 ON bt4j1.id = bt4x."device_id"
                      LEFT JOIN "dcim_cable" bt4j2 ON bt4j2.id = bt4x."cable_id"
                    WHERE
                      bt4x.id = ct.termination_id
                  )
                  WHEN 'dcim.powerfeed' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        bt5x.id,
                        'url',
                        ($1::text || '/api/dcim/power-feeds/' || bt5x.id || '/'),
                        'display',
                        bt5x."name"::text,
                        'name',
                        bt5x."name",
                        'cable',
                        CASE
                          WHEN bt5j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            bt5j1.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || bt5j1.id || '/'),
                            'display',
                            COALESCE(NULLIF(bt5j1.label, ''), '#' || bt5j1.id),
                            'label',
                            bt5j1."label",
                            'description',
                            bt5j1."description"
                          )
                        END,
                        'description',
                        bt5x."description",
                        '_occupied',
                        (
                          (
                            bt5x.mark_connected
                            OR bt5x.cable_id IS NOT NULL
                          )
                        )
                      )
                    FROM
                      "dcim_powerfeed" bt5x
                      LEFT JOIN "dcim_cable" bt5j1 ON bt5j1.id = bt5x."cable_id"
                    WHERE
                      bt5x.id = ct.termination_id
                  )
                  WHEN 'dcim.poweroutlet' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        bt6x.id,
                        'url',
                        ($1::text || '/api/dcim/power-outlets/' || bt6x.id || '/'),
                        'display',
                        bt6x.name || CASE
                          WHEN bt6x.label <> '' THEN ' (' || bt6x.label || ')'
                          ELSE ''
                        END,
                        'device',
                        CASE
                          WHEN bt6j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            bt6j1.id,
                            'url',
                            ($1::text || '/api/dcim/devices/' || bt6j1.id || '/'),
                            'display',
                            COALESCE(
                              COALESCE(
                                bt6j1.name,
                                (
                                  SELECT
                                    vc.name || ':' || COALESCE(bt6j1.vc_position::text, 'None')
                                  FROM
                                    dcim_virtualchassis vc
                                  WHERE
                                    vc.id = bt6j1.virtual_chassis_id
                                )
                              ) || COALESCE(' (' || bt6j1.asset_tag || ')', ''),
                              (
                                SELECT
                                  m.name || ' ' || dt.model
                                FROM
                                  dcim_devicetype dt
                                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                WHERE
                                  dt.id = bt6j1.device_type_id
                              ) || ' (' || COALESCE(bt6j1.asset_tag, bt6j1.id::text) || ')'
                            ),
                            'name',
                            bt6j1."name",
                            'description',
                            bt6j1."description"
                          )
                        END,
                        'name',
                        bt6x."name",
                        'description',
                        bt6x."description",
                        'cable',
                        CASE
                          WHEN bt6j2.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            bt6j2.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || bt6j2.id || '/'),
                            'display',
                            COALESCE(NULLIF(bt6j2.label, ''), '#' || bt6j2.id),
                            'label',
                            bt6j2."label",
                            'description',
                            bt6j2."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            bt6x.mark_connected
                            OR bt6x.cable_id IS NOT NULL
                          )
                        )
                      )
                    FROM
                      "dcim_poweroutlet" bt6x
                      LEFT JOIN "dcim_device" bt6j1 ON bt6j1.id = bt6x."device_id"
                      LEFT JOIN "dcim_cable" bt6j2 ON bt6j2.id = bt6x."cable_id"
                    WHERE
                      bt6x.id = ct.termination_id
                  )
                  WHEN 'dcim.powerport' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        bt7x.id,
                        'url',
                        ($1::text || '/api/dcim/power-ports/' || bt7x.id || '/'),
                        'display',
                        bt7x.name || CASE
                          WHEN bt7x.label <> '' THEN ' (' || bt7x.label || ')'
                          ELSE ''
                        END,
                        'device',
                        CASE
                          WHEN bt7j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            bt7j1.id,
                            'url',
                            ($1::text || '/api/dcim/devices/' || bt7j1.id || '/'),
                            'display',
                            COALESCE(
                              COALESCE(
                                bt7j1.name,
                                (
                                  SELECT
                                    vc.name || ':' || COALESCE(bt7j1.vc_position::text, 'None')
                                  FROM
                                    dcim_virtualchassis vc
                                  WHERE
                                    vc.id = bt7j1.virtual_chassis_id
                                )
                              ) || COALESCE(' (' || bt7j1.asset_tag || ')', ''),
                              (
                                SELECT
                                  m.name || ' ' || dt.model
                                FROM
                                  dcim_devicetype dt
                                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                WHERE
                                  dt.id = bt7j1.device_type_id
                              ) || ' (' || COALESCE(bt7j1.asset_tag, bt7j1.id::text) || ')'
                            ),
                            'name',
                            bt7j1."name",
                            'description',
                            bt7j1."description"
                          )
                        END,
                        'name',
                        bt7x."name",
                        'description',
                        bt7x."description",
                        'cable',
                        CASE
                          WHEN bt7j2.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            bt7j2.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || bt7j2.id || '/'),
                            'display',
                            COALESCE(NULLIF(bt7j2.label, ''), '#' || bt7j2.id),
                            'label',
                            bt7j2."label",
                            'description',
                            bt7j2."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            bt7x.mark_connected
                            OR bt7x.cable_id IS NOT NULL
                          )
                        )
                      )
                    FROM
                      "dcim_powerport" bt7x
                      LEFT JOIN "dcim_device" bt7j1 ON bt7j1.id = bt7x."device_id"
                      LEFT JOIN "dcim_cable" bt7j2 ON bt7j2.id = bt7x."cable_id"
                    WHERE
                      bt7x.id = ct.termination_id
                  )
                  WHEN 'dcim.rearport' THEN (
                    SELECT
                      json_build_object(
                        'id',
                        bt8x.id,
                        'url',
                        ($1::text || '/api/dcim/rear-ports/' || bt8x.id || '/'),
                        'display',
                        bt8x.name || CASE
                          WHEN bt8x.label <> '' THEN ' (' || bt8x.label || ')'
                          ELSE ''
                        END,
                        'device',
                        CASE
                          WHEN bt8j1.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            bt8j1.id,
                            'url',
                            ($1::text || '/api/dcim/devices/' || bt8j1.id || '/'),
                            'display',
                            COALESCE(
                              COALESCE(
                                bt8j1.name,
                                (
                                  SELECT
                                    vc.name || ':' || COALESCE(bt8j1.vc_position::text, 'None')
                                  FROM
                                    dcim_virtualchassis vc
                                  WHERE
                                    vc.id = bt8j1.virtual_chassis_id
                                )
                              ) || COALESCE(' (' || bt8j1.asset_tag || ')', ''),
                              (
                                SELECT
                                  m.name || ' ' || dt.model
                                FROM
                                  dcim_devicetype dt
                                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                                WHERE
                                  dt.id = bt8j1.device_type_id
                              ) || ' (' || COALESCE(bt8j1.asset_tag, bt8j1.id::text) || ')'
                            ),
                            'name',
                            bt8j1."name",
                            'description',
                            bt8j1."description"
                          )
                        END,
                        'name',
                        bt8x."name",
                        'description',
                        bt8x."description",
                        'cable',
                        CASE
                          WHEN bt8j2.id IS NULL THEN NULL
                          ELSE json_build_object(
                            'id',
                            bt8j2.id,
                            'url',
                            ($1::text || '/api/dcim/cables/' || bt8j2.id || '/'),
                            'display',
                            COALESCE(NULLIF(bt8j2.label, ''), '#' || bt8j2.id),
                            'label',
                            bt8j2."label",
                            'description',
                            bt8j2."description"
                          )
                        END,
                        '_occupied',
                        (
                          (
                            bt8x.mark_connected
                            OR bt8x.cable_id IS NOT NULL
                          )
                        )
                      )
                    FROM
                      "dcim_rearport" bt8x
                      LEFT JOIN "dcim_device" bt8j1 ON bt8j1.id = bt8x."device_id"
                      LEFT JOIN "dcim_cable" bt8j2 ON bt8j2.id = bt8x."cable_id"
                    WHERE
                      bt8x.id = ct.termination_id
                  )
                END
              )
              ORDER BY
                ct.connector,
                ct.id
            ),
            '[]'::json
          )
        FROM
          dcim_cabletermination ct
        WHERE
          ct.cable_id = t.id
          AND ct.cable_end = 'B'
      ),
      'status',
      CASE
        WHEN t."status" IS NULL
        OR t."status" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."status",
          'label',
          COALESCE(
            '{"connected":"Connected","planned":"Planned","decommissioning":"Decommissioning"}'::jsonb ->> t."status"::text,
            t."status"::text
          )
        )
      END,
      'profile',
      CASE
        WHEN t."profile" IS NULL
        OR t."profile" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."profile",
          'label',
          COALESCE(
            '{"single-1c1p":"1C1P","single-1c2p":"1C2P","single-1c4p":"1C4P","single-1c6p":"1C6P","single-1c8p":"1C8P","single-1c12p":"1C12P","single-1c16p":"1C16P","trunk-2c1p":"2C1P trunk","trunk-2c2p":"2C2P trunk","trunk-2c4p":"2C4P trunk","trunk-2c4p-shuffle":"2C4P trunk (shuffle)","trunk-2c6p":"2C6P trunk","trunk-2c8p":"2C8P trunk","trunk-2c12p":"2C12P trunk","trunk-4c1p":"4C1P trunk","trunk-4c2p":"4C2P trunk","trunk-4c4p":"4C4P trunk","trunk-4c4p-shuffle":"4C4P trunk (shuffle)","trunk-4c6p":"4C6P trunk","trunk-4c8p":"4C8P trunk","trunk-8c4p":"8C4P trunk","breakout-1c2p-2c1p":"1C2P:2C1P breakout","breakout-1c4p-4c1p":"1C4P:4C1P breakout","breakout-1c6p-6c1p":"1C6P:6C1P breakout","breakout-1c8p-8c1p":"1C8P:8C1P breakout","breakout-2c4p-8c1p-shuffle":"2C4P:8C1P breakout (shuffle)"}'::jsonb ->> t."profile"::text,
            t."profile"::text
          )
        )
      END,
      'tenant',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/tenancy/tenants/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'slug',
          j1."slug",
          'description',
          j1."description"
        )
      END,
      'bundle',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/dcim/cable-bundles/' || j2.id || '/'),
          'display',
          j2."name"::text,
          'name',
          j2."name",
          'description',
          j2."description"
        )
      END,
      'label',
      t."label",
      'color',
      t."color",
      'length',
      t."length",
      'length_unit',
      CASE
        WHEN t."length_unit" IS NULL
        OR t."length_unit" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."length_unit",
          'label',
          COALESCE(
            '{"km":"Kilometers","m":"Meters","cm":"Centimeters","mi":"Miles","ft":"Feet","in":"Inches"}'::jsonb ->> t."length_unit"::text,
            t."length_unit"::text
          )
        )
      END,
      'description',
      t."description",
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
              object_type = 'dcim.cable'
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
              ti.object_type = 'dcim.cable'
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
            object_types ? 'dcim.cable'
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
            t_cf.object_types ? 'dcim.cable'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z')
    )
  )::text AS j
FROM
  "dcim_cable" t
  LEFT JOIN "tenancy_tenant" j1 ON j1.id = t."tenant_id"
  LEFT JOIN "dcim_cablebundle" j2 ON j2.id = t."bundle_id"
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
      ($1::text || '/api/dcim/cables/' || t.id || '/'),
      'display',
      COALESCE(NULLIF(t.label, ''), '#' || t.id),
      'label',
      t."label",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "dcim_cable" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_cable($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/cables/' || bx.id || '/'),
        'display',
        COALESCE(NULLIF(bx.label, ''), '#' || bx.id),
        'label',
        bx."label",
        'description',
        bx."description"
      )
    FROM
      "dcim_cable" bx
    WHERE
      bx.id = $2
  );
