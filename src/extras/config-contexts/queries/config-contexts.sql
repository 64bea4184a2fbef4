-- extras.configcontext: /api/extras/config-contexts/{id}/
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
      ($1::text || '/api/extras/config-contexts/' || t.id || '/'),
      'display_url',
      ($1::text || '/extras/config-contexts/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'weight',
      t."weight",
      'profile',
      CASE
        WHEN j1.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j1.id,
          'url',
          ($1::text || '/api/extras/config-context-profiles/' || j1.id || '/'),
          'display',
          j1."name"::text,
          'name',
          j1."name",
          'description',
          j1."description"
        )
      END,
      'description',
      t."description",
      'is_active',
      t."is_active",
      'regions',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "extras_configcontext_regions"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j2x.id,
                  'url',
                  ($1::text || '/api/dcim/regions/' || j2x.id || '/'),
                  'display',
                  j2x."name"::text,
                  'name',
                  j2x."name",
                  'slug',
                  j2x."slug",
                  'description',
                  j2x."description",
                  'site_count',
                  j2x."site_count",
                  '_depth',
                  j2x."_depth"
                )
                ORDER BY
                  j2x.id
              ),
              '[]'::json
            )
          FROM
            "extras_configcontext_regions" j2
            JOIN "dcim_region" j2x ON j2x.id = j2."region_id"
          WHERE
            j2."configcontext_id" = t.id
        )
        ELSE '[]'::json
      END,
      'site_groups',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "extras_configcontext_site_groups"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j3x.id,
                  'url',
                  ($1::text || '/api/dcim/site-groups/' || j3x.id || '/'),
                  'display',
                  j3x."name"::text,
                  'name',
                  j3x."name",
                  'slug',
                  j3x."slug",
                  'description',
                  j3x."description",
                  'site_count',
                  j3x."site_count",
                  '_depth',
                  j3x."_depth"
                )
                ORDER BY
                  j3x.id
              ),
              '[]'::json
            )
          FROM
            "extras_configcontext_site_groups" j3
            JOIN "dcim_sitegroup" j3x ON j3x.id = j3."sitegroup_id"
          WHERE
            j3."configcontext_id" = t.id
        )
        ELSE '[]'::json
      END,
      'sites',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "extras_configcontext_sites"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j4x.id,
                  'url',
                  ($1::text || '/api/dcim/sites/' || j4x.id || '/'),
                  'display',
                  j4x."name"::text,
                  'name',
                  j4x."name",
                  'slug',
                  j4x."slug",
                  'description',
                  j4x."description"
                )
                ORDER BY
                  j4x.id
              ),
              '[]'::json
            )
          FROM
            "extras_configcontext_sites" j4
            JOIN "dcim_site" j4x ON j4x.id = j4."site_id"
          WHERE
            j4."configcontext_id" = t.id
        )
        ELSE '[]'::json
      END,
      'locations',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "extras_configcontext_locations"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j5x.id,
                  'url',
                  ($1::text || '/api/dcim/locations/' || j5x.id || '/'),
                  'display',
                  j5x."name"::text,
                  'name',
                  j5x."name",
                  'slug',
                  j5x."slug",
                  'description',
                  j5x."description",
                  'rack_count',
                  j5x."rack_count",
                  '_depth',
                  j5x."_depth"
                )
                ORDER BY
                  j5x.id
              ),
              '[]'::json
            )
          FROM
            "extras_configcontext_locations" j5
            JOIN "dcim_location" j5x ON j5x.id = j5."location_id"
          WHERE
            j5."configcontext_id" = t.id
        )
        ELSE '[]'::json
      END,
      'device_types',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "extras_configcontext_device_types"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j6x.id,
                  'url',
                  ($1::text || '/api/dcim/device-types/' || j6x.id || '/'),
                  'display',
                  j6x."model"::text,
                  'manufacturer',
                  CASE
                    WHEN j6_1.id IS NULL THEN NULL
                    ELSE json_build_object(
                      'id',
                      j6_1.id,
                      'url',
                      ($1::text || '/api/dcim/manufacturers/' || j6_1.id || '/'),
                      'display',
                      j6_1."name"::text,
                      'name',
                      j6_1."name",
                      'slug',
                      j6_1."slug",
                      'description',
                      j6_1."description"
                    )
                  END,
                  'model',
                  j6x."model",
                  'slug',
                  j6x."slug",
                  'description',
                  j6x."description",
                  'device_count',
                  j6x."device_count"
                )
                ORDER BY
                  j6x.id
              ),
              '[]'::json
            )
          FROM
            "extras_configcontext_device_types" j6
            JOIN "dcim_devicetype" j6x ON j6x.id = j6."devicetype_id"
            LEFT JOIN "dcim_manufacturer" j6_1 ON j6_1.id = j6x."manufacturer_id"
          WHERE
            j6."configcontext_id" = t.id
        )
        ELSE '[]'::json
      END,
      'roles',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "extras_configcontext_roles"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j7x.id,
                  'url',
                  ($1::text || '/api/dcim/device-roles/' || j7x.id || '/'),
                  'display',
                  j7x."name"::text,
                  'name',
                  j7x."name",
                  'slug',
                  j7x."slug",
                  'description',
                  j7x."description",
                  'device_count',
                  j7x."device_count",
                  'virtualmachine_count',
                  j7x."virtualmachine_count",
                  '_depth',
                  j7x."_depth"
                )
                ORDER BY
                  j7x.id
              ),
              '[]'::json
            )
          FROM
            "extras_configcontext_roles" j7
            JOIN "dcim_devicerole" j7x ON j7x.id = j7."devicerole_id"
          WHERE
            j7."configcontext_id" = t.id
        )
        ELSE '[]'::json
      END,
      'platforms',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "extras_configcontext_platforms"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j8x.id,
                  'url',
                  ($1::text || '/api/dcim/platforms/' || j8x.id || '/'),
                  'display',
                  j8x."name"::text,
                  'name',
                  j8x."name",
                  'slug',
                  j8x."slug",
                  'description',
                  j8x."description",
                  'device_count',
                  j8x."device_count",
                  'virtualmachine_count',
                  j8x."virtualmachine_count",
                  '_depth',
                  j8x."_depth"
                )
                ORDER BY
                  j8x.id
              ),
              '[]'::json
            )
          FROM
            "extras_configcontext_platforms" j8
            JOIN "dcim_platform" j8x ON j8x.id = j8."platform_id"
          WHERE
            j8."configcontext_id" = t.id
        )
        ELSE '[]'::json
      END,
      'cluster_types',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "extras_configcontext_cluster_types"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j9x.id,
                  'url',
                  ($1::text || '/api/virtualization/cluster-types/' || j9x.id || '/'),
                  'display',
                  j9x."name"::text,
                  'name',
                  j9x."name",
                  'slug',
                  j9x."slug",
                  'description',
                  j9x."description"
                )
                ORDER BY
                  j9x.id
              ),
              '[]'::json
            )
          FROM
            "extras_configcontext_cluster_types" j9
            JOIN "virtualization_clustertype" j9x ON j9x.id = j9."clustertype_id"
          WHERE
            j9."configcontext_id" = t.id
        )
        ELSE '[]'::json
      END,
      'cluster_groups',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "extras_configcontext_cluster_groups"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j10x.id,
                  'url',
                  ($1::text || '/api/virtualization/cluster-groups/' || j10x.id || '/'),
                  'display',
                  j10x."name"::text,
                  'name',
                  j10x."name",
                  'slug',
                  j10x."slug",
                  'description',
                  j10x."description"
                )
                ORDER BY
                  j10x.id
              ),
              '[]'::json
            )
          FROM
            "extras_configcontext_cluster_groups" j10
            JOIN "virtualization_clustergroup" j10x ON j10x.id = j10."clustergroup_id"
          WHERE
            j10."configcontext_id" = t.id
        )
        ELSE '[]'::json
      END,
      'clusters',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "extras_configcontext_clusters"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j11x.id,
                  'url',
                  ($1::text || '/api/virtualization/clusters/' || j11x.id || '/'),
                  'display',
                  j11x."name"::text,
                  'name',
                  j11x."name",
                  'description',
                  j11x."description"
                )
                ORDER BY
                  j11x.id
              ),
              '[]'::json
            )
          FROM
            "extras_configcontext_clusters" j11
            JOIN "virtualization_cluster" j11x ON j11x.id = j11."cluster_id"
          WHERE
            j11."configcontext_id" = t.id
        )
        ELSE '[]'::json
      END,
      'tenant_groups',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "extras_configcontext_tenant_groups"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j12x.id,
                  'url',
                  ($1::text || '/api/tenancy/tenant-groups/' || j12x.id || '/'),
                  'display',
                  j12x."name"::text,
                  'name',
                  j12x."name",
                  'slug',
                  j12x."slug",
                  'description',
                  j12x."description",
                  'tenant_count',
                  j12x."tenant_count",
                  '_depth',
                  j12x."_depth"
                )
                ORDER BY
                  j12x.id
              ),
              '[]'::json
            )
          FROM
            "extras_configcontext_tenant_groups" j12
            JOIN "tenancy_tenantgroup" j12x ON j12x.id = j12."tenantgroup_id"
          WHERE
            j12."configcontext_id" = t.id
        )
        ELSE '[]'::json
      END,
      'tenants',
      CASE
        WHEN EXISTS (
          SELECT
            1
          FROM
            "extras_configcontext_tenants"
        ) THEN (
          SELECT
            COALESCE(
              json_agg(
                json_build_object(
                  'id',
                  j13x.id,
                  'url',
                  ($1::text || '/api/tenancy/tenants/' || j13x.id || '/'),
                  'display',
                  j13x."name"::text,
                  'name',
                  j13x."name",
                  'slug',
                  j13x."slug",
                  'description',
                  j13x."description"
                )
                ORDER BY
                  j13x.id
              ),
              '[]'::json
            )
          FROM
            "extras_configcontext_tenants" j13
            JOIN "tenancy_tenant" j13x ON j13x.id = j13."tenant_id"
          WHERE
            j13."configcontext_id" = t.id
        )
        ELSE '[]'::json
      END,
      'owner',
      CASE
        WHEN j14.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j14.id,
          'url',
          ($1::text || '/api/users/owners/' || j14.id || '/'),
          'display',
          j14."name"::text,
          'name',
          j14."name",
          'description',
          j14."description"
        )
      END,
      'tags',
      (
        SELECT
          COALESCE(
            json_agg(
              tg.slug
              ORDER BY
                tg.weight,
                tg.name
            ),
            '[]'::json
          )
        FROM
          "extras_configcontext_tags" ts
          JOIN extras_tag tg ON tg.id = ts.tag_id
        WHERE
          ts."configcontext_id" = t.id
      ),
      'data_source',
      CASE
        WHEN j15.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j15.id,
          'url',
          ($1::text || '/api/core/data-sources/' || j15.id || '/'),
          'display',
          j15."name"::text,
          'name',
          j15."name",
          'description',
          j15."description"
        )
      END,
      'data_path',
      t."data_path",
      'data_file',
      CASE
        WHEN j16.id IS NULL THEN NULL
        ELSE json_build_object(
          'id',
          j16.id,
          'url',
          ($1::text || '/api/core/data-files/' || j16.id || '/'),
          'display',
          j16."path"::text,
          'path',
          j16."path"
        )
      END,
      'data_synced',
      replace(to_char(t."data_synced" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'data',
      t."data",
      'created',
      replace(to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z'),
      'last_updated',
      replace(to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z')
    )
  )::text AS j
FROM
  "extras_configcontext" t
  LEFT JOIN "extras_configcontextprofile" j1 ON j1.id = t."profile_id"
  LEFT JOIN "users_owner" j14 ON j14.id = t."owner_id"
  LEFT JOIN "core_datasource" j15 ON j15.id = t."data_source_id"
  LEFT JOIN "core_datafile" j16 ON j16.id = t."data_file_id"
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
      ($1::text || '/api/extras/config-contexts/' || t.id || '/'),
      'display',
      t."name"::text,
      'name',
      t."name",
      'description',
      t."description"
    )
  )::text AS j
FROM
  "extras_configcontext" t
WHERE
  $1::text IS NOT NULL
  AND t.id = $2;

-- nested form where a relation may point at any model: inv_brief_extras_configcontext($1, $2)
SELECT
  (
    SELECT
      json_build_object(
        'id',
        bx.id,
        'url',
        ($1::text || '/api/extras/config-contexts/' || bx.id || '/'),
        'display',
        bx."name"::text,
        'name',
        bx."name",
        'description',
        bx."description"
      )
    FROM
      "extras_configcontext" bx
    WHERE
      bx.id = $2
  );
