-- dcim.virtualdevicecontext: /api/dcim/virtual-device-contexts/{id}/
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
      ($1::text || '/api/dcim/virtual-device-contexts/' || t.id || '/'),
      'display_url',
      ($1::text || '/dcim/virtual-device-contexts/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'device',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/dcim/devices/' || j1.id || '/'),
          'display',
          COALESCE(
            COALESCE(
              j1.name,
              (
                SELECT
                  vc.name || ':' || COALESCE(j1.vc_position::text, 'None')
                FROM
                  dcim_virtualchassis vc
                WHERE
                  vc.id = j1.virtual_chassis_id
              )
            ) || COALESCE(' (' || j1.asset_tag || ')', ''),
            (
              SELECT
                m.name || ' ' || dt.model
              FROM
                dcim_devicetype dt
                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
              WHERE
                dt.id = j1.device_type_id
            ) || ' (' || COALESCE(j1.asset_tag, j1.id::text) || ')'
          ),
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'identifier',
      t."identifier",
      'tenant',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/tenancy/tenants/' || j2.id || '/'),
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
      'primary_ip',
      (
        (
          SELECT
            json_build_object(
              'id',
              tpix.id,
              'url',
              ($1::text || '/api/ipam/ip-addresses/' || tpix.id || '/'),
              'display',
              tpix."address"::text,
              'family',
              CASE
                WHEN (family(tpix.address)) IS NULL THEN NULL
                ELSE json_build_object(
                  'value',
                  (family(tpix.address)),
                  'label',
                  COALESCE('{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(tpix.address))::text, (family(tpix.address))::text)
                )
              END,
              'address',
              tpix."address"::text,
              'nat_inside',
              CASE
                WHEN tpij1.id IS NULL THEN NULL
                ELSE json_build_object(
                  'id',
                  tpij1.id,
                  'url',
                  ($1::text || '/api/ipam/ip-addresses/' || tpij1.id || '/'),
                  'display_url',
                  ($1::text || '/ipam/ip-addresses/' || tpij1.id || '/'),
                  'display',
                  tpij1."address"::text,
                  'family',
                  (family(tpij1.address)),
                  'address',
                  tpij1."address"::text
                )
              END,
              'nat_outside',
              (
                (
                  SELECT
                    COALESCE(
                      json_agg(
                        json_build_object(
                          'id',
                          tpixnox.id,
                          'url',
                          ($1::text || '/api/ipam/ip-addresses/' || tpixnox.id || '/'),
                          'display_url',
                          ($1::text || '/ipam/ip-addresses/' || tpixnox.id || '/'),
                          'display',
                          tpixnox."address"::text,
                          'family',
                          (family(tpixnox.address)),
                          'address',
                          tpixnox."address"::text
                        )
                        ORDER BY
                          host(tpixnox.address)::inet,
                          tpixnox.id
                      ),
                      '[]'::json
                    )
                  FROM
                    "ipam_ipaddress" tpixnox
                  WHERE
                    tpixnox.nat_inside_id = tpix.id
                )
              ),
              'dns_name',
              tpix."dns_name",
              'description',
              tpix."description"
            )
          FROM
            "ipam_ipaddress" tpix
            LEFT JOIN "ipam_ipaddress" tpij1 ON tpij1.id = tpix."nat_inside_id"
          WHERE
            tpix.id = COALESCE(t.primary_ip6_id, t.primary_ip4_id)
        )
      ),
      'primary_ip4',
      CASE
        WHEN j3.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j3.id,
          'url',
          ($1::text || '/api/ipam/ip-addresses/' || j3.id || '/'),
          'display',
          j3."address"::text,
          'family',
          CASE
            WHEN (family(j3.address)) IS NULL THEN NULL
            ELSE json_build_object(
              'value',
              (family(j3.address)),
              'label',
              COALESCE('{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(j3.address))::text, (family(j3.address))::text)
            )
          END,
          'address',
          j3."address"::text,
          'nat_inside',
          CASE
            WHEN j4.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j4.id,
              'url',
              ($1::text || '/api/ipam/ip-addresses/' || j4.id || '/'),
              'display_url',
              ($1::text || '/ipam/ip-addresses/' || j4.id || '/'),
              'display',
              j4."address"::text,
              'family',
              (family(j4.address)),
              'address',
              j4."address"::text
            )
          END,
          'nat_outside',
          (
            (
              SELECT
                COALESCE(
                  json_agg(
                    json_build_object(
                      'id',
                      j3nox.id,
                      'url',
                      ($1::text || '/api/ipam/ip-addresses/' || j3nox.id || '/'),
                      'display_url',
                      ($1::text || '/ipam/ip-addresses/' || j3nox.id || '/'),
                      'display',
                      j3nox."address"::text,
                      'family',
                      (family(j3nox.address)),
                      'address',
                      j3nox."address"::text
                    )
                    ORDER BY
                      host(j3nox.address)::inet,
                      j3nox.id
                  ),
                  '[]'::json
                )
              FROM
                "ipam_ipaddress" j3nox
              WHERE
                j3nox.nat_inside_id = j3.id
            )
          ),
          'dns_name',
          j3."dns_name",
          'description',
          j3."description"
        )
      END,
      'primary_ip6',
      CASE
        WHEN j5.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j5.id,
          'url',
          ($1::text || '/api/ipam/ip-addresses/' || j5.id || '/'),
          'display',
          j5."address"::text,
          'family',
          CASE
            WHEN (family(j5.address)) IS NULL THEN NULL
            ELSE json_build_object(
              'value',
              (family(j5.address)),
              'label',
              COALESCE('{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(j5.address))::text, (family(j5.address))::text)
            )
          END,
          'address',
          j5."address"::text,
          'nat_inside',
          CASE
            WHEN j6.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j6.id,
              'url',
              ($1::text || '/api/ipam/ip-addresses/' || j6.id || '/'),
              'display_url',
              ($1::text || '/ipam/ip-addresses/' || j6.id || '/'),
              'display',
              j6."address"::text,
              'family',
              (family(j6.address)),
              'address',
              j6."address"::text
            )
          END,
          'nat_outside',
          (
            (
              SELECT
                COALESCE(
                  json_agg(
                    json_build_object(
                      'id',
                      j5nox.id,
                      'url',
                      ($1::text || '/api/ipam/ip-addresses/' || j5nox.id || '/'),
                      'display_url',
                      ($1::text || '/ipam/ip-addresses/' || j5nox.id || '/'),
                      'display',
                      j5nox."address"::text,
                      'family',
                      (family(j5nox.address)),
                      'address',
                      j5nox."address"::text
                    )
                    ORDER BY
                      host(j5nox.address)::inet,
                      j5nox.id
                  ),
                  '[]'::json
                )
              FROM
                "ipam_ipaddress" j5nox
              WHERE
                j5nox.nat_inside_id = j5.id
            )
          ),
          'dns_name',
          j5."dns_name",
          'description',
          j5."description"
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
            '{"active":"Active","planned":"Planned","offline":"Offline"}'::jsonb ->> t."status"::text,
            t."status"::text
          )
        )
      END,
      'description',
      t."description",
      'owner',
      CASE
        WHEN j7.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j7.id,
          'url',
          ($1::text || '/api/users/owners/' || j7.id || '/'),
          'display',
          j7."name"::text,
          'name',
          j7."name",
          'description',
          j7."description"
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
              object_type = 'dcim.virtualdevicecontext'
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
              ti.object_type = 'dcim.virtualdevicecontext'
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
            object_types ? 'dcim.virtualdevicecontext'
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
            t_cf.object_types ? 'dcim.virtualdevicecontext'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'interface_count',
      (
        (
          SELECT
            count(*)
          FROM
            dcim_interface_vdcs x
          WHERE
            x.virtualdevicecontext_id = t.id
        )
      )
    )
  )::text AS j
