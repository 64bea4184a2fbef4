-- dcim.cabletermination: /api/dcim/cable-terminations/{id}/
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
      ($1::text || '/api/dcim/cable-terminations/' || t.id || '/'),
      'display',
      'Cable ' || (
        SELECT
          COALESCE(NULLIF(c.label, ''), '#' || c.id)
        FROM
          dcim_cable c
        WHERE
          c.id = t.cable_id
      ) || ' to ' || COALESCE(
        CASE t.termination_type
          WHEN 'circuits.circuittermination' THEN (
            SELECT
              (
                SELECT
                  c.cid
                FROM
                  circuits_circuit c
                WHERE
                  c.id = o.circuit_id
              ) || ': Termination ' || o.term_side
            FROM
              circuits_circuittermination o
            WHERE
              o.id = t.termination_id
          )
          WHEN 'dcim.consoleport' THEN (
            SELECT
              o.name || CASE
                WHEN o.label <> '' THEN ' (' || o.label || ')'
                ELSE ''
              END
            FROM
              dcim_consoleport o
            WHERE
              o.id = t.termination_id
          )
          WHEN 'dcim.consoleserverport' THEN (
            SELECT
              o.name || CASE
                WHEN o.label <> '' THEN ' (' || o.label || ')'
                ELSE ''
              END
            FROM
              dcim_consoleserverport o
            WHERE
              o.id = t.termination_id
          )
          WHEN 'dcim.frontport' THEN (
            SELECT
              o.name || CASE
                WHEN o.label <> '' THEN ' (' || o.label || ')'
                ELSE ''
              END
            FROM
              dcim_frontport o
            WHERE
              o.id = t.termination_id
          )
          WHEN 'dcim.interface' THEN (
            SELECT
              o.name || CASE
                WHEN o.label <> '' THEN ' (' || o.label || ')'
                ELSE ''
              END
            FROM
              dcim_interface o
            WHERE
              o.id = t.termination_id
          )
          WHEN 'dcim.powerfeed' THEN (
            SELECT
              o."name"::text
            FROM
              dcim_powerfeed o
            WHERE
              o.id = t.termination_id
          )
          WHEN 'dcim.poweroutlet' THEN (
            SELECT
              o.name || CASE
                WHEN o.label <> '' THEN ' (' || o.label || ')'
                ELSE ''
              END
            FROM
              dcim_poweroutlet o
            WHERE
              o.id = t.termination_id
          )
          WHEN 'dcim.powerport' THEN (
            SELECT
              o.name || CASE
                WHEN o.label <> '' THEN ' (' || o.label || ')'
                ELSE ''
              END
            FROM
              dcim_powerport o
            WHERE
              o.id = t.termination_id
          )
          WHEN 'dcim.rearport' THEN (
            SELECT
              o.name || CASE
                WHEN o.label <> '' THEN ' (' || o.label || ')'
                ELSE ''
              END
            FROM
              dcim_rearport o
            WHERE
              o.id = t.termination_id
          )
        END,
        ''
      ),
      'cable',
      t."cable_id",
      'cable_end',
      t."cable_end",
      'termination_type',
      t."termination_type",
      'termination_id',
      t."termination_id",
      'termination',
      CASE t."termination_type"
        WHEN 'circuits.circuittermination' THEN inv_brief_circuits_circuittermination ($1::text, t."termination_id")
        WHEN 'dcim.consoleport' THEN inv_brief_dcim_consoleport ($1::text, t."termination_id")
        WHEN 'dcim.consoleserverport' THEN inv_brief_dcim_consoleserverport ($1::text, t."termination_id")
        WHEN 'dcim.frontport' THEN inv_brief_dcim_frontport ($1::text, t."termination_id")
        WHEN 'dcim.interface' THEN inv_nested_dcim_interface ($1::text, t."termination_id")
        WHEN 'dcim.powerfeed' THEN inv_brief_dcim_powerfeed ($1::text, t."termination_id")
        WHEN 'dcim.poweroutlet' THEN inv_brief_dcim_poweroutlet ($1::text, t."termination_id")
        WHEN 'dcim.powerport' THEN inv_brief_dcim_powerport ($1::text, t."termination_id")
        WHEN 'dcim.rearport' THEN inv_brief_dcim_rearport ($1::text, t."termination_id")
      END,
      'connector',
      t."connector",
      'positions',
      t."positions",
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z')
    )
  )::text AS j
