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
      'description',
      t."description",
      'is_active',
      t."is_active",
      'regions',
      (
        SELECT
          COALESCE(
            json_agg(
              json_build_object(
                'id',
                j1x.id,
                'url',
                ($1::text || '/api/dcim/regions/' || j1x.id || '/'),
                'display',
                j1x."name"::text,
                'name',
                j1x."name",
                'slug',
                j1x."slug",
                'description',
                j1x."description",
                'site_count',
                j1x."site_count",
                '_depth',
                j1x."_depth"
              )
              ORDER BY
                j1x.id
            ),
            '[]'::json
          )
        FROM
          "extras_configcontext_regions" j1
          JOIN "dcim_region" j1x ON j1x.id = j1."region_id"
        WHERE
          j1."configcontext_id" = t.id
      ),
      'site_groups',
      (
        SELECT
          COALESCE(
            json_agg(
              json_build_object(
                'id',
                j2x.id,
                'url',
                ($1::text || '/api/dcim/site-groups/' || j2x.id || '/'),
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
          "extras_configcontext_site_groups" j2
          JOIN "dcim_sitegroup" j2x ON j2x.id = j2."sitegroup_id"
        WHERE
          j2."configcontext_id" = t.id
      ),
      'sites',
      (
        SELECT
          COALESCE(
            json_agg(
              json_build_object(
                'id',
                j3x.id,
                'url',
                ($1::text || '/api/dcim/sites/' || j3x.id || '/'),
                'display',
                j3x."name"::text,
                'name',
                j3x."name",
                'slug',
                j3x."slug",
                'description',
                j3x."description"
              )
              ORDER BY
                j3x.id
            ),
            '[]'::json
          )
        FROM
          "extras_configcontext_sites" j3
          JOIN "dcim_site" j3x ON j3x.id = j3."site_id"
        WHERE
          j3."configcontext_id" = t.id
      ),
      'locations',
      (
        SELECT
          COALESCE(
            json_agg(
              json_build_object(
                'id',
                j4x.id,
                'url',
                ($1::text || '/api/dcim/locations/' || j4x.id || '/'),
                'display',
                j4x."name"::text,
                'name',
                j4x."name",
                'slug',
                j4x."slug",
                'description',
                j4x."description",
                'rack_count',
                j4x."rack_count",
                '_depth',
                j4x."_depth"
              )
              ORDER BY
                j4x.id
            ),
            '[]'::json
          )
        FROM
          "extras_configcontext_locations" j4
          JOIN "dcim_location" j4x ON j4x.id = j4."location_id"
        WHERE
          j4."configcontext_id" = t.id
      ),
      'device_types',
      (
        SELECT
          COALESCE(
            json_agg(
              json_build_object(
                'id',
                j5x.id,
                'url',
                ($1::text || '/api/dcim/device-types/' || j5x.id || '/'),
                'display',
                j5x."model"::text,
                'manufacturer',
                CASE
                  WHEN j5_1.id IS NULL THEN NULL
                  ELSE json_build_object(
                    'id',
                    j5_1.id,
                    'url',
                    ($1::text || '/api/dcim/manufacturers/' || j5_1.id || '/'),
                    'display',
                    j5_1."name"::text,
                    'name',
                    j5_1."name",
                    'slug',
                    j5_1."slug",
                    'description',
                    j5_1."description"
                  )
                END,
                'model',
                j5x."model",
                'slug',
                j5x."slug",
                'description',
                j5x."description",
                'device_count',
                j5x."device_count"
              )
              ORDER BY
                j5x.id
            ),
            '[]'::json
          )
        FROM
          "extras_configcontext_device_types" j5
          JOIN "dcim_devicetype" j5x ON j5x.id = j5."devicetype_id"
          LEFT JOIN "dcim_manufacturer" j5_1 ON j5_1.id = j5x."manufacturer_id"
        WHERE
          j5."configcontext_id" = t.id
      ),
      'roles',
      (
        SELECT
          COALESCE(
            json_agg(
              json_build_object(
                'id',
                j6x.id,
                'url',
                ($1::text || '/api/dcim/device-roles/' || j6x.id || '/'),
                'display',
                j6x."name"::text,
                'name',
                j6x."name",
                'slug',
                j6x."slug",
                'description',
                j6x."description",
                'device_count',
                j6x."device_count",
                'virtualmachine_count',
                j6x."virtualmachine_count",
                '_depth',
                j6x."_depth"
              )
              ORDER BY
                j6x.id
            ),
            '[]'::json
          )
        FROM
          "extras_configcontext_roles" j6
          JOIN "dcim_devicerole" j6x ON j6x.id = j6."devicerole_id"
        WHERE
          j6."configcontext_id" = t.id
      ),
      'platforms',
      (
        SELECT
          COALESCE(
            json_agg(
              json_build_object(
                'id',
                j7x.id,
                'url',
                ($1::text || '/api/dcim/platforms/' || j7x.id || '/'),
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
          "extras_configcontext_platforms" j7
          JOIN "dcim_platform" j7x ON j7x.id = j7."platform_id"
        WHERE
          j7."configcontext_id" = t.id
      ),
      'tenant_groups',
      (
        SELECT
          COALESCE(
            json_agg(
              json_build_object(
                'id',
                j8x.id,
                'url',
                ($1::text || '/api/tenancy/tenant-groups/' || j8x.id || '/'),
                'display',
                j8x."name"::text,
                'name',
                j8x."name",
                'slug',
                j8x."slug",
                'description',
                j8x."description",
                'tenant_count',
                j8x."tenant_count",
                '_depth',
                j8x."_depth"
              )
              ORDER BY
                j8x.id
            ),
            '[]'::json
          )
        FROM
          "extras_configcontext_tenant_groups" j8
          JOIN "tenancy_tenantgroup" j8x ON j8x.id = j8."tenantgroup_id"
        WHERE
          j8."configcontext_id" = t.id
      ),
      'tenants',
      (
        SELECT
          COALESCE(
            json_agg(
              json_build_object(
                'id',
                j9x.id,
                'url',
                ($1::text || '/api/tenancy/tenants/' || j9x.id || '/'),
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
          "extras_configcontext_tenants" j9
          JOIN "tenancy_tenant" j9x ON j9x.id = j9."tenant_id"
        WHERE
          j9."configcontext_id" = t.id
      ),
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
      'data',
      t."data",
      'created',
      to_char(t."created" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
      'last_updated',
      to_char(t."last_updated" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
    )
  )::text AS j
FROM
  "extras_configcontext" t
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