FROM
  "dcim_virtualdevicecontext" t
  LEFT JOIN "dcim_device" j1 ON j1.id = t."device_id"
  LEFT JOIN "tenancy_tenant" j2 ON j2.id = t."tenant_id"
  LEFT JOIN "ipam_ipaddress" j3 ON j3.id = t."primary_ip4_id"
  LEFT JOIN "ipam_ipaddress" j4 ON j4.id = j3."nat_inside_id"
  LEFT JOIN "ipam_ipaddress" j5 ON j5.id = t."primary_ip6_id"
  LEFT JOIN "ipam_ipaddress" j6 ON j6.id = j5."nat_inside_id"
  LEFT JOIN "users_owner" j7 ON j7.id = t."owner_id"
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
      ($1::text || '/api/dcim/virtual-device-contexts/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'device',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/dcim/devices/' || j1.id || '/'),
          'display',
          COALESCE(
            COALESCE(
              j1.name,
              (
                SELECT
                  vc.name || ':' || COALESCE(j1.vc_position::text, 'None')
                FROM
                  dcim_virtualchassis vc
                WHERE
                  vc.id = j1.virtual_chassis_id
              )
            ) || COALESCE(' (' || j1.asset_tag || ')', ''),
            (
              SELECT
                m.name || ' ' || dt.model
              FROM
                dcim_devicetype dt
                JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
              WHERE
                dt.id = j1.device_type_id
            ) || ' (' || COALESCE(j1.asset_tag, j1.id::text) || ')'
          ),
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'identifier',
      t."identifier",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "dcim_virtualdevicecontext" t
  LEFT JOIN "dcim_device" j1 ON j1.id = t."device_id"
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_virtualdevicecontext($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/virtual-device-contexts/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'name',
        bx."name",
        'device',
        CASE
          WHEN bj1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            bj1.id,
            'url',
            ($1::text || '/api/dcim/devices/' || bj1.id || '/'),
            'display',
            COALESCE(
              COALESCE(
                bj1.name,
                (
                  SELECT
                    vc.name || ':' || COALESCE(bj1.vc_position::text, 'None')
                  FROM
                    dcim_virtualchassis vc
                  WHERE
                    vc.id = bj1.virtual_chassis_id
                )
              ) || COALESCE(' (' || bj1.asset_tag || ')', ''),
              (
                SELECT
                  m.name || ' ' || dt.model
                FROM
                  dcim_devicetype dt
                  JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                WHERE
                  dt.id = bj1.device_type_id
              ) || ' (' || COALESCE(bj1.asset_tag, bj1.id::text) || ')'
            ),
            'name',
            bj1."name",
            'description',
            bj1."description"
          )
        END,
        'identifier',
        bx."identifier",
        'description',
        bx."description"
      )
    FROM
      "dcim_virtualdevicecontext" bx
      LEFT JOIN "dcim_device" bj1 ON bj1.id = bx."device_id"
    WHERE
      bx.id = $2
  );
