-- wireless.wirelesslink: /api/wireless/wireless-links/{id}/
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
      ($1::text || '/api/wireless/wireless-links/' || t.id || '/'),
      'display_url',
      ($1::text || '/wireless/wireless-links/' || t.id || '/'),
      'display',
      COALESCE(NULLIF(t.ssid, ''), '#' || t.id),
      'interface_a',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/dcim/interfaces/' || j1.id || '/'),
          'display',
          j1.name || CASE
            WHEN j1.label <> '' THEN ' (' || j1.label || ')'
            ELSE ''
          END,
          'device',
          CASE
            WHEN j2.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j2.id,
              'url',
              ($1::text || '/api/dcim/devices/' || j2.id || '/'),
              'display',
              COALESCE(
                COALESCE(
                  j2.name,
                  (
                    SELECT
                      vc.name || ':' || COALESCE(j2.vc_position::text, 'None')
                    FROM
                      dcim_virtualchassis vc
                    WHERE
                      vc.id = j2.virtual_chassis_id
                  )
                ) || COALESCE(' (' || j2.asset_tag || ')', ''),
                (
                  SELECT
                    m.name || ' ' || dt.model
                  FROM
                    dcim_devicetype dt
                    JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                  WHERE
                    dt.id = j2.device_type_id
                ) || ' (' || COALESCE(j2.asset_tag, j2.id::text) || ')'
              ),
              'name',
              j2."name",
              'description',
              j2."description"
            )
          END,
          'name',
          j1."name",
          'description',
          j1."description",
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
              j1.mark_connected
              OR j1.cable_id IS NOT NULL
              OR j1.wireless_link_id IS NOT NULL
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
              cp.id = j1._path_id
          )
        )
      END,
      'interface_b',
      CASE
        WHEN j4.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j4.id,
          'url',
          ($1::text || '/api/dcim/interfaces/' || j4.id || '/'),
          'display',
          j4.name || CASE
            WHEN j4.label <> '' THEN ' (' || j4.label || ')'
            ELSE ''
          END,
          'device',
          CASE
            WHEN j5.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j5.id,
              'url',
              ($1::text || '/api/dcim/devices/' || j5.id || '/'),
              'display',
              COALESCE(
                COALESCE(
                  j5.name,
                  (
                    SELECT
                      vc.name || ':' || COALESCE(j5.vc_position::text, 'None')
                    FROM
                      dcim_virtualchassis vc
                    WHERE
                      vc.id = j5.virtual_chassis_id
                  )
                ) || COALESCE(' (' || j5.asset_tag || ')', ''),
                (
                  SELECT
                    m.name || ' ' || dt.model
                  FROM
                    dcim_devicetype dt
                    JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                  WHERE
                    dt.id = j5.device_type_id
                ) || ' (' || COALESCE(j5.asset_tag, j5.id::text) || ')'
              ),
              'name',
              j5."name",
              'description',
              j5."description"
            )
          END,
          'name',
          j4."name",
          'description',
          j4."description",
          'cable',
          CASE
            WHEN j6.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j6.id,
              'url',
              ($1::text || '/api/dcim/cables/' || j6.id || '/'),
              'display',
              COALESCE(NULLIF(j6.label, ''), '#' || j6.id),
              'label',
              j6."label",
              'description',
              j6."description"
            )
          END,
          '_occupied',
          (
            (
              j4.mark_connected
              OR j4.cable_id IS NOT NULL
              OR j4.wireless_link_id IS NOT NULL
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
              cp.id = j4._path_id
          )
        )
      END,
      'ssid',
      t."ssid",
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
      'tenant',
      CASE
        WHEN j7.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j7.id,
          'url',
          ($1::text || '/api/tenancy/tenants/' || j7.id || '/'),
          'display',
          j7."name"::text,
          'name',
          j7."name",
          'slug',
          j7."slug",
          'description',
          j7."description"
        )
      END,
      'auth_type',
      CASE
        WHEN t."auth_type" IS NULL
        OR t."auth_type" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."auth_type",
          'label',
          COALESCE(
            '{"open":"Open","wep":"WEP","wpa-personal":"WPA Personal (PSK)","wpa-enterprise":"WPA Enterprise"}'::jsonb ->> t."auth_type"::text,
            t."auth_type"::text
          )
        )
      END,
      'auth_cipher',
      CASE
        WHEN t."auth_cipher" IS NULL
        OR t."auth_cipher" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."auth_cipher",
          'label',
          COALESCE('{"auto":"Auto","tkip":"TKIP","aes":"AES"}'::jsonb ->> t."auth_cipher"::text, t."auth_cipher"::text)
        )
      END,
      'auth_psk',
      t."auth_psk",
      'distance',
      t."distance",
      'distance_unit',
      CASE
        WHEN t."distance_unit" IS NULL
        OR t."distance_unit" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."distance_unit",
          'label',
          COALESCE(
            '{"km":"Kilometers","m":"Meters","mi":"Miles","ft":"Feet"}'::jsonb ->> t."distance_unit"::text,
            t."distance_unit"::text
          )
        )
      END,
      'description',
      t."description",
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
              object_type = 'wireless.wirelesslink'
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
              ti.object_type = 'wireless.wirelesslink'
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
            object_types ? 'wireless.wirelesslink'
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
            t_cf.object_types ? 'wireless.wirelesslink'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'owner',
      CASE
        WHEN j8.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j8.id,
          'url',
          ($1::text || '/api/users/owners/' || j8.id || '/'),
          'display',
          j8."name"::text,
          'name',
          j8."name",
          'description',
          j8."description"
        )
      END
    )
  )::text AS j
FROM
  "wireless_wirelesslink" t
  LEFT JOIN "dcim_interface" j1 ON j1.id = t."interface_a_id"
  LEFT JOIN "dcim_device" j2 ON j2.id = j1."device_id"
  LEFT JOIN "dcim_cable" j3 ON j3.id = j1."cable_id"
  LEFT JOIN "dcim_interface" j4 ON j4.id = t."interface_b_id"
  LEFT JOIN "dcim_device" j5 ON j5.id = j4."device_id"
  LEFT JOIN "dcim_cable" j6 ON j6.id = j4."cable_id"
  LEFT JOIN "tenancy_tenant" j7 ON j7.id = t."tenant_id"
  LEFT JOIN "users_owner" j8 ON j8.id = t."owner_id"
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
      ($1::text || '/api/wireless/wireless-links/' || t.id || '/'),
      'display',
      COALESCE(NULLIF(t.ssid, ''), '#' || t.id),
      'ssid',
      t."ssid",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "wireless_wirelesslink" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_wireless_wirelesslink($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/wireless/wireless-links/' || bx.id || '/'),
        'display',
        COALESCE(NULLIF(bx.ssid, ''), '#' || bx.id),
        'ssid',
        bx."ssid",
        'description',
        bx."description"
      )
    FROM
      "wireless_wirelesslink" bx
    WHERE
      bx.id = $2
  );
