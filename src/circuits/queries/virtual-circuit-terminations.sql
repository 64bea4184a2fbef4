-- circuits.virtualcircuittermination: /api/circuits/virtual-circuit-terminations/{id}/
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
      ($1::text || '/api/circuits/virtual-circuit-terminations/' || t.id || '/'),
      'display_url',
      ($1::text || '/circuits/virtual-circuit-terminations/' || t.id || '/'),
      'display',
      (
        SELECT
          v.cid
        FROM
          circuits_virtualcircuit v
        WHERE
          v.id = t.virtual_circuit_id
      ) || ': ' || CASE t.role
        WHEN 'peer' THEN 'Peer'
        WHEN 'hub' THEN 'Hub'
        WHEN 'spoke' THEN 'Spoke'
        ELSE t.role
      END || ' termination',
      'virtual_circuit',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/circuits/virtual-circuits/' || j1.id || '/'),
          'display',
          j1."cid"::text,
          'cid',
          j1."cid",
          'provider_network',
          CASE
            WHEN j2.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j2.id,
              'url',
              ($1::text || '/api/circuits/provider-networks/' || j2.id || '/'),
              'display',
              j2."name"::text,
              'name',
              j2."name",
              'description',
              j2."description"
            )
          END,
          'description',
          j1."description"
        )
      END,
      'role',
      CASE
        WHEN t."role" IS NULL
        OR t."role" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."role",
          'label',
          COALESCE('{"peer":"Peer","hub":"Hub","spoke":"Spoke"}'::jsonb ->> t."role"::text, t."role"::text)
        )
      END,
      'interface',
      CASE
        WHEN j3.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j3.id,
          'url',
          ($1::text || '/api/dcim/interfaces/' || j3.id || '/'),
          'display',
          j3.name || CASE
            WHEN j3.label <> '' THEN ' (' || j3.label || ')'
            ELSE ''
          END,
          'device',
          CASE
            WHEN j4.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j4.id,
              'url',
              ($1::text || '/api/dcim/devices/' || j4.id || '/'),
              'display',
              COALESCE(
                COALESCE(
                  j4.name,
                  (
                    SELECT
                      vc.name || ':' || COALESCE(j4.vc_position::text, 'None')
                    FROM
                      dcim_virtualchassis vc
                    WHERE
                      vc.id = j4.virtual_chassis_id
                  )
                ) || COALESCE(' (' || j4.asset_tag || ')', ''),
                (
                  SELECT
                    m.name || ' ' || dt.model
                  FROM
                    dcim_devicetype dt
                    JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                  WHERE
                    dt.id = j4.device_type_id
                ) || ' (' || COALESCE(j4.asset_tag, j4.id::text) || ')'
              ),
              'name',
              j4."name",
              'description',
              j4."description"
            )
          END,
          'name',
          j3."name",
          'description',
          j3."description",
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
          '_occupied',
          (
            (
              j3.mark_connected
              OR j3.cable_id IS NOT NULL
              OR j3.wireless_link_id IS NOT NULL
            )
          ),
          'connection_status',
          (
            SELECT
              CASE
                WHEN cp.is_active THEN json_build_object('value', TRUE, 'label', 'Connected')
                ELSE json_build_object('value', FALSE, 'label', 'Planned')
              END
            FROM
              dcim_cablepath cp
            WHERE
              cp.id = j3._path_id
          )
        )
      END,
      'description',
      t."description",
      'tags',
      (
        CASE
          WHEN EXISTS (
            SELECT
              1
            FROM
              extras_taggeditem
            WHERE
              object_type = 'circuits.virtualcircuittermination'
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
              ti.object_type = 'circuits.virtualcircuittermination'
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
            object_types ? 'circuits.virtualcircuittermination'
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
            t_cf.object_types ? 'circuits.virtualcircuittermination'
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
  "circuits_virtualcircuittermination" t
  LEFT JOIN "circuits_virtualcircuit" j1 ON j1.id = t."virtual_circuit_id"
  LEFT JOIN "circuits_providernetwork" j2 ON j2.id = j1."provider_network_id"
  LEFT JOIN "dcim_interface" j3 ON j3.id = t."interface_id"
  LEFT JOIN "dcim_device" j4 ON j4.id = j3."device_id"
  LEFT JOIN "dcim_cable" j5 ON j5.id = j3."cable_id"
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
      ($1::text || '/api/circuits/virtual-circuit-terminations/' || t.id || '/'),
      'display',
      (
        SELECT
          v.cid
        FROM
          circuits_virtualcircuit v
        WHERE
          v.id = t.virtual_circuit_id
      ) || ': ' || CASE t.role
        WHEN 'peer' THEN 'Peer'
        WHEN 'hub' THEN 'Hub'
        WHEN 'spoke' THEN 'Spoke'
        ELSE t.role
      END || ' termination',
      'virtual_circuit',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/circuits/virtual-circuits/' || j1.id || '/'),
          'display',
          j1."cid"::text,
          'cid',
          j1."cid",
          'provider_network',
          CASE
            WHEN j2.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j2.id,
              'url',
              ($1::text || '/api/circuits/provider-networks/' || j2.id || '/'),
              'display',
              j2."name"::text,
              'name',
              j2."name",
              'description',
              j2."description"
            )
          END,
          'description',
          j1."description"
        )
      END,
      'role',
      CASE
        WHEN t."role" IS NULL
        OR t."role" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."role",
          'label',
          COALESCE('{"peer":"Peer","hub":"Hub","spoke":"Spoke"}'::jsonb ->> t."role"::text, t."role"::text)
        )
      END,
      'interface',
      CASE
        WHEN j3.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j3.id,
          'url',
          ($1::text || '/api/dcim/interfaces/' || j3.id || '/'),
          'display',
          j3.name || CASE
            WHEN j3.label <> '' THEN ' (' || j3.label || ')'
            ELSE ''
          END,
          'device',
          CASE
            WHEN j4.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j4.id,
              'url',
              ($1::text || '/api/dcim/devices/' || j4.id || '/'),
              'display',
              COALESCE(
                COALESCE(
                  j4.name,
                  (
                    SELECT
                      vc.name || ':' || COALESCE(j4.vc_position::text, 'None')
                    FROM
                      dcim_virtualchassis vc
                    WHERE
                      vc.id = j4.virtual_chassis_id
                  )
                ) || COALESCE(' (' || j4.asset_tag || ')', ''),
                (
                  SELECT
                    m.name || ' ' || dt.model
                  FROM
                    dcim_devicetype dt
                    JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                  WHERE
                    dt.id = j4.device_type_id
                ) || ' (' || COALESCE(j4.asset_tag, j4.id::text) || ')'
              ),
              'name',
              j4."name",
              'description',
              j4."description"
            )
          END,
          'name',
          j3."name",
          'description',
          j3."description",
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
          '_occupied',
          (
            (
              j3.mark_connected
              OR j3.cable_id IS NOT NULL
              OR j3.wireless_link_id IS NOT NULL
            )
          ),
          'connection_status',
          (
            SELECT
              CASE
                WHEN cp.is_active THEN json_build_object('value', TRUE, 'label', 'Connected')
                ELSE json_build_object('value', FALSE, 'label', 'Planned')
              END
            FROM
              dcim_cablepath cp
            WHERE
              cp.id = j3._path_id
          )
        )
      END,
      'description',
      t."description"
    )
  )::text AS j
