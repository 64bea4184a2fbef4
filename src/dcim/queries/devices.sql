-- dcim.device: /api/dcim/devices/{id}/
-- Generated from the declarations: `npm run sql-snapshots` rewrites this file, a test checks it.
-- $1 is the base URL of rendered links, $2 the object's id.

-- complete representation
SELECT
  t.id AS id,
  (
    replace(
      json_build_object(
        'id',
        t.id,
        'url',
        ($1::text || '/api/dcim/devices/' || t.id || '/'),
        'display_url',
        ($1::text || '/dcim/devices/' || t.id || '/'),
        'display',
        COALESCE(
          COALESCE(
            t.name,
            (
              SELECT
                vc.name || ':' || COALESCE(t.vc_position::text, 'None')
              FROM
                dcim_virtualchassis vc
              WHERE
                vc.id = t.virtual_chassis_id
            )
          ) || COALESCE(' (' || t.asset_tag || ')', ''),
          (
            SELECT
              m.name || ' ' || dt.model
            FROM
              dcim_devicetype dt
              JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
            WHERE
              dt.id = t.device_type_id
          ) || ' (' || COALESCE(t.asset_tag, t.id::text) || ')'
        ),
        'name',
        t."name",
        'device_type',
        CASE
          WHEN j1.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j1.id,
            'url',
            ($1::text || '/api/dcim/device-types/' || j1.id || '/'),
            'display',
            j1."model"::text,
            'manufacturer',
            CASE
              WHEN j2.id IS NULL THEN NULL
              ELSE json_build_object(
                'id',
                j2.id,
                'url',
                ($1::text || '/api/dcim/manufacturers/' || j2.id || '/'),
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
            'model',
            j1."model",
            'slug',
            j1."slug",
            'description',
            j1."description",
            'device_count',
            j1."device_count"
          )
        END,
        'role',
        CASE
          WHEN j3.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j3.id,
            'url',
            ($1::text || '/api/dcim/device-roles/' || j3.id || '/'),
            'display',
            j3."name"::text,
            'name',
            j3."name",
            'slug',
            j3."slug",
            'description',
            j3."description",
            'device_count',
            j3."device_count",
            'virtualmachine_count',
            j3."virtualmachine_count",
            '_depth',
            j3."_depth"
          )
        END,
        'tenant',
        CASE
          WHEN j4.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j4.id,
            'url',
            ($1::text || '/api/tenancy/tenants/' || j4.id || '/'),
            'display',
            j4."name"::text,
            'name',
            j4."name",
            'slug',
            j4."slug",
            'description',
            j4."description"
          )
        END,
        'platform',
        CASE
          WHEN j5.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j5.id,
            'url',
            ($1::text || '/api/dcim/platforms/' || j5.id || '/'),
            'display',
            j5."name"::text,
            'name',
            j5."name",
            'slug',
            j5."slug",
            'description',
            j5."description",
            'device_count',
            j5."device_count",
            'virtualmachine_count',
            j5."virtualmachine_count",
            '_depth',
            j5."_depth"
          )
        END,
        'serial',
        t."serial",
        'asset_tag',
        t."asset_tag",
        'site',
        CASE
          WHEN j6.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j6.id,
            'url',
            ($1::text || '/api/dcim/sites/' || j6.id || '/'),
            'display',
            j6."name"::text,
            'name',
            j6."name",
            'slug',
            j6."slug",
            'description',
            j6."description"
          )
        END,
        'location',
        CASE
          WHEN j7.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j7.id,
            'url',
            ($1::text || '/api/dcim/locations/' || j7.id || '/'),
            'display',
            j7."name"::text,
            'name',
            j7."name",
            'slug',
            j7."slug",
            'description',
            j7."description",
            'rack_count',
            j7."rack_count",
            '_depth',
            j7."_depth"
          )
        END,
        'rack',
        CASE
          WHEN j8.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j8.id,
            'url',
            ($1::text || '/api/dcim/racks/' || j8.id || '/'),
            'display',
            j8.name || COALESCE(' (' || j8.facility_id || ')', ''),
            'name',
            j8."name",
            'description',
            j8."description"
          )
        END,
        'position',
        t."position",
        'face',
        CASE
          WHEN t."face" IS NULL
          OR t."face" = '' THEN NULL
          ELSE json_build_object(
            'value',
            t."face",
            'label',
            COALESCE('{"front":"Front","rear":"Rear"}'::jsonb ->> t."face"::text, t."face"::text)
          )
        END,
        'latitude',
        t."latitude",
        'longitude',
        t."longitude",
        'parent_device',
        inv_field_dcim_device_parent_device ($1::text, t.id),
        'status',
        CASE
          WHEN t."status" IS NULL
          OR t."status" = '' THEN NULL
          ELSE json_build_object(
            'value',
            t."status",
            'label',
            COALESCE(
              '{"offline":"Offline","active":"Active","planned":"Planned","staged":"Staged","failed":"Failed","inventory":"Inventory","decommissioning":"Decommissioning"}'::jsonb ->> t."status"::text,
              t."status"::text
            )
          )
        END,
        'airflow',
        CASE
          WHEN t."airflow" IS NULL
          OR t."airflow" = '' THEN NULL
          ELSE json_build_object(
            'value',
            t."airflow",
            'label',
            COALESCE(
              '{"front-to-rear":"Front to rear","rear-to-front":"Rear to front","left-to-right":"Left to right","right-to-left":"Right to left","side-to-rear":"Side to rear","rear-to-side":"Rear to side","bottom-to-top":"Bottom to top","top-to-bottom":"Top to bottom","passive":"Passive","mixed":"Mixed"}'::jsonb ->> t."airflow"::text,
              t."airflow"::text
            )
          )
        END,
        'primary_ip',
        inv_field_dcim_device_primary_ip ($1::text, t.id),
        'primary_ip4',
        inv_field_dcim_device_primary_ip4 ($1::text, t."primary_ip4_id"),
        'primary_ip6',
        inv_field_dcim_device_primary_ip6 ($1::text, t."primary_ip6_id"),
        'oob_ip',
        inv_field_dcim_device_oob_ip ($1::text, t."oob_ip_id"),
        'cluster',
        CASE
          WHEN j9.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j9.id,
            'url',
            ($1::text || '/api/virtualization/clusters/' || j9.id || '/'),
            'display',
            j9."name"::text,
            'name',
            j9."name",
            'description',
            j9."description"
          )
        END,
        'virtual_chassis',
        inv_field_dcim_device_virtual_chassis ($1::text, t."virtual_chassis_id"),
        'vc_position',
        t."vc_position",
        'vc_priority',
        t."vc_priority",
        'description',
        t."description",
        'owner',
        CASE
          WHEN j10.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j10.id,
            'url',
            ($1::text || '/api/users/owners/' || j10.id || '/'),
            'display',
            j10."name"::text,
            'name',
            j10."name",
            'description',
            j10."description"
          )
        END,
        'comments',
        t."comments",
        'config_template',
        CASE
          WHEN j11.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j11.id,
            'url',
            ($1::text || '/api/extras/config-templates/' || j11.id || '/'),
            'display',
            j11."name"::text,
            'name',
            j11."name",
            'description',
            j11."description"
          )
        END,
        'config_context',
        inv_field_dcim_device_config_context ($1::text, t.id),
        'local_context_data',
        t."local_context_data",
        'tags',
        (
          CASE
            WHEN EXISTS (
              SELECT
                1
              FROM
                extras_taggeditem
              WHERE
                object_type = 'dcim.device'
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
                ti.object_type = 'dcim.device'
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
              object_types ? 'dcim.device'
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
              t_cf.object_types ? 'dcim.device'
          )
          ELSE '{}'::json
        END,
        'created',
        replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
        'last_updated',
        replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
        'console_port_count',
        t."console_port_count",
        'console_server_port_count',
        t."console_server_port_count",
        'power_port_count',
        t."power_port_count",
        'power_outlet_count',
        t."power_outlet_count",
        'interface_count',
        t."interface_count",
        'front_port_count',
        t."front_port_count",
        'inv:splice',
        NULL
      )::text || json_build_object(
        'inv:splice',
        NULL,
        'rear_port_count',
        t."rear_port_count",
        'device_bay_count',
        t."device_bay_count",
        'module_bay_count',
        t."module_bay_count",
        'inventory_item_count',
        t."inventory_item_count"
      )::text,
      '"inv:splice" : null}{"inv:splice" : null, ',
      ''
    )
  )::text AS j