FROM
  "dcim_cabletermination" t
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
      ($1::text || '/api/dcim/cable-terminations/' || t.id || '/'),
      'display',
      'Cable ' || (
        SELECT
          COALESCE(NULLIF(c.label, ''), '#' || c.id)
        FROM
          dcim_cable c
        WHERE
          c.id = t.cable_id
      ) || ' to ' || COALESCE(
        CASE t.termination_type
          WHEN 'circuits.circuittermination' THEN (
            SELECT
              (
                SELECT
                  c.cid
                FROM
                  circuits_circuit c
                WHERE
                  c.id = o.circuit_id
              ) || ': Termination ' || o.term_side
            FROM
              circuits_circuittermination o
            WHERE
              o.id = t.termination_id
          )
          WHEN 'dcim.consoleport' THEN (
            SELECT
              o.name || CASE
                WHEN o.label <> '' THEN ' (' || o.label || ')'
                ELSE ''
              END
            FROM
              dcim_consoleport o
            WHERE
              o.id = t.termination_id
          )
          WHEN 'dcim.consoleserverport' THEN (
            SELECT
              o.name || CASE
                WHEN o.label <> '' THEN ' (' || o.label || ')'
                ELSE ''
              END
            FROM
              dcim_consoleserverport o
            WHERE
              o.id = t.termination_id
          )
          WHEN 'dcim.frontport' THEN (
            SELECT
              o.name || CASE
                WHEN o.label <> '' THEN ' (' || o.label || ')'
                ELSE ''
              END
            FROM
              dcim_frontport o
            WHERE
              o.id = t.termination_id
          )
          WHEN 'dcim.interface' THEN (
            SELECT
              o.name || CASE
                WHEN o.label <> '' THEN ' (' || o.label || ')'
                ELSE ''
              END
            FROM
              dcim_interface o
            WHERE
              o.id = t.termination_id
          )
          WHEN 'dcim.powerfeed' THEN (
            SELECT
              o."name"::text
            FROM
              dcim_powerfeed o
            WHERE
              o.id = t.termination_id
          )
          WHEN 'dcim.poweroutlet' THEN (
            SELECT
              o.name || CASE
                WHEN o.label <> '' THEN ' (' || o.label || ')'
                ELSE ''
              END
            FROM
              dcim_poweroutlet o
            WHERE
              o.id = t.termination_id
          )
          WHEN 'dcim.powerport' THEN (
            SELECT
              o.name || CASE
                WHEN o.label <> '' THEN ' (' || o.label || ')'
                ELSE ''
              END
            FROM
              dcim_powerport o
            WHERE
              o.id = t.termination_id
          )
          WHEN 'dcim.rearport' THEN (
            SELECT
              o.name || CASE
                WHEN o.label <> '' THEN ' (' || o.label || ')'
                ELSE ''
              END
            FROM
              dcim_rearport o
            WHERE
              o.id = t.termination_id
          )
        END,
        ''
      ),
      'cable',
      t."cable_id",
      'cable_end',
      t."cable_end",
      'termination_type',
      t."termination_type",
      'termination_id',
      t."termination_id",
      'connector',
      t."connector",
      'positions',
      t."positions"
    )
  )::text AS j
FROM
  "dcim_cabletermination" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_cabletermination($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/cable-terminations/' || bx.id || '/'),
        'display',
        'Cable ' || (
          SELECT
            COALESCE(NULLIF(c.label, ''), '#' || c.id)
          FROM
            dcim_cable c
          WHERE
            c.id = bx.cable_id
        ) || ' to ' || COALESCE(
          CASE bx.termination_type
            WHEN 'circuits.circuittermination' THEN (
              SELECT
                (
                  SELECT
                    c.cid
                  FROM
                    circuits_circuit c
                  WHERE
                    c.id = o.circuit_id
                ) || ': Termination ' || o.term_side
              FROM
                circuits_circuittermination o
              WHERE
                o.id = bx.termination_id
            )
            WHEN 'dcim.consoleport' THEN (
              SELECT
                o.name || CASE
                  WHEN o.label <> '' THEN ' (' || o.label || ')'
                  ELSE ''
                END
              FROM
                dcim_consoleport o
              WHERE
                o.id = bx.termination_id
            )
            WHEN 'dcim.consoleserverport' THEN (
              SELECT
                o.name || CASE
                  WHEN o.label <> '' THEN ' (' || o.label || ')'
                  ELSE ''
                END
              FROM
                dcim_consoleserverport o
              WHERE
                o.id = bx.termination_id
            )
            WHEN 'dcim.frontport' THEN (
              SELECT
                o.name || CASE
                  WHEN o.label <> '' THEN ' (' || o.label || ')'
                  ELSE ''
                END
              FROM
                dcim_frontport o
              WHERE
                o.id = bx.termination_id
            )
            WHEN 'dcim.interface' THEN (
              SELECT
                o.name || CASE
                  WHEN o.label <> '' THEN ' (' || o.label || ')'
                  ELSE ''
                END
              FROM
                dcim_interface o
              WHERE
                o.id = bx.termination_id
            )
            WHEN 'dcim.powerfeed' THEN (
              SELECT
                o."name"::text
              FROM
                dcim_powerfeed o
              WHERE
                o.id = bx.termination_id
            )
            WHEN 'dcim.poweroutlet' THEN (
              SELECT
                o.name || CASE
                  WHEN o.label <> '' THEN ' (' || o.label || ')'
                  ELSE ''
                END
              FROM
                dcim_poweroutlet o
              WHERE
                o.id = bx.termination_id
            )
            WHEN 'dcim.powerport' THEN (
              SELECT
                o.name || CASE
                  WHEN o.label <> '' THEN ' (' || o.label || ')'
                  ELSE ''
                END
              FROM
                dcim_powerport o
              WHERE
                o.id = bx.termination_id
            )
            WHEN 'dcim.rearport' THEN (
              SELECT
                o.name || CASE
                  WHEN o.label <> '' THEN ' (' || o.label || ')'
                  ELSE ''
                END
              FROM
                dcim_rearport o
              WHERE
                o.id = bx.termination_id
            )
          END,
          ''
        ),
        'cable',
        bx."cable_id",
        'cable_end',
        bx."cable_end",
        'termination_type',
        bx."termination_type",
        'termination_id',
        bx."termination_id",
        'connector',
        bx."connector",
        'positions',
        bx."positions"
      )
    FROM
      "dcim_cabletermination" bx
    WHERE
      bx.id = $2
  );
