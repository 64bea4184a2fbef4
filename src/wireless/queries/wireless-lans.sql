-- wireless.wirelesslan: /api/wireless/wireless-lans/{id}/
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
      ($1::text || '/api/wireless/wireless-lans/' || t.id || '/'),
      'display_url',
      ($1::text || '/wireless/wireless-lans/' || t.id || '/'),
      'display',
      t."ssid"::text,
      'ssid',
      t."ssid",
      'description',
      t."description",
      'group',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/wireless/wireless-lan-groups/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'slug',
          j1."slug",
          'description',
          j1."description",
          'wirelesslan_count',
          j1."wirelesslan_count",
          '_depth',
          j1."_depth"
        )
      END,
      'status',
      CASE
        WHEN t."status" IS NULL
        OR t."status" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."status",
          'label',
          COALESCE(
            '{"active":"Active","reserved":"Reserved","disabled":"Disabled","deprecated":"Deprecated"}'::jsonb ->> t."status"::text,
            t."status"::text
          )
        )
      END,
      'vlan',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/ipam/vlans/' || j2.id || '/'),
          'display',
          j2.name || ' (' || j2.vid || ')',
          'vid',
          j2."vid",
          'name',
          j2."name",
          'description',
          j2."description"
        )
      END,
      'scope_type',
      t."scope_type",
      'scope_id',
      t."scope_id",
      'scope',
      CASE t."scope_type"
        WHEN 'dcim.region' THEN inv_brief_dcim_region ($1::text, t."scope_id")
        WHEN 'dcim.sitegroup' THEN inv_brief_dcim_sitegroup ($1::text, t."scope_id")
        WHEN 'dcim.site' THEN inv_brief_dcim_site ($1::text, t."scope_id")
        WHEN 'dcim.location' THEN inv_brief_dcim_location ($1::text, t."scope_id")
      END,
      'tenant',
      CASE
        WHEN j3.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j3.id,
          'url',
          ($1::text || '/api/tenancy/tenants/' || j3.id || '/'),
          'display',
          j3."name"::text,
          'name',
          j3."name",
          'slug',
          j3."slug",
          'description',
          j3."description"
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
              object_type = 'wireless.wirelesslan'
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
              ti.object_type = 'wireless.wirelesslan'
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
            object_types ? 'wireless.wirelesslan'
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
            t_cf.object_types ? 'wireless.wirelesslan'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'owner',
      CASE
        WHEN j4.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j4.id,
          'url',
          ($1::text || '/api/users/owners/' || j4.id || '/'),
          'display',
          j4."name"::text,
          'name',
          j4."name",
          'description',
          j4."description"
        )
      END
    )
  )::text AS j
FROM
  "wireless_wirelesslan" t
  LEFT JOIN "wireless_wirelesslangroup" j1 ON j1.id = t."group_id"
  LEFT JOIN "ipam_vlan" j2 ON j2.id = t."vlan_id"
  LEFT JOIN "tenancy_tenant" j3 ON j3.id = t."tenant_id"
  LEFT JOIN "users_owner" j4 ON j4.id = t."owner_id"
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
      ($1::text || '/api/wireless/wireless-lans/' || t.id || '/'),
      'display',
      t."ssid"::text,
      'ssid',
      t."ssid",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "wireless_wirelesslan" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_wireless_wirelesslan($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/wireless/wireless-lans/' || bx.id || '/'),
        'display',
        bx."ssid"::text,
        'ssid',
        bx."ssid",
        'description',
        bx."description"
      )
    FROM
      "wireless_wirelesslan" bx
    WHERE
      bx.id = $2
  );
