-- virtualization.virtualmachine: /api/virtualization/virtual-machines/{id}/
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
      ($1::text || '/api/virtualization/virtual-machines/' || t.id || '/'),
      'display_url',
      ($1::text || '/virtualization/virtual-machines/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'virtual_machine_type',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/virtualization/virtual-machine-types/' || j1.id || '/'),
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
      'role',
      CASE
        WHEN j2.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j2.id,
          'url',
          ($1::text || '/api/dcim/device-roles/' || j2.id || '/'),
          'display',
          j2."name"::text,
          'name',
          j2."name",
          'slug',
          j2."slug",
          'description',
          j2."description",
          'device_count',
          j2."device_count",
          'virtualmachine_count',
          j2."virtualmachine_count",
          '_depth',
          j2."_depth"
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
            '{"offline":"Offline","active":"Active","planned":"Planned","staged":"Staged","failed":"Failed","decommissioning":"Decommissioning","paused":"Paused"}'::jsonb ->> t."status"::text,
            t."status"::text
          )
        )
      END,
      'start_on_boot',
      CASE
        WHEN t."start_on_boot" IS NULL
        OR t."start_on_boot" = '' THEN NULL
        ELSE json_build_object(
          'value',
          t."start_on_boot",
          'label',
          COALESCE(
            '{"on":"On","off":"Off","laststate":"Last State"}'::jsonb ->> t."start_on_boot"::text,
            t."start_on_boot"::text
          )
        )
      END,
      'site',
      CASE
        WHEN j3.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j3.id,
          'url',
          ($1::text || '/api/dcim/sites/' || j3.id || '/'),
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
      'cluster',
      CASE
        WHEN j4.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j4.id,
          'url',
          ($1::text || '/api/virtualization/clusters/' || j4.id || '/'),
          'display',
          j4."name"::text,
          'name',
          j4."name",
          'description',
          j4."description"
        )
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
      'platform',
      CASE
        WHEN j6.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j6.id,
          'url',
          ($1::text || '/api/dcim/platforms/' || j6.id || '/'),
          'display',
          j6."name"::text,
          'name',
          j6."name",
          'slug',
          j6."slug",
          'description',
          j6."description",
          'device_count',
          j6."device_count",
          'virtualmachine_count',
          j6."virtualmachine_count",
          '_depth',
          j6."_depth"
        )
      END,
      'primary_ip',
      inv_field_virtualization_virtualmachine_primary_ip ($1::text, t.id),
      'primary_ip4',
      inv_field_virtualization_virtualmachine_primary_ip4 ($1::text, t."primary_ip4_id"),
      'primary_ip6',
      inv_field_virtualization_virtualmachine_primary_ip6 ($1::text, t."primary_ip6_id"),
      'vcpus',
      t."vcpus",
      'memory',
      t."memory",
      'disk',
      t."disk",
      'description',
      t."description",
      'serial',
      t."serial",
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
              object_type = 'virtualization.virtualmachine'
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
              ti.object_type = 'virtualization.virtualmachine'
              AND ti.object_id = t.id
          )
          ELSE '[]'::json
        END
      ),
      'local_context_data',
      t."local_context_data",
      'config_template',
      CASE
        WHEN j9.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j9.id,
          'url',
          ($1::text || '/api/extras/config-templates/' || j9.id || '/'),
          'display',
          j9."name"::text,
          'name',
          j9."name",
          'description',
          j9."description"
        )
      END,
      'custom_fields',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            extras_customfield
          WHERE
            object_types ? 'virtualization.virtualmachine'
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
            t_cf.object_types ? 'virtualization.virtualmachine'
        )
        ELSE '{}'::json
      END,
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'interface_count',
      t."interface_count",
      'virtual_disk_count',
      t."virtual_disk_count",
      'config_context',
      inv_field_virtualization_virtualmachine_config_context ($1::text, t.id)
    )
  )::text AS j
FROM
  "virtualization_virtualmachine" t
  LEFT JOIN "virtualization_virtualmachinetype" j1 ON j1.id = t."virtual_machine_type_id"
  LEFT JOIN "dcim_devicerole" j2 ON j2.id = t."role_id"
  LEFT JOIN "dcim_site" j3 ON j3.id = t."site_id"
  LEFT JOIN "virtualization_cluster" j4 ON j4.id = t."cluster_id"
  LEFT JOIN "dcim_device" j5 ON j5.id = t."device_id"
  LEFT JOIN "dcim_platform" j6 ON j6.id = t."platform_id"
  LEFT JOIN "tenancy_tenant" j7 ON j7.id = t."tenant_id"
  LEFT JOIN "users_owner" j8 ON j8.id = t."owner_id"
  LEFT JOIN "extras_configtemplate" j9 ON j9.id = t."config_template_id"
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
      ($1::text || '/api/virtualization/virtual-machines/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "virtualization_virtualmachine" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_virtualization_virtualmachine($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/virtualization/virtual-machines/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'name',
        bx."name",
        'description',
        bx."description"
      )
    FROM
      "virtualization_virtualmachine" bx
    WHERE
      bx.id = $2
  );
