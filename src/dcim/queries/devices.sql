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
            j8."description",
            'device_count',
            j8."device_count"
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
        (
          (
            SELECT
              json_build_object(
                'id',
                tpd.id,
                'url',
                ($1::text || '/api/dcim/devices/' || tpd.id || '/'),
                'display_url',
                ($1::text || '/dcim/devices/' || tpd.id || '/'),
                'display',
                COALESCE(
                  COALESCE(
                    tpd.name,
                    (
                      SELECT
                        vc.name || ':' || COALESCE(tpd.vc_position::text, 'None')
                      FROM
                        dcim_virtualchassis vc
                      WHERE
                        vc.id = tpd.virtual_chassis_id
                    )
                  ) || COALESCE(' (' || tpd.asset_tag || ')', ''),
                  (
                    SELECT
                      m.name || ' ' || dt.model
                    FROM
                      dcim_devicetype dt
                      JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                    WHERE
                      dt.id = tpd.device_type_id
                  ) || ' (' || COALESCE(tpd.asset_tag, tpd.id::text) || ')'
                ),
                'name',
                tpd.name,
                'device_bay',
                json_build_object(
                  'id',
                  tpb.id,
                  'url',
                  ($1::text || '/api/dcim/device-bays/' || tpb.id || '/'),
                  'display_url',
                  ($1::text || '/dcim/device-bays/' || tpb.id || '/'),
                  'display',
                  tpb.name || CASE
                    WHEN tpb.label <> '' THEN ' (' || tpb.label || ')'
                    ELSE ''
                  END,
                  'device',
                  json_build_object(
                    'id',
                    tpd.id,
                    'url',
                    ($1::text || '/api/dcim/devices/' || tpd.id || '/'),
                    'display_url',
                    ($1::text || '/dcim/devices/' || tpd.id || '/'),
                    'display',
                    COALESCE(
                      COALESCE(
                        tpd.name,
                        (
                          SELECT
                            vc.name || ':' || COALESCE(tpd.vc_position::text, 'None')
                          FROM
                            dcim_virtualchassis vc
                          WHERE
                            vc.id = tpd.virtual_chassis_id
                        )
                      ) || COALESCE(' (' || tpd.asset_tag || ')', ''),
                      (
                        SELECT
                          m.name || ' ' || dt.model
                        FROM
                          dcim_devicetype dt
                          JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                        WHERE
                          dt.id = tpd.device_type_id
                      ) || ' (' || COALESCE(tpd.asset_tag, tpd.id::text) || ')'
                    ),
                    'name',
                    tpd.name
                  ),
                  'name',
                  tpb.name
                )
              )
            FROM
              dcim_devicebay tpb
              JOIN dcim_device tpd ON tpd.id = tpb.device_id
            WHERE
              tpb.installed_device_id = t.id
          )
        ),
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
        'primary_ip6',
        CASE
          WHEN j11.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j11.id,
            'url',
            ($1::text || '/api/ipam/ip-addresses/' || j11.id || '/'),
            'display',
            j11."address"::text,
            'family',
            CASE
              WHEN (family(j11.address)) IS NULL THEN NULL
              ELSE json_build_object(
                'value',
                (family(j11.address)),
                'label',
                COALESCE('{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(j11.address))::text, (family(j11.address))::text)
              )
            END,
            'address',
            j11."address"::text,
            'nat_inside',
            CASE
              WHEN j12.id IS NULL THEN NULL
              ELSE json_build_object(
                'id',
                j12.id,
                'url',
                ($1::text || '/api/ipam/ip-addresses/' || j12.id || '/'),
                'display_url',
                ($1::text || '/ipam/ip-addresses/' || j12.id || '/'),
                'display',
                j12."address"::text,
                'family',
                (family(j12.address)),
                'address',
                j12."address"::text
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
                        j11nox.id,
                        'url',
                        ($1::text || '/api/ipam/ip-addresses/' || j11nox.id || '/'),
                        'display_url',
                        ($1::text || '/ipam/ip-addresses/' || j11nox.id || '/'),
                        'display',
                        j11nox."address"::text,
                        'family',
                        (family(j11nox.address)),
                        'address',
                        j11nox."address"::text
                      )
                      ORDER BY
                        host(j11nox.address)::inet,
                        j11nox.id
                    ),
                    '[]'::json
                  )
                FROM
                  "ipam_ipaddress" j11nox
                WHERE
                  j11nox.nat_inside_id = j11.id
              )
            ),
            'dns_name',
            j11."dns_name",
            'description',
            j11."description"
          )
        END,
        'oob_ip',
        CASE
          WHEN j13.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j13.id,
            'url',
            ($1::text || '/api/ipam/ip-addresses/' || j13.id || '/'),
            'display',
            j13."address"::text,
            'family',
            CASE
              WHEN (family(j13.address)) IS NULL THEN NULL
              ELSE json_build_object(
                'value',
                (family(j13.address)),
                'label',
                COALESCE('{"4":"IPv4","6":"IPv6"}'::jsonb ->> (family(j13.address))::text, (family(j13.address))::text)
              )
            END,
            'address',
            j13."address"::text,
            'nat_inside',
            CASE
              WHEN j14.id IS NULL THEN NULL
              ELSE json_build_object(
                'id',
                j14.id,
                'url',
                ($1::text || '/api/ipam/ip-addresses/' || j14.id || '/'),
                'display_url',
                ($1::text || '/ipam/ip-addresses/' || j14.id || '/'),
                'display',
                j14."address"::text,
                'family',
                (family(j14.address)),
                'address',
                j14."address"::text
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
                        j13nox.id,
                        'url',
                        ($1::text || '/api/ipam/ip-addresses/' || j13nox.id || '/'),
                        'display_url',
                        ($1::text || '/ipam/ip-addresses/' || j13nox.id || '/'),
                        'display',
                        j13nox."address"::text,
                        'family',
                        (family(j13nox.address)),
                        'address',
                        j13nox."address"::text
                      )
                      ORDER BY
                        host(j13nox.address)::inet,
                        j13nox.id
                    ),
                    '[]'::json
                  )
                FROM
                  "ipam_ipaddress" j13nox
                WHERE
                  j13nox.nat_inside_id = j13.id
              )
            ),
            'dns_name',
            j13."dns_name",
            'description',
            j13."description"
          )
        END,
        'cluster',
        CASE
          WHEN j15.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j15.id,
            'url',
            ($1::text || '/api/virtualization/clusters/' || j15.id || '/'),
            'display',
            j15."name"::text,
            'name',
            j15."name",
            'description',
            j15."description",
            'virtualmachine_count',
            j15."virtualmachine_count"
          )
        END,
        'virtual_chassis',
        CASE
          WHEN j16.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j16.id,
            'url',
            ($1::text || '/api/dcim/virtual-chassis/' || j16.id || '/'),
            'display',
            j16."name"::text,
            'name',
            j16."name",
            'master',
            CASE
              WHEN j17.id IS NULL THEN NULL
              ELSE json_build_object(
                'id',
                j17.id,
                'url',
                ($1::text || '/api/dcim/devices/' || j17.id || '/'),
                'display_url',
                ($1::text || '/dcim/devices/' || j17.id || '/'),
                'display',
                COALESCE(
                  COALESCE(
                    j17.name,
                    (
                      SELECT
                        vc.name || ':' || COALESCE(j17.vc_position::text, 'None')
                      FROM
                        dcim_virtualchassis vc
                      WHERE
                        vc.id = j17.virtual_chassis_id
                    )
                  ) || COALESCE(' (' || j17.asset_tag || ')', ''),
                  (
                    SELECT
                      m.name || ' ' || dt.model
                    FROM
                      dcim_devicetype dt
                      JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id
                    WHERE
                      dt.id = j17.device_type_id
                  ) || ' (' || COALESCE(j17.asset_tag, j17.id::text) || ')'
                ),
                'name',
                j17."name"
              )
            END,
            'description',
            j16."description",
            'member_count',
            j16."member_count"
          )
        END,
        'vc_position',
        t."vc_position",
        'vc_priority',
        t."vc_priority",
        'description',
        t."description",
        'owner',
        CASE
          WHEN j18.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j18.id,
            'url',
            ($1::text || '/api/users/owners/' || j18.id || '/'),
            'display',
            j18."name"::text,
            'name',
            j18."name",
            'description',
            j18."description"
          )
        END,
        'comments',
        t."comments",
        'config_template',
        CASE
          WHEN j19.id IS NULL THEN NULL
          ELSE json_build_object(
            'id',
            j19.id,
            'url',
            ($1::text || '/api/extras/config-templates/' || j19.id || '/'),
            'display',
            j19."name"::text,
            'name',
            j19."name",
            'description',
            j19."description"
          )
        END,
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
                  AND (
                    c."_locations" = '{}'
                    OR c."_locations" && o."locations"
                  )
                  AND (
                    c."_device_types" = '{}'
                    OR c."_device_types" && o."device_types"
                  )
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
                    t_locations1._path
                  FROM
                    "dcim_location" t_locations1
                  WHERE
                    t_locations1.id = t."location_id"
                ) AS "locations",
                ARRAY[t."device_type_id"]::BIGINT[] AS "device_types",
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
                    ti.object_type = 'dcim.device'
                    AND ti.object_id = t.id
                ) AS "tags"
            ) o
        ),
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
              t_cf.object_types ? 'dcim.device'
          )
          ELSE '{}'::json
        END,
        'created',
        to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
        'last_updated',
        to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
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
  LEFT JOIN "ipam_ipaddress" j9 ON j9.id = t."primary_ip4_id"
  LEFT JOIN "ipam_ipaddress" j10 ON j10.id = j9."nat_inside_id"
  LEFT JOIN "ipam_ipaddress" j11 ON j11.id = t."primary_ip6_id"
  LEFT JOIN "ipam_ipaddress" j12 ON j12.id = j11."nat_inside_id"
  LEFT JOIN "ipam_ipaddress" j13 ON j13.id = t."oob_ip_id"
  LEFT JOIN "ipam_ipaddress" j14 ON j14.id = j13."nat_inside_id"
  LEFT JOIN "virtualization_cluster" j15 ON j15.id = t."cluster_id"
  LEFT JOIN "dcim_virtualchassis" j16 ON j16.id = t."virtual_chassis_id"
  LEFT JOIN "dcim_device" j17 ON j17.id = j16."master_id"
  LEFT JOIN "users_owner" j18 ON j18.id = t."owner_id"
  LEFT JOIN "extras_configtemplate" j19 ON j19.id = t."config_template_id"
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