FROM
  "circuits_virtualcircuittermination" t
  LEFT JOIN "circuits_virtualcircuit" j1 ON j1.id = t."virtual_circuit_id"
  LEFT JOIN "circuits_providernetwork" j2 ON j2.id = j1."provider_network_id"
  LEFT JOIN "dcim_interface" j3 ON j3.id = t."interface_id"
  LEFT JOIN "dcim_device" j4 ON j4.id = j3."device_id"
  LEFT JOIN "dcim_cable" j5 ON j5.id = j3."cable_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_circuits_virtualcircuittermination($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/circuits/virtual-circuit-terminations/' || bx.id || '/'),
        'display',
        (
          SELECT
            v.cid
          FROM
            circuits_virtualcircuit v
          WHERE
            v.id = bx.virtual_circuit_id
        ) || ': ' || CASE bx.role
          WHEN 'peer' THEN 'Peer'
          WHEN 'hub' THEN 'Hub'
          WHEN 'spoke' THEN 'Spoke'
          ELSE bx.role
        END || ' termination',
        'virtual_circuit',
        CASE
          WHEN bj1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj1.id,
            'url',
            ($1::text || '/api/circuits/virtual-circuits/' || bj1.id || '/'),
            'display',
            bj1."cid"::text,
            'cid',
            bj1."cid",
            'provider_network',
            CASE
              WHEN bj2.id IS NULL THEN NULL
              ELSE json_build_object(
                'id',
                bj2.id,
                'url',
                ($1::text || '/api/circuits/provider-networks/' || bj2.id || '/'),
                'display',
                bj2."name"::text,
                'name',
                bj2."name",
                'description',
                bj2."description"
              )
            END,
            'description',
            bj1."description"
          )
        END,
        'role',
        CASE
          WHEN bx."role" IS NULL
          OR bx."role" = '' THEN NULL
          ELSE json_build_object(
            'value',
            bx."role",
            'label',
            COALESCE('{"peer":"Peer","hub":"Hub","spoke":"Spoke"}'::jsonb ->> bx."role"::text, bx."role"::text)
          )
        END,
        'interface',
        CASE
          WHEN bj3.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj3.id,
            'url',
            ($1::text || '/api/dcim/interfaces/' || bj3.id || '/'),
            'display',
            bj3.name || CASE
              WHEN bj3.label <> '' THEN ' (' || bj3.label || ')'
              ELSE ''
            END,
            'device',
            CASE
              WHEN bj4.id IS NULL THEN NULL
              ELSE json_build_object(
                'id',
                bj4.id,
                'url',
                ($1::text || '/api/dcim/devices/' || bj4.id || '/'),
                'display',
                COALESCE(
                  COALESCE(
                    bj4.name,
                    (
                      SELECT
                        vc.name || ':' || COALESCE(bj4.vc_position::text, 'None')
                      FROM
                        dcim_virtualchassis vc
                      WHERE
                        vc.id = bj4.virtual_chassis_id
                    )
                  ) || COALESCE(' (' || bj4.asset_tag || ')', ''),
                  (
                    SELECT
                      m.name || ' ' || dt.model
                    FROM
                      dcim_devicetype dt
                      JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                    WHERE
                      dt.id = bj4.device_type_id
                  ) || ' (' || COALESCE(bj4.asset_tag, bj4.id::text) || ')'
                ),
                'name',
                bj4."name",
                'description',
                bj4."description"
              )
            END,
            'name',
            bj3."name",
            'description',
            bj3."description",
            'cable',
            CASE
              WHEN bj5.id IS NULL THEN NULL
              ELSE json_build_object(
                'id',
                bj5.id,
                'url',
                ($1::text || '/api/dcim/cables/' || bj5.id || '/'),
                'display',
                COALESCE(NULLIF(bj5.label, ''), '#' || bj5.id),
                'label',
                bj5."label",
                'description',
                bj5."description"
              )
            END,
            '_occupied',
            (
              (
                bj3.mark_connected
                OR bj3.cable_id IS NOT NULL
                OR bj3.wireless_link_id IS NOT NULL
              )
            ),
            'connection_status',
            (
              SELECT
                CASE
                  WHEN cp.is_active THEN json_build_object('value', TRUE, 'label', 'Connected')
                  ELSE json_build_object('value', FALSE, 'label', 'Planned')
                END
              FROM
                dcim_cablepath cp
              WHERE
                cp.id = bj3._path_id
            )
          )
        END,
        'description',
        bx."description"
      )
    FROM
      "circuits_virtualcircuittermination" bx
      LEFT JOIN "circuits_virtualcircuit" bj1 ON bj1.id = bx."virtual_circuit_id"
      LEFT JOIN "circuits_providernetwork" bj2 ON bj2.id = bj1."provider_network_id"
      LEFT JOIN "dcim_interface" bj3 ON bj3.id = bx."interface_id"
      LEFT JOIN "dcim_device" bj4 ON bj4.id = bj3."device_id"
      LEFT JOIN "dcim_cable" bj5 ON bj5.id = bj3."cable_id"
    WHERE
      bx.id = $2
  );
