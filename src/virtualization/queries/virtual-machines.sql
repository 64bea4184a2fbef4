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
          j4."description",
          'virtualmachine_count',
          j4."virtualmachine_count"
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
        WHEN j7.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j7.id,
          'url',
          ($1::text || '/api/ipam/ip-addresses/' || j7.id || '/'),
          'display',
          j7."address"::text,
          'family',
          CASE
            WHEN (family(j7.address)) IS NULL THEN NULL
            ELSE json_build_object(
              'value',
              (family(j7.address)),
              'label',
              COALESCE('{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(j7.address))::text, (family(j7.address))::text)
            )
          END,
          'address',
          j7."address"::text,
          'nat_inside',
          CASE
            WHEN j8.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j8.id,
              'url',
              ($1::text || '/api/ipam/ip-addresses/' || j8.id || '/'),
              'display_url',
              ($1::text || '/ipam/ip-addresses/' || j8.id || '/'),
              'display',
              j8."address"::text,
              'family',
              (family(j8.address)),
              'address',
              j8."address"::text
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
                      j7nox.id,
                      'url',
                      ($1::text || '/api/ipam/ip-addresses/' || j7nox.id || '/'),
                      'display_url',
                      ($1::text || '/ipam/ip-addresses/' || j7nox.id || '/'),
                      'display',
                      j7nox."address"::text,
                      'family',
                      (family(j7nox.address)),
                      'address',
                      j7nox."address"::text
                    )
                    ORDER BY
                      host(j7nox.address)::inet,
                      j7nox.id
                  ),
                  '[]'::json
                )
              FROM
                "ipam_ipaddress" j7nox
              WHERE
                j7nox.nat_inside_id = j7.id
            )
          ),
          'dns_name',
          j7."dns_name",
          'description',
          j7."description"
        )
      END,
      'primary_ip6',
      CASE
        WHEN j9.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j9.id,
          'url',
          ($1::text || '/api/ipam/ip-addresses/' || j9.id || '/'),
          'display',
          j9."address"::text,
          'family',
          CASE
            WHEN (family(j9.address)) IS NULL THEN NULL
            ELSE json_build_object(
              'value',
              (family(j9.address)),
              'label',
              COALESCE('{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(j9.address))::text, (family(j9.address))::text)
            )
          END,
          'address',
          j9."address"::text,
          'nat_inside',
          CASE
            WHEN j10.id IS NULL THEN NULL
            ELSE json_build_object(
              'id',
              j10.id,
              'url',
              ($1::text || '/api/ipam/ip-addresses/' || j10.id || '/'),
              'display_url',
              ($1::text || '/ipam/ip-addresses/' || j10.id || '/'),
              'display',
              j10."address"::text,
              'family',
              (family(j10.address)),
              'address',
              j10."address"::text
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
                      j9nox.id,
                      'url',
                      ($1::text || '/api/ipam/ip-addresses/' || j9nox.id || '/'),
                      'display_url',
                      ($1::text || '/ipam/ip-addresses/' || j9nox.id || '/'),
                      'display',
                      j9nox."address"::text,
                      'family',
                      (family(j9nox.address)),
                      'address',
                      j9nox."address"::text
                    )
                    ORDER BY
                      host(j9nox.address)::inet,
                      j9nox.id
                  ),
                  '[]'::json
                )
              FROM
                "ipam_ipaddress" j9nox
              WHERE
                j9nox.nat_inside_id = j9.id
            )
          ),
          'dns_name',
          j9."dns_name",
          'description',
          j9."description"
        )
      END,
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
        WHEN j11.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j11.id,
          'url',
          ($1::text || '/api/tenancy/tenants/' || j11.id || '/'),
          'display',
          j11."name"::text,
          'name',
          j11."name",
          'slug',
          j11."slug",
          'description',
          j11."description"
        )
      END,
      'owner',
      CASE
        WHEN j12.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j12.id,
          'url',
          ($1::text || '/api/users/owners/' || j12.id || '/'),
          'display',
          j12."name"::text,
          'name',
          j12."name",
          'description',
          j12."description"
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
        WHEN j13.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j13.id,
          'url',
          ($1::text || '/api/extras/config-templates/' || j13.id || '/'),
          'display',
          j13."name"::text,
          'name',
          j13."name",
          'description',
          j13."description"
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
            t_cf.object_types ? 'virtualization.virtualmachine'
        )
        ELSE '{}'::json
      END,
      'created',
      to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
      'last_updated',
      to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
      'interface_count',
      t."interface_count",
      'virtual_disk_count',
      t."virtual_disk_count",
      'config_context',
      (
        SELECT
          inv_deep_merge (
            (
              SELECT
                inv_deep_merge_agg (
                  c.data,
                  c._data_paths
                  ORDER BY
                    c.weight,
                    c.name
                )
              FROM
                extras_configcontext c
              WHERE
                c.is_active
                AND (
                  c."_regions" = '{}'
                  OR c."_regions" && o."regions"
                )
                AND (
                  c."_site_groups" = '{}'
                  OR c."_site_groups" && o."site_groups"
                )
                AND (
                  c."_sites" = '{}'
                  OR c."_sites" && o."sites"
                )
                AND c."_locations" = '{}'
                AND c."_device_types" = '{}'
                AND (
                  c."_roles" = '{}'
                  OR c."_roles" && o."roles"
                )
                AND (
                  c."_platforms" = '{}'
                  OR c."_platforms" && o."platforms"
                )
                AND (
                  c."_cluster_types" = '{}'
                  OR c."_cluster_types" && o."cluster_types"
                )
                AND (
                  c."_cluster_groups" = '{}'
                  OR c."_cluster_groups" && o."cluster_groups"
                )
                AND (
                  c."_clusters" = '{}'
                  OR c."_clusters" && o."clusters"
                )
                AND (
                  c."_tenant_groups" = '{}'
                  OR c."_tenant_groups" && o."tenant_groups"
                )
                AND (
                  c."_tenants" = '{}'
                  OR c."_tenants" && o."tenants"
                )
                AND (
                  c."_tags" = '{}'
                  OR c."_tags" && o."tags"
                )
            ),
            t."local_context_data"
          )
        FROM
          (
            SELECT
              (
                SELECT
                  t_regions2._path
                FROM
                  "dcim_region" t_regions2
                WHERE
                  t_regions2.id = (
                    SELECT
                      t_regions1."region_id"
                    FROM
                      "dcim_site" t_regions1
                    WHERE
                      t_regions1.id = t."site_id"
                  )
              ) AS "regions",
              (
                SELECT
                  t_site_groups2._path
                FROM
                  "dcim_sitegroup" t_site_groups2
                WHERE
                  t_site_groups2.id = (
                    SELECT
                      t_site_groups1."group_id"
                    FROM
                      "dcim_site" t_site_groups1
                    WHERE
                      t_site_groups1.id = t."site_id"
                  )
              ) AS "site_groups",
              ARRAY[t."site_id"]::BIGINT[] AS "sites",
              (
                SELECT
                  t_roles1._path
                FROM
                  "dcim_devicerole" t_roles1
                WHERE
                  t_roles1.id = t."role_id"
              ) AS "roles",
              (
                SELECT
                  t_platforms1._path
                FROM
                  "dcim_platform" t_platforms1
                WHERE
                  t_platforms1.id = t."platform_id"
              ) AS "platforms",
              ARRAY[
                (
                  SELECT
                    t_cluster_types1."type_id"
                  FROM
                    "virtualization_cluster" t_cluster_types1
                  WHERE
                    t_cluster_types1.id = t."cluster_id"
                )
              ]::BIGINT[] AS "cluster_types",
              ARRAY[
                (
                  SELECT
                    t_cluster_groups1."group_id"
                  FROM
                    "virtualization_cluster" t_cluster_groups1
                  WHERE
                    t_cluster_groups1.id = t."cluster_id"
                )
              ]::BIGINT[] AS "cluster_groups",
              ARRAY[t."cluster_id"]::BIGINT[] AS "clusters",
              ARRAY[
                (
                  SELECT
                    t_tenant_groups1."group_id"
                  FROM
                    "tenancy_tenant" t_tenant_groups1
                  WHERE
                    t_tenant_groups1.id = t."tenant_id"
                )
              ]::BIGINT[] AS "tenant_groups",
              ARRAY[t."tenant_id"]::BIGINT[] AS "tenants",
              ARRAY(
                SELECT
                  ti.tag_id
                FROM
                  extras_taggeditem ti
                WHERE
                  ti.object_type = 'virtualization.virtualmachine'
                  AND ti.object_id = t.id
              ) AS "tags"
          ) o
      )
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
  LEFT JOIN "ipam_ipaddress" j7 ON j7.id = t."primary_ip4_id"
  LEFT JOIN "ipam_ipaddress" j8 ON j8.id = j7."nat_inside_id"
  LEFT JOIN "ipam_ipaddress" j9 ON j9.id = t."primary_ip6_id"
  LEFT JOIN "ipam_ipaddress" j10 ON j10.id = j9."nat_inside_id"
  LEFT JOIN "tenancy_tenant" j11 ON j11.id = t."tenant_id"
  LEFT JOIN "users_owner" j12 ON j12.id = t."owner_id"
  LEFT JOIN "extras_configtemplate" j13 ON j13.id = t."config_template_id"
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
