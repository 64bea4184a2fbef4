-- dcim.macaddress: /api/dcim/mac-addresses/{id}/
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
      ($1::text || '/api/dcim/mac-addresses/' || t.id || '/'),
      'display_url',
      ($1::text || '/dcim/mac-addresses/' || t.id || '/'),
      'display',
      upper(t.mac_address::text),
      'mac_address',
      upper(t."mac_address"::text),
      'assigned_object_type',
      t."assigned_object_type",
      'assigned_object_id',
      t."assigned_object_id",
      'assigned_object',
      CASE t."assigned_object_type"
        WHEN 'dcim.interface' THEN (
          SELECT
            json_build_object(
              'id',
              j1_x.id,
              'url',
              ($1::text || '/api/dcim/interfaces/' || j1_x.id || '/'),
              'display',
              j1_x.name || CASE
                WHEN j1_x.label <> '' THEN ' (' || j1_x.label || ')'
                ELSE ''
              END,
              'device',
              CASE
                WHEN j1_j1.id IS NULL THEN NULL
                ELSE json_build_object(
                  'id',
                  j1_j1.id,
                  'url',
                  ($1::text || '/api/dcim/devices/' || j1_j1.id || '/'),
                  'display',
                  COALESCE(
                    COALESCE(
                      j1_j1.name,
                      (
                        SELECT
                          vc.name || ':' || COALESCE(j1_j1.vc_position::text, 'None')
                        FROM
                          dcim_virtualchassis vc
                        WHERE
                          vc.id = j1_j1.virtual_chassis_id
                      )
                    ) || COALESCE(' (' || j1_j1.asset_tag || ')', ''),
                    (
                      SELECT
                        m.name || ' ' || dt.model
                      FROM
                        dcim_devicetype dt
                        JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                      WHERE
                        dt.id = j1_j1.device_type_id
                    ) || ' (' || COALESCE(j1_j1.asset_tag, j1_j1.id::text) || ')'
                  ),
                  'name',
                  j1_j1."name",
                  'description',
                  j1_j1."description"
                )
              END,
              'name',
              j1_x."name",
              'description',
              j1_x."description",
              'cable',
              CASE
                WHEN j1_j2.id IS NULL THEN NULL
                ELSE json_build_object(
                  'id',
                  j1_j2.id,
                  'url',
                  ($1::text || '/api/dcim/cables/' || j1_j2.id || '/'),
                  'display',
                  COALESCE(NULLIF(j1_j2.label, ''), '#' || j1_j2.id),
                  'label',
                  j1_j2."label",
                  'description',
                  j1_j2."description"
                )
              END,
              '_occupied',
              (
                (
                  j1_x.mark_connected
                  OR j1_x.cable_id IS NOT NULL
                  OR j1_x.wireless_link_id IS NOT NULL
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
                  cp.id = j1_x._path_id
              )
            )
          FROM
            "dcim_interface" j1_x
            LEFT JOIN "dcim_device" j1_j1 ON j1_j1.id = j1_x."device_id"
            LEFT JOIN "dcim_cable" j1_j2 ON j1_j2.id = j1_x."cable_id"
          WHERE
            j1_x.id = t."assigned_object_id"
        )
        WHEN 'virtualization.vminterface' THEN (
          SELECT
            json_build_object(
              'id',
              j2_x.id,
              'url',
              ($1::text || '/api/virtualization/interfaces/' || j2_x.id || '/'),
              'display',
              j2_x."name"::text,
              'virtual_machine',
              CASE
                WHEN j2_j1.id IS NULL THEN NULL
                ELSE json_build_object(
                  'id',
                  j2_j1.id,
                  'url',
                  ($1::text || '/api/virtualization/virtual-machines/' || j2_j1.id || '/'),
                  'display',
                  j2_j1."name"::text,
                  'name',
                  j2_j1."name",
                  'description',
                  j2_j1."description"
                )
              END,
              'name',
              j2_x."name",
              'description',
              j2_x."description"
            )
          FROM
            "virtualization_vminterface" j2_x
            LEFT JOIN "virtualization_virtualmachine" j2_j1 ON j2_j1.id = j2_x."virtual_machine_id"
          WHERE
            j2_x.id = t."assigned_object_id"
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
              object_type = 'dcim.macaddress'
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
              ti.object_type = 'dcim.macaddress'
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
            object_types ? 'dcim.macaddress'
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
            t_cf.object_types ? 'dcim.macaddress'
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
  "dcim_macaddress" t
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
      ($1::text || '/api/dcim/mac-addresses/' || t.id || '/'),
      'display',
      upper(t.mac_address::text),
      'mac_address',
      upper(t."mac_address"::text),
      'description',
      t."description"
    )
  )::text AS j
FROM
  "dcim_macaddress" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_macaddress($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/mac-addresses/' || bx.id || '/'),
        'display',
        upper(bx.mac_address::text),
        'mac_address',
        upper(bx."mac_address"::text),
        'description',
        bx."description"
      )
    FROM
      "dcim_macaddress" bx
    WHERE
      bx.id = $2
  );
