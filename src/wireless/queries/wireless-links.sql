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
          (NULL::jsonb),
          '_occupied',
          (j1.mark_connected)
        )
      END,
      'interface_b',
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
          (NULL::jsonb),
          '_occupied',
          (j3.mark_connected)
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
          t_cf.object_types ? 'wireless.wirelesslink'
      ),
      'created',
      to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
      'last_updated',
      to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
    )
  )::text AS j
FROM
  "wireless_wirelesslink" t
  LEFT JOIN "dcim_interface" j1 ON j1.id = t."interface_a_id"
  LEFT JOIN "dcim_device" j2 ON j2.id = j1."device_id"
  LEFT JOIN "dcim_interface" j3 ON j3.id = t."interface_b_id"
  LEFT JOIN "dcim_device" j4 ON j4.id = j3."device_id"
  LEFT JOIN "tenancy_tenant" j5 ON j5.id = t."tenant_id"
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