FROM
  "dcim_device" t
  LEFT JOIN "dcim_devicetype" j1 ON j1.id = t."device_type_id"
  LEFT JOIN "dcim_manufacturer" j2 ON j2.id = j1."manufacturer_id"
  LEFT JOIN "dcim_devicerole" j3 ON j3.id = t."role_id"
  LEFT JOIN "tenancy_tenant" j4 ON j4.id = t."tenant_id"
  LEFT JOIN "dcim_platform" j5 ON j5.id = t."platform_id"
  LEFT JOIN "dcim_site" j6 ON j6.id = t."site_id"
  LEFT JOIN "dcim_location" j7 ON j7.id = t."location_id"
  LEFT JOIN "dcim_rack" j8 ON j8.id = t."rack_id"
  LEFT JOIN "virtualization_cluster" j9 ON j9.id = t."cluster_id"
  LEFT JOIN "users_owner" j10 ON j10.id = t."owner_id"
  LEFT JOIN "extras_configtemplate" j11 ON j11.id = t."config_template_id"
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
      ($1::text || '/api/dcim/devices/' || t.id || '/'),
      'display',
      COALESCE(
        COALESCE(
          t.name,
          (
            SELECT
              vc.name || ':' || COALESCE(t.vc_position::text, 'None')
            FROM
              dcim_virtualchassis vc
            WHERE
              vc.id = t.virtual_chassis_id
          )
        ) || COALESCE(' (' || t.asset_tag || ')', ''),
        (
          SELECT
            m.name || ' ' || dt.model
          FROM
            dcim_devicetype dt
            JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
          WHERE
            dt.id = t.device_type_id
        ) || ' (' || COALESCE(t.asset_tag, t.id::text) || ')'
      ),
      'name',
      t."name",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "dcim_device" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_dcim_device($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/dcim/devices/' || bx.id || '/'),
        'display',
        COALESCE(
          COALESCE(
            bx.name,
            (
              SELECT
                vc.name || ':' || COALESCE(bx.vc_position::text, 'None')
              FROM
                dcim_virtualchassis vc
              WHERE
                vc.id = bx.virtual_chassis_id
            )
          ) || COALESCE(' (' || bx.asset_tag || ')', ''),
          (
            SELECT
              m.name || ' ' || dt.model
            FROM
              dcim_devicetype dt
              JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
            WHERE
              dt.id = bx.device_type_id
          ) || ' (' || COALESCE(bx.asset_tag, bx.id::text) || ')'
        ),
        'name',
        bx."name",
        'description',
        bx."description"
      )
    FROM
      "dcim_device" bx
    WHERE
      bx.id = $2
  );
